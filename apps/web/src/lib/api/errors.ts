import { isHttpError } from './http';
import type { ErrorCode } from '@otklik/contracts';
import { ERROR_CODES } from 'virtual:otklik/contract-constants';

/** The catalogue's codes (contracts `ERROR_CATALOGUE`). */
const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/** The HTTP status of a failed call, or undefined for network errors and non-HTTP failures. */
export function readErrorStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/** The catalogue `code` of a failed call (contracts `ERROR_CATALOGUE`), or undefined when the answer carries none. */
export function readErrorCode(error: unknown): ErrorCode | undefined {
  if (!isHttpError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
  // A key of the catalogue (what contracts `isErrorCode` checks, without zod: this runs in every first load).
  return typeof data.code === 'string' && KNOWN_CODES.has(data.code) ? (data.code as ErrorCode) : undefined;
}

/**
 * Codes that say only which HTTP rule failed: the screen's own message (`fallback`) tells the user more than they do.
 */
const GENERIC_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'bad_request',
  'validation_failed',
  'invalid_json',
  'not_found',
  'conflict',
  'method_not_allowed',
  'not_acceptable',
  'request_timeout',
  'uri_too_long',
  'unsupported_media_type',
  'internal',
]);

/**
 * The locale key of a failed call's message: `errors.<code>` for a specific catalogue code; `errors.unavailable` for
 * a network failure or a 5xx without one; `fallback` (a key of the screen's own message) otherwise.
 */
export function errorMessageKey<Fallback extends string>(error: unknown, fallback: Fallback): `errors.${ErrorCode}` | Fallback {
  const code = readErrorCode(error);
  if (code !== undefined && !GENERIC_CODES.has(code)) return `errors.${code}`;
  const status = readErrorStatus(error);
  if (status === undefined || status >= 500) return 'errors.unavailable';
  return fallback;
}
