import { AppError } from '../../lib/app-error';

/** Errors of the applications calls (APPLICATION_DETAIL in packages/contracts). */
export const applicationErrors = {
  /** 404: no such application for this seeker (another seeker's id is "not found", never "forbidden"). */
  notFound: () => new AppError('application_not_found'),
  /** 403 'Access denied': statistics asked for another user's id (the web goes to /subscription on it). */
  accessDenied: () => new AppError('forbidden'),
};
