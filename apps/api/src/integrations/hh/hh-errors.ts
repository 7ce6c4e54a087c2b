/**
 * Errors raised by the hh.ru client. hh answers API errors as `{errors:[{type, value}], request_id}`
 * and token-endpoint errors as `{error, error_description}`.
 * Callers branch on {@link HhApiError.is} and never show raw hh bodies to users. Uncaught, they become our own
 * errors through `toAppError()`: this file is the one place that says what an hh failure means to a client.
 */
import { AppError } from '../../lib/app-error';

/** One hh error item, e.g. `{type: 'negotiations', value: 'already_applied'}`. */
export interface HhErrorItem {
  type: string;
  value?: string;
  [key: string]: unknown;
}

/** An API call that hh answered with a 4xx/5xx. */
export class HhApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: HhErrorItem[],
    readonly requestId: string | null,
    /** Delay hh asked for in a Retry-After header, in ms (null when absent). */
    readonly retryAfterMs: number | null,
    /** The parsed body, kept for the token endpoint's `{error, error_description}` shape. */
    readonly body: unknown = undefined,
  ) {
    super(`hh answered ${status}: ${errors.map((e) => `${e.type}${e.value ? `/${e.value}` : ''}`).join(', ') || 'no body'}`);
    this.name = 'HhApiError';
  }

  /** True when any error item has this type (and value, when given). */
  is(type: string, value?: string): boolean {
    return this.errors.some((e) => e.type === type && (value === undefined || e.value === value));
  }

  /** The first error value (or type), for statuses and logs. */
  get reason(): string {
    const first = this.errors[0];
    return first?.value ?? first?.type ?? `http_${this.status}`;
  }

  /** 429 and 5xx are worth retrying; everything else is final. */
  get retryable(): boolean {
    return this.status === 429 || this.status >= 500;
  }

  /** The user's token can no longer be used: they must authorize again. */
  get tokenUnusable(): boolean {
    return this.status === 403 && ['bad_authorization', 'token_revoked', 'application_not_found'].some((v) => this.is('oauth', v));
  }

  /** The access token expired: refresh it and retry once. */
  get tokenExpired(): boolean {
    return this.status === 403 && this.is('oauth', 'token_expired');
  }

  /**
   * hh's 404 → 404 hh_not_found; 429/5xx → 503 hh_unavailable; an expired or revoked token → 403 hh_not_integrated;
   * any other refusal → 502 hh_refused.
   */
  toAppError(): AppError {
    if (this.status === 404) return new AppError('hh_not_found', { cause: this });
    if (this.retryable) return new AppError('hh_unavailable', { cause: this });
    if (this.tokenExpired || this.tokenUnusable) return new AppError('hh_not_integrated', { cause: this });
    return new AppError('hh_refused', { detail: `HH refused the request: ${this.reason}`, cause: this });
  }
}

/** The token endpoint refused a grant, e.g. `invalid_grant` / `token not expired`. */
export class HhTokenError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(`hh token endpoint answered ${status}: ${error} (${description})`);
    this.name = 'HhTokenError';
  }

  /** The refresh token or the grant is dead for good: the user must authorize again. */
  get grantDead(): boolean {
    return (
      (this.error === 'invalid_grant' &&
        ['token was revoked', 'token deactivated', 'bad token', 'token has already been refreshed'].includes(this.description)) ||
      (this.error === 'invalid_request' && ['token not found', 'token is empty'].includes(this.description))
    );
  }

  /** Refresh came too early: the access token is still valid. */
  get notExpired(): boolean {
    return this.error === 'invalid_grant' && this.description === 'token not expired';
  }

  /** Reused refresh token: someone else refreshed first. */
  get alreadyRefreshed(): boolean {
    return this.error === 'invalid_grant' && this.description === 'token has already been refreshed';
  }
}

/** hh did not answer (connection refused, reset, timeout) or answered something unparseable. */
export class HhUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'HhUnavailableError';
  }

  /** 503 hh_unavailable. */
  toAppError(): AppError {
    return new AppError('hh_unavailable', { cause: this });
  }
}
