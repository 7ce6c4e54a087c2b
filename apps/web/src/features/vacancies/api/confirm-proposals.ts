import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ConfirmResult, confirmBodySchema, confirmResultSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';
import { SHOWN_TO_USER } from '@/lib/query-client';
export interface ConfirmProposalsInput {
  positionId: string;
  /** The vacancies left checked, in the order shown (1 to 5). */
  vacancyIds: string[];
}

/**
 * POST /api/positions/{id}/confirm `{vacancy_ids}` («Готово»: the seeker confirms the checked vacancies): queues one
 * application per checked vacancy; they are sent through hh with cover letters in the position's styles. A repeated
 * confirm returns the same applications.
 * @returns the applications of the checked vacancies, in the order checked (status 'queued' when new)
 * @throws a ZodError when nothing is checked or more than 5 are, or for a malformed answer; the HttpError of the call:
 *   400 'Select at least one vacancy', 400 'Only proposed vacancies can be selected', 409 'Publish the resume first',
 *   422 'A cover letter could not be written from your resume: nothing was sent'
 */
export async function confirmProposals({ positionId, vacancyIds }: ConfirmProposalsInput): Promise<ConfirmResult> {
  const body = confirmBodySchema.parse({ vacancy_ids: vacancyIds });
  const { data } = await apiClient.post<unknown>(`/api/positions/${encodeURIComponent(positionId)}/confirm`, body);
  return confirmResultSchema.parse(data);
}

/**
 * Mutation around {@link confirmProposals}. Afterwards the positions and the shell's counter are read again; the
 * other application queries are only marked stale, so /responses, where the seeker goes next, reads its page once.
 */
export function useConfirmProposalsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['confirm-proposals'],
    meta: SHOWN_TO_USER,
    mutationFn: confirmProposals,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.positions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.all, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.count() }),
      ]);
    },
  });
}
