import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPaymentSandbox, startWebhookReceiver, type RunningPaymentSandbox, type WebhookReceiver } from '../src/testing';

let sandbox: RunningPaymentSandbox;
let hooks: WebhookReceiver;
let stripe: Stripe;

const DAY_MS = 24 * 3600_000;

beforeAll(async () => {
  hooks = await startWebhookReceiver();
  sandbox = await startPaymentSandbox({ PAYMENT_SANDBOX_STRIPE_WEBHOOK_URL: `${hooks.url}/stripe` });
  const url = new URL(sandbox.url);
  // The official SDK, only re-pointed: the same calls reach api.stripe.com in production.
  stripe = new Stripe(sandbox.config.stripe.secretKey, {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
});
afterAll(async () => {
  await sandbox?.close();
  await hooks?.close();
});
beforeEach(async () => {
  await sandbox.control.reset();
  hooks.received.length = 0;
});

/** A Checkout session for a $12/month plan, as the product creates it. */
function createSession(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: 1200, recurring: { interval: 'month', interval_count: 1 }, product_data: { name: 'Стандарт' } },
      },
    ],
    success_url: 'http://127.0.0.1:9/subscription/return?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1:9/subscription?cancelled=1',
    client_reference_id: 'user-42',
    customer_email: 'buyer@example.com',
    metadata: { user_id: '42', plan_id: 'standard-1m' },
    subscription_data: { metadata: { user_id: '42', plan_id: 'standard-1m' } },
    ...extra,
  });
}

/** Every Stripe event the receiver got, verified with the SDK's own signature check. */
const verifiedEvents = () =>
  hooks.received
    .filter((r) => r.path === '/stripe')
    .map((r) => stripe.webhooks.constructEvent(r.body, String(r.headers['stripe-signature']), sandbox.config.stripe.webhookSecret));

describe('Stripe API subset through the official SDK', () => {
  it('runs Checkout in subscription mode: session → hosted page → subscription, with signed webhooks', async () => {
    const session = await createSession();
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 1200,
      currency: 'usd',
      client_reference_id: 'user-42',
    });
    expect(session.url).toBe(`${sandbox.url}/stripe/checkout/${session.id}`);

    const outcome = await sandbox.control.payStripeCheckout(session.url!, '4242 4242 4242 4242');
    expect(outcome).toMatchObject({ status: 303, location: `http://127.0.0.1:9/subscription/return?session_id=${session.id}` });

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', customer_details: { email: 'buyer@example.com' } });
    const sub = done.subscription as Stripe.Subscription;
    expect(sub).toMatchObject({ status: 'active', cancel_at_period_end: false, metadata: { plan_id: 'standard-1m' } });
    expect(sub.items.data[0]!.current_period_end - sub.items.data[0]!.current_period_start).toBeGreaterThanOrEqual(28 * 24 * 3600);

    const events = verifiedEvents();
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.created', 'invoice.paid', 'invoice.payment_succeeded', 'checkout.session.completed']);
    expect(events.every((e) => e.id.startsWith('evt_') && e.created > 0)).toBe(true);
    const completed = events[3]!.data.object as Stripe.Checkout.Session;
    expect(completed.subscription).toBe(sub.id);
  });

  it('keeps the buyer on the page for a declined card and completes a 3-D Secure card after the extra step', async () => {
    const session = await createSession();
    const declined = await sandbox.control.payStripeCheckout(session.url!, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Карта отклонена');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    const failed3ds = await sandbox.control.payStripeCheckout(session.url!, '4000002760003184', 'buyer@example.com', 'fail');
    expect(failed3ds.status).toBe(402);
    const ok3ds = await sandbox.control.payStripeCheckout(session.url!, '4000002760003184');
    expect(ok3ds.status).toBe(303);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('complete');
  });

  it('applies a coupon to the first invoice only', async () => {
    const coupon = await stripe.coupons.create({ percent_off: 50, duration: 'once', name: 'PROMO50' });
    const session = await createSession({ discounts: [{ coupon: coupon.id }] });
    expect(session).toMatchObject({ amount_subtotal: 1200, amount_total: 600, total_details: { amount_discount: 600 } });
    await sandbox.control.payStripeCheckout(session.url!, '4242424242424242');
    const sub = await stripe.subscriptions.retrieve((await stripe.checkout.sessions.retrieve(session.id)).subscription as string);
    expect((await stripe.invoices.retrieve(sub.latest_invoice as string)).amount_paid).toBe(600);
    await sandbox.control.advanceClock(32 * DAY_MS);
    const renewed = await stripe.subscriptions.retrieve(sub.id);
    expect(await stripe.invoices.retrieve(renewed.latest_invoice as string)).toMatchObject({
      amount_paid: 1200,
      billing_reason: 'subscription_cycle',
      status: 'paid',
    });
  });

  it('renews when the clock passes the period end, and dunning ends in deletion after the last retry', async () => {
    const session = await createSession();
    await sandbox.control.payStripeCheckout(session.url!, '4242424242424242');
    const subId = (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
    const before = await stripe.subscriptions.retrieve(subId);
    hooks.received.length = 0;

    const renewal = await sandbox.control.advanceClock(31 * DAY_MS);
    expect(renewal.events.map((e) => e.type)).toEqual(['invoice.paid', 'invoice.payment_succeeded', 'customer.subscription.updated']);
    const after = await stripe.subscriptions.retrieve(subId);
    expect(after.items.data[0]!.current_period_start).toBe(before.items.data[0]!.current_period_end);

    await sandbox.control.failNextCharge('stripe', 'insufficient_funds', 4);
    const failed = await sandbox.control.setClock(new Date(after.items.data[0]!.current_period_end * 1000 + 3600_000));
    expect(failed.events.map((e) => e.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect((await stripe.subscriptions.retrieve(subId)).status).toBe('past_due');
    const retries = await sandbox.control.advanceClock(4 * DAY_MS);
    expect(retries.events.map((e) => e.type)).toEqual([
      'invoice.payment_failed',
      'invoice.payment_failed',
      'invoice.payment_failed',
      'customer.subscription.deleted',
    ]);
    expect(await stripe.subscriptions.retrieve(subId)).toMatchObject({ status: 'canceled', cancellation_details: { reason: 'payment_failed' } });
    expect(verifiedEvents().map((e) => e.type)).toContain('customer.subscription.deleted');
  });

  it('cancels at period end (and resumes), or at once with DELETE', async () => {
    const session = await createSession();
    await sandbox.control.payStripeCheckout(session.url!, '4242424242424242');
    const subId = (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
    expect(await stripe.subscriptions.update(subId, { cancel_at_period_end: true })).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    expect((await stripe.subscriptions.update(subId, { cancel_at_period_end: false })).cancel_at).toBeNull();
    await stripe.subscriptions.update(subId, { cancel_at_period_end: true });
    const end = await sandbox.control.advanceClock(32 * DAY_MS);
    expect(end.events.map((e) => e.type)).toEqual(['customer.subscription.deleted']);

    const second = await createSession();
    await sandbox.control.payStripeCheckout(second.url!, '5555555555554444');
    const secondSub = (await stripe.checkout.sessions.retrieve(second.id)).subscription as string;
    expect((await stripe.subscriptions.cancel(secondSub)).status).toBe('canceled');
  });

  it("answers Stripe's error shapes: bad key, unknown object, bad params, reused idempotency key", async () => {
    const url = new URL(sandbox.url);
    const wrong = new Stripe('sk_test_wrong_key_123456', { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
    await expect(wrong.customers.create({ email: 'a@example.com' })).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
    await expect(stripe.checkout.sessions.create({ mode: 'subscription', success_url: 'http://127.0.0.1:9/ok' })).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'line_items',
    });
    await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'same-key' });
    await expect(stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'same-key' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });
});
