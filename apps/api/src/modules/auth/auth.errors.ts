import { AppError } from '../../lib/app-error';

/**
 * The auth module's errors, with their fixed `detail` texts (AUTH_DETAIL in packages/contracts: the web shows them or
 * their translation).
 * Each returns a fresh AppError; the error handler turns it into `{detail, code}` with the status given here.
 */
export const authErrors = {
  /** 409: register with an e-mail that already has an account. */
  emailTaken: () => new AppError('email_taken'),
  /** 403: register while REGISTRATION_OPEN=false. */
  registrationClosed: () => new AppError('registration_closed'),
  /** 401: wrong password or unknown e-mail (one answer for both). */
  invalidCredentials: () => new AppError('invalid_credentials'),
  /** 429 with `Retry-After` in whole seconds (≥ 1): too many failed logins from this IP or for this e-mail. */
  tooManyAttempts: (retryAfterSeconds: number) =>
    new AppError('rate_limited', {
      headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    }),
  /** 401: POST /api/auth/refresh without a refresh cookie. */
  refreshMissing: () => new AppError('refresh_missing'),
  /** 401: unknown, expired or revoked refresh token. */
  refreshInvalid: () => new AppError('refresh_invalid'),
  /** 401: an already-rotated refresh token came back; its whole family has been revoked. */
  refreshReused: () => new AppError('refresh_reused'),
  /** 400: reset token unknown, used, superseded or older than one hour. */
  resetInvalid: () => new AppError('reset_invalid'),
};
