import { currentSubscriptionSchema } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createPromoGuard } from '../../src/modules/subscription/subscription.promo-guard';
import { createSubscriptionService, TRIAL_DAYS } from '../../src/modules/subscription/subscription.service';
import { type CookieJar, createUser, loginAs, type TestApp } from '@otklik/api/testing';
import { appTest } from '@otklik/api/testing/vitest';

let t: TestApp;
appTest().beforeAll(({ app }) => {
  t = app;
});

const current = (jar: CookieJar) => t.app.inject({ method: 'GET', url: '/api/subscription/current', headers: jar.headers() });

describe('GET /api/subscription/current (the seeker’s current subscription)', () => {
  it(`starts a ${TRIAL_DAYS}-day trial on the first read, the same one afterwards, and no plan once it ended`, async () => {
    expect(TRIAL_DAYS).toBe(3);
    const account = await createUser(t.app);
    const { jar } = await loginAs(t.app, account);
    const startedAt = t.clock.now();
    const first = await current(jar);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = currentSubscriptionSchema.parse(first.json());
    expect(body).toEqual({
      is_cancelled: false,
      plan_id: 'trial',
      trial_end: new Date(startedAt.getTime() + 3 * 86_400_000).toISOString(),
      subscription_expiry: null,
      daily_quota: 20,
      next_renewal: null,
      pending_plan_id: null,
      provider: null,
      payment_status: 'trial',
    });

    t.clock.advance(2 * 86_400_000);
    expect((await current((await loginAs(t.app, account)).jar)).json()).toEqual(body);

    t.clock.advance(3 * 86_400_000);
    const later = await current((await loginAs(t.app, account)).jar);
    expect(later.json()).toEqual({ ...body, plan_id: null, daily_quota: 0, payment_status: 'none' });
  });

  it('gives every seeker their own trial', async () => {
    const anna = await loginAs(t.app, await createUser(t.app));
    const annaTrial = (await current(anna.jar)).json<{ trial_end: string }>();
    t.clock.advance(3_600_000);
    const boris = await loginAs(t.app, await createUser(t.app));
    const borisTrial = (await current(boris.jar)).json<{ trial_end: string }>();
    expect(new Date(borisTrial.trial_end).getTime() - new Date(annaTrial.trial_end).getTime()).toBe(3_600_000);
  });

  it('creates one trial when the first reads arrive together', async () => {
    const { jar } = await loginAs(t.app, await createUser(t.app));
    const answers = await Promise.all([current(jar), current(jar), current(jar)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('applies every one of ten bonuses granted at once (+70 days), on the same database the routes use', async () => {
    const account = await createUser(t.app);
    const { jar } = await loginAs(t.app, account);
    const trialEnd = currentSubscriptionSchema.parse((await current(jar)).json()).trial_end!;
    const limiter = () => new RateLimiterMemory({ points: 10, duration: 900 });
    const rules = createSubscriptionService({
      db: t.app.database.db,
      clock: t.clock,
      trialQuota: 20,
      promoGuard: createPromoGuard({ perSeeker: limiter(), perIp: limiter() }),
    });
    await Promise.all(Array.from({ length: 10 }, () => rules.extendByBonus(account.user.user_id, { days: 7 })));
    expect(currentSubscriptionSchema.parse((await current(jar)).json()).trial_end).toBe(new Date(new Date(trialEnd).getTime() + 70 * 86_400_000).toISOString());
  });

  it("answers 401 'Not authenticated' without a session", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/subscription/current' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated', code: 'unauthenticated' });
  });
});
