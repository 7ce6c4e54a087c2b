import { describe, expect, it } from 'vitest';
import { addMonthsUtc, MIN_AMOUNT, periodChangeCharge, periodLeft, stripeDiscount, stripeFirstInvoice, upgradeCharge } from './pricing';

describe('payment arithmetic', () => {
  it('adds calendar months without spilling into the next month', () => {
    expect(addMonthsUtc(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonthsUtc(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonthsUtc(new Date('2026-03-31T00:00:00Z'), -1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('measures the share of the period left, clamped to 0..1', () => {
    const expiry = new Date('2026-05-01T00:00:00Z');
    expect(periodLeft(new Date('2026-04-16T00:00:00Z'), expiry, 1)).toBeCloseTo(0.5, 5);
    expect(periodLeft(new Date('2026-05-02T00:00:00Z'), expiry, 1)).toBe(0);
    expect(periodLeft(new Date('2026-03-01T00:00:00Z'), expiry, 1)).toBe(1);
  });

  it('charges the prorated difference of an upgrade, never a negative amount', () => {
    expect(upgradeCharge(99_000, 199_000, 0.5)).toBe(50_000);
    expect(upgradeCharge(199_000, 99_000, 0.5)).toBe(0);
    expect(upgradeCharge(1200, 2400, 1 / 3)).toBe(400);
  });

  it('credits the unused part of a monthly plan against a 3-month one', () => {
    expect(periodChangeCharge(99_000, 249_000, 0.5)).toBe(249_000 - 49_500);
    expect(periodChangeCharge(99_000, 50_000, 1)).toBe(0);
  });

  it('turns a promo code into a Stripe coupon that leaves at least the minimum', () => {
    expect(stripeDiscount(null, 1200)).toBeNull();
    expect(stripeDiscount({ percent: 20, amountUsd: null }, 1200)).toEqual({ percentOff: 20 });
    expect(stripeDiscount({ percent: null, amountUsd: 5000 }, 1200)).toEqual({ amountOffCents: 1200 - MIN_AMOUNT.USD });
    expect(stripeDiscount({ percent: null, amountUsd: 0 }, 1200)).toBeNull();
    expect(stripeFirstInvoice(1200, { percentOff: 20 })).toBe(960);
    expect(stripeFirstInvoice(999, { percentOff: 50 })).toBe(499);
    expect(stripeFirstInvoice(1200, { amountOffCents: 1150 })).toBe(50);
  });
});
