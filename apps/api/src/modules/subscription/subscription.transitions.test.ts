import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SubscriptionRow } from '../../db/schema/subscription';
import {
  activate,
  cancel,
  claimRenewal,
  extendByBonus,
  followStripe,
  lapse,
  markPastDue,
  paidPlanId,
  RENEW_BEFORE_MS,
  renew,
  resume,
  schedulePlanChange,
} from './subscription.transitions';

const DAY = 86_400_000;
const NOW = new Date('2026-06-15T12:00:00Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

function row(over: Partial<SubscriptionRow> = {}): SubscriptionRow {
  return {
    userId: '00000000-0000-4000-8000-000000000001',
    planId: 'trial',
    status: 'trial',
    isCancelled: false,
    trialEnd: at(2),
    subscriptionExpiry: null,
    pendingPlanId: null,
    provider: null,
    yookassaMethodId: null,
    renewalFailures: 0,
    nextRenewalAttemptAt: null,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    stripeEventAt: null,
    createdAt: at(-1),
    updatedAt: at(-1),
    ...over,
  };
}
const paid = (over: Partial<SubscriptionRow> = {}) =>
  row({
    planId: 'start',
    status: 'active',
    trialEnd: null,
    subscriptionExpiry: at(20),
    provider: 'yookassa',
    yookassaMethodId: 'pm-1',
    nextRenewalAttemptAt: at(19),
    ...over,
  });

describe('subscription transitions', () => {
  it('activate starts a plan from a trial, a lapsed or an ended plan, and never over a running paid plan', () => {
    const started = activate(row(), NOW, { planId: 'pro', provider: 'yookassa', expiry: at(30), yookassaMethodId: 'pm-9' });
    expect(started).toEqual({
      ok: true,
      values: expect.objectContaining({ planId: 'pro', status: 'active', trialEnd: null, nextRenewalAttemptAt: new Date(at(30).getTime() - RENEW_BEFORE_MS) }),
    });
    expect(activate(row({ planId: null, status: 'lapsed' }), NOW, { planId: 'pro', provider: 'stripe', expiry: at(30) }).ok).toBe(true);
    expect(activate(paid({ isCancelled: true, subscriptionExpiry: at(-1) }), NOW, { planId: 'pro', provider: 'stripe', expiry: at(30) }).ok).toBe(true);
    expect(activate(paid(), NOW, { planId: 'pro', provider: 'stripe', expiry: at(30) })).toEqual({ ok: false, refusal: 'paid_plan_running' });
    expect(activate(paid({ status: 'past_due', subscriptionExpiry: at(-2) }), NOW, { planId: 'pro', provider: 'stripe', expiry: at(30) }).ok).toBe(false);
  });

  it('renew moves the expiry forward (never back), applies a scheduled plan and clears failures; not from a trial', () => {
    const renewed = renew(paid({ status: 'past_due', renewalFailures: 2, pendingPlanId: 'pro' }), NOW, { expiry: at(50) });
    expect(renewed).toEqual({
      ok: true,
      values: expect.objectContaining({ planId: 'pro', pendingPlanId: null, status: 'active', renewalFailures: 0, subscriptionExpiry: at(50) }),
    });
    expect(renew(paid(), NOW, { expiry: at(5) })).toMatchObject({ ok: true, values: { subscriptionExpiry: at(20) } });
    expect(renew(row(), NOW, { expiry: at(30) })).toEqual({ ok: false, refusal: 'not_billing' });
  });

  it('markPastDue and lapse act on a paid plan only', () => {
    expect(markPastDue(paid(), NOW, { failures: 1, retryAt: at(1) })).toEqual({
      ok: true,
      values: { status: 'past_due', renewalFailures: 1, nextRenewalAttemptAt: at(1) },
    });
    expect(markPastDue(row(), NOW, { failures: 1, retryAt: at(1) }).ok).toBe(false);
    expect(lapse(paid(), NOW)).toMatchObject({ ok: true, values: { planId: null, status: 'lapsed', nextRenewalAttemptAt: null } });
    expect(lapse(row({ planId: null, status: 'lapsed' }), NOW)).toEqual({ ok: false, refusal: 'not_billing' });
  });

  it('cancel and resume toggle renewals while the plan grants access, and refuse a second toggle', () => {
    const cancelled = cancel(paid(), NOW);
    expect(cancelled).toEqual({ ok: true, values: { isCancelled: true, nextRenewalAttemptAt: null } });
    expect(cancel(paid({ isCancelled: true }), NOW)).toEqual({ ok: false, refusal: 'already_cancelled' });
    expect(cancel(row(), NOW)).toEqual({ ok: false, refusal: 'no_paid_plan' });
    expect(resume(paid({ isCancelled: true }), NOW)).toEqual({
      ok: true,
      values: { isCancelled: false, nextRenewalAttemptAt: new Date(at(20).getTime() - RENEW_BEFORE_MS) },
    });
    expect(resume(paid(), NOW)).toEqual({ ok: false, refusal: 'not_cancelled' });
    expect(resume(paid({ isCancelled: true, subscriptionExpiry: at(-1) }), NOW)).toEqual({ ok: false, refusal: 'no_paid_plan' });
  });

  it('schedulePlanChange switches now or at renewal, and a new period moves the expiry and the next charge', () => {
    expect(schedulePlanChange(paid(), NOW, { planId: 'pro', when: 'next_renewal' })).toEqual({ ok: true, values: { pendingPlanId: 'pro' } });
    expect(schedulePlanChange(paid(), NOW, { planId: 'pro', when: 'now' })).toEqual({ ok: true, values: { planId: 'pro', pendingPlanId: null } });
    expect(schedulePlanChange(paid(), NOW, { planId: 'pro-3', when: 'now', expiry: at(92) })).toEqual({
      ok: true,
      values: { planId: 'pro-3', pendingPlanId: null, subscriptionExpiry: at(92), nextRenewalAttemptAt: new Date(at(92).getTime() - RENEW_BEFORE_MS) },
    });
    expect(schedulePlanChange(row(), NOW, { planId: 'pro', when: 'now' }).ok).toBe(false);
  });

  it('extendByBonus adds days to the paid period, else the trial, else starts a trial', () => {
    expect(extendByBonus(paid(), NOW, { days: 7 })).toEqual({ ok: true, values: { subscriptionExpiry: at(27), nextRenewalAttemptAt: at(26) } });
    expect(extendByBonus(row(), NOW, { days: 7 })).toEqual({ ok: true, values: { trialEnd: at(9) } });
    expect(extendByBonus(row({ planId: null, status: 'lapsed', trialEnd: null }), NOW, { days: 7 })).toMatchObject({
      ok: true,
      values: { planId: 'trial', status: 'trial', trialEnd: at(7) },
    });
    expect(extendByBonus(row(), NOW, { days: 7, target: 'plan' })).toEqual({ ok: false, refusal: 'no_paid_plan' });
    expect(extendByBonus(paid(), NOW, { days: 7, target: 'trial' })).toEqual({ ok: false, refusal: 'paid_plan_running' });
  });

  it('claimRenewal takes a due renewal once: the second sweep finds no attempt time and is refused', () => {
    const due = paid({ nextRenewalAttemptAt: at(-0.01) });
    expect(claimRenewal(due, NOW)).toEqual({ ok: true, values: { nextRenewalAttemptAt: null } });
    expect(claimRenewal({ ...due, nextRenewalAttemptAt: null }, NOW)).toEqual({ ok: false, refusal: 'renewal_not_due' });
    expect(claimRenewal(paid(), NOW)).toEqual({ ok: false, refusal: 'renewal_not_due' });
    expect(claimRenewal({ ...due, isCancelled: true }, NOW)).toEqual({ ok: false, refusal: 'renewal_not_due' });
    expect(claimRenewal({ ...due, provider: 'stripe' }, NOW)).toEqual({ ok: false, refusal: 'renewal_not_due' });
    expect(claimRenewal(row(), NOW)).toEqual({ ok: false, refusal: 'not_billing' });
  });

  it("followStripe takes Stripe's status and cancellation, never moving the expiry back", () => {
    const s = paid({ provider: 'stripe', yookassaMethodId: null, nextRenewalAttemptAt: null });
    expect(followStripe(s, NOW, { cancelAtPeriodEnd: true, status: 'past_due', periodEnd: at(10), eventAt: NOW })).toEqual({
      ok: true,
      values: { isCancelled: true, status: 'past_due', subscriptionExpiry: at(20), stripeEventAt: NOW },
    });
    expect(followStripe(row(), NOW, { cancelAtPeriodEnd: false, status: 'active', periodEnd: at(10), eventAt: NOW }).ok).toBe(false);
  });

  it('paidPlanId grants access during the dunning grace, not after it, and not after a cancelled expiry', () => {
    expect(paidPlanId(paid({ status: 'past_due', subscriptionExpiry: at(-3) }), NOW)).toBe('start');
    expect(paidPlanId(paid({ status: 'past_due', subscriptionExpiry: at(-5) }), NOW)).toBeNull();
    expect(paidPlanId(paid({ isCancelled: true, subscriptionExpiry: at(-1) }), NOW)).toBeNull();
  });
});

describe('who writes the subscription row', () => {
  it('no module outside modules/subscription inserts, updates or deletes the subscriptions table', () => {
    const src = join(__dirname, '..', '..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) files.push(path);
      }
    };
    walk(src);
    const writers = files
      .filter((f) => !relative(src, f).startsWith(join('modules', 'subscription')) && !relative(src, f).startsWith(join('db', 'schema')))
      .filter(
        (f) =>
          /\.(insert|update|delete)\(\s*subscriptions\s*\)/.test(readFileSync(f, 'utf8')) ||
          /(insert into|update|delete from)\s+"?subscriptions"?\b/i.test(readFileSync(f, 'utf8')),
      )
      .map((f) => relative(src, f));
    expect(writers).toEqual([]);
    // The check itself finds a writer where there is one.
    expect(/\.(insert|update|delete)\(\s*subscriptions\s*\)/.test(readFileSync(join(__dirname, 'subscription.repository.ts'), 'utf8'))).toBe(true);
  });
});
