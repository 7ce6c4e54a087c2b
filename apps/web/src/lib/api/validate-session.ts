import { AUTH_DETAIL, detailSchema } from '@otklik/contracts';
import { readErrorStatus } from './errors';
import { AUTH_PATHS, authClient } from './clients';

/**
 * GET /api/auth/validate through the auth client (never retried, spec §7). The session is valid when the answer's
 * `detail` begins with 'Token is valid' (spec §5).
 * @returns true for a valid session, false for a 401 or any other answer
 * @throws the AxiosError for network failures and 5xx, so guards can tell "logged out" from "server unreachable"
 */
export async function validateSession(): Promise<boolean> {
  try {
    const { data } = await authClient.get<unknown>(AUTH_PATHS.validate);
    const parsed = detailSchema.safeParse(data);
    return parsed.success && parsed.data.detail.startsWith(AUTH_DETAIL.tokenValid);
  } catch (error) {
    const status = readErrorStatus(error);
    if (status !== undefined && status < 500) return false;
    throw error;
  }
}
