import type { QueryClient } from '@tanstack/react-query';
import type { CurrentSubscription } from '@otklik/contracts';
import { queryKeys } from '@/lib/query-keys';

/**
 * After a payment, a plan change, a cancel or a resume: stores the subscription the server answered (when it did)
 * and refetches everything that depends on the paid state: the subscription queries (Vacancies in the menu, the
 * quota box's paid state, this page) and the daily counter, whose total is the plan's quota.
 */
export async function invalidatePaidState(queryClient: QueryClient, subscription?: CurrentSubscription): Promise<void> {
  if (subscription !== undefined) queryClient.setQueryData(queryKeys.subscription.current(), subscription);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.subscription.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.applications.count() }),
  ]);
}
