import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentSubscription } from '@otklik/contracts';
import { currentSubscriptionFirstPaint, parseFirstPaint } from '@/lib/api/first-paint-schemas';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/subscription/current. */
export const CURRENT_SUBSCRIPTION_PATH = '/api/subscription/current';

/**
 * The seeker's current subscription: is_cancelled, plan_id, trial_end (ISO UTC), validated with the
 * contract's `currentSubscriptionSchema`.
 * @throws the HttpError of the call, or a ValiError when the answer does not match the contract
 */
export async function getCurrentSubscription(): Promise<CurrentSubscription> {
  const { data } = await apiClient.get<unknown>(CURRENT_SUBSCRIPTION_PATH);
  return parseFirstPaint(currentSubscriptionFirstPaint, data);
}

/** Query options of the current subscription (key `['subscription', 'current']`, fresh for a minute). */
export const currentSubscriptionQueryOptions = queryOptions({
  queryKey: queryKeys.subscription.current(),
  queryFn: getCurrentSubscription,
  staleTime: 60_000,
});

/** The current subscription; `enabled` false keeps it from loading (no session, or a page that does not need it). */
export function useCurrentSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...currentSubscriptionQueryOptions, enabled });
}
