import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GeneratedResume, generatedResumeSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { generatedResumeQueryKey } from './get-generated-resume';

/**
 * POST /api/positions/{id}/resume (issue 4 step 3): the assistant writes the resume from the 5 answers and the seeker's
 * hh resume; the server checks that every fact is grounded before it saves. May take seconds (LLM engine).
 * @returns the draft (`status` 'draft')
 * @throws the AxiosError: 409 'Answer all 5 questions first', 422 'The generated resume contains facts not found in
 *   your answers or resume'; or a ZodError when the answer does not match `generatedResumeSchema`
 */
export async function generateResume(positionId: string): Promise<GeneratedResume> {
  const { data } = await apiClient.post<unknown>(`/api/positions/${encodeURIComponent(positionId)}/resume`);
  return generatedResumeSchema.parse(data);
}

/** Mutation around {@link generateResume}; the written resume goes into the cache of GET …/resume. */
export function useGenerateResumeMutation(positionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['positions', positionId, 'resume', 'generate'],
    meta: SHOWN_TO_USER,
    mutationFn: () => generateResume(positionId),
    onSuccess: (resume) => queryClient.setQueryData(generatedResumeQueryKey(positionId), resume),
  });
}
