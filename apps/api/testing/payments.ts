/*
 * The payments side of the harness: the API and the payment sandbox wired together on loopback, seekers, and paying
 * through the sandbox's pages as a buyer would.
 */
import { attachCardAnswerSchema, type CurrentSubscription, currentSubscriptionSchema, paymentHistorySchema, type PaymentStatusAnswer } from '@otklik/contracts';
import { startPaymentSandbox, type RunningPaymentSandbox } from '@otklik/payment-sandbox/testing';
import type { AddressInfo } from 'node:net';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createPaymentsPort } from '../src/integrations/payments/index';
import { findUserById } from '../src/modules/auth/auth.repository';
import { toUser } from '../src/modules/auth/auth.service';
import { paymentsPortConfig } from '../src/modules/payments';
import { renewalsJob } from '../src/modules/payments/payments.jobs';
import { createPaymentsService, type PaymentsService } from '../src/modules/payments/payments.service';
import { createPromoGuard } from '../src/modules/subscription/subscription.promo-guard';
import { createSubscriptionService } from '../src/modules/subscription/subscription.service';
import { buildTestApp, type TestApp } from './app';
import { readOutbox } from './outbox';
import { type CookieJar, createUser, loginAs, type TestUser } from './session';

/** The API listening on a loopback port (so the payment sandbox can post webhooks to it) and the sandbox itself. */
export interface PaymentsWorld {
  t: TestApp;
  pay: RunningPaymentSandbox;
  apiUrl: string;
  close(): Promise<void>;
}

/**
 * Starts the payment sandbox and the API pointed at it (PAYMENT_SANDBOX_PUBLIC_URL), both on loopback, with the
 * sandbox's webhooks going to the API's /pay/webhooks/*, the workers running, and the sandbox clock set to the
 * app's test clock.
 */
export async function startPaymentsWorld(): Promise<PaymentsWorld> {
  const pay = await startPaymentSandbox();
  const t = await buildTestApp({ env: { PAYMENT_SANDBOX_PUBLIC_URL: pay.url }, workers: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await pay.control.setWebhookUrls({ yookassa_url: `${apiUrl}/pay/webhooks/yookassa`, stripe_url: `${apiUrl}/pay/webhooks/stripe` });
  await pay.control.setClock(t.clock.now());
  // Tests run the sweep themselves (runRenewalSweep): a cron tick in between would charge other seekers' due renewals.
  await t.app.queue.unschedule(renewalsJob);
  return {
    t,
    pay,
    apiUrl,
    close: async () => {
      await t.close();
      await pay.close();
    },
  };
}

/** Moves the app's test clock and the sandbox clock forward together (the sandbox runs its due renewals). */
export async function advancePaymentClocks(world: PaymentsWorld, ms: number): Promise<void> {
  world.t.clock.advance(ms);
  await world.pay.control.setClock(world.t.clock.now());
}

/** A seeker with a session: jar (cookies + XSRF header) and the account. */
export interface PayingSeeker {
  account: TestUser;
  jar: CookieJar;
  userId: string;
  relogin(): Promise<void>;
}

export async function newPayingSeeker(t: TestApp, fields: { name?: string; ref?: string } = {}): Promise<PayingSeeker> {
  let account: TestUser;
  if (fields.ref) {
    const email = `ref-${Math.random().toString(36).slice(2, 10)}@example.ru`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'correct horse battery', ...(fields.name ? { name: fields.name } : {}), ref: fields.ref },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    account = { email, password: 'correct horse battery', user: response.json() };
  } else {
    account = await createUser(t.app, fields.name ? { name: fields.name } : {});
  }
  const seeker: PayingSeeker = {
    account,
    jar: (await loginAs(t.app, account)).jar,
    userId: account.user.user_id,
    relogin: async () => {
      seeker.jar = (await loginAs(t.app, account)).jar;
    },
  };
  return seeker;
}

/** GET /api/subscription/current, parsed by the contract. */
export async function currentOf(t: TestApp, seeker: PayingSeeker): Promise<CurrentSubscription> {
  await seeker.relogin();
  const response = await t.app.inject({ method: 'GET', url: '/api/subscription/current', headers: seeker.jar.headers() });
  if (response.statusCode !== 200) throw new Error(response.body);
  return currentSubscriptionSchema.parse(response.json());
}

/** Calls the API as the seeker (logging in again first: the test clock may have outrun the access token). */
export async function seekerCall(t: TestApp, seeker: PayingSeeker, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  await seeker.relogin();
  return t.app.inject({ method, url, headers: seeker.jar.headers(), ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Polls `check` every 100 ms until it returns a value (not undefined). @throws after `timeoutMs`. */
export async function pollUntil<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs one renewal sweep through the queue (the job the cron starts) and waits until it finished. */
export async function runRenewalSweep(t: TestApp): Promise<void> {
  const id = await t.app.queue.send(renewalsJob, {});
  await pollUntil(async () => {
    const [job] = await t.app.queue.findJobs(renewalsJob, { id });
    if (job?.state === 'failed') throw new Error(`renewal sweep failed: ${JSON.stringify(job.output)}`);
    return job?.state === 'completed' ? true : undefined;
  });
}

/** The state e-mails sent to `email` so far: their decoded bodies. */
export async function mailsTo(t: TestApp, email: string): Promise<string[]> {
  return (await readOutbox(t.dataDir)).filter((m) => m.to.includes(email.toLowerCase())).map((m) => m.decoded);
}

/** @throws unless the provider's page sent the buyer back to our return page for this payment (303). */
function expectBackAtShop(page: { status: number; location: string | null }, paymentId: string): void {
  if (page.status !== 303 || !page.location?.includes(`/subscription/return?payment_id=${paymentId}`)) {
    throw new Error(`the provider page answered ${page.status} → ${page.location ?? 'nowhere'}, not our return page for ${paymentId}`);
  }
}

/** A card the YooKassa sandbox accepts without 3-D Secure. */
export const OK_CARD = '5555555555554444';

/** Starts a Russian-card payment of the plan, pays it on the sandbox page, and waits for the settled status. */
export async function payByCard(w: PaymentsWorld, seeker: PayingSeeker, planId: string, card = OK_CARD, promo?: string): Promise<PaymentStatusAnswer> {
  const started = await seekerCall(w.t, seeker, 'POST', '/pay/payments/attach_card', { plan_id: planId, ...(promo ? { promo_code: promo } : {}) });
  if (started.statusCode !== 200) throw new Error(`attach_card answered ${started.statusCode}: ${started.body}`);
  const { confirmation_url, payment_id } = attachCardAnswerSchema.parse(started.json());
  const page = await w.pay.control.payYooKassa(confirmation_url, card);
  expectBackAtShop(page, payment_id);
  return pollUntil(async () => {
    const status = (await seekerCall(w.t, seeker, 'GET', `/pay/payments/${payment_id}/status`)).json<PaymentStatusAnswer>();
    return status.status === 'pending' ? undefined : status;
  });
}

/** A card the Stripe sandbox accepts without 3-D Secure. */
export const STRIPE_OK_CARD = '4242424242424242';

/** Starts a Stripe Checkout of the plan, pays it on the sandbox page, and waits for the settled status. */
export async function payByStripe(w: PaymentsWorld, seeker: PayingSeeker, planId: string, card = STRIPE_OK_CARD, promo?: string): Promise<PaymentStatusAnswer> {
  const started = await seekerCall(w.t, seeker, 'POST', '/pay/payments/stripe/attach_card_checkout', {
    plan_id: planId,
    ...(promo ? { promo_code: promo } : {}),
  });
  if (started.statusCode !== 200) throw new Error(`attach_card_checkout answered ${started.statusCode}: ${started.body}`);
  const { url, payment_id } = started.json<{ url: string; payment_id: string }>();
  const page = await w.pay.control.payStripeCheckout(url, card, seeker.account.email);
  expectBackAtShop(page, payment_id);
  return pollUntil(async () => {
    const status = (await seekerCall(w.t, seeker, 'GET', `/pay/payments/${payment_id}/status`)).json<PaymentStatusAnswer>();
    return status.status === 'pending' ? undefined : status;
  });
}

/** Delivers one recorded provider event `times` times at once (the sandbox re-sends it each time). @returns our HTTP statuses. */
export async function deliverAtOnce(w: PaymentsWorld, eventId: string, times = 5): Promise<(number | null)[]> {
  const deliveries = await Promise.all(Array.from({ length: times }, () => w.pay.control.resendEvent(eventId)));
  return deliveries.map((d) => d.delivery.status);
}

/** The ids of the seeker's succeeded payments in GET /api/payments, newest first. */
export async function succeededPaymentIds(t: TestApp, seeker: PayingSeeker): Promise<string[]> {
  const history = paymentHistorySchema.parse((await seekerCall(t, seeker, 'GET', '/api/payments')).json());
  return history.items.filter((p) => p.status === 'succeeded').map((p) => p.id);
}

/**
 * Another worker's payments service on the same database, queue and payment sandbox as the world's API (as a second
 * API process would build it): two of them run the renewal sweep side by side.
 */
export function paymentsWorkerBeside(w: PaymentsWorld): PaymentsService {
  const { app, clock } = w.t;
  const db = app.database.db;
  const limiter = () => new RateLimiterMemory({ points: 10, duration: 900 });
  const subscriptions = createSubscriptionService({
    db,
    clock,
    trialQuota: app.config.dailyApplicationQuota,
    promoGuard: createPromoGuard({ perSeeker: limiter(), perIp: limiter() }),
  });
  return createPaymentsService({
    db,
    clock,
    queue: app.queue,
    port: createPaymentsPort(paymentsPortConfig(app.config.payments)),
    subscriptions,
    users: {
      async findUser(id) {
        const row = await findUserById(db, id);
        return row === null ? null : toUser(row);
      },
    },
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
}
