import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApplicationPage, type ApplicationStatistics, type ApplicationStatus, applicationStatisticsSchema, statisticsBodySchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/applications/statistics `{user_id}`: counts of the seeker's applications per
 * status, in total and today (UTC). A 403 goes to /subscription through the transport.
 * @param userId the cached user's `user_id`
 * @throws the HttpError of the call (403 'Access denied'), or a ZodError for a malformed answer
 */
export async function getApplicationStatistics(userId: string): Promise<ApplicationStatistics> {
  const { data } = await apiClient.post<unknown>('/api/applications/statistics', statisticsBodySchema.parse({ user_id: userId }));
  return applicationStatisticsSchema.parse(data);
}

/** Poll interval of the statistics while some application is queued or sending, in ms (as the list: 10 s). */
export const STATISTICS_POLL_MS = 10_000;

/** Whether the statistics count applications that will change by themselves (queued or sending). */
export function hasStatisticsInFlight(statistics: ApplicationStatistics | undefined): boolean {
  return (statistics?.by_status.queued ?? 0) + (statistics?.by_status.sending ?? 0) > 0;
}

/**
 * Query options for the statistics of one user: read again every 10 s while any application is queued or sending,
 * so «Отправляется 5 / Отправлен 0» does not stay on screen once they are sent.
 */
export function applicationStatisticsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.applications.statistics(userId),
    queryFn: () => getApplicationStatistics(userId),
    refetchInterval: (query) => (hasStatisticsInFlight(query.state.data) ? STATISTICS_POLL_MS : false),
  });
}

/**
 * Keeps the statistics in step with a shown page of applications: when an application on it changes status (the
 * list's own polling saw it), the statistics are invalidated and read again at once, so the block never lags behind the cards.
 * @param page the page of applications on screen, undefined while loading
 */
export function useStatisticsFollowApplications(page: ApplicationPage | undefined): void {
  const queryClient = useQueryClient();
  const seen = useRef(new Map<string, ApplicationStatus>());
  useEffect(() => {
    if (page === undefined) return;
    let changed = false;
    for (const item of page.items) {
      const before = seen.current.get(item.id);
      if (before !== undefined && before !== item.status) changed = true;
      seen.current.set(item.id, item.status);
    }
    if (changed) void queryClient.invalidateQueries({ queryKey: [...queryKeys.applications.all, 'statistics'] });
  }, [page, queryClient]);
}

/** The statistics of the cached user; idle while no user is cached. */
export function useApplicationStatistics(userId: string | undefined) {
  return useQuery({ ...applicationStatisticsQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
