import { describe, expect, it } from 'vitest';
import { allSeekers, careerChanger, juniorWithoutExperience, pythonDeveloper, qaEngineer, type SeekerFixture } from './__fixtures__/seekers';
import type { ComposeResumeInput } from './assistant.port';
import { resumeDraftSchema, type ResumeDraft } from '../../domain/position';
import { createBuiltinAssistant } from './builtin-assistant';
import { checkResumeGrounding } from './grounding';

const assistant = createBuiltinAssistant();

async function answerAll(seeker: SeekerFixture): Promise<ComposeResumeInput> {
  const questions = await assistant.askQuestions(seeker);
  return { ...seeker, questions, answers: questions.map((q, i) => ({ question_id: q.id, text: seeker.answers[i] ?? '' })) };
}

async function compose(seeker: SeekerFixture): Promise<{ input: ComposeResumeInput; draft: ResumeDraft }> {
  const input = await answerAll(seeker);
  return { input, draft: await assistant.composeResume(input) };
}

describe('built-in engine: the resume', () => {
  it('is in hh resume shape, titled with the position, and passes the grounding check for every seeker', async () => {
    for (const seeker of allSeekers()) {
      const { input, draft } = await compose(seeker);
      expect(resumeDraftSchema.parse(draft)).toEqual(draft);
      expect(draft.title).toBe(seeker.position.title);
      const report = checkResumeGrounding(draft, {
        resume: seeker.resume,
        answers: input.answers,
        position: seeker.position,
        skill_vocabulary: seeker.market_skills.map((s) => s.name),
      });
      expect(report, seeker.name).toEqual({ ok: true, violations: [] });
    }
  });

  it('says a sentence the seeker repeated in several answers only once', async () => {
    const input = await answerAll(careerChanger());
    const repeated = 'Вёл задачи команды в Jira и согласовывал требования с заказчиком.';
    const draft = await assistant.composeResume({ ...input, answers: input.answers.map((a) => ({ ...a, text: `${a.text} ${repeated}` })) });
    const texts = [draft.skills, ...draft.experience.map((job) => job.description ?? '')].join('\n');
    expect(texts.split(repeated)).toHaveLength(2);
  });

  it('keeps the resume skills and adds only the market skills the seeker confirmed', async () => {
    const { draft } = await compose(pythonDeveloper());
    expect(draft.skill_set.slice(0, 4)).toEqual(['Python', 'Django', 'PostgreSQL', 'Git']);
    expect(draft.skill_set).toEqual(expect.arrayContaining(['Docker', 'FastAPI', 'Redis', 'Flask']));
    expect(draft.skill_set).not.toContain('SQL'); // asked about, never mentioned
    expect(draft.skill_set).not.toContain('Kubernetes'); // «С Kubernetes не работал»
    expect(draft.skill_set).not.toContain('MySQL'); // asked about, never mentioned
  });

  it('does not add a skill the seeker tried only outside work or denied', async () => {
    const qa = await compose(qaEngineer());
    expect(qa.draft.skill_set).toEqual(expect.arrayContaining(['Python', 'Pytest', 'Swagger']));
    expect(qa.draft.skill_set).not.toContain('Selenium'); // «пробовала на курсах, но в работе не применяла»
    const changer = await compose(careerChanger());
    expect(changer.draft.skill_set).toEqual(['Математика', 'Excel', 'SQL', 'pandas']);
  });

  it('keeps the jobs with their dates as given and enriches descriptions only with the seeker’s sentences', async () => {
    const seeker = pythonDeveloper();
    const { draft } = await compose(seeker);
    expect(draft.experience.map((j) => [j.company, j.position, j.start, j.end])).toEqual(
      seeker.resume.experience.map((j) => [j.company, j.position, j.start, j.end]),
    );
    const [current, earlier] = draft.experience;
    expect(current?.description).toContain(seeker.resume.experience[0]?.description ?? '');
    expect(current?.description).toContain('FastAPI применял в Медиасофт для внутренних API.'); // names the company
    expect(earlier?.description).toContain('В Технопарк Плюс писал скрипты выгрузки отчётов на Python'); // answer to the question about that job
    expect(draft.skills).not.toContain('Kubernetes');
  });

  it('takes an undated job’s month and year from the seeker’s answer', async () => {
    const { draft } = await compose(qaEngineer());
    expect(draft.experience[0]).toMatchObject({ company: 'Инфосервис', start: '2022-03', end: null });
  });

  it('writes about-me from the answers, with a summary and the key skills', async () => {
    const { draft } = await compose(pythonDeveloper());
    expect(draft.skills.startsWith('Python-разработчик. Опыт работы — 5 лет 8 месяцев.')).toBe(true);
    expect(draft.skills).toContain('Ключевые навыки: Python, Django, PostgreSQL, Git, Docker, FastAPI');
    expect(draft.skills).toContain('Перевёл 12 сервисов на общий шаблон CI в GitLab');
  });

  it('drops refusals and keeps a junior’s projects in about-me', async () => {
    const { draft } = await compose(juniorWithoutExperience());
    expect(draft.experience).toEqual([]);
    expect(draft.skills).toContain('Сделал телеграм-бота для учёта расходов на Python и SQLite');
    expect(draft.skills).not.toMatch(/(^|\s)[Нн]ет\.?(\s|$)/u);
    expect(draft.skill_set).toEqual(['Python', 'Docker', 'SQL']);
  });

  it('is deterministic', async () => {
    const input = await answerAll(pythonDeveloper());
    expect(await assistant.composeResume(input)).toEqual(await assistant.composeResume(input));
  });
});
