import { type ErrorCode, SESSION_COOKIES } from '@otklik/contracts';
import { AUTH_PATHS } from './auth-paths';

/**
 * The error codes of a validate answer that mean "no valid session": not signed in, or a refresh token that is gone.
 * Plain strings, not the contracts' zod check: this runs in the first load of /login, which carries no zod.
 */
const NO_SESSION_CODES: ReadonlySet<string> = new Set<ErrorCode>(['unauthenticated', 'refresh_missing', 'refresh_invalid', 'refresh_reused']);

/** An answer of the validate call that was no session verdict: network failure, 5xx, or another error code. */
export class SessionCheckError extends Error {
  constructor(readonly status: number | undefined) {
    super(status === undefined ? 'GET /api/auth/validate: network failure' : `GET /api/auth/validate answered ${status}`);
    this.name = 'SessionCheckError';
  }
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/** The `code` of an error answer (`{detail, code}`), or undefined when the body carries none. */
function codeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  return typeof body.code === 'string' ? body.code : undefined;
}

/**
 * GET /api/auth/validate with the auth client's settings (same origin, cookies sent, JSON, the XSRF cookie copied into
 * X-XSRF-TOKEN; never retried). It runs on fetch itself rather than the auth client because the guest guard
 * calls it before /login renders, and a first visit to /login downloads no HTTP client (the /login first-load budget). The verdict comes
 * from the status and the error code, never the text: a 2xx answer is a valid session; a code saying there is no session
 * (or a 401 without a code) is none.
 * @returns true for a valid session, false for no session
 * @throws SessionCheckError for network failures, 5xx and other error answers (429, say), so guards can tell "logged
 *   out" from "the server did not say"
 */
export async function validateSession(): Promise<boolean> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const xsrf = readCookie(SESSION_COOKIES.xsrf);
  if (xsrf !== undefined) headers[SESSION_COOKIES.xsrfHeader] = xsrf;
  let response: Response;
  try {
    response = await fetch(new URL(AUTH_PATHS.validate, window.location.href), { credentials: 'include', headers });
  } catch {
    throw new SessionCheckError(undefined);
  }
  // Read the body of every answer: until it is read the browser counts the request as open (its keep-alive connection
  // stays busy, and the page never reaches network idle).
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return true;
  const code = codeOf(body);
  if (code !== undefined ? NO_SESSION_CODES.has(code) : response.status === 401) return false;
  throw new SessionCheckError(response.status);
}
