import {
  HH_NEGOTIATION_MESSAGE_MAX_LENGTH,
  hhErrorBodySchema,
  hhMeSchema,
  hhMyResumesSchema,
  hhNegotiationMessagesSchema,
  hhNegotiationSchema,
  hhNegotiationsListSchema,
} from '@otklik/hh-contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/app';
import { DAILY_APPLICATION_LIMIT, INVITATION_TEXT } from '../src/state/negotiations';
import type { CatalogVacancy } from '../src/state/vacancy-normalizer';
import { UA, auth, connect, expectHh, multipart, startSandbox } from './helpers';

let sandbox: Sandbox;
let access: string;
let resumeId: string;
beforeEach(async () => {
  sandbox = await startSandbox();
  ({ access } = await connect(sandbox, 'seeker@example.ru'));
  const resumes = expectHh(hhMyResumesSchema, await sandbox.app.inject({ url: '/resumes/mine', headers: auth(access) }));
  resumeId = resumes.items.find((r) => r.status.id === 'published')!.id;
});
afterEach(() => sandbox.app.close());

/** Open vacancies without test or letter requirement (the ones an application goes through to). */
const plain = () => sandbox.state.data.catalog.vacancies.filter((v) => !v.archived && !v.hasTest && !v.letterRequired);
const where = (predicate: (v: CatalogVacancy) => boolean) => sandbox.state.data.catalog.vacancies.find(predicate)!;

async function apply(fields: Record<string, string>, token = access) {
  const form = await multipart(fields);
  return sandbox.app.inject({ method: 'POST', url: '/negotiations', headers: { ...auth(token), ...form.headers }, payload: form.payload });
}
async function applyError(fields: Record<string, string>, status: number) {
  const res = await apply(fields);
  expect(res.statusCode, res.body).toBe(status);
  return expectHh(hhErrorBodySchema, res).errors;
}
async function list(query = '') {
  return expectHh(hhNegotiationsListSchema, await sandbox.app.inject({ url: `/negotiations?${query}`, headers: auth(access) }));
}
const control = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  sandbox.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

describe('POST /negotiations (multipart)', () => {
  it('answers 201 with Location /negotiations/{nid}, and GET /negotiations lists it as a response', async () => {
    const vacancy = plain()[0]!;
    const res = await apply({ vacancy_id: vacancy.id, resume_id: resumeId, message: 'Добрый день! Мой опыт подходит.' });
    expect(res.statusCode).toBe(201);
    const nid = String(res.headers.location).match(/^\/negotiations\/(\d+)$/)![1]!;
    const page = await list();
    expect(page.found).toBe(1);
    expect(page.items[0]).toMatchObject({ id: nid, state: { id: 'response', name: 'Отклик' }, has_updates: false });
    expect(page.items[0]!.vacancy!.id).toBe(vacancy.id);
    expect(page.items[0]!.resume!.id).toBe(resumeId);
    const one = expectHh(hhNegotiationSchema, await sandbox.app.inject({ url: `/negotiations/${nid}`, headers: auth(access) }));
    expect(one.id).toBe(nid);
  });

  it('keeps the letter: the thread starts with it, and the control API shows it', async () => {
    const letter = 'Здравствуйте!\nПрошу рассмотреть мою кандидатуру. Опыт 5 лет.';
    const res = await apply({ vacancy_id: plain()[1]!.id, resume_id: resumeId, message: letter });
    const nid = String(res.headers.location).split('/').pop()!;
    const messages = expectHh(hhNegotiationMessagesSchema, await sandbox.app.inject({ url: `/negotiations/${nid}/messages`, headers: auth(access) }));
    expect(messages.items[0]).toMatchObject({ text: letter, author: { participant_type: 'applicant' } });
    const viaControl = (await control('GET', '/__control/negotiations?email=seeker@example.ru')).json<{ items: { id: string; message: string }[] }>();
    expect(viaControl.items).toEqual([expect.objectContaining({ id: nid, message: letter })]);
  });

  it('refuses a second application with the same resume to the same vacancy: already_applied', async () => {
    const fields = { vacancy_id: plain()[2]!.id, resume_id: resumeId, message: 'Письмо' };
    expect((await apply(fields)).statusCode).toBe(201);
    expect(await applyError(fields, 403)).toEqual([{ type: 'negotiations', value: 'already_applied' }]);
  });

  it('refuses vacancies with a test (test_required) and archived ones (invalid_vacancy)', async () => {
    const withTest = where((v) => v.hasTest && !v.archived);
    expect(await applyError({ vacancy_id: withTest.id, resume_id: resumeId, message: 'x' }, 403)).toEqual([{ type: 'negotiations', value: 'test_required' }]);
    const archived = where((v) => v.archived);
    expect(await applyError({ vacancy_id: archived.id, resume_id: resumeId, message: 'x' }, 403)).toEqual([{ type: 'negotiations', value: 'invalid_vacancy' }]);
  });

  it("refuses someone else's or an unpublished resume (resume_not_found) and an unknown vacancy (vacancy_not_found)", async () => {
    const vacancy = plain()[3]!;
    const other = await connect(sandbox, 'other@example.ru');
    const foreign = expectHh(hhMyResumesSchema, await sandbox.app.inject({ url: '/resumes/mine', headers: auth(other.access) })).items[0]!;
    expect(await applyError({ vacancy_id: vacancy.id, resume_id: foreign.id }, 400)).toEqual([{ type: 'negotiations', value: 'resume_not_found' }]);
    const draft = await sandbox.app.inject({
      method: 'POST',
      url: '/resumes',
      headers: { ...auth(access), 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'Черновик резюме' }),
    });
    const draftId = String(draft.headers.location).split('/').pop()!;
    expect(await applyError({ vacancy_id: vacancy.id, resume_id: draftId }, 400)).toEqual([{ type: 'negotiations', value: 'resume_not_found' }]);
    expect(await applyError({ vacancy_id: '1', resume_id: resumeId }, 400)).toEqual([{ type: 'negotiations', value: 'vacancy_not_found' }]);
  });

  it('needs a letter where response_letter_required (empty_message) and caps it at 10 000 characters (too_long_message)', async () => {
    const needsLetter = where((v) => v.letterRequired && !v.hasTest && !v.archived);
    expect(await applyError({ vacancy_id: needsLetter.id, resume_id: resumeId, message: '   ' }, 403)).toEqual([
      { type: 'negotiations', value: 'empty_message' },
    ]);
    const tooLong = 'а'.repeat(HH_NEGOTIATION_MESSAGE_MAX_LENGTH + 1);
    expect(await applyError({ vacancy_id: plain()[4]!.id, resume_id: resumeId, message: tooLong }, 403)).toEqual([
      { type: 'negotiations', value: 'too_long_message' },
    ]);
    const longest = 'а'.repeat(HH_NEGOTIATION_MESSAGE_MAX_LENGTH);
    expect((await apply({ vacancy_id: needsLetter.id, resume_id: resumeId, message: longest })).statusCode).toBe(201);
  });

  it('answers bad_argument for missing or malformed ids, also when the body is not multipart', async () => {
    expect(await applyError({ resume_id: resumeId }, 400)).toEqual([{ type: 'bad_argument', value: 'vacancy_id' }]);
    expect((await applyError({ vacancy_id: 'abc', resume_id: resumeId }, 400))[0]).toMatchObject({ type: 'bad_argument', value: 'vacancy_id' });
    expect(await applyError({ vacancy_id: plain()[0]!.id }, 400)).toEqual([{ type: 'bad_argument', value: 'resume_id' }]);
    const json = await sandbox.app.inject({
      method: 'POST',
      url: '/negotiations',
      headers: { ...auth(access), 'content-type': 'application/json' },
      payload: JSON.stringify({ vacancy_id: plain()[0]!.id, resume_id: resumeId }),
    });
    expect(json.statusCode).toBe(400);
    const anonymous = await sandbox.app.inject({ method: 'POST', url: '/negotiations', headers: UA });
    expect(anonymous.statusCode).toBe(403);
  });

  it('stops at 200 applications in a rolling 24 h on the sandbox clock: limit_exceeded', async () => {
    const vacancies = plain();
    for (let i = 0; i < DAILY_APPLICATION_LIMIT; i++) {
      const res = await apply({ vacancy_id: vacancies[i]!.id, resume_id: resumeId });
      expect(res.statusCode).toBe(201);
      sandbox.state.clock.advance(60_000);
    }
    const next = { vacancy_id: vacancies[DAILY_APPLICATION_LIMIT]!.id, resume_id: resumeId };
    expect(await applyError(next, 403)).toEqual([{ type: 'negotiations', value: 'limit_exceeded' }]);
    // The first application leaves the 24 h window 24 h after it was sent (200 minutes have passed already).
    sandbox.state.clock.advance(24 * 3600_000 - DAILY_APPLICATION_LIMIT * 60_000 + 1);
    expect((await apply(next)).statusCode).toBe(201);
    expect(await applyError({ vacancy_id: vacancies[DAILY_APPLICATION_LIMIT + 1]!.id, resume_id: resumeId }, 403)).toEqual([
      { type: 'negotiations', value: 'limit_exceeded' },
    ]);
  });
});

describe('employer answers and GET /negotiations filters', () => {
  it('moves a negotiation to invitation or discard through the control API, with has_updates and the /me counter', async () => {
    const ids: string[] = [];
    for (const v of plain().slice(0, 3)) {
      const res = await apply({ vacancy_id: v.id, resume_id: resumeId, message: 'Письмо' });
      ids.push(String(res.headers.location).split('/').pop()!);
      sandbox.state.clock.advance(1000);
    }
    const invited = await control('POST', `/__control/negotiations/${ids[0]}/invite`);
    expect(invited.json()).toMatchObject({ id: ids[0], state: 'invitation', message: 'Письмо' });
    await control('POST', `/__control/negotiations/${ids[1]}/reject`);
    expect((await control('POST', '/__control/negotiations/999/invite')).statusCode).toBe(404);
    expect((await list('status=response')).items[0]!.viewed_by_opponent).toBe(false);
    const viewed = await control('POST', `/__control/negotiations/${ids[2]}/view`);
    expect(viewed.json()).toMatchObject({ id: ids[2], state: 'response', viewed_by_opponent: true, has_updates: false });
    expect((await control('POST', '/__control/negotiations/999/view')).statusCode).toBe(404);

    expect((await list('status=invitations')).items.map((n) => n.id)).toEqual([ids[0]]);
    expect((await list('status=discard')).items.map((n) => n.id)).toEqual([ids[1]]);
    expect((await list('status=response')).items.map((n) => [n.id, n.viewed_by_opponent])).toEqual([[ids[2], true]]);
    expect((await list('status=active')).items.map((n) => n.id).sort()).toEqual([ids[0], ids[2]].sort());
    expect((await list('status=all')).found).toBe(3);
    expect((await list('has_updates=true')).items.map((n) => n.state.id).sort()).toEqual(['discard', 'invitation']);
    expect((await list(`vacancy_id=${plain()[2]!.id}`)).items.map((n) => n.id)).toEqual([ids[2]]);
    expect((await list('order_by=created_at&order=asc')).items.map((n) => n.id)).toEqual(ids);
    expect((await list('order_by=updated_at')).items[0]!.id).toBe(ids[1]);
    expect((await list('per_page=2&page=1')).items).toHaveLength(1);

    const me = expectHh(hhMeSchema, await sandbox.app.inject({ url: '/me', headers: auth(access) }));
    expect(me.counters!.unread_negotiations).toBe(2);
    const thread = expectHh(hhNegotiationMessagesSchema, await sandbox.app.inject({ url: `/negotiations/${ids[0]}/messages`, headers: auth(access) }));
    expect(thread.items.at(-1)).toMatchObject({ text: INVITATION_TEXT, author: { participant_type: 'employer' } });
    const after = expectHh(hhMeSchema, await sandbox.app.inject({ url: '/me', headers: auth(access) }));
    expect(after.counters!.unread_negotiations).toBe(1);

    const vacancy = await sandbox.app.inject({ url: `/vacancies/${plain()[0]!.id}`, headers: auth(access) });
    expect(vacancy.json<{ relations: string[] }>().relations).toContain('got_invitation');
    const bad = await sandbox.app.inject({ url: '/negotiations?status=everything', headers: auth(access) });
    expect(expectHh(hhErrorBodySchema, bad).errors[0]).toMatchObject({ type: 'bad_argument', value: 'status' });
  });

  it("answers 404 for someone else's negotiation", async () => {
    const res = await apply({ vacancy_id: plain()[0]!.id, resume_id: resumeId });
    const nid = String(res.headers.location).split('/').pop()!;
    const other = await connect(sandbox, 'other@example.ru');
    expect((await sandbox.app.inject({ url: `/negotiations/${nid}`, headers: auth(other.access) })).statusCode).toBe(404);
  });
});

describe('employers inviting on their own', () => {
  it('invites the share HH_SANDBOX_AUTO_INVITE_RATE of applications, HH_SANDBOX_AUTO_INVITE_DELAY_MS later on the sandbox clock', async () => {
    await sandbox.app.close();
    sandbox = await startSandbox({ autoInviteRate: 0.5, autoInviteDelayMs: 60_000 });
    ({ access } = await connect(sandbox, 'seeker@example.ru'));
    const resumes = expectHh(hhMyResumesSchema, await sandbox.app.inject({ url: '/resumes/mine', headers: auth(access) }));
    resumeId = resumes.items.find((r) => r.status.id === 'published')!.id;
    for (const v of plain().slice(0, 20)) expect((await apply({ vacancy_id: v.id, resume_id: resumeId })).statusCode).toBe(201);

    const pending = (await control('GET', '/__control/negotiations')).json<{ items: { auto_invite_at: string | null }[] }>().items;
    const scheduled = pending.filter((n) => n.auto_invite_at !== null).length;
    expect(scheduled).toBeGreaterThan(3);
    expect(scheduled).toBeLessThan(17);

    sandbox.state.clock.advance(59_999);
    expect((await list('status=invitations')).found).toBe(0);
    const moved = await control('POST', '/__control/clock', { advance_ms: 1 });
    expect(moved.json()).toMatchObject({ auto_invited: scheduled });
    expect((await list('status=invitations')).found).toBe(scheduled);
    expect((await list('status=response')).found).toBe(20 - scheduled);
  });

  it('picks the same negotiations every run (by negotiation id, not at random)', async () => {
    const run = async () => {
      const s = await startSandbox({ autoInviteRate: 0.3 });
      const { access: token } = await connect(s, 'seeker@example.ru');
      const resume = expectHh(hhMyResumesSchema, await s.app.inject({ url: '/resumes/mine', headers: auth(token) })).items.find(
        (r) => r.status.id === 'published',
      )!;
      for (const v of plain().slice(0, 10)) {
        const form = await multipart({ vacancy_id: v.id, resume_id: resume.id });
        await s.app.inject({ method: 'POST', url: '/negotiations', headers: { ...auth(token), ...form.headers }, payload: form.payload });
      }
      const items = s.state.negotiations.all().map((n) => [n.id, n.autoInviteAtMs !== null]);
      await s.app.close();
      return items;
    };
    expect(await run()).toEqual(await run());
  });
});
