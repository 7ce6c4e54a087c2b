import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginForm, type TestApp } from '@otklik/api/testing';

/**
 * With REDIS_URL the login counters live in Redis: two apps that share nothing else (each on its own PGlite) share
 * one lockout. Runs when TEST_REDIS_URL names a Redis to use (e.g. redis://127.0.0.1:6379).
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(Boolean(redisUrl))('login limits in Redis', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? '', LOGIN_RATE_LIMIT_PER_EMAIL: '2', LOGIN_RATE_LIMIT_WINDOW_SECONDS: '60' };
    one = await buildTestApp({ backend: 'pglite', env });
    two = await buildTestApp({ backend: 'pglite', env });
  }, 180_000);
  afterAll(async () => {
    await Promise.allSettled([one?.close(), two?.close()]);
  });

  it('a lockout earned on one app holds on the other', async () => {
    const account = await createUser(two.app);
    const login = (t: TestApp, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', ...loginForm(account.email, password), remoteAddress: '10.9.0.1' });
    // The account exists only in `two`; failures counted by `one` (unknown e-mail there) still count for the e-mail.
    expect((await login(one, 'wrong password')).statusCode).toBe(401);
    expect((await login(one, 'wrong password')).statusCode).toBe(401);
    const refused = await login(two, account.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Too many login attempts', code: 'rate_limited' });
  });
});
