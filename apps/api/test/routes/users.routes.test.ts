import { AUTH_DETAIL, SESSION_COOKIES, USER_DETAIL, type Profile, type UserExport } from '@otklik/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hhConnections } from '../../src/db/schema/hh';
import { payments } from '../../src/db/schema/subscription';
import { users } from '../../src/db/schema/users';
import {
  connectedSeeker,
  cookieOf,
  type CookieJar,
  type HhTestApp,
  insertPosition,
  isCleared,
  loginAs,
  loginForm,
  publishedResumeOf,
  readOutbox,
  signInSeeker,
  uniqueEmail,
  waitForMail,
} from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

let t: HhTestApp;

hhAppTest().beforeAll(({ hhApp }) => {
  t = hhApp;
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (s: { jar: CookieJar } | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s ? s.jar.headers() : {}, ...(payload ? { payload } : {}) });

const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', ...loginForm(email, password) });

describe('GET /api/users/me', () => {
  it('needs a session', async () => {
    const res = await call(null, 'GET', '/api/users/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthenticated', detail: AUTH_DETAIL.notAuthenticated });
  });

  it("answers the signed-in seeker's own profile", async () => {
    const seeker = await signInSeeker(t.app, { name: 'Анна' });
    const res = await call(seeker, 'GET', '/api/users/me');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<Profile>()).toMatchObject({
      user_id: seeker.user.user_id,
      email: seeker.email,
      name: 'Анна',
      telegram: null,
      portfolio_link: null,
      pending_email: null,
    });
    expect(res.body).not.toContain('password');
  });
});

describe('PATCH /api/users/me', () => {
  it('saves name, Telegram (normalised to @handle) and portfolio link, and clears them with null', async () => {
    const seeker = await signInSeeker(t.app);
    const res = await call(seeker, 'PATCH', '/api/users/me', {
      name: 'Иван Петров',
      telegram: 'https://t.me/ivan_petrov',
      portfolio_link: 'https://github.com/ivan',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Profile>()).toMatchObject({ name: 'Иван Петров', telegram: '@ivan_petrov', portfolio_link: 'https://github.com/ivan' });
    expect((await call(seeker, 'GET', '/api/users/me')).json<Profile>().telegram).toBe('@ivan_petrov');

    const cleared = await call(seeker, 'PATCH', '/api/users/me', { telegram: null, portfolio_link: '' });
    expect(cleared.json<Profile>()).toMatchObject({ name: 'Иван Петров', telegram: null, portfolio_link: null });
  });

  it.each([
    ['telegram', { telegram: '@ab' }],
    ['telegram', { telegram: '@имя_кириллицей' }],
    ['telegram', { telegram: '@1digitfirst' }],
    ['portfolio_link', { portfolio_link: 'not a url' }],
    ['portfolio_link', { portfolio_link: 'javascript:alert(1)' }],
    ['name', { name: 'x'.repeat(101) }],
    ['email', { email: 'no-at-sign', current_password: 'whatever1' }],
  ])('refuses a bad %s with 400 naming the field', async (field, body) => {
    const seeker = await signInSeeker(t.app);
    const res = await call(seeker, 'PATCH', '/api/users/me', body);
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json<{ code: string; issues?: { path: string }[] }>();
    expect(error.code).toBe('validation_failed');
    expect(error.issues?.map((issue) => issue.path).join(' ')).toContain(field);
    expect((await call(seeker, 'GET', '/api/users/me')).json<Profile>()).toMatchObject({ telegram: null, portfolio_link: null });
  });

  it('refuses unknown fields (no way to set e.g. the password hash)', async () => {
    const seeker = await signInSeeker(t.app);
    const res = await call(seeker, 'PATCH', '/api/users/me', { password_hash: 'x' });
    expect(res.statusCode).toBe(400);
  });
});

describe('e-mail change', () => {
  it('needs the password, mails a link to the NEW address and changes the e-mail only on confirmation', async () => {
    const seeker = await signInSeeker(t.app);
    const newEmail = uniqueEmail('new');

    const noPassword = await call(seeker, 'PATCH', '/api/users/me', { email: newEmail });
    expect(noPassword.statusCode).toBe(400);
    const wrong = await call(seeker, 'PATCH', '/api/users/me', { email: newEmail, current_password: 'wrong password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'password_incorrect', detail: USER_DETAIL.passwordIncorrect });
    expect((await readOutbox(t.dataDir)).some((mail) => mail.to.includes(newEmail))).toBe(false);

    const res = await call(seeker, 'PATCH', '/api/users/me', { email: newEmail.toUpperCase(), current_password: seeker.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Profile>()).toMatchObject({ email: seeker.email, pending_email: newEmail });

    const mail = await waitForMail(t.dataDir, newEmail);
    expect(mail.subject).toContain('e-mail');
    const token = /\/profile\?email_token=([A-Za-z0-9_-]+)/.exec(mail.decoded)?.[1];
    expect(token).toBeTruthy();
    expect((await readOutbox(t.dataDir)).some((m) => m.to.includes(seeker.email))).toBe(false);
    // Not yet: the old e-mail still signs in, the new one does not.
    expect((await login(newEmail, seeker.password)).statusCode).toBe(401);

    const confirm = await call(null, 'POST', '/api/users/email/confirm', { token });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toEqual({ detail: USER_DETAIL.emailChanged, email: newEmail });
    expect((await call(seeker, 'GET', '/api/users/me')).json<Profile>()).toMatchObject({ email: newEmail, pending_email: null });
    expect((await login(newEmail, seeker.password)).statusCode).toBe(200);
    expect((await login(seeker.email, seeker.password)).statusCode).toBe(401);

    const again = await call(null, 'POST', '/api/users/email/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'email_change_invalid', detail: USER_DETAIL.emailChangeInvalid });
  });

  it('refuses an e-mail another account has (409), and an expired link', async () => {
    const other = await signInSeeker(t.app);
    const seeker = await signInSeeker(t.app);
    const taken = await call(seeker, 'PATCH', '/api/users/me', { email: other.email, current_password: seeker.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'email_taken', detail: AUTH_DETAIL.emailTaken });

    const newEmail = uniqueEmail('late');
    expect((await call(seeker, 'PATCH', '/api/users/me', { email: newEmail, current_password: seeker.password })).statusCode).toBe(200);
    const token = /email_token=([A-Za-z0-9_-]+)/.exec((await waitForMail(t.dataDir, newEmail)).decoded)?.[1];
    t.clock.advance(25 * 3_600_000);
    const late = await call(null, 'POST', '/api/users/email/confirm', { token });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'email_change_invalid' });
    const fresh = await loginAs(t.app, seeker);
    expect((await call(fresh, 'GET', '/api/users/me')).json<Profile>()).toMatchObject({ email: seeker.email, pending_email: null });
  });
});

describe('POST /api/users/me/password', () => {
  it('refuses a wrong current password and a short new one', async () => {
    const seeker = await signInSeeker(t.app);
    const wrong = await call(seeker, 'POST', '/api/users/me/password', { current_password: 'nope-nope', new_password: 'another good one' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'password_incorrect' });
    const short = await call(seeker, 'POST', '/api/users/me/password', { current_password: seeker.password, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'validation_failed' });
    expect((await login(seeker.email, seeker.password)).statusCode).toBe(200);
  });

  it('changes the password and revokes the other sessions, keeping this one', async () => {
    const seeker = await signInSeeker(t.app);
    const otherDevice = await loginAs(t.app, seeker);
    expect((await t.app.inject({ method: 'GET', url: '/api/positions', headers: { cookie: otherDevice.jar.header() } })).statusCode).toBe(200);
    const res = await call(seeker, 'POST', '/api/users/me/password', { current_password: seeker.password, new_password: 'a brand new password' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: USER_DETAIL.passwordChanged });

    // The other session's access token, still unexpired, is refused at once; this one's keeps working.
    const positions = (jar: CookieJar) => t.app.inject({ method: 'GET', url: '/api/positions', headers: { cookie: jar.header() } });
    const stale = await positions(otherDevice.jar);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ detail: AUTH_DETAIL.notAuthenticated, code: 'unauthenticated' });
    expect((await positions(seeker.jar)).statusCode).toBe(200);

    const refresh = (jar: CookieJar) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: jar.headers() });
    const other = await refresh(otherDevice.jar);
    expect(other.statusCode).toBe(401);
    expect(other.json()).toMatchObject({ code: 'refresh_invalid' });
    const mine = await refresh(seeker.jar);
    expect(mine.statusCode, mine.body).toBe(200);

    expect((await login(seeker.email, seeker.password)).statusCode).toBe(401);
    expect((await login(seeker.email, 'a brand new password')).statusCode).toBe(200);
  });
});

describe('GET /api/users/me/export', () => {
  it('downloads everything held on the seeker as JSON, without tokens or hashes', async () => {
    const seeker = await connectedSeeker(t.app, t.hh);
    await call(seeker, 'PATCH', '/api/users/me', { telegram: '@export_me', portfolio_link: 'https://example.com/me' });
    const res = await call(seeker, 'GET', '/api/users/me/export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="otklik-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json<UserExport>();
    expect(data.profile).toMatchObject({ user_id: seeker.user.user_id, email: seeker.email, telegram: '@export_me', portfolio_link: 'https://example.com/me' });
    expect(data.hh_connection).toMatchObject({ hh_user_id: expect.any(String) });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data).toHaveProperty('applications');
    expect(data).toHaveProperty('interviews');
    expect(data).toMatchObject({
      seeker_skills: [],
      answer_bank: null,
      trainer_access: null,
      trainer_access_requests: [],
      email_changes: [],
      proposal_signals: [],
    });

    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, seeker.user.user_id));
    const [hh] = await t.app.database.db.select().from(hhConnections).where(eq(hhConnections.userId, seeker.user.user_id));
    expect(res.body).not.toContain(row!.passwordHash);
    expect(res.body).not.toContain(hh!.accessTokenEnc);
    expect(res.body).not.toContain(hh!.refreshTokenEnc);
    expect(res.body).not.toMatch(/password|token_hash|access_token|refresh_token/);
  });

  it('includes the confirmed skills, the answer bank, trainer-access requests and e-mail changes the seeker made', async () => {
    const seeker = await connectedSeeker(t.app, t.hh);
    const positionId = await insertPosition(t.app, seeker.user.user_id, (await publishedResumeOf(t.app, seeker)).id);
    expect((await call(seeker, 'POST', `/api/positions/${positionId}/skills`, { name: 'Docker' })).statusCode).toBe(201);
    expect((await call(seeker, 'PATCH', '/api/answer-bank', { english_level: 'b2', citizenship: 'Россия' })).statusCode).toBe(200);
    expect((await call(seeker, 'POST', '/api/trainer/access-requests', { message: 'Хочу потренироваться' })).statusCode).toBe(201);
    const newEmail = uniqueEmail('export-new');
    expect((await call(seeker, 'PATCH', '/api/users/me', { email: newEmail, current_password: seeker.password })).statusCode).toBe(200);

    const res = await call(seeker, 'GET', '/api/users/me/export');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<UserExport>();
    expect(data.seeker_skills).toEqual([{ name: 'Docker', position_id: positionId, created_at: expect.any(String) }]);
    expect(data.answer_bank).toMatchObject({ facts: { english_level: 'b2', citizenship: 'Россия' } });
    expect(data.trainer_access_requests).toEqual([expect.objectContaining({ status: 'open', message: 'Хочу потренироваться', reply: null })]);
    expect(data.email_changes).toEqual([expect.objectContaining({ new_email: newEmail, used_at: null })]);
    expect(res.body).not.toMatch(/token_hash/);
  });

  it("is only ever the session's own data", async () => {
    const a = await signInSeeker(t.app);
    const b = await signInSeeker(t.app);
    const res = await call(b, 'GET', '/api/users/me/export');
    expect(res.json<UserExport>().profile.user_id).toBe(b.user.user_id);
    expect(res.body).not.toContain(a.email);
  });
});

describe('DELETE /api/users/me', () => {
  it('needs the password', async () => {
    const seeker = await signInSeeker(t.app);
    const res = await call(seeker, 'DELETE', '/api/users/me', { password: 'not my password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'password_incorrect' });
    expect((await call(seeker, 'GET', '/api/users/me')).statusCode).toBe(200);
  });

  it('revokes the hh tokens at hh, removes the personal data and ends the session; other accounts stay', async () => {
    const bystander = await connectedSeeker(t.app, t.hh);
    const seeker = await connectedSeeker(t.app, t.hh);
    const applicant = async (email: string) => (await t.hh.control.applicants()).find((a) => a.email === email);
    expect((await applicant(seeker.hhEmail))?.tokens).toEqual({ active: 1, revoked: 0 });

    const res = await call(seeker, 'DELETE', '/api/users/me', { password: seeker.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: USER_DETAIL.accountDeleted });
    expect(isCleared(cookieOf(res, SESSION_COOKIES.access))).toBe(true);
    expect(isCleared(cookieOf(res, SESSION_COOKIES.refresh))).toBe(true);

    expect((await applicant(seeker.hhEmail))?.tokens).toEqual({ active: 0, revoked: 1 });
    const db = t.app.database.db;
    expect(await db.select().from(users).where(eq(users.id, seeker.user.user_id))).toEqual([]);
    expect(await db.select().from(hhConnections).where(eq(hhConnections.userId, seeker.user.user_id))).toEqual([]);
    expect((await login(seeker.email, seeker.password)).statusCode).toBe(401);
    expect((await call(seeker, 'GET', '/api/users/me')).statusCode).toBe(401);
    expect((await call(seeker, 'GET', '/api/positions')).statusCode).toBe(401);
    expect((await call(seeker, 'GET', '/api/auth/validate')).statusCode).toBe(401);

    expect((await applicant(bystander.hhEmail))?.tokens).toEqual({ active: 1, revoked: 0 });
    expect((await call(bystander, 'GET', '/api/users/me')).statusCode).toBe(200);
  });

  it('keeps the payments as accounting records without the person: no user, no receipt e-mail, no card digits', async () => {
    const seeker = await connectedSeeker(t.app, t.hh);
    const db = t.app.database.db;
    const [paid] = await db
      .insert(payments)
      .values({
        userId: seeker.user.user_id,
        provider: 'yookassa',
        purpose: 'purchase',
        planId: 'start',
        amount: 99_000,
        currency: 'RUB',
        status: 'succeeded',
        providerPaymentId: `kept-${seeker.user.user_id}`,
        cardLast4: '4444',
        receiptEmail: seeker.email,
        description: 'Тариф «Старт», 1 месяц',
      })
      .returning();
    const res = await call(seeker, 'DELETE', '/api/users/me', { password: seeker.password });
    expect(res.statusCode, res.body).toBe(200);
    const [kept] = await db.select().from(payments).where(eq(payments.id, paid!.id));
    expect(kept).toMatchObject({ userId: null, receiptEmail: '', cardLast4: null, amount: 99_000, currency: 'RUB', status: 'succeeded', planId: 'start' });
    expect(JSON.stringify(kept)).not.toContain(seeker.email);
  });

  it('still deletes when hh does not answer the revocation', async () => {
    const seeker = await connectedSeeker(t.app, t.hh);
    await t.hh.control.addFault({ route: 'DELETE /oauth/token', kind: '5xx', status: 503, count: 10 });
    try {
      const res = await call(seeker, 'DELETE', '/api/users/me', { password: seeker.password });
      expect(res.statusCode, res.body).toBe(200);
      expect(await t.app.database.db.select().from(users).where(eq(users.id, seeker.user.user_id))).toEqual([]);
    } finally {
      await t.hh.control.clearFaults();
    }
  });
});
