import { HARD_STOPS, HH_DETAIL, type CompanionAuditPage, type CompanionSettings, type CompanionStatus } from '@otklik/contracts';
import { HARD_STOPS as PAGE_CONTRACT_STOPS } from '@otklik/hh-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companionOperations } from '../../src/db/schema/companion';
import { selectorPack } from '../../src/integrations/hh';
import { createAdminRoles } from '../../src/modules/admin';
import {
  askQuestions,
  buildTestApp,
  callAs,
  callOk,
  deviceCall,
  insertPosition,
  insertQueued,
  kick,
  negotiationsPage,
  nextOperation,
  pairCompanion,
  reportOperation,
  rowOf,
  runScriptedCompanion,
  settled,
  signInSeeker,
  type TestApp,
  waitForStatus,
  waitUntil,
} from '@otklik/api/testing';

/**
 * The browser companion through the API: pairing codes that resist guessing, device tokens that open only the
 * companion's calls, the hh port routing a paired seeker's calls through the queue, the sending pipeline's guarantees
 * across it (one apply per vacancy, proof read from hh's negotiations page), pacing, hard stops and the pack pause.
 * The companion is played by the test over HTTP, as the extension plays it.
 */

const ORIGIN = 'https://hh.ru';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ workers: true, env: { COMPANION_SEND_GAP_SECONDS: '60', COMPANION_QUIET_HOURS: 'none' } });
});
afterAll(async () => {
  await t?.close();
});

/** Pairs a browser for a new seeker from the client address `ip`. */
async function pairCompanionFrom(ip: string): Promise<void> {
  const seeker = await signInSeeker(t.app);
  const { code } = await callOk<{ code: string }>(t.app, seeker, 'POST', '/api/companion/pairing-code');
  const paired = await t.app.inject({ method: 'POST', url: '/api/companion/pair', payload: { code, device_name: 'x' }, remoteAddress: ip });
  expect(paired.statusCode).toBe(200);
}

const ops = (userId: string) => t.app.database.db.select().from(companionOperations).where(eq(companionOperations.userId, userId));

describe('pairing', () => {
  it('trades a short code once for a device token that opens only the companion’s calls', async () => {
    const seeker = await signInSeeker(t.app);
    const { code, expires_at } = await callOk<{ code: string; expires_at: string }>(t.app, seeker, 'POST', '/api/companion/pairing-code');
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(new Date(expires_at).getTime() - t.clock.now().getTime()).toBe(10 * 60_000);

    const paired = await t.app.inject({ method: 'POST', url: '/api/companion/pair', payload: { code: code.toLowerCase(), device_name: 'Chromium' } });
    expect(paired.statusCode).toBe(200);
    const { device_token } = paired.json<{ device_token: string }>();
    const again = await t.app.inject({ method: 'POST', url: '/api/companion/pair', payload: { code, device_name: 'Another' } });
    expect(again.json()).toMatchObject({ code: 'pairing_code_invalid' });

    expect((await deviceCall(t.app, device_token, 'GET', '/api/companion/device/me')).json()).toMatchObject({ mode: 'assisted' });
    // The token is no session: the seeker's own calls refuse it, and a session cookie opens no device call.
    expect((await t.app.inject({ method: 'GET', url: '/api/companion/devices', headers: { authorization: `Bearer ${device_token}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/positions', headers: { authorization: `Bearer ${device_token}` } })).statusCode).toBe(401);
    expect((await callAs(t.app, seeker, 'GET', '/api/companion/device/me')).json()).toMatchObject({ code: 'device_token_invalid' });

    // Paired, the seeker counts as connected to hh: the guard lets them past /connect.
    expect((await callOk<{ detail: string }>(t.app, seeker, 'GET', '/api/hh/validate')).detail).toBe(HH_DETAIL.tokenValid);
  });

  it('refuses an expired code and a code replaced by a newer one', async () => {
    const seeker = await signInSeeker(t.app);
    const first = (await callOk<{ code: string }>(t.app, seeker, 'POST', '/api/companion/pairing-code')).code;
    const second = (await callOk<{ code: string }>(t.app, seeker, 'POST', '/api/companion/pairing-code')).code;
    const pair = (code: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/companion/pair', payload: { code, device_name: 'x' }, remoteAddress: ip });
    expect((await pair(first, '10.1.0.1')).statusCode).toBe(400);
    t.clock.advance(10 * 60_000 + 1);
    expect((await pair(second, '10.1.0.1')).statusCode).toBe(400);
  });

  it('stops a guessing loop: ten wrong codes from one address and even the right one is refused for a while', async () => {
    const seeker = await signInSeeker(t.app);
    const { code } = await callOk<{ code: string }>(t.app, seeker, 'POST', '/api/companion/pairing-code');
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/companion/pair',
          payload: { code: `AAAA-AA${'ABCDEFGHJK'[i]}A`, device_name: 'x' },
          remoteAddress: '10.9.9.9',
        }),
      ),
    );
    expect(guesses.map((r) => r.statusCode)).toEqual(Array(10).fill(400));
    const right = await t.app.inject({ method: 'POST', url: '/api/companion/pair', payload: { code, device_name: 'x' }, remoteAddress: '10.9.9.9' });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // Another address still pairs with it: the code itself was not burnt by the guesses.
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/companion/pair', payload: { code, device_name: 'x' }, remoteAddress: '10.9.9.10' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('lets no more than ten guesses from one address be tried, however many are sent at once', async () => {
    const seeker = await signInSeeker(t.app);
    const { code } = await callOk<{ code: string }>(t.app, seeker, 'POST', '/api/companion/pairing-code');
    const wrong = (i: number) => `BBBB-${'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[i % 31]}${'ABCDEFGHJK'[Math.floor(i / 31) % 10]}BB`;
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/companion/pair', payload: { code: wrong(i), device_name: 'x' }, remoteAddress: '10.7.7.7' }),
      ),
    );
    const statuses = guesses.map((r) => r.statusCode);
    const tried = statuses.filter((s) => s === 400).length;
    expect(tried).toBeLessThanOrEqual(10);
    expect(tried + statuses.filter((s) => s === 429).length).toBe(40);
    // The refused ones were not tried and do not count: the address has its ten in all, then even the right code waits.
    for (let i = 0; i < 10 - tried; i += 1) {
      const more = await t.app.inject({
        method: 'POST',
        url: '/api/companion/pair',
        payload: { code: wrong(40 + i), device_name: 'x' },
        remoteAddress: '10.7.7.7',
      });
      expect(more.statusCode).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/companion/pair', payload: { code, device_name: 'x' }, remoteAddress: '10.7.7.7' })).statusCode,
    ).toBe(429);
    // A pairing that succeeds is no failure: one address (an office behind one IP) pairs many browsers.
    for (let i = 0; i < 12; i += 1) await pairCompanionFrom('10.7.7.8');
  });

  it('gives at most five codes per ten minutes to one seeker', async () => {
    const seeker = await signInSeeker(t.app);
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await callAs(t.app, seeker, 'POST', '/api/companion/pairing-code')).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('gives at most five codes however many are asked for at once, and only the last one given pairs', async () => {
    const seeker = await signInSeeker(t.app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => callAs(t.app, seeker, 'POST', '/api/companion/pairing-code')));
    const given = answers.filter((a) => a.statusCode === 200).map((a) => a.json<{ code: string; expires_at: string }>());
    expect(given).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
    // Each new code voids the older ones: exactly one of the five still pairs.
    const paired = [];
    for (const { code } of given) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/companion/pair', payload: { code, device_name: 'x' }, remoteAddress: '10.7.9.1' });
      paired.push(answer.statusCode);
    }
    expect(paired.filter((s) => s === 200)).toHaveLength(1);
  });

  it('lists the seeker’s browsers and revokes one at once; another seeker cannot', async () => {
    const seeker = await signInSeeker(t.app);
    const other = await signInSeeker(t.app);
    const { device_id, device_token } = await pairCompanion(t.app, seeker);
    const list = await callOk<{ items: { id: string; online: boolean }[] }>(t.app, seeker, 'GET', '/api/companion/devices');
    expect(list.items).toEqual([expect.objectContaining({ id: device_id, online: true })]);
    expect((await callAs(t.app, other, 'DELETE', `/api/companion/devices/${device_id}`)).statusCode).toBe(404);
    expect((await callAs(t.app, seeker, 'DELETE', `/api/companion/devices/${device_id}`)).statusCode).toBe(204);
    expect((await deviceCall(t.app, device_token, 'GET', '/api/companion/device/me')).statusCode).toBe(401);
    expect((await callOk<{ items: unknown[] }>(t.app, seeker, 'GET', '/api/companion/devices')).items).toEqual([]);
  });

  it('ends a revoked browser’s open long poll with nothing: the work goes to the seeker’s other browser', async () => {
    const seeker = await signInSeeker(t.app);
    const laptop = await pairCompanion(t.app, seeker, 'Ноутбук');
    const desktop = await pairCompanion(t.app, seeker, 'Компьютер');
    const waiting = deviceCall(t.app, laptop.device_token, 'GET', '/api/companion/device/operations/next?lane=read&wait=5');
    // The long poll opens before the seeker revokes the laptop (were it slower, its token would be refused at once).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await callAs(t.app, seeker, 'DELETE', `/api/companion/devices/${laptop.device_id}`)).statusCode).toBe(204);
    const resumes = callAs(t.app, seeker, 'GET', '/api/resumes');
    expect([204, 401]).toContain((await waiting).statusCode);
    const handed = await waitUntil(
      () => nextOperation(t.app, desktop.device_token, 'read', 1),
      (op) => op !== null,
    );
    expect(handed).toMatchObject({ kind: 'list_resumes', attempt: 1 });
    await reportOperation(t.app, desktop.device_token, handed!.id, { status: 'failed', detail: 'test' });
    expect((await resumes).statusCode).toBe(503);
    expect((await deviceCall(t.app, laptop.device_token, 'GET', `/api/companion/device/operations/next?lane=read&wait=0`)).statusCode).toBe(401);
  });

  it('gives a revoked browser’s running application back to the queue for the seeker’s other browser', async () => {
    const seeker = await signInSeeker(t.app);
    const laptop = await pairCompanion(t.app, seeker, 'Ноутбук');
    const desktop = await pairCompanion(t.app, seeker, 'Компьютер');
    const positionId = await insertPosition(t.app, seeker.user.user_id, 'abc123');
    await kick(t.app, await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId: 'abc123', vacancyId: '70501' }));
    const held = await waitUntil(
      () => nextOperation(t.app, laptop.device_token, 'apply', 1),
      (op) => op !== null,
    );
    expect((await callAs(t.app, seeker, 'DELETE', `/api/companion/devices/${laptop.device_id}`)).statusCode).toBe(204);
    expect(
      (
        await deviceCall(t.app, laptop.device_token, 'POST', `/api/companion/device/operations/${held!.id}/result`, {
          status: 'done',
          result: { negotiation_id: '1' },
        })
      ).statusCode,
    ).toBe(401);
    expect(await nextOperation(t.app, desktop.device_token, 'apply')).toMatchObject({ id: held!.id, attempt: 2 });
  });
});

describe('the hh port through the companion', () => {
  it('reads the seeker’s resumes through their browser, and says to open it when it is closed', async () => {
    const seeker = await signInSeeker(t.app);
    const { device_token } = await pairCompanion(t.app, seeker);
    const resumes = callOk<{ items: { id: string; can_apply: boolean }[] }>(t.app, seeker, 'GET', '/api/resumes');
    const operation = await waitUntil(
      () => nextOperation(t.app, device_token, 'read', 1),
      (op) => op !== null,
    );
    expect(operation).toMatchObject({ kind: 'list_resumes', attempt: 1 });
    const item = {
      id: 'abc123',
      title: 'Аналитик',
      status: { id: 'published', name: 'опубликовано' },
      access: { type: { id: 'everyone', name: 'всем' } },
      url: `${ORIGIN}/resumes/abc123`,
      alternate_url: `${ORIGIN}/resume/abc123`,
      created_at: '2026-11-01T10:00:00+0300',
      updated_at: '2026-11-20T10:00:00+0300',
      blocked: false,
      finished: true,
      can_publish_or_update: true,
      next_publish_at: null,
      area: { id: '1', name: 'Москва' },
    };
    await reportOperation(t.app, device_token, operation!.id, {
      status: 'done',
      result: { url: `${ORIGIN}/applicant/resumes`, state: { applicantResumes: { items: [item] } } },
    });
    expect((await resumes).items).toEqual([expect.objectContaining({ id: 'abc123', can_apply: true })]);

    t.clock.advance(61_000);
    const closed = await callAs(t.app, seeker, 'GET', '/api/resumes');
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toMatchObject({ code: 'companion_offline' });
  });

  it('sends an application once through the companion and marks it sent only when hh’s negotiations page shows it', async () => {
    const seeker = await signInSeeker(t.app);
    const { device_token } = await pairCompanion(t.app, seeker);
    const positionId = await insertPosition(t.app, seeker.user.user_id, 'abc123');
    const id = await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId: 'abc123', vacancyId: '70001' });
    let applied = 0;
    const companion = runScriptedCompanion(t.app, device_token, (op) => {
      if (op.kind === 'apply') {
        applied += 1;
        return { status: 'done', result: { negotiation_id: '900' } };
      }
      return { status: 'done', result: negotiationsPage(ORIGIN, applied > 0 ? [{ id: 900, vacancyId: 70001, resumeHash: 'abc123' }] : []) };
    });
    try {
      await kick(t.app, id);
      const sent = await waitForStatus(t.app, id, ['sent', 'failed', 'assisted_apply']);
      expect(sent).toMatchObject({ status: 'sent', hhNegotiationId: '900' });
      // Kicked again after it went out: nothing is handed over a second time.
      await kick(t.app, id);
      await waitUntil(
        () => rowOf(t.app, id),
        (row) => row.confirmedAt !== null,
      );
    } finally {
      await companion.stop();
    }
    expect(applied).toBe(1);
    const applies = (await ops(seeker.user.user_id)).filter((op) => op.kind === 'apply');
    expect(applies).toHaveLength(1);
    expect(applies[0]).toMatchObject({ dedupeKey: 'apply:70001', status: 'done', attempts: 1 });
    expect(applies[0]!.params).toMatchObject({ letter: expect.stringContaining('Здравствуйте'), mode: 'assisted' });
  });

  it('finds the proof of an older response further down hh’s negotiations list, a page at a time', async () => {
    const seeker = await signInSeeker(t.app);
    const { device_token } = await pairCompanion(t.app, seeker);
    const positionId = await insertPosition(t.app, seeker.user.user_id, 'abc123');
    const id = await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId: 'abc123', vacancyId: '70101' });
    // Twenty newer responses fill hh's first page; the one of this vacancy is on the second of three.
    const newer = Array.from({ length: 20 }, (_, i) => ({ id: 5000 + i, vacancyId: 80000 + i }));
    const pages = [newer, [{ id: 901, vacancyId: 70101, resumeHash: 'abc123' }], [{ id: 902, vacancyId: 80100 }]];
    const companion = runScriptedCompanion(t.app, device_token, (op) => {
      if (op.kind === 'apply') return { status: 'done', result: { negotiation_id: '901' } };
      const page = typeof op.params.page === 'number' ? op.params.page : 0;
      return { status: 'done', result: negotiationsPage(ORIGIN, pages[page] ?? [], { page, pages: pages.length }) };
    });
    try {
      await kick(t.app, id);
      expect(await waitForStatus(t.app, id, ['sent', 'failed', 'assisted_apply'])).toMatchObject({ status: 'sent', hhNegotiationId: '901' });
      await waitUntil(
        () => rowOf(t.app, id),
        (row) => row.confirmedAt !== null,
      );
    } finally {
      await companion.stop();
    }
    const read = companion.handled.filter((op) => op.kind === 'list_negotiations').map((op) => op.params.page);
    expect(read).toContain(1);
    expect(read).not.toContain(2);
  });

  it('after hh’s limit of responses per 24 hours, sends the application the next day through the same operation', async () => {
    const seeker = await signInSeeker(t.app);
    const { device_token } = await pairCompanion(t.app, seeker);
    const positionId = await insertPosition(t.app, seeker.user.user_id, 'abc123');
    const id = await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId: 'abc123', vacancyId: '70201' });
    const reads = runScriptedCompanion(t.app, device_token, () => ({ status: 'done', result: negotiationsPage(ORIGIN, []) }), ['read']);
    try {
      await kick(t.app, id);
      const first = await waitUntil(
        () => nextOperation(t.app, device_token, 'apply', 1),
        (op) => op !== null,
      );
      await reportOperation(t.app, device_token, first!.id, { status: 'done', result: { refusal: 'limit_exceeded' } });
      const deferred = await waitUntil(
        () => rowOf(t.app, id),
        (row) => row.status === 'queued' && row.nextAttemptAt !== null && row.nextAttemptAt > t.clock.now(),
      );
      expect(deferred.nextAttemptAt!.getUTCHours()).toBe(0);

      await settled(t.app);
      // The same day the refusal stands: nothing is handed over again.
      expect((await ops(seeker.user.user_id)).filter((op) => op.kind === 'apply').map((op) => op.status)).toEqual(['done']);
      t.clock.advance(deferred.nextAttemptAt!.getTime() - t.clock.now().getTime() + 60_000);
      expect(await kick(t.app, id)).toBe(true);
      const again = await waitUntil(
        () => nextOperation(t.app, device_token, 'apply', 1),
        (op) => op !== null,
      );
      expect(again).toMatchObject({ id: first!.id, attempt: 2 });
    } finally {
      await reads.stop();
    }
    expect((await ops(seeker.user.user_id)).filter((op) => op.kind === 'apply')).toHaveLength(1);
  });

  it('keeps the application waiting while the browser is closed, and a closed tab mid-send re-runs the same operation', async () => {
    const seeker = await signInSeeker(t.app);
    const { device_token } = await pairCompanion(t.app, seeker);
    t.clock.advance(61_000); // the browser is closed
    const positionId = await insertPosition(t.app, seeker.user.user_id, 'abc123');
    const id = await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId: 'abc123', vacancyId: '70002' });
    await kick(t.app, id);
    await waitUntil(
      () => ops(seeker.user.user_id),
      (rows) => rows.some((row) => row.kind === 'apply'),
    );
    const waiting = await waitUntil(
      () => rowOf(t.app, id),
      (row) => row.nextAttemptAt !== null && row.nextAttemptAt > t.clock.now(),
    );
    expect(waiting.status).toBe('sending');
    const status = await callOk<CompanionStatus>(t.app, seeker, 'GET', '/api/companion/status');
    expect(status).toMatchObject({ transport: 'companion', online: false, waiting: 1 });

    // The browser opens; the seeker closes the tab mid-send; the companion reports it and asks again.
    const first = await nextOperation(t.app, device_token, 'apply');
    expect(first).toMatchObject({ kind: 'apply', attempt: 1 });
    await reportOperation(t.app, device_token, first!.id, { status: 'interrupted', detail: 'tab closed' });
    const second = await nextOperation(t.app, device_token, 'apply');
    expect(second).toMatchObject({ id: first!.id, attempt: 2 });
    // The browser dies without a word: its next poll of the lane hands the same operation over again.
    const third = await nextOperation(t.app, device_token, 'apply');
    expect(third).toMatchObject({ id: first!.id, attempt: 3 });
    const audit = await callOk<CompanionAuditPage>(t.app, seeker, 'GET', '/api/companion/audit');
    expect(audit.items.filter((item) => item.action === 'Прервано')).toHaveLength(2);
    expect((await ops(seeker.user.user_id)).filter((op) => op.kind === 'apply')).toHaveLength(1);
  });
});

describe('the seeker in charge', () => {
  it('needs consent for «Отправлять за меня», then paces automatic sending', async () => {
    const seeker = await signInSeeker(t.app);
    expect((await callAs(t.app, seeker, 'PUT', '/api/companion/settings', { mode: 'send_for_me' })).json()).toMatchObject({
      code: 'companion_consent_required',
    });
    const settings = await callOk<CompanionSettings>(t.app, seeker, 'PUT', '/api/companion/settings', { mode: 'send_for_me', consent: true });
    expect(settings).toMatchObject({ mode: 'send_for_me', per_hour: 10, per_day: 30, send_for_me_consented_at: t.clock.now().toISOString() });
    expect((await callAs(t.app, seeker, 'PUT', '/api/companion/settings', { per_hour: 500 })).statusCode).toBe(400);

    const { device_token } = await pairCompanion(t.app, seeker);
    // hh's negotiations page, for the pipeline's look before it settles an answer.
    const reads = runScriptedCompanion(t.app, device_token, () => ({ status: 'done', result: negotiationsPage(ORIGIN, []) }), ['read']);
    const positionId = await insertPosition(t.app, seeker.user.user_id, 'abc123');
    for (const vacancyId of ['71001', '71002'])
      await kick(t.app, await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId: 'abc123', vacancyId }));
    await waitUntil(
      () => ops(seeker.user.user_id),
      (rows) => rows.filter((row) => row.kind === 'apply').length === 2,
    );
    const first = await nextOperation(t.app, device_token, 'apply');
    expect(first?.params).toMatchObject({ mode: 'send_for_me' });
    // The first takes longer than the whole gap with its jitter (2 min): the gap counts from its end, not its start,
    // so hh never sees two applications closer than the gap.
    t.clock.advance(130_000);
    await reportOperation(t.app, device_token, first!.id, { status: 'done', result: { refusal: 'already_applied' } });
    // The second waits the gap (60 s, plus its jitter): not handed over now, handed over two minutes later.
    expect(await nextOperation(t.app, device_token, 'apply')).toBeNull();
    t.clock.advance(120_001);
    expect(await nextOperation(t.app, device_token, 'apply')).toMatchObject({ kind: 'apply', params: { mode: 'send_for_me' } });
    await reads.stop();
  });

  it('stops on a captcha and asks the seeker; «Продолжить» hands the same application over again', async () => {
    const seeker = await signInSeeker(t.app);
    const { device_token } = await pairCompanion(t.app, seeker);
    const positionId = await insertPosition(t.app, seeker.user.user_id, 'abc123');
    const id = await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId: 'abc123', vacancyId: '72001' });
    await kick(t.app, id);
    const op = await waitUntil(
      () => nextOperation(t.app, device_token, 'apply', 1),
      (found) => found !== null,
    );
    await reportOperation(t.app, device_token, op!.id, { status: 'stopped', reason: 'captcha' });
    const status = await callOk<CompanionStatus>(t.app, seeker, 'GET', '/api/companion/status');
    expect(status.asks).toEqual([expect.objectContaining({ id: op!.id, reason: 'captcha', vacancy_id: '72001' })]);
    expect(await nextOperation(t.app, device_token, 'apply')).toBeNull();
    const other = await signInSeeker(t.app);
    expect((await callAs(t.app, other, 'POST', `/api/companion/asks/${op!.id}`, { action: 'retry' })).statusCode).toBe(404);
    expect((await callAs(t.app, seeker, 'POST', `/api/companion/asks/${op!.id}`, { action: 'retry' })).statusCode).toBe(204);
    expect(await nextOperation(t.app, device_token, 'apply')).toMatchObject({ id: op!.id, attempt: 2 });
  });

  it('asks the seeker an employer’s question the bank cannot answer, and uses their answer on the next run', async () => {
    const seeker = await signInSeeker(t.app);
    const { device_token } = await pairCompanion(t.app, seeker);
    const positionId = await insertPosition(t.app, seeker.user.user_id, 'abc123');
    await kick(t.app, await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId: 'abc123', vacancyId: '73001' }));
    const op = await waitUntil(
      () => nextOperation(t.app, device_token, 'apply', 1),
      (found) => found !== null,
    );
    const question = { key: 'task_7_text', text: 'Сколько у вас собак?', required: true, kind: 'text' as const };
    const answer = await askQuestions(t.app, device_token, op!.id, [question]);
    expect(answer).toEqual({ answers: [], unanswered: { key: 'task_7_text', text: 'Сколько у вас собак?' } });
    await reportOperation(t.app, device_token, op!.id, { status: 'stopped', reason: 'unanswerable_question', question: question.text });
    const asks = (await callOk<CompanionStatus>(t.app, seeker, 'GET', '/api/companion/status')).asks;
    expect(asks).toEqual([expect.objectContaining({ reason: 'unanswerable_question', question: 'Сколько у вас собак?' })]);
    await callOk(t.app, seeker, 'POST', `/api/companion/asks/${op!.id}`, { action: 'answer', answer: 'Две' });
    const again = await nextOperation(t.app, device_token, 'apply');
    expect((await askQuestions(t.app, device_token, again!.id, [question])).answers).toEqual([{ key: 'task_7_text', value: 'Две' }]);
  });

  it('pauses sending for everyone on the pack when a page fails its self-test', async () => {
    const seeker = await signInSeeker(t.app);
    const other = await signInSeeker(t.app);
    const mine = await pairCompanion(t.app, seeker);
    const theirs = await pairCompanion(t.app, other);
    const positionId = await insertPosition(t.app, other.user.user_id, 'abc123');
    await kick(t.app, await insertQueued(t.app, { userId: other.user.user_id, positionId, resumeId: 'abc123', vacancyId: '74001' }));
    await waitUntil(
      () => ops(other.user.user_id),
      (rows) => rows.some((row) => row.kind === 'apply'),
    );
    // A companion still on an older pack reports about that one: sending on the served pack goes on.
    expect(
      (await deviceCall(t.app, mine.device_token, 'POST', '/api/companion/device/pack-mismatch', { version: '0.9.0', page: 'vacancy', missing: ['title'] }))
        .statusCode,
    ).toBe(204);
    expect(await callOk<CompanionStatus>(t.app, other, 'GET', '/api/companion/status')).toMatchObject({ paused_page_changed: false });
    expect(
      (
        await deviceCall(t.app, mine.device_token, 'POST', '/api/companion/device/pack-mismatch', {
          version: selectorPack.version,
          page: 'response_popup',
          missing: ['submit'],
        })
      ).statusCode,
    ).toBe(204);
    expect(await nextOperation(t.app, theirs.device_token, 'apply')).toBeNull();
    expect(await callOk<CompanionStatus>(t.app, other, 'GET', '/api/companion/status')).toMatchObject({ paused_page_changed: true });
    const metrics = await import('../../src/lib/metrics');
    expect((await metrics.companionPackMismatches.get()).values.some((v) => v.labels.page === 'response_popup' && v.value >= 1)).toBe(true);
    const stillQueued = await t.app.database.db
      .select()
      .from(companionOperations)
      .where(and(eq(companionOperations.userId, other.user.user_id), eq(companionOperations.status, 'queued')));
    expect(stillQueued).toHaveLength(1);

    // The operator checks the page (or fixes the pack) and lifts the pause in the console: sending goes on.
    const operator = await signInSeeker(t.app);
    await createAdminRoles({ db: t.app.database.db, clock: t.clock }).grantAdmin(operator.email);
    expect((await callAs(t.app, other, 'POST', '/api/admin/companion-pack/resume')).statusCode).toBe(403);
    expect(await callOk(t.app, operator, 'GET', '/api/admin/companion-pack')).toMatchObject({
      version: selectorPack.version,
      paused: true,
      page: 'response_popup',
      missing: ['submit'],
    });
    expect(await callOk(t.app, operator, 'POST', '/api/admin/companion-pack/resume')).toMatchObject({ paused: false, lifted_at: t.clock.now().toISOString() });
    expect((await metrics.companionPackPaused.get()).values.find((v) => v.labels.version === selectorPack.version)?.value).toBe(0);
    expect(await callOk<CompanionStatus>(t.app, other, 'GET', '/api/companion/status')).toMatchObject({ paused_page_changed: false });
    expect(await nextOperation(t.app, theirs.device_token, 'apply')).toMatchObject({ kind: 'apply', params: { vacancy_id: '74001' } });
    expect(await callOk(t.app, operator, 'GET', '/api/admin/audit')).toMatchObject({
      items: expect.arrayContaining([
        expect.objectContaining({ actor: operator.email, action: 'companion_pack.resume', target: selectorPack.version, details: { page: 'response_popup' } }),
      ]),
    });
  });

  it('publishes the same hard stops as the page contract', () => {
    expect([...HARD_STOPS].sort()).toEqual([...PAGE_CONTRACT_STOPS].sort());
  });
});
