import { HH_DETAIL, SESSION_COOKIES } from '@otklik/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { deriveKey } from '../../src/config/keys';
import { hhConnections } from '../../src/db/schema/hh';
import { createTokenCipher } from '../../src/integrations/hh/token-crypto';
import { consentAtSandbox, CookieJar, createUser, type HhTestApp, loginAs, type RunningSandbox, uniqueEmail } from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

const APP_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const HOUR = 3_600_000;

let hh: RunningSandbox;
let t: HhTestApp;

hhAppTest({ sandbox: { env: { HH_SANDBOX_TOKEN_TTL_SECONDS: '3600' } }, env: { HH_TIMEOUT_MS: '1000', APP_SECRET } }).beforeAll(({ hhApp }) => {
  t = hhApp;
  hh = t.hh;
});
beforeEach(async () => {
  await hh.control('DELETE', '/faults');
});

/** A signed-in seeker (not yet connected to hh). */
async function seeker() {
  const account = await createUser(t.app);
  const session = await loginAs(t.app, account);
  return { ...account, ...session };
}

type Seeker = Awaited<ReturnType<typeof seeker>>;

const call = (s: { jar: CookieJar }, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s.jar.headers(), ...(payload ? { payload } : {}) });

async function generateLink(s: Seeker): Promise<string> {
  const res = await call(s, 'GET', '/api/hh/generate-link');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ registration_link: string }>().registration_link;
}

/** The whole connect flow: link → sandbox consent → exchange. */
async function connect(s: Seeker, hhEmail = uniqueEmail('hh')) {
  const { code, state } = await consentAtSandbox(await generateLink(s), hhEmail);
  const res = await call(s, 'POST', '/api/hh/exchange', { code, state });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ detail: HH_DETAIL.tokensStored });
  return hhEmail;
}

async function storedRow(userId: string) {
  const [row] = await t.app.database.db.select().from(hhConnections).where(eq(hhConnections.userId, userId));
  return row ?? null;
}

const cipher = createTokenCipher(Buffer.from(deriveKey(APP_SECRET, 'hh-token-encryption')));

async function plaintextAccessToken(userId: string): Promise<string> {
  const row = await storedRow(userId);
  if (!row) throw new Error('not connected');
  return cipher.decrypt(row.accessTokenEnc, userId);
}

/** Moves both clocks (ours and the sandbox's) forward, as time passes for both sides. */
async function advanceBoth(ms: number) {
  t.clock.advance(ms);
  await hh.control('POST', '/clock', { advance_ms: ms });
}

describe('connecting hh: generate-link, exchange, validate, logout', () => {
  it('needs a session for every /api/hh call', async () => {
    for (const [method, url] of [
      ['GET', '/api/hh/generate-link'],
      ['GET', '/api/hh/validate'],
      ['POST', '/api/hh/logout'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('links to the consent page with a state and our redirect_uri', async () => {
    const link = new URL(await generateLink(await seeker()));
    expect(link.origin + link.pathname).toBe(`${hh.url}/oauth/authorize`);
    expect(link.searchParams.get('response_type')).toBe('code');
    expect(link.searchParams.get('client_id')).toBe('otklik-sandbox');
    expect(link.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:8080/connect');
    expect(link.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
  });

  it('before connecting: validate answers 401 and resumes say hh is not connected', async () => {
    const s = await seeker();
    const validate = await call(s, 'GET', '/api/hh/validate');
    expect(validate.statusCode).toBe(401);
    expect(validate.json()).toMatchObject({ detail: HH_DETAIL.notIntegrated });
    const resumes = await call(s, 'GET', '/api/resumes');
    expect(resumes.statusCode).toBe(403);
    expect(resumes.json()).toMatchObject({ code: 'hh_not_integrated' });
  });

  it('exchanges the code, then validate is valid and the sandbox resumes are listed', async () => {
    const s = await seeker();
    await connect(s);
    const validate = await call(s, 'GET', '/api/hh/validate');
    expect(validate.statusCode).toBe(200);
    expect(validate.json()).toEqual({ detail: "Current user's HH token is valid" });

    const resumes = await call(s, 'GET', '/api/resumes');
    expect(resumes.statusCode, resumes.body).toBe(200);
    const items = resumes.json<{ items: Array<{ status: string; can_apply: boolean; alternate_url: string; created_by_assistant: boolean }> }>().items;
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.length).toBeLessThanOrEqual(3);
    for (const item of items) {
      expect(item.can_apply).toBe(item.status === 'published');
      expect(item.alternate_url).toMatch(/^https?:\/\//);
      expect(item.created_by_assistant).toBe(false);
    }
  });

  it('needs the X-XSRF-TOKEN header to exchange', async () => {
    const s = await seeker();
    const { code, state } = await consentAtSandbox(await generateLink(s), uniqueEmail('hh'));
    const res = await t.app.inject({ method: 'POST', url: '/api/hh/exchange', headers: { cookie: s.jar.header() }, payload: { code, state } });
    expect(res.statusCode).toBe(403);
  });
});

describe('the OAuth state is bound to the session, single use, 10 minutes', () => {
  it('rejects a missing state', async () => {
    const s = await seeker();
    const { code } = await consentAtSandbox(await generateLink(s), uniqueEmail('hh'));
    const res = await call(s, 'POST', '/api/hh/exchange', { code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'hh_state_mismatch' });
  });

  it("rejects another seeker's state (a mismatched state)", async () => {
    const victim = await seeker();
    const attacker = await seeker();
    const { code, state } = await consentAtSandbox(await generateLink(attacker), uniqueEmail('hh'));
    const res = await call(victim, 'POST', '/api/hh/exchange', { code, state });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'hh_state_mismatch', detail: HH_DETAIL.stateMismatch });
    expect(await storedRow(victim.user.user_id)).toBeNull();
  });

  it('rejects the same session state from another login of the same seeker', async () => {
    const s = await seeker();
    const otherLogin = await loginAs(t.app, s);
    const { code, state } = await consentAtSandbox(await generateLink(s), uniqueEmail('hh'));
    const res = await call(otherLogin, 'POST', '/api/hh/exchange', { code, state });
    expect(res.statusCode).toBe(400);
  });

  it('rejects a state used twice', async () => {
    const s = await seeker();
    const link = await generateLink(s);
    const first = await consentAtSandbox(link, uniqueEmail('hh'));
    expect((await call(s, 'POST', '/api/hh/exchange', first)).statusCode).toBe(200);
    const second = await consentAtSandbox(link, uniqueEmail('hh'));
    const res = await call(s, 'POST', '/api/hh/exchange', second);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'hh_state_mismatch' });
  });

  it('rejects a state older than 10 minutes', async () => {
    const s = await seeker();
    const { code, state } = await consentAtSandbox(await generateLink(s), uniqueEmail('hh'));
    t.clock.advance(10 * 60_000 + 1000);
    const res = await call(s, 'POST', '/api/hh/exchange', { code, state });
    expect(res.statusCode).toBe(400);
  });

  it("answers 'Failed to complete HH integration' for a code hh does not know", async () => {
    const s = await seeker();
    const { state } = await consentAtSandbox(await generateLink(s), uniqueEmail('hh'));
    const res = await call(s, 'POST', '/api/hh/exchange', { code: 'not-a-real-code', state });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'Failed to complete HH integration' });
  });
});

describe('hh tokens at rest', () => {
  it('stores no plaintext token: the row holds AES-GCM ciphertext that only decrypts for its owner', async () => {
    const s = await seeker();
    await connect(s);
    const row = await storedRow(s.user.user_id);
    expect(row).not.toBeNull();
    const access = cipher.decrypt(row!.accessTokenEnc, s.user.user_id);
    const refresh = cipher.decrypt(row!.refreshTokenEnc, s.user.user_id);
    const rowText = JSON.stringify(row);
    expect(rowText).not.toContain(access);
    expect(rowText).not.toContain(refresh);
    expect(row!.accessTokenEnc.startsWith('v1.')).toBe(true);
    expect(() => cipher.decrypt(row!.accessTokenEnc, 'someone-else')).toThrow();
    // The decrypted token is the real one: hh accepts it.
    const me = await fetch(`${hh.url}/me`, { headers: { authorization: `Bearer ${access}`, 'user-agent': 'otklik-test' } });
    expect(me.status).toBe(200);
  });
});

describe("refresh by hh's rules", () => {
  it('refreshes an expired token once for many concurrent requests', async () => {
    const s = await seeker();
    await connect(s);
    const before = await storedRow(s.user.user_id);
    await advanceBoth(2 * HOUR);
    // Our own access cookie expired too; a new login keeps the same hh connection.
    const again = await loginAs(t.app, s);
    // Count the refresh grants hh receives: spending a refresh token twice would kill the connection.
    const oauth = hh.sandbox.state.oauth;
    const refresh = oauth.refresh.bind(oauth);
    let grants = 0;
    oauth.refresh = (token: string) => {
      grants += 1;
      return refresh(token);
    };
    try {
      const results = await Promise.all(Array.from({ length: 6 }, () => call(again, 'GET', '/api/resumes')));
      for (const res of results) expect(res.statusCode, res.body).toBe(200);
    } finally {
      oauth.refresh = refresh;
    }
    expect(grants).toBe(1);
    const after = await storedRow(s.user.user_id);
    expect(after!.version).toBe(before!.version + 1);
    expect(after!.accessTokenEnc).not.toBe(before!.accessTokenEnc);
    expect((await call(again, 'GET', '/api/hh/validate')).statusCode).toBe(200);
  });

  it('recovers from hh answering token_expired by refreshing and retrying once', async () => {
    const s = await seeker();
    await connect(s);
    await hh.control('POST', '/faults', { route: 'GET /resumes/mine', kind: 'token_expired', count: 1 });
    const res = await call(s, 'GET', '/api/resumes');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a token revoked at hh marks the seeker as not integrated', async () => {
    const s = await seeker();
    await connect(s);
    const access = await plaintextAccessToken(s.user.user_id);
    const revoke = await fetch(`${hh.url}/oauth/token`, { method: 'DELETE', headers: { authorization: `Bearer ${access}`, 'user-agent': 'otklik-test' } });
    expect(revoke.status).toBe(204);
    const res = await call(s, 'GET', '/api/resumes');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'hh_not_integrated' });
    expect((await call(s, 'GET', '/api/hh/validate')).statusCode).toBe(401);
  });
});

describe("hh's failures map to the product's errors", () => {
  it('retries a 5xx and a 429 on reads, then answers', async () => {
    const s = await seeker();
    await connect(s);
    await hh.control('POST', '/faults', { route: 'GET /resumes/mine', kind: '5xx', count: 1 });
    expect((await call(s, 'GET', '/api/resumes')).statusCode).toBe(200);
    await hh.control('POST', '/faults', { route: 'GET /resumes/mine', kind: '429', count: 1 });
    expect((await call(s, 'GET', '/api/resumes')).statusCode).toBe(200);
  });

  it("answers 503 'HH is temporarily unavailable' when hh keeps failing or hangs", async () => {
    const s = await seeker();
    await connect(s);
    await hh.control('POST', '/faults', { route: 'GET /resumes/mine', kind: '5xx', status: 502 });
    const failing = await call(s, 'GET', '/api/resumes');
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toEqual({ detail: HH_DETAIL.hhUnavailable, code: 'hh_unavailable' });
    await hh.control('DELETE', '/faults');
    await hh.control('POST', '/faults', { route: 'GET /resumes/mine', kind: 'hang', ms: 3000 });
    const hanging = await call(s, 'GET', '/api/resumes');
    expect(hanging.statusCode).toBe(503);
    await hh.control('DELETE', '/faults');
    expect((await call(s, 'GET', '/api/resumes')).statusCode).toBe(200);
  });

  it('tolerates latency', async () => {
    const s = await seeker();
    await connect(s);
    await hh.control('POST', '/faults', { route: 'GET /resumes/mine', kind: 'latency', ms: 200, count: 1 });
    expect((await call(s, 'GET', '/api/resumes')).statusCode).toBe(200);
  });

  it('answers 503 when the token endpoint fails during the exchange, and the state can not be replayed', async () => {
    const s = await seeker();
    const { code, state } = await consentAtSandbox(await generateLink(s), uniqueEmail('hh'));
    await hh.control('POST', '/faults', { route: 'POST /token', kind: '5xx' });
    const res = await call(s, 'POST', '/api/hh/exchange', { code, state });
    expect(res.statusCode).toBe(503);
    expect(await storedRow(s.user.user_id)).toBeNull();
  });
});

describe('signing out of hh', () => {
  it('revokes the token at hh, deletes it here, and validate answers 401', async () => {
    const s = await seeker();
    await connect(s);
    const access = await plaintextAccessToken(s.user.user_id);
    const res = await call(s, 'POST', '/api/hh/logout');
    expect(res.statusCode).toBe(200);
    expect(await storedRow(s.user.user_id)).toBeNull();
    expect((await call(s, 'GET', '/api/hh/validate')).statusCode).toBe(401);
    const me = await fetch(`${hh.url}/me`, { headers: { authorization: `Bearer ${access}`, 'user-agent': 'otklik-test' } });
    expect(me.status).toBe(403);
  });

  it("keeps the token and answers 'Failed to logout HH account' when hh does not answer", async () => {
    const s = await seeker();
    await connect(s);
    await hh.control('POST', '/faults', { route: 'DELETE /oauth/token', kind: '5xx' });
    const res = await call(s, 'POST', '/api/hh/logout');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ detail: 'Failed to logout HH account' });
    expect(await storedRow(s.user.user_id)).not.toBeNull();
  });
});

describe('signing in with hh (hh-auth)', () => {
  async function hhAuth(mode: 'auth' | 'register', hhEmail: string, jar = new CookieJar()) {
    const link = await t.app.inject({ method: 'GET', url: '/api/hh-auth/auth-link' });
    expect(link.statusCode).toBe(200);
    jar.update(link);
    const { code, state } = await consentAtSandbox(link.json<{ registration_link: string }>().registration_link, hhEmail);
    return t.app.inject({ method: 'POST', url: `/hh-auth/${mode}`, headers: jar.headers(), payload: { code, state } });
  }

  it('creates the account from hh, signs in and connects hh; the second time finds the same account', async () => {
    const hhEmail = uniqueEmail('hh-login');
    const first = await hhAuth('auth', hhEmail);
    expect(first.statusCode, first.body).toBe(200);
    const user = first.json<{ user_id: string; email: string }>();
    expect(user.email).toBe(hhEmail);
    const jar = new CookieJar().update(first);
    expect(jar.get(SESSION_COOKIES.access)).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: '/api/hh/validate', headers: jar.headers() })).statusCode).toBe(200);

    const again = await hhAuth('register', hhEmail);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ user_id: string }>().user_id).toBe(user.user_id);
  });

  it('refuses a state without the browser nonce it was issued to', async () => {
    const link = await t.app.inject({ method: 'GET', url: '/api/hh-auth/auth-link' });
    const { code, state } = await consentAtSandbox(link.json<{ registration_link: string }>().registration_link, uniqueEmail('hh'));
    const res = await t.app.inject({ method: 'POST', url: '/hh-auth/auth', payload: { code, state } });
    expect(res.statusCode).toBe(400);
  });

  it("refuses to take over a password account that owns hh's e-mail", async () => {
    const existing = await createUser(t.app);
    const res = await hhAuth('auth', existing.email);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: 'Email already registered' });
  });
});
