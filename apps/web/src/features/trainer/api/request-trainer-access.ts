import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TrainerAccessRequest, type TrainerAccessRequestBody, trainerAccessRequestSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { trainerAccessKey } from './get-trainer-access';

/** POST /api/trainer/access-requests {message}: «Запросить доступ» files a request to support. */
export const TRAINER_ACCESS_REQUESTS_PATH = '/api/trainer/access-requests';

/**
 * Files a trainer-access request to support (one open request at a time).
 * @returns the open request
 * @throws the HttpError of the call (trainer_request_open, trainer_access_granted …)
 */
export async function requestTrainerAccess(body: TrainerAccessRequestBody): Promise<TrainerAccessRequest> {
  const { data } = await apiClient.post<unknown>(TRAINER_ACCESS_REQUESTS_PATH, body);
  return trainerAccessRequestSchema.parse(data);
}

/** Files the request, then re-reads the access (the section then shows «Запрос отправлен»). */
export function useRequestTrainerAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['trainer', 'request'],
    mutationFn: requestTrainerAccess,
    meta: SHOWN_TO_USER,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainerAccessKey }),
  });
}
