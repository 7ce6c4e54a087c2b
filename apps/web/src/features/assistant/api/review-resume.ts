import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GeneratedResume, generatedResumeSchema, type ReviewActionBody, reviewActionBodySchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/positions/{id}/resume/review: one answer to the «Проверьте» flags of the written resume — confirm a fact,
 * move an achievement to another job, edit, add or remove a job. What the seeker confirms or sets is kept as their
 * own fact for the next positions.
 * @returns the resume with the flags still open
 * @throws a ZodError for an invalid answer (contracts `reviewActionBodySchema`); the HttpError: 409
 *   review_target_gone when the resume changed meanwhile, 409 resume_locked once published, 404 position_not_found
 */
export async function reviewResume(positionId: string, action: ReviewActionBody): Promise<GeneratedResume> {
  const body = reviewActionBodySchema.parse(action);
  const { data } = await apiClient.post<unknown>(`/api/positions/${encodeURIComponent(positionId)}/resume/review`, body);
  return generatedResumeSchema.parse(data);
}

/** Mutation around {@link reviewResume}; the answered resume replaces the cached one. */
export function useReviewResumeMutation(positionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['review-resume', positionId],
    meta: SHOWN_TO_USER,
    mutationFn: (action: ReviewActionBody) => reviewResume(positionId, action),
    onSuccess: (resume) => queryClient.setQueryData(queryKeys.generatedResume(positionId), resume),
  });
}
