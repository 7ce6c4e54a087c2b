import { PATHS } from '@/lib/paths';
import { readErrorStatus } from '@/lib/api/errors';
import { validateHhIntegration } from '@/lib/api/validate-hh';
import { validateSession } from '@/lib/api/validate-session';
import { clearSession, saveHhIntegrated, saveUser } from '@/lib/storage/session-store';
import { wait } from '@/lib/wait';
import type { CodeExchangeBody, User } from '@otklik/contracts';
import { signInWithHh } from '../api/hh-sign-in';
import { type LoginCredentials, loginUser } from '../api/login';
import { LoginFlowError } from './login-errors';

/** Pause between the login call and the session check, in ms (100, as after a token refresh). */
export const LOGIN_PAUSE_MS = 100;

export { LoginFlowError, type LoginFailureReason } from './login-errors';

/**
 * The login sequence: POST /api/auth/login → pause 100 ms → GET /api/auth/validate →
 * GET /api/hh/validate. Caches the User and the integration flag in local storage.
 * @returns where to go next: /dashboard when hh is connected, /connect otherwise
 * @throws LoginFlowError: 'invalidCredentials' (the login call failed), 'tooManyAttempts' (429), 'loginFailed'
 *   (empty answer), 'authenticationFailed' (the follow-up validation failed; the cached session is cleared)
 */
export async function runLoginFlow(credentials: LoginCredentials): Promise<string> {
  let user;
  try {
    user = await loginUser(credentials);
  } catch (error) {
    throw new LoginFlowError(readErrorStatus(error) === 429 ? 'tooManyAttempts' : 'invalidCredentials');
  }
  return completeLogin(user);
}

/**
 * Signing in with hh (POST /hh-auth/auth), then the same checks as a password login.
 * @throws LoginFlowError 'hhAuthFailed' (hh refused or the state expired), 'hhEmailTaken' (409: a password account
 *   owns hh's e-mail), 'loginFailed', 'authenticationFailed'
 */
export async function runHhLoginFlow(body: CodeExchangeBody): Promise<string> {
  let user;
  try {
    user = await signInWithHh(body);
  } catch (error) {
    throw new LoginFlowError(readErrorStatus(error) === 409 ? 'hhEmailTaken' : 'hhAuthFailed');
  }
  return completeLogin(user);
}

/** The part every sign-in shares: pause 100 ms, validate, cache the User, check hh. */
async function completeLogin(user: User | null): Promise<string> {
  if (user === null) throw new LoginFlowError('loginFailed');
  await wait(LOGIN_PAUSE_MS);
  const valid = await validateSession().catch(() => false);
  if (!valid) {
    clearSession();
    throw new LoginFlowError('authenticationFailed');
  }
  saveUser(user);
  const integrated = await validateHhIntegration().catch(() => false);
  saveHhIntegrated(integrated);
  return integrated ? PATHS.dashboard : PATHS.connect;
}
