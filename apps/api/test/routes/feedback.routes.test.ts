import { supportLinkSchema } from '@otklik/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback } from '../../src/db/schema/feedback';
import { type CookieJar, createUser, loginAs, type TestApp } from '@otklik/api/testing';
import { appTest } from '@otklik/api/testing/vitest';

let t: TestApp;
appTest({ env: { TELEGRAM_SUPPORT_BOT: 'otklik_help_bot' } }).beforeAll(({ app }) => {
  t = app;
});

const send = (jar: CookieJar, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/feedback/create_feedback', headers: jar.headers(), payload: payload as object });
const storedFor = (userId: string) => t.app.database.db.select().from(feedback).where(eq(feedback.userId, userId));

describe('POST /api/feedback/create_feedback: an action, a required 1–5 score and an optional message', () => {
  it('stores the score, the empty action and the message for the seeker', async () => {
    const { jar, user } = await loginAs(t.app, await createUser(t.app));
    const response = await send(jar, { action: '', score: 4, message: 'Удобно, но хочется больше вакансий' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Feedback saved' });
    const rows = await storedFor(user.user_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: '', score: 4, message: 'Удобно, но хочется больше вакансий', createdAt: t.clock.now() });
  });

  it('accepts an empty message', async () => {
    const { jar, user } = await loginAs(t.app, await createUser(t.app));
    expect((await send(jar, { action: '', score: 5, message: '' })).statusCode).toBe(200);
    expect((await storedFor(user.user_id))[0]).toMatchObject({ score: 5, message: '' });
  });

  it('refuses a score outside 1–5, a fraction, a string or none with 400 and stores nothing', async () => {
    const { jar, user } = await loginAs(t.app, await createUser(t.app));
    for (const score of [0, 6, -1, 3.5, '5', null, undefined]) {
      const response = await send(jar, { action: '', score, message: '' });
      expect(response.statusCode, `score ${String(score)}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', issues: [{ path: 'score' }] });
    }
    expect(await storedFor(user.user_id)).toEqual([]);
  });

  it('refuses a message over 2000 characters', async () => {
    const { jar } = await loginAs(t.app, await createUser(t.app));
    const response = await send(jar, { action: '', score: 3, message: 'а'.repeat(2001) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'message' }] });
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/feedback/create_feedback', payload: { action: '', score: 5, message: '' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/support/link: the Telegram support bot opened with the user id', () => {
  it('opens the TELEGRAM_SUPPORT_BOT chat with the session user id as start parameter', async () => {
    const { jar, user } = await loginAs(t.app, await createUser(t.app));
    const response = await t.app.inject({ method: 'GET', url: '/api/support/link', headers: jar.headers() });
    expect(response.statusCode).toBe(200);
    expect(supportLinkSchema.parse(response.json())).toEqual({ url: `https://t.me/otklik_help_bot?start=${user.user_id}` });
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/support/link' })).statusCode).toBe(401);
  });
});
