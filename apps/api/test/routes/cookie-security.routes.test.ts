import { SESSION_COOKIES } from '@otklik/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookieOf, createUser, loginForm, type ResponseCookie, type TestApp, uniqueEmail } from '@otklik/api/testing';

/** Secure cookies behind https (TRUST_PROXY + X-Forwarded-Proto, or an https PUBLIC_URL), and REGISTRATION_OPEN=false. */
let behindProxy: TestApp;
let httpsPublic: TestApp;
beforeAll(async () => {
  [behindProxy, httpsPublic] = await Promise.all([
    buildTestApp({ env: { TRUST_PROXY: 'true' } }),
    buildTestApp({ env: { PUBLIC_URL: 'https://otklik.example.ru', REGISTRATION_OPEN: 'false' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([behindProxy.close(), httpsPublic.close()]);
});

const sessionCookies = (response: { cookies: ResponseCookie[] }) =>
  [SESSION_COOKIES.access, SESSION_COOKIES.refresh, SESSION_COOKIES.xsrf].map((name) => cookieOf(response, name));

describe('Secure cookies', () => {
  it('are Secure when a trusted proxy says the request came over https, and not otherwise', async () => {
    const account = await createUser(behindProxy.app);
    const overHttps = await behindProxy.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...loginForm(account.email, account.password),
      headers: { ...loginForm(account.email, account.password).headers, 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.statusCode).toBe(200);
    for (const cookie of sessionCookies(overHttps)) expect(cookie?.secure).toBe(true);

    const overHttp = await behindProxy.app.inject({ method: 'POST', url: '/api/auth/login', ...loginForm(account.email, account.password) });
    for (const cookie of sessionCookies(overHttp)) expect(cookie?.secure).toBeFalsy();
  });

  it('are always Secure when PUBLIC_URL is https', async () => {
    const response = await httpsPublic.app.inject({ method: 'GET', url: '/api/health' });
    expect(cookieOf(response, SESSION_COOKIES.xsrf)?.secure).toBe(true);
  });

  it('send HSTS only when PUBLIC_URL is https', async () => {
    const https = await httpsPublic.app.inject({ method: 'GET', url: '/api/health' });
    const http = await behindProxy.app.inject({ method: 'GET', url: '/api/health' });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('REGISTRATION_OPEN=false', () => {
  it("answers 403 'Registration is closed'", async () => {
    const response = await httpsPublic.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'long enough password' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Registration is closed', code: 'registration_closed' });
  });
});
