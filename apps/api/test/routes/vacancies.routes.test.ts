import { APPLICATION_DETAIL, POSITION_DETAIL, applicationSchema, vacancyListSchema, type VacancyList } from '@otklik/contracts';
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
 * /vacancy for paid seekers (spec §2 Vacancies entry, §4): every vacancy found for the positions with its fit
 * reasons, the filters, «Откликнуться» through the sending pipeline and «Не интересно» as a negative signal.
 * Trial seekers get 403 'Access denied'; another seeker's position is 404.
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
let all: VacancyList;

hhAppTest({ workers: true }).beforeAll(async ({ hhApp }) => {
  t = hhApp;
  paid = await connectedSeeker(t.app, t.hh);
  trial = await connectedSeeker(t.app, t.hh);
  positionId = await positionReadyForProposals(t.app, paid, body((await publishedResumeOf(t.app, paid)).id), ANSWER);
  trialPositionId = await insertPosition(t.app, trial.user.user_id, (await publishedResumeOf(t.app, trial)).id);
  await grantPaidPlan(t.app, paid.user.user_id);
  const res = await callAs(t.app, paid, 'GET', '/api/vacancies');
  expect(res.statusCode, res.body).toBe(200);
  all = vacancyListSchema.parse(res.json());
}, 120_000);

describe('GET /api/vacancies', () => {
  it('lists more than the 3–5 proposals, each with its fit reasons and position', async () => {
    const proposals = await callAs(t.app, paid, 'POST', `/api/positions/${positionId}/proposals`);
    const proposed = proposals.json<{ items: unknown[] }>().items.length;
    expect(all.items.length).toBeGreaterThan(proposed);
    expect(all.positions).toEqual([{ id: positionId, title: 'Системный аналитик', areas: [{ id: '1', name: 'Москва' }] }]);
    for (const item of all.items) {
      expect(item.position_id).toBe(positionId);
      expect(item.reasons.summary.length).toBeGreaterThan(0);
      expect(item.alternate_url).toMatch(/\/vacancy\/\d+/);
    }
    const scores = all.items.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('filters by city, remote and salary', async () => {
    const inMoscow = vacancyListSchema.parse((await callAs(t.app, paid, 'GET', '/api/vacancies?area_id=1')).json());
    expect(inMoscow.items.length).toBeGreaterThan(0);
    expect(inMoscow.items.every((item) => item.area?.id === '1')).toBe(true);

    const remote = vacancyListSchema.parse((await callAs(t.app, paid, 'GET', '/api/vacancies?remote=true')).json());
    expect(remote.items.every((item) => item.remote)).toBe(true);
    expect(remote.items.length).toBe(all.items.filter((item) => item.remote).length);

    const rich = vacancyListSchema.parse((await callAs(t.app, paid, 'GET', '/api/vacancies?salary_from=200000')).json());
    expect(rich.items.length).toBeLessThan(all.items.length);
    for (const item of rich.items) {
      expect(item.salary?.currency === 'RUR' ? Math.max(item.salary.from ?? 0, item.salary.to ?? 0) : 200_000).toBeGreaterThanOrEqual(200_000);
    }
  });

  it('validates the filters', async () => {
    for (const query of ['salary_from=-1', 'salary_from=abc', 'remote=maybe', 'position_id=nope']) {
      const res = await callAs(t.app, paid, 'GET', `/api/vacancies?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('is paid-only: a trial seeker gets 403 Access denied on every call', async () => {
    const vacancyId = all.items[0]!.vacancy_id;
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
    const vacancyId = all.items[0]!.vacancy_id;
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
    let target = all.items[1]!;
    let res = await callAs(t.app, paid, 'POST', `/api/vacancies/${target.vacancy_id}/apply`, { position_id: positionId });
    for (const next of all.items.slice(4, 12)) {
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
    const after = vacancyListSchema.parse((await callAs(t.app, paid, 'GET', '/api/vacancies')).json());
    expect(after.items.map((item) => item.vacancy_id)).not.toContain(target.vacancy_id);
  });

  it('hide removes it from the list and stores the same negative signal as an uncheck', async () => {
    const target = all.items[2]!;
    const res = await callAs(t.app, paid, 'POST', `/api/vacancies/${target.vacancy_id}/hide`, { position_id: positionId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ vacancy_id: target.vacancy_id, hidden: true });
    const again = await callAs(t.app, paid, 'POST', `/api/vacancies/${target.vacancy_id}/hide`, { position_id: positionId });
    expect(again.statusCode).toBe(200);
    const after = vacancyListSchema.parse((await callAs(t.app, paid, 'GET', '/api/vacancies')).json());
    expect(after.items.map((item) => item.vacancy_id)).not.toContain(target.vacancy_id);
  });

  it('a paused position applies to nothing and lists nothing; validation of the path and body', async () => {
    const target = all.items[3]!;
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
