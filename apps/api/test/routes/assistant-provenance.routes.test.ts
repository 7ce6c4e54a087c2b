import { generatedResumeSchema } from '@otklik/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answeredPosition as answered, callAs, connectedSeeker, startFakeLlm, type FakeLlm, type HhSeeker, type HhTestApp } from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

/**
 * The resume written from the candidate profile: each employer with its own achievements, each fact with
 * its source for review, and a model draft that puts an achievement under the wrong employer never saved as such.
 */

const ANSWERS = [
  'Три года работаю бэкенд-разработчиком в Ромашке. Пишу сервисы на Python и Django, фоновые задачи на Celery.',
  'В Ромашке переписал SQL-запросы тяжёлого отчёта и ускорил его с 2 с до 300 мс. Ещё покрыл ядро тестами на pytest, покрытие выросло до 85%.',
  'Python, Django, Celery, PostgreSQL, pytest. Сборка и деплой через GitLab CI в Kubernetes.',
  'МГТУ им. Баумана, 2019, информатика, бакалавр.',
  'Хочу в продуктовую команду, где можно расти до техлида. Английский B2, читаю документацию без проблем.',
];

let llm: FakeLlm;
let t: HhTestApp;
let seeker: HhSeeker;

beforeAll(async () => {
  llm = await startFakeLlm();
});
hhAppTest(() => ({ env: { OPENAI_BASE_URL: llm.baseURL, OPENAI_API_KEY: 'sk-local-test', LLM_MODEL: 'local-model', LLM_TIMEOUT_MS: '2000' } })).beforeAll(
  async ({ hhApp }) => {
    t = hhApp;
    seeker = await connectedSeeker(t.app, t.hh);
  },
);
afterAll(async () => {
  await llm?.close();
});
beforeEach(() => llm.reset());

const answeredPosition = () => answered(t.app, seeker, { title: 'Python-разработчик', answers: ANSWERS, remote: true, salary: 280_000 });

describe('POST /api/positions/{id}/resume: the resume composed from the profile', () => {
  it('puts the speed-up under «Ромашка» and tells the seeker which answer each fact came from', async () => {
    llm.fault('*', 'server_error'); // the built-in engine answers in this test
    const { position, questionIds } = await answeredPosition();
    const res = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/resume`);
    expect(res.statusCode, res.body).toBe(201);
    const { resume, engine } = generatedResumeSchema.parse(res.json());
    expect(engine).toBe('builtin');
    const romashka = resume.experience.findIndex((j) => j.company === 'Ромашка');
    expect(romashka).toBeGreaterThanOrEqual(0);
    // The speed-up is a bullet of its own (the answer is rewritten, not pasted), with both of its numbers.
    expect(resume.experience[romashka]?.description).toMatch(/^— Ускорил .*2 с (?:→|до) 300 мс\.$/mu);
    expect(resume.experience[romashka]?.description).not.toContain('Ромашк');
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
    const clean = await answeredPosition();
    const cleanRes = await callAs(t.app, seeker, 'POST', `/api/positions/${clean.position.id}/resume`);
    const truth = generatedResumeSchema
      .parse(cleanRes.json())
      .resume.experience.find((j) => j.company === 'Ромашка')!
      .description!.split('\n');
    // The fault adds 7 to the first number of the first description that has one: that bullet turns false.
    const altered = truth.find((line) => /\d/u.test(line))!;
    expect(truth.length).toBeGreaterThan(1);
    const { position } = await answeredPosition();
    llm.fault('resume', 'altered', 1);
    const res = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/resume`);
    expect(res.statusCode, res.body).toBe(201);
    const { resume, engine } = generatedResumeSchema.parse(res.json());
    expect(engine).toBe('llm');
    const romashka = resume.experience.find((j) => j.company === 'Ромашка')!.description!.split('\n');
    expect(romashka).toEqual(truth.filter((line) => line !== altered));
    // The model's candidate profile put the speed-up under «Ромашка», quoting answer 2; our code found the quote.
    expect(llm.requests.map((r) => r.task)).toEqual(expect.arrayContaining(['profile', 'resume']));
  });
});
