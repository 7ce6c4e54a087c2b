/**
 * HTTP status for each generic error code. Module errors (<domain>.errors.ts) either reuse these codes or pass
 * their own status; the error handler (error-handler.ts) is the one place that turns an AppError into a response.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  invalid_json: 400,
  unauthenticated: 401,
  forbidden: 403,
  xsrf_failed: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<string, number>;

/** A generic error code with a known HTTP status. */
export type GenericErrorCode = keyof typeof ERROR_STATUS;

/**
 * The error every layer throws (architecture.md, house rule 3). The error handler answers
 * `{detail, code}` with `status` (default: {@link ERROR_STATUS}[code], else 500) and the extra `headers`.
 * `detail` is shown to clients verbatim: use the spec's texts where it fixes them (e.g. AUTH_DETAIL).
 * 5xx details are never sent; they are logged with the request id.
 */
export class AppError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  /**
   * @param code machine-readable code, e.g. `email_taken`, `unauthenticated`.
   * @param detail human-readable text sent as `detail`.
   * @param status HTTP status; defaults from the code's entry in ERROR_STATUS, else 500.
   * @param options `headers` added to the response (e.g. `Retry-After`), `cause` for the log.
   */
  constructor(
    readonly code: string,
    readonly detail: string,
    status?: number,
    options: { headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(detail, { cause: options.cause });
    this.name = 'AppError';
    this.status = status ?? (ERROR_STATUS as Record<string, number>)[code] ?? 500;
    this.headers = options.headers ?? {};
  }
}
