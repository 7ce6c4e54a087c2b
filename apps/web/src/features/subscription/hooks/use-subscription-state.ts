import { useEffect, useState } from 'react';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { type SubscriptionMenuState, subscriptionMenuState } from '../subscription-state';

/** setTimeout's longest delay (about 24.8 days); longer waits are chained. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The subscription state of the menu and the quota box, re-evaluated when the trial ends while the page is
 * open, so Vacancies appears without a reload.
 * @param enabled false while there is no session
 */
export function useSubscriptionState({ enabled = true }: { enabled?: boolean } = {}): SubscriptionMenuState & { trialEnd: string | null } {
  const { data } = useCurrentSubscription({ enabled });
  const [now, setNow] = useState(() => new Date());
  const state = subscriptionMenuState(data, now);
  const changesAt = state.changesAt?.getTime() ?? null;

  useEffect(() => {
    if (changesAt === null) return undefined;
    const timer = setTimeout(() => setNow(new Date()), Math.min(Math.max(changesAt - Date.now(), 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [changesAt]);

  return { ...state, trialEnd: data?.trial_end ?? null };
}
