import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanionStatus, companionStatusSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { companionKeys } from './keys';

/** GET /api/companion/status. */
export const COMPANION_STATUS_PATH = '/api/companion/status';

/**
 * How Otklik reaches hh for the seeker: through their browser companion or hh's API; whether the browser is online,
 * sending paused, how many applications wait, and what the seeker is asked.
 * @throws the HttpError of the call, or a ZodError for an unexpected answer
 */
export async function getCompanionStatus(signal?: AbortSignal): Promise<CompanionStatus> {
  const { data } = await apiClient.get<unknown>(COMPANION_STATUS_PATH, { signal });
  return companionStatusSchema.parse(data);
}

/** Query options of {@link getCompanionStatus}, refreshed every `refetchMs` (default 5 s) while shown. */
export const companionStatusQueryOptions = (refetchMs = 5000) =>
  queryOptions({ queryKey: companionKeys.status(), queryFn: ({ signal }) => getCompanionStatus(signal), refetchInterval: refetchMs });

/** The companion's status (TanStack Query, polled). */
export function useCompanionStatus(refetchMs?: number) {
  return useQuery(companionStatusQueryOptions(refetchMs));
}
