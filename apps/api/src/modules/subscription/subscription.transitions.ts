import { TRIAL_PLAN_ID } from '@otklik/contracts';
import type { SubscriptionRow } from '../../db/schema/subscription';

/**
 * The subscription's life cycle as pure functions: each named transition looks at the current row and the time,
 * and answers either the columns to write or why it is not legal now. The service applies them; nothing else writes
 * the subscription row.
 *
 * States: trial (a free period), active (paid, renewing unless cancelled), past_due (paid, a renewal charge failed
 * and is being retried), lapsed (paid plan ended), none. `isCancelled` is a flag on a paid plan: it stays until
 * `subscriptionExpiry` and does not renew.
 */

const DAY_MS = 86_400_000;
/** A saved Russian card is charged this long before the paid period ends, so a failure leaves time to retry. */
export const RENEW_BEFORE_MS = DAY_MS;
/**
 * After expiry a paid plan whose renewal is still being tried (past_due) keeps access; without any state change it
 * ends this long after expiry at the latest (the dunning window: 3 retries over 3 days, plus a day).
 */
export const GRACE_MS = 4 * DAY_MS;

/** Paid state of a subscription row: the paid plan's id when it grants access now, else null. */
export function paidPlanId(row: SubscriptionRow, now: Date): string | null {
  if (!row.planId || row.planId === TRIAL_PLAN_ID) return null;
  if (row.status !== 'active' && row.status !== 'past_due') return null;
  const expiry = row.subscriptionExpiry?.getTime() ?? 0;
  if (row.isCancelled && expiry <= now.getTime()) return null;
  if (expiry + GRACE_MS <= now.getTime()) return null;
  return row.planId;
}

/** True while a free trial runs. */
export const onTrial = (row: SubscriptionRow, now: Date) => row.planId === TRIAL_PLAN_ID && (row.trialEnd?.getTime() ?? 0) > now.getTime();

/** A paid plan exists on the row (active or past_due), whether or not its grace period is over. */
const billing = (row: SubscriptionRow) => (row.status === 'active' || row.status === 'past_due') && row.planId !== null && row.planId !== TRIAL_PLAN_ID;

/** Why a transition is refused: the state it was asked from. */
export type Refusal = 'paid_plan_running' | 'no_paid_plan' | 'already_cancelled' | 'not_cancelled' | 'not_billing' | 'renewal_not_due';

/** What a transition decides: the columns to write, or the refusal. */
export type Decision = { ok: true; values: Partial<SubscriptionRow> } | { ok: false; refusal: Refusal };

const refuse = (refusal: Refusal): Decision => ({ ok: false, refusal });
const write = (values: Partial<SubscriptionRow>): Decision => ({ ok: true, values });

/** What a first payment starts: the plan, its provider, the paid period's end and the provider's references. */
export interface ActivateInput {
  planId: string;
  provider: 'yookassa' | 'stripe';
  expiry: Date;
  yookassaMethodId?: string | null;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  stripeEventAt?: Date | null;
}

/**
 * A paid plan starts. Legal only when no paid plan grants access now (trial, none, lapsed, or a paid period that
 * ended): a paid plan is never silently replaced by another payment.
 */
export function activate(row: SubscriptionRow, now: Date, input: ActivateInput): Decision {
  if (paidPlanId(row, now)) return refuse('paid_plan_running');
  return write({
    planId: input.planId,
    status: 'active',
    isCancelled: false,
    trialEnd: null,
    subscriptionExpiry: input.expiry,
    pendingPlanId: null,
    provider: input.provider,
    yookassaMethodId: input.provider === 'yookassa' ? (input.yookassaMethodId ?? null) : null,
    renewalFailures: 0,
    nextRenewalAttemptAt: input.provider === 'yookassa' ? new Date(input.expiry.getTime() - RENEW_BEFORE_MS) : null,
    stripeCustomerId: input.stripeCustomerId ?? null,
    stripeSubscriptionId: input.stripeSubscriptionId ?? null,
    stripeEventAt: input.stripeEventAt ?? null,
  });
}

/**
 * A renewal was paid: the plan (the one scheduled for the renewal, if any) runs until `expiry`, failures are cleared.
 * Legal from active or past_due. The next YooKassa attempt is set unless the seeker cancelled.
 */
export function renew(
  row: SubscriptionRow,
  _now: Date,
  input: { planId?: string; expiry: Date; yookassaMethodId?: string | null; stripeEventAt?: Date | null },
): Decision {
  if (!billing(row)) return refuse('not_billing');
  const expiry = row.subscriptionExpiry && row.subscriptionExpiry > input.expiry ? row.subscriptionExpiry : input.expiry;
  return write({
    planId: input.planId ?? row.pendingPlanId ?? row.planId,
    pendingPlanId: null,
    status: 'active',
    subscriptionExpiry: expiry,
    renewalFailures: 0,
    nextRenewalAttemptAt: row.provider === 'yookassa' && !row.isCancelled ? new Date(expiry.getTime() - RENEW_BEFORE_MS) : null,
    ...(input.yookassaMethodId ? { yookassaMethodId: input.yookassaMethodId } : {}),
    ...(input.stripeEventAt ? { stripeEventAt: input.stripeEventAt } : {}),
  });
}

/** A renewal charge failed: past_due with the failure count and the next attempt (null: the provider retries). */
export function markPastDue(row: SubscriptionRow, _now: Date, input: { failures: number; retryAt: Date | null; stripeEventAt?: Date | null }): Decision {
  if (!billing(row)) return refuse('not_billing');
  return write({
    status: 'past_due',
    renewalFailures: input.failures,
    nextRenewalAttemptAt: row.provider === 'yookassa' ? input.retryAt : null,
    ...(input.stripeEventAt ? { stripeEventAt: input.stripeEventAt } : {}),
  });
}

/** The paid plan ends (renewals gave up, cancelled and expired, or the provider ended it). Legal from active or past_due. */
export function lapse(row: SubscriptionRow, _now: Date, input: { failures?: number; stripeEventAt?: Date | null } = {}): Decision {
  if (!billing(row)) return refuse('not_billing');
  return write({
    planId: null,
    status: 'lapsed',
    pendingPlanId: null,
    nextRenewalAttemptAt: null,
    ...(input.failures !== undefined ? { renewalFailures: input.failures } : {}),
    ...(input.stripeEventAt ? { stripeEventAt: input.stripeEventAt } : {}),
  });
}

/**
 * Another plan: `now` switches at once (an upgrade that was paid for; `expiry` when the new plan's period starts
 * now, a move to another period length), otherwise it waits for the next renewal. Legal while a paid plan grants access.
 */
export function schedulePlanChange(row: SubscriptionRow, now: Date, input: { planId: string; when: 'now' | 'next_renewal'; expiry?: Date }): Decision {
  if (!paidPlanId(row, now)) return refuse('no_paid_plan');
  if (input.when === 'next_renewal') return write({ pendingPlanId: input.planId });
  const expiry = input.expiry ?? row.subscriptionExpiry;
  return write({
    planId: input.planId,
    pendingPlanId: null,
    ...(input.expiry
      ? {
          subscriptionExpiry: input.expiry,
          nextRenewalAttemptAt: row.provider === 'yookassa' && !row.isCancelled && expiry ? new Date(expiry.getTime() - RENEW_BEFORE_MS) : null,
        }
      : {}),
  });
}

/** No more renewals; the plan stays until its expiry. Legal while a paid plan grants access and is not cancelled. */
export function cancel(row: SubscriptionRow, now: Date, input: { stripeEventAt?: Date | null } = {}): Decision {
  if (!paidPlanId(row, now)) return refuse('no_paid_plan');
  if (row.isCancelled) return refuse('already_cancelled');
  return write({ isCancelled: true, nextRenewalAttemptAt: null, ...(input.stripeEventAt ? { stripeEventAt: input.stripeEventAt } : {}) });
}

/** Renewals again (before the expiry). Legal while a cancelled paid plan still grants access. */
export function resume(row: SubscriptionRow, now: Date, input: { stripeEventAt?: Date | null } = {}): Decision {
  if (!paidPlanId(row, now)) return refuse('no_paid_plan');
  if (!row.isCancelled) return refuse('not_cancelled');
  const renewAt = row.subscriptionExpiry ? new Date(Math.max(now.getTime(), row.subscriptionExpiry.getTime() - RENEW_BEFORE_MS)) : null;
  return write({
    isCancelled: false,
    nextRenewalAttemptAt: row.provider === 'yookassa' ? renewAt : null,
    ...(input.stripeEventAt ? { stripeEventAt: input.stripeEventAt } : {}),
  });
}

/**
 * Bonus days (a referral, or support's extension). `target` 'any': the paid period when paid, else the trial, else a
 * fresh trial of that length; 'plan' only the paid period; 'trial' only a trial (refused while a paid plan runs).
 */
export function extendByBonus(row: SubscriptionRow, now: Date, input: { days: number; target?: 'any' | 'plan' | 'trial' }): Decision {
  const ms = input.days * DAY_MS;
  const target = input.target ?? 'any';
  const paid = paidPlanId(row, now) !== null && row.subscriptionExpiry !== null;
  if (target === 'plan' && !paid) return refuse('no_paid_plan');
  if (target === 'trial' && paid) return refuse('paid_plan_running');
  if (paid && target !== 'trial' && row.subscriptionExpiry) {
    return write({
      subscriptionExpiry: new Date(row.subscriptionExpiry.getTime() + ms),
      nextRenewalAttemptAt: row.nextRenewalAttemptAt ? new Date(row.nextRenewalAttemptAt.getTime() + ms) : null,
    });
  }
  if (onTrial(row, now) && row.trialEnd) return write({ trialEnd: new Date(row.trialEnd.getTime() + ms) });
  return write({ planId: TRIAL_PLAN_ID, status: 'trial', isCancelled: false, trialEnd: new Date(now.getTime() + ms) });
}

/** Moves the next YooKassa renewal attempt (null: claimed by a running sweep). Legal on a billing row. */
export function scheduleRenewalAttempt(row: SubscriptionRow, _now: Date, input: { at: Date | null }): Decision {
  if (!billing(row)) return refuse('not_billing');
  return write({ nextRenewalAttemptAt: input.at });
}

/**
 * A renewal sweep takes a due YooKassa renewal for itself: the attempt time is cleared, so a second sweep (another
 * worker, or the same one run twice) that read the row as due before finds it taken and charges nothing. Legal on a
 * billing YooKassa row that is not cancelled, has a saved card and an attempt time at or before `now`.
 */
export function claimRenewal(row: SubscriptionRow, now: Date, _input: Record<string, never> = {}): Decision {
  if (!billing(row)) return refuse('not_billing');
  const due = row.nextRenewalAttemptAt !== null && row.nextRenewalAttemptAt.getTime() <= now.getTime();
  if (row.provider !== 'yookassa' || row.isCancelled || !row.yookassaMethodId || !due) return refuse('renewal_not_due');
  return write({ nextRenewalAttemptAt: null });
}

/**
 * Stripe's own view of a Stripe subscription (customer.subscription.updated, re-read from Stripe): cancellation
 * flag, past_due or active, and the period end, never moving the expiry back. Legal on a billing row.
 */
export function followStripe(
  row: SubscriptionRow,
  _now: Date,
  input: { cancelAtPeriodEnd: boolean; status: string; periodEnd: Date; eventAt: Date },
): Decision {
  if (!billing(row)) return refuse('not_billing');
  const status =
    input.status === 'past_due' || input.status === 'unpaid' ? 'past_due' : input.status === 'active' || input.status === 'trialing' ? 'active' : row.status;
  const expiry = row.subscriptionExpiry && row.subscriptionExpiry > input.periodEnd ? row.subscriptionExpiry : input.periodEnd;
  return write({ isCancelled: input.cancelAtPeriodEnd, status, subscriptionExpiry: expiry, stripeEventAt: input.eventAt });
}
