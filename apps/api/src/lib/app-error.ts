import { ERROR_CATALOGUE, type ErrorCode } from '@otklik/contracts';

export interface AppErrorOptions {
  /** Text sent as `detail`; default: the catalogue's. Shown to clients verbatim. */
  detail?: string;
  /** HTTP status; default: the catalogue's. */
  status?: number;
  /** Headers added to the response (e.g. `Retry-After`). */
  headers?: Record<string, string>;
  /** Logged, never sent. */
  cause?: unknown;
}

/**
 * The error every layer throws. The error handler answers `{detail, code}` with `status` and `headers`; status and
 * detail default from ERROR_CATALOGUE (packages/contracts). 5xx details other than 503s are never sent.
 */
export class AppError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    const entry = ERROR_CATALOGUE[code];
    const detail = options.detail ?? entry.detail;
    super(detail, { cause: options.cause });
    this.name = 'AppError';
    this.detail = detail;
    this.status = options.status ?? entry.status;
    this.headers = options.headers ?? {};
  }
}

/** True when `error` is an AppError with this code. */
export const isAppError = (error: unknown, code: ErrorCode): error is AppError => error instanceof AppError && error.code === code;

/** An error of an outside system that knows which AppError it means (e.g. hh's failures); the error handler asks it. */
export interface TranslatableError extends Error {
  toAppError(): AppError;
}

export const isTranslatableError = (error: unknown): error is TranslatableError =>
  error instanceof Error && typeof (error as Partial<TranslatableError>).toAppError === 'function';
