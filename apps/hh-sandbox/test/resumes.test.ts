import { hhErrorBodySchema, hhMeSchema, hhMyResumesSchema, hhResumeSchema, hhResumeStatusSchema } from '@otklik/hh-contract';
import { readHhExample } from '@otklik/hh-contract/fixtures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/app';
import { PUBLISH_INTERVAL_MS } from '../src/state/applicants';
import { UA, auth, connect, expectHh, startSandbox } from './helpers';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await startSandbox();
});
afterEach(() => sandbox.app.close());

const mine = async (access: string) => expectHh(hhMyResumesSchema, await sandbox.app.inject({ url: '/resumes/mine', headers: auth(access) }));
const createResume = (access: string, body: unknown) =>
  sandbox.app.inject({ method: 'POST', url: '/resumes', headers: { ...auth(access), 'content-type': 'application/json' }, payload: JSON.stringify(body) });

/** hh's official POST /resumes example body (the resume the assistant writes looks like it). */
const officialExample = readHhExample('create-resume.request.ResumesCreateResume.json') as Record<string, unknown>;

describe('GET /me', () => {
  it('describes the applicant of the token with hh flags and counters', async () => {
    const { access } = await connect(sandbox, 'Olga.Petrova@Example.ru');
    const me = expectHh(hhMeSchema, await sandbox.app.inject({ url: '/me', headers: auth(access) }));
    expect(me).toMatchObject({ email: 'olga.petrova@example.ru', is_applicant: true, is_employer: false, auth_type: 'applicant' });
    expect(me.first_name.length).toBeGreaterThan(0);
    expect(me.counters).toMatchObject({ unread_negotiations: 0, new_resume_views: 0 });
    expect(me.counters!.resumes_count).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /resumes/mine', () => {
  it('gives each applicant 2–3 resumes built from the listings, the same ones for the same e-mail after a reset', async () => {
    const first = await mine((await connect(sandbox, 'petr@example.ru')).access);
    expect(first.found).toBeGreaterThanOrEqual(2);
    expect(first.found).toBeLessThanOrEqual(3);
    for (const resume of first.items) {
      expect(resume.title!.length).toBeGreaterThanOrEqual(2);
      expect(['published', 'not_published']).toContain(resume.status.id);
      expect(resume.access.type.id).toBe('clients');
      expect(resume.alternate_url).toBe(`http://sandbox.test/resume/${resume.id}`);
      expect(resume.id).toMatch(/^[0-9a-f]{38}$/);
    }
    expect(first.items.filter((r) => r.status.id === 'published').length).toBeGreaterThanOrEqual(2);
    const titles = first.items.map((r) => r.title);
    expect(new Set(titles).size).toBe(titles.length);

    await sandbox.app.inject({ method: 'POST', url: '/__control/reset' });
    const again = await mine((await connect(sandbox, 'petr@example.ru')).access);
    expect(again.items.map((r) => [r.id, r.title])).toEqual(first.items.map((r) => [r.id, r.title]));
    const other = await mine((await connect(sandbox, 'maria@example.ru')).access);
    expect(other.items.map((r) => r.id)).not.toEqual(first.items.map((r) => r.id));
  });

  it('carries the last employer as experience, total_experience and a salary where the listing has them', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `applicant${i}@example.ru`);
    const resumes = [];
    for (const email of emails) resumes.push(...(await mine((await connect(sandbox, email)).access)).items);
    expect(resumes.some((r) => (r.experience ?? []).length > 0 && r.experience![0]!.company)).toBe(true);
    expect(resumes.some((r) => r.total_experience && r.total_experience.months > 0)).toBe(true);
    expect(resumes.some((r) => r.salary && r.salary.amount > 0 && r.salary.currency === 'RUR')).toBe(true);
  });
});

describe('GET /resumes/{id}', () => {
  it('shows the owner the full resume and answers 404 to anyone else', async () => {
    const owner = await connect(sandbox, 'owner@example.ru');
    const stranger = await connect(sandbox, 'stranger@example.ru');
    const id = (await mine(owner.access)).items[0]!.id;
    const view = expectHh(hhResumeSchema, await sandbox.app.inject({ url: `/resumes/${id}`, headers: auth(owner.access) }));
    expect(view.id).toBe(id);
    expect(view.progress!.mandatory).toEqual([]);
    expect(view.contact!.some((c) => c.type.id === 'email' && c.value === 'owner@example.ru')).toBe(true);
    const foreign = await sandbox.app.inject({ url: `/resumes/${id}`, headers: auth(stranger.access) });
    expect(foreign.statusCode).toBe(404);
    expect(expectHh(hhErrorBodySchema, foreign).errors).toEqual([{ type: 'not_found' }]);
  });
});

describe('POST /resumes and POST /resumes/{id}/publish', () => {
  it("creates hh's official example as not_published (201 + Location), publishes it (204) and limits bumps to every 4 h", async () => {
    const { access } = await connect(sandbox, 'writer@example.ru');
    const created = await createResume(access, { ...officialExample, title: 'Ведущий аналитик данных' });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/resumes\/[0-9a-f]{38}$/);
    const view = expectHh(hhResumeSchema, await sandbox.app.inject({ url: location, headers: auth(access) }));
    expect(view).toMatchObject({ title: 'Ведущий аналитик данных', status: { id: 'not_published' }, next_publish_at: null });
    expect((await mine(access)).items.map((r) => r.id)).toContain(view.id);

    const publish = () => sandbox.app.inject({ method: 'POST', url: `${location}/publish`, headers: auth(access) });
    expect((await publish()).statusCode).toBe(204);
    const published = expectHh(hhResumeSchema, await sandbox.app.inject({ url: location, headers: auth(access) }));
    expect(published.status.id).toBe('published');
    expect(published.can_publish_or_update).toBe(false);

    sandbox.state.clock.advance(PUBLISH_INTERVAL_MS - 60_000);
    const early = await publish();
    expect(early.statusCode).toBe(429);
    expect(expectHh(hhErrorBodySchema, early).errors).toEqual([{ type: 'resumes', value: 'touch_limit_exceeded' }]);
    sandbox.state.clock.advance(60_000);
    expect((await publish()).statusCode).toBe(204);
  });

  it('refuses to publish with mandatory fields missing (400 bad_request) and lists them in /status', async () => {
    const { access } = await connect(sandbox, 'draft@example.ru');
    const created = await createResume(access, { title: 'Бухгалтер по расчёту заработной платы' });
    expect(created.statusCode).toBe(201);
    const id = String(created.headers.location).split('/').pop()!;
    const status = expectHh(hhResumeStatusSchema, await sandbox.app.inject({ url: `/resumes/${id}/status`, headers: auth(access) }));
    expect(status.can_publish_or_update).toBe(false);
    expect(status.progress.mandatory.map((f) => f.id)).toEqual(expect.arrayContaining(['first_name', 'last_name', 'area', 'contact', 'education', 'language']));
    const publish = await sandbox.app.inject({ method: 'POST', url: `/resumes/${id}/publish`, headers: auth(access) });
    expect(publish.statusCode).toBe(400);
    expect(expectHh(hhErrorBodySchema, publish).errors).toEqual([{ type: 'bad_request' }]);
  });

  it("validates fields in hh's resume error format: title 2–100 characters, a known area, a unique title", async () => {
    const { access } = await connect(sandbox, 'strict@example.ru');
    const short = await createResume(access, { title: 'Я' });
    expect(short.statusCode).toBe(400);
    expect(expectHh(hhErrorBodySchema, short).errors[0]).toMatchObject({
      type: 'bad_json_data',
      value: 'title',
      reason: 'length_less_than_min',
      pointer: '/title',
    });
    const missing = await createResume(access, { first_name: 'Анна' });
    expect(expectHh(hhErrorBodySchema, missing).errors[0]).toMatchObject({ value: 'title', reason: 'required' });
    const area = await createResume(access, { title: 'Кассир', area: { id: '99999999' } });
    expect(expectHh(hhErrorBodySchema, area).errors[0]).toMatchObject({ value: 'area', reason: 'not_found' });
    const existing = (await mine(access)).items[0]!.title!;
    const duplicate = await createResume(access, { title: existing });
    expect(duplicate.statusCode).toBe(400);
    const anonymous = await sandbox.app.inject({ method: 'POST', url: '/resumes', headers: { ...UA, 'content-type': 'application/json' }, payload: '{}' });
    expect(anonymous.statusCode).toBe(403);
  });
});
