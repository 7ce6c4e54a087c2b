import { describe, expect, it } from 'vitest';
import type { CurrentSubscription } from '@otklik/contracts';
import { subscriptionMenuState } from './subscription-state';

const now = new Date('2026-11-22T12:00:00.000Z');
const trial: CurrentSubscription = {
  is_cancelled: false,
  plan_id: 'trial',
  trial_end: '2026-11-25T12:00:00.000Z',
  subscription_expiry: null,
  daily_quota: 10,
  next_renewal: null,
  pending_plan_id: null,
  provider: null,
  payment_status: 'trial',
};

describe('subscription state for the menu', () => {
  it('is unchecked, neither trial nor paid, while no subscription is loaded', () => {
    expect(subscriptionMenuState(undefined, now)).toEqual({ checked: false, onTrial: false, paid: false, changesAt: null });
  });

  it('is the trial when not cancelled, with a plan and a trial end still ahead', () => {
    expect(subscriptionMenuState(trial, now)).toEqual({ checked: true, onTrial: true, paid: false, changesAt: new Date(trial.trial_end!) });
  });

  it('is not paid without a plan: the trial is over or the paid plan lapsed (no active paid state)', () => {
    const overs: CurrentSubscription[] = [
      { ...trial, plan_id: null, daily_quota: 0, payment_status: 'none' },
      { ...trial, plan_id: null, trial_end: null, subscription_expiry: '2026-11-20T12:00:00.000Z', daily_quota: 0, payment_status: 'lapsed' },
      { ...trial, plan_id: null, is_cancelled: true, trial_end: null, subscription_expiry: '2026-11-21T12:00:00.000Z', daily_quota: 0, payment_status: 'none' },
    ];
    for (const subscription of overs) expect(subscriptionMenuState(subscription, now)).toEqual({ checked: true, onTrial: false, paid: false, changesAt: null });
  });

  it('is paid once the trial end has passed with a plan still named, or when cancelled, or without a trial end', () => {
    const cases: CurrentSubscription[] = [
      { ...trial, trial_end: '2026-11-22T12:00:00.000Z' },
      { ...trial, is_cancelled: true },
      { ...trial, plan_id: 'pro', trial_end: null, subscription_expiry: '2026-12-22T12:00:00.000Z' },
    ];
    for (const subscription of cases) expect(subscriptionMenuState(subscription, now)).toMatchObject({ checked: true, onTrial: false, paid: true });
  });
});
