import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApplicationPage, type ApplicationStatus, applicationPageSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/** Applications per page on /responses (our choice; the contract caps it at 100). */
export const APPLICATIONS_PAGE_SIZE = 20;

/** Poll interval of the list while an application is queued or sending, in ms (the 10-second polling of the app). */
export const APPLICATIONS_POLL_MS = 10_000;

/** Statuses that change on their own, so the list is polled while any is shown. */
const IN_FLIGHT: ReadonlySet<ApplicationStatus> = new Set(['queued', 'sending']);

/** Whether a page shows an application that is queued or sending (and so will change by itself). */
export function hasApplicationsInFlight(page: ApplicationPage | undefined): boolean {
  return page?.items.some((item) => IN_FLIGHT.has(item.status)) ?? false;
}

/** What one page of applications is asked with. */
export interface ApplicationsFilter {
  /** Statuses to show; empty = all. Sent as repeated `status` parameters. */
  statuses: readonly ApplicationStatus[];
  offset: number;
  limit: number;
}

/**
 * The query string of GET /api/applications/v2: `status` once per status, then `offset` and `limit`
 * (e.g. `status=sent&status=failed&offset=20&limit=20`).
 */
export function applicationsSearchParams({ statuses, offset, limit }: ApplicationsFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const status of statuses) params.append('status', status);
  params.set('offset', String(offset));
  params.set('limit', String(limit));
  return params;
}

/**
 * GET /api/applications/v2?status=…&offset=…&limit=…: one page of the seeker's
 * applications, newest first, with the total matching the filter.
 * @throws the HttpError of the call, or a ZodError when the answer does not match `applicationPageSchema`
 */
export async function getApplications(filter: ApplicationsFilter, signal?: AbortSignal): Promise<ApplicationPage> {
  const { data } = await apiClient.get<unknown>(`/api/applications/v2?${applicationsSearchParams(filter).toString()}`, { signal });
  return applicationPageSchema.parse(data);
}

/**
 * Query options for one page. The previous page stays on screen while the next
 * loads, and the page is read again every 10 s while one of its applications is queued or sending.
 */
export function applicationsQueryOptions(filter: ApplicationsFilter) {
  return queryOptions({
    queryKey: queryKeys.applications.list(filter),
    queryFn: ({ signal }) => getApplications(filter, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (hasApplicationsInFlight(query.state.data) ? APPLICATIONS_POLL_MS : false),
  });
}
export function useApplications(filter: ApplicationsFilter) {
  return useQuery(applicationsQueryOptions(filter));
}
