import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProposalList, proposalListSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/positions/{id}/proposals?refresh=true («Подобрать ещё»): a new batch of 3 to 5 vacancies in place of the
 * stored one, none already applied to; vacancies like the ones the seeker unchecked rank lower and say so
 * (`reasons.dismissed_similar`). The position goes back to the vacancies step.
 * @throws the HttpError: 409 `proposals_not_ready`, 5xx when hh is unavailable; or a ZodError for a malformed answer
 */
export async function refreshProposals(positionId: string): Promise<ProposalList> {
  const { data } = await apiClient.post<unknown>(`/api/positions/${encodeURIComponent(positionId)}/proposals`, undefined, {
    params: { refresh: 'true' },
  });
  return proposalListSchema.parse(data);
}

/** Mutation around {@link refreshProposals}: the new batch replaces the cached proposals and the positions are read again. */
export function useRefreshProposalsMutation(positionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['refresh-proposals', positionId],
    mutationFn: () => refreshProposals(positionId),
    onSuccess: async (list) => {
      queryClient.setQueryData(queryKeys.proposals(positionId), list);
      await queryClient.invalidateQueries({ queryKey: queryKeys.positions.all });
    },
  });
}
