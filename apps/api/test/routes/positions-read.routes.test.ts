import { POSITION_DETAIL, generatedResumeSchema, positionListSchema, positionSchema, proposalListSchema } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import { callAs, connectedSeeker, type HhSeeker, type HhTestApp, positionReadyForProposals, publishedResumeOf, type RunningSandbox } from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

/**
 * What the web reads to show one step of a position: GET /api/positions/{id} alone, and POSTs that create the
 * resume and the proposals once (201) and then answer with the stored ones (200).
 */

let hh: RunningSandbox;
let t: HhTestApp;
let seeker: HhSeeker;
let other: HhSeeker;
let positionId: string;

const ANSWER = 'Писал требования и спецификации, работал с SQL и BPMN, согласовывал задачи с заказчиком.';

hhAppTest().beforeAll(async ({ hhApp }) => {
  t = hhApp;
  hh = t.hh;
  seeker = await connectedSeeker(t.app, hh);
  other = await connectedSeeker(t.app, hh);
  const resume = await publishedResumeOf(t.app, seeker);
  positionId = await positionReadyForProposals(
    t.app,
    seeker,
    {
      title: 'Системный аналитик',
      resume_id: resume.id,
      use_favorites: false,
      areas: [{ id: '1', name: 'Москва' }],
      remote: false,
      salary: { amount: 150_000, currency: 'RUR' },
      letter_styles: ['neutral'],
    },
    ANSWER,
  );
});

describe('GET /api/positions/{id}', () => {
  it('answers the owner with the same position the list shows', async () => {
    const res = await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}`);
    expect(res.statusCode).toBe(200);
    const position = positionSchema.parse(res.json());
    expect(position).toMatchObject({ id: positionId, title: 'Системный аналитик', stage: 'vacancies' });
    const list = positionListSchema.parse((await callAs(t.app, seeker, 'GET', '/api/positions')).json());
    expect(list.items.find((item) => item.id === positionId)).toEqual(position);
  });

  it("answers 404 position_not_found for another seeker's position, an unknown id and a malformed one", async () => {
    for (const [who, id] of [
      [other, positionId],
      [seeker, '00000000-0000-4000-8000-000000000000'],
      [seeker, 'not-a-uuid'],
    ] as const) {
      const res = await callAs(t.app, who, 'GET', `/api/positions/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: POSITION_DETAIL.positionNotFound, code: 'position_not_found' });
    }
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/positions/${positionId}` })).statusCode).toBe(401);
  });
});

describe('idempotent creation', () => {
  it('POST …/resume returns the existing resume with 200', async () => {
    const res = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/resume`);
    expect(res.statusCode).toBe(200);
    const existing = generatedResumeSchema.parse(res.json());
    expect(existing.status).toBe('published');
    expect((await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}/resume`)).json()).toEqual(existing);
  });

  it('POST …/proposals creates them once (201), then returns the same ones (200)', async () => {
    const first = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/proposals`);
    expect(first.statusCode, first.body).toBe(201);
    const made = proposalListSchema.parse(first.json());
    expect(made.items.length).toBeGreaterThanOrEqual(3);
    const again = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/proposals`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(made);
    expect((await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}/proposals`)).json()).toEqual(made);
  });

  it("another seeker's POSTs answer 404 and create nothing", async () => {
    for (const step of ['resume', 'proposals']) {
      const res = await callAs(t.app, other, 'POST', `/api/positions/${positionId}/${step}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'position_not_found' });
    }
  });
});
