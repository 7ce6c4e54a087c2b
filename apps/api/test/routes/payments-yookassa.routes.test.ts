import { attachCardAnswerSchema, changePlanAnswerSchema, openedPlansSchema, paymentHistorySchema } from '@otklik/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, sales } from '../../src/db/schema/subscription';
import {
  advancePaymentClocks,
  seekerCall,
  currentOf,
  mailsTo,
  newPayingSeeker,
  OK_CARD,
  deliverAtOnce,
  succeededPaymentIds,
  payByCard,
  type PaymentsWorld,
  runRenewalSweep,
  startPaymentsWorld,
  pollUntil,
} from '@otklik/api/testing';

const DAY_MS = 86_400_000;
const NO_FUNDS_CARD = '5555555555554600';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await startPaymentsWorld();
});
afterAll(async () => {
  await w?.close();
});

describe('plans on sale (GET /api/subscription/opened_plans, get-sales-info)', () => {
  it("lists the seeded plans in ₽ and $, 1 and 3 months, with quotas within hh's 200, and applies a running sale", async () => {
    const seeker = await newPayingSeeker(w.t);
    const plans = openedPlansSchema.parse((await seekerCall(w.t, seeker, 'GET', '/api/subscription/opened_plans')).json());
    expect(plans.map((p) => p.id)).toEqual(['start', 'pro', 'max', 'start-3', 'pro-3', 'max-3']);
    expect(new Set(plans.map((p) => p.period_months))).toEqual(new Set([1, 3]));
    expect(Math.max(...plans.map((p) => p.daily_quota))).toBe(200);
    expect(plans.every((p) => p.sale === null)).toBe(true);

    const now = w.t.clock.now();
    await w.t.app.database.db
      .insert(sales)
      .values({ title: 'Чёрная пятница', percent: 30, planIds: ['pro'], startsAt: new Date(now.getTime() - 1000), endsAt: new Date(now.getTime() + DAY_MS) });
    const info = (await seekerCall(w.t, seeker, 'GET', '/api/subscription/get-sales-info')).json();
    expect(info).toEqual([expect.objectContaining({ percent: 30, plan_ids: ['pro'], ends_at: new Date(now.getTime() + DAY_MS).toISOString() })]);
    const pro = openedPlansSchema.parse((await seekerCall(w.t, seeker, 'GET', '/api/subscription/opened_plans')).json()).find((p) => p.id === 'pro');
    expect(pro?.sale).toEqual({ percent: 30, price_rub: 139300, price_usd: 1680, ends_at: new Date(now.getTime() + DAY_MS).toISOString() });
    const started = attachCardAnswerSchema.parse((await seekerCall(w.t, seeker, 'POST', '/pay/payments/attach_card', { plan_id: 'pro' })).json());
    expect(started.amount_rub).toBe(139300);
    await w.t.app.database.db.delete(sales);
  });
});

describe('Russian card through YooKassa (POST /pay/payments/attach_card)', () => {
  it('a trial seeker pays, the plan is active with its quota, receipts are in the history, and a "paid" e-mail goes out', async () => {
    const seeker = await newPayingSeeker(w.t);
    expect((await currentOf(w.t, seeker)).daily_quota).toBe(20);
    const status = await payByCard(w, seeker, 'pro');
    expect(status).toMatchObject({ status: 'succeeded', plan_id: 'pro', failure_reason: null });

    const current = await currentOf(w.t, seeker);
    expect(current).toMatchObject({ plan_id: 'pro', is_cancelled: false, daily_quota: 80, provider: 'yookassa', payment_status: 'active', trial_end: null });
    const expiry = new Date(current.subscription_expiry!);
    const expected = new Date(w.t.clock.now());
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(expiry.getTime() - expected.getTime())).toBeLessThan(5_000);
    expect(new Date(current.next_renewal!).getTime()).toBe(expiry.getTime() - DAY_MS);

    const count = (await seekerCall(w.t, seeker, 'GET', '/api/applications/count')).json();
    expect(count).toEqual({ current_applications: 0, total_applications: 80 });

    const history = paymentHistorySchema.parse((await seekerCall(w.t, seeker, 'GET', '/api/payments')).json());
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({ purpose: 'purchase', plan_id: 'pro', amount: 199000, currency: 'RUB', status: 'succeeded', card_last4: '4444' });
    expect(history.items[0]!.receipt).toMatchObject({ email: seeker.account.email, item: expect.stringContaining('Про') });

    const mails = await pollUntil(async () => {
      const found = await mailsTo(w.t, seeker.account.email);
      return found.length > 0 ? found : undefined;
    });
    expect(mails[0]).toContain('Мы получили оплату 1\u00a0990,00\u00a0₽');

    const again = await seekerCall(w.t, seeker, 'POST', '/pay/payments/attach_card', { plan_id: 'max' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'subscription_active' });
  });

  it('a declined card leaves the trial as it was and the status says why', async () => {
    const seeker = await newPayingSeeker(w.t);
    const status = await payByCard(w, seeker, 'start', NO_FUNDS_CARD);
    expect(status).toMatchObject({ status: 'failed', failure_reason: 'insufficient_funds' });
    expect(await currentOf(w.t, seeker)).toMatchObject({ plan_id: 'trial', payment_status: 'trial', daily_quota: 20 });
  });

  it('refuses an unknown plan with plan_not_found', async () => {
    const seeker = await newPayingSeeker(w.t);
    const response = await seekerCall(w.t, seeker, 'POST', '/pay/payments/attach_card', { plan_id: 'gold' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'plan_not_found' });
  });
});

describe('YooKassa notifications (POST /pay/webhooks/yookassa)', () => {
  it('re-reads the payment: a body claiming success for a pending payment changes nothing', async () => {
    const seeker = await newPayingSeeker(w.t);
    const started = attachCardAnswerSchema.parse((await seekerCall(w.t, seeker, 'POST', '/pay/payments/attach_card', { plan_id: 'start' })).json());
    const [provider] = (await w.pay.control.yookassaPayments()).filter((p) => p.status === 'pending').slice(-1);
    const forged = await w.t.app.inject({
      method: 'POST',
      url: '/pay/webhooks/yookassa',
      payload: { type: 'notification', event: 'payment.succeeded', object: { id: provider!.id, status: 'succeeded', paid: true } },
    });
    expect(forged.statusCode).toBe(200);
    expect((await seekerCall(w.t, seeker, 'GET', `/pay/payments/${started.payment_id}/status`)).json()).toMatchObject({ status: 'pending' });
    expect((await currentOf(w.t, seeker)).plan_id).toBe('trial');
  });

  it('records and ignores a notification for a payment YooKassa does not know (200, so it stops retrying), and refuses a body that is not one', async () => {
    const unknown = await w.t.app.inject({
      method: 'POST',
      url: '/pay/webhooks/yookassa',
      payload: { type: 'notification', event: 'payment.succeeded', object: { id: '2f0000aa-000f-5000-8000-000000000000' } },
    });
    expect(unknown.statusCode).toBe(200);
    const recorded = await w.t.app.database.db.select().from(paymentEvents);
    expect(recorded.some((e) => e.eventId === '2f0000aa-000f-5000-8000-000000000000:unknown')).toBe(true);
    const junk = await w.t.app.inject({ method: 'POST', url: '/pay/webhooks/yookassa', payload: { hello: 'world' } });
    expect(junk.statusCode).toBe(400);
  });

  it('a replayed notification and an older one arriving late change nothing', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByCard(w, seeker, 'start');
    const before = await currentOf(w.t, seeker);
    const [succeeded] = (await w.pay.control.events({ provider: 'yookassa', type: 'payment.succeeded' })).slice(-1);
    const eventsBefore = await w.t.app.database.db.select().from(paymentEvents);
    await w.pay.control.resendEvent(succeeded!.id);
    await w.pay.control.resendEvent(succeeded!.id);
    const eventsAfter = await w.t.app.database.db.select().from(paymentEvents);
    expect(eventsAfter.length).toBe(eventsBefore.length);
    expect(await currentOf(w.t, seeker)).toEqual(before);
    const history = paymentHistorySchema.parse((await seekerCall(w.t, seeker, 'GET', '/api/payments')).json());
    expect(history.items.filter((p) => p.status === 'succeeded')).toHaveLength(1);
  });

  it('the same notification delivered five times at once changes nothing either', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByCard(w, seeker, 'start');
    const before = await currentOf(w.t, seeker);
    const [succeeded] = (await w.pay.control.events({ provider: 'yookassa', type: 'payment.succeeded' })).slice(-1);
    const eventsBefore = await w.t.app.database.db.select().from(paymentEvents);
    await Promise.all(Array.from({ length: 5 }, () => w.pay.control.resendEvent(succeeded!.id)));
    expect(await w.t.app.database.db.select().from(paymentEvents)).toHaveLength(eventsBefore.length);
    expect(await currentOf(w.t, seeker)).toEqual(before);
    const history = paymentHistorySchema.parse((await seekerCall(w.t, seeker, 'GET', '/api/payments')).json());
    expect(history.items.filter((p) => p.status === 'succeeded')).toHaveLength(1);
  });
  it('the first notification of a paid payment, arriving five times at once, captures it and activates the plan once', async () => {
    const seeker = await newPayingSeeker(w.t);
    await w.pay.control.holdWebhooks();
    const started = await seekerCall(w.t, seeker, 'POST', '/pay/payments/attach_card', { plan_id: 'start' });
    const { confirmation_url, payment_id } = attachCardAnswerSchema.parse(started.json());
    const held = (await w.pay.control.events({ provider: 'yookassa' })).length;
    await w.pay.control.payYooKassa(confirmation_url, OK_CARD);
    // Paid on the page: the one new notification says the money waits for capture; five copies race to capture it.
    const fresh = (await w.pay.control.events({ provider: 'yookassa' })).slice(held);
    expect(fresh.map((e) => e.type)).toEqual(['payment.waiting_for_capture']);
    expect(await deliverAtOnce(w, fresh[0]!.id)).toEqual([200, 200, 200, 200, 200]);
    const settled = await currentOf(w.t, seeker);
    expect(settled).toMatchObject({ plan_id: 'start', payment_status: 'active' });
    await w.pay.control.releaseWebhooks();
    expect(await currentOf(w.t, seeker)).toEqual(settled);
    expect(await succeededPaymentIds(w.t, seeker)).toEqual([payment_id]);
    const paidMails = await pollUntil(async () => {
      const found = (await mailsTo(w.t, seeker.account.email)).filter((m) => m.includes('Мы получили оплату'));
      return found.length > 0 ? found : undefined;
    });
    expect(paidMails).toHaveLength(1);
  });
});

describe('renewals and dunning (job payments.renewals)', () => {
  it('charges the saved card a day before expiry and extends the plan by its period', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByCard(w, seeker, 'start');
    const first = await currentOf(w.t, seeker);
    await advancePaymentClocks(w, new Date(first.next_renewal!).getTime() - w.t.clock.now().getTime() + 60_000);
    await runRenewalSweep(w.t);
    const after = await currentOf(w.t, seeker);
    const expected = new Date(first.subscription_expiry!);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(after).toMatchObject({ plan_id: 'start', payment_status: 'active', subscription_expiry: expected.toISOString() });
    const history = paymentHistorySchema.parse((await seekerCall(w.t, seeker, 'GET', '/api/payments')).json());
    expect(history.items.map((p) => [p.purpose, p.status])).toEqual([
      ['renewal', 'succeeded'],
      ['purchase', 'succeeded'],
    ]);
    // One "paid" e-mail per state change: the purchase, then the renewal with the new end date.
    const paid = await pollUntil(async () => {
      const found = (await mailsTo(w.t, seeker.account.email)).filter((m) => m.includes('Мы получили оплату'));
      return found.length >= 2 ? found : undefined;
    });
    expect(paid).toHaveLength(2);
    const newEnd = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
      .format(expected)
      .replace(/\s*г\.$/u, '');
    expect(paid.some((m) => m.includes(`Тариф действует до ${newEnd}.`))).toBe(true);
  });

  it('cancel keeps the plan until expiry with no renewal; resume brings renewals back; cancelled past expiry ends access', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByCard(w, seeker, 'start');
    const cancelled = await seekerCall(w.t, seeker, 'POST', '/pay/payments/cancel_subscribe');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ is_cancelled: true, plan_id: 'start', next_renewal: null, daily_quota: 30 });
    const resumed = (await seekerCall(w.t, seeker, 'POST', '/pay/payments/resume_subscribe')).json();
    expect(resumed).toMatchObject({ is_cancelled: false, plan_id: 'start' });
    expect(resumed.next_renewal).not.toBeNull();
    await seekerCall(w.t, seeker, 'POST', '/pay/payments/cancel_subscribe');

    const expiry = new Date((await currentOf(w.t, seeker)).subscription_expiry!);
    await advancePaymentClocks(w, expiry.getTime() - w.t.clock.now().getTime() + 60_000);
    await runRenewalSweep(w.t);
    expect(await currentOf(w.t, seeker)).toMatchObject({ plan_id: null, daily_quota: 0, payment_status: 'lapsed' });
    const history = paymentHistorySchema.parse((await seekerCall(w.t, seeker, 'GET', '/api/payments')).json());
    expect(history.items.filter((p) => p.purpose === 'renewal')).toHaveLength(0);
    const mails = await pollUntil(async () => {
      const found = await mailsTo(w.t, seeker.account.email);
      return found.some((m) => m.includes('больше не действует')) ? found : undefined;
    });
    expect(mails.filter((m) => m.includes('Вы отменили подписку'))).toHaveLength(2);
  });
});

describe('plan change (POST /pay/payments/change_plan)', () => {
  it('an upgrade takes effect now and charges the price difference for the time left', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByCard(w, seeker, 'start');
    const { subscription_expiry } = await currentOf(w.t, seeker);
    const expiry = new Date(subscription_expiry!);
    const periodStart = new Date(expiry);
    periodStart.setUTCMonth(periodStart.getUTCMonth() - 1);
    await advancePaymentClocks(w, 10 * DAY_MS);
    const left = (expiry.getTime() - w.t.clock.now().getTime()) / (expiry.getTime() - periodStart.getTime());

    const response = await seekerCall(w.t, seeker, 'POST', '/pay/payments/change_plan', { plan_id: 'pro' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = changePlanAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({ effect: 'now', plan_id: 'pro', charged_usd: null });
    expect(answer.charged_rub).toBe(Math.round((199000 - 99000) * left));
    expect(answer.subscription).toMatchObject({ plan_id: 'pro', daily_quota: 80, subscription_expiry });
    const history = paymentHistorySchema.parse((await seekerCall(w.t, seeker, 'GET', '/api/payments')).json());
    expect(history.items[0]).toMatchObject({ purpose: 'upgrade', amount: answer.charged_rub, status: 'succeeded' });
  });

  it('a declined upgrade charge changes nothing', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByCard(w, seeker, 'start');
    await w.pay.control.failNextCharge('yookassa', 'insufficient_funds', 1);
    const response = await seekerCall(w.t, seeker, 'POST', '/pay/payments/change_plan', { plan_id: 'max' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'payment_declined' });
    expect((await currentOf(w.t, seeker)).plan_id).toBe('start');
  });

  it('a downgrade waits for the next renewal, which charges the cheaper plan', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByCard(w, seeker, 'max');
    const before = await currentOf(w.t, seeker);
    const answer = changePlanAnswerSchema.parse((await seekerCall(w.t, seeker, 'POST', '/pay/payments/change_plan', { plan_id: 'start' })).json());
    expect(answer).toMatchObject({ effect: 'next_renewal', plan_id: 'start', effective_at: before.subscription_expiry, charged_rub: null });
    expect(answer.subscription).toMatchObject({ plan_id: 'max', pending_plan_id: 'start', daily_quota: 200 });

    await advancePaymentClocks(w, new Date(before.next_renewal!).getTime() - w.t.clock.now().getTime() + 60_000);
    await runRenewalSweep(w.t);
    expect(await currentOf(w.t, seeker)).toMatchObject({ plan_id: 'start', pending_plan_id: null, daily_quota: 30 });
    const history = paymentHistorySchema.parse((await seekerCall(w.t, seeker, 'GET', '/api/payments')).json());
    expect(history.items[0]).toMatchObject({ purpose: 'renewal', plan_id: 'start', amount: 99000 });
  });

  it('refuses without a paid plan and to the same plan', async () => {
    const trial = await newPayingSeeker(w.t);
    expect((await seekerCall(w.t, trial, 'POST', '/pay/payments/change_plan', { plan_id: 'pro' })).json()).toMatchObject({ code: 'no_paid_plan' });
    const seeker = await newPayingSeeker(w.t);
    await payByCard(w, seeker, 'start');
    expect((await seekerCall(w.t, seeker, 'POST', '/pay/payments/change_plan', { plan_id: 'start' })).json()).toMatchObject({ code: 'same_plan' });
  });

  it('a monthly plan moves to a 3-month plan at renewal by default, or now with the unused days credited', async () => {
    const later = await newPayingSeeker(w.t);
    await payByCard(w, later, 'start');
    const atRenewal = changePlanAnswerSchema.parse((await seekerCall(w.t, later, 'POST', '/pay/payments/change_plan', { plan_id: 'pro-3' })).json());
    expect(atRenewal).toMatchObject({ effect: 'next_renewal', plan_id: 'pro-3', charged_rub: null });
    expect(atRenewal.subscription).toMatchObject({ plan_id: 'start', pending_plan_id: 'pro-3' });

    const now = await newPayingSeeker(w.t);
    await payByCard(w, now, 'start');
    const paidUntil = new Date((await currentOf(w.t, now)).subscription_expiry!).getTime();
    await advancePaymentClocks(w, 15 * 86_400_000);
    const moved = changePlanAnswerSchema.parse((await seekerCall(w.t, now, 'POST', '/pay/payments/change_plan', { plan_id: 'pro-3', when: 'now' })).json());
    expect(moved).toMatchObject({ effect: 'now', plan_id: 'pro-3' });
    // About half of the month (99 000 kopecks) is left and credited against the 3-month price.
    expect(moved.charged_rub).toBeGreaterThan(537_000 - 99_000);
    expect(moved.charged_rub).toBeLessThan(537_000 - 40_000);
    expect(moved.subscription).toMatchObject({ plan_id: 'pro-3', pending_plan_id: null });
    expect(new Date(moved.subscription.subscription_expiry!).getTime()).toBeGreaterThan(paidUntil + 60 * 86_400_000);
    const history = paymentHistorySchema.parse((await seekerCall(w.t, now, 'GET', '/api/payments')).json());
    expect(history.items[0]).toMatchObject({ purpose: 'upgrade', status: 'succeeded', amount: moved.charged_rub, plan_id: 'pro-3' });
  });
});

describe('IDOR', () => {
  it("nobody reads another seeker's payment, payments list or subscription", async () => {
    const anna = await newPayingSeeker(w.t);
    const boris = await newPayingSeeker(w.t);
    const status = await payByCard(w, anna, 'start');
    const peek = await seekerCall(w.t, boris, 'GET', `/pay/payments/${status.payment_id}/status`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toMatchObject({ code: 'payment_not_found' });
    expect(paymentHistorySchema.parse((await seekerCall(w.t, boris, 'GET', '/api/payments')).json()).items).toEqual([]);
    expect(await currentOf(w.t, boris)).toMatchObject({ plan_id: 'trial' });
    expect((await w.t.app.inject({ method: 'GET', url: '/api/payments' })).statusCode).toBe(401);
    expect((await w.t.app.inject({ method: 'GET', url: `/pay/payments/${status.payment_id}/status` })).statusCode).toBe(401);
  });
});
