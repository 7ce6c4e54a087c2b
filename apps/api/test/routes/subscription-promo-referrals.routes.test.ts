import { attachCardAnswerSchema, myReferralsSchema, notificationListSchema, promoValidationSchema, referralInfoSchema } from '@otklik/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes } from '../../src/db/schema/subscription';
import {
  advancePaymentClocks,
  seekerCall,
  currentOf,
  newPayingSeeker,
  payByCard,
  type PaymentsWorld,
  runRenewalSweep,
  startPaymentsWorld,
} from '@otklik/api/testing';

const DAY_MS = 86_400_000;

let w: PaymentsWorld;
beforeAll(async () => {
  w = await startPaymentsWorld();
  const now = w.t.clock.now();
  await w.t.app.database.db.insert(promoCodes).values([
    { code: 'WELCOME20', percent: 20 },
    { code: 'MINUS300', amountRub: 30000, amountUsd: 300, planIds: ['start'] },
    { code: 'OLD', percent: 50, expiresAt: new Date(now.getTime() - 1000) },
    { code: 'ONCE', percent: 10, maxUses: 1 },
    { code: 'LATER', percent: 15, expiresAt: new Date(now.getTime() + 30 * DAY_MS) },
  ]);
});
afterAll(async () => {
  await w?.close();
});

describe('GET /api/subscription/promocode/validate', () => {
  it('answers the discount of a usable code, case-insensitively (DEMO20 exists while the sandbox stands in)', async () => {
    const seeker = await newPayingSeeker(w.t);
    const percent = await seekerCall(w.t, seeker, 'GET', '/api/subscription/promocode/validate?code=welcome20');
    expect(percent.statusCode, percent.body).toBe(200);
    expect(promoValidationSchema.parse(percent.json())).toEqual({
      code: 'WELCOME20',
      kind: 'percent',
      percent: 20,
      amount_rub: null,
      amount_usd: null,
      plan_ids: [],
      expires_at: null,
    });
    const fixed = (await seekerCall(w.t, seeker, 'GET', '/api/subscription/promocode/validate?code=MINUS300')).json();
    expect(fixed).toEqual({ code: 'MINUS300', kind: 'fixed', percent: null, amount_rub: 30000, amount_usd: 300, plan_ids: ['start'], expires_at: null });
    const demo = (await seekerCall(w.t, seeker, 'GET', '/api/subscription/promocode/validate?code=DEMO20')).json();
    expect(demo).toMatchObject({ code: 'DEMO20', percent: 20 });
    const later = (await seekerCall(w.t, seeker, 'GET', '/api/subscription/promocode/validate?code=LATER')).json();
    expect(later.expires_at).toBe(new Date(w.t.clock.now().getTime() + 30 * DAY_MS).toISOString());
  });

  it('gives distinct errors: unknown, expired, used up, already used by you; and not for this plan at checkout', async () => {
    const anna = await newPayingSeeker(w.t);
    const boris = await newPayingSeeker(w.t);
    const validate = async (seeker: typeof anna, code: string) => {
      const response = await seekerCall(w.t, seeker, 'GET', `/api/subscription/promocode/validate?code=${code}`);
      return [response.statusCode, response.json().code];
    };
    expect(await validate(anna, 'NOPE123')).toEqual([404, 'promo_unknown']);
    expect(await validate(anna, 'OLD')).toEqual([409, 'promo_expired']);
    expect(await validate(anna, 'x')).toEqual([400, 'validation_failed']);

    await payByCard(w, anna, 'start', undefined, 'ONCE');
    expect(await validate(anna, 'ONCE')).toEqual([409, 'promo_used_up']);
    expect(await validate(boris, 'ONCE')).toEqual([409, 'promo_used_up']);

    const carol = await newPayingSeeker(w.t);
    await payByCard(w, carol, 'start', undefined, 'WELCOME20');
    expect(await validate(carol, 'WELCOME20')).toEqual([409, 'promo_already_used']);
    expect(await validate(boris, 'WELCOME20')).toEqual([200, 'WELCOME20']);

    const wrongPlan = await seekerCall(w.t, boris, 'POST', '/pay/payments/attach_card', { plan_id: 'pro', promo_code: 'MINUS300' });
    expect(wrongPlan.statusCode).toBe(400);
    expect(wrongPlan.json()).toMatchObject({ code: 'promo_not_applicable' });
    const expired = await seekerCall(w.t, boris, 'POST', '/pay/payments/attach_card', { plan_id: 'pro', promo_code: 'OLD' });
    expect(expired.json()).toMatchObject({ code: 'promo_expired' });
  });

  it('lowers the price at checkout: percent and fixed', async () => {
    const seeker = await newPayingSeeker(w.t);
    const percent = attachCardAnswerSchema.parse(
      (await seekerCall(w.t, seeker, 'POST', '/pay/payments/attach_card', { plan_id: 'pro', promo_code: 'WELCOME20' })).json(),
    );
    expect(percent.amount_rub).toBe(159200);
    const fixed = attachCardAnswerSchema.parse(
      (await seekerCall(w.t, seeker, 'POST', '/pay/payments/attach_card', { plan_id: 'start', promo_code: 'minus300' })).json(),
    );
    expect(fixed.amount_rub).toBe(69000);
    const [provider] = (await w.pay.control.yookassaPayments()).filter((p) => p.id && (p as { amount?: { value: string } }).amount?.value === '690.00');
    expect(provider).toBeDefined();
    const history = (await seekerCall(w.t, seeker, 'GET', '/api/payments')).json() as { items: { promo_code: string | null; amount: number }[] };
    expect(history.items.map((item) => [item.amount, item.promo_code]).sort()).toEqual(
      [
        [159200, 'WELCOME20'],
        [69000, 'MINUS300'],
      ].sort(),
    );
  });
});

describe('referrals (GET /api/referrals/{code}, /me; register with ref)', () => {
  it("credits +7 days to both only after the referee's first successful payment, and only once", async () => {
    const referrer = await newPayingSeeker(w.t, { name: 'Анна' });
    const mine = myReferralsSchema.parse((await seekerCall(w.t, referrer, 'GET', '/api/referrals/me')).json());
    expect(mine).toMatchObject({ link: `/register?ref=${mine.code}`, joined: 0, paid: 0, bonus_days_earned: 0, bonus_days_referrer: 7, bonus_days_referee: 7 });
    const info = referralInfoSchema.parse((await w.t.app.inject({ method: 'GET', url: `/api/referrals/${mine.code.toLowerCase()}` })).json());
    expect(info).toEqual({ code: mine.code, referrer_name: 'Анна', bonus_days: 7, valid: true });
    expect((await w.t.app.inject({ method: 'GET', url: '/api/referrals/NOSUCHCODE' })).json()).toEqual({
      code: 'NOSUCHCODE',
      referrer_name: null,
      bonus_days: 7,
      valid: false,
    });

    const referee = await newPayingSeeker(w.t, { ref: mine.code });
    const trialEnd = (await currentOf(w.t, referrer)).trial_end!;
    expect(myReferralsSchema.parse((await seekerCall(w.t, referrer, 'GET', '/api/referrals/me')).json())).toMatchObject({ joined: 1, paid: 0 });

    const declined = await payByCard(w, referee, 'start', '5555555555554600');
    expect(declined.status).toBe('failed');
    expect((await currentOf(w.t, referrer)).trial_end).toBe(trialEnd);

    await payByCard(w, referee, 'start');
    const refereeNow = await currentOf(w.t, referee);
    const monthLater = new Date(w.t.clock.now());
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(Math.abs(new Date(refereeNow.subscription_expiry!).getTime() - (monthLater.getTime() + 7 * DAY_MS))).toBeLessThan(5_000);
    expect((await currentOf(w.t, referrer)).trial_end).toBe(new Date(new Date(trialEnd).getTime() + 7 * DAY_MS).toISOString());
    expect(myReferralsSchema.parse((await seekerCall(w.t, referrer, 'GET', '/api/referrals/me')).json())).toMatchObject({
      joined: 1,
      paid: 1,
      bonus_days_earned: 7,
    });
    for (const who of [referrer, referee]) {
      await who.relogin();
      const bell = notificationListSchema.parse(
        (await w.t.app.inject({ method: 'POST', url: '/notifications/get_notifications', headers: who.jar.headers() })).json(),
      );
      expect(bell.map((n) => n.title)).toContain('Бонус: +7 дней');
    }

    await advancePaymentClocks(w, new Date(refereeNow.next_renewal!).getTime() - w.t.clock.now().getTime() + 60_000);
    await runRenewalSweep(w.t);
    expect((await currentOf(w.t, referrer)).trial_end).toBe(new Date(new Date(trialEnd).getTime() + 7 * DAY_MS).toISOString());
    expect(myReferralsSchema.parse((await seekerCall(w.t, referrer, 'GET', '/api/referrals/me')).json())).toMatchObject({ paid: 1, bonus_days_earned: 7 });
  });

  it('three invited seekers paying at once give the referrer all three bonuses (+21 days), none lost to another', async () => {
    const referrer = await newPayingSeeker(w.t, { name: 'Борис' });
    const { code } = myReferralsSchema.parse((await seekerCall(w.t, referrer, 'GET', '/api/referrals/me')).json());
    const trialEnd = (await currentOf(w.t, referrer)).trial_end!;
    const referees = await Promise.all([1, 2, 3].map(() => newPayingSeeker(w.t, { ref: code })));
    const paid = await Promise.all(referees.map((referee) => payByCard(w, referee, 'start')));
    expect(paid.map((p) => p.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect((await currentOf(w.t, referrer)).trial_end).toBe(new Date(new Date(trialEnd).getTime() + 21 * DAY_MS).toISOString());
    expect(myReferralsSchema.parse((await seekerCall(w.t, referrer, 'GET', '/api/referrals/me')).json())).toMatchObject({
      joined: 3,
      paid: 3,
      bonus_days_earned: 21,
    });
  });

  it("ignores an unknown code and one's own; /me shows only one's own referrals", async () => {
    const stranger = await newPayingSeeker(w.t, { ref: 'UNKNOWN1' });
    expect((await currentOf(w.t, stranger)).plan_id).toBe('trial');
    const a = myReferralsSchema.parse((await seekerCall(w.t, stranger, 'GET', '/api/referrals/me')).json());
    const b = myReferralsSchema.parse((await seekerCall(w.t, await newPayingSeeker(w.t), 'GET', '/api/referrals/me')).json());
    expect(a.code).not.toBe(b.code);
    expect(a.joined).toBe(0);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/referrals/me' })).statusCode).toBe(401);
  });
});
