import { randomUUID } from 'node:crypto';
import {
  startPaymentSandbox,
  startWebhookReceiver,
  stripeSignatureHeader,
  type RunningPaymentSandbox,
  type WebhookReceiver,
} from '@otklik/payment-sandbox/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPaymentsPort, paymentSandboxConfig, PaymentProviderError, type PaymentsPort, type StripeWebhookEvent } from './index';

/**
 * The port against the real payment sandbox (in this process, on a loopback port): the same code that talks to
 * api.yookassa.ru and api.stripe.com in production, with only the URLs and keys from config changed.
 */

let sandbox: RunningPaymentSandbox;
let hooks: WebhookReceiver;
let port: PaymentsPort;

const DAY_MS = 24 * 3600_000;

beforeAll(async () => {
  hooks = await startWebhookReceiver();
  sandbox = await startPaymentSandbox({
    PAYMENT_SANDBOX_YOOKASSA_WEBHOOK_URL: `${hooks.url}/pay/yookassa`,
    PAYMENT_SANDBOX_STRIPE_WEBHOOK_URL: `${hooks.url}/pay/stripe`,
  });
  port = createPaymentsPort(paymentSandboxConfig(sandbox.url));
});
afterAll(async () => {
  await sandbox?.close();
  await hooks?.close();
});
beforeEach(async () => {
  await sandbox.control.reset();
  hooks.received.length = 0;
});

const RETURN_URL = 'http://127.0.0.1:9/subscription/payment-return';

/** Starts a 990 ₽ card payment that saves the card, as /pay/payments/attach_card does. */
const startPlanPayment = (overrides: Partial<Parameters<PaymentsPort['startCardPayment']>[0]> = {}) =>
  port.startCardPayment({
    userId: 'u-1',
    email: 'seeker@example.com',
    planId: 'standard-1m',
    amountKopecks: 99_000,
    description: 'Otklik «Стандарт», 1 месяц',
    returnUrl: RETURN_URL,
    savePaymentMethod: true,
    idempotenceKey: randomUUID(),
    ...overrides,
  });

/** Rejects with a PaymentProviderError of this kind. */
async function expectKind(promise: Promise<unknown> | (() => unknown), kind: string) {
  const run = typeof promise === 'function' ? Promise.resolve().then(promise) : promise;
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentProviderError);
  expect((err as PaymentProviderError).kind).toBe(kind);
  return err as PaymentProviderError;
}

const stripeHooks = () => hooks.received.filter((r) => r.path === '/pay/stripe');

describe('payments port: YooKassa (Russian cards)', () => {
  it('starts a payment with a 54-FZ receipt; a success card pays it and saves the card', async () => {
    const started = await startPlanPayment();
    expect(started.status).toBe('pending');
    expect(started.confirmationUrl).toContain(`/yookassa/checkout/${started.providerPaymentId}`);

    expect(await sandbox.control.payYooKassa(started.confirmationUrl, '5555555555554444')).toMatchObject({ status: 303, location: RETURN_URL });

    const paid = await port.getPayment(started.providerPaymentId);
    expect(paid).toMatchObject({
      status: 'succeeded',
      paid: true,
      amountKopecks: 99_000,
      currency: 'RUB',
      card: { last4: '4444' },
      cancellation: null,
      metadata: { user_id: 'u-1', plan_id: 'standard-1m' },
    });
    expect(paid.savedPaymentMethodId).toEqual(expect.any(String));
    const [atProvider] = await sandbox.control.yookassaPayments();
    expect(atProvider).toMatchObject({ receipt_registration: 'succeeded', description: 'Otklik «Стандарт», 1 месяц' });
  });

  it('reports a declined card with its reason, and 3-D Secure cards after the extra step', async () => {
    const declined = await startPlanPayment();
    await sandbox.control.payYooKassa(declined.confirmationUrl, '5555555555554600');
    expect(await port.getPayment(declined.providerPaymentId)).toMatchObject({
      status: 'canceled',
      paid: false,
      savedPaymentMethodId: null,
      cancellation: { party: 'payment_network', reason: 'insufficient_funds' },
    });

    const secure = await startPlanPayment();
    await sandbox.control.payYooKassa(secure.confirmationUrl, '5555555555554477', 'confirm');
    expect((await port.getPayment(secure.providerPaymentId)).status).toBe('succeeded');

    const refused = await startPlanPayment();
    await sandbox.control.payYooKassa(refused.confirmationUrl, '5555555555554477', 'fail');
    expect((await port.getPayment(refused.providerPaymentId)).cancellation).toEqual({ party: 'payment_network', reason: '3d_secure_failed' });
  });

  it('charges the saved card for a renewal, and reports a failed renewal', async () => {
    const first = await startPlanPayment();
    await sandbox.control.payYooKassa(first.confirmationUrl, '2202474301322987');
    const methodId = (await port.getPayment(first.providerPaymentId)).savedPaymentMethodId!;
    const renewal = {
      userId: 'u-1',
      email: 'seeker@example.com',
      planId: 'standard-1m',
      paymentMethodId: methodId,
      amountKopecks: 99_000,
      description: 'Продление «Стандарт»',
    };

    expect(await port.chargeSavedMethod({ ...renewal, idempotenceKey: randomUUID() })).toMatchObject({
      status: 'succeeded',
      paid: true,
      savedPaymentMethodId: methodId,
      confirmationUrl: null,
    });

    await sandbox.control.failNextCharge('yookassa', 'insufficient_funds');
    expect(await port.chargeSavedMethod({ ...renewal, idempotenceKey: randomUUID() })).toMatchObject({
      status: 'canceled',
      cancellation: { reason: 'insufficient_funds' },
    });

    await expectKind(port.chargeSavedMethod({ ...renewal, paymentMethodId: 'no-such-method', idempotenceKey: randomUUID() }), 'invalid_request');
  });

  it('trusts a notification only after re-reading the payment from the API', async () => {
    const started = await startPlanPayment();
    const forged = { type: 'notification', event: 'payment.succeeded', object: { id: started.providerPaymentId, status: 'succeeded', paid: true } };
    const read = await port.readYooKassaNotification(forged);
    expect(read.event).toBe('payment.succeeded');
    expect(read.payment).toMatchObject({ providerPaymentId: started.providerPaymentId, status: 'pending', paid: false });

    await sandbox.control.payYooKassa(started.confirmationUrl, '5555555555554444');
    const delivered = await hooks.waitFor((r) => r.path === '/pay/yookassa');
    const real = await port.readYooKassaNotification(JSON.parse(delivered.body));
    expect(real.payment).toMatchObject({ status: 'succeeded', paid: true });

    await expectKind(() => port.parseYooKassaNotification({ event: 'payment.succeeded' }), 'invalid_notification');
    await expectKind(port.readYooKassaNotification({ ...forged, object: { id: 'deadbeef-000f-5000-8000-000000000000' } }), 'not_found');
  });

  it('replays the same payment for a repeated idempotence key and refuses the key for another amount', async () => {
    const key = randomUUID();
    const a = await startPlanPayment({ idempotenceKey: key });
    const b = await startPlanPayment({ idempotenceKey: key });
    expect(b.providerPaymentId).toBe(a.providerPaymentId);
    const conflict = await expectKind(startPlanPayment({ idempotenceKey: key, amountKopecks: 49_000 }), 'idempotence_conflict');
    expect(conflict.httpStatus).toBe(409);
    expect(await sandbox.control.yookassaPayments()).toHaveLength(1);
  });

  it('maps wrong credentials and an unreachable provider to typed errors', async () => {
    const config = paymentSandboxConfig(sandbox.url);
    const wrong = createPaymentsPort({ ...config, yookassa: { ...config.yookassa, secretKey: 'wrong' } });
    await expectKind(wrong.getPayment('x'), 'unauthorized');
    const down = createPaymentsPort({ ...paymentSandboxConfig('http://127.0.0.1:9'), timeoutMs: 2000 });
    const err = await expectKind(down.getPayment('x'), 'unavailable');
    expect(err.retryable).toBe(true);
  });
});

describe('payments port: Stripe (foreign cards)', () => {
  const checkout = (overrides: Partial<Parameters<PaymentsPort['startStripeCheckout']>[0]> = {}) =>
    port.startStripeCheckout({
      userId: 'u-2',
      email: 'buyer@example.com',
      planId: 'standard-1m',
      planName: 'Otklik Standard',
      amountCents: 1200,
      currency: 'usd',
      intervalMonths: 1,
      successUrl: 'http://127.0.0.1:9/subscription/payment-return?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://127.0.0.1:9/subscription',
      idempotenceKey: randomUUID(),
      ...overrides,
    });

  it('creates a Checkout session through the SDK and reads the subscription it produced', async () => {
    const started = await checkout();
    expect(started.url).toBe(`${sandbox.url}/stripe/checkout/${started.sessionId}`);
    expect(await port.getStripeCheckout(started.sessionId)).toMatchObject({
      status: 'open',
      paid: false,
      subscriptionId: null,
      clientReferenceId: 'u-2',
      amountTotalCents: 1200,
    });

    const outcome = await sandbox.control.payStripeCheckout(started.url, '4242424242424242');
    expect(outcome.location).toBe(`http://127.0.0.1:9/subscription/payment-return?session_id=${started.sessionId}`);
    const done = await port.getStripeCheckout(started.sessionId);
    expect(done).toMatchObject({ status: 'complete', paid: true, metadata: { user_id: 'u-2', plan_id: 'standard-1m' } });

    const sub = await port.getStripeSubscription(done.subscriptionId!);
    expect(sub).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, metadata: { plan_id: 'standard-1m' } });
    expect(sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime()).toBeGreaterThanOrEqual(28 * DAY_MS);

    expect((await port.cancelStripeSubscription(sub.subscriptionId, { atPeriodEnd: true })).cancelAtPeriodEnd).toBe(true);
    expect((await port.resumeStripeSubscription(sub.subscriptionId)).cancelAtPeriodEnd).toBe(false);
    expect((await port.cancelStripeSubscription(sub.subscriptionId, { atPeriodEnd: false })).status).toBe('canceled');
  });

  it('lowers the first payment by a promo discount', async () => {
    const started = await checkout({ discount: { percentOff: 25 } });
    expect((await port.getStripeCheckout(started.sessionId)).amountTotalCents).toBe(900);
    const fixed = await checkout({ discount: { amountOffCents: 500 } });
    expect((await port.getStripeCheckout(fixed.sessionId)).amountTotalCents).toBe(700);
  });

  it('verifies signed webhooks into typed events, renewals and dunning included', async () => {
    const started = await checkout();
    await sandbox.control.payStripeCheckout(started.url, '4242424242424242');
    const events = stripeHooks().map((r) => port.verifyStripeWebhook(r.body, String(r.headers['stripe-signature'])));
    // customer.subscription.created and invoice.payment_succeeded are not handled: they come through as 'other'.
    expect(events.map((e) => e.kind)).toEqual(['other', 'invoice_paid', 'other', 'checkout_completed']);
    const completed = events.find((e): e is Extract<StripeWebhookEvent, { kind: 'checkout_completed' }> => e.kind === 'checkout_completed')!;
    expect(completed.eventId).toMatch(/^evt_/);
    expect(completed.checkout).toMatchObject({ sessionId: started.sessionId, paid: true, clientReferenceId: 'u-2' });
    const subscriptionId = completed.checkout.subscriptionId!;

    hooks.received.length = 0;
    await sandbox.control.advanceClock(32 * DAY_MS);
    const renewal = stripeHooks().map((r) => port.verifyStripeWebhook(r.body, String(r.headers['stripe-signature'])));
    const paid = renewal.find((e): e is Extract<StripeWebhookEvent, { kind: 'invoice_paid' }> => e.kind === 'invoice_paid')!;
    expect(paid.invoice).toMatchObject({ subscriptionId, billingReason: 'subscription_cycle', amountPaidCents: 1200 });
    expect(paid.createdAt.getTime()).toBeGreaterThan(Date.now() + 30 * DAY_MS);

    hooks.received.length = 0;
    await sandbox.control.failNextCharge('stripe', 'insufficient_funds');
    const sub = await port.getStripeSubscription(subscriptionId);
    await sandbox.control.setClock(new Date(sub.currentPeriodEnd.getTime() + 3600_000));
    const dunning = stripeHooks().map((r) => port.verifyStripeWebhook(r.body, String(r.headers['stripe-signature'])));
    expect(dunning.map((e) => e.kind)).toEqual(['invoice_payment_failed', 'subscription_updated']);
    const failed = dunning[0] as Extract<StripeWebhookEvent, { kind: 'invoice_payment_failed' }>;
    expect(failed.invoice.attemptCount).toBe(1);
    expect(failed.invoice.nextPaymentAttempt).toBeInstanceOf(Date);
    expect((dunning[1] as Extract<StripeWebhookEvent, { kind: 'subscription_updated' }>).subscription.status).toBe('past_due');
  });

  it('refuses a tampered body, a wrong secret, an old timestamp and a missing signature', async () => {
    const started = await checkout();
    await sandbox.control.payStripeCheckout(started.url, '4242424242424242');
    const hook = stripeHooks().at(-1)!;
    const signature = String(hook.headers['stripe-signature']);
    expect(port.verifyStripeWebhook(Buffer.from(hook.body), signature).kind).toBe('checkout_completed');

    const tampered = hook.body.replace('"paid"', '"unpaid"');
    expect(tampered).not.toBe(hook.body);
    await expectKind(() => port.verifyStripeWebhook(tampered, signature), 'invalid_signature');

    const config = paymentSandboxConfig(sandbox.url);
    const otherSecret = createPaymentsPort({ ...config, stripe: { ...config.stripe, webhookSecret: 'whsec_someone_else' } });
    await expectKind(() => otherSecret.verifyStripeWebhook(hook.body, signature), 'invalid_signature');

    const secret = sandbox.config.stripe.webhookSecret;
    const now = Math.floor(Date.now() / 1000);
    await expectKind(() => port.verifyStripeWebhook(hook.body, stripeSignatureHeader(hook.body, secret, now - 3600)), 'invalid_signature');
    expect(port.verifyStripeWebhook(hook.body, stripeSignatureHeader(hook.body, secret, now)).eventId).toMatch(/^evt_/);
    const missing = await expectKind(() => port.verifyStripeWebhook(hook.body, undefined), 'invalid_signature');
    expect(missing.httpStatus).toBe(400);
  });

  it('changes plan: an upgrade charges the prorated difference now, a downgrade bills from the next renewal', async () => {
    const started = await checkout();
    await sandbox.control.payStripeCheckout(started.url, '4242424242424242');
    const subscriptionId = (await port.getStripeCheckout(started.sessionId)).subscriptionId!;
    hooks.received.length = 0;
    const change = { subscriptionId, planId: 'pro-1m', planName: 'Otklik Pro', amountCents: 2400, currency: 'usd' as const, intervalMonths: 1 };

    const upgraded = await port.changeStripePlan({ ...change, chargeDifferenceNow: true, idempotenceKey: randomUUID() });
    expect(upgraded).toMatchObject({ status: 'active', metadata: { plan_id: 'pro-1m' } });
    const paid = stripeHooks()
      .map((r) => port.verifyStripeWebhook(r.body, String(r.headers['stripe-signature'])))
      .find((e) => e.kind === 'invoice_paid');
    expect(paid?.kind === 'invoice_paid' && paid.invoice).toMatchObject({ billingReason: 'subscription_update', subscriptionId });
    // The whole period remains, so the difference is (2400 − 1200) ¢ give or take a second's proration.
    expect(paid?.kind === 'invoice_paid' && paid.invoice.amountPaidCents).toBeGreaterThanOrEqual(1199);

    await sandbox.control.failNextCharge('stripe', 'insufficient_funds');
    await expectKind(
      port.changeStripePlan({ ...change, amountCents: 4800, planId: 'max-1m', chargeDifferenceNow: true, idempotenceKey: randomUUID() }),
      'declined',
    );
    expect((await port.getStripeSubscription(subscriptionId)).metadata.plan_id).toBe('pro-1m');

    hooks.received.length = 0;
    await port.changeStripePlan({ ...change, amountCents: 600, planId: 'lite-1m', chargeDifferenceNow: false, idempotenceKey: randomUUID() });
    const kinds = stripeHooks().map((r) => port.verifyStripeWebhook(r.body, String(r.headers['stripe-signature'])).kind);
    expect(kinds).toEqual(['subscription_updated']);
    await sandbox.control.advanceClock(32 * 24 * 3600_000);
    const renewal = stripeHooks()
      .map((r) => port.verifyStripeWebhook(r.body, String(r.headers['stripe-signature'])))
      .find((e) => e.kind === 'invoice_paid');
    expect(renewal?.kind === 'invoice_paid' && renewal.invoice.amountPaidCents).toBe(600);
  });

  it('gives the same session for a repeated idempotence key', async () => {
    const key = randomUUID();
    const a = await checkout({ idempotenceKey: key });
    const b = await checkout({ idempotenceKey: key });
    expect(b.sessionId).toBe(a.sessionId);
    await expectKind(checkout({ idempotenceKey: key, amountCents: 999 }), 'idempotence_conflict');
    await expectKind(port.getStripeSubscription('sub_missing'), 'not_found');
  });
});
