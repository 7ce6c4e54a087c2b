import { NOTIFICATION_DETAIL } from '@otklik/contracts';
import { AppError } from '../../lib/app-error';

/** Errors of the notifications module; the error handler turns each into `{detail, code}`. */
export const notificationErrors = {
  /** 403 'Access denied': a `user_id` other than the session's (the web goes to /subscription on it). */
  accessDenied: () => new AppError('forbidden', { detail: NOTIFICATION_DETAIL.accessDenied }),
  /** 404: no notification with this id among the seeker's own (another user's id answers the same). */
  notFound: () => new AppError('not_found', { detail: NOTIFICATION_DETAIL.notFound }),
};
