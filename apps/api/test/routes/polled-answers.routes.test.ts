import { applicationsCountSchema } from '@otklik/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type CookieJar, createUser, grantPaidPlan, insertPosition, insertQueued, loginAs, type TestApp } from '@otklik/api/testing';
import { appTest } from '@otklik/api/testing/vitest';

/**
 * The two answers every open tab polls every 10 s are kept in the API's memory and dropped when the
 * database announces a change of the seeker's rows (triggers of migration 0013 → NOTIFY otklik_polled). These tests
 * change the rows the way no service does (plain SQL on the app's database, as another process or an operator
 * would) and expect the very next poll to see it.
 */
let t: TestApp;

appTest().beforeAll(({ app }) => {
  t = app;
});

async function seeker() {
  const account = await createUser(t.app);
  return loginAs(t.app, account);
}

const haveNotifications = async (jar: CookieJar, userId: string): Promise<boolean> => {
  const response = await t.app.inject({ method: 'POST', url: '/notifications/have_notifications', headers: jar.headers(), payload: { user_id: userId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<boolean>();
};

const applicationsCount = async (jar: CookieJar) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/applications/count', headers: jar.headers() });
  expect(response.statusCode, response.body).toBe(200);
  return applicationsCountSchema.parse(response.json());
};

const insertNotification = (userId: string) =>
  t.app.database.db.execute(
    sql`insert into notifications (user_id, title, description) values (${userId}, 'Приглашение на вакансию «Аналитик»', 'Работодатель приглашает вас.')`,
  );

describe('POST /notifications/have_notifications answers the database as it is now', () => {
  it('turns true when a notification is written behind the service, and false once it is fetched, deleted or marked', async () => {
    const { user, jar } = await seeker();
    expect(await haveNotifications(jar, user.user_id)).toBe(false);
    expect(await haveNotifications(jar, user.user_id)).toBe(false);

    await insertNotification(user.user_id);
    expect(await haveNotifications(jar, user.user_id)).toBe(true);

    await t.app.database.db.execute(sql`update notifications set fetched_at = now() where user_id = ${user.user_id}`);
    expect(await haveNotifications(jar, user.user_id)).toBe(false);

    await insertNotification(user.user_id);
    expect(await haveNotifications(jar, user.user_id)).toBe(true);
    await t.app.database.db.execute(sql`delete from notifications where user_id = ${user.user_id} and fetched_at is null`);
    expect(await haveNotifications(jar, user.user_id)).toBe(false);

    // Through the product: a new notification, then the bell's list marks it fetched.
    await insertNotification(user.user_id);
    expect(await haveNotifications(jar, user.user_id)).toBe(true);
    const listed = await t.app.inject({ method: 'POST', url: '/notifications/get_notifications', headers: jar.headers() });
    expect(listed.statusCode).toBe(200);
    expect(await haveNotifications(jar, user.user_id)).toBe(false);
  });

  it('one seeker’s change does not show in another’s answer', async () => {
    const first = await seeker();
    const second = await seeker();
    expect(await haveNotifications(first.jar, first.user.user_id)).toBe(false);
    expect(await haveNotifications(second.jar, second.user.user_id)).toBe(false);
    await insertNotification(first.user.user_id);
    expect(await haveNotifications(first.jar, first.user.user_id)).toBe(true);
    expect(await haveNotifications(second.jar, second.user.user_id)).toBe(false);
  });

  it('is served from memory between changes: a write the database does not announce is not seen until the next announced one', async () => {
    const { user, jar } = await seeker();
    expect(await haveNotifications(jar, user.user_id)).toBe(false);
    await t.app.database.db.execute(sql`alter table notifications disable trigger notifications_polled_notify`);
    try {
      await insertNotification(user.user_id);
      // The cached answer: no query ran, so the unannounced row is not seen.
      expect(await haveNotifications(jar, user.user_id)).toBe(false);
    } finally {
      await t.app.database.db.execute(sql`alter table notifications enable trigger notifications_polled_notify`);
    }
    await insertNotification(user.user_id);
    expect(await haveNotifications(jar, user.user_id)).toBe(true);
  });

  it('a TRUNCATE of the table drops every cached answer', async () => {
    const { user, jar } = await seeker();
    await insertNotification(user.user_id);
    expect(await haveNotifications(jar, user.user_id)).toBe(true);
    await t.app.database.db.execute(sql`truncate notifications`);
    expect(await haveNotifications(jar, user.user_id)).toBe(false);
  });
});

describe('GET /api/applications/count answers the database as it is now', () => {
  it('follows applications queued, sent, failed and deleted behind the service', async () => {
    const { user, jar } = await seeker();
    const trial = await applicationsCount(jar);
    expect(trial).toEqual({ current_applications: 0, total_applications: t.app.config.dailyApplicationQuota });

    const positionId = await insertPosition(t.app, user.user_id, 'resume-1');
    const first = await insertQueued(t.app, { userId: user.user_id, positionId, resumeId: 'resume-1', vacancyId: '90000001' });
    const second = await insertQueued(t.app, { userId: user.user_id, positionId, resumeId: 'resume-1', vacancyId: '90000002' });
    expect((await applicationsCount(jar)).current_applications).toBe(2);

    await t.app.database.db.execute(sql`update applications set status = 'sent', sent_at = ${t.clock.now().toISOString()} where id = ${first}`);
    await t.app.database.db.execute(sql`update applications set status = 'failed' where id = ${second}`);
    expect((await applicationsCount(jar)).current_applications).toBe(1);

    await t.app.database.db.execute(sql`delete from applications where id = ${first}`);
    expect((await applicationsCount(jar)).current_applications).toBe(0);
  });

  it('follows the subscription: a paid plan’s quota, then 0 once it has lapsed', async () => {
    const { user, jar } = await seeker();
    expect((await applicationsCount(jar)).total_applications).toBe(t.app.config.dailyApplicationQuota);
    await grantPaidPlan(t.app, user.user_id, { planId: 'pro' });
    expect(await applicationsCount(jar)).toEqual({ current_applications: 0, total_applications: 80 });
    await t.app.database.db.execute(
      sql`update subscriptions set status = 'lapsed', subscription_expiry = ${new Date(t.clock.now().getTime() - 60_000).toISOString()}, trial_end = null where user_id = ${user.user_id}`,
    );
    expect(await applicationsCount(jar)).toEqual({ current_applications: 0, total_applications: 0 });
  });

  it('starts a new day at UTC midnight with no change in the database: yesterday’s sent applications no longer count', async () => {
    // Five seconds before the next UTC midnight, so the session outlives the turn of the day.
    const now = t.clock.now();
    t.clock.advance(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - 5_000 - now.getTime());
    const { user, jar } = await seeker();
    const positionId = await insertPosition(t.app, user.user_id, 'resume-2');
    const id = await insertQueued(t.app, { userId: user.user_id, positionId, resumeId: 'resume-2', vacancyId: '90000003' });
    await t.app.database.db.execute(sql`update applications set status = 'sent', sent_at = ${t.clock.now().toISOString()} where id = ${id}`);
    expect((await applicationsCount(jar)).current_applications).toBe(1);
    expect((await applicationsCount(jar)).current_applications).toBe(1);
    t.clock.advance(10_000);
    expect((await applicationsCount(jar)).current_applications).toBe(0);
  });
});
