import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GeneratedResume, generatedResumeSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api';

/** Query key of the resume the assistant wrote for a position. */
export function generatedResumeQueryKey(positionId: string) {
  return ['positions', positionId, 'resume'] as const;
}

/**
 * GET /api/positions/{id}/resume (issue 4 step 3): the resume the assistant wrote for the position, `status` 'draft'
 * (shown for review) or 'published' (created and published on hh, with `alternate_url`).
 * @throws the AxiosError: 404/409 while nothing is written yet ('Generate the resume first'), or a ZodError when the
 *   answer does not match `generatedResumeSchema`
 */
export async function getGeneratedResume(positionId: string): Promise<GeneratedResume> {
  const { data } = await apiClient.get<unknown>(`/api/positions/${encodeURIComponent(positionId)}/resume`);
  return generatedResumeSchema.parse(data);
}

/** Query options for the written resume; never stale while the page is open (writing and publishing update it). */
export function generatedResumeQueryOptions(positionId: string) {
  return queryOptions({
    queryKey: generatedResumeQueryKey(positionId),
    queryFn: () => getGeneratedResume(positionId),
    staleTime: Infinity,
    retry: false,
  });
}

/** The resume the assistant wrote for a position. */
export function useGeneratedResume(positionId: string) {
  return useQuery(generatedResumeQueryOptions(positionId));
}
