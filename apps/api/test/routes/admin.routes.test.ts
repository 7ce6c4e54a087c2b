import {
  adminAuditSchema,
  adminPlansSchema,
  adminPromoSchema,
  adminTrainerRequestsSchema,
  adminUserDetailSchema,
  adminUserSearchSchema,
  currentSubscriptionSchema,
  trainerAccessSchema,
} from '@otklik/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hhConnections } from '../../src/db/schema/hh';
import { payments, subscriptions } from '../../src/db/schema/subscription';
import { createAdminRoles } from '../../src/modules/admin';
import { callAs, connectedSeeker, type HhTestApp, insertPosition, insertQueued, type Seeker, signInSeeker } from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

const DAY_MS = 86_400_000;
let t: HhTestApp;
let admin: Seeker;

hhAppTest({ env: { TRAINER_URL: 'https://trainer.example.ru/start' } }).beforeAll(async ({ hhApp }) => {
  t = hhApp;
  admin = await signInSeeker(t.app, { name: 'Служба поддержки' });
  expect(await createAdminRoles({ db: t.app.database.db, clock: t.clock }).grantAdmin(admin.email)).toBe(true);
});

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => callAs(t.app, admin, method, url, payload);
const auditOf = async (userId: string) => adminAuditSchema.parse((await asAdmin('GET', `/api/admin/audit?user_id=${userId}`)).json()).items;

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe('the admin role (issue 12: granted only by the CLI, none by default)', () => {
  it('a new account is not an admin: GET /api/admin/me says so and every console route answers 403 Access denied', async () => {
    const seeker = await signInSeeker(t.app);
    expect((await callAs(t.app, seeker, 'GET', '/api/admin/me')).json()).toEqual({ is_admin: false });
    const calls: [('GET' | 'POST' | 'PUT' | 'DELETE'), string, object?][] = [
      ['GET', '/api/admin/users?q=a'],
      ['GET', `/api/admin/users/${admin.user.user_id}`],
      ['POST', `/api/admin/users/${seeker.user.user_id}/trainer-access`],
      ['DELETE', `/api/admin/users/${seeker.user.user_id}/trainer-access`],
      ['POST', `/api/admin/users/${seeker.user.user_id}/extend`, { target: 'trial', days: 30 }],
      ['POST', `/api/admin/users/${seeker.user.user_id}/extend`, { target: 'nonsense' }],
      ['GET', '/api/admin/plans'],
      ['PUT', '/api/admin/plans/pro-1m', { is_open: false }],
      ['GET', '/api/admin/promo-codes'],
      ['POST', '/api/admin/promo-codes', { code: 'FREE100', percent: 100 }],
      ['GET', '/api/admin/trainer-requests'],
      ['POST', `/api/admin/trainer-requests/${seeker.user.user_id}/answer`, { decision: 'grant' }],
      ['GET', '/api/admin/audit'],
    ];
    for (const [method, url, payload] of calls) {
      const response = await callAs(t.app, seeker, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ code: 'admin_required', detail: 'Access denied' });
    }
    const after = await callAs(t.app, seeker, 'GET', '/api/subscription/current');
    expect(currentSubscriptionSchema.parse(after.json()).plan_id).toBe('trial');
    expect((await auditOf(seeker.user.user_id)).length).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users?q=a' })).statusCode).toBe(401);
  });

  it('the CLI-granted admin is one, and the grant is in the audit log as done by the CLI', async () => {
    expect((await asAdmin('GET', '/api/admin/me')).json()).toEqual({ is_admin: true });
    const entries = await auditOf(admin.user.user_id);
    expect(entries).toEqual([expect.objectContaining({ actor: 'cli', action: 'admin.grant', target_user_id: admin.user.user_id, target: admin.email })]);
  });
});

describe('finding a user and reading their page', () => {
  it('finds by a part of the e-mail, by name and by exact id; an empty query is refused', async () => {
    const seeker = await signInSeeker(t.app, { name: 'Ксения Найденова' });
    const byEmail = adminUserSearchSchema.parse((await asAdmin('GET', `/api/admin/users?q=${encodeURIComponent(seeker.email.slice(0, 12).toUpperCase())}`)).json());
    expect(byEmail.items.map((u) => u.user_id)).toContain(seeker.user.user_id);
    const byName = adminUserSearchSchema.parse((await asAdmin('GET', `/api/admin/users?q=${encodeURIComponent('найденова')}`)).json());
    expect(byName.items.map((u) => u.email)).toEqual([seeker.email]);
    const byId = adminUserSearchSchema.parse((await asAdmin('GET', `/api/admin/users?q=${seeker.user.user_id}`)).json());
    expect(byId.items).toEqual([expect.objectContaining({ user_id: seeker.user.user_id, is_admin: false, trainer_access: false, hh_connected: false })]);
    const wildcard = adminUserSearchSchema.parse((await asAdmin('GET', '/api/admin/users?q=%25%25%25')).json());
    expect(wildcard.items).toEqual([]);
    const empty = await asAdmin('GET', '/api/admin/users?q=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'validation_failed', issues: [{ path: 'q' }] });
  });

  it("shows the subscription, payments and applications, and never an hh token", async () => {
    const seeker = await connectedSeeker(t.app, t.hh);
    const [connection] = await t.app.database.db.select().from(hhConnections).where(eq(hhConnections.userId, seeker.user.user_id));
    expect(connection).toBeDefined();
    const positionId = await insertPosition(t.app, seeker.user.user_id, 'resume-1');
    await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId: 'resume-1', vacancyId: '93000001' });
    await t.app.database.db.insert(payments).values({
      userId: seeker.user.user_id,
      provider: 'yookassa',
      purpose: 'purchase',
      planId: 'pro',
      amount: 99_000,
      currency: 'RUB',
      status: 'succeeded',
      providerPaymentId: 'pay-admin-1',
      receiptEmail: seeker.email,
      description: 'Отклик Pro',
      cardLast4: '4444',
    });

    const response = await asAdmin('GET', `/api/admin/users/${seeker.user.user_id}`);
    expect(response.statusCode).toBe(200);
    const detail = adminUserDetailSchema.parse(response.json());
    expect(detail.user).toMatchObject({ email: seeker.email, hh_connected: true });
    expect(detail.subscription.plan_id).toBe('trial');
    expect(detail.payments).toEqual([expect.objectContaining({ plan_id: 'pro', amount: 99_000, currency: 'RUB', status: 'succeeded', card_last4: '4444', promo_code: null })]);
    expect(detail.applications).toEqual([expect.objectContaining({ vacancy_id: '93000001', status: 'queued', position_title: 'Системный аналитик' })]);
    expect(detail.applications_total).toBe(1);

    expect(keysOf(response.json()).filter((key) => /token|secret|password|method_id/i.test(key))).toEqual([]);
    expect(response.body).not.toContain(connection!.accessTokenEnc);
    expect(response.body).not.toContain(connection!.refreshTokenEnc);
    const search = await asAdmin('GET', `/api/admin/users?q=${seeker.user.user_id}`);
    expect(keysOf(search.json()).filter((key) => /token/i.test(key))).toEqual([]);
    expect(search.body).not.toContain(connection!.accessTokenEnc);
  });

  it('answers 404 for an unknown user and 400 for an id that is not a uuid', async () => {
    const missing = await asAdmin('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'user_not_found' });
    expect((await asAdmin('GET', '/api/admin/users/not-a-uuid')).statusCode).toBe(400);
    expect((await asAdmin('POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/trainer-access')).statusCode).toBe(404);
  });
});

describe('trainer access (POST/DELETE /api/admin/users/{id}/trainer-access, /api/trainer/*)', () => {
  it('a seeker without access sees no link; granted, the TRAINER_URL link; revoked, none again; each change audited once', async () => {
    const seeker = await signInSeeker(t.app);
    const before = trainerAccessSchema.parse((await callAs(t.app, seeker, 'GET', '/api/trainer/access')).json());
    expect(before).toEqual({ has_access: false, trainer_url: null, request: null });

    expect((await asAdmin('POST', `/api/admin/users/${seeker.user.user_id}/trainer-access`)).json()).toEqual({ user_id: seeker.user.user_id, trainer_access: true });
    expect((await asAdmin('POST', `/api/admin/users/${seeker.user.user_id}/trainer-access`)).statusCode).toBe(200);
    expect(trainerAccessSchema.parse((await callAs(t.app, seeker, 'GET', '/api/trainer/access')).json())).toMatchObject({
      has_access: true,
      trainer_url: 'https://trainer.example.ru/start',
    });

    expect((await asAdmin('DELETE', `/api/admin/users/${seeker.user.user_id}/trainer-access`)).json()).toEqual({ user_id: seeker.user.user_id, trainer_access: false });
    expect(trainerAccessSchema.parse((await callAs(t.app, seeker, 'GET', '/api/trainer/access')).json())).toMatchObject({ has_access: false, trainer_url: null });

    const entries = await auditOf(seeker.user.user_id);
    expect(entries.map((e) => e.action).sort()).toEqual(['trainer.grant', 'trainer.revoke']);
    expect(entries.every((e) => e.actor === admin.email && e.target === seeker.email)).toBe(true);
  });

  it('a seeker files one request at a time; support declines with a message, then grants; the seeker sees each answer', async () => {
    const seeker = await signInSeeker(t.app, { name: 'Пётр Тренажёров' });
    const other = await signInSeeker(t.app);
    const filed = await callAs(t.app, seeker, 'POST', '/api/trainer/access-requests', { message: 'Готовлюсь к собеседованию' });
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toMatchObject({ status: 'open', message: 'Готовлюсь к собеседованию', reply: null });
    const twice = await callAs(t.app, seeker, 'POST', '/api/trainer/access-requests', { message: '' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: 'trainer_request_open', detail: 'An access request is already open' });
    expect((await callAs(t.app, seeker, 'POST', '/api/trainer/access-requests', { message: 'я'.repeat(1001) })).statusCode).toBe(400);
    // Another seeker sees only their own state (no request), never this one's.
    expect(trainerAccessSchema.parse((await callAs(t.app, other, 'GET', '/api/trainer/access')).json()).request).toBeNull();

    const open = adminTrainerRequestsSchema.parse((await asAdmin('GET', '/api/admin/trainer-requests')).json());
    const mine = open.items.find((r) => r.user_id === seeker.user.user_id);
    expect(mine).toMatchObject({ email: seeker.email, name: 'Пётр Тренажёров', status: 'open' });

    const noMessage = await asAdmin('POST', `/api/admin/trainer-requests/${mine!.id}/answer`, { decision: 'decline', message: ' ' });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json()).toMatchObject({ issues: [{ path: 'message' }] });
    const declined = await asAdmin('POST', `/api/admin/trainer-requests/${mine!.id}/answer`, { decision: 'decline', message: 'Сначала пройдите первое собеседование' });
    expect(declined.json()).toMatchObject({ status: 'declined', reply: 'Сначала пройдите первое собеседование' });
    expect(trainerAccessSchema.parse((await callAs(t.app, seeker, 'GET', '/api/trainer/access')).json())).toMatchObject({
      has_access: false,
      request: { status: 'declined', reply: 'Сначала пройдите первое собеседование' },
    });
    const again = await asAdmin('POST', `/api/admin/trainer-requests/${mine!.id}/answer`, { decision: 'grant' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'trainer_request_answered' });

    t.clock.advance(60_000);
    const second = (await callAs(t.app, seeker, 'POST', '/api/trainer/access-requests', { message: 'Прошёл, прошу снова' })).json<{ id: string }>();
    expect((await asAdmin('POST', `/api/admin/trainer-requests/${second.id}/answer`, { decision: 'grant' })).json()).toMatchObject({ status: 'granted' });
    expect(trainerAccessSchema.parse((await callAs(t.app, seeker, 'GET', '/api/trainer/access')).json())).toMatchObject({
      has_access: true,
      trainer_url: 'https://trainer.example.ru/start',
      request: { id: second.id, status: 'granted' },
    });
    const withAccess = await callAs(t.app, seeker, 'POST', '/api/trainer/access-requests', { message: '' });
    expect(withAccess.statusCode).toBe(409);
    expect(withAccess.json()).toMatchObject({ code: 'trainer_access_granted' });

    const actions = (await auditOf(seeker.user.user_id)).map((e) => [e.action, e.details.request_id]);
    expect(actions).toEqual(expect.arrayContaining([['trainer_request.decline', mine!.id], ['trainer_request.grant', second.id]]));
    expect((await asAdmin('POST', '/api/admin/trainer-requests/00000000-0000-4000-8000-000000000000/answer', { decision: 'grant' })).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/trainer/access' })).statusCode).toBe(401);
  });
});

describe('extending a trial or a plan (POST /api/admin/users/{id}/extend)', () => {
  it('moves the trial end by whole days and logs the ends before and after', async () => {
    const seeker = await signInSeeker(t.app);
    const before = currentSubscriptionSchema.parse((await callAs(t.app, seeker, 'GET', '/api/subscription/current')).json());
    const response = await asAdmin('POST', `/api/admin/users/${seeker.user.user_id}/extend`, { target: 'trial', days: 10 });
    expect(response.statusCode).toBe(200);
    const after = currentSubscriptionSchema.parse(response.json());
    expect(Date.parse(after.trial_end!) - Date.parse(before.trial_end!)).toBe(10 * DAY_MS);
    const [entry] = await auditOf(seeker.user.user_id);
    expect(entry).toMatchObject({ action: 'subscription.extend_trial', actor: admin.email, details: { days: 10, before: before.trial_end, after: after.trial_end } });
  });

  it('restarts an ended trial from now', async () => {
    const seeker = await signInSeeker(t.app);
    await t.app.database.db.update(subscriptions).set({ trialEnd: new Date(t.clock.now().getTime() - DAY_MS) }).where(eq(subscriptions.userId, seeker.user.user_id));
    const after = currentSubscriptionSchema.parse((await asAdmin('POST', `/api/admin/users/${seeker.user.user_id}/extend`, { target: 'trial', days: 5 })).json());
    expect(after.plan_id).toBe('trial');
    expect(Date.parse(after.trial_end!)).toBe(t.clock.now().getTime() + 5 * DAY_MS);
  });

  it('moves a paid plan’s end and renewal; refuses a plan extension without one and a trial during one', async () => {
    const seeker = await signInSeeker(t.app);
    const noPlan = await asAdmin('POST', `/api/admin/users/${seeker.user.user_id}/extend`, { target: 'plan', days: 7 });
    expect(noPlan.statusCode).toBe(409);
    expect(noPlan.json()).toMatchObject({ code: 'no_paid_plan' });

    const expiry = new Date(t.clock.now().getTime() + 20 * DAY_MS);
    await t.app.database.db
      .update(subscriptions)
      .set({ planId: 'pro', status: 'active', trialEnd: null, subscriptionExpiry: expiry, provider: 'yookassa', nextRenewalAttemptAt: new Date(expiry.getTime() - DAY_MS) })
      .where(eq(subscriptions.userId, seeker.user.user_id));
    const after = currentSubscriptionSchema.parse((await asAdmin('POST', `/api/admin/users/${seeker.user.user_id}/extend`, { target: 'plan', days: 7 })).json());
    expect(Date.parse(after.subscription_expiry!)).toBe(expiry.getTime() + 7 * DAY_MS);
    expect(Date.parse(after.next_renewal!)).toBe(expiry.getTime() + 6 * DAY_MS);
    const trial = await asAdmin('POST', `/api/admin/users/${seeker.user.user_id}/extend`, { target: 'trial', days: 7 });
    expect(trial.statusCode).toBe(409);
    expect(trial.json()).toMatchObject({ code: 'subscription_active' });
    expect((await auditOf(seeker.user.user_id)).map((e) => e.action)).toEqual(['subscription.extend_plan']);
  });

  it('refuses days outside 1–365, fractions and an unknown target', async () => {
    const seeker = await signInSeeker(t.app);
    for (const body of [{ target: 'trial', days: 0 }, { target: 'trial', days: 366 }, { target: 'plan', days: 1.5 }, { target: 'forever', days: 3 }, { target: 'trial' }]) {
      const response = await asAdmin('POST', `/api/admin/users/${seeker.user.user_id}/extend`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await auditOf(seeker.user.user_id)).toEqual([]);
  });
});

describe('plans and promo codes', () => {
  it('closes a plan (seekers no longer see it on sale) and opens it again; both audited', async () => {
    const seeker = await signInSeeker(t.app);
    const plans = adminPlansSchema.parse((await asAdmin('GET', '/api/admin/plans')).json()).items;
    const plan = plans.find((p) => p.id === 'pro' && p.is_open)!;
    expect(plan).toBeDefined();
    // A seeker on the plan makes the running process cache it (its quota is read through the plan).
    const onPlan = await signInSeeker(t.app);
    await t.app.database.db
      .update(subscriptions)
      .set({ planId: plan.id, status: 'active', trialEnd: null, subscriptionExpiry: new Date(t.clock.now().getTime() + 20 * DAY_MS), provider: 'stripe' })
      .where(eq(subscriptions.userId, onPlan.user.user_id));
    expect(currentSubscriptionSchema.parse((await callAs(t.app, onPlan, 'GET', '/api/subscription/current')).json()).daily_quota).toBe(plan.daily_quota);
    expect((await asAdmin('PUT', `/api/admin/plans/${plan.id}`, { is_open: false })).json()).toMatchObject({ id: plan.id, is_open: false });
    const onSale = (await callAs(t.app, seeker, 'GET', '/api/subscription/opened_plans')).json<{ id: string }[]>();
    expect(onSale.map((p) => p.id)).not.toContain(plan.id);
    // The checkout refuses it at once (the plan cache of the running process forgets it).
    const checkout = await callAs(t.app, seeker, 'POST', '/pay/payments/attach_card', { plan_id: plan.id });
    expect(checkout.statusCode).toBe(404);
    expect(checkout.json()).toMatchObject({ code: 'plan_not_found' });
    expect((await asAdmin('PUT', `/api/admin/plans/${plan.id}`, { is_open: true })).json()).toMatchObject({ is_open: true });
    expect((await callAs(t.app, seeker, 'GET', '/api/subscription/opened_plans')).json<{ id: string }[]>().map((p) => p.id)).toContain(plan.id);
    expect((await asAdmin('PUT', '/api/admin/plans/no-such-plan', { is_open: false })).statusCode).toBe(404);
    expect((await asAdmin('PUT', `/api/admin/plans/${plan.id}`, { is_open: 'yes' })).statusCode).toBe(400);
    const audit = adminAuditSchema.parse((await asAdmin('GET', '/api/admin/audit?limit=100')).json()).items.filter((e) => e.target === plan.id);
    expect(audit.map((e) => e.action).sort()).toEqual(['plan.close', 'plan.open']);
  });

  it('creates a promo code a seeker can then use; a taken code, mixed discounts, an unknown plan and a past expiry are refused', async () => {
    const created = await asAdmin('POST', '/api/admin/promo-codes', { code: 'spring-25', percent: 25, max_uses: 10 });
    expect(created.statusCode).toBe(201);
    expect(adminPromoSchema.parse(created.json())).toMatchObject({ code: 'SPRING-25', percent: 25, amount_rub: null, max_uses: 10, uses: 0, plan_ids: [] });
    const seeker = await signInSeeker(t.app);
    const validated = await callAs(t.app, seeker, 'GET', '/api/subscription/promocode/validate?code=spring-25');
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toMatchObject({ code: 'SPRING-25', kind: 'percent', percent: 25 });

    const taken = await asAdmin('POST', '/api/admin/promo-codes', { code: 'SPRING-25', percent: 10 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'promo_code_taken' });
    for (const body of [{ code: 'BOTH', percent: 10, amount_rub: 10_000, amount_usd: 100 }, { code: 'NONE' }, { code: 'HALF', amount_rub: 10_000 }, { code: 'x', percent: 5 }, { code: 'OVER', percent: 101 }]) {
      expect((await asAdmin('POST', '/api/admin/promo-codes', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await asAdmin('POST', '/api/admin/promo-codes', { code: 'NOPLAN', percent: 5, plan_ids: ['no-such-plan'] })).statusCode).toBe(404);
    const dead = await asAdmin('POST', '/api/admin/promo-codes', { code: 'YESTERDAY', percent: 5, expires_at: new Date(t.clock.now().getTime() - 86_400_000).toISOString() });
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toMatchObject({ code: 'validation_failed' });
    const fixed = await asAdmin('POST', '/api/admin/promo-codes', { code: 'MINUS100', amount_rub: 10_000, amount_usd: 100, expires_at: '2099-01-01T00:00:00Z' });
    expect(fixed.json()).toMatchObject({ code: 'MINUS100', percent: null, amount_rub: 10_000, amount_usd: 100 });

    const listed = (await asAdmin('GET', '/api/admin/promo-codes')).json<{ items: { code: string }[] }>().items.map((p) => p.code);
    expect(listed).toEqual(expect.arrayContaining(['SPRING-25', 'MINUS100']));
    const audit = adminAuditSchema.parse((await asAdmin('GET', '/api/admin/audit?limit=100')).json()).items.filter((e) => e.action === 'promo.create');
    expect(audit.map((e) => e.target).sort()).toEqual(['MINUS100', 'SPRING-25']);
    expect(audit.find((e) => e.target === 'SPRING-25')).toMatchObject({ actor: admin.email, details: { percent: 25, max_uses: 10 } });
  });
});

describe('the audit log (GET /api/admin/audit)', () => {
  it('pages newest first with a total, narrows to one user and refuses a bad limit', async () => {
    const page = adminAuditSchema.parse((await asAdmin('GET', '/api/admin/audit?limit=2&offset=0')).json());
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(Date.parse(page.items[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(page.items[1]!.created_at));
    expect((await asAdmin('GET', '/api/admin/audit?limit=0')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/audit?user_id=nope')).statusCode).toBe(400);
  });
});
