import { attachCardAnswerSchema, notificationListSchema, paymentHistorySchema, type PaymentStatusAnswer } from '@otklik/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  currentOf,
  mailsTo,
  newPayingSeeker,
  OK_CARD,
  payByCard,
  type PayingSeeker,
  type PaymentsWorld,
  pollUntil,
  seekerCall,
  startPaymentsWorld,
  STRIPE_OK_CARD,
  type TestApp,
} from '@otklik/api/testing';
import { payments, promoCodes } from '../../src/db/schema/subscription';
import { expireCheckoutJob } from '../../src/modules/payments/payments.jobs';

/** Stripe and YooKassa test cards that stop at 3-D Secure. */
const STRIPE_3DS_CARD = '4000002500003155';
const YOOKASSA_3DS_CARD = '5555555555554477';

/** Our payment id in a provider object's metadata (sandbox control answers). */
const paymentIdOf = (o: { [k: string]: unknown }) => (o.metadata as Record<string, string> | undefined)?.payment_id;

let w: PaymentsWorld;
beforeAll(async () => {
  w = await startPaymentsWorld();
});
afterAll(async () => {
  await w?.close();
});

const openStripe = async (seeker: PayingSeeker, planId: string, promo?: string) =>
  seekerCall(w.t, seeker, 'POST', '/pay/payments/stripe/attach_card_checkout', { plan_id: planId, ...(promo ? { promo_code: promo } : {}) });
const openYooKassa = async (seeker: PayingSeeker, planId: string, promo?: string) =>
  seekerCall(w.t, seeker, 'POST', '/pay/payments/attach_card', { plan_id: planId, ...(promo ? { promo_code: promo } : {}) });
const openCheckouts = (userId: string) =>
  w.t.app.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pending'), eq(payments.purpose, 'purchase')));
const statusOf = async (seeker: PayingSeeker, paymentId: string) =>
  (await seekerCall(w.t, seeker, 'GET', `/pay/payments/${paymentId}/status`)).json<PaymentStatusAnswer>();

describe('one checkout at a time', () => {
  it('a double click on «Оплатить» answers the same checkout', async () => {
    const seeker = await newPayingSeeker(w.t);
    await seeker.relogin();
    const headers = seeker.jar.headers();
    const click = () => w.t.app.inject({ method: 'POST', url: '/pay/payments/attach_card', headers, payload: { plan_id: 'start' } });
    const [a, b] = await Promise.all([click(), click()]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const first = attachCardAnswerSchema.parse(a.json());
    expect(attachCardAnswerSchema.parse(b.json())).toEqual(first);
    expect(await openCheckouts(seeker.userId)).toHaveLength(1);
    expect((await w.pay.control.yookassaPayments()).filter((p) => paymentIdOf(p) === first.payment_id)).toHaveLength(1);
  });

  it('two checkouts opened in parallel for different plans and providers leave one open; the other ends «Отменён»', async () => {
    const seeker = await newPayingSeeker(w.t);
    await seeker.relogin();
    const headers = seeker.jar.headers();
    const [yk, st] = await Promise.all([
      w.t.app.inject({ method: 'POST', url: '/pay/payments/attach_card', headers, payload: { plan_id: 'start' } }),
      w.t.app.inject({ method: 'POST', url: '/pay/payments/stripe/attach_card_checkout', headers, payload: { plan_id: 'pro' } }),
    ]);
    expect(yk.statusCode, yk.body).toBe(200);
    expect(st.statusCode, st.body).toBe(200);
    const open = await openCheckouts(seeker.userId);
    expect(open).toHaveLength(1);
    const history = paymentHistorySchema.parse((await seekerCall(w.t, seeker, 'GET', '/api/payments')).json());
    expect(history.items.map((p) => p.status).sort()).toEqual(['canceled', 'pending']);
  });

  it('two checkouts both paid (the first was in 3-D Secure when the second opened): one plan, one refund, and the seeker is told', async () => {
    const seeker = await newPayingSeeker(w.t);
    const a = await openStripe(seeker, 'start');
    expect(a.statusCode, a.body).toBe(200);
    const first = a.json<{ url: string; payment_id: string }>();
    const threeDs = await w.pay.control.enterCardAwaiting3ds(first.url, STRIPE_3DS_CARD, seeker.account.email);
    expect(threeDs.html).toContain('3-D Secure');

    const b = await openStripe(seeker, 'pro');
    expect(b.statusCode, b.body).toBe(200);
    const second = b.json<{ url: string; payment_id: string }>();
    expect((await w.pay.control.payStripeCheckout(second.url, STRIPE_OK_CARD, seeker.account.email)).status).toBe(303);
    await pollUntil(async () => ((await statusOf(seeker, second.payment_id)).status === 'succeeded' ? true : undefined));
    expect(await currentOf(w.t, seeker)).toMatchObject({ plan_id: 'pro', payment_status: 'active' });

    // The first payment completes at Stripe after all: it must neither replace the paid plan nor be lost.
    expect((await w.pay.control.confirm3ds(first.url)).status).toBe(303);
    const refunded = await pollUntil(async () => {
      const history = paymentHistorySchema.parse((await seekerCall(w.t, seeker, 'GET', '/api/payments')).json());
      return history.items.some((p) => p.purpose === 'refund') ? history : undefined;
    });
    expect(await currentOf(w.t, seeker)).toMatchObject({ plan_id: 'pro', payment_status: 'active' });
    expect(refunded.items.filter((p) => p.purpose === 'refund')).toEqual([
      expect.objectContaining({ status: 'succeeded', amount: 1200, currency: 'USD', provider: 'stripe' }),
    ]);
    expect(refunded.items.find((p) => p.id === first.payment_id)).toMatchObject({ status: 'refunded' });
    expect(refunded.items.find((p) => p.id === second.payment_id)).toMatchObject({ status: 'succeeded', plan_id: 'pro' });
    const stripeSubs = (await w.pay.control.stripeSubscriptions()).filter((s) => paymentIdOf(s) === first.payment_id);
    expect(stripeSubs.map((s) => s.status)).toEqual(['canceled']);

    await seeker.relogin();
    const bell = notificationListSchema.parse(
      (await w.t.app.inject({ method: 'POST', url: '/notifications/get_notifications', headers: seeker.jar.headers() })).json(),
    );
    expect(bell.map((n) => n.title)).toContain('Второй платёж возвращён');
    await pollUntil(async () => ((await mailsTo(w.t, seeker.account.email)).some((m) => m.includes('Мы вернули эти деньги')) ? true : undefined));
  });

  it('a YooKassa payment of a checkout that was replaced is released, not captured: nothing is charged', async () => {
    const seeker = await newPayingSeeker(w.t);
    const a = await openYooKassa(seeker, 'start');
    expect(a.statusCode, a.body).toBe(200);
    const first = attachCardAnswerSchema.parse(a.json());
    expect((await w.pay.control.enterCardAwaiting3ds(first.confirmation_url, YOOKASSA_3DS_CARD)).html).toContain('3-D Secure');
    const paid = await payByCard(w, seeker, 'pro');
    expect(paid.status).toBe('succeeded');
    await w.pay.control.confirm3ds(first.confirmation_url);
    const atProvider = await pollUntil(async () => {
      const p = (await w.pay.control.yookassaPayments()).find((x) => paymentIdOf(x) === first.payment_id);
      return p && p.status !== 'pending' && p.status !== 'waiting_for_capture' ? p : undefined;
    });
    expect(atProvider).toMatchObject({ status: 'canceled', paid: false });
    expect(await currentOf(w.t, seeker)).toMatchObject({ plan_id: 'pro' });
    expect((await statusOf(seeker, first.payment_id)).status).toBe('canceled');
  });

  it('an abandoned checkout ends «Отменён» when its time runs out, and a left one says the seeker cancelled', async () => {
    const seeker = await newPayingSeeker(w.t);
    const opened = attachCardAnswerSchema.parse((await openYooKassa(seeker, 'start')).json());
    await w.t.app.queue.send(expireCheckoutJob, { paymentId: opened.payment_id });
    const ended = await pollUntil(async () => {
      const s = await statusOf(seeker, opened.payment_id);
      return s.status === 'pending' ? undefined : s;
    });
    expect(ended, JSON.stringify(ended)).toMatchObject({ status: 'canceled', failure_reason: 'expired' });

    const stripe = (await openStripe(seeker, 'start')).json<{ payment_id: string }>();
    const left = await seekerCall(w.t, seeker, 'POST', `/pay/payments/${stripe.payment_id}/cancel`);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ status: 'canceled', failure_reason: 'canceled_by_user' });
    expect(await openCheckouts(seeker.userId)).toHaveLength(0);
  });
});

describe('promo codes with limits that hold', () => {
  it('five parallel checkouts on a one-use code: one discount, the rest promo_used_up; a cancelled checkout gives the use back', async () => {
    await w.t.app.database.db.insert(promoCodes).values({ code: 'HALFONCE', percent: 50, maxUses: 1 });
    const seekers = await Promise.all(Array.from({ length: 6 }, () => newPayingSeeker(w.t)));
    for (const s of seekers) await s.relogin();
    const answers = await Promise.all(
      seekers
        .slice(0, 5)
        .map((s) =>
          w.t.app.inject({ method: 'POST', url: '/pay/payments/attach_card', headers: s.jar.headers(), payload: { plan_id: 'start', promo_code: 'halfonce' } }),
        ),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(attachCardAnswerSchema.parse(ok[0]!.json()).amount_rub).toBe(49_500);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect(r.json()).toMatchObject({ code: 'promo_used_up' });

    const winner = seekers[answers.findIndex((r) => r.statusCode === 200)]!;
    const cancelled = await seekerCall(w.t, winner, 'POST', `/pay/payments/${attachCardAnswerSchema.parse(ok[0]!.json()).payment_id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'canceled' });
    const last = seekers[5]!;
    const paid = await payByCard(w, last, 'start', OK_CARD, 'HALFONCE');
    expect(paid.status).toBe('succeeded');
    const [code] = await w.t.app.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'HALFONCE'));
    expect(code).toMatchObject({ uses: 1, reserved: 0 });
    const again = await openYooKassa(seekers[0]!, 'start', 'HALFONCE');
    expect(again.json()).toMatchObject({ code: 'promo_used_up' });
  });
});

describe('promo code guessing', () => {
  it('answers 429 with Retry-After within 20 wrong codes, on validation and on checkout alike, per seeker and per address', async () => {
    const guessTries = async (send: (i: number) => Promise<{ statusCode: number; headers: Record<string, unknown> }>) => {
      for (let i = 0; i < 20; i++) {
        const r = await send(i);
        if (r.statusCode === 429) return { tries: i + 1, retryAfter: Number(r.headers['retry-after']) };
        expect(r.statusCode).toBe(404);
      }
      return null;
    };
    const validator = await newPayingSeeker(w.t);
    await validator.relogin();
    const byValidation = await guessTries((i) =>
      w.t.app.inject({
        method: 'GET',
        url: `/api/subscription/promocode/validate?code=GUESS${i}X`,
        headers: validator.jar.headers(),
        remoteAddress: '10.9.0.1',
      }),
    );
    expect(byValidation).not.toBeNull();
    expect(byValidation!.retryAfter).toBeGreaterThanOrEqual(1);

    const buyer = await newPayingSeeker(w.t);
    await buyer.relogin();
    const byCheckout = await guessTries((i) =>
      w.t.app.inject({
        method: 'POST',
        url: '/pay/payments/attach_card',
        headers: buyer.jar.headers(),
        payload: { plan_id: 'start', promo_code: `GUESS${i}Y` },
        remoteAddress: '10.9.0.2',
      }),
    );
    expect(byCheckout).not.toBeNull();
    // The brake holds for a valid code too, and leaves checkouts without a code alone.
    expect(
      (
        await w.t.app.inject({
          method: 'POST',
          url: '/pay/payments/attach_card',
          headers: buyer.jar.headers(),
          payload: { plan_id: 'start', promo_code: 'DEMO20' },
          remoteAddress: '10.9.0.2',
        })
      ).statusCode,
    ).toBe(429);
    expect(
      (
        await w.t.app.inject({
          method: 'POST',
          url: '/pay/payments/attach_card',
          headers: buyer.jar.headers(),
          payload: { plan_id: 'start' },
          remoteAddress: '10.9.0.2',
        })
      ).statusCode,
    ).toBe(200);

    // Many seekers from one address: the address is braked as well.
    let blocked = false;
    for (let s = 0; s < 5 && !blocked; s++) {
      const one = await newPayingSeeker(w.t);
      await one.relogin();
      for (let i = 0; i < 9 && !blocked; i++) {
        const r = await w.t.app.inject({
          method: 'GET',
          url: `/api/subscription/promocode/validate?code=IP${s}X${i}`,
          headers: one.jar.headers(),
          remoteAddress: '10.9.0.3',
        });
        blocked = r.statusCode === 429;
      }
    }
    expect(blocked).toBe(true);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('one checkout at a time across two API processes on one PostgreSQL', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await buildTestApp({ env: { PAYMENT_SANDBOX_PUBLIC_URL: w.pay.url }, sameDatabaseAs: w.t });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
  });

  it('a double click that reaches both processes answers one checkout, started once at the provider', async () => {
    for (let round = 0; round < 4; round += 1) {
      const seeker = await newPayingSeeker(w.t);
      await seeker.relogin();
      const headers = seeker.jar.headers();
      const click = (t: TestApp) => t.app.inject({ method: 'POST', url: '/pay/payments/attach_card', headers, payload: { plan_id: 'start' } });
      const [a, b] = await Promise.all([click(w.t), click(second)]);
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode, b.body).toBe(200);
      const first = attachCardAnswerSchema.parse(a.json());
      expect(attachCardAnswerSchema.parse(b.json())).toEqual(first);
      expect(await openCheckouts(seeker.userId)).toHaveLength(1);
      const started = (await w.pay.control.yookassaPayments()).filter((p) => paymentIdOf(p) === first.payment_id);
      expect(started).toHaveLength(1);
    }
  });

  it('two different checkouts sent to the two processes at once leave one open and the other «Отменён», never a refusal', async () => {
    for (let round = 0; round < 3; round += 1) {
      const seeker = await newPayingSeeker(w.t);
      await seeker.relogin();
      const headers = seeker.jar.headers();
      const [yk, st] = await Promise.all([
        w.t.app.inject({ method: 'POST', url: '/pay/payments/attach_card', headers, payload: { plan_id: 'start' } }),
        second.app.inject({ method: 'POST', url: '/pay/payments/stripe/attach_card_checkout', headers, payload: { plan_id: 'pro' } }),
      ]);
      expect(yk.statusCode, yk.body).toBe(200);
      expect(st.statusCode, st.body).toBe(200);
      expect(await openCheckouts(seeker.userId)).toHaveLength(1);
      const history = paymentHistorySchema.parse((await seekerCall(w.t, seeker, 'GET', '/api/payments')).json());
      expect(history.items.map((p) => p.status).sort()).toEqual(['canceled', 'pending']);
    }
  });
});
