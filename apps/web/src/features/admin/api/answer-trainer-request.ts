import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminTrainerAnswerBody, type TrainerAccessRequest, trainerAccessRequestSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { adminKeys } from './keys';

/** POST /api/admin/trainer-requests/{id}/answer {decision: grant|decline, message}. */
export async function answerTrainerRequest({ requestId, body }: { requestId: string; body: AdminTrainerAnswerBody }): Promise<TrainerAccessRequest> {
  const { data } = await apiClient.post<unknown>(`/api/admin/trainer-requests/${encodeURIComponent(requestId)}/answer`, body);
  return trainerAccessRequestSchema.parse(data);
}

/** Answers a request, then refreshes the console. */
export function useAnswerTrainerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'trainer-answer'],
    mutationFn: answerTrainerRequest,
    meta: SHOWN_TO_USER,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
