import { POSITION_DETAIL, generatedResumeSchema, type Position } from '@otklik/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { positions } from '../../src/db/schema/positions';
import { AppError } from '../../src/lib/app-error';
import type { ResumeDraft } from '../../src/domain/position';
import { createAssistant, type EngineAssistant } from '../../src/engines/assistant';
import { createPositionsService, type PositionsServiceDeps } from '../../src/modules/positions/positions.service';
import {
  answeredPosition as answered,
  callAs,
  connectedSeeker,
  startFakeLlm,
  type FakeLlm,
  type HhSeeker,
  type HhTestApp,
  type RunningSandbox,
} from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

/**
 * The resume is grounded ("The service checks this mechanically before it saves. Nothing is
 * invented."): an engine's draft naming an employer, a skill or a date that is not in the seeker's answers or hh resume
 * is never saved — with the built-in engine, with the OpenAI-compatible one (which falls back), and at the service.
 */

const ANSWER = 'Работал с SQL и PostgreSQL, писал требования в Confluence.';

let hh: RunningSandbox;
let llm: FakeLlm;
let t: HhTestApp;
let seeker: HhSeeker;

beforeAll(async () => {
  llm = await startFakeLlm();
});
hhAppTest(() => ({ env: { OPENAI_BASE_URL: llm.baseURL, OPENAI_API_KEY: 'sk-local-test', LLM_MODEL: 'local-model', LLM_TIMEOUT_MS: '2000' } })).beforeAll(
  async ({ hhApp }) => {
    t = hhApp;
    hh = t.hh;
    seeker = await connectedSeeker(t.app, hh);
  },
);
afterAll(async () => {
  await llm?.close();
});
beforeEach(() => llm.reset());

/** A position of the seeker with all 5 questions answered (the resume is next). */
async function answeredPosition(): Promise<Position> {
  return (await answered(t.app, seeker, { title: 'Системный аналитик', answers: ANSWER })).position;
}

const INVENTED: ResumeDraft = {
  title: 'Системный аналитик',
  skill_set: ['SQL', 'Kubernetes'],
  skills: 'Системный аналитик. Руководил командой из 12 человек в Яндексе.',
  experience: [{ company: 'Яндекс', position: 'Ведущий аналитик', start: '2015-01', end: '2019-12', description: 'Запустил 3 продукта.' }],
};

async function storedDraft(positionId: string) {
  const [row] = await t.app.database.db.select({ draft: positions.resumeDraft }).from(positions).where(eq(positions.id, positionId));
  return row?.draft ?? null;
}

describe('with the OpenAI-compatible engine', () => {
  it('a model draft that invents an employer, a skill and dates is replaced by the built-in engine’s grounded one', async () => {
    const position = await answeredPosition();
    llm.fault('resume', 'invented', 1); // adds the skill Haskell and a job at «Газпром нефть», 2015-01…2018-12
    const res = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/resume`);
    expect(res.statusCode, res.body).toBe(201);
    const draft = generatedResumeSchema.parse(res.json());
    expect(draft.engine).toBe('builtin');
    const text = JSON.stringify(draft.resume);
    for (const invented of ['Газпром', 'Haskell', '2015-01']) expect(text).not.toContain(invented);
    expect(await storedDraft(position.id)).toEqual(draft.resume);
  });

  it('a grounded model draft is kept and says it came from the model', async () => {
    const position = await answeredPosition();
    const res = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/resume`);
    expect(res.statusCode, res.body).toBe(201);
    const draft = generatedResumeSchema.parse(res.json());
    expect(draft).toMatchObject({ engine: 'llm', status: 'draft', resume: { title: 'Системный аналитик' } });
    expect(draft.resume.skill_set).toEqual(expect.arrayContaining(['SQL', 'PostgreSQL']));
    expect(llm.requests.slice(-2).map((r) => r.task)).toEqual(['profile', 'resume']);
  });
});

describe('the service checks before it saves', () => {
  /** The positions service on the app's database, with an engine that returns `draft` as its resume. */
  function serviceWith(draft: ResumeDraft) {
    const builtin = createAssistant({ log: t.app.log });
    const lying: EngineAssistant = { ...builtin, composeResumeWithEngine: async () => ({ draft, engine: 'llm' }) };
    const unused = new Proxy({}, { get: () => () => Promise.reject(new Error('not used by composeResume')) });
    return createPositionsService({
      db: t.app.database.db,
      clock: t.clock,
      assistant: lying,
      log: t.app.log,
      hh: unused as PositionsServiceDeps['hh'],
      resumes: unused as PositionsServiceDeps['resumes'],
    });
  }

  it('never saves an ungrounded draft: 422, and the position still has no resume', async () => {
    const position = await answeredPosition();
    const error = await serviceWith(INVENTED)
      .composeResume(seeker.user.user_id, position.id)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, code: 'resume_ungrounded', detail: POSITION_DETAIL.resumeUngrounded });
    expect(await storedDraft(position.id)).toBeNull();
    const get = await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}/resume`);
    expect(get.statusCode).toBe(409);
    expect(get.json()).toEqual({ detail: POSITION_DETAIL.resumeNotReady, code: 'resume_not_ready' });
  });

  it('each kind of invented fact alone is enough to refuse the draft', async () => {
    const position = await answeredPosition();
    const grounded: ResumeDraft = { title: 'Системный аналитик', skill_set: ['SQL'], skills: 'Работал с SQL.', experience: [] };
    expect((await serviceWith(grounded).composeResume(seeker.user.user_id, position.id)).resume.resume).toEqual(grounded);
    const inventions: ResumeDraft[] = [
      { ...grounded, skill_set: ['SQL', 'Kubernetes'] },
      { ...grounded, skills: 'Работал с SQL в компании «Газпром нефть».' },
      { ...grounded, experience: [{ company: 'Тинькофф', position: 'Аналитик', start: null, end: null, description: null }] },
      { ...grounded, skills: 'Работал с SQL с марта 2014 года.' },
      { ...grounded, skills: 'Работал с SQL, ускорил отчёты на 40%.' },
      { ...grounded, skills: 'Работал с SQL. Портфолио: https://example.com/me' },
    ];
    for (const draft of inventions) {
      await callAs(t.app, seeker, 'PUT', `/api/positions/${position.id}/answers/${(await storedQuestions(position.id))[0]!}`, {
        text: `${ANSWER} ${inventions.indexOf(draft)}`,
      });
      const error = await serviceWith(draft)
        .composeResume(seeker.user.user_id, position.id)
        .catch((e: unknown) => e);
      expect(error, JSON.stringify(draft)).toMatchObject({ code: 'resume_ungrounded' });
      expect(await storedDraft(position.id)).toEqual(grounded);
    }
  });
});

async function storedQuestions(positionId: string): Promise<string[]> {
  const [row] = await t.app.database.db.select({ questions: positions.questions }).from(positions).where(eq(positions.id, positionId));
  return (row?.questions ?? []).map((q) => q.id);
}
