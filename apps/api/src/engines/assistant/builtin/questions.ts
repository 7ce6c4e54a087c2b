/**
 * The built-in engine's questions ("shaped by the position and the chosen resume: what the resume
 * lacks for this title"). Templates are picked by the resume's gaps in a fixed priority; deeper questions fill the
 * rest, so there are always exactly 5 (the questionnaire's length), all different, in a stable order.
 */
import { scoreTitleRelevance } from '../../../lib/title-relevance';
import type { MarketSkill } from '../../../domain/vacancy';
import { QUESTION_COUNT, type AskQuestionsInput } from '../assistant.port';
import type { Question, ResumeFacts } from '../../../domain/position';
import { findSkillMentions, skillsMatch } from '../../../lib/text';

/** A job description shorter than this (characters) counts as missing. */
const SHORT_DESCRIPTION = 60;
const SKILLS_PER_QUESTION = 3;

/** Joins names the Russian way: «A», «A и B», «A, B и C». */
export function joinRussian(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} и ${items[items.length - 1] ?? ''}`;
}

/** All of the resume's own words: title, skills, about-me and every job. */
export function resumeText(resume: ResumeFacts): string {
  const jobs = resume.experience.map((j) => [j.position, j.company, j.description].filter(Boolean).join('. '));
  return [resume.title, resume.skills.join(', '), resume.about ?? '', ...jobs].join('\n');
}

/** Market skills (most frequent first) that the resume neither lists nor mentions anywhere. */
export function findMissingMarketSkills(resume: ResumeFacts, marketSkills: readonly MarketSkill[]): string[] {
  const mentioned = new Set(
    findSkillMentions(
      resumeText(resume),
      marketSkills.map((s) => s.name),
    ),
  );
  return marketSkills.map((s) => s.name).filter((name) => !mentioned.has(name) && !resume.skills.some((own) => skillsMatch(own, name)));
}

/** Index of the most recent job without a usable description, or -1. */
export function findUndescribedJob(resume: ResumeFacts): number {
  return resume.experience.findIndex((j) => (j.description ?? '').trim().length < SHORT_DESCRIPTION);
}

/** Index of the first job without a start month, or -1. */
export function findUndatedJob(resume: ResumeFacts): number {
  return resume.experience.findIndex((j) => j.start === null);
}

function hasMeasurableResults(resume: ResumeFacts): boolean {
  const texts = [resume.about ?? '', ...resume.experience.map((j) => j.description ?? '')].join('\n');
  return /\d/u.test(texts);
}

function isRoleCovered(resume: ResumeFacts, title: string): boolean {
  const titles = [resume.title, ...resume.experience.map((j) => j.position)];
  return titles.some((t) => scoreTitleRelevance(title, t) >= 0.5);
}

function describeJob(resume: ResumeFacts, index: number): string {
  const job = resume.experience[index];
  if (job === undefined) return '';
  return job.company === null ? `на должности «${job.position}»` : `в «${job.company}» на должности «${job.position}»`;
}

const NO_EXPERIENCE_HINT = 'Если такого опыта нет — так и напишите, ничего не придумывайте.';

/** Every candidate question in priority order: gap questions first, then the deeper ones. */
function listCandidates(input: AskQuestionsInput): (Question | null)[] {
  const { resume, position, market_skills } = input;
  const title = position.title;
  const missing = findMissingMarketSkills(resume, market_skills);
  const undescribed = findUndescribedJob(resume);
  const undated = findUndatedJob(resume);
  const firstSkills = missing.slice(0, SKILLS_PER_QUESTION);
  const moreSkills = missing.slice(SKILLS_PER_QUESTION, SKILLS_PER_QUESTION * 2);
  const noJobs = resume.experience.length === 0;
  return [
    firstSkills.length === 0
      ? null
      : {
          id: 'market-skills',
          topic: 'skills',
          text: `Есть ли у вас опыт с ${firstSkills.join(', ')}? Опишите, где и как вы их применяли.`,
          hint: `Назовите компанию или проект, задачу и результат. ${NO_EXPERIENCE_HINT}`,
        },
    noJobs
      ? {
          id: 'projects',
          topic: 'experience',
          text: `В резюме пока нет опыта работы. Расскажите об учебных, личных или волонтёрских проектах, связанных с ролью «${title}»: что вы делали и каким был результат?`,
        }
      : null,
    undescribed < 0
      ? null
      : {
          id: 'experience-description',
          topic: 'experience',
          experience_index: undescribed,
          text: `Расскажите подробнее о работе ${describeJob(resume, undescribed)}: какие задачи вы решали и какими инструментами пользовались?`,
          hint: 'Несколько предложений: задачи, инструменты, ваш личный вклад.',
        },
    undated < 0
      ? null
      : {
          id: 'experience-dates',
          topic: 'dates',
          experience_index: undated,
          text: `Когда вы работали ${describeJob(resume, undated)}? Укажите месяц и год начала и окончания (или «по настоящее время»).`,
          hint: 'Например: с 03.2019 по 06.2021.',
        },
    noJobs || hasMeasurableResults(resume)
      ? null
      : {
          id: 'results',
          topic: 'results',
          text: 'Каких измеримых результатов вы добились? Назовите цифры: проценты, сроки, объёмы, число пользователей или клиентов.',
          hint: `Пишите только то, что можете подтвердить. ${NO_EXPERIENCE_HINT}`,
        },
    isRoleCovered(resume, title)
      ? null
      : {
          id: 'target-role',
          topic: 'role',
          text: `Почему вас интересует роль «${title}»? Какой ваш опыт ближе всего к ней?`,
        },
    (resume.about ?? '').trim().length > 0
      ? null
      : {
          id: 'about',
          topic: 'about',
          text: 'Расскажите коротко о себе как о специалисте: в чём ваши сильные стороны и какие задачи вы любите решать?',
        },
    moreSkills.length === 0
      ? null
      : {
          id: 'market-skills-more',
          topic: 'skills',
          text: `С какими ещё инструментами из этого списка вы работали: ${moreSkills.join(', ')}? Где и для чего?`,
          hint: NO_EXPERIENCE_HINT,
        },
    {
      id: 'challenge',
      topic: 'challenge',
      text: noJobs
        ? 'Расскажите о самой сложной задаче, которую вы решали в учёбе или проектах: в чём была сложность и как вы с ней справились?'
        : 'Расскажите о самой сложной задаче на последнем месте работы: в чём была сложность и как вы её решили?',
    },
    {
      id: 'tools',
      topic: 'tools',
      text: 'Какими инструментами и технологиями вы пользуетесь каждый день? Перечислите их и коротко опишите, для чего.',
    },
    {
      id: 'team',
      topic: 'team',
      text: 'Как устроена ваша работа в команде: с кем вы взаимодействуете, какую роль играете, приходилось ли обучать коллег или руководить?',
    },
    {
      id: 'growth',
      topic: 'growth',
      text: 'Чему вы научились за последний год и что хотите развивать на новом месте?',
    },
    {
      id: 'interest',
      topic: 'role',
      text: `Какие задачи в роли «${title}» вам интереснее всего и почему?`,
    },
  ];
}

/**
 * The built-in engine's 5 questions for a position and resume: gap questions (market skills the resume lacks,
 * undescribed or undated jobs, no measurable results, a role the resume does not cover, no about-me), then deeper
 * ones. Deterministic: the same input gives the same questions in the same order.
 */
export function planQuestions(input: AskQuestionsInput): Question[] {
  const questions = listCandidates(input).filter((q): q is Question => q !== null);
  return questions.slice(0, QUESTION_COUNT);
}
