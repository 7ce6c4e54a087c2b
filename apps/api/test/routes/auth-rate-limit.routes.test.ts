import { AUTH_DETAIL } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import { createUser, loginForm, type TestApp, uniqueEmail } from '@otklik/api/testing';
import { appTest } from '@otklik/api/testing/vitest';

/** Login rate limits, with small limits: 3 failures per e-mail, 5 per IP, in a 60 s window. */
let t: TestApp;
appTest({
  env: { LOGIN_RATE_LIMIT_PER_EMAIL: '3', LOGIN_RATE_LIMIT_PER_IP: '5', LOGIN_RATE_LIMIT_WINDOW_SECONDS: '60' },
}).beforeAll(({ app }) => {
  t = app;
});

const login = (username: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', ...loginForm(username, password), remoteAddress: ip });

function expectTooMany(response: Awaited<ReturnType<typeof login>>): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ detail: 'Too many login attempts', code: 'rate_limited' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('login rate limit', () => {
  it('per e-mail: after 3 failures even the right password gets 429 with Retry-After, from any IP', async () => {
    const account = await createUser(t.app);
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      const failure = await login(account.email, 'wrong password', ip);
      expect(failure.statusCode).toBe(401);
      expect(failure.json()).toMatchObject({ detail: AUTH_DETAIL.invalidCredentials });
    }
    expectTooMany(await login(account.email, account.password, '10.0.0.4'));
    expectTooMany(await login(account.email.toUpperCase(), account.password, '10.0.0.5'));
    // Another account from one of those IPs is not affected.
    const other = await createUser(t.app);
    expect((await login(other.email, other.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it('per IP: after 5 failures on different e-mails the IP gets 429, other IPs do not', async () => {
    const account = await createUser(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(uniqueEmail('guess'), 'wrong password', '10.0.1.1')).statusCode).toBe(401);
    }
    expectTooMany(await login(account.email, account.password, '10.0.1.1'));
    expect((await login(account.email, account.password, '10.0.1.2')).statusCode).toBe(200);
  });

  it('counts failures only: a success clears the e-mail counter', async () => {
    const account = await createUser(t.app);
    expect((await login(account.email, 'wrong password', '10.0.2.1')).statusCode).toBe(401);
    expect((await login(account.email, 'wrong password', '10.0.2.2')).statusCode).toBe(401);
    expect((await login(account.email, account.password, '10.0.2.3')).statusCode).toBe(200);
    expect((await login(account.email, 'wrong password', '10.0.2.4')).statusCode).toBe(401);
    expect((await login(account.email, 'wrong password', '10.0.2.5')).statusCode).toBe(401);
    expect((await login(account.email, account.password, '10.0.2.6')).statusCode).toBe(200);
  });
});
