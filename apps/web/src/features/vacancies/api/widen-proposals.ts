import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProposalList, proposalListSchema, type WidenBody } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/positions/{id}/proposals/widen: the widening the seeker chose when fewer than 3 vacancies fit
 * (`{kind: 'remote'}` or `{kind: 'related_title', title}`), saved on the position, and the new batch made with it.
 * @throws the HttpError: 409 `proposals_not_ready` / `position_paused`, 5xx when hh is unavailable; or a ZodError
 */
export async function widenProposals(positionId: string, body: WidenBody): Promise<ProposalList> {
  const { data } = await apiClient.post<unknown>(`/api/positions/${encodeURIComponent(positionId)}/proposals/widen`, body);
  return proposalListSchema.parse(data);
}

/** Mutation around {@link widenProposals}: the new batch replaces the cached proposals; the changed position is read again. */
export function useWidenProposalsMutation(positionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['widen-proposals', positionId],
    mutationFn: (body: WidenBody) => widenProposals(positionId, body),
    onSuccess: async (list) => {
      queryClient.setQueryData(queryKeys.proposals(positionId), list);
      await queryClient.invalidateQueries({ queryKey: queryKeys.positions.all });
    },
  });
}
