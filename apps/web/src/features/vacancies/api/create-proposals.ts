import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProposalList, proposalListSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { proposalsQueryKey } from './get-proposals';

/**
 * POST /api/positions/{id}/proposals (issue 4 step 4): the assistant searches hh (search on the title and skills,
 * favourites when the position asks for them, vacancies similar to the resume), leaves out vacancies already applied
 * to, archived ones, the current employer and those with a test, and ranks the rest by fit. May take seconds.
 * @returns 3 to 5 proposals, best first
 * @throws the AxiosError: 409 'Publish the resume first', 5xx when hh is unavailable; or a ZodError
 */
export async function createProposals(positionId: string): Promise<ProposalList> {
  const { data } = await apiClient.post<unknown>(`/api/positions/${encodeURIComponent(positionId)}/proposals`);
  return proposalListSchema.parse(data);
}

/** Mutation around {@link createProposals}; the proposals go into the cache of GET …/proposals. */
export function useCreateProposalsMutation(positionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['positions', positionId, 'proposals', 'create'],
    meta: SHOWN_TO_USER,
    mutationFn: () => createProposals(positionId),
    onSuccess: (proposals) => queryClient.setQueryData(proposalsQueryKey(positionId), proposals),
  });
}
