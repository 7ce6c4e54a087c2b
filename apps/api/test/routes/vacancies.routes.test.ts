import {
  APPLICATION_DETAIL,
  POSITION_DETAIL,
  VACANCY_PAGE_SIZE,
  applicationSchema,
  proposalListSchema,
  vacancyListSchema,
  type FoundVacancy,
  type Proposal,
} from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import {
  callAs,
  connectedSeeker,
  grantPaidPlan,
  type HhSeeker,
  type HhTestApp,
  insertPosition,
  positionReadyForProposals,
  publishedResumeOf,
  sandboxNegotiations,
  waitUntil,
} from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

/**
 * /vacancy for paid seekers (hidden during the trial): every vacancy proposed for the positions, from every source,
 * and every other one the searches find, with fit reasons, pages of 20, the filters, «Откликнуться» through the
 * sending pipeline and «Не интересно» as a negative signal. Trial seekers get 403 'Access denied'; another seeker's
 * position is 404.
 */

const ANSWER = 'Писал требования и спецификации, работал с SQL и BPMN, согласовывал задачи с заказчиком.';
const body = (resumeId: string) => ({
  title: 'Системный аналитик',
  resume_id: resumeId,
  use_favorites: false,
  areas: [{ id: '1', name: 'Москва' }],
  remote: true,
  salary: { amount: 100_000, currency: 'RUR' },
  letter_styles: ['neutral', 'classic'],
});

let t: HhTestApp;
let paid: HhSeeker;
let trial: HhSeeker;
let positionId: string;
let trialPositionId: string;
let all: FoundVacancy[];
let proposals: Proposal[];

/** Every page of GET /api/vacancies with `query`, in order; checks the paging on the way. */
async function listAll(seeker: HhSeeker, query = ''): Promise<FoundVacancy[]> {
  const items: FoundVacancy[] = [];
  for (let page = 1; ; page += 1) {
    const res = await callAs(t.app, seeker, 'GET', `/api/vacancies?${query}${query === '' ? '' : '&'}page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = vacancyListSchema.parse(res.json());
    expect(list).toMatchObject({ page, per_page: VACANCY_PAGE_SIZE });
    expect(list.items.length).toBeLessThanOrEqual(VACANCY_PAGE_SIZE);
    items.push(...list.items);
    if (list.items.length < VACANCY_PAGE_SIZE) {
      expect(items).toHaveLength(list.total);
      return items;
    }
  }
}

hhAppTest({ workers: true }).beforeAll(async ({ hhApp }) => {
  t = hhApp;
  paid = await connectedSeeker(t.app, t.hh);
  trial = await connectedSeeker(t.app, t.hh);
  positionId = await positionReadyForProposals(t.app, paid, body((await publishedResumeOf(t.app, paid)).id), ANSWER);
  trialPositionId = await insertPosition(t.app, trial.user.user_id, (await publishedResumeOf(t.app, trial)).id);
  await grantPaidPlan(t.app, paid.user.user_id);
  const made = await callAs(t.app, paid, 'POST', `/api/positions/${positionId}/proposals`);
  expect(made.statusCode, made.body).toBe(201);
  proposals = proposalListSchema.parse(made.json()).items;
  all = await listAll(paid);
}, 120_000);

describe('GET /api/vacancies', () => {
  it('lists every proposal first, whatever its source, then more the searches found, each with its reasons and position', async () => {
    expect(proposals.length).toBeGreaterThanOrEqual(3);
    expect(all.length).toBeGreaterThan(proposals.length);
    const first = all.slice(0, proposals.length);
    expect(first.map((item) => item.vacancy_id).sort()).toEqual(proposals.map((p) => p.vacancy_id).sort());
    expect(first.every((item) => item.proposed && item.application_status === null)).toBe(true);
    for (const proposal of proposals) {
      expect(all.find((item) => item.vacancy_id === proposal.vacancy_id)?.sources).toEqual(proposal.sources);
    }
    expect(all.slice(proposals.length).every((item) => !item.proposed)).toBe(true);
    expect(new Set(all.map((item) => item.vacancy_id)).size).toBe(all.length);
    const list = vacancyListSchema.parse((await callAs(t.app, paid, 'GET', '/api/vacancies')).json());
    expect(list.positions).toEqual([{ id: positionId, title: 'Системный аналитик', areas: [{ id: '1', name: 'Москва' }] }]);
    for (const item of all) {
      expect(item.position_id).toBe(positionId);
      expect(item.reasons.summary.length).toBeGreaterThan(0);
      expect(['area', 'remote', 'other']).toContain(item.reasons.place);
      expect(item.reasons.place === 'area' ? item.area?.id : '1').toBe('1');
      expect(item.alternate_url).toMatch(/\/vacancy\/\d+/);
    }
    const scores = all.slice(proposals.length).map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('pages 20 at a time; a page past the end is empty; the source filter keeps proposals or one hh source', async () => {
    const past = vacancyListSchema.parse((await callAs(t.app, paid, 'GET', '/api/vacancies?page=999')).json());
    expect(past).toMatchObject({ items: [], total: all.length, page: 999 });
    const proposed = await listAll(paid, 'source=proposed');
    expect(proposed.map((item) => item.vacancy_id).sort()).toEqual(proposals.map((p) => p.vacancy_id).sort());
    const similar = await listAll(paid, 'source=similar');
    expect(similar.every((item) => item.sources.includes('similar'))).toBe(true);
    expect(similar.length).toBe(all.filter((item) => item.sources.includes('similar')).length);
  });

  it('filters by city, remote and salary', async () => {
    const inMoscow = await listAll(paid, 'area_id=1');
    expect(inMoscow.length).toBeGreaterThan(0);
    expect(inMoscow.every((item) => item.area?.id === '1')).toBe(true);

    const remote = await listAll(paid, 'remote=true');
    expect(remote.every((item) => item.remote)).toBe(true);
    expect(remote.length).toBe(all.filter((item) => item.remote).length);

    const rich = await listAll(paid, 'salary_from=200000');
    expect(rich.length).toBeLessThan(all.length);
    for (const item of rich) {
      expect(item.salary?.currency === 'RUR' ? Math.max(item.salary.from ?? 0, item.salary.to ?? 0) : 200_000).toBeGreaterThanOrEqual(200_000);
    }
  });

  it('validates the filters', async () => {
    for (const query of ['salary_from=-1', 'salary_from=abc', 'remote=maybe', 'position_id=nope', 'page=0', 'page=x', 'source=mail']) {
      const res = await callAs(t.app, paid, 'GET', `/api/vacancies?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('is paid-only: a trial seeker gets 403 Access denied on every call', async () => {
    const vacancyId = all[0]!.vacancy_id;
    const calls = [
      callAs(t.app, trial, 'GET', '/api/vacancies'),
      callAs(t.app, trial, 'POST', `/api/vacancies/${vacancyId}/apply`, { position_id: trialPositionId }),
      callAs(t.app, trial, 'POST', `/api/vacancies/${vacancyId}/hide`, { position_id: trialPositionId }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: APPLICATION_DETAIL.accessDenied, code: 'forbidden' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/vacancies' })).statusCode).toBe(401);
  });

  it('another seeker’s position is not found (list, apply, hide)', async () => {
    const vacancyId = all[0]!.vacancy_id;
    const calls = [
      callAs(t.app, paid, 'GET', `/api/vacancies?position_id=${trialPositionId}`),
      callAs(t.app, paid, 'POST', `/api/vacancies/${vacancyId}/apply`, { position_id: trialPositionId }),
      callAs(t.app, paid, 'POST', `/api/vacancies/${vacancyId}/hide`, { position_id: trialPositionId }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: POSITION_DETAIL.positionNotFound, code: 'position_not_found' });
    }
  });
});

describe('«Откликнуться» and «Не интересно»', () => {
  it('apply queues an application with a letter; the pipeline sends it once; it leaves the list; a second apply is 409', async () => {
    // The letter rules may refuse a letter for a vacancy the resume says too little about (422, nothing queued):
    // the first vacancy whose letter passes is the one applied to.
    let target = all.find((item) => !item.proposed)!;
    let res = await callAs(t.app, paid, 'POST', `/api/vacancies/${target.vacancy_id}/apply`, { position_id: positionId });
    for (const next of all.filter((item) => !item.proposed).slice(1, 9)) {
      if (res.statusCode !== 422) break;
      expect(res.json()).toMatchObject({ code: 'letter_ungrounded' });
      target = next;
      res = await callAs(t.app, paid, 'POST', `/api/vacancies/${target.vacancy_id}/apply`, { position_id: positionId });
    }
    expect(res.statusCode, res.body).toBe(201);
    const application = applicationSchema.parse(res.json());
    expect(application).toMatchObject({ vacancy_id: target.vacancy_id, position_id: positionId, vacancy_name: target.name });
    expect(application.cover_letter.length).toBeGreaterThan(50);
    expect(['neutral', 'classic']).toContain(application.letter_style);

    const negotiations = await waitUntil(
      () => sandboxNegotiations(t.hh, paid.hhEmail),
      (items) => items.some((n) => n.vacancy_id === target.vacancy_id),
    );
    expect(negotiations.filter((n) => n.vacancy_id === target.vacancy_id)).toHaveLength(1);
    expect(negotiations.find((n) => n.vacancy_id === target.vacancy_id)?.message).toBe(application.cover_letter);

    const count = await callAs(t.app, paid, 'GET', '/api/applications/count');
    expect(count.json<{ current_applications: number }>().current_applications).toBeGreaterThanOrEqual(1);

    const again = await callAs(t.app, paid, 'POST', `/api/vacancies/${target.vacancy_id}/apply`, { position_id: positionId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_applied' });
    const after = await listAll(paid);
    expect(after.map((item) => item.vacancy_id)).not.toContain(target.vacancy_id);
  });

  it('a proposal stays listed after «Готово», checked ones with their application, unchecked ones without', async () => {
    const [checked, ...unchecked] = proposals;
    const done = await callAs(t.app, paid, 'POST', `/api/positions/${positionId}/confirm`, { vacancy_ids: [checked!.vacancy_id] });
    expect([200, 422], done.body).toContain(done.statusCode);
    const after = await listAll(paid, 'source=proposed');
    expect(after.map((item) => item.vacancy_id).sort()).toEqual(proposals.map((p) => p.vacancy_id).sort());
    const status = (id: string) => after.find((item) => item.vacancy_id === id)?.application_status;
    if (done.statusCode === 200) expect(status(checked!.vacancy_id)).not.toBeNull();
    for (const proposal of unchecked) expect(status(proposal.vacancy_id)).toBeNull();
  });

  it('hide removes it from the list and stores the same negative signal as an uncheck', async () => {
    const target = all[2]!;
    const res = await callAs(t.app, paid, 'POST', `/api/vacancies/${target.vacancy_id}/hide`, { position_id: positionId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ vacancy_id: target.vacancy_id, hidden: true });
    const again = await callAs(t.app, paid, 'POST', `/api/vacancies/${target.vacancy_id}/hide`, { position_id: positionId });
    expect(again.statusCode).toBe(200);
    const after = await listAll(paid);
    expect(after.map((item) => item.vacancy_id)).not.toContain(target.vacancy_id);
  });

  it('a paused position applies to nothing and lists nothing; validation of the path and body', async () => {
    const target = all[3]!;
    await callAs(t.app, paid, 'PATCH', `/api/positions/${positionId}`, { paused: true });
    const res = await callAs(t.app, paid, 'POST', `/api/vacancies/${target.vacancy_id}/apply`, { position_id: positionId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'position_paused' });
    const list = vacancyListSchema.parse((await callAs(t.app, paid, 'GET', '/api/vacancies')).json());
    expect(list.items).toEqual([]);
    await callAs(t.app, paid, 'PATCH', `/api/positions/${positionId}`, { paused: false });

    expect((await callAs(t.app, paid, 'POST', '/api/vacancies/abc/apply', { position_id: positionId })).statusCode).toBe(400);
    expect((await callAs(t.app, paid, 'POST', `/api/vacancies/${target.vacancy_id}/apply`, {})).statusCode).toBe(400);
    expect((await callAs(t.app, paid, 'POST', `/api/vacancies/${target.vacancy_id}/apply`, { position_id: 'x' })).statusCode).toBe(400);
    const missing = await callAs(t.app, paid, 'POST', '/api/vacancies/99999999999/apply', { position_id: positionId });
    expect(missing.statusCode).toBe(404);
  });
});
