import { AppError } from '../../lib/app-error';

/**
 * Errors of the hh connection. The details are fixed English texts ('Failed to complete HH integration', …); the web
 * shows Russian ones. `hh_not_integrated` (403) tells the web to send the seeker to /connect (every session page but
 * /connect and /dashboard needs the hh connection).
 */
export const hhConnectionErrors = {
  exchangeFailed: (cause?: unknown) => new AppError('hh_exchange_failed', { cause }),
  stateMismatch: () => new AppError('hh_state_mismatch'),
  notIntegrated: () => new AppError('hh_not_integrated'),
  notIntegratedForValidate: () => new AppError('hh_not_integrated', { status: 401 }),
  logoutFailed: (cause?: unknown) => new AppError('hh_logout_failed', { cause }),
  unavailable: (cause?: unknown) => new AppError('hh_unavailable', { cause }),
  authFailed: (cause?: unknown) => new AppError('hh_auth_failed', { cause }),
  registerFailed: (cause?: unknown) => new AppError('hh_register_failed', { cause }),
  notApplicant: () => new AppError('hh_not_applicant'),
};
