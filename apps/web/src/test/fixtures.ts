import { AUTH_DETAIL, ERROR_CATALOGUE, type ErrorCode, HH_DETAIL, type Position, type ResumeSummary, type User } from '@otklik/contracts';
import { HttpResponse, http } from 'msw';

/** A User as POST /api/auth/login answers (contracts/auth.ts `userSchema`). */
export const anna: User = {
  user_id: 'b3f1c1de-5c55-4c55-9d1a-0a7c3b2f6e01',
  email: 'anna@example.ru',
  name: 'Анна',
  telegram: null,
  portfolio_link: null,
  created_at: '2026-11-20T09:00:00.000Z',
  last_login: '2026-11-22T08:30:00.000Z',
  plan: null,
  trial_end: null,
  subscription_expiry: null,
  payment_status: null,
};

/** An hh resume as GET /api/resumes lists it (contracts/hh.ts `resumeSummarySchema`). */
export function resume(overrides: Partial<ResumeSummary> = {}): ResumeSummary {
  return {
    id: 'a1b2c3',
    title: 'Frontend-разработчик',
    status: 'published',
    status_name: 'опубликовано',
    can_apply: true,
    alternate_url: 'https://hh.ru/resume/a1b2c3',
    area: 'Москва',
    updated_at: '2026-11-01T10:00:00.000Z',
    created_by_assistant: false,
    ...overrides,
  };
}

/** A position at the resume stage as GET /api/positions/{id} answers it (contracts `positionSchema`). */
export function position(overrides: Partial<Position> = {}): Position {
  return {
    id: 'p-1',
    title: 'Администратор магазина',
    resume_id: 'r-1',
    resume_title: 'Продавец',
    use_favorites: false,
    areas: [{ id: '1', name: 'Москва' }],
    remote: false,
    salary: { amount: 80000, currency: 'RUR' },
    letter_styles: ['neutral'],
    stage: 'resume',
    paused: false,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * An error answer of our API, `{detail, code}`: the catalogue's status and detail for `code` unless overridden (the API
 * sends a more precise detail for some codes, and GET /api/hh/validate answers `hh_not_integrated` with 401).
 */
export function apiError(code: ErrorCode, { status, detail }: { status?: number; detail?: string } = {}) {
  return HttpResponse.json({ detail: detail ?? ERROR_CATALOGUE[code].detail, code }, { status: status ?? ERROR_CATALOGUE[code].status });
}

/** GET /api/auth/validate: a valid session answers 'Token is valid…', an invalid one 401. */
export function validateHandler(valid: boolean | (() => boolean)) {
  return http.get('/api/auth/validate', () => {
    const isValid = typeof valid === 'function' ? valid() : valid;
    return isValid ? HttpResponse.json({ detail: `${AUTH_DETAIL.tokenValid} for ${anna.email}` }) : apiError('unauthenticated');
  });
}

/** GET /api/hh/validate: "Current user's HH token is valid" or 401 'HH account is not connected'. */
export function hhValidateHandler(integrated: boolean) {
  return http.get('/api/hh/validate', () =>
    integrated ? HttpResponse.json({ detail: HH_DETAIL.tokenValid }) : apiError('hh_not_integrated', { status: 401 }),
  );
}

/** The two checks every session page makes: the session is valid, and hh is connected. */
export function sessionHandlers({ valid = true, integrated = true }: { valid?: boolean; integrated?: boolean } = {}) {
  return [validateHandler(valid), hhValidateHandler(integrated)];
}
