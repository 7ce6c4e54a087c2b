import { type User, userSchema } from '@otklik/contracts';
import { AUTH_PATHS, authClient } from '@/lib/api/clients';

/** The login form's values: the e-mail goes out as `username`. */
export interface LoginCredentials {
  email: string;
  password: string;
}

/**
 * POST /api/auth/login, form-urlencoded `username` (the e-mail) and `password`. Sets the session cookies.
 * @returns the User, or null when the answer is empty or not a User (the caller then shows 'Login failed')
 * @throws the HttpError of a failed call (wrong credentials 401, rate limit 429, network)
 */
export async function loginUser({ email, password }: LoginCredentials): Promise<User | null> {
  const body = new URLSearchParams({ username: email, password });
  const { data } = await authClient.post<unknown>(AUTH_PATHS.login, body, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  const parsed = userSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
