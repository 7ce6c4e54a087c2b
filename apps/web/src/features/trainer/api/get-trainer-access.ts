import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TrainerAccess, trainerAccessSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';

/** GET /api/trainer/access: the seeker's own trainer access. */
export const TRAINER_ACCESS_PATH = '/api/trainer/access';

/** Query key of the seeker's trainer access (its own family: nothing else changes it). */
export const trainerAccessKey = ['trainer', 'access'] as const;

/**
 * Whether the seeker may use the interview trainer: `trainer_url` (TRAINER_URL) only with access, and the latest
 * access request with support's answer.
 * @throws the HttpError of the call, or a ZodError when the answer does not match the contract
 */
export async function getTrainerAccess(): Promise<TrainerAccess> {
  const { data } = await apiClient.get<unknown>(TRAINER_ACCESS_PATH);
  return trainerAccessSchema.parse(data);
}

/** Query options of the trainer access. */
export const trainerAccessQueryOptions = queryOptions({ queryKey: trainerAccessKey, queryFn: getTrainerAccess });

/** The seeker's trainer access. */
export function useTrainerAccess() {
  return useQuery(trainerAccessQueryOptions);
}
