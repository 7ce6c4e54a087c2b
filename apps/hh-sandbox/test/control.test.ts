import { hhErrorBodySchema, hhMeSchema, hhTokenResponseSchema, hhVacanciesResponseSchema } from '@otklik/hh-contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/app';
import { T0, UA, auth, connect, expectHh, postToken, startSandbox } from './helpers';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await startSandbox();
});
afterEach(() => sandbox.app.close());

const control = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  sandbox.app.inject({ method, url, ...(payload ? { payload } : {}) });
const addFault = async (fault: Record<string, unknown>) => {
  const res = await control('POST', '/__control/faults', fault);
  expect(res.statusCode, res.body).toBe(201);
};

describe('/__control/clock and /__control/reset', () => {
  it('sets and advances the sandbox clock', async () => {
    expect((await control('GET', '/__control/clock')).json()).toEqual({ now: new Date(T0).toISOString(), frozen: true });
    const set = await control('POST', '/__control/clock', { now: '2026-03-01T10:00:00+03:00' });
    expect(set.json()).toMatchObject({ now: '2026-03-01T07:00:00.000Z' });
    const advanced = await control('POST', '/__control/clock', { advance_ms: 3600_000 });
    expect(advanced.json()).toMatchObject({ now: '2026-03-01T08:00:00.000Z' });
    const bad = await control('POST', '/__control/clock', { now: 'yesterday' });
    expect(bad.statusCode).toBe(400);
  });

  it('forgets applicants, tokens and negotiations on reset and puts the clock back', async () => {
    const { access } = await connect(sandbox, 'reset@example.ru');
    await control('POST', '/__control/clock', { advance_ms: 1000 });
    expect((await control('GET', '/__control/applicants')).json<{ items: unknown[] }>().items).toHaveLength(1);
    expect((await control('POST', '/__control/reset')).statusCode).toBe(204);
    expect((await control('GET', '/__control/applicants')).json<{ items: unknown[] }>().items).toHaveLength(0);
    expect((await control('GET', '/__control/clock')).json()).toMatchObject({ now: new Date(T0).toISOString() });
    const me = await sandbox.app.inject({ url: '/me', headers: auth(access) });
    expect(expectHh(hhErrorBodySchema, me).errors).toEqual([{ type: 'oauth', value: 'bad_authorization' }]);
  });

  it('lists applicants with their resumes and finds vacancies with the flags tests need', async () => {
    await connect(sandbox, 'listed@example.ru');
    const applicants = (await control('GET', '/__control/applicants')).json<{ items: { email: string; resume_ids: string[] }[] }>();
    expect(applicants.items[0]!.email).toBe('listed@example.ru');
    expect(applicants.items[0]!.resume_ids.length).toBeGreaterThanOrEqual(2);
    const withTest = (await control('GET', '/__control/vacancies?has_test=true&limit=5')).json<{ items: { has_test: boolean }[] }>();
    expect(withTest.items.length).toBe(5);
    expect(withTest.items.every((v) => v.has_test)).toBe(true);
  });
});

describe('/__control/negotiations (POST) and token counts', () => {
  it("lets an applicant respond as on hh.ru, under hh's rules, for an employer to invite", async () => {
    await connect(sandbox, 'site@example.ru');
    const [vacancy] = (await control('GET', '/__control/vacancies?has_test=false&archived=false&response_letter_required=false&limit=1')).json<{
      items: { id: string }[];
    }>().items;
    const created = await control('POST', '/__control/negotiations', { email: 'site@example.ru', vacancy_id: vacancy!.id });
    expect(created.statusCode, created.body).toBe(201);
    const negotiation = created.json<{ id: string; state: string; vacancy_id: string; email: string }>();
    expect(negotiation).toMatchObject({ state: 'response', vacancy_id: vacancy!.id, email: 'site@example.ru' });
    expect((await control('POST', `/__control/negotiations/${negotiation.id}/invite`)).json()).toMatchObject({ state: 'invitation' });

    const again = await control('POST', '/__control/negotiations', { email: 'site@example.ru', vacancy_id: vacancy!.id });
    expect(again.statusCode).toBe(403);
    expect(expectHh(hhErrorBodySchema, again).errors).toEqual([{ type: 'negotiations', value: 'already_applied' }]);
    expect((await control('POST', '/__control/negotiations', { email: 'nobody@example.ru', vacancy_id: vacancy!.id })).statusCode).toBe(404);
    expect((await control('POST', '/__control/negotiations', { email: 'site@example.ru' })).statusCode).toBe(400);
  });

  it("counts each applicant's live and revoked token pairs", async () => {
    const { access } = await connect(sandbox, 'tokens@example.ru');
    const counts = async () => (await control('GET', '/__control/applicants')).json<{ items: { tokens: unknown }[] }>().items[0]!.tokens;
    expect(await counts()).toEqual({ active: 1, revoked: 0 });
    expect((await sandbox.app.inject({ method: 'DELETE', url: '/oauth/token', headers: auth(access) })).statusCode).toBe(204);
    expect(await counts()).toEqual({ active: 0, revoked: 1 });
  });
});

describe('/__control/faults', () => {
  it('answers 429 for the matching route, as many times as count, then normally again', async () => {
    await addFault({ route: 'GET /vacancies', kind: '429', count: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await sandbox.app.inject({ url: '/vacancies?text=python', headers: UA });
      expect(res.statusCode).toBe(429);
      expect(expectHh(hhErrorBodySchema, res).errors[0]!.type).toBe('too_many_requests');
    }
    expect((await sandbox.app.inject({ url: '/vacancies?text=python', headers: UA })).statusCode).toBe(200);
    expect((await control('GET', '/__control/faults')).json()).toEqual({ items: [] });
  });

  it("answers 503 in hh's format, and other 5xx with a body that is not JSON", async () => {
    await addFault({ route: '/dictionaries', kind: '5xx', count: 1 });
    const unavailable = await sandbox.app.inject({ url: '/dictionaries', headers: UA });
    expect(unavailable.statusCode).toBe(503);
    expect(expectHh(hhErrorBodySchema, unavailable).errors).toEqual([{ type: 'service_unavailable' }]);
    await addFault({ route: 'GET /dictionaries', kind: '5xx', status: 502, count: 1 });
    const badGateway = await sandbox.app.inject({ url: '/dictionaries', headers: UA });
    expect(badGateway.statusCode).toBe(502);
    expect(() => JSON.parse(badGateway.body) as unknown).toThrow();
  });

  it('matches by method and {…} segments, and only until DELETE /__control/faults', async () => {
    await addFault({ route: 'GET /vacancies/{id}', kind: '429' });
    expect((await sandbox.app.inject({ url: '/vacancies?text=python', headers: UA })).statusCode).toBe(200);
    const id = sandbox.state.data.catalog.vacancies[0]!.id;
    expect((await sandbox.app.inject({ url: `/vacancies/${id}`, headers: UA })).statusCode).toBe(429);
    expect((await sandbox.app.inject({ url: `/vacancies/${id}`, headers: UA })).statusCode).toBe(429);
    expect((await control('DELETE', '/__control/faults')).statusCode).toBe(204);
    expect((await sandbox.app.inject({ url: `/vacancies/${id}`, headers: UA })).statusCode).toBe(200);
  });

  it('delays with latency and still answers normally', async () => {
    await addFault({ route: '/vacancies', kind: 'latency', ms: 20, count: 1 });
    const res = await sandbox.app.inject({ url: '/vacancies?text=python', headers: UA });
    expectHh(hhVacanciesResponseSchema, res);
    expect((await control('GET', '/__control/faults')).json()).toEqual({ items: [] });
  });

  it('hangs, then drops the connection without an answer', async () => {
    await addFault({ route: '/me', kind: 'hang', ms: 20, count: 1 });
    await expect(sandbox.app.inject({ url: '/me', headers: UA })).rejects.toThrow(/destroyed before completion/);
  });

  it('expires the token for real: 403 token_expired, and the refresh then succeeds', async () => {
    const pair = await connect(sandbox, 'expiry@example.ru');
    await addFault({ route: '/me', kind: 'token_expired', count: 1 });
    const res = await sandbox.app.inject({ url: '/me', headers: auth(pair.access) });
    expect(res.statusCode).toBe(403);
    expect(expectHh(hhErrorBodySchema, res).errors).toEqual([{ type: 'oauth', value: 'token_expired' }]);
    const again = await sandbox.app.inject({ url: '/me', headers: auth(pair.access) });
    expect(expectHh(hhErrorBodySchema, again).errors).toEqual([{ type: 'oauth', value: 'token_expired' }]);
    const renewed = expectHh(hhTokenResponseSchema, await postToken(sandbox, { grant_type: 'refresh_token', refresh_token: pair.refresh }));
    expectHh(hhMeSchema, await sandbox.app.inject({ url: '/me', headers: auth(renewed.access_token) }));
  });

  it("refuses the next application with hh's negotiations error (a refusal fault), then takes applications again", async () => {
    const { access } = await connect(sandbox, 'refused@example.ru');
    const resumeId = (await control('GET', '/__control/applicants')).json<{ items: { resume_ids: string[] }[] }>().items[0]!.resume_ids[0]!;
    const [vacancy] = (await control('GET', '/__control/vacancies?has_test=false&archived=false&response_letter_required=false&limit=1')).json<{
      items: { id: string }[];
    }>().items;
    await addFault({ route: 'POST /negotiations', kind: 'refusal', value: 'application_denied', count: 1 });
    await addFault({ route: 'POST /negotiations', kind: 'refusal', count: 1 });
    const apply = () =>
      sandbox.app.inject({
        method: 'POST',
        url: '/negotiations',
        headers: { ...auth(access), 'content-type': 'multipart/form-data; boundary=b' },
        payload:
          ['vacancy_id', vacancy!.id, 'resume_id', resumeId, 'message', 'Письмо']
            .reduce<string[]>(
              (parts, v, i, all) => (i % 2 === 0 ? [...parts, `--b\r\nContent-Disposition: form-data; name="${v}"\r\n\r\n${all[i + 1]}\r\n`] : parts),
              [],
            )
            .join('') + '--b--\r\n',
      });
    const denied = await apply();
    expect(denied.statusCode).toBe(403);
    expect(expectHh(hhErrorBodySchema, denied).errors).toEqual([{ type: 'negotiations', value: 'application_denied' }]);
    expect(expectHh(hhErrorBodySchema, await apply()).errors).toEqual([{ type: 'negotiations', value: 'test_required' }]);
    expect((await apply()).statusCode).toBe(201);
  });

  it('refuses a malformed fault', async () => {
    expect((await control('POST', '/__control/faults', { route: 'vacancies', kind: '429' })).statusCode).toBe(400);
    expect((await control('POST', '/__control/faults', { route: '/me', kind: 'explode' })).statusCode).toBe(400);
    expect((await control('POST', '/__control/faults', { route: 'POST /negotiations', kind: 'refusal', value: 'nope' })).statusCode).toBe(400);
  });
});
