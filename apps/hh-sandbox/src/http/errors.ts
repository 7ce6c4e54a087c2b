import type { HhError } from '@otklik/hh-contract';

/**
 * An error the sandbox answers in hh's API format: HTTP `status` with `{errors, request_id, description?}`.
 * Thrown by the state and the routes, turned into a reply by the one error handler (app.ts).
 */
export class HhApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: HhError[],
    readonly description?: string,
  ) {
    super(`${status} ${errors.map((e) => `${e.type}${e.value ? `/${e.value}` : ''}`).join(', ')}`);
  }
}

/** 400 `{type: 'bad_argument', value: <param>}`: a query or form parameter is missing or malformed. */
export const badArgument = (param: string, reason?: string) =>
  new HhApiError(400, [{ type: 'bad_argument', value: param, ...(reason ? { reason } : {}) }], 'Bad Request');

/** 404 `{type: 'not_found'}`. */
export const notFound = () => new HhApiError(404, [{ type: 'not_found' }], 'Not Found');

/** 403 `{type: 'oauth', value}`: bad_authorization, token_expired, token_revoked, user_auth_expected. */
export const oauthError = (value: string) => new HhApiError(403, [{ type: 'oauth', value }], 'Forbidden');

/** An error of POST /negotiations: `{type: 'negotiations', value}` with the status hh documents for it. */
export const negotiationError = (status: number, value: string) =>
  new HhApiError(status, [{ type: 'negotiations', value }], status === 400 ? 'Bad Request' : 'Forbidden');

/**
 * An error of the token endpoint, answered RFC 6749 style: `{error, error_description}`.
 */
export class HhTokenError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly errorDescription: string,
  ) {
    super(`${status} ${error}: ${errorDescription}`);
  }
}
