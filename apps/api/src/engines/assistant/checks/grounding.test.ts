import { profileOf } from '../profile-source';
import { describe, expect, it } from 'vitest';
import { runJourney } from '../__fixtures__/journey';
import { allSeekers, pythonDeveloper, type SeekerFixture } from '../__fixtures__/seekers';
import { LETTER_STYLES, type Answer, type ResumeDraft } from '../../../domain/position';
import { createBuiltinAssistant } from '../builtin-assistant';
import { checkLetterGrounding, checkResumeGrounding, type GroundingViolation } from './grounding';

const seeker = pythonDeveloper();
const answers: Answer[] = seeker.answers.map((text, i) => ({ question_id: `q${i + 1}`, text }));
const sources = { resume: seeker.resume, answers, position: seeker.position, skill_vocabulary: seeker.market_skills.map((s) => s.name) };

/** A draft that states only what the seeker's resume and answers say. */
function groundedDraft(): ResumeDraft {
  return {
    title: 'Python-разработчик',
    skill_set: ['Python', 'Django', 'PostgreSQL', 'Docker', 'FastAPI'],
    skills: 'Python-разработчик. Опыт работы — 5 лет 8 месяцев. Перевёл 12 сервисов на общий шаблон CI в GitLab.',
    experience: [
      {
        company: 'Медиасофт',
        position: 'Python-разработчик',
        start: '2021-03',
        end: null,
        description: 'Разрабатывал backend на Django и PostgreSQL, сократил время ответа API на 40%. FastAPI применял для внутренних API.',
      },
      { company: 'Технопарк Плюс', position: 'Младший разработчик', start: '2019-07', end: '2021-02', description: null },
    ],
  };
}

function violationsOf(draft: ResumeDraft): Pick<GroundingViolation, 'kind' | 'value'>[] {
  return checkResumeGrounding(draft, sources).violations.map(({ kind, value }) => ({ kind, value }));
}

describe('checkResumeGrounding', () => {
  it('accepts a draft built only from the resume and the answers', () => {
    expect(checkResumeGrounding(groundedDraft(), sources)).toEqual({ ok: true, violations: [] });
  });

  it('rejects an employer that is in neither the resume nor the answers', () => {
    const draft = groundedDraft();
    draft.experience[1] = { ...draft.experience[1]!, company: 'Яндекс' };
    expect(checkResumeGrounding(draft, sources)).toEqual({
      ok: false,
      violations: [{ kind: 'employer', value: 'Яндекс', where: 'experience[1].company' }],
    });
    expect(violationsOf({ ...groundedDraft(), skills: 'Раньше работал в компании Ozon над поиском.' })).toEqual([{ kind: 'employer', value: 'Ozon' }]);
    expect(violationsOf({ ...groundedDraft(), skills: 'Два года отвечал за интеграции в Сбербанке.' })).toEqual([{ kind: 'employer', value: 'Сбербанке' }]);
    expect(violationsOf({ ...groundedDraft(), skills: 'Участвовал в проекте «Умный город».' })).toEqual([{ kind: 'employer', value: 'Умный город' }]);
  });

  it('rejects a skill the seeker never named, or named only to deny it', () => {
    expect(violationsOf({ ...groundedDraft(), skill_set: ['Python', 'Kafka'] })).toEqual([{ kind: 'skill', value: 'Kafka' }]);
    expect(violationsOf({ ...groundedDraft(), skill_set: ['Python', 'Kubernetes'] })).toEqual([{ kind: 'skill', value: 'Kubernetes' }]);
    expect(violationsOf({ ...groundedDraft(), skills: 'Настраивал мониторинг в Grafana.' })).toEqual([{ kind: 'skill', value: 'Grafana' }]);
    // «MySQL» is a market skill the seeker never mentioned: caught even in ordinary words
    expect(violationsOf({ ...groundedDraft(), skills: 'Хорошо знаю мускул, то есть MySQL.' })).toEqual([{ kind: 'skill', value: 'MySQL' }]);
  });

  it('rejects dates that the sources do not hold', () => {
    const draft = groundedDraft();
    draft.experience[1] = { ...draft.experience[1]!, start: '2018-07' };
    expect(violationsOf(draft)).toEqual([{ kind: 'date', value: '2018-07' }]);
    expect(violationsOf({ ...groundedDraft(), skills: 'В 2017 году окончил курсы.' })).toEqual([{ kind: 'date', value: '2017' }]);
    expect(violationsOf({ ...groundedDraft(), skills: 'С апреля 2021 года веду проект.' })).toEqual([{ kind: 'date', value: 'апреля 2021' }]);
    expect(violationsOf({ ...groundedDraft(), skills: 'С марта 2021 года веду проект.' })).toEqual([]);
  });

  it('rejects numbers that the sources do not hold', () => {
    expect(violationsOf({ ...groundedDraft(), skills: 'Сократил время ответа API на 60%.' })).toEqual([{ kind: 'number', value: '60' }]);
    expect(violationsOf({ ...groundedDraft(), skills: 'Руководил командой из 7 человек.' })).toEqual([{ kind: 'number', value: '7' }]);
    expect(violationsOf({ ...groundedDraft(), skills: 'Бюджет проекта — 1 500 000 рублей.' })).toEqual([{ kind: 'number', value: '1 500 000' }]);
    expect(violationsOf({ ...groundedDraft(), skills: 'Перевёл 12 сервисов, ускорил ответ на 40%.' })).toEqual([]);
  });

  it('rejects links the sources do not hold and accepts the seeker’s own', () => {
    expect(violationsOf({ ...groundedDraft(), skills: 'Код: https://github.com/someone и почта dev@example.com' })).toEqual([
      { kind: 'link', value: 'https://github.com/someone' },
      { kind: 'link', value: 'dev@example.com' },
    ]);
    const withOwnLink = { ...sources, resume: { ...seeker.resume, about: 'Мои проекты: github.com/mediasoft-dev' } };
    expect(checkResumeGrounding({ ...groundedDraft(), skills: 'Проекты: https://github.com/mediasoft-dev' }, withOwnLink).ok).toBe(true);
  });

  it('accepts the same facts in other spellings and case forms', () => {
    const draft = { ...groundedDraft(), skills: 'Работаю в «Медиасофте» с марта 2021 года: Postgres, Django, докер.' };
    expect(checkResumeGrounding(draft, sources)).toEqual({ ok: true, violations: [] });
  });
});

describe('checkLetterGrounding', () => {
  async function firstMatch(s: SeekerFixture) {
    const journey = await runJourney(s);
    const match = journey.matches[0];
    if (match === undefined) throw new Error('no match');
    return { journey, match };
  }

  it('rejects an employer, skill, date or number the draft and the vacancy do not hold, and any link', async () => {
    const { journey, match } = await firstMatch(seeker);
    const letterSources = { resume_draft: journey.draft, vacancy: match.vacancy, position: seeker.position };
    const base = `Здравствуйте! Откликаюсь на вакансию «${match.vacancy.name}».`;
    const kindsOf = (text: string) => checkLetterGrounding(`${base} ${text}`, letterSources).violations.map((v) => [v.kind, v.value]);
    expect(kindsOf('Раньше работал в «Тинькофф».')).toEqual([['employer', 'Тинькофф']]);
    expect(kindsOf('Знаю Kafka и ClickHouse.')).toEqual([
      ['skill', 'Kafka'],
      ['skill', 'ClickHouse'],
    ]);
    expect(kindsOf('В 2015 году начал программировать.')).toEqual([['date', '2015']]);
    expect(kindsOf('Ускорил релизы в 17 раз.')).toEqual([['number', '17']]);
    expect(kindsOf('Мой профиль: t.me/pydev, почта a@b.ru.')).toEqual([
      ['link', 't.me/pydev'],
      ['link', 'a@b.ru'],
    ]);
    expect(kindsOf('Работаю с Python и Docker в «Медиасофт».')).toEqual([]);
  });

  it('lets the letter name the vacancy, its employer and its key skills', async () => {
    const { journey, match } = await firstMatch(seeker);
    const letter = `Вакансия «${match.vacancy.name}» в «${match.vacancy.employer?.name ?? ''}»: ${match.vacancy.key_skills.join(', ')}.`;
    expect(checkLetterGrounding(letter, { resume_draft: journey.draft, vacancy: match.vacancy }).ok).toBe(true);
  });
});

describe('the built-in engine always passes grounding', () => {
  it('for every seeker, resume and letter in every style', async () => {
    const assistant = createBuiltinAssistant();
    let checked = 0;
    for (const s of allSeekers()) {
      const journey = await runJourney(s);
      const resumeReport = checkResumeGrounding(journey.draft, {
        resume: s.resume,
        answers: journey.answers,
        position: s.position,
        skill_vocabulary: s.market_skills.map((m) => m.name),
        profile: await profileOf({ resume: s.resume, answers: journey.answers, questions: journey.questions, today: '2025-11-16' }),
      });
      expect(resumeReport, s.name).toEqual({ ok: true, violations: [] });
      for (const match of journey.matches) {
        for (const style of LETTER_STYLES) {
          const letter = await assistant.writeLetter({ position: s.position, resume_draft: journey.draft, vacancy: match.vacancy, match, style });
          const report = checkLetterGrounding(letter, {
            resume_draft: journey.draft,
            vacancy: match.vacancy,
            position: s.position,
            skill_vocabulary: [...match.vacancy.key_skills, ...s.market_skills.map((m) => m.name)],
          });
          expect(report, `${s.name} ${match.vacancy.id} ${style}`).toEqual({ ok: true, violations: [] });
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(40);
  });
});

describe('a sole proprietor written with initials', () => {
  const spoken = { ...sources, answers: [...answers, { question_id: 'q9', text: 'подрабатывал у ип гайнуллин тимур ильдарович, чинил сайты' }] };

  it('grounds the initials of a name the answers say in full', () => {
    const draft = groundedDraft();
    draft.experience[1] = { ...draft.experience[1]!, company: 'ИП Гайнуллин Т. И.' };
    expect(checkResumeGrounding(draft, spoken).violations).toEqual([]);
  });

  it('still rejects a surname the sources never said', () => {
    const draft = groundedDraft();
    draft.experience[1] = { ...draft.experience[1]!, company: 'ИП Шамсутдинов Т. И.' };
    expect(checkResumeGrounding(draft, spoken).violations.map((v) => v.kind)).toEqual(['employer']);
  });
});
