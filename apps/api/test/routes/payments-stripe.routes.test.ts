import { changePlanAnswerSchema, paymentHistorySchema, stripeCheckoutAnswerSchema } from '@otklik/contracts';
import { stripeSignatureHeader } from '@otklik/payment-sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../src/db/schema/subscription';
import {
  advancePaymentClocks,
  seekerCall,
  currentOf,
  newPayingSeeker,
  payByStripe,
  type PaymentsWorld,
  startPaymentsWorld,
  pollUntil,
  STRIPE_OK_CARD,
  deliverAtOnce,
  succeededPaymentIds,
} from '@otklik/api/testing';

const SECRET = 'whsec_otklik_sandbox';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await startPaymentsWorld();
});
afterAll(async () => {
  await w?.close();
});

const postStripe = (payload: string, signature?: string) =>
  w.t.app.inject({
    method: 'POST',
    url: '/pay/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });

describe('foreign card through Stripe Checkout (POST /pay/payments/stripe/attach_card_checkout)', () => {
  it("pays in subscription mode; the webhook starts the plan with Stripe's period", async () => {
    const seeker = await newPayingSeeker(w.t);
    const started = stripeCheckoutAnswerSchema.parse(
      (await seekerCall(w.t, seeker, 'POST', '/pay/payments/stripe/attach_card_checkout', { plan_id: 'pro' })).json(),
    );
    expect(started.amount_usd).toBe(2400);
    expect(started.url).toContain(w.pay.url);
    const status = await payByStripe(w, seeker, 'start');
    expect(status).toMatchObject({ status: 'succeeded', plan_id: 'start' });
    const current = await currentOf(w.t, seeker);
    expect(current).toMatchObject({ plan_id: 'start', provider: 'stripe', daily_quota: 30, payment_status: 'active', is_cancelled: false });
    const [sub] = (await w.pay.control.stripeSubscriptions()).slice(-1);
    expect(sub!.status).toBe('active');
    const history = paymentHistorySchema.parse((await seekerCall(w.t, seeker, 'GET', '/api/payments')).json());
    expect(history.items.find((p) => p.status === 'succeeded')).toMatchObject({ provider: 'stripe', currency: 'USD', amount: 1200 });
  });

  it("a declined card stays on Stripe's page and nothing changes", async () => {
    const seeker = await newPayingSeeker(w.t);
    const started = stripeCheckoutAnswerSchema.parse(
      (await seekerCall(w.t, seeker, 'POST', '/pay/payments/stripe/attach_card_checkout', { plan_id: 'start' })).json(),
    );
    const page = await w.pay.control.payStripeCheckout(started.url, '4000000000000002', seeker.account.email);
    expect(page.status).toBe(402);
    expect(page.location).toBeNull();
    expect((await seekerCall(w.t, seeker, 'GET', `/pay/payments/${started.payment_id}/status`)).json()).toMatchObject({ status: 'pending' });
    expect((await currentOf(w.t, seeker)).plan_id).toBe('trial');
  });
});

describe('Stripe webhooks (POST /pay/webhooks/stripe)', () => {
  it('refuses a missing, wrong or stale signature and a wrong secret with 400 webhook_invalid', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'invoice.paid', created: Math.floor(Date.now() / 1000), data: { object: {} } });
    const now = Math.floor(Date.now() / 1000);
    for (const signature of [
      undefined,
      't=1,v1=deadbeef',
      stripeSignatureHeader(payload, SECRET, now - 3600),
      stripeSignatureHeader(payload, 'whsec_wrong', now),
    ]) {
      const response = await postStripe(payload, signature);
      expect(response.statusCode, String(signature)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'webhook_invalid' });
    }
    const tampered = await postStripe(payload.replace('invoice.paid', 'invoice.payment_failed'), stripeSignatureHeader(payload, SECRET, now));
    expect(tampered.statusCode).toBe(400);
  });

  it('a replayed event changes nothing', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByStripe(w, seeker, 'start');
    const before = await currentOf(w.t, seeker);
    const stored = (await w.t.app.database.db.select().from(paymentEvents)).length;
    const [completed] = (await w.pay.control.events({ provider: 'stripe', type: 'checkout.session.completed' })).slice(-1);
    const replay = await w.pay.control.resendEvent(completed!.id);
    expect(replay.delivery.status).toBe(200);
    expect((await w.t.app.database.db.select().from(paymentEvents)).length).toBe(stored);
    expect(await currentOf(w.t, seeker)).toEqual(before);
    expect(
      paymentHistorySchema.parse((await seekerCall(w.t, seeker, 'GET', '/api/payments')).json()).items.filter((p) => p.status === 'succeeded'),
    ).toHaveLength(1);
  });

  it('the first delivery of a paid checkout, arriving five times at once, starts the plan once', async () => {
    const seeker = await newPayingSeeker(w.t);
    await w.pay.control.holdWebhooks();
    const started = await seekerCall(w.t, seeker, 'POST', '/pay/payments/stripe/attach_card_checkout', { plan_id: 'start' });
    const { url, payment_id } = stripeCheckoutAnswerSchema.parse(started.json());
    const held = (await w.pay.control.events({ provider: 'stripe' })).length;
    await w.pay.control.payStripeCheckout(url, STRIPE_OK_CARD, seeker.account.email);
    const completed = (await w.pay.control.events({ provider: 'stripe' })).slice(held).find((e) => e.type === 'checkout.session.completed');
    expect(completed).toBeDefined();
    expect(await deliverAtOnce(w, completed!.id)).toEqual([200, 200, 200, 200, 200]);
    const settled = await currentOf(w.t, seeker);
    expect(settled).toMatchObject({ plan_id: 'start', payment_status: 'active' });
    await w.pay.control.releaseWebhooks();
    expect(await currentOf(w.t, seeker)).toEqual(settled);
    expect(await succeededPaymentIds(w.t, seeker)).toEqual([payment_id]);
  });

  it('an older subscription event arriving after a newer one does not overwrite it', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByStripe(w, seeker, 'start');
    await w.pay.control.holdWebhooks();
    expect((await seekerCall(w.t, seeker, 'POST', '/pay/payments/cancel_subscribe')).json()).toMatchObject({ is_cancelled: true });
    await advancePaymentClocks(w, 60_000);
    expect((await seekerCall(w.t, seeker, 'POST', '/pay/payments/resume_subscribe')).json()).toMatchObject({ is_cancelled: false });
    const released = await w.pay.control.releaseWebhooks('lifo');
    const updates = released.filter((e) => e.type === 'customer.subscription.updated');
    expect(updates.length).toBeGreaterThanOrEqual(2);
    expect(new Date(updates[0]!.created_at).getTime()).toBeGreaterThan(new Date(updates.at(-1)!.created_at).getTime());
    expect(await currentOf(w.t, seeker)).toMatchObject({ is_cancelled: false, plan_id: 'start' });
  });

  it("a renewal invoice extends the plan to Stripe's new period end", async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByStripe(w, seeker, 'start');
    const before = await currentOf(w.t, seeker);
    await advancePaymentClocks(w, new Date(before.subscription_expiry!).getTime() - w.t.clock.now().getTime() + 60_000);
    const after = await pollUntil(async () => {
      const state = await currentOf(w.t, seeker);
      return state.subscription_expiry !== before.subscription_expiry ? state : undefined;
    });
    const expected = new Date(before.subscription_expiry!);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(new Date(after.subscription_expiry!).getTime() - expected.getTime())).toBeLessThan(5_000);
    expect(after).toMatchObject({ plan_id: 'start', payment_status: 'active' });
    const history = paymentHistorySchema.parse((await seekerCall(w.t, seeker, 'GET', '/api/payments')).json());
    expect(history.items[0]).toMatchObject({ purpose: 'renewal', status: 'succeeded', provider: 'stripe' });
  });

  it('an upgrade charges the prorated difference now through Stripe; a downgrade waits for the renewal', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByStripe(w, seeker, 'start');
    await advancePaymentClocks(w, 15 * 86_400_000);
    const up = changePlanAnswerSchema.parse((await seekerCall(w.t, seeker, 'POST', '/pay/payments/change_plan', { plan_id: 'max' })).json());
    expect(up).toMatchObject({ effect: 'now', plan_id: 'max', charged_rub: null });
    expect(up.charged_usd).toBeGreaterThan(0);
    expect(up.charged_usd).toBeLessThan(4200 - 1200);
    expect(up.subscription).toMatchObject({ plan_id: 'max', daily_quota: 200 });
    const down = changePlanAnswerSchema.parse((await seekerCall(w.t, seeker, 'POST', '/pay/payments/change_plan', { plan_id: 'pro' })).json());
    expect(down).toMatchObject({ effect: 'next_renewal', charged_usd: null });
    expect(down.subscription).toMatchObject({ plan_id: 'max', pending_plan_id: 'pro' });
  });
});
