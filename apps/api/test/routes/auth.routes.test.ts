import { AUTH_DETAIL, SESSION_COOKIES, userSchema, type User } from '@otklik/contracts';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { refreshTokenFamilies, refreshTokens } from '../../src/db/schema/auth';
import { users } from '../../src/db/schema/users';
import {
  CookieJar,
  cookieOf,
  createUser,
  isCleared,
  loginAs,
  loginForm,
  readOutbox,
  resetLinkOf,
  type TestApp,
  uniqueEmail,
  waitForMail,
} from '@otklik/api/testing';
import { appTest } from '@otklik/api/testing/vitest';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

let t: TestApp;
appTest({ workers: true }).beforeAll(({ app }) => {
  t = app;
});

const validate = (jar: CookieJar) => t.app.inject({ method: 'GET', url: '/api/auth/validate', headers: { cookie: jar.header() } });
/** A jar holding only a refresh token (and an XSRF pair, so the request passes the XSRF check). */
const refreshOnlyJar = (refreshToken: string): CookieJar => {
  const jar = new CookieJar();
  jar.cookies.set(SESSION_COOKIES.refresh, refreshToken);
  jar.cookies.set(SESSION_COOKIES.xsrf, 'x'.repeat(43));
  return jar;
};
const refresh = (jar: CookieJar) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: jar.headers() });

describe('POST /api/auth/register', () => {
  it('returns the User with exactly its public fields and sets no session cookie', async () => {
    const email = uniqueEmail('Anna');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: `  ${email.toUpperCase()} `, password: 'long enough password', name: 'Анна' },
    });
    expect(response.statusCode).toBe(200);
    const user = response.json<User>();
    expect(Object.keys(user).sort()).toEqual(
      [
        'created_at',
        'email',
        'last_login',
        'name',
        'payment_status',
        'plan',
        'portfolio_link',
        'subscription_expiry',
        'telegram',
        'trial_end',
        'user_id',
      ].sort(),
    );
    expect(userSchema.parse(user)).toEqual(user);
    expect(user).toMatchObject({ email: email.toLowerCase(), name: 'Анна', last_login: null, plan: 'trial' });
    expect(user.created_at).toBe(t.clock.now().toISOString());
    // Registration starts the trial (3 days), and the User says so (its plan and trial_end).
    expect(user.trial_end).toBe(new Date(t.clock.now().getTime() + 3 * 86_400_000).toISOString());
    expect(cookieOf(response, SESSION_COOKIES.access)).toBeUndefined();
    expect(cookieOf(response, SESSION_COOKIES.refresh)).toBeUndefined();
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const account = await createUser(t.app, { password: 'my secret password' });
    const [row] = await t.app.database.db.select().from(users).where(eq(users.email, account.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('my secret password');
  });

  it("answers 409 'Email already registered' for a taken e-mail, whatever its case", async () => {
    const account = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: account.email.toUpperCase(), password: 'another password' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'Email already registered', code: 'email_taken' });
  });

  it('rejects a short password and a bad e-mail with 400 and the fields in issues', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'nope', password: 'short' } });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; issues: { path: string }[] }>();
    expect(body.code).toBe('validation_failed');
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(['email', 'password']);
  });
});

describe('POST /api/auth/login', () => {
  it('returns the User, records last_login and sets the session cookies', async () => {
    const account = await createUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', ...loginForm(account.email, account.password) });
    expect(response.statusCode).toBe(200);
    const user = response.json<User>();
    expect(user.user_id).toBe(account.user.user_id);
    expect(user.last_login).toBe(t.clock.now().toISOString());
    expect(cookieOf(response, SESSION_COOKIES.access)?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cookieOf(response, SESSION_COOKIES.refresh)?.value).toMatch(/^[\w-]{43}$/);
  });

  it('sets httpOnly, SameSite=Lax cookies with the right paths and lifetimes, not Secure over plain http', async () => {
    const account = await createUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', ...loginForm(account.email, account.password) });
    const access = cookieOf(response, SESSION_COOKIES.access);
    const refreshCookie = cookieOf(response, SESSION_COOKIES.refresh);
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 900 });
    expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth', maxAge: 30 * 86_400 });
    expect(access?.secure).toBeFalsy();
    expect(refreshCookie?.secure).toBeFalsy();
    const xsrf = cookieOf(response, SESSION_COOKIES.xsrf);
    expect(xsrf?.value).toMatch(/^[\w-]{43}$/);
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf).toMatchObject({ path: '/', sameSite: 'Lax' });
  });

  it("answers 401 'Incorrect username or password' alike for a wrong password and an unknown e-mail", async () => {
    const account = await createUser(t.app);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...loginForm(account.email, 'wrong password'),
      remoteAddress: '10.1.0.1',
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...loginForm(uniqueEmail('ghost'), 'whatever'),
      remoteAddress: '10.1.0.1',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: 'Incorrect username or password', code: 'invalid_credentials' });
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(cookieOf(wrongPassword, SESSION_COOKIES.access)).toBeUndefined();
  });

  it('treats the e-mail case-insensitively', async () => {
    const account = await createUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', ...loginForm(account.email.toUpperCase(), account.password) });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/auth/validate', () => {
  it("answers 'Token is valid' with a session and 401 'Not authenticated' without one", async () => {
    const { jar } = await loginAs(t.app, await createUser(t.app));
    const ok = await validate(jar);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ detail: string }>().detail.startsWith('Token is valid')).toBe(true);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/validate' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Not authenticated', code: 'unauthenticated' });
  });

  it('refuses a forged token and an expired one', async () => {
    const { jar } = await loginAs(t.app, await createUser(t.app));
    const token = jar.get(SESSION_COOKIES.access)!;
    const [header, payload] = token.split('.');
    const forged = await t.app.inject({ method: 'GET', url: '/api/auth/validate', headers: { cookie: `${SESSION_COOKIES.access}=${header}.${payload}.AAAA` } });
    expect(forged.statusCode).toBe(401);

    t.clock.advance(901_000);
    try {
      const expired = await validate(jar);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ detail: AUTH_DETAIL.notAuthenticated });
    } finally {
      t.clock.advance(-901_000);
    }
  });
});

describe('POST /api/auth/refresh', () => {
  it("answers 401 'Refresh token missing' without a refresh cookie", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Refresh token missing', code: 'refresh_missing' });
  });

  it("rotates: a new refresh token and access token, 'Token refreshed', and the new access token works", async () => {
    const { jar } = await loginAs(t.app, await createUser(t.app));
    const oldRefresh = jar.get(SESSION_COOKIES.refresh);
    t.clock.advance(1000);
    const response = await refresh(jar);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Token refreshed' });
    jar.update(response);
    expect(jar.get(SESSION_COOKIES.refresh)).toMatch(/^[\w-]{43}$/);
    expect(jar.get(SESSION_COOKIES.refresh)).not.toBe(oldRefresh);
    expect(cookieOf(response, SESSION_COOKIES.refresh)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    expect(cookieOf(response, SESSION_COOKIES.access)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await validate(jar)).statusCode).toBe(200);
  });

  it('stores refresh tokens only as SHA-256 hashes', async () => {
    const { jar } = await loginAs(t.app, await createUser(t.app));
    const token = jar.get(SESSION_COOKIES.refresh)!;
    const db = t.app.database.db;
    expect(
      await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token))),
    ).toHaveLength(1);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, token))).toHaveLength(0);
  });

  it('revokes the whole family when a rotated token comes back: the newest token stops working too', async () => {
    const { jar } = await loginAs(t.app, await createUser(t.app));
    const stolen = new CookieJar();
    stolen.cookies.set(SESSION_COOKIES.refresh, jar.get(SESSION_COOKIES.refresh)!);
    stolen.cookies.set(SESSION_COOKIES.xsrf, jar.get(SESSION_COOKIES.xsrf)!);

    const first = await refresh(jar);
    expect(first.statusCode).toBe(200);
    jar.update(first);

    const reuse = await refresh(stolen);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: 'Refresh token reuse detected', code: 'refresh_reused' });
    expect(isCleared(cookieOf(reuse, SESSION_COOKIES.access))).toBe(true);
    expect(isCleared(cookieOf(reuse, SESSION_COOKIES.refresh))).toBe(true);

    const newest = await refresh(jar);
    expect(newest.statusCode).toBe(401);
    expect(newest.json()).toMatchObject({ detail: AUTH_DETAIL.refreshInvalid });

    const [family] = await t.app.database.db
      .select()
      .from(refreshTokenFamilies)
      .innerJoin(refreshTokens, eq(refreshTokens.familyId, refreshTokenFamilies.id))
      .where(eq(refreshTokens.tokenHash, sha256(jar.get(SESSION_COOKIES.refresh)!)));
    expect(family?.refresh_token_families.revokedReason).toBe('reuse');
  });

  it('lets only one of two simultaneous uses of the same token succeed', async () => {
    const { jar } = await loginAs(t.app, await createUser(t.app));
    const results = await Promise.all([refresh(jar), refresh(jar)]);
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
    expect(results.find((response) => response.statusCode === 401)?.json()).toMatchObject({ detail: AUTH_DETAIL.refreshReused });
  });

  it("answers 'Refresh token invalid' for an unknown token and for an expired one", async () => {
    const response = await refresh(refreshOnlyJar('y'.repeat(43)));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Refresh token invalid', code: 'refresh_invalid' });

    const { jar } = await loginAs(t.app, await createUser(t.app));
    t.clock.advance(30 * 86_400_000 + 1000);
    try {
      const expired = await refresh(jar);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ detail: AUTH_DETAIL.refreshInvalid });
    } finally {
      t.clock.advance(-(30 * 86_400_000 + 1000));
    }
  });
});

describe('POST /api/auth/logout', () => {
  it("revokes the session, clears the cookies and answers 'Logged out'", async () => {
    const { jar } = await loginAs(t.app, await createUser(t.app));
    const refreshBefore = jar.get(SESSION_COOKIES.refresh)!;
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: jar.headers() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Logged out' });
    expect(isCleared(cookieOf(response, SESSION_COOKIES.access))).toBe(true);
    expect(isCleared(cookieOf(response, SESSION_COOKIES.refresh))).toBe(true);
    expect(cookieOf(response, SESSION_COOKIES.refresh)?.path).toBe('/api/auth');

    const afterwards = await refresh(refreshOnlyJar(refreshBefore));
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json()).toMatchObject({ detail: AUTH_DETAIL.refreshInvalid });
  });

  it('refuses an access token copied before the logout, on every guarded route; other sessions stay', async () => {
    const account = await createUser(t.app);
    const { jar } = await loginAs(t.app, account);
    const otherDevice = await loginAs(t.app, account);
    const copied = new CookieJar();
    copied.cookies.set(SESSION_COOKIES.access, jar.get(SESSION_COOKIES.access)!);
    const positions = (cookies: CookieJar) => t.app.inject({ method: 'GET', url: '/api/positions', headers: { cookie: cookies.header() } });
    // Warm every cache the guard keeps: the copied token is verified and its session known live.
    expect((await validate(copied)).statusCode).toBe(200);
    expect((await positions(copied)).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: jar.headers() })).statusCode).toBe(200);

    for (const response of [await validate(copied), await positions(copied)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: AUTH_DETAIL.notAuthenticated, code: 'unauthenticated' });
    }
    expect((await validate(otherDevice.jar)).statusCode).toBe(200);
    expect((await positions(otherDevice.jar)).statusCode).toBe(200);
  });

  it('succeeds without a session too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Logged out' });
  });
});

describe('XSRF (double submit)', () => {
  it('sets a script-readable XSRF-TOKEN cookie on a response to a request that lacks one, and not again', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = cookieOf(first, SESSION_COOKIES.xsrf);
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    const second = await t.app.inject({ method: 'GET', url: '/api/health', headers: { cookie: `${SESSION_COOKIES.xsrf}=${cookie?.value}` } });
    expect(cookieOf(second, SESSION_COOKIES.xsrf)).toBeUndefined();
  });

  it('refuses a state-changing request with a session but a missing or wrong X-XSRF-TOKEN, and passes the right one', async () => {
    const { jar, xsrf } = await loginAs(t.app, await createUser(t.app));
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: jar.header() } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ detail: 'XSRF token missing or invalid', code: 'xsrf_failed' });

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: jar.header(), [SESSION_COOKIES.xsrfHeader]: `${xsrf.slice(0, -1)}${xsrf.endsWith('A') ? 'B' : 'A'}` },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ detail: AUTH_DETAIL.xsrfMismatch });
    // The refused logout did nothing: the session still works.
    expect((await validate(jar)).statusCode).toBe(200);

    const right = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: jar.headers() });
    expect(right.statusCode).toBe(200);
  });

  it('checks refresh with only the refresh cookie too', async () => {
    const { jar } = await loginAs(t.app, await createUser(t.app));
    const onlyRefresh = new CookieJar();
    onlyRefresh.cookies.set(SESSION_COOKIES.refresh, jar.get(SESSION_COOKIES.refresh)!);
    onlyRefresh.cookies.set(SESSION_COOKIES.xsrf, jar.get(SESSION_COOKIES.xsrf)!);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: onlyRefresh.header() } });
    expect(response.statusCode).toBe(403);
    expect((await refresh(onlyRefresh)).statusCode).toBe(200);
  });

  it('does not check GETs, nor requests without a session cookie', async () => {
    const { jar } = await loginAs(t.app, await createUser(t.app));
    expect((await validate(jar)).statusCode).toBe(200);
    const register = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password: 'long enough password' } });
    expect(register.statusCode).toBe(200);
  });
});

describe('password recovery', () => {
  it('answers the same for an unknown e-mail and a known one, and only the known one gets a mail whose link resets the password', async () => {
    const account = await createUser(t.app, { name: 'Ирина' });
    const { jar: oldSession } = await loginAs(t.app, account);

    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail('nobody') } });
    const known = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email.toUpperCase() } });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: 'If the e-mail is registered, a reset link has been sent' });
    expect(unknown.body).toBe(known.body);

    const mail = await waitForMail(t.dataDir, account.email);
    expect(mail.raw).toMatch(/^Subject: /m);
    expect(mail.decoded).toContain('Здравствуйте, Ирина!');
    expect(mail.decoded).toContain('в течение часа');
    const { base, token } = resetLinkOf(mail);
    expect(base).toBe(t.app.config.publicUrl);
    expect((await readOutbox(t.dataDir)).filter((item) => item.raw.includes('nobody-'))).toHaveLength(0);

    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'brand new password' } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ detail: 'Password has been reset' });

    const oldPassword = await t.app.inject({ method: 'POST', url: '/api/auth/login', ...loginForm(account.email, account.password) });
    expect(oldPassword.statusCode).toBe(401);
    await loginAs(t.app, { email: account.email, password: 'brand new password' });

    // Every session from before the reset is over.
    const staleRefresh = await refresh(oldSession);
    expect(staleRefresh.statusCode).toBe(401);

    // The link works once.
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'yet another password' } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Reset link is invalid or expired', code: 'reset_invalid' });
  });

  it('refuses an unknown token, an expired one, and an older link once a newer one was sent', async () => {
    const bogus = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: 'a'.repeat(43), password: 'brand new password' } });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json()).toMatchObject({ detail: AUTH_DETAIL.resetInvalid });

    const account = await createUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    const first = resetLinkOf(await waitForMail(t.dataDir, account.email)).token;
    const files = (await readOutbox(t.dataDir)).length;
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    await expect.poll(async () => (await readOutbox(t.dataDir)).length, { timeout: 20_000, interval: 100 }).toBe(files + 1);
    const mails = (await readOutbox(t.dataDir)).filter((item) => item.raw.includes(account.email));
    const second = mails.map((item) => resetLinkOf(item).token).find((token) => token !== first)!;

    const superseded = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: first, password: 'brand new password' } });
    expect(superseded.statusCode).toBe(400);

    t.clock.advance(3_601_000);
    try {
      const expired = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: second, password: 'brand new password' } });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ detail: AUTH_DETAIL.resetInvalid });
    } finally {
      t.clock.advance(-3_601_000);
    }
  });
});
