import type { CurrentSubscription, PaymentState, Plan, PromoValidation } from '@otklik/contracts';

/** Prices of a plan for its whole period, in kopecks and cents: `list` as published, `now` after the sale and promo. */
export interface PlanPrice {
  listRub: number;
  listUsd: number;
  rub: number;
  usd: number;
  /** The running sale's percent, or null. */
  salePercent: number | null;
  /** Whether the validated promo code lowers this plan's price. */
  promoApplied: boolean;
}

/** Whether a validated promo code applies to `planId` (an empty `plan_ids` means every plan). */
export function promoAppliesTo(promo: PromoValidation | null, planId: string): boolean {
  return promo !== null && (promo.plan_ids.length === 0 || promo.plan_ids.includes(planId));
}

function applyPromo(amount: number, promo: PromoValidation, fixed: number | null): number {
  if (promo.kind === 'percent' && promo.percent !== null) return Math.round((amount * (100 - promo.percent)) / 100);
  return Math.max(0, amount - (fixed ?? 0));
}

/**
 * What a plan costs now: the sale price when a sale runs on it, then the promo code's discount when it applies
 * (percent off, or a fixed amount off, never below 0). The server computes the charge the same way at checkout.
 */
export function planPrice(plan: Plan, promo: PromoValidation | null): PlanPrice {
  let rub = plan.sale?.price_rub ?? plan.price_rub;
  let usd = plan.sale?.price_usd ?? plan.price_usd;
  const promoApplied = promo !== null && promoAppliesTo(promo, plan.id);
  if (promoApplied) {
    rub = applyPromo(rub, promo, promo.amount_rub);
    usd = applyPromo(usd, promo, promo.amount_usd);
  }
  return { listRub: plan.price_rub, listUsd: plan.price_usd, rub, usd, salePercent: plan.sale?.percent ?? null, promoApplied };
}

/** When a move to a plan of another billing period takes effect: at the next renewal, or now. */
export type PlanChangeWhen = 'now' | 'next_renewal';

/** Whether the seeker has a paid plan running (then the page offers a plan change instead of a purchase). */
export function hasPaidPlan(subscription: CurrentSubscription): boolean {
  return subscription.payment_status === 'active' || subscription.payment_status === 'past_due';
}

/** Price per month in kopecks, to compare plans of different periods. */
function monthlyRub(plan: Plan): number {
  return plan.price_rub / plan.period_months;
}

/**
 * Whether switching from the current plan to `target` is an upgrade (takes effect now, the difference charged pro
 * rata) or a downgrade (from the next renewal), by the plans' daily quota, then their monthly list price.
 */
export function changeDirection(current: Plan | undefined, currentQuota: number, target: Plan): 'upgrade' | 'downgrade' {
  const currentQuotaNow = current?.daily_quota ?? currentQuota;
  if (target.daily_quota !== currentQuotaNow) return target.daily_quota > currentQuotaNow ? 'upgrade' : 'downgrade';
  return current !== undefined && monthlyRub(target) < monthlyRub(current) ? 'downgrade' : 'upgrade';
}

/**
 * The plan the upsell offers: the smallest daily quota above the seeker's current one, cheapest first; with a paid
 * plan, one of the same period (a plan change keeps the period). Null when no plan gives more.
 */
export function nextPlanUp(plans: readonly Plan[], subscription: CurrentSubscription): Plan | null {
  const current = plans.find((plan) => plan.id === subscription.plan_id);
  const samePeriod = hasPaidPlan(subscription) && current !== undefined;
  const candidates = plans
    .filter((plan) => plan.daily_quota > subscription.daily_quota)
    .filter((plan) => !samePeriod || plan.period_months === current.period_months)
    .sort((a, b) => a.daily_quota - b.daily_quota || a.price_rub - b.price_rub);
  return candidates[0] ?? null;
}

/**
 * Whether the seeker may change the paid plan now: a plan is paid and renews. After «Отменить подписку» the plan
 * only runs to its expiry, so no change (and no surcharge) is offered until the subscription is resumed.
 */
export function canChangePlan(subscription: CurrentSubscription): boolean {
  return hasPaidPlan(subscription) && !subscription.is_cancelled;
}

/** «N откликов в день», «N applications a day», «N в сутки», «N/день», «N per day», «N daily». */
const PER_DAY = /(в\s+день|в\s+сутки|\/\s*день|a\s+day|per\s+day|daily|\/\s*day)/i;

/**
 * A plan's features without the one that restates its daily quota: the card states the quota itself, from
 * `daily_quota`, once. A feature counts as a restatement when it names the quota's number as a whole number and a
 * per-day phrase; any other feature stays as the admin wrote it.
 */
export function planFeatures(plan: Plan): string[] {
  const quota = new RegExp(`(^|[^\\d])${plan.daily_quota}([^\\d]|$)`);
  return plan.features.filter((feature) => !(quota.test(feature) && PER_DAY.test(feature)));
}

/** Cancellation reasons that mean nobody paid: the buyer left the provider's page, or the checkout expired or was replaced. */
const ABANDONED_REASONS = new Set(['expired_on_confirmation', 'canceled', 'canceled_by_merchant', 'expired', 'expired_on_capture', 'superseded', 'replaced']);

/**
 * How a checkout ended, for the return page:
 * - 'paid': the payment went through;
 * - 'abandoned': the seeker pressed «Отказаться от оплаты» or left the provider's page (or it expired): nothing was
 *   charged and there is nothing to fix;
 * - 'refunded': it went through while a plan was already paid, and the money was returned;
 * - 'declined': the card or the bank refused it (the payment-failed advice applies);
 * - 'pending': not decided yet.
 * @param reason the provider's reason for a failed or canceled payment (YooKassa `cancellation_details.reason`)
 */
export function checkoutOutcome(status: PaymentState, reason: string | null): 'paid' | 'abandoned' | 'refunded' | 'declined' | 'pending' {
  if (status === 'succeeded') return 'paid';
  if (status === 'refunded') return 'refunded';
  if (status === 'pending') return 'pending';
  if (status === 'canceled' || (reason !== null && ABANDONED_REASONS.has(reason))) return 'abandoned';
  return 'declined';
}

/**
 * How many whole days before the paid period's end the renewal charge falls (rounded up: a charge 23 h ahead is
 * «1 day»); 0 when it falls on the end or after it.
 * @param nextRenewal when the card is charged (ISO-8601 UTC)
 * @param expiry when the paid period ends (ISO-8601 UTC)
 */
export function renewalLead(nextRenewal: string, expiry: string): number {
  const ms = new Date(expiry).getTime() - new Date(nextRenewal).getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}
