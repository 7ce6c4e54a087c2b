import { AUTH_DETAIL, proposalListSchema, SESSION_COOKIES } from '@otklik/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  CookieJar,
  connectedSeeker,
  createTestDatabase,
  createUser,
  giveSandboxResume,
  loginAs,
  loginForm,
  positionReadyForProposals,
  sandboxEnv,
  sandboxNegotiations,
  startSandbox,
  type RunningSandbox,
  type TestDatabase,
  waitUntil,
} from '@otklik/api/testing';
import { deriveKey } from '../../src/config/keys';
import { createTokenCipher } from '../../src/integrations/hh';
import { type ApiProcess, startApiProcess } from './api-processes';

/**
 * Two real API processes (the server entry, each with its workers) on one fresh PostgreSQL database and one hh sandbox,
 * as behind a load balancer: the limits, the sending, the sessions and hh's single-use refresh tokens hold across
 * both. PostgreSQL only (several processes cannot share PGlite): runs when TEST_DATABASE_URL is set, as in CI.
 */
const PER_EMAIL = 3;
const APP_SECRET = 'multiprocess-secret-0123456789-abcdefghijklmnop';

let hh: RunningSandbox;
let database: TestDatabase;
let a: ApiProcess;
let b: ApiProcess;

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two API processes on one PostgreSQL', () => {
  beforeAll(async () => {
    // hh's access tokens live an hour here, so moving hh's clock two hours expires them.
    hh = await startSandbox({ env: { HH_SANDBOX_TOKEN_TTL_SECONDS: '3600' } });
    database = await createTestDatabase('postgres');
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      APP_SECRET,
      // One public address for both, as behind the load balancer (OAuth redirect_uri, links).
      PUBLIC_URL: 'http://127.0.0.1:4299',
      TRUST_PROXY: 'loopback',
      LOGIN_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      LOGIN_RATE_LIMIT_WINDOW_SECONDS: '600',
      ...sandboxEnv(hh),
    };
    // One after the other, as a deployment rolls them out; the second finds the schema migrated.
    a = await startApiProcess(env);
    b = await startApiProcess(env);
  }, 200_000);

  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await database?.drop();
    await hh?.close();
  }, 60_000);

  const login = (api: ApiProcess, email: string, password: string) => api.app.inject({ method: 'POST', url: '/api/auth/login', ...loginForm(email, password) });

  it('a login lockout earned on both processes holds on both', async () => {
    const account = await createUser(a.app);
    for (const api of [a, b, a]) {
      const failure = await login(api, account.email, 'wrong password');
      expect(failure.statusCode).toBe(401);
    }
    for (const api of [b, a]) {
      const refused = await login(api, account.email, account.password);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json()).toEqual({ detail: 'Too many login attempts', code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('a logout in one process is honoured by the other at once', async () => {
    const account = await createUser(a.app);
    const { jar } = await loginAs(a.app, account);
    const copied = new CookieJar();
    copied.cookies.set(SESSION_COOKIES.access, jar.get(SESSION_COOKIES.access)!);
    const guarded = (api: ApiProcess) =>
      Promise.all([
        api.app.inject({ method: 'GET', url: '/api/auth/validate', headers: { cookie: copied.header() } }),
        api.app.inject({ method: 'GET', url: '/api/positions', headers: { cookie: copied.header() } }),
      ]);
    // Both processes have verified the token and know its session live (their caches are warm).
    for (const response of [...(await guarded(a)), ...(await guarded(b))]) expect(response.statusCode, response.body).toBe(200);

    const logout = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: jar.headers() });
    expect(logout.statusCode).toBe(200);

    for (const response of [...(await guarded(b)), ...(await guarded(a))]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: AUTH_DETAIL.notAuthenticated, code: 'unauthenticated' });
    }
  });

  it('«Готово» sent to both processes at once sends each application once', async () => {
    const seeker = await connectedSeeker(a.app, hh);
    const resumeId = giveSandboxResume(hh, seeker.hhEmail, {
      title: 'Бухгалтер',
      areaId: '4',
      skills: ['1С: Бухгалтерия', 'Первичная документация', 'Сверка с контрагентами'],
      currentEmployer: 'ООО «Северный ветер»',
    });
    const positionId = await positionReadyForProposals(
      a.app,
      seeker,
      {
        title: 'Бухгалтер',
        resume_id: resumeId,
        use_favorites: false,
        areas: [{ id: '4', name: 'Новосибирск' }],
        remote: false,
        salary: { amount: 30_000, currency: 'RUR' },
        letter_styles: ['neutral'],
      },
      'Вела первичную документацию в 1С, сверяла акты с контрагентами, готовила отчётность.',
    );
    const proposed = await callAs(b.app, seeker, 'POST', `/api/positions/${positionId}/proposals`);
    expect(proposed.statusCode, proposed.body).toBe(201);
    const vacancyIds = proposalListSchema.parse(proposed.json()).items.map((p) => p.vacancy_id);
    expect(vacancyIds.length).toBeGreaterThanOrEqual(3);

    const confirms = await Promise.all(
      [a, b].map((api) => callAs(api.app, seeker, 'POST', `/api/positions/${positionId}/confirm`, { vacancy_ids: vacancyIds })),
    );
    for (const confirm of confirms) expect(confirm.statusCode, confirm.body).toBe(200);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const settled = await waitUntil(
        async () =>
          (await client.query<{ vacancy_id: string; status: string }>('select vacancy_id, status from applications where user_id = $1', [seeker.user.user_id]))
            .rows,
        (rows) => rows.length === vacancyIds.length && rows.every((row) => row.status !== 'queued' && row.status !== 'sending'),
        90_000,
        250,
      );
      expect(settled.map((row) => row.vacancy_id).sort()).toEqual([...vacancyIds].sort());
      expect(
        settled.every((row) => row.status === 'sent'),
        JSON.stringify(settled),
      ).toBe(true);
    } finally {
      await client.end();
    }
    const negotiations = await sandboxNegotiations(hh, seeker.hhEmail);
    const perVacancy = new Map<string, number>();
    for (const negotiation of negotiations) perVacancy.set(negotiation.vacancy_id, (perVacancy.get(negotiation.vacancy_id) ?? 0) + 1);
    for (const vacancyId of vacancyIds) expect(perVacancy.get(vacancyId), vacancyId).toBe(1);
  }, 180_000);

  it('the polled answers of both processes follow a change made anywhere, also while their change listeners reconnect', async () => {
    const seeker = await loginAs(a.app, await createUser(a.app));
    const polled = async (api: ApiProcess) => {
      const have = await callAs(api.app, seeker, 'POST', '/notifications/have_notifications', { user_id: seeker.user.user_id });
      const count = await callAs(api.app, seeker, 'GET', '/api/applications/count');
      expect(have.statusCode, have.body).toBe(200);
      expect(count.statusCode, count.body).toBe(200);
      return { have: have.json() as boolean, current: (count.json() as { current_applications: number }).current_applications };
    };
    /** Both processes give `expected` within a second (another process's NOTIFY takes about a millisecond). */
    const bothAnswer = async (expected: { have: boolean; current: number }) => {
      for (const api of [a, b])
        await waitUntil(
          () => polled(api),
          (answer) => answer.have === expected.have && answer.current === expected.current,
          1_000,
          20,
        );
    };
    // An operator's connection, or a worker of a third process: no API process makes these writes.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const insertNotification = () =>
      client.query("insert into notifications (user_id, title, description) values ($1, 'Приглашение', 'Работодатель приглашает вас.')", [seeker.user.user_id]);
    try {
      await bothAnswer({ have: false, current: 0 });
      await bothAnswer({ have: false, current: 0 }); // now from each process's memory

      await insertNotification();
      await bothAnswer({ have: true, current: 0 });
      // The bell read on one process ends «new» on the other.
      expect((await callAs(a.app, seeker, 'POST', '/notifications/get_notifications')).statusCode).toBe(200);
      await bothAnswer({ have: false, current: 0 });

      const { rows } = await client.query<{ id: string }>(
        `insert into positions (user_id, title, resume_id, resume_title, use_favorites, areas, remote, salary_amount, salary_currency, letter_styles, stage)
         values ($1, 'Аналитик', 'r1', 'Аналитик', false, '[{"id":"1","name":"Москва"}]', false, 100000, 'RUR', '["neutral"]', 'done') returning id`,
        [seeker.user.user_id],
      );
      await client.query(
        `insert into applications (user_id, position_id, vacancy_id, vacancy_name, alternate_url, apply_alternate_url, resume_id, cover_letter, letter_style, status, next_attempt_at)
         values ($1, $2, '99000001', 'Аналитик', 'https://hh.ru/vacancy/99000001', 'https://hh.ru/applicant/vacancy_response?vacancyId=99000001', 'r1', 'Здравствуйте!', 'neutral', 'queued', now() + interval '2 days')`,
        [seeker.user.user_id, rows[0]!.id],
      );
      // Queued for a later day: not today's.
      await bothAnswer({ have: false, current: 0 });
      await client.query('update applications set next_attempt_at = null where user_id = $1', [seeker.user.user_id]);
      await bothAnswer({ have: false, current: 1 });

      // Both processes lose their dedicated change listener: until it is back they read the database on every poll.
      const cut = await client.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'otklik-changes' and datname = current_database()",
      );
      expect(cut.rowCount).toBe(2);
      await insertNotification();
      await bothAnswer({ have: true, current: 1 });
      await client.query("update applications set status = 'failed' where user_id = $1", [seeker.user.user_id]);
      await bothAnswer({ have: true, current: 0 });

      await waitUntil(
        async () =>
          (await client.query("select count(*)::int as n from pg_stat_activity where application_name = 'otklik-changes' and datname = current_database()"))
            .rows[0].n as number,
        (listening) => listening === 2,
        10_000,
        100,
      );
      await bothAnswer({ have: true, current: 0 });
      expect((await callAs(b.app, seeker, 'POST', '/notifications/get_notifications')).statusCode).toBe(200);
      await bothAnswer({ have: false, current: 0 });
      await insertNotification();
      await bothAnswer({ have: true, current: 0 });
    } finally {
      await client.end();
    }
  }, 60_000);

  /** The seeker's hh refresh token as stored (decrypted with the key both processes derive from APP_SECRET). */
  async function storedRefreshToken(userId: string): Promise<string> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ refresh_token_enc: string }>('select refresh_token_enc from hh_connections where user_id = $1', [userId]);
      const cipher = createTokenCipher(Buffer.from(deriveKey(APP_SECRET, 'hh-token-encryption')));
      return cipher.decrypt(rows[0]!.refresh_token_enc, userId);
    } finally {
      await client.end();
    }
  }

  /** Moves the stored hh access token's expiry into the past (our processes run on the real clock). */
  async function expireStoredHhToken(userId: string): Promise<void> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query("update hh_connections set access_expires_at = now() - interval '1 minute' where user_id = $1", [userId]);
    } finally {
      await client.end();
    }
  }

  it('an expired hh token met by both processes at once is refreshed once (its refresh token is spent once)', async () => {
    const seeker = await connectedSeeker(a.app, hh);
    const oauth = hh.sandbox.state.oauth;
    const refresh = oauth.refresh.bind(oauth);
    // hh's clock moves for every seeker, and the processes' workers may refresh other seekers meanwhile: count only
    // the uses of this seeker's refresh token.
    const spent = await storedRefreshToken(seeker.user.user_id);
    const grants: string[] = [];
    oauth.refresh = (token: string) => {
      if (token !== spent) return refresh(token);
      try {
        const pair = refresh(token);
        grants.push(`${token.slice(0, 8)}: granted`);
        return pair;
      } catch (error) {
        grants.push(`${token.slice(0, 8)}: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }
    };
    try {
      // Two hours later, for hh and for us: the stored pair has expired on both sides.
      await hh.control.advanceClock(2 * 3_600_000);
      await expireStoredHhToken(seeker.user.user_id);
      const answers = await Promise.all([a, b, a, b].map((api) => callAs(api.app, seeker, 'GET', '/api/resumes')));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    } finally {
      oauth.refresh = refresh;
    }
    expect(grants, grants.join('\n')).toHaveLength(1);
    for (const api of [a, b]) expect((await callAs(api.app, seeker, 'GET', '/api/hh/validate')).statusCode).toBe(200);
  }, 60_000);
});
