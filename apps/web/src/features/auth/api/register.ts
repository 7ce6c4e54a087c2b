import { type RegisterBody, userSchema } from '@otklik/contracts';
import { AUTH_PATHS, authClient } from '@/lib/api/clients';

/**
 * POST /api/auth/register with `{email, password, name}`. The caller logs in right after (registration is
 * followed by an automatic login).
 * @returns true when the server answered with a User
 * @throws the HttpError; its detail is 'Email already registered' or 'Registration is closed' or another
 */
export async function registerUser(body: RegisterBody): Promise<boolean> {
  const { data } = await authClient.post<unknown>(AUTH_PATHS.register, body);
  return userSchema.safeParse(data).success;
}
