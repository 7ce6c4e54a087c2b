import type { CurrentSubscription } from '@otklik/contracts';

/** What the shell needs to know about the subscription. */
export interface SubscriptionMenuState {
  /** The subscription check has finished with a subscription loaded. */
  checked: boolean;
  /** Not cancelled, has a plan and a trial end, and now is before the trial end. */
  onTrial: boolean;
  /**
   * Checked, not on trial, and a plan granted now: the active paid state that shows Vacancies ("The
   * Vacancies menu entry needs an active paid state"). The API answers plan_id null when neither a trial nor a paid
   * plan runs (trial over, plan lapsed or cancelled and expired): that is "no subscription" for the menu.
   */
  paid: boolean;
  /** When the trial state flips by itself (the trial end), for a re-render; null when it never does. */
  changesAt: Date | null;
}

/**
 * The rule: "the user is treated as paid or trial-active unless no subscription is loaded. If the subscription is
 * not cancelled, a plan and a trial end date exist, and now is before trial end, the user is on trial and the
 * Vacancies entry is hidden. Otherwise the Vacancies entry shows once loading is done." Our API always answers a
 * subscription, with plan_id null when no plan grants access (trial over, plan lapsed): then there is no active paid
 * state, so Vacancies stays hidden and paid-only calls answer 403.
 * @param subscription the loaded subscription, or undefined while loading or after a failed check
 * @param now the current time
 */
export function subscriptionMenuState(subscription: CurrentSubscription | undefined, now: Date): SubscriptionMenuState {
  if (subscription === undefined) return { checked: false, onTrial: false, paid: false, changesAt: null };
  const trialEnd = subscription.trial_end === null ? null : new Date(subscription.trial_end);
  const onTrial = !subscription.is_cancelled && subscription.plan_id !== null && trialEnd !== null && now.getTime() < trialEnd.getTime();
  return { checked: true, onTrial, paid: !onTrial && subscription.plan_id !== null, changesAt: onTrial ? trialEnd : null };
}
