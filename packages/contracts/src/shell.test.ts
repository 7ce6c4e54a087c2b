import { describe, expect, it } from 'vitest';
import { feedbackBodySchema, FEEDBACK_MESSAGE_MAX_LENGTH, supportLinkSchema } from './feedback';
import { haveNotificationsBodySchema, notificationSchema } from './notifications';
import { currentSubscriptionSchema } from './subscription';

describe('feedback contract: an action, a required 1–5 score and an optional message', () => {
  it('takes an integer score 1–5, an empty action and an optional-in-spirit message (may be empty)', () => {
    expect(feedbackBodySchema.parse({ action: '', score: 5, message: '' })).toEqual({ action: '', score: 5, message: '' });
    for (const score of [0, 6, 2.5, '3']) expect(feedbackBodySchema.safeParse({ action: '', score, message: '' }).success).toBe(false);
    expect(feedbackBodySchema.safeParse({ action: '', message: 'без оценки' }).success).toBe(false);
  });

  it(`refuses a message longer than ${FEEDBACK_MESSAGE_MAX_LENGTH} characters`, () => {
    expect(feedbackBodySchema.safeParse({ action: '', score: 3, message: 'я'.repeat(FEEDBACK_MESSAGE_MAX_LENGTH) }).success).toBe(true);
    expect(feedbackBodySchema.safeParse({ action: '', score: 3, message: 'я'.repeat(FEEDBACK_MESSAGE_MAX_LENGTH + 1) }).success).toBe(false);
  });

  it('accepts only absolute URLs as the support link', () => {
    expect(supportLinkSchema.safeParse({ url: 'https://t.me/otklik_support_bot?start=1' }).success).toBe(true);
    expect(supportLinkSchema.safeParse({ url: '/support' }).success).toBe(false);
  });
});

describe('notification contract: title, description, time and vacancy link', () => {
  it('carries title, description, created_time (ISO UTC), vacancy_link and the server id', () => {
    const item = {
      id: '0b6f1d1e-1c1a-4c55-9d1a-0a7c3b2f6e01',
      title: 'Приглашение',
      description: 'Вас пригласили',
      created_time: '2026-11-22T10:00:00.000Z',
      vacancy_link: 'https://hh.ru/vacancy/1',
    };
    expect(notificationSchema.parse(item)).toEqual(item);
    expect(notificationSchema.safeParse({ ...item, created_time: '22.11.2026' }).success).toBe(false);
  });

  it('needs a UUID user_id to check for new notifications', () => {
    expect(haveNotificationsBodySchema.safeParse({ user_id: 'anna' }).success).toBe(false);
    expect(haveNotificationsBodySchema.safeParse({}).success).toBe(false);
  });
});

describe('current subscription contract: cancelled flag, plan and trial end', () => {
  it('has is_cancelled, plan_id and trial_end as an ISO date-time', () => {
    const trial = {
      is_cancelled: false,
      plan_id: 'trial',
      trial_end: '2026-11-25T10:00:00.000Z',
      subscription_expiry: null,
      daily_quota: 10,
      next_renewal: null,
      pending_plan_id: null,
      provider: null,
      payment_status: 'trial',
    };
    expect(currentSubscriptionSchema.parse(trial)).toEqual(trial);
    expect(currentSubscriptionSchema.safeParse({ ...trial, trial_end: 'soon' }).success).toBe(false);
  });
});
