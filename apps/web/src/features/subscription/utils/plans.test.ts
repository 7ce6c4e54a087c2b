import { describe, expect, it } from 'vitest';
import type { Plan, PromoValidation } from '@otklik/contracts';
import { PAID_START, PLANS, TRIAL } from '@/test/subscription-fixtures';
import { canChangePlan, changeDirection, checkoutOutcome, nextPlanUp, planFeatures, planPrice, renewalLead } from './plans';

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
const fixed = (rub: number, usd: number): PromoValidation => ({
  code: 'F',
  kind: 'fixed',
  percent: null,
  amount_rub: rub,
  amount_usd: usd,
  plan_ids: [],
  expires_at: null,
});

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

describe('what the plan card and the return page read', () => {
  const plan = (daily_quota: number, features: string[]): Plan => ({ ...PLANS[0]!, daily_quota, features });

  it('drops the feature that restates the daily quota, in either language, and keeps every other', () => {
    expect(planFeatures(plan(30, ['30 откликов в день', 'Письма под каждую вакансию', 'Ответ за 30 минут']))).toEqual([
      'Письма под каждую вакансию',
      'Ответ за 30 минут',
    ]);
    expect(planFeatures(plan(80, ['Up to 80 applications a day', '180 откликов в день', 'Статистика']))).toEqual(['180 откликов в день', 'Статистика']);
    expect(planFeatures(plan(20, []))).toEqual([]);
  });

  it('tells an abandoned checkout from a declined card', () => {
    expect(checkoutOutcome('failed', 'expired_on_confirmation')).toBe('abandoned');
    expect(checkoutOutcome('canceled', null)).toBe('abandoned');
    expect(checkoutOutcome('failed', 'insufficient_funds')).toBe('declined');
    expect(checkoutOutcome('failed', '3d_secure_failed')).toBe('declined');
    expect(checkoutOutcome('pending', null)).toBe('pending');
    expect(checkoutOutcome('succeeded', null)).toBe('paid');
    expect(checkoutOutcome('refunded', 'duplicate_payment')).toBe('refunded');
  });

  it("counts how many days ahead of the paid period's end the renewal charge falls", () => {
    expect(renewalLead('2099-01-09T12:00:00.000Z', '2099-01-10T12:00:00.000Z')).toBe(1);
    expect(renewalLead('2099-01-09T13:00:00.000Z', '2099-01-10T12:00:00.000Z')).toBe(1);
    expect(renewalLead('2099-01-10T12:00:00.000Z', '2099-01-10T12:00:00.000Z')).toBe(0);
  });

  it('offers a plan change only on a paid plan that renews', () => {
    expect(canChangePlan(PAID_START)).toBe(true);
    expect(canChangePlan({ ...PAID_START, is_cancelled: true })).toBe(false);
  });
});
