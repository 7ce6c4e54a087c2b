import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ConfirmResult, confirmBodySchema, confirmResultSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api';
import { SHOWN_TO_USER } from '@/lib/query-client';

/** What {@link confirmProposals} sends. */
export interface ConfirmProposalsInput {
  positionId: string;
  /** The vacancies left checked, in the order shown (1 to 5). */
  vacancyIds: string[];
}

/**
 * POST /api/positions/{id}/confirm `{vacancy_ids}` (issue 4 step 5; spec §1 "confirms with a Done button"): queues one
 * application per checked vacancy; they are sent through hh with cover letters in the position's styles. A repeated
 * confirm returns the same applications.
 * @returns the applications of the checked vacancies, in the order checked (status 'queued' when new)
 * @throws a ZodError when nothing is checked or more than 5 are, or for a malformed answer; the AxiosError of the call:
 *   400 'Select at least one vacancy', 400 'Only proposed vacancies can be selected', 409 'Publish the resume first',
 *   422 'A cover letter could not be written from your resume: nothing was sent'
 */
export async function confirmProposals({ positionId, vacancyIds }: ConfirmProposalsInput): Promise<ConfirmResult> {
  const body = confirmBodySchema.parse({ vacancy_ids: vacancyIds });
  const { data } = await apiClient.post<unknown>(`/api/positions/${encodeURIComponent(positionId)}/confirm`, body);
  return confirmResultSchema.parse(data);
}

/** Mutation around {@link confirmProposals}; afterwards the positions, applications and counter are read again. */
export function useConfirmProposalsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['positions', 'confirm'],
    meta: SHOWN_TO_USER,
    mutationFn: confirmProposals,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['positions'], exact: true }),
        queryClient.invalidateQueries({ queryKey: ['applications'] }),
      ]);
    },
  });
}
