import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ProposalList, proposalListSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api';

/** Query key of a position's proposed vacancies. */
export function proposalsQueryKey(positionId: string) {
  return ['positions', positionId, 'proposals'] as const;
}

/**
 * GET /api/positions/{id}/proposals (issue 4 step 4): the vacancies the assistant proposed, best first (3 to 5,
 * spec §9), each with why it fits. Salaries are per month in the vacancy's currency.
 * @throws the AxiosError: 404/409 while the assistant has not proposed yet ('Publish the resume first'); or a ZodError
 *   when the answer does not match `proposalListSchema`
 */
export async function getProposals(positionId: string): Promise<ProposalList> {
  const { data } = await apiClient.get<unknown>(`/api/positions/${encodeURIComponent(positionId)}/proposals`);
  return proposalListSchema.parse(data);
}

/** Query options for the proposals; never stale while the page is open (the seeker picks from this very list). */
export function proposalsQueryOptions(positionId: string) {
  return queryOptions({
    queryKey: proposalsQueryKey(positionId),
    queryFn: () => getProposals(positionId),
    staleTime: Infinity,
    retry: false,
  });
}

/** A position's proposed vacancies. */
export function useProposals(positionId: string) {
  return useQuery(proposalsQueryOptions(positionId));
}
