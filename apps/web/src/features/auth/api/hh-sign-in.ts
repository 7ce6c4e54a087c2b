import { type CodeExchangeBody, type User, registrationLinkSchema, userSchema } from '@otklik/contracts';
import { authClient } from '@/lib/api/clients';

/**
 * GET /api/hh-auth/auth-link: hh's consent page for signing in with hh. The server binds the state
 * to this browser with an httpOnly cookie.
 * @returns the `registration_link` URL
 * @throws the HttpError (detail 'Failed to get HH auth link') or a ZodError for a malformed answer
 */
export async function getHhAuthLink(): Promise<string> {
  const { data } = await authClient.get<unknown>('/api/hh-auth/auth-link');
  return registrationLinkSchema.parse(data).registration_link;
}

/**
 * POST /hh-auth/auth `{code, state}`: signs in with hh, creating the account from hh's profile the
 * first time. Sets the session cookies like a login.
 * @returns the User, or null when the answer is not a User
 * @throws the HttpError: 400 'Failed to authenticate with HH', 409 'Email already registered' (a password account
 *   owns hh's e-mail), 429/5xx
 */
export async function signInWithHh(body: CodeExchangeBody): Promise<User | null> {
  const { data } = await authClient.post<unknown>('/hh-auth/auth', body);
  const parsed = userSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
