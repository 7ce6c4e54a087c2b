import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationsCount } from '@otklik/contracts';
import { applicationsCountFirstPaint, parseFirstPaint } from '@/lib/api/first-paint-schemas';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/applications/count (contracts/applications-count.ts): the call that counts the seeker's applications. */
export const APPLICATIONS_COUNT_PATH = '/api/applications/count';

/** How often the daily counter is refreshed, in ms: every 10 seconds. */
export const APPLICATIONS_COUNT_POLL_MS = 10_000;

/**
 * Today's application counter: current_applications of total_applications.
 * @throws the HttpError of the call, or a ValiError when the answer does not match the contract
 */
export async function getApplicationsCount(): Promise<ApplicationsCount> {
  const { data } = await apiClient.get<unknown>(APPLICATIONS_COUNT_PATH);
  return parseFirstPaint(applicationsCountFirstPaint, data);
}

/** Query options of the counter , polled every 10 s. */
export const applicationsCountQueryOptions = queryOptions({
  queryKey: queryKeys.applications.count(),
  queryFn: getApplicationsCount,
  refetchInterval: APPLICATIONS_COUNT_POLL_MS,
  refetchIntervalInBackground: false,
  staleTime: 0,
});

/** The daily counter, refreshed every 10 s while the shell is shown. */
export function useApplicationsCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...applicationsCountQueryOptions, enabled });
}
