import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApplicationStatistics, applicationStatisticsSchema, statisticsBodySchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/applications/statistics `{user_id}` (spec §7 Applications): counts of the seeker's applications per
 * status, in total and today (UTC). A 403 goes to /subscription through the transport (spec §6).
 * @param userId the cached user's `user_id` (spec §3)
 * @throws the AxiosError of the call (403 'Access denied'), or a ZodError for a malformed answer
 */
export async function getApplicationStatistics(userId: string): Promise<ApplicationStatistics> {
  const { data } = await apiClient.post<unknown>('/api/applications/statistics', statisticsBodySchema.parse({ user_id: userId }));
  return applicationStatisticsSchema.parse(data);
}

/** Query options for the statistics of one user. */
export function applicationStatisticsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.applications.statistics(userId),
    queryFn: () => getApplicationStatistics(userId),
  });
}

/** The statistics of the cached user; idle while no user is cached. */
export function useApplicationStatistics(userId: string | undefined) {
  return useQuery({ ...applicationStatisticsQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
