import { describe, expect, it } from 'vitest';
import { allSeekers, pythonDeveloper, qaEngineer, type SeekerFixture } from './__fixtures__/seekers';
import { personaInput } from './__fixtures__/persona-input';
import type { ComposeResumeInput } from './assistant.port';
import { resumeDraftSchema, type ResumeDraft } from '../../domain/position';
import { createBuiltinAssistant } from './builtin-assistant';
import { checkResumeAttribution } from './checks/attribution';
import { longestCommonWordRun } from './checks/text-metrics';
import { checkResumeGrounding } from './checks/grounding';
import { loadPersonas } from './bench/personas';
import { profileOf } from './profile-source';

const assistant = createBuiltinAssistant();
const TODAY = '2025-11-16';

async function answerAll(seeker: SeekerFixture): Promise<ComposeResumeInput> {
  const questions = await assistant.askQuestions(seeker);
  return { ...seeker, questions, answers: questions.map((q, i) => ({ question_id: q.id, text: seeker.answers[i] ?? '' })), today: TODAY };
}

async function compose(seeker: SeekerFixture): Promise<{ input: ComposeResumeInput; draft: ResumeDraft }> {
  const input = await answerAll(seeker);
  return { input, draft: await assistant.composeResume(input) };
}

const personas = loadPersonas();
const python = personaInput(personas.find((p) => p.id === '01-python-backend')!);

async function composePersona(input = python): Promise<ResumeDraft> {
  return assistant.composeResume({ ...input, market_skills: [] });
}

describe('built-in engine: the resume composed from the profile', () => {
  it('is in hh resume shape, titled with the position, and passes lexical and attribution grounding for every seeker', async () => {
    for (const seeker of allSeekers()) {
      const { input, draft } = await compose(seeker);
      expect(resumeDraftSchema.parse(draft)).toEqual(draft);
      expect(draft.title).toBe(seeker.position.title);
      const profile = await profileOf({ resume: seeker.resume, answers: input.answers, questions: input.questions, today: TODAY });
      const report = checkResumeGrounding(draft, {
        resume: seeker.resume,
        answers: input.answers,
        position: seeker.position,
        skill_vocabulary: seeker.market_skills.map((s) => s.name),
        profile,
      });
      expect(report, seeker.name).toEqual({ ok: true, violations: [] });
    }
  });

  it('puts the speed-up under «Ромашка», its own employer, never under the hh resume’s «Консилиум М.Д.»', async () => {
    const draft = await composePersona();
    const [romashka, konsilium] = draft.experience;
    expect(romashka).toMatchObject({ company: 'Ромашка', position: 'Бэкенд-разработчик', start: '2023-11', end: null });
    // The result is a bullet with its object and numbers, not the answer pasted.
    expect(romashka?.description).toMatch(/2 с → 300 мс/u);
    expect(konsilium).toMatchObject({ company: 'Консилиум М.Д.', position: 'Руководитель проектов', start: '2016-02', end: '2019-08' });
    expect(konsilium?.description).not.toMatch(/300 мс|85%/u);
  });

  it('keeps only skills the seeker has: the answers’ skills, and hh skills only when relevant to the position', async () => {
    const draft = await composePersona();
    expect(draft.skill_set).toEqual(expect.arrayContaining(['Python', 'Django', 'Celery', 'Pytest', 'GitLab CI', 'Kubernetes', 'PostgreSQL', 'SQL']));
    for (const unrelated of ['C++', 'MS PowerPoint', 'Statistica']) expect(draft.skill_set).not.toContain(unrelated);
    expect((await compose(pythonDeveloper())).draft.skill_set).not.toContain('Kubernetes'); // «С Kubernetes не работал»
    expect((await compose(qaEngineer())).draft.skill_set).not.toContain('Selenium'); // «пробовала на курсах, но в работе не применяла»
  });

  it('carries education and languages with their levels', async () => {
    const draft = await composePersona();
    expect(draft.education).toEqual([{ name: 'МГТУ им. Баумана', organization: null, result: 'информатика', year: 2019, level: 'bachelor' }]);
    expect(draft.language).toEqual(
      expect.arrayContaining([{ id: 'eng', name: 'Английский', level: 'b2' }, expect.objectContaining({ id: 'rus', level: 'l1' })]),
    );
    expect(draft.skills).toContain('Образование: МГТУ им. Баумана');
  });

  it('tells degrees and courses apart in «О себе»: one sentence each, a course never under «Образование»', async () => {
    const answers = [
      'С 2019 года работаю бухгалтером в ООО «Ромашка-Сервис».',
      'Сократила закрытие месяца с 8 до 5 дней.',
      '1С: Бухгалтерия, Excel, СБИС.',
      'Окончила Пермский государственный университет в 2012 году, экономика. В 2021 прошла курсы «МСФО» в Учебном центре «Аудит-Класс».',
      'Хочу в крупную компанию.',
    ];
    const draft = await composePersona({
      ...python,
      resume: { ...python.resume, experience: [], education: null },
      answers: python.questions.map((q, i) => ({ question_id: q.id, text: answers[i] ?? '' })),
    });
    const about = draft.skills ?? '';
    const degrees = /Образование: ([^.]*)\./u.exec(about)?.[1] ?? '';
    const courses = /Курсы и сертификаты: ([^.]*)\./u.exec(about)?.[1] ?? '';
    expect(degrees).toMatch(/Пермский государственный университет/u);
    expect(courses).toMatch(/2021/u);
    expect(degrees).not.toMatch(/Аудит-Класс|МСФО/u);
  });

  it('writes «О себе» as prose that copies no run of 8 words from an answer, for every persona', async () => {
    for (const persona of personas) {
      const input = personaInput(persona);
      const draft = await composePersona(input);
      expect(draft.skills.length, persona.id).toBeGreaterThan(0);
      expect(
        longestCommonWordRun(
          draft.skills,
          input.answers.map((a) => a.text),
        ).length,
        persona.id,
      ).toBeLessThan(8);
      const profile = await profileOf(input);
      expect(checkResumeAttribution(draft, profile, input.resume), persona.id).toEqual([]);
    }
  });

  it('tells the seeker where each fact came from: the answer’s words or the hh resume field', async () => {
    const draft = await composePersona();
    const sources = draft.sources ?? [];
    const django = draft.skill_set.indexOf('Django');
    expect(sources).toContainEqual(
      expect.objectContaining({ field: `skill_set[${django}]`, kind: 'answer', question_id: 'q1', question_number: 1, quote: 'Django' }),
    );
    expect(sources).toContainEqual(expect.objectContaining({ field: 'experience[0].company', kind: 'answer', quote: 'Ромашке' }));
    expect(sources).toContainEqual(expect.objectContaining({ field: 'experience[1].company', kind: 'hh_resume', path: 'experience[0].company' }));
    expect(sources).toContainEqual(
      expect.objectContaining({ field: 'experience[0].description', kind: 'answer', question_number: 2, quote: expect.stringContaining('300 мс') }),
    );
    for (const s of sources.filter((x) => x.kind === 'answer')) {
      const answer = python.answers.find((a) => a.question_id === s.question_id)!;
      expect(answer.text.slice(s.span![0], s.span![1])).toBe(s.quote);
    }
  });

  it('keeps a job told with its role and no employer, and a named, dated job told with no role, leaving the missing fact empty', async () => {
    const answers = [
      'Третий год работаю кладовщиком.',
      'Сократил недостачи с 5% до 1% за год. А с 2017 по 2020 год был в «Альфа-Трейд».',
      'ТСД, 1С: Склад.',
      'Колледж, 2016.',
      'Хочу расти до старшего кладовщика.',
    ];
    const input = {
      ...python,
      resume: { ...python.resume, experience: [] },
      answers: python.questions.map((q, i) => ({ question_id: q.id, text: answers[i] ?? '' })),
    };
    const draft = await composePersona(input);
    const unnamed = draft.experience.find((j) => j.company === null);
    expect(unnamed).toMatchObject({ position: 'Кладовщик', end: null });
    expect(unnamed!.description ?? '').toMatch(/5% до 1%|5% → 1%|5 → 1%/u);
    expect(draft.experience.find((j) => /Альфа-Трейд/u.test(j.company ?? ''))).toMatchObject({ position: '', start: '2017-01', end: '2020-12' });
    expect(checkResumeAttribution(draft, await profileOf(input))).toEqual([]);
  });

  it('is deterministic', async () => {
    const input = await answerAll(pythonDeveloper());
    expect(await assistant.composeResume(input)).toEqual(await assistant.composeResume(input));
  });
});

describe('built-in engine: what the seeker wants next', () => {
  it('keeps a wish about the work and leaves out how near their home a place should be', async () => {
    const answers = python.answers.map((a, i) =>
      i === python.answers.length - 1 ? { ...a, text: 'Ищу офис недалеко от Кузьминок, график 5/2. Хочу снова в финтех или в e-commerce.' } : a,
    );
    const draft = await composePersona({ ...python, answers });
    expect(draft.skills).toMatch(/финтех/u);
    expect(draft.skills).not.toMatch(/Кузьмин/u);
  });

  it('leaves out where the seeker will not commute to', async () => {
    const answers = python.answers.map((a, i) =>
      i === python.answers.length - 1 ? { ...a, text: 'Хочу в продуктовую компанию, в Заречье ездить не хочу, далеко.' } : a,
    );
    const draft = await composePersona({ ...python, answers });
    expect(draft.skills).toMatch(/продуктовую компанию/u);
    expect(draft.skills).not.toMatch(/Заречье/u);
  });
});
