import { useQuery } from '@tanstack/react-query';
import { type GeneratedResume, generatedResumeSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/positions/{id}/resume: the resume the assistant wrote for the position. The call is idempotent: it answers
 * the resume already written (200, `status` 'draft' or 'published') or writes one from the 5 answers and the seeker's
 * hh resume (201), which may take seconds with the LLM engine.
 * @throws the HttpError: 409 `answers_incomplete`, 422 `resume_ungrounded`; or a ZodError for a malformed answer
 */
export async function generateResume(positionId: string): Promise<GeneratedResume> {
  const { data } = await apiClient.post<unknown>(`/api/positions/${encodeURIComponent(positionId)}/resume`);
  return generatedResumeSchema.parse(data);
}

/**
 * The position's resume, read (or written on first read) by {@link generateResume}. Never stale while the page is
 * open (publishing updates it in place) and not retried, so a refused resume is never written twice unasked.
 */
export function useGeneratedResume(positionId: string) {
  return useQuery({
    queryKey: queryKeys.generatedResume(positionId),
    queryFn: () => generateResume(positionId),
    staleTime: Infinity,
    retry: false,
  });
}
