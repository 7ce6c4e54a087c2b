import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GeneratedResume, generatedResumeSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/positions/{id}/resume/publish: creates the reviewed resume on hh (POST /resumes) and
 * publishes it; the position moves on to the vacancies.
 * @returns the resume with `status` 'published', `hh_resume_id` and hh's `alternate_url`
 * @throws the HttpError: 409 'Generate the resume first', 5xx when hh is unavailable; or a ZodError
 */
export async function publishResume(positionId: string): Promise<GeneratedResume> {
  const { data } = await apiClient.post<unknown>(`/api/positions/${encodeURIComponent(positionId)}/resume/publish`);
  return generatedResumeSchema.parse(data);
}

/** Mutation around {@link publishResume}; the published resume replaces the cached draft and the positions refresh. */
export function usePublishResumeMutation(positionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['publish-resume', positionId],
    meta: SHOWN_TO_USER,
    mutationFn: () => publishResume(positionId),
    onSuccess: async (resume) => {
      queryClient.setQueryData(queryKeys.generatedResume(positionId), resume);
      await queryClient.invalidateQueries({ queryKey: queryKeys.positions.all });
    },
  });
}
