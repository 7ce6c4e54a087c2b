import { AUTH_DETAIL, SESSION_COOKIES } from '@otklik/contracts';
import { AUTH_PATHS } from './auth-paths';

/** An answer of the validate call that was neither a session verdict (2xx–4xx) nor reachable: network failure or 5xx. */
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

/**
 * GET /api/auth/validate with the auth client's settings (same origin, cookies sent, JSON, the XSRF cookie copied into
 * X-XSRF-TOKEN; never retried, spec §7). It runs on fetch rather than the axios auth client because the guest guard
 * calls it before /login renders, and a first visit to /login downloads no axios (issue 13 budget). The session is
 * valid when the answer's `detail` begins with 'Token is valid' (spec §5).
 * @returns true for a valid session, false for a 401 or any other answer below 500
 * @throws SessionCheckError for network failures and 5xx, so guards can tell "logged out" from "server unreachable"
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
  if (!response.ok) {
    // Read the error body too: until it is read the browser counts the request as open (its keep-alive connection
    // stays busy, and the page never reaches network idle).
    await response.text().catch(() => '');
    if (response.status >= 500) throw new SessionCheckError(response.status);
    return false;
  }
  const data: unknown = await response.json().catch(() => null);
  if (typeof data !== 'object' || data === null || !('detail' in data) || typeof data.detail !== 'string') return false;
  return data.detail.startsWith(AUTH_DETAIL.tokenValid);
}
