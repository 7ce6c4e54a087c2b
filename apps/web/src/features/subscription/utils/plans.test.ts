import { describe, expect, it } from 'vitest';
import type { PromoValidation } from '@otklik/contracts';
import { PAID_START, PLANS, TRIAL } from '@/test/subscription-fixtures';
import { changeDirection, nextPlanUp, planPrice } from './plans';

const [start, pro, pro3] = PLANS as [(typeof PLANS)[0], (typeof PLANS)[0], (typeof PLANS)[0]];
const percent = (value: number, planIds: string[] = []): PromoValidation => ({
  code: 'P',
  kind: 'percent',
  percent: value,
  amount_rub: null,
  amount_usd: null,
  plan_ids: planIds,
  expires_at: null,
});
const fixed = (rub: number, usd: number): PromoValidation => ({ code: 'F', kind: 'fixed', percent: null, amount_rub: rub, amount_usd: usd, plan_ids: [], expires_at: null });

describe('plan prices (kopecks and cents)', () => {
  it('is the list price without a sale or promo', () => {
    expect(planPrice(start, null)).toEqual({ listRub: 99000, listUsd: 1200, rub: 99000, usd: 1200, salePercent: null, promoApplied: false });
  });

  it('takes the sale price, then the promo percent on top of it', () => {
    expect(planPrice(pro, null)).toMatchObject({ rub: 159200, usd: 1920, salePercent: 20 });
    expect(planPrice(pro, percent(10))).toMatchObject({ rub: 143280, usd: 1728, promoApplied: true });
  });

  it('takes a fixed promo off, never below zero, and only on the plans it names', () => {
    expect(planPrice(start, fixed(20000, 300))).toMatchObject({ rub: 79000, usd: 900 });
    expect(planPrice(start, fixed(200000, 3000))).toMatchObject({ rub: 0, usd: 0 });
    expect(planPrice(start, percent(50, ['pro']))).toMatchObject({ rub: 99000, promoApplied: false });
  });
});

describe('the next plan up (upsell)', () => {
  it('is the smallest quota above the current one', () => {
    expect(nextPlanUp(PLANS, TRIAL)?.id).toBe('start');
    expect(nextPlanUp(PLANS, PAID_START)?.id).toBe('pro');
  });

  it('keeps the period of a paid plan, and is null at the top', () => {
    expect(nextPlanUp(PLANS, { ...PAID_START, plan_id: 'pro3', daily_quota: 20 })?.id).toBe('pro3');
    expect(nextPlanUp(PLANS, { ...PAID_START, plan_id: 'pro', daily_quota: 50 })).toBeNull();
  });
});

describe('plan change direction', () => {
  it('is an upgrade to more applications a day, a downgrade to fewer', () => {
    expect(changeDirection(start, 20, pro)).toBe('upgrade');
    expect(changeDirection(pro, 50, start)).toBe('downgrade');
  });

  it('compares the monthly price at the same quota', () => {
    expect(changeDirection(pro, 50, pro3)).toBe('downgrade');
    expect(changeDirection(pro3, 50, pro)).toBe('upgrade');
  });
});
