import { INTERVIEW_DETAIL, type Interview, type InterviewPrefill, type VacancyLookup } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import { connectedSeeker, type CookieJar, type HhSeeker, type HhTestApp, insertPosition, insertQueued, signInSeeker } from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

let t: HhTestApp;
let owner: HhSeeker;
let intruder: HhSeeker;
/** Two sandbox catalogue vacancies (id and name). */
let vacancies: { id: string; name: string }[];

hhAppTest().beforeAll(async ({ hhApp }) => {
  t = hhApp;
  owner = await connectedSeeker(t.app, t.hh);
  intruder = await connectedSeeker(t.app, t.hh);
  vacancies = (await t.hh.control.vacancies({ archived: false, limit: 2 })).map((v) => ({ id: v.id, name: v.name }));
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (s: { jar: CookieJar } | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s ? s.jar.headers() : {}, ...(payload ? { payload } : {}) });

const body = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'ООО Ромашка',
  vacancy_link: `https://hh.ru/vacancy/${vacancies[0]!.id}`,
  scheduled_at: '2026-12-01T09:30:00.000Z',
  format: 'online',
  notes: 'Спросить про стек',
  ...overrides,
});

async function create(s: { jar: CookieJar }, overrides: Record<string, unknown> = {}): Promise<Interview> {
  const res = await call(s, 'POST', '/api/interviews', body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Interview>();
}

describe('/api/interviews', () => {
  it('needs a session', async () => {
    expect((await call(null, 'GET', '/api/interviews')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/interviews', body())).statusCode).toBe(401);
  });

  it('creates a record with the title and employer hh gives for the link, and lists it', async () => {
    const interview = await create(owner);
    expect(interview).toMatchObject({
      company_name: 'ООО Ромашка',
      vacancy_id: vacancies[0]!.id,
      vacancy_name: vacancies[0]!.name,
      scheduled_at: '2026-12-01T09:30:00.000Z',
      format: 'online',
      notes: 'Спросить про стек',
      application_id: null,
    });
    expect(interview.vacancy_url).toMatch(/^https?:\/\//);
    const list = await call(owner, 'GET', '/api/interviews');
    expect(list.statusCode).toBe(200);
    expect(list.json<Interview[]>().map((i) => i.id)).toContain(interview.id);
    expect((await call(intruder, 'GET', '/api/interviews')).json<Interview[]>().map((i) => i.id)).not.toContain(interview.id);
  });

  it("accepts hh.ru subdomains and the sandbox's own vacancy URL; the time keeps its instant in UTC", async () => {
    const spb = await create(owner, {
      vacancy_link: `https://spb.hh.ru/vacancy/${vacancies[1]!.id}?from=search`,
      scheduled_at: '2026-12-02T15:00:00+03:00',
      format: 'on_site',
    });
    expect(spb).toMatchObject({ vacancy_id: vacancies[1]!.id, scheduled_at: '2026-12-02T12:00:00.000Z', format: 'on_site' });
    const api = await create(owner, { vacancy_link: `${t.hh.url}/vacancies/${vacancies[1]!.id}` });
    expect(api.vacancy_name).toBe(vacancies[1]!.name);
  });

  it.each([
    ['a missing link', { vacancy_link: undefined }, 'vacancy_link'],
    ['an empty link', { vacancy_link: '' }, 'vacancy_link'],
    ['a link that is not hh', { vacancy_link: 'https://example.com/vacancy/123' }, 'vacancy_link'],
    ['an hh page that is not a vacancy', { vacancy_link: 'https://hh.ru/employer/123' }, 'vacancy_link'],
    ['not a URL', { vacancy_link: 'hh.ru vacancy 123' }, 'vacancy_link'],
    ['a missing company', { company_name: '  ' }, 'company_name'],
    ['a bad date', { scheduled_at: '01.12.2026 12:00' }, 'scheduled_at'],
    ['an unknown format', { format: 'phone' }, 'format'],
  ])('refuses %s with 400 naming the field', async (_what, overrides, field) => {
    const res = await call(owner, 'POST', '/api/interviews', body(overrides));
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json<{ code: string; issues?: { path: string; message: string }[] }>();
    expect(error.code).toBe('validation_failed');
    expect(error.issues?.map((issue) => issue.path).join(' ')).toContain(field);
  });

  it("refuses another host's /vacancies/ URL and a vacancy hh does not have", async () => {
    const foreign = await call(owner, 'POST', '/api/interviews', body({ vacancy_link: 'https://evil.example/vacancies/123' }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'vacancy_link_invalid', detail: INTERVIEW_DETAIL.linkInvalid });
    const unknown = await call(owner, 'POST', '/api/interviews', body({ vacancy_link: 'https://hh.ru/vacancy/999999999999' }));
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'vacancy_unknown', detail: INTERVIEW_DETAIL.vacancyUnknown });
  });

  it('resolves a link for the form (GET /vacancy)', async () => {
    const res = await call(owner, 'GET', `/api/interviews/vacancy?link=${encodeURIComponent(`https://hh.ru/vacancy/${vacancies[0]!.id}`)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<VacancyLookup>()).toMatchObject({ vacancy_id: vacancies[0]!.id, vacancy_name: vacancies[0]!.name });
    expect((await call(owner, 'GET', '/api/interviews/vacancy?link=https%3A%2F%2Fexample.com')).statusCode).toBe(400);
  });

  it("edits and deletes the seeker's own record", async () => {
    const interview = await create(owner);
    const edited = await call(owner, 'PUT', `/api/interviews/${interview.id}`, body({ company_name: 'ООО Лютик', format: 'on_site', notes: '' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Interview>()).toMatchObject({ id: interview.id, company_name: 'ООО Лютик', format: 'on_site', notes: '' });
    expect((await call(owner, 'GET', `/api/interviews/${interview.id}`)).json<Interview>().company_name).toBe('ООО Лютик');

    const deleted = await call(owner, 'DELETE', `/api/interviews/${interview.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ detail: INTERVIEW_DETAIL.deleted });
    expect((await call(owner, 'GET', `/api/interviews/${interview.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another seeker's record on read, edit and delete (IDOR), and leaves it as it was", async () => {
    const interview = await create(owner, { company_name: 'Чужая компания' });
    for (const [method, payload] of [['GET'], ['PUT', body({ company_name: 'Взлом' })], ['DELETE']] as const) {
      const res = await call(intruder, method, `/api/interviews/${interview.id}`, payload);
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'interview_not_found', detail: INTERVIEW_DETAIL.notFound });
    }
    expect((await call(owner, 'GET', `/api/interviews/${interview.id}`)).json<Interview>().company_name).toBe('Чужая компания');
    expect((await call(owner, 'GET', '/api/interviews/not-a-uuid')).statusCode).toBe(400);
  });

  it("prefills from the seeker's application (from /responses) or an invitation's vacancy link (from the bell)", async () => {
    const positionId = await insertPosition(t.app, owner.user.user_id, 'resume-1');
    const applicationId = await insertQueued(t.app, { userId: owner.user.user_id, positionId, resumeId: 'resume-1', vacancyId: vacancies[0]!.id });

    const byApplication = await call(owner, 'GET', `/api/interviews/prefill?application=${applicationId}`);
    expect(byApplication.statusCode, byApplication.body).toBe(200);
    expect(byApplication.json<InterviewPrefill>()).toMatchObject({
      application_id: applicationId,
      vacancy_link: `https://hh.ru/vacancy/${vacancies[0]!.id}`,
      vacancy_name: `Вакансия ${vacancies[0]!.id}`,
    });

    const byLink = await call(owner, 'GET', `/api/interviews/prefill?vacancy_link=${encodeURIComponent(`https://hh.ru/vacancy/${vacancies[0]!.id}`)}`);
    expect(byLink.json<InterviewPrefill>()).toMatchObject({ application_id: applicationId });
    const noApplication = await call(owner, 'GET', `/api/interviews/prefill?vacancy_link=${encodeURIComponent(`https://hh.ru/vacancy/${vacancies[1]!.id}`)}`);
    expect(noApplication.statusCode, noApplication.body).toBe(200);
    expect(noApplication.json<InterviewPrefill>()).toMatchObject({ application_id: null, vacancy_name: vacancies[1]!.name });

    // The record remembers the application it came from.
    const interview = await create(owner, { application_id: applicationId });
    expect(interview.application_id).toBe(applicationId);

    // IDOR: another seeker can neither read the application through prefill nor attach it to their record.
    const foreign = await call(intruder, 'GET', `/api/interviews/prefill?application=${applicationId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'application_not_found' });
    const attach = await call(intruder, 'POST', '/api/interviews', body({ application_id: applicationId }));
    expect(attach.statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/interviews/prefill')).statusCode).toBe(400);
  });

  it('needs hh connected to resolve a link', async () => {
    const seeker = await signInSeeker(t.app);
    const res = await call(seeker, 'POST', '/api/interviews', body());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'hh_not_integrated' });
  });
});
