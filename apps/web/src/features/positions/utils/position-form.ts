import {
  type Position,
  type UpdatePositionBody,
  type CreatePositionBody,
  type LetterStyle,
  type PositionArea,
  type PositionCurrency,
  createPositionBodySchema,
} from '@otklik/contracts';
import { readApiError } from '@/lib/api/error-body';
import { readErrorStatus } from '@/lib/api/errors';

const FIELD = createPositionBodySchema.shape;

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
 * The client-side rules of a position ("A position needs a title, location, salary and resume"): each field is checked
 * with its part of the contract's `createPositionBodySchema`, one Russian message per field.
 * @returns field → error key; empty when the form may be sent
 */
export function validatePositionForm(values: PositionFormValues): Partial<Record<PositionFormField, PositionFieldErrorKey>> {
  const errors: Partial<Record<PositionFormField, PositionFieldErrorKey>> = {};
  if (values.title.trim() === '') errors.title = 'titleRequired';
  else if (!FIELD.title.safeParse(values.title).success) errors.title = 'titleLength';
  if (!FIELD.resume_id.safeParse(values.resume_id ?? '').success) errors.resume_id = 'resumeRequired';
  if (values.areas.length === 0) errors.areas = 'areasRequired';
  else if (!FIELD.areas.safeParse(values.areas).success) errors.areas = 'areasTooMany';
  if (values.salary === '') errors.salary = 'salaryRequired';
  else if (!FIELD.salary.shape.amount.safeParse(values.salary).success) errors.salary = 'salaryInvalid';
  if (!FIELD.letter_styles.safeParse(values.letter_styles).success) errors.letter_styles = 'stylesRequired';
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

/** The form filled with a position's settings, for editing it in place. */
export function positionToFormValues(position: Position): PositionFormValues {
  return {
    title: position.title,
    resume_id: position.resume_id,
    use_favorites: position.use_favorites,
    areas: position.areas,
    remote: position.remote,
    salary: position.salary.amount,
    currency: position.salary.currency,
    letter_styles: position.letter_styles,
  };
}

/**
 * The PATCH /api/positions/:id body of a valid form: the fields a position may change (title and resume stay).
 * @throws Error when the salary is missing, which validation rules out
 */
export function toUpdatePositionBody(values: PositionFormValues): UpdatePositionBody {
  if (typeof values.salary !== 'number') throw new Error('toUpdatePositionBody: validate the form first');
  return {
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

/**
 * Maps a failed POST /api/positions to Russian messages by code: assistant_resume_refused → the advice on
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
  const status = readErrorStatus(error);
  return { fields, form: status !== undefined && status >= 500 ? 'hhUnavailable' : 'failed' };
}
