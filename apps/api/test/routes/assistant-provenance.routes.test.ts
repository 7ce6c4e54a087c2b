import { generatedResumeSchema, questionnaireSchema, type Position } from '@otklik/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCompletion, startFakeOpenAi, type FakeOpenAiServer } from '../../src/integrations/llm/__fixtures__/fake-openai-server';
import type { ResumeDraft } from '../../src/domain/position';
import { buildHhTestApp, callAs, connectedSeeker, type HhSeeker, type HhTestApp, publishedResumeOf } from '@otklik/api/testing';

/**
 * The resume written from the candidate profile (spec §9): each employer with its own achievements, each fact with
 * its source for review, and a model draft that puts an achievement under the wrong employer never saved as such.
 */

const ANSWERS = [
  'Три года работаю бэкенд-разработчиком в Ромашке. Пишу сервисы на Python и Django, фоновые задачи на Celery.',
  'В Ромашке переписал SQL-запросы тяжёлого отчёта и ускорил его с 2 с до 300 мс. Ещё покрыл ядро тестами на pytest, покрытие выросло до 85%.',
  'Python, Django, Celery, PostgreSQL, pytest. Сборка и деплой через GitLab CI в Kubernetes.',
  'МГТУ им. Баумана, 2019, информатика, бакалавр.',
  'Хочу в продуктовую команду, где можно расти до техлида. Английский B2, читаю документацию без проблем.',
];

let llm: FakeOpenAiServer;
let t: HhTestApp;
let seeker: HhSeeker;

beforeAll(async () => {
  llm = await startFakeOpenAi();
  t = await buildHhTestApp({ env: { OPENAI_BASE_URL: llm.baseURL, OPENAI_API_KEY: 'sk-local-test', LLM_MODEL: 'local-model', LLM_TIMEOUT_MS: '2000' } });
  seeker = await connectedSeeker(t.app, t.hh);
});
afterAll(async () => {
  await t?.close();
  await llm?.close();
});

async function answeredPosition(): Promise<{ position: Position; questionIds: string[] }> {
  const resume = await publishedResumeOf(t.app, seeker);
  const created = await callAs(t.app, seeker, 'POST', '/api/positions', {
    title: 'Python-разработчик',
    resume_id: resume.id,
    use_favorites: false,
    areas: [{ id: '1', name: 'Москва' }],
    remote: true,
    salary: { amount: 280_000, currency: 'RUR' },
    letter_styles: ['neutral'],
  });
  expect(created.statusCode, created.body).toBe(201);
  const position = created.json<Position>();
  const questionnaire = questionnaireSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}/questions`)).json());
  for (const [i, question] of questionnaire.questions.entries()) {
    const res = await callAs(t.app, seeker, 'PUT', `/api/positions/${position.id}/answers/${question.id}`, { text: ANSWERS[i] });
    expect(res.statusCode).toBe(200);
  }
  return { position, questionIds: questionnaire.questions.map((q) => q.id) };
}

describe('POST /api/positions/{id}/resume: the resume composed from the profile', () => {
  it('puts the speed-up under «Ромашка» and tells the seeker which answer each fact came from', async () => {
    llm.handle(() => ({ status: 500, body: { error: { message: 'the built-in engine answers in this test' } } }));
    const { position, questionIds } = await answeredPosition();
    const res = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/resume`);
    expect(res.statusCode, res.body).toBe(201);
    const { resume, engine } = generatedResumeSchema.parse(res.json());
    expect(engine).toBe('builtin');
    const romashka = resume.experience.findIndex((j) => j.company === 'Ромашка');
    expect(romashka).toBeGreaterThanOrEqual(0);
    expect(resume.experience[romashka]?.description).toContain('с 2 с до 300 мс');
    for (const [i, job] of resume.experience.entries()) if (i !== romashka) expect(job.description ?? '').not.toContain('300 мс');
    expect(resume.skill_set).toEqual(expect.arrayContaining(['Django', 'Celery', 'Pytest', 'GitLab CI', 'Kubernetes']));
    expect(resume.education).toContainEqual(expect.objectContaining({ name: 'МГТУ им. Баумана', year: 2019 }));
    expect(resume.language).toContainEqual(expect.objectContaining({ id: 'eng', level: 'b2' }));
    expect(resume.sources).toContainEqual(
      expect.objectContaining({
        field: `experience[${romashka}].description`,
        kind: 'answer',
        question_id: questionIds[1],
        question_number: 2,
        quote: 'В Ромашке переписал SQL-запросы тяжёлого отчёта и ускорил его с 2 с до 300 мс.',
      }),
    );
    // Reading it again gives the same sources: they are stored with the draft.
    const again = generatedResumeSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${position.id}/resume`)).json());
    expect(again.resume.sources).toEqual(resume.sources);
  });

  it('repairs a model draft whose number changed: the altered item is dropped, the true one kept', async () => {
    const { position } = await answeredPosition();
    const misplaced: ResumeDraft = {
      title: 'Python-разработчик',
      skill_set: ['Python', 'Django'],
      skills: 'Python-разработчик.',
      experience: [
        { company: 'Ромашка', position: 'Бэкенд-разработчик', start: '2023-11', end: null, description: 'Покрыл ядро тестами на pytest, покрытие выросло до 85%.\nУскорил отчёт с 2 с до 200 мс.' },
      ],
    };
    llm.handle((body) => {
      const format = body.response_format as { json_schema: { name: string } };
      return format.json_schema.name === 'resume' ? { body: chatCompletion(JSON.stringify(misplaced)) } : { status: 500, body: { error: { message: 'not in this test' } } };
    });
    const res = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/resume`);
    expect(res.statusCode, res.body).toBe(201);
    const { resume, engine } = generatedResumeSchema.parse(res.json());
    const text = resume.experience.map((j) => j.description ?? '').join('\n');
    expect(text).not.toContain('200 мс');
    expect(engine).toBe('llm');
    expect(resume.experience[0]?.description).toBe('Покрыл ядро тестами на pytest, покрытие выросло до 85%.');
  });
});
