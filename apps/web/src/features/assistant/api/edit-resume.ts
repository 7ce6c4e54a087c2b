import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GeneratedResume, generatedResumeSchema, type ResumeEditBody, resumeEditBodySchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * PUT /api/positions/{id}/resume: saves the written resume as the seeker edited it before publishing; what they
 * changed becomes their own fact (source «Вы указали это сами») and is published as edited.
 * @returns the resume as the server now holds it (status 'draft')
 * @throws a ZodError for an invalid edit (contracts `resumeEditBodySchema`); the HttpError: 409 resume_locked once
 *   published, 409 resume_not_ready, 404 position_not_found
 */
export async function editResume(positionId: string, edit: ResumeEditBody): Promise<GeneratedResume> {
  const body = resumeEditBodySchema.parse(edit);
  const { data } = await apiClient.put<unknown>(`/api/positions/${encodeURIComponent(positionId)}/resume`, body);
  return generatedResumeSchema.parse(data);
}

/** Mutation around {@link editResume}; the saved resume replaces the cached one. */
export function useEditResumeMutation(positionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['edit-resume', positionId],
    meta: SHOWN_TO_USER,
    mutationFn: (edit: ResumeEditBody) => editResume(positionId, edit),
    onSuccess: (resume) => queryClient.setQueryData(queryKeys.generatedResume(positionId), resume),
  });
}
