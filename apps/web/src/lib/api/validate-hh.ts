import { apiClient } from './clients';
import { readErrorCode } from './errors';

/** GET /api/hh/validate. */
export const HH_VALIDATE_PATH = '/api/hh/validate';

/**
 * Whether the signed-in user's hh.ru link works, told by the answer's status and error code (never its text): a 2xx
 * answer means linked; the code `hh_not_integrated` (401: not connected, or the token was revoked at hh) means not.
 * Goes through the main client, so an expired session is refreshed once first.
 * @returns true when integrated; false for `hh_not_integrated`
 * @throws the HttpError for network failures, 5xx, 403 and a session that could not be refreshed (`unauthenticated`)
 */
export async function validateHhIntegration(): Promise<boolean> {
  try {
    await apiClient.get<unknown>(HH_VALIDATE_PATH);
    return true;
  } catch (error) {
    if (readErrorCode(error) === 'hh_not_integrated') return false;
    throw error;
  }
}
