import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@otklik/contracts';
import { dashboardSummaryFirstPaint, parseFirstPaint } from '@/lib/api/first-paint-schemas';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/** How often the summary is refreshed while the dashboard is open, in ms (sends and invitations arrive in the background). */
export const DASHBOARD_POLL_MS = 15_000;

/**
 * GET /api/dashboard/summary: funnels per position, today's quota and the next send, the latest invitations, the
 * trial or plan with its end, and the next step. Times ISO-8601 UTC.
 * @throws the HttpError of the call, or a ValiError when the answer does not match `dashboardSummarySchema`
 */
export async function getDashboardSummary(): Promise<DashboardSummary> {
  const { data } = await apiClient.get<unknown>('/api/dashboard/summary');
  return parseFirstPaint(dashboardSummaryFirstPaint, data);
}

export const dashboardSummaryQueryOptions = queryOptions({
  queryKey: queryKeys.dashboardSummary(),
  queryFn: getDashboardSummary,
  refetchInterval: DASHBOARD_POLL_MS,
  refetchIntervalInBackground: false,
});

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions);
}
