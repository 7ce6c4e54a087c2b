import { useQuery } from '@tanstack/react-query';
import { type ProposalList, proposalListSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/positions/{id}/proposals: the vacancies the assistant proposed, best first (3 to 5 when the market holds them), each with why
 * it fits. Idempotent: it answers the proposals already made (200) or makes them (201): the assistant searches hh (title
 * and skills, favourites when the position asks, vacancies similar to the resume), leaves out vacancies already applied
 * to, archived ones, the current employer and those with a test, and ranks the rest. Salaries are per month in the
 * vacancy's currency.
 * @throws the HttpError: 409 `proposals_not_ready`, 5xx when hh is unavailable; or a ZodError for a malformed answer
 */
export async function createProposals(positionId: string): Promise<ProposalList> {
  const { data } = await apiClient.post<unknown>(`/api/positions/${encodeURIComponent(positionId)}/proposals`);
  return proposalListSchema.parse(data);
}

/** A position's proposals through {@link createProposals}; never stale while the seeker picks from this very list. */
export function useProposals(positionId: string) {
  return useQuery({
    queryKey: queryKeys.proposals(positionId),
    queryFn: () => createProposals(positionId),
    staleTime: Infinity,
    retry: false,
  });
}
