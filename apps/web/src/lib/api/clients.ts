import { SESSION_COOKIES } from '@otklik/contracts';
import { PATHS } from '../paths';
import { clearSession, saveHhIntegrated } from '../storage/session-store';
import { wait } from '../wait';
import { readErrorCode } from './errors';
import { AUTH_PATHS } from './auth-paths';
import { type ClientDefaults, HttpClient, type HttpError, type RequestConfig } from './http';
import { navigateTo } from './navigation';

export { AUTH_PATHS } from './auth-paths';

/** Pause after a successful refresh before the queued requests are retried, in ms. */
export const REFRESH_PAUSE_MS = 100;

/**
 * Calls whose 403, whatever its detail, means the plan does not include them, so the user goes to /subscription
 * ("A 403 on the applications statistics, feedback-status set and feedback-status delete calls").
 */
const SUBSCRIPTION_GATED_CALLS: readonly { method: string; path: RegExp }[] = [
  { method: 'post', path: /^\/api\/applications\/statistics$/ },
  { method: 'put', path: /^\/api\/applications\/[^/]+\/feedback_status$/ },
  { method: 'delete', path: /^\/api\/applications\/[^/]+\/feedback_status$/ },
];

/**
 * Where a 403 sends the user; redirects live in this one interceptor, never in screens. It reads the
 * error code, never the detail text:
 * - code `forbidden` (the catalogue's 403 'Access denied': the plan or the account does not allow the call) → /subscription;
 * - any 403 of statistics, feedback-status set or delete → /subscription;
 * - code `hh_not_integrated` → the cached integration flag is cleared and the user goes to /connect;
 * - any other 403 (XSRF, say) → nowhere: the caller handles it.
 * @returns the path to go to, or null
 */
export function forbiddenRedirect(error: HttpError, config: RequestConfig): string | null {
  const code = readErrorCode(error);
  if (code === 'forbidden') return PATHS.subscription;
  const method = (config.method ?? 'get').toLowerCase();
  const path = pathOf(config.url);
  if (SUBSCRIPTION_GATED_CALLS.some((call) => call.method === method && call.path.test(path))) return PATHS.subscription;
  if (code === 'hh_not_integrated') return PATHS.connect;
  return null;
}

/**
 * Defaults shared by both clients: same-origin base, cookies sent, the XSRF cookie copied into the
 * X-XSRF-TOKEN header on every request, and no timeout.
 */
const sharedDefaults: Omit<ClientDefaults, 'headers'> = {
  credentials: 'include',
  xsrfCookieName: SESSION_COOKIES.xsrf,
  xsrfHeaderName: SESSION_COOKIES.xsrfHeader,
};

/**
 * The auth client ("one for auth (JSON content)"): /api/auth/* calls. It has no refresh handling, so validate
 * and refresh through it are never retried.
 */
export const authClient = new HttpClient({
  ...sharedDefaults,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

/**
 * The main client ("one for the rest, with refresh handling"). On a 401 it runs ONE refresh for all requests
 * failing meanwhile, waits 100 ms, then retries each once; a failed refresh clears the session and goes to /login.
 * A 403 goes where {@link forbiddenRedirect} says.
 */
export const apiClient = new HttpClient({ ...sharedDefaults, headers: { Accept: 'application/json' } });

/** Calls never retried after a 401 ("Requests to auth validate or refresh are never retried"). */
const NEVER_RETRIED = new Set<string>([AUTH_PATHS.validate, AUTH_PATHS.refresh]);

let refreshGeneration = 0;
let refreshCall: Promise<void> | null = null;
let refreshInFlight: Promise<void> | null = null;

/**
 * POST /api/auth/refresh through the auth client, at most one at a time: a caller arriving while a
 * refresh is in flight (the guard and the 401 queue, say) joins it. The server rotates the refresh token and treats
 * a second use of the old one as theft, so two parallel refreshes would end the session.
 * @throws the HttpError of the refresh call (401, 'Refresh token missing', network)
 */
export function refreshSession(): Promise<void> {
  refreshCall ??= authClient
    .post(AUTH_PATHS.refresh)
    .then(() => {
      refreshGeneration += 1;
    })
    .finally(() => {
      refreshCall = null;
    });
  return refreshCall;
}

async function runRefresh(): Promise<void> {
  try {
    await refreshSession();
  } catch (error) {
    clearSession();
    navigateTo(PATHS.login);
    throw error;
  }
  await wait(REFRESH_PAUSE_MS);
}

/** Joins the refresh in flight, or starts one unless a refresh already finished after `config` was sent. */
async function awaitFreshSession(config: RequestConfig): Promise<void> {
  if (refreshInFlight === null && (config.refreshGeneration ?? 0) < refreshGeneration) return;
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null;
  });
  await refreshInFlight;
}

function pathOf(url: string | undefined): string {
  if (url === undefined) return '';
  return new URL(url, 'http://relative.invalid').pathname;
}

function needsRefresh(error: HttpError, config: RequestConfig): boolean {
  if (error.response?.status !== 401 || config.authRetried === true) return false;
  if (NEVER_RETRIED.has(pathOf(config.url))) return false;
  // GET /api/hh/validate answers 401 for a user who has not connected hh: that is not an expired session.
  return readErrorCode(error) !== 'hh_not_integrated';
}

apiClient.onRequest((config) => {
  config.refreshGeneration ??= refreshGeneration;
});

apiClient.onError(async (error) => {
  const config = error.config;
  if (error.response?.status === 403) {
    const target = forbiddenRedirect(error, config);
    if (target === PATHS.connect) saveHhIntegrated(false);
    if (target !== null) navigateTo(target);
    throw error;
  }
  if (!needsRefresh(error, config)) throw error;
  try {
    await awaitFreshSession(config);
  } catch {
    throw error;
  }
  config.authRetried = true;
  config.refreshGeneration = refreshGeneration;
  return apiClient.request(config);
});
