import { useMutation } from '@tanstack/react-query';
import { type PairingCode, pairingCodeSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';

/** POST /api/companion/pairing-code. */
export const PAIRING_CODE_PATH = '/api/companion/pairing-code';

/**
 * A new pairing code for the browser companion (10 minutes, single use; it voids the seeker's older codes).
 * @throws the HttpError of the call (429 after 5 codes in 10 minutes), or a ZodError for an unexpected answer
 */
export async function createPairingCode(): Promise<PairingCode> {
  const { data } = await apiClient.post<unknown>(PAIRING_CODE_PATH);
  return pairingCodeSchema.parse(data);
}

/** Mutation around {@link createPairingCode}. */
export function useCreatePairingCode() {
  return useMutation({ mutationKey: ['companion', 'pairing-code'], mutationFn: createPairingCode });
}
