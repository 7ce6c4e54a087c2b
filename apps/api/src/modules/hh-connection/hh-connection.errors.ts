import { HH_DETAIL } from '@otklik/contracts';
import { AppError } from '../../lib/app-error';

/**
 * Errors of the hh connection (spec §7 Job board, §8). The details are the spec's texts; the web shows Russian ones.
 * `hh_not_integrated` (403) tells the web to send the seeker to /connect (spec §2 navigation guard).
 */
export const hhConnectionErrors = {
  exchangeFailed: (cause?: unknown) => new AppError('hh_exchange_failed', HH_DETAIL.exchangeFailed, 400, { cause }),
  stateMismatch: () => new AppError('hh_state_mismatch', HH_DETAIL.stateMismatch, 400),
  notIntegrated: () => new AppError('hh_not_integrated', HH_DETAIL.notIntegrated, 403),
  notIntegratedForValidate: () => new AppError('hh_not_integrated', HH_DETAIL.notIntegrated, 401),
  logoutFailed: (cause?: unknown) => new AppError('hh_logout_failed', HH_DETAIL.logoutFailed, 503, { cause }),
  unavailable: (cause?: unknown) => new AppError('hh_unavailable', HH_DETAIL.hhUnavailable, 503, { cause }),
  authFailed: (cause?: unknown) => new AppError('hh_auth_failed', HH_DETAIL.authFailed, 400, { cause }),
  registerFailed: (cause?: unknown) => new AppError('hh_register_failed', HH_DETAIL.registerFailed, 400, { cause }),
  notApplicant: () => new AppError('hh_not_applicant', 'HH account is not an applicant account', 400),
};
