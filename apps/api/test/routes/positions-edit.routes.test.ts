import { POSITION_DETAIL, applicationPageSchema, positionListSchema, positionSchema, type Position } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import {
  callAs,
  connectedSeeker,
  type HhSeeker,
  type HhTestApp,
  insertQueued,
  kick,
  publishedResumeOf,
  rowOf,
  sandboxNegotiations,
  sandboxVacancies,
  settled,
  waitForStatus,
} from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';
import { sweepApplicationsJob } from '../../src/modules/applications/applications.jobs';

/**
 * Positions are editable (issue «Positions are editable»): PATCH changes cities, remote, salary, letter styles and
 * favourites with per-field validation; a paused position sends nothing and resuming sends what waited; DELETE keeps
 * its applications in the history. Every call is scoped to the owner (another seeker's id → 404).
 */

let t: HhTestApp;
let seeker: HhSeeker;
let other: HhSeeker;
let resumeId: string;
let plain: string[];

hhAppTest({ workers: true }).beforeAll(async ({ hhApp }) => {
  t = hhApp;
  seeker = await connectedSeeker(t.app, t.hh);
  other = await connectedSeeker(t.app, t.hh);
  resumeId = (await publishedResumeOf(t.app, seeker)).id;
  plain = (await sandboxVacancies(t.hh, { has_test: false, archived: false, response_letter_required: false, limit: 20 })).map((v) => v.id);
});

const body = {
  title: 'Системный аналитик',
  use_favorites: false,
  areas: [{ id: '1', name: 'Москва' }],
  remote: false,
  salary: { amount: 150_000, currency: 'RUR' },
  letter_styles: ['neutral'],
};

async function newPosition(): Promise<Position> {
  const res = await callAs(t.app, seeker, 'POST', '/api/positions', { ...body, resume_id: resumeId });
  expect(res.statusCode, res.body).toBe(201);
  return positionSchema.parse(res.json());
}

let nextVacancy = 0;
const queue = (positionId: string) => insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId, vacancyId: plain[nextVacancy++]! });

describe('PATCH /api/positions/{id}', () => {
  it('changes cities, remote, salary, letter styles and favourites, and GET shows the change', async () => {
    const position = await newPosition();
    expect(position.paused).toBe(false);
    const patch = {
      areas: [
        { id: '1', name: 'Москва' },
        { id: '2', name: 'Санкт-Петербург' },
      ],
      remote: true,
      salary: { amount: 200_000, currency: 'USD' },
      letter_styles: ['classic', 'memorable'],
      use_favorites: true,
    };
    const res = await callAs(t.app, seeker, 'PATCH', `/api/positions/${position.id}`, patch);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...patch, title: body.title, resume_id: resumeId, stage: position.stage });
    const read = await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}`);
    expect(read.json()).toMatchObject(patch);
  });

  it('changes only what is sent', async () => {
    const position = await newPosition();
    const res = await callAs(t.app, seeker, 'PATCH', `/api/positions/${position.id}`, { remote: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ remote: true, areas: body.areas, salary: body.salary, letter_styles: body.letter_styles });
  });

  it('validates each field and names it; nothing changes', async () => {
    const position = await newPosition();
    const cases: [object, string][] = [
      [{ areas: [] }, 'areas'],
      [{ salary: { amount: -5, currency: 'RUR' } }, 'salary.amount'],
      [{ salary: { amount: 1000, currency: 'EUR' } }, 'salary.currency'],
      [{ letter_styles: ['neutral', 'neutral'] }, 'letter_styles'],
      [{ letter_styles: [] }, 'letter_styles'],
      [{ remote: 'yes' }, 'remote'],
      [{ use_favorites: 1 }, 'use_favorites'],
    ];
    for (const [patch, path] of cases) {
      const res = await callAs(t.app, seeker, 'PATCH', `/api/positions/${position.id}`, patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toContain(path);
    }
    const empty = await callAs(t.app, seeker, 'PATCH', `/api/positions/${position.id}`, {});
    expect(empty.statusCode).toBe(400);
    const title = await callAs(t.app, seeker, 'PATCH', `/api/positions/${position.id}`, { title: 'Другое' });
    expect(title.statusCode).toBe(400);
    const read = await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}`);
    expect(read.json()).toMatchObject({ areas: body.areas, salary: body.salary, letter_styles: body.letter_styles, remote: false });
  });

  it('another seeker cannot read, change or delete it (404, unchanged)', async () => {
    const position = await newPosition();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { remote: true }],
      ['PATCH', { paused: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await callAs(t.app, other, method, `/api/positions/${position.id}`, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ detail: POSITION_DETAIL.positionNotFound, code: 'position_not_found' });
    }
    const read = await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}`);
    expect(read.json()).toMatchObject({ remote: false, paused: false });
    expect((await t.app.inject({ method: 'PATCH', url: `/api/positions/${position.id}`, payload: { remote: true } })).statusCode).toBe(401);
  });
});

describe('pause and resume', () => {
  it('a paused position sends nothing, not from its job nor the sweeper; resuming sends what waited', async () => {
    const position = await newPosition();
    const paused = await callAs(t.app, seeker, 'PATCH', `/api/positions/${position.id}`, { paused: true });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ paused: true });

    const waiting = await queue(position.id);
    const vacancyId = (await rowOf(t.app, waiting)).vacancyId;
    expect(await kick(t.app, waiting)).toBe(true);
    await t.app.queue.send(sweepApplicationsJob, {});
    await settled(t.app);
    expect((await rowOf(t.app, waiting)).status).toBe('queued');
    expect((await sandboxNegotiations(t.hh, seeker.hhEmail)).filter((n) => n.vacancy_id === vacancyId)).toHaveLength(0);

    const resumed = await callAs(t.app, seeker, 'PATCH', `/api/positions/${position.id}`, { paused: false });
    expect(resumed.json()).toMatchObject({ paused: false });
    const sent = await waitForStatus(t.app, waiting, ['sent', 'failed', 'assisted_apply']);
    expect(sent.status).toBe('sent');
    expect((await sandboxNegotiations(t.hh, seeker.hhEmail)).filter((n) => n.vacancy_id === vacancyId)).toHaveLength(1);
  });

  it('pausing twice keeps the first pause; the list shows the flag', async () => {
    const position = await newPosition();
    await callAs(t.app, seeker, 'PATCH', `/api/positions/${position.id}`, { paused: true });
    const again = await callAs(t.app, seeker, 'PATCH', `/api/positions/${position.id}`, { paused: true });
    expect(again.statusCode).toBe(200);
    const list = positionListSchema.parse((await callAs(t.app, seeker, 'GET', '/api/positions')).json());
    expect(list.items.find((p) => p.id === position.id)?.paused).toBe(true);
  });
});

describe('DELETE /api/positions/{id}', () => {
  it('removes it from the lists; its applications stay in /responses, queued ones never go out', async () => {
    const position = await newPosition();
    const sentId = await queue(position.id);
    await kick(t.app, sentId);
    await waitForStatus(t.app, sentId, ['sent']);
    await callAs(t.app, seeker, 'PATCH', `/api/positions/${position.id}`, { paused: true });
    const queuedId = await queue(position.id);

    const res = await callAs(t.app, seeker, 'DELETE', `/api/positions/${position.id}`);
    expect(res.statusCode).toBe(204);
    expect((await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}`)).statusCode).toBe(404);
    expect((await callAs(t.app, seeker, 'DELETE', `/api/positions/${position.id}`)).statusCode).toBe(404);
    const list = positionListSchema.parse((await callAs(t.app, seeker, 'GET', '/api/positions')).json());
    expect(list.items.map((p) => p.id)).not.toContain(position.id);

    const page = applicationPageSchema.parse((await callAs(t.app, seeker, 'GET', '/api/applications/v2?limit=100')).json());
    const mine = page.items.filter((a) => a.position_id === position.id);
    expect(mine.map((a) => [a.id, a.status, a.position_title]).sort()).toEqual(
      [
        [sentId, 'sent', body.title],
        [queuedId, 'failed', body.title],
      ].sort(),
    );
    expect(mine.find((a) => a.id === queuedId)?.failure_reason).toBe('position_deleted');
    expect(await kick(t.app, queuedId)).toBe(true);
    await settled(t.app);
    expect((await rowOf(t.app, queuedId)).status).toBe('failed');
  });
});
