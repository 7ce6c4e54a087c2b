import { HH_DETAIL, detailSchema } from '@otklik/contracts';
import { readErrorStatus } from './errors';
import { apiClient } from './clients';

/** GET /api/hh/validate (spec §7 Job board). */
export const HH_VALIDATE_PATH = '/api/hh/validate';

/**
 * Whether the signed-in user's hh.ru link works: the `detail` must equal "Current user's HH token is valid" (spec §5).
 * Goes through the main client, so an expired session is refreshed once first (spec §4).
 * @returns true when integrated; false on a 401 (not connected, or the token was revoked at hh) or another detail
 * @throws the AxiosError for network failures, 403 and 5xx
 */
export async function validateHhIntegration(): Promise<boolean> {
  try {
    const { data } = await apiClient.get<unknown>(HH_VALIDATE_PATH);
    const parsed = detailSchema.safeParse(data);
    return parsed.success && parsed.data.detail === HH_DETAIL.tokenValid;
  } catch (error) {
    if (readErrorStatus(error) === 401) return false;
    throw error;
  }
}
