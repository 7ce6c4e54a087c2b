import { AppError } from '../../lib/app-error';

/** The companion module's errors (codes and texts: packages/contracts ERROR_CATALOGUE, COMPANION_DETAIL). */
export const companionErrors = {
  /** 400: the pairing code is unknown, used, expired, or another code of the seeker replaced it. */
  pairingCodeInvalid: () => new AppError('pairing_code_invalid'),
  /** 429: too many pairing attempts (failed trades from this address, or codes asked for), with Retry-After in seconds. */
  tooMany: (retryAfterSeconds: number) =>
    new AppError('rate_limited', {
      detail: 'Too many attempts, try again later',
      headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    }),
  /** 401: no device token, or a revoked or unknown one. */
  deviceTokenInvalid: () => new AppError('device_token_invalid'),
  deviceNotFound: () => new AppError('device_not_found'),
  consentRequired: () => new AppError('companion_consent_required'),
  askNotFound: () => new AppError('companion_ask_not_found'),
  operationNotFound: () => new AppError('companion_operation_not_found'),
  /** 409: the operation is no longer this device's (it was handed to another, or it finished differently). */
  operationNotYours: () => new AppError('conflict', { detail: 'This operation is no longer yours to report' }),
};
