import { type LoaderFunctionArgs, redirect } from 'react-router';
import { validateSession } from '@/lib/api/validate-session';
import { PATHS } from '@/lib/paths';
import { navigateTo } from '@/lib/api/navigation';
import { STORAGE_KEYS, clearSession, readHhIntegrated, saveHhIntegrated } from '@/lib/storage/session-flags';
import { wait } from '@/lib/wait';
import { loadSessionEntry } from './session-entry-loader';

/** Pause after a token refresh before validating again, in ms. */
export const GUARD_REFRESH_PAUSE_MS = 100;

/**
 * Session pages that need no hh integration (every session page except /connect and /dashboard), and the
 * support console /admin: support staff need no hh account.
 */
const INTEGRATION_FREE_PATHS = new Set<string>([PATHS.connect, PATHS.dashboard, PATHS.admin]);

let guardWaitsForServer = false;
const serverWaitListeners = new Set<() => void>();

/** Notes that a guard waits for the server's answer before its page renders, and tells the listeners. */
function markWaitingForServer(): void {
  guardWaitsForServer = true;
  for (const listener of serverWaitListeners) listener();
}

/**
 * For the app's first render (main.tsx): calls `listener` once a guard has to wait for the server's answer before its
 * page can render, at once if one already did, so the spinner shows meanwhile instead of a blank page.
 * @returns a function that removes the listener
 */
export function onGuardWaitsForServer(listener: () => void): () => void {
  if (guardWaitsForServer) {
    listener();
    return () => undefined;
  }
  serverWaitListeners.add(listener);
  return () => serverWaitListeners.delete(listener);
}

/**
 * Loader of the guest-only routes /login and /auth: the session is validated with the
 * server; an authenticated user goes to /dashboard, anyone else stays. An unreachable server leaves them on the page.
 * A visitor this browser knows no user of (no cached user: signed out, or never signed in) sees the page at once and
 * the check runs beside it, sending them on only if the server says they are signed in; with a cached user the page
 * waits for the answer, which most likely sends them on.
 */
export async function guestGuard(): Promise<Response | null> {
  if (localStorage.getItem(STORAGE_KEYS.user) === null) {
    validateSession().then(
      (valid) => {
        if (valid) navigateTo(PATHS.dashboard);
      },
      () => undefined,
    );
    return null;
  }
  markWaitingForServer();
  try {
    if (await validateSession()) return redirect(PATHS.dashboard);
    clearSession();
  } catch {
    // The server could not answer: the person stays on the guest page and can retry.
  }
  return null;
}

/**
 * The HTTP transport (the refresh call, the main client): loaded by the session guard only, so the guest pages'
 * first load does without it (the /login first-load budget); the session pages need it anyway.
 */
const loadTransport = loadSessionEntry;

async function hasSession(): Promise<boolean> {
  const transport = loadTransport();
  transport.catch(() => undefined);
  if (await validateSession()) return true;
  try {
    const { refreshSession } = await transport;
    await refreshSession();
  } catch {
    return false;
  }
  await wait(GUARD_REFRESH_PAUSE_MS);
  return validateSession();
}

/**
 * The navigation guard's checks for a session page:
 * 1. validate the session; if invalid, refresh once, pause 100 ms and validate again; still invalid → /login;
 * 2. check hh integration (GET /api/hh/validate) and cache the flag; not integrated on a path other than /connect and
 *    /dashboard → /connect, unless the URL carries a `code` query parameter (the code is being exchanged);
 * 3. any error → /login. On /connect and /dashboard, which need no integration, a failed integration check falls back
 *    to the cached flag instead, so a flaky hh check cannot bounce a signed-in user between /login and /dashboard.
 * @returns where to send the user, or null to let them stay
 */
async function checkSessionPage(url: URL): Promise<string | null> {
  const integrationRequired = !INTEGRATION_FREE_PATHS.has(url.pathname);
  try {
    if (!(await hasSession())) {
      clearSession();
      return PATHS.login;
    }
    const { validateHhIntegration } = await loadTransport();
    let integrated: boolean;
    try {
      integrated = await validateHhIntegration();
      saveHhIntegrated(integrated);
    } catch (error) {
      if (integrationRequired) throw error;
      integrated = readHhIntegrated();
    }
    if (!integrated && integrationRequired && !url.searchParams.has('code')) return PATHS.connect;
    return null;
  } catch {
    return PATHS.login;
  }
}

/**
 * Loader of the session routes and /connect, run on every navigation: the checks of {@link checkSessionPage}.
 * A seeker this browser knows as signed in (a cached user, and the cached hh flag where the page needs hh) sees the
 * page at once: the checks run beside it, and only a verdict against the page sends them away. Anyone else waits for the verdict, as there is nothing of theirs to show.
 */
export async function sessionGuard({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const url = new URL(request.url);
  const cachedUser = localStorage.getItem(STORAGE_KEYS.user) !== null;
  const cachedAccess = cachedUser && (INTEGRATION_FREE_PATHS.has(url.pathname) || readHhIntegrated());
  if (cachedAccess) {
    void checkSessionPage(url).then((target) => {
      if (target !== null) navigateTo(target);
    });
    return null;
  }
  markWaitingForServer();
  const target = await checkSessionPage(url);
  return target === null ? null : redirect(target);
}

/** The index route `/`: always /dashboard. */
export function homeRedirect(): Response {
  return redirect(PATHS.dashboard);
}
