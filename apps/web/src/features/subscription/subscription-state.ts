import type { CurrentSubscription } from '@otklik/contracts';

/** What the shell needs to know about the subscription (spec §4 "Subscription state for the menu"). */
export interface SubscriptionMenuState {
  /** The subscription check has finished with a subscription loaded. */
  checked: boolean;
  /** Not cancelled, has a plan and a trial end, and now is before the trial end. */
  onTrial: boolean;
  /** Checked and not on trial: the active paid state that shows Vacancies and the 'limit reached' box (spec §2). */
  paid: boolean;
  /** When the trial state flips by itself (the trial end), for a re-render; null when it never does. */
  changesAt: Date | null;
}

/**
 * Spec §4: "the user is treated as paid or trial-active unless no subscription is loaded. If the subscription is
 * not cancelled, a plan and a trial end date exist, and now is before trial end, the user is on trial and the
 * Vacancies entry is hidden. Otherwise the Vacancies entry shows once loading is done."
 * @param subscription the loaded subscription, or undefined while loading or after a failed check
 * @param now the current time
 */
export function subscriptionMenuState(subscription: CurrentSubscription | undefined, now: Date): SubscriptionMenuState {
  if (subscription === undefined) return { checked: false, onTrial: false, paid: false, changesAt: null };
  const trialEnd = subscription.trial_end === null ? null : new Date(subscription.trial_end);
  const onTrial = !subscription.is_cancelled && subscription.plan_id !== null && trialEnd !== null && now.getTime() < trialEnd.getTime();
  return { checked: true, onTrial, paid: !onTrial, changesAt: onTrial ? trialEnd : null };
}
