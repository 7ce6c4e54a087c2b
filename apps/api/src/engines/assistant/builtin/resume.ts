/**
 * The built-in engine's resume: written from scratch out of the hh resume and the answers, in hh's
 * resume shape. Nothing is invented: skills come from the resume or were confirmed by the seeker, jobs and dates are
 * the resume's (or the seeker's own dates when the resume had none), and every added sentence is the seeker's.
 */
import type { ComposeResumeInput } from '../assistant.port';
import type { Question, QuestionTopic, ResumeDraft, ResumeDraftExperience, ResumeFacts } from '../../../domain/position';
import { readPeriod } from '../../../lib/dates';
import { findLinks } from '../grounding';
import { findConfirmedSkills, hasNegation, keysOf, splitSentences, tokenize, uniqueSkills } from '../../../lib/text';

const MAX_SKILLS = 30;
const MAX_SKILL_CHARS = 100;
const SKILLS_IN_SUMMARY = 12;
const MAX_DESCRIPTION_CHARS = 4_000;
const MAX_ABOUT_CHARS = 32_768;
const MIN_SENTENCE_WORDS = 3;

/** One usable sentence of an answer and where it came from. */
interface AnswerSentence {
  text: string;
  topic: QuestionTopic;
  experience_index: number | undefined;
}

/** «1 год», «2 года», «5 лет» — the Russian plural for a count. */
export function pluralizeRussian(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

/** Months of experience in words: 50 → «4 года 2 месяца», 12 → «1 год», 5 → «5 месяцев». */
export function formatExperience(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    years > 0 ? `${years} ${pluralizeRussian(years, 'год', 'года', 'лет')}` : '',
    rest > 0 ? `${rest} ${pluralizeRussian(rest, 'месяц', 'месяца', 'месяцев')}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** Capitalises the first letter and closes the sentence with a full stop when it has no end mark. */
function tidySentence(sentence: string): string {
  const trimmed = sentence.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?…]$/u.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** Sentences worth keeping in a resume: at least 3 words, no negation (refusals, «не работал с X»), no links. */
function isUsableSentence(sentence: string): boolean {
  return tokenize(sentence).length >= MIN_SENTENCE_WORDS && !hasNegation(sentence) && findLinks(sentence).length === 0;
}

/** The usable sentences of the answers, each once (a seeker who repeats a sentence in two answers says it once). */
function collectAnswerSentences(input: ComposeResumeInput): AnswerSentence[] {
  const byId = new Map<string, Question>(input.questions.map((q) => [q.id, q]));
  const seen = new Set<string>();
  return input.answers.flatMap((answer) => {
    const question = byId.get(answer.question_id);
    if (question?.topic === 'dates') return [];
    return splitSentences(answer.text)
      .filter(isUsableSentence)
      .map((text) => ({ text: tidySentence(text), topic: question?.topic ?? 'about', experience_index: question?.experience_index }))
      .filter((sentence) => {
        const key = keysOf(sentence.text).join(' ');
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  });
}

/** The job a sentence belongs to: the one its question was about, else the one whose company it names, else none. */
function findJobOf(sentence: AnswerSentence, resume: ResumeFacts): number {
  const job = sentence.experience_index;
  if (job !== undefined && job < resume.experience.length) return job;
  const keys = new Set(keysOf(sentence.text));
  return resume.experience.findIndex((j) => {
    const companyKeys = keysOf(j.company ?? '');
    return companyKeys.length > 0 && companyKeys.every((k) => keys.has(k));
  });
}

/** Skill set: the resume's skills, market skills the resume itself mentions, then skills the seeker confirmed. */
function composeSkillSet(input: ComposeResumeInput): string[] {
  const { resume, market_skills, answers } = input;
  const market = market_skills.map((s) => s.name);
  const ownText = [resume.about ?? '', ...resume.experience.map((j) => j.description ?? '')].join('\n');
  const vocabulary = uniqueSkills([...resume.skills, ...market]);
  const confirmed = answers.flatMap((a) => findConfirmedSkills(a.text, vocabulary));
  return uniqueSkills([...resume.skills, ...findConfirmedSkills(ownText, market), ...confirmed])
    .filter((s) => s.length <= MAX_SKILL_CHARS)
    .slice(0, MAX_SKILLS);
}

function periodFromAnswers(input: ComposeResumeInput, jobIndex: number): ReturnType<typeof readPeriod> | null {
  const question = input.questions.find((q) => q.topic === 'dates' && q.experience_index === jobIndex);
  const answer = question === undefined ? undefined : input.answers.find((a) => a.question_id === question.id);
  return answer === undefined ? null : readPeriod(answer.text);
}

function composeJob(input: ComposeResumeInput, jobIndex: number, sentences: readonly string[]): ResumeDraftExperience {
  const job = input.resume.experience[jobIndex]!;
  const period = job.start === null ? periodFromAnswers(input, jobIndex) : null;
  const start = job.start ?? period?.start ?? null;
  const end = job.end ?? (period === null || period.current ? null : period.end);
  const description = [job.description?.trim() ?? '', ...sentences].filter(Boolean).join('\n').slice(0, MAX_DESCRIPTION_CHARS);
  return {
    company: job.company,
    position: job.position,
    start,
    end,
    description: description === '' ? null : description,
  };
}

function composeAbout(input: ComposeResumeInput, skillSet: readonly string[], sentences: readonly string[]): string {
  const { position, resume } = input;
  const experience = formatExperience(resume.total_experience_months);
  const summary = experience === '' ? `${position.title}.` : `${position.title}. Опыт работы — ${experience}.`;
  const skills = skillSet.length === 0 ? '' : `Ключевые навыки: ${skillSet.slice(0, SKILLS_IN_SUMMARY).join(', ')}.`;
  const ownAbout = (resume.about ?? '').trim();
  return [summary, skills, sentences.join(' '), ownAbout].filter(Boolean).join('\n\n').slice(0, MAX_ABOUT_CHARS);
}

/**
 * Composes the built-in engine's resume draft. Title = the position's title; skill_set = the resume's skills, the
 * market skills its own texts mention and the skills the seeker confirmed in answers (never one they did not name,
 * never one they negated); experience = the resume's jobs with their dates as given (undated jobs take the month/year
 * the seeker gave), descriptions enriched only by answer sentences about that job; about-me (hh `skills`) = a summary,
 * the key skills, the other answer sentences and the resume's own about-me.
 */
export function composeResumeDraft(input: ComposeResumeInput): ResumeDraft {
  const skillSet = composeSkillSet(input);
  const perJob = input.resume.experience.map((): string[] => []);
  const aboutSentences: string[] = [];
  for (const sentence of collectAnswerSentences(input)) {
    const job = findJobOf(sentence, input.resume);
    if (job >= 0) perJob[job]?.push(sentence.text);
    else aboutSentences.push(sentence.text);
  }
  return {
    title: input.position.title,
    skill_set: skillSet,
    skills: composeAbout(input, skillSet, aboutSentences),
    experience: input.resume.experience.map((_, i) => composeJob(input, i, perJob[i] ?? [])),
  };
}
