import { AppError } from '../../lib/app-error';

/** Errors of the paid seekers' vacancy list; status and detail come from the contracts' catalogue. */
export const vacanciesErrors = {
  /** 403 'Access denied': /vacancy is for an active paid plan (hidden during the trial). */
  paidOnly: () => new AppError('forbidden'),
  /** 404: no such position for this seeker (also another seeker's). */
  positionNotFound: () => new AppError('position_not_found'),
  /** 409: the position's resume is not published yet: nothing can be sent for it. */
  positionNotReady: () => new AppError('proposals_not_ready'),
  /** 409: the position is paused. */
  positionPaused: () => new AppError('position_paused'),
  /** 409: the seeker already has an application for this vacancy. */
  alreadyApplied: () => new AppError('already_applied'),
  /** 404: hh does not have this vacancy. */
  vacancyNotFound: () => new AppError('hh_not_found'),
  /** 409: the vacancy no longer fits (archived, a test, applied on hh, outside the position's cities…). */
  vacancyUnavailable: () => new AppError('vacancy_unavailable'),
};
