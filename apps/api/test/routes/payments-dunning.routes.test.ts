import { paymentHistorySchema } from '@otklik/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advancePaymentClocks,
  seekerCall,
  currentOf,
  mailsTo,
  newPayingSeeker,
  type PaymentsWorld,
  payByCard,
  runRenewalSweep,
  startPaymentsWorld,
  pollUntil,
} from '@otklik/api/testing';

const DAY_MS = 86_400_000;

/** Its own sandbox and database: the sandbox's failing charges must hit this seeker's renewals only. */
let w: PaymentsWorld;
beforeAll(async () => {
  w = await startPaymentsWorld();
});
afterAll(async () => {
  await w?.close();
});

describe('dunning (job payments.renewals)', () => {
  it('a failing card is retried 3 times over 3 days, then the plan lapses: quota 0 and paid-only calls answer 403', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByCard(w, seeker, 'start');
    const first = await currentOf(w.t, seeker);
    await w.pay.control.failNextCharge('yookassa', 'insufficient_funds', 4);
    await advancePaymentClocks(w, new Date(first.next_renewal!).getTime() - w.t.clock.now().getTime() + 60_000);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await runRenewalSweep(w.t);
      const state = await currentOf(w.t, seeker);
      expect(state, `after failure ${attempt}`).toMatchObject({ plan_id: 'start', payment_status: 'past_due', daily_quota: 30 });
      await advancePaymentClocks(w, DAY_MS + 60_000);
    }
    await runRenewalSweep(w.t);
    expect(await currentOf(w.t, seeker)).toMatchObject({ plan_id: null, payment_status: 'lapsed', daily_quota: 0 });

    const stats = await seekerCall(w.t, seeker, 'POST', '/api/applications/statistics', { user_id: seeker.userId });
    expect(stats.statusCode).toBe(403);
    expect(stats.json()).toEqual({ detail: 'Access denied', code: 'forbidden' });
    const someId = '00000000-0000-4000-8000-000000000000';
    const put = await seekerCall(w.t, seeker, 'PUT', `/api/applications/${someId}/feedback_status`, { feedback_status: 'like' });
    expect([put.statusCode, put.json().code]).toEqual([403, 'forbidden']);
    const del = await seekerCall(w.t, seeker, 'DELETE', `/api/applications/${someId}/feedback_status`);
    expect([del.statusCode, del.json().code]).toEqual([403, 'forbidden']);

    const mails = await pollUntil(async () => {
      const found = await mailsTo(w.t, seeker.account.email);
      return found.length >= 5 ? found : undefined;
    });
    expect(mails.filter((m) => m.includes('Не получилось списать'))).toHaveLength(3);
    expect(mails.filter((m) => m.includes('больше не действует'))).toHaveLength(1);
    const history = paymentHistorySchema.parse((await seekerCall(w.t, seeker, 'GET', '/api/payments')).json());
    expect(history.items.filter((p) => p.purpose === 'renewal' && p.status === 'failed')).toHaveLength(4);
  });
});
