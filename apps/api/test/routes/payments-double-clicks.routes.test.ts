import { changePlanAnswerSchema, currentSubscriptionSchema, myReferralsSchema } from '@otklik/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advancePaymentClocks,
  buildTestApp,
  currentOf,
  mailsTo,
  newPayingSeeker,
  OK_CARD,
  payByCard,
  payByStripe,
  type PayingSeeker,
  type PaymentsWorld,
  paymentsWorkerBeside,
  pollUntil,
  seekerCall,
  pendingJobs,
  startPaymentsWorld,
  STRIPE_OK_CARD,
  type TestApp,
} from '@otklik/api/testing';
import { payments, promoCodes, promoRedemptions, referrals, subscriptions } from '../../src/db/schema/subscription';
import { createPromoGuard } from '../../src/modules/subscription/subscription.promo-guard';
import { createSubscriptionService } from '../../src/modules/subscription/subscription.service';

/**
 * The same seeker's requests arriving together (a double click, two tabs, two workers): each change of the paid
 * state happens once, money is taken once, and the row ends in a state one of the requests asked for.
 */

const DAY_MS = 86_400_000;
const STRIPE_3DS_CARD = '4000002500003155';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await startPaymentsWorld();
});
afterAll(async () => {
  await w?.close();
});

const rowsOf = (userId: string) => w.t.app.database.db.select().from(payments).where(eq(payments.userId, userId));
const subscriptionRow = async (userId: string) => (await w.t.app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;

/** Waits until every state e-mail queued so far went out (the checkouts' hour-long expiry jobs stay pending). */
async function mailsSent(): Promise<void> {
  let quiet = 0;
  await pollUntil(async () => {
    const mails = (await pendingJobs(w.t.app)).filter((j) => j.name === 'payments.send-state-mail');
    quiet = mails.length === 0 ? quiet + 1 : 0;
    return quiet >= 2 ? true : undefined;
  });
}

/** Sends one request `times` times at once with the seeker's session. */
async function atOnce(seeker: PayingSeeker, requests: { url: string; payload?: object }[]) {
  await seeker.relogin();
  const headers = seeker.jar.headers();
  return Promise.all(requests.map((r) => w.t.app.inject({ method: 'POST', url: r.url, headers, ...(r.payload ? { payload: r.payload } : {}) })));
}

/** The YooKassa payments the sandbox charged for this seeker's payments. */
async function chargedAtYooKassa(userId: string) {
  const ours = new Set((await rowsOf(userId)).map((p) => p.id));
  return (await w.pay.control.yookassaPayments()).filter(
    (p) => p.status === 'succeeded' && ours.has(String((p.metadata as Record<string, string> | undefined)?.payment_id)),
  );
}

describe('plan change sent twice at once (POST /pay/payments/change_plan)', () => {
  it('the same upgrade twice at once charges the difference once and answers the same plan', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByCard(w, seeker, 'start');
    await advancePaymentClocks(w, 10 * DAY_MS);
    const answers = await atOnce(seeker, [
      { url: '/pay/payments/change_plan', payload: { plan_id: 'pro' } },
      { url: '/pay/payments/change_plan', payload: { plan_id: 'pro' } },
    ]);
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok.length, answers.map((r) => r.body).join('\n')).toBeGreaterThanOrEqual(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect(r.json().code).toMatch(/^(plan_change_in_progress|same_plan)$/u);
    const upgrades = (await rowsOf(seeker.userId)).filter((p) => p.purpose === 'upgrade');
    expect(upgrades.map((p) => [p.planId, p.status])).toEqual([['pro', 'succeeded']]);
    expect(await chargedAtYooKassa(seeker.userId)).toHaveLength(2); // the purchase and one difference
    for (const r of ok) expect(changePlanAnswerSchema.parse(r.json())).toMatchObject({ plan_id: 'pro', charged_rub: upgrades[0]!.amount });
    expect(await currentOf(w.t, seeker)).toMatchObject({ plan_id: 'pro', daily_quota: 80 });
  });

  it('two different upgrades at once: one is charged and becomes the plan, the other is refused', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByCard(w, seeker, 'start');
    await advancePaymentClocks(w, 5 * DAY_MS);
    const answers = await atOnce(seeker, [
      { url: '/pay/payments/change_plan', payload: { plan_id: 'pro' } },
      { url: '/pay/payments/change_plan', payload: { plan_id: 'max' } },
    ]);
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([200, 409]);
    const winner = changePlanAnswerSchema.parse(answers.find((r) => r.statusCode === 200)!.json());
    expect(answers.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'plan_change_in_progress' });
    const upgrades = (await rowsOf(seeker.userId)).filter((p) => p.purpose === 'upgrade');
    expect(upgrades.map((p) => [p.planId, p.status])).toEqual([[winner.plan_id, 'succeeded']]);
    expect(await chargedAtYooKassa(seeker.userId)).toHaveLength(2);
    expect((await currentOf(w.t, seeker)).plan_id).toBe(winner.plan_id);
  });

  it('Stripe: the same upgrade twice at once makes one proration payment', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByStripe(w, seeker, 'start', STRIPE_OK_CARD);
    await advancePaymentClocks(w, 3 * DAY_MS);
    const answers = await atOnce(seeker, [
      { url: '/pay/payments/change_plan', payload: { plan_id: 'pro' } },
      { url: '/pay/payments/change_plan', payload: { plan_id: 'pro' } },
    ]);
    expect(answers.filter((r) => r.statusCode === 200).length, answers.map((r) => r.body).join('\n')).toBeGreaterThanOrEqual(1);
    const upgrades = (await rowsOf(seeker.userId)).filter((p) => p.purpose === 'upgrade');
    expect(upgrades.map((p) => [p.planId, p.status])).toEqual([['pro', 'succeeded']]);
    expect(await currentOf(w.t, seeker)).toMatchObject({ plan_id: 'pro', provider: 'stripe' });
  });
});

describe('cancel and resume sent several times at once', () => {
  it('cancel ×5 cancels once with one e-mail; resume ×5 brings back the same renewal date', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByCard(w, seeker, 'start');
    const before = await currentOf(w.t, seeker);
    const cancels = await atOnce(
      seeker,
      Array.from({ length: 5 }, () => ({ url: '/pay/payments/cancel_subscribe' })),
    );
    expect(cancels.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const r of cancels) expect(currentSubscriptionSchema.parse(r.json())).toMatchObject({ is_cancelled: true, next_renewal: null });
    expect(await currentOf(w.t, seeker)).toEqual({ ...before, is_cancelled: true, next_renewal: null });
    await mailsSent();
    expect((await mailsTo(w.t, seeker.account.email)).filter((m) => m.includes('Вы отменили подписку'))).toHaveLength(1);

    const resumes = await atOnce(
      seeker,
      Array.from({ length: 5 }, () => ({ url: '/pay/payments/resume_subscribe' })),
    );
    expect(resumes.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await currentOf(w.t, seeker)).toEqual(before);
  });

  it('cancel and resume interleaved: the end state is whole (cancelled without renewal, or renewing on the same date)', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByCard(w, seeker, 'start');
    const before = await currentOf(w.t, seeker);
    const answers = await atOnce(
      seeker,
      Array.from({ length: 8 }, (_, i) => ({ url: i % 2 === 0 ? '/pay/payments/cancel_subscribe' : '/pay/payments/resume_subscribe' })),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const after = await currentOf(w.t, seeker);
    expect(after).toEqual(after.is_cancelled ? { ...before, is_cancelled: true, next_renewal: null } : before);
    const row = await subscriptionRow(seeker.userId);
    expect(row.isCancelled).toBe(row.nextRenewalAttemptAt === null);
  });

  it('Stripe: cancel and resume interleaved leave Stripe and us agreeing', async () => {
    const seeker = await newPayingSeeker(w.t);
    await payByStripe(w, seeker, 'start', STRIPE_OK_CARD);
    const answers = await atOnce(
      seeker,
      Array.from({ length: 6 }, (_, i) => ({ url: i % 2 === 0 ? '/pay/payments/cancel_subscribe' : '/pay/payments/resume_subscribe' })),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const row = await subscriptionRow(seeker.userId);
    const atStripe = (await w.pay.control.stripeSubscriptions()).find((s) => s.id === row.stripeSubscriptionId)!;
    expect(atStripe.cancel_at_period_end).toBe(row.isCancelled);
    expect((await currentOf(w.t, seeker)).is_cancelled).toBe(row.isCancelled);
  });
});

describe('two renewal sweeps at once (two workers)', () => {
  it('charge a due renewal once and lapse an ended plan once, with one e-mail each', async () => {
    const renewing = await newPayingSeeker(w.t);
    await payByCard(w, renewing, 'start');
    const ending = await newPayingSeeker(w.t);
    await payByCard(w, ending, 'start');
    expect((await seekerCall(w.t, ending, 'POST', '/pay/payments/cancel_subscribe')).statusCode).toBe(200);
    const first = await currentOf(w.t, renewing);
    const [a, b] = [paymentsWorkerBeside(w), paymentsWorkerBeside(w)];

    await advancePaymentClocks(w, new Date(first.next_renewal!).getTime() - w.t.clock.now().getTime() + 60_000);
    await Promise.all([a.runRenewals(), b.runRenewals()]);
    const renewals = (await rowsOf(renewing.userId)).filter((p) => p.purpose === 'renewal');
    expect(renewals.map((p) => p.status)).toEqual(['succeeded']);
    expect(await chargedAtYooKassa(renewing.userId)).toHaveLength(2);
    const expected = new Date(first.subscription_expiry!);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(await currentOf(w.t, renewing)).toMatchObject({ plan_id: 'start', subscription_expiry: expected.toISOString() });

    const endsAt = new Date((await currentOf(w.t, ending)).subscription_expiry!);
    await advancePaymentClocks(w, endsAt.getTime() - w.t.clock.now().getTime() + 60_000);
    await Promise.all([a.runRenewals(), b.runRenewals(), a.runRenewals()]);
    expect(await currentOf(w.t, ending)).toMatchObject({ plan_id: null, payment_status: 'lapsed' });
    await mailsSent();
    expect((await mailsTo(w.t, ending.account.email)).filter((m) => m.includes('больше не действует'))).toHaveLength(1);
    expect((await mailsTo(w.t, renewing.account.email)).filter((m) => m.includes('Мы получили оплату'))).toHaveLength(2);
  });
});

describe('the referral credit and both bonuses are one change', () => {
  const rules = () => {
    const limiter = () => new RateLimiterMemory({ points: 10, duration: 900 });
    return createSubscriptionService({
      db: w.t.app.database.db,
      clock: w.t.clock,
      trialQuota: 20,
      promoGuard: createPromoGuard({ perSeeker: limiter(), perIp: limiter() }),
    });
  };
  const invited = async () => {
    const referrer = await newPayingSeeker(w.t);
    const { code } = myReferralsSchema.parse((await seekerCall(w.t, referrer, 'GET', '/api/referrals/me')).json());
    const referee = await newPayingSeeker(w.t, { ref: code });
    return { referrer, referee, trialEnds: [(await currentOf(w.t, referrer)).trial_end!, (await currentOf(w.t, referee)).trial_end!] };
  };
  const plusDays = (iso: string, days: number) => new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();

  it('a referral credited twice at once gives +7 days to each, once', async () => {
    const { referrer, referee, trialEnds } = await invited();
    const [one, two] = [rules(), rules()];
    const credited = await Promise.all([one.creditReferral(referee.userId), two.creditReferral(referee.userId), one.creditReferral(referee.userId)]);
    expect(credited.filter((c) => c !== null)).toEqual([referrer.userId]);
    expect((await currentOf(w.t, referrer)).trial_end).toBe(plusDays(trialEnds[0]!, 7));
    expect((await currentOf(w.t, referee)).trial_end).toBe(plusDays(trialEnds[1]!, 7));
    expect(myReferralsSchema.parse((await seekerCall(w.t, referrer, 'GET', '/api/referrals/me')).json())).toMatchObject({ paid: 1, bonus_days_earned: 7 });
  });

  it('a failure while the referrer gets the bonus leaves the referral uncredited and the referee without the bonus', async () => {
    const { referrer, referee, trialEnds } = await invited();
    const db = w.t.app.database.db;
    // The database refuses any change of the referrer's subscription row, as a crash mid-way would.
    await db.execute(
      sql.raw(`create or replace function test_refuse_referrer() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger test_refuse_referrer before update on subscriptions for each row
        when (old.user_id = '${referrer.userId}') execute function test_refuse_referrer()`),
    );
    try {
      await expect(rules().creditReferral(referee.userId)).rejects.toThrow();
    } finally {
      await db.execute(sql.raw('drop trigger test_refuse_referrer on subscriptions'));
    }
    const [referral] = await db.select().from(referrals).where(eq(referrals.refereeId, referee.userId));
    expect(referral?.creditedAt).toBeNull();
    expect((await currentOf(w.t, referee)).trial_end).toBe(trialEnds[1]);
    expect((await currentOf(w.t, referrer)).trial_end).toBe(trialEnds[0]);

    expect(await rules().creditReferral(referee.userId)).toBe(referrer.userId);
    expect((await currentOf(w.t, referrer)).trial_end).toBe(plusDays(trialEnds[0]!, 7));
    expect((await currentOf(w.t, referee)).trial_end).toBe(plusDays(trialEnds[1]!, 7));
  });
});

describe('a limited promo code used from two tabs', () => {
  const promoRow = async (code: string) => (await w.t.app.database.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!;

  it('two tabs opening the same checkout with the code at once hold one use', async () => {
    await w.t.app.database.db.insert(promoCodes).values({ code: 'TABSONCE', percent: 10, maxUses: 1 });
    const seeker = await newPayingSeeker(w.t);
    const answers = await atOnce(seeker, [
      { url: '/pay/payments/attach_card', payload: { plan_id: 'start', promo_code: 'TABSONCE' } },
      { url: '/pay/payments/attach_card', payload: { plan_id: 'start', promo_code: 'tabsonce' } },
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    expect(await promoRow('TABSONCE')).toMatchObject({ uses: 0, reserved: 1 });
    const other = await newPayingSeeker(w.t);
    expect((await seekerCall(w.t, other, 'POST', '/pay/payments/attach_card', { plan_id: 'start', promo_code: 'TABSONCE' })).json()).toMatchObject({
      code: 'promo_used_up',
    });
  });

  it('a checkout of the first tab paid late (after the second tab paid) is refunded and does not give back the use it never took', async () => {
    await w.t.app.database.db.insert(promoCodes).values({ code: 'TABSTWICE', percent: 10, maxUses: 2 });
    const seeker = await newPayingSeeker(w.t);
    const first = await seekerCall(w.t, seeker, 'POST', '/pay/payments/stripe/attach_card_checkout', { plan_id: 'start', promo_code: 'TABSTWICE' });
    expect(first.statusCode, first.body).toBe(200);
    const firstCheckout = first.json<{ url: string; payment_id: string }>();
    expect((await w.pay.control.enterCardAwaiting3ds(firstCheckout.url, STRIPE_3DS_CARD, seeker.account.email)).html).toContain('3-D Secure');
    const second = await payByStripe(w, seeker, 'pro', STRIPE_OK_CARD, 'TABSTWICE');
    expect(second.status).toBe('succeeded');
    expect((await w.pay.control.confirm3ds(firstCheckout.url)).status).toBe(303);
    await pollUntil(async () => ((await rowsOf(seeker.userId)).some((p) => p.purpose === 'refund') ? true : undefined));
    await mailsSent();
    expect(await promoRow('TABSTWICE')).toMatchObject({ uses: 1, reserved: 0 });
    const redeemed = await w.t.app.database.db
      .select()
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.userId, seeker.userId), eq(promoRedemptions.paymentId, second.payment_id)));
    expect(redeemed).toHaveLength(1);

    // Two uses in all: one more seeker gets the discount, the next does not.
    const [b, c] = [await newPayingSeeker(w.t), await newPayingSeeker(w.t)];
    expect((await payByCard(w, b, 'start', OK_CARD, 'TABSTWICE')).status).toBe('succeeded');
    expect((await seekerCall(w.t, c, 'POST', '/pay/payments/attach_card', { plan_id: 'start', promo_code: 'TABSTWICE' })).json()).toMatchObject({
      code: 'promo_used_up',
    });
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a plan change sent to two API processes at once (one PostgreSQL)', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await buildTestApp({ env: { PAYMENT_SANDBOX_PUBLIC_URL: w.pay.url }, sameDatabaseAs: w.t });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
  });

  it('two different upgrades, one per process: one charge, and the plan is the one charged for', async () => {
    // One time on both processes, as on two machines of one deployment (the first one's clock was moved by earlier tests).
    second.clock.advance(w.t.clock.now().getTime() - second.clock.now().getTime());
    for (let round = 0; round < 3; round += 1) {
      const seeker = await newPayingSeeker(w.t);
      await payByCard(w, seeker, 'start');
      await seeker.relogin();
      const headers = seeker.jar.headers();
      const answers = await Promise.all([
        w.t.app.inject({ method: 'POST', url: '/pay/payments/change_plan', headers, payload: { plan_id: 'pro' } }),
        second.app.inject({ method: 'POST', url: '/pay/payments/change_plan', headers, payload: { plan_id: 'max' } }),
      ]);
      const ok = answers.filter((r) => r.statusCode === 200);
      expect(ok, answers.map((r) => r.body).join('\n')).toHaveLength(1);
      const winner = changePlanAnswerSchema.parse(ok[0]!.json());
      const upgrades = (await rowsOf(seeker.userId)).filter((p) => p.purpose === 'upgrade');
      expect(upgrades.map((p) => [p.planId, p.status])).toEqual([[winner.plan_id, 'succeeded']]);
      expect(await chargedAtYooKassa(seeker.userId)).toHaveLength(2);
      expect((await currentOf(w.t, seeker)).plan_id).toBe(winner.plan_id);
    }
  });
});
