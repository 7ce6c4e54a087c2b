import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advancePaymentClocks, currentOf, mailsTo, newPayingSeeker, payByStripe, type PaymentsWorld, startPaymentsWorld, pollUntil } from '@otklik/api/testing';

const DAY_MS = 86_400_000;

/** Its own sandbox: the failing renewals must hit this seeker's subscription only. */
let w: PaymentsWorld;
beforeAll(async () => {
  w = await startPaymentsWorld();
});
afterAll(async () => {
  await w?.close();
});

describe('Stripe dunning (invoice webhooks)', () => {
  it('failed renewals make the plan past due, and after Stripe gives up the plan lapses', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByStripe(w, seeker, 'pro');
    const first = await currentOf(w.t, seeker);
    await w.pay.control.failNextCharge('stripe', 'card_declined', 4);
    await advancePaymentClocks(w, new Date(first.subscription_expiry!).getTime() - w.t.clock.now().getTime() + 60_000);
    await pollUntil(async () => ((await currentOf(w.t, seeker)).payment_status === 'past_due' ? true : undefined));
    expect(await currentOf(w.t, seeker)).toMatchObject({ plan_id: 'pro', daily_quota: 80 });
    for (let i = 0; i < 3; i++) await advancePaymentClocks(w, DAY_MS + 60_000);
    const lapsed = await pollUntil(async () => {
      const state = await currentOf(w.t, seeker);
      return state.payment_status === 'lapsed' ? state : undefined;
    });
    expect(lapsed).toMatchObject({ plan_id: null, daily_quota: 0 });
    const mails = await pollUntil(async () => {
      const found = await mailsTo(w.t, seeker.account.email);
      return found.some((m) => m.includes('больше не действует')) ? found : undefined;
    });
    expect(mails.filter((m) => m.includes('Не получилось списать')).length).toBeGreaterThanOrEqual(3);
  });
});
