import {
  POSITION_DETAIL,
  applicationPageSchema,
  confirmResultSchema,
  generatedResumeSchema,
  positionSchema,
  proposalListSchema,
  questionnaireSchema,
  type Application,
  type GeneratedResume,
  type Position,
  type Proposal,
  type Questionnaire,
} from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import { uniqueResumeTitle } from '../../src/integrations/hh/resume-mapping';
import {
  callAs,
  confirmReviewFlags,
  connectedSeeker,
  type HhSeeker,
  type HhTestApp,
  publishedResumeOf,
  resumesOf,
  type RunningSandbox,
  sandboxNegotiations,
  settled,
  waitUntil,
} from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

/**
 * The whole position journey on the sandbox's real vacancies: create a position, answer the
 * 5 questions, write and publish the resume, get 3–5 proposals, uncheck one and press Done; the checked applications
 * go out through hh with their letters, exactly once.
 */

let hh: RunningSandbox;
let t: HhTestApp;
let seeker: HhSeeker;
let moscow: { id: string; name: string };

hhAppTest({ workers: true }).beforeAll(async ({ hhApp }) => {
  t = hhApp;
  hh = t.hh;
  seeker = await connectedSeeker(t.app, hh);
  const suggest = await callAs(t.app, seeker, 'GET', `/api/areas/suggest?text=${encodeURIComponent('Моск')}`);
  expect(suggest.statusCode, suggest.body).toBe(200);
  const found = suggest.json<{ items: { id: string; name: string }[] }>().items.find((a) => a.name === 'Москва');
  if (!found) throw new Error('the sandbox suggests no Москва');
  moscow = found;
});

const positionBody = (resumeId: string, patch: object = {}) => ({
  title: 'Системный аналитик',
  resume_id: resumeId,
  use_favorites: true,
  areas: [moscow],
  remote: false,
  salary: { amount: 150_000, currency: 'RUR' },
  letter_styles: ['memorable', 'classic'],
  ...patch,
});

describe('GET /api/areas/suggest', () => {
  it('maps hh suggests to {id, name}, needs a session and 2 characters', async () => {
    const res = await callAs(t.app, seeker, 'GET', `/api/areas/suggest?text=${encodeURIComponent('санкт')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ items: { id: string; name: string }[] }>().items).toContainEqual({ id: '2', name: 'Санкт-Петербург' });
    expect((await t.app.inject({ method: 'GET', url: '/api/areas/suggest?text=Мо' })).statusCode).toBe(401);
    const short = await callAs(t.app, seeker, 'GET', '/api/areas/suggest?text=М');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'validation_failed', issues: [{ path: 'text' }] });
  });
});

describe('POST /api/positions validation (title, location, salary and resume are required)', () => {
  it('names every missing field', async () => {
    const res = await callAs(t.app, seeker, 'POST', '/api/positions', { use_favorites: false, remote: false, letter_styles: ['neutral'] });
    expect(res.statusCode).toBe(400);
    const paths = res.json<{ issues: { path: string }[] }>().issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['title', 'resume_id', 'areas', 'salary']));
  });

  it('refuses a resume that is not one of the seeker’s hh resumes', async () => {
    const res = await callAs(t.app, seeker, 'POST', '/api/positions', positionBody('0123456789abcdef0123456789abcdef012345'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: POSITION_DETAIL.resumeNotFound, code: 'resume_not_found' });
  });

  it('refuses more than 3 or repeated letter styles and a currency other than ₽ or $', async () => {
    const resume = await publishedResumeOf(t.app, seeker);
    for (const patch of [{ letter_styles: ['neutral', 'neutral'] }, { letter_styles: [] }, { salary: { amount: 1000, currency: 'EUR' } }, { areas: [] }]) {
      const res = await callAs(t.app, seeker, 'POST', '/api/positions', positionBody(resume.id, patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
    }
  });
});

describe('the journey: position → 5 questions → resume → 3–5 vacancies → Done → sent', () => {
  let position: Position;
  let questionnaire: Questionnaire;
  let published: GeneratedResume;
  let proposals: Proposal[];
  let confirmed: Application[];

  it('creates a position from a published hh resume (stage questions)', async () => {
    const resume = await publishedResumeOf(t.app, seeker);
    const res = await callAs(t.app, seeker, 'POST', '/api/positions', positionBody(resume.id));
    expect(res.statusCode, res.body).toBe(201);
    position = positionSchema.parse(res.json());
    expect(position).toMatchObject({
      title: 'Системный аналитик',
      resume_id: resume.id,
      resume_title: resume.title,
      areas: [moscow],
      salary: { amount: 150_000, currency: 'RUR' },
      letter_styles: ['memorable', 'classic'],
      stage: 'questions',
    });
    const list = await callAs(t.app, seeker, 'GET', '/api/positions');
    expect(list.json<{ items: Position[] }>().items.map((p) => p.id)).toEqual([position.id]);
  });

  it('asks exactly 5 questions, the same on every read', async () => {
    const res = await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}/questions`);
    expect(res.statusCode, res.body).toBe(200);
    questionnaire = questionnaireSchema.parse(res.json());
    expect(questionnaire.questions).toHaveLength(5);
    expect(new Set(questionnaire.questions.map((q) => q.text)).size).toBe(5);
    expect(questionnaire).toMatchObject({ answers: [], current_index: 0 });
    const again = await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}/questions`);
    expect(again.json()).toEqual(questionnaire);
  });

  it('saves answers as given and resumes at the first unanswered question after a reload', async () => {
    const [first, second] = questionnaire.questions;
    const save = (id: string, text: string) => callAs(t.app, seeker, 'PUT', `/api/positions/${position.id}/answers/${id}`, { text });
    const one = await save(first!.id, 'Писал требования и спецификации API, моделировал процессы в BPMN.');
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<Questionnaire>().current_index).toBe(1);
    await save(second!.id, 'Работал с SQL и PostgreSQL, проектировал интеграции через REST.');
    const reloaded = questionnaireSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}/questions`)).json());
    expect(reloaded.current_index).toBe(2);
    expect(reloaded.answers).toEqual([
      { question_id: first!.id, text: 'Писал требования и спецификации API, моделировал процессы в BPMN.' },
      { question_id: second!.id, text: 'Работал с SQL и PostgreSQL, проектировал интеграции через REST.' },
    ]);
    expect((await save('no-such-question', 'текст')).json()).toEqual({ detail: POSITION_DETAIL.questionNotFound, code: 'question_not_found' });
    expect((await save(first!.id, '   ')).statusCode).toBe(400);
  });

  it('will not write the resume before all 5 answers', async () => {
    const res = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/resume`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: POSITION_DETAIL.answersIncomplete, code: 'answers_incomplete' });
    const get = await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}/resume`);
    expect(get.json()).toEqual({ detail: POSITION_DETAIL.resumeNotReady, code: 'resume_not_ready' });
  });

  it('answering the rest moves the stage to resume', async () => {
    for (const question of questionnaire.questions.slice(2)) {
      const res = await callAs(t.app, seeker, 'PUT', `/api/positions/${position.id}/answers/${question.id}`, {
        text: 'Вёл задачи команды в Jira, согласовывал требования с заказчиком.',
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}`);
    expect(res.json<Position>().stage).toBe('resume');
  });

  it('writes a grounded resume draft for review, the same one on a repeated call', async () => {
    const res = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/resume`);
    expect(res.statusCode, res.body).toBe(201);
    const draft = generatedResumeSchema.parse(res.json());
    expect(draft).toMatchObject({ status: 'draft', hh_resume_id: null, alternate_url: null, engine: 'builtin' });
    expect(draft.resume.title).toBe('Системный аналитик');
    expect(draft.resume.skill_set.length).toBeGreaterThan(0);
    expect(draft.resume.skills).not.toMatch(/https?:\/\//);
    const again = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/resume`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(draft);
    expect((await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}/resume`)).json()).toEqual(draft);
  });

  it('creates and publishes the resume on hh once, and marks it as the assistant’s', async () => {
    const existing = await resumesOf(t.app, seeker);
    const before = existing.length;
    // hh keeps a seeker's resume titles unique: the sandbox applicant may already own one with this title.
    const expectedTitle = uniqueResumeTitle(
      'Системный аналитик',
      existing.map((r) => r.title),
    );
    await confirmReviewFlags(t.app, seeker, position.id);
    const res = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/resume/publish`);
    expect(res.statusCode, res.body).toBe(200);
    published = generatedResumeSchema.parse(res.json());
    expect(published.status).toBe('published');
    expect(published.hh_resume_id).toMatch(/^[0-9a-f]+$/);
    expect(published.alternate_url).toContain(`/resume/${published.hh_resume_id}`);

    const again = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/resume/publish`);
    expect(again.json()).toEqual(published);
    const after = await resumesOf(t.app, seeker);
    expect(after).toHaveLength(before + 1);
    expect(after.find((r) => r.id === published.hh_resume_id)).toMatchObject({ status: 'published', created_by_assistant: true, title: expectedTitle });
    expect((await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}`)).json<Position>().stage).toBe('vacancies');
  });

  it('answers are locked once the resume is published', async () => {
    const res = await callAs(t.app, seeker, 'PUT', `/api/positions/${position.id}/answers/${questionnaire.questions[0]!.id}`, { text: 'Другой ответ' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: POSITION_DETAIL.answersLocked, code: 'answers_locked' });
  });

  it('refuses the assistant’s resume for a new position: the seeker is sent to make a fresh one on hh', async () => {
    const res = await callAs(t.app, seeker, 'POST', '/api/positions', positionBody(published.hh_resume_id!));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: POSITION_DETAIL.assistantResumeRefused, code: 'assistant_resume_refused' });
  });

  it('proposes 3 to 5 vacancies in Moscow with why each fits, none with a test or archived', async () => {
    expect((await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}/proposals`)).statusCode).toBe(404);
    const res = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/proposals`);
    expect(res.statusCode, res.body).toBe(201);
    proposals = proposalListSchema.parse(res.json()).items;
    expect(proposals.length).toBeGreaterThanOrEqual(3);
    expect(proposals.length).toBeLessThanOrEqual(5);
    const flagged = (await hh.control('GET', '/vacancies?has_test=true&limit=1000')) as { items: { id: string }[] };
    const archived = (await hh.control('GET', '/vacancies?archived=true&limit=1000')) as { items: { id: string }[] };
    const excluded = new Set([...flagged.items, ...archived.items].map((v) => v.id));
    for (const proposal of proposals) {
      expect(proposal.area?.name).toBe('Москва');
      expect(proposal.name.toLowerCase()).toContain('аналитик');
      expect(excluded.has(proposal.vacancy_id)).toBe(false);
      expect(proposal.reasons.salary).toMatchObject({ expected: 150_000, expected_currency: 'RUR' });
      expect(proposal.reasons.salary.verdict).not.toBe('below');
      expect(proposal.reasons.summary).toMatch(/\.$/);
    }
    expect(proposals.map((p) => p.score)).toEqual([...proposals.map((p) => p.score)].sort((a, b) => b - a));
    expect((await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}/proposals`)).json()).toEqual({ items: proposals });
  });

  it('refuses Done with a vacancy that was not proposed', async () => {
    const res = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/confirm`, { vacancy_ids: ['1'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: POSITION_DETAIL.unknownVacancy, code: 'unknown_vacancy' });
    const none = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/confirm`, { vacancy_ids: [] });
    expect(none.statusCode).toBe(400);
  });

  it('Done with one unchecked queues the checked ones, each with a letter in alternating styles', async () => {
    const checked = proposals.slice(0, -1).map((p) => p.vacancy_id);
    const res = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/confirm`, { vacancy_ids: checked });
    expect(res.statusCode, res.body).toBe(200);
    confirmed = confirmResultSchema.parse(res.json()).items;
    expect(confirmed.map((a) => a.vacancy_id)).toEqual(checked);
    confirmed.forEach((application, i) => {
      const proposal = proposals[i]!;
      expect(application.letter_style).toBe(i % 2 === 0 ? 'memorable' : 'classic');
      expect(application.cover_letter).toContain(proposal.name);
      if (proposal.employer) expect(application.cover_letter).toContain(proposal.employer.name);
      expect(application.cover_letter).not.toMatch(/https?:\/\/|www\.|@/);
      expect(application.cover_letter.length).toBeLessThanOrEqual(10_000);
      expect(['queued', 'sending', 'sent']).toContain(application.status);
      expect(application.position_title).toBe('Системный аналитик');
    });
    expect((await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}`)).json<Position>().stage).toBe('done');
  });

  it('sends exactly the checked ones through hh with their letters; /responses shows them sent', async () => {
    const page = await waitUntil(
      async () => applicationPageSchema.parse((await callAs(t.app, seeker, 'GET', '/api/applications/v2')).json()),
      (p) => p.items.length === confirmed.length && p.items.every((a) => a.status === 'sent'),
    );
    const negotiations = await sandboxNegotiations(hh, seeker.hhEmail);
    expect(negotiations.map((n) => n.vacancy_id).sort()).toEqual(confirmed.map((a) => a.vacancy_id).sort());
    for (const application of page.items) {
      const negotiation = negotiations.find((n) => n.vacancy_id === application.vacancy_id)!;
      expect(application.hh_negotiation_id).toBe(negotiation.id);
      expect(negotiation.message).toBe(application.cover_letter);
      expect(negotiation.resume_id).toBe(published.hh_resume_id);
      expect(application.sent_at).not.toBeNull();
    }
    const unchecked = proposals.at(-1)!.vacancy_id;
    expect(negotiations.some((n) => n.vacancy_id === unchecked)).toBe(false);
  });

  it('a double click on Done returns the same applications and sends nothing new', async () => {
    const checked = confirmed.map((a) => a.vacancy_id);
    const res = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/confirm`, { vacancy_ids: checked });
    expect(res.statusCode).toBe(200);
    const again = confirmResultSchema.parse(res.json()).items;
    expect(again.map((a) => a.id)).toEqual(confirmed.map((a) => a.id));
    expect(again.map((a) => a.cover_letter)).toEqual(confirmed.map((a) => a.cover_letter));
    await settled(t.app);
    expect(await sandboxNegotiations(hh, seeker.hhEmail)).toHaveLength(checked.length);
  });

  it('counts today’s applications against the daily quota', async () => {
    const res = await callAs(t.app, seeker, 'GET', '/api/applications/count');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ current_applications: confirmed.length, total_applications: 20 });
  });

  it('another seeker gets 404 Position not found for every call on this position, and changes nothing', async () => {
    const other = await connectedSeeker(t.app, hh);
    const before = (await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}`)).json<Position>();
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: object][] = [
      ['GET', `/api/positions/${position.id}`],
      ['GET', `/api/positions/${position.id}/questions`],
      ['PUT', `/api/positions/${position.id}/answers/${questionnaire.questions[0]!.id}`, { text: 'Чужой ответ' }],
      ['POST', `/api/positions/${position.id}/resume`],
      ['GET', `/api/positions/${position.id}/resume`],
      ['POST', `/api/positions/${position.id}/resume/publish`],
      ['POST', `/api/positions/${position.id}/proposals`],
      ['GET', `/api/positions/${position.id}/proposals`],
      ['POST', `/api/positions/${position.id}/confirm`, { vacancy_ids: [proposals[0]!.vacancy_id] }],
      ['GET', '/api/positions/not-a-uuid'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await callAs(t.app, other, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ detail: POSITION_DETAIL.positionNotFound, code: 'position_not_found' });
    }
    expect((await callAs(t.app, other, 'GET', '/api/positions')).json()).toEqual({ items: [] });
    expect((await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}`)).json()).toEqual(before);
    expect(await sandboxNegotiations(hh, other.hhEmail)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/positions/${position.id}` })).statusCode).toBe(401);
  });

  it('a second position walks the flow again: a second hh resume with a title of its own, and no vacancy applied to twice', async () => {
    const resume = await publishedResumeOf(t.app, seeker);
    const created = positionSchema.parse((await callAs(t.app, seeker, 'POST', '/api/positions', positionBody(resume.id))).json());
    const q = questionnaireSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${created.id}/questions`)).json());
    for (const question of q.questions) {
      await callAs(t.app, seeker, 'PUT', `/api/positions/${created.id}/answers/${question.id}`, { text: 'Работал с SQL и PostgreSQL.' });
    }
    expect((await callAs(t.app, seeker, 'POST', `/api/positions/${created.id}/resume`)).statusCode).toBe(201);
    const titlesBefore = (await resumesOf(t.app, seeker)).map((r) => r.title);
    await confirmReviewFlags(t.app, seeker, created.id);
    const publish = await callAs(t.app, seeker, 'POST', `/api/positions/${created.id}/resume/publish`);
    expect(publish.statusCode, publish.body).toBe(200);
    const second = generatedResumeSchema.parse(publish.json());
    expect(second.hh_resume_id).not.toBe(published.hh_resume_id);
    // hh keeps resume titles unique per seeker, so the second one is told apart.
    const secondTitle = (await resumesOf(t.app, seeker)).find((r) => r.id === second.hh_resume_id)?.title;
    expect(secondTitle).toBe(uniqueResumeTitle('Системный аналитик', titlesBefore));
    expect(secondTitle).toMatch(/^Системный аналитик \(\d\)$/);

    const applied = new Set(confirmed.map((a) => a.vacancy_id));
    const offered = proposalListSchema.parse((await callAs(t.app, seeker, 'POST', `/api/positions/${created.id}/proposals`)).json()).items;
    expect(offered.length).toBeGreaterThan(0);
    for (const proposal of offered) expect(applied.has(proposal.vacancy_id)).toBe(false);
  });
});
