import {
  type ApiError,
  type CreatePositionBody,
  type LetterStyle,
  type PositionArea,
  type PositionCurrency,
  apiErrorSchema,
} from '@otklik/contracts';
import { isAxiosError } from 'axios';

/** Longest title the contract accepts (`createPositionBodySchema`). */
export const TITLE_MAX_LENGTH = 100;
/** Shortest title the contract accepts. */
export const TITLE_MIN_LENGTH = 2;
/** Most cities one position may have (contract: 1–20 areas). */
export const AREAS_MAX = 20;
/** Largest monthly salary the contract accepts, in the position's currency. */
export const SALARY_MAX = 100_000_000;

/** What the "Новая позиция" form holds while the seeker fills it. `salary` is '' until a number is typed. */
export interface PositionFormValues {
  title: string;
  resume_id: string | null;
  use_favorites: boolean;
  areas: PositionArea[];
  remote: boolean;
  salary: number | string;
  currency: PositionCurrency;
  letter_styles: LetterStyle[];
}

/** Form fields that can carry an error. */
export type PositionFormField = 'title' | 'resume_id' | 'areas' | 'salary' | 'letter_styles';

/** A field error as a key under `positions.errors` (the component translates it). */
export type PositionFieldErrorKey =
  | 'titleRequired'
  | 'titleLength'
  | 'resumeRequired'
  | 'resumeAssistant'
  | 'resumeNotFound'
  | 'areasRequired'
  | 'areasTooMany'
  | 'salaryRequired'
  | 'salaryInvalid'
  | 'stylesRequired';

/** The empty form: neutral letters, rubles, no favourites, no remote. */
export const EMPTY_POSITION_FORM: PositionFormValues = {
  title: '',
  resume_id: null,
  use_favorites: false,
  areas: [],
  remote: false,
  salary: '',
  currency: 'RUR',
  letter_styles: ['neutral'],
};

/**
 * The client-side rules of spec §5 ("A position needs a title, location, salary and resume") and the contract's
 * limits, one error per field: title 2–100 characters, a resume, 1–20 cities, a whole positive salary up to 100 000 000
 * per month, 1–3 letter styles.
 * @returns field → error key; empty when the form may be sent
 */
export function validatePositionForm(values: PositionFormValues): Partial<Record<PositionFormField, PositionFieldErrorKey>> {
  const errors: Partial<Record<PositionFormField, PositionFieldErrorKey>> = {};
  const title = values.title.trim();
  if (title === '') errors.title = 'titleRequired';
  else if (title.length < TITLE_MIN_LENGTH || title.length > TITLE_MAX_LENGTH) errors.title = 'titleLength';
  if (values.resume_id === null || values.resume_id === '') errors.resume_id = 'resumeRequired';
  if (values.areas.length === 0) errors.areas = 'areasRequired';
  else if (values.areas.length > AREAS_MAX) errors.areas = 'areasTooMany';
  if (values.salary === '') errors.salary = 'salaryRequired';
  else if (typeof values.salary !== 'number' || !Number.isInteger(values.salary) || values.salary <= 0 || values.salary > SALARY_MAX)
    errors.salary = 'salaryInvalid';
  if (values.letter_styles.length === 0) errors.letter_styles = 'stylesRequired';
  return errors;
}

/**
 * The POST /api/positions body of a valid form (call {@link validatePositionForm} first).
 * @throws Error when the resume or the salary is missing, which validation rules out
 */
export function toCreatePositionBody(values: PositionFormValues): CreatePositionBody {
  if (values.resume_id === null || typeof values.salary !== 'number') throw new Error('toCreatePositionBody: validate the form first');
  return {
    title: values.title.trim(),
    resume_id: values.resume_id,
    use_favorites: values.use_favorites,
    areas: values.areas,
    remote: values.remote,
    salary: { amount: values.salary, currency: values.currency },
    letter_styles: values.letter_styles,
  };
}

/** The error key a field gets when the server refuses its value (`issues[].path` of a 400). */
const INVALID_FIELD_ERROR: Record<PositionFormField, PositionFieldErrorKey> = {
  title: 'titleLength',
  resume_id: 'resumeRequired',
  areas: 'areasRequired',
  salary: 'salaryInvalid',
  letter_styles: 'stylesRequired',
};

/** The form field an issue path of the contract's body points at ('salary.amount' → salary, 'areas.0.id' → areas). */
export function fieldOfIssuePath(path: string): PositionFormField | null {
  const head = path.split('.')[0];
  switch (head) {
    case 'title':
    case 'resume_id':
    case 'areas':
    case 'salary':
    case 'letter_styles':
      return head;
    default:
      return null;
  }
}

/** How the form shows a refused POST /api/positions. */
export interface PositionSubmitFailure {
  /** Errors to put on the fields. */
  fields: Partial<Record<PositionFormField, PositionFieldErrorKey>>;
  /** A message for the whole form, a key under `positions.errors`, when no field explains it. */
  form: 'failed' | 'hhUnavailable' | null;
}

function readApiError(error: unknown): ApiError | null {
  if (!isAxiosError(error)) return null;
  const parsed = apiErrorSchema.safeParse(error.response?.data);
  return parsed.success ? parsed.data : null;
}

/**
 * Maps a failed POST /api/positions to Russian messages by code: assistant_resume_refused → the spec §5 advice on
 * the resume field, resume_not_found → the resume field, 400 `issues` → their fields, 5xx → "hh.ru is unavailable",
 * anything else → a general failure for the form.
 */
export function describePositionSubmitFailure(error: unknown): PositionSubmitFailure {
  const apiError = readApiError(error);
  if (apiError === null) return { fields: {}, form: 'failed' };
  if (apiError.code === 'assistant_resume_refused') return { fields: { resume_id: 'resumeAssistant' }, form: null };
  if (apiError.code === 'resume_not_found') return { fields: { resume_id: 'resumeNotFound' }, form: null };
  const fields: Partial<Record<PositionFormField, PositionFieldErrorKey>> = {};
  for (const issue of apiError.issues ?? []) {
    const field = fieldOfIssuePath(issue.path);
    if (field !== null) fields[field] ??= INVALID_FIELD_ERROR[field];
  }
  if (Object.keys(fields).length > 0) return { fields, form: null };
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return { fields, form: status !== undefined && status >= 500 ? 'hhUnavailable' : 'failed' };
}
