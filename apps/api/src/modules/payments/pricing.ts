import { addMonthsUtc, MIN_AMOUNT } from '../subscription';

export { addMonthsUtc, MIN_AMOUNT };

/**
 * The money arithmetic of payments, as pure functions. Amounts are integers in minor units (kopecks, cents); times
 * are Dates (UTC). The list price, the running sale and the promo code are combined by the subscription module's
 * quote; what is here is what a checkout and a plan change derive from it.
 */

/**
 * The share of the paid period still ahead at `now`, between 0 and 1: the period is the `periodMonths` calendar
 * months that end at `expiry`.
 */
export function periodLeft(now: Date, expiry: Date, periodMonths: number): number {
  const start = addMonthsUtc(expiry, -periodMonths);
  const length = Math.max(1, expiry.getTime() - start.getTime());
  return Math.min(1, Math.max(0, (expiry.getTime() - now.getTime()) / length));
}

/**
 * What moving to a dearer plan costs now: the price difference for the share of the period left, rounded to the
 * minor unit; 0 when the target is not dearer.
 */
export function upgradeCharge(currentPrice: number, targetPrice: number, left: number): number {
  return Math.max(0, Math.round((targetPrice - currentPrice) * left));
}

/**
 * Moving now to a plan with a longer (or shorter) period: what is left of the current period is credited at its
 * price, and the new plan's whole period is charged. Never below 0.
 */
export function periodChangeCharge(currentPrice: number, targetPrice: number, left: number): number {
  return Math.max(0, targetPrice - Math.round(currentPrice * left));
}

/** `percent` % off `amount`, rounded to the minor unit. */
export const percentOff = (amount: number, percent: number) => Math.round((amount * (100 - percent)) / 100);

/**
 * The Stripe coupon for a promo code on the first invoice: percent off, or an amount off that leaves at least the
 * provider's minimum; null when the code takes nothing off.
 */
export function stripeDiscount(
  promo: { percent: number | null; amountUsd: number | null } | null,
  recurringCents: number,
): { percentOff: number } | { amountOffCents: number } | null {
  if (!promo) return null;
  if (promo.percent !== null) return promo.percent > 0 ? { percentOff: promo.percent } : null;
  const off = Math.min(promo.amountUsd ?? 0, recurringCents - MIN_AMOUNT.USD);
  return off > 0 ? { amountOffCents: off } : null;
}

/** What Stripe charges for a first invoice of `recurringCents` with this coupon (Stripe rounds percent discounts). */
export function stripeFirstInvoice(recurringCents: number, discount: ReturnType<typeof stripeDiscount>): number {
  if (!discount) return recurringCents;
  if ('percentOff' in discount) return recurringCents - Math.round((recurringCents * discount.percentOff) / 100);
  return recurringCents - Math.min(recurringCents, discount.amountOffCents);
}
