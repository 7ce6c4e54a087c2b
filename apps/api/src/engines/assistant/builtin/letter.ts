/**
 * The built-in engine's cover letters (spec §3 Position: three styles — memorable, neutral, classic).
 * Each names the vacancy and the employer, mentions only matched skills the seeker has, quotes at most one sentence
 * of the seeker's own resume, and carries no links. The three voices differ: memorable is lively and personal,
 * neutral is short and factual, classic is a formal business letter.
 */
import { LETTER_MAX_CHARS, type WriteLetterInput } from '../assistant.port';
import type { LetterStyle, ResumeDraft } from '../../../domain/position';
import { findLinks } from '../grounding';
import { findSkillMentions, hasNegation, skillsMatch, splitSentences, tokenize } from '../../../lib/text';
import { joinRussian } from './questions';

const MAX_LETTER_SKILLS = 5;
const MAX_EVIDENCE_CHARS = 300;
const MIN_EVIDENCE_WORDS = 4;
const SUMMARY_PREFIXES = ['Ключевые навыки', 'Опыт работы'];

/** What every style draws on. */
interface LetterFacts {
  vacancyName: string;
  employer: string | null;
  skills: string[];
  job: ResumeDraft['experience'][number] | null;
  evidence: string | null;
}

/** Matched skills the seeker has, as the resume draft spells them (at most 5). */
function pickSkills(input: WriteLetterInput): string[] {
  const own = input.resume_draft.skill_set;
  const picked: string[] = [];
  for (const matched of input.match.reasons.matched_skills) {
    const mine = own.find((s) => skillsMatch(s, matched));
    if (mine !== undefined && !picked.includes(mine)) picked.push(mine);
  }
  return picked.slice(0, MAX_LETTER_SKILLS);
}

/** The current job (no end date), else the most recent one. */
function pickJob(draft: ResumeDraft): ResumeDraft['experience'][number] | null {
  return draft.experience.find((j) => j.start !== null && j.end === null) ?? draft.experience[0] ?? null;
}

/** One sentence of the seeker's own resume that shows a letter skill in use. */
function pickEvidence(draft: ResumeDraft, skills: readonly string[]): string | null {
  if (skills.length === 0) return null;
  const texts = [...draft.experience.map((j) => j.description ?? ''), draft.skills];
  const sentences = texts.flatMap(splitSentences).filter(
    (s) =>
      s.length <= MAX_EVIDENCE_CHARS &&
      tokenize(s).length >= MIN_EVIDENCE_WORDS &&
      !SUMMARY_PREFIXES.some((p) => s.startsWith(p)) &&
      !hasNegation(s) &&
      findLinks(s).length === 0 &&
      /[.!?…]$/u.test(s),
  );
  return sentences.find((s) => findSkillMentions(s, skills).length > 0) ?? null;
}

function describeJob(job: LetterFacts['job'], formal: boolean): string {
  if (job === null) return '';
  const where = job.company === null ? '' : ` в «${job.company}»`;
  if (job.start !== null && job.end === null) {
    return formal ? `В настоящее время занимаю должность «${job.position}»${where}.` : `Сейчас работаю на должности «${job.position}»${where}.`;
  }
  return `Последнее место работы — должность «${job.position}»${where}.`;
}

function writeMemorable(f: LetterFacts): string[] {
  const at = f.employer === null ? '' : ` в «${f.employer}»`;
  const hook =
    f.skills.length > 0
      ? `Вакансия «${f.vacancyName}»${at} зацепила меня с первого взгляда: в ней сошлось то, с чем я работаю, — ${joinRussian(f.skills)}.`
      : `Вакансия «${f.vacancyName}»${at} зацепила меня с первого взгляда: это направление, в котором я хочу расти.`;
  return [
    'Здравствуйте!',
    hook,
    describeJob(f.job, false),
    f.evidence === null ? '' : `Вот пример из моей практики. ${f.evidence}`,
    'Давайте созвонимся — расскажу подробнее, как могу помочь вашей команде.',
  ];
}

function writeNeutral(f: LetterFacts): string[] {
  const at = f.employer === null ? '' : ` в компании «${f.employer}»`;
  return [
    'Здравствуйте.',
    `Откликаюсь на вакансию «${f.vacancyName}»${at}.`,
    describeJob(f.job, false),
    f.skills.length === 0 ? '' : `Из требований вакансии у меня есть опыт работы с такими навыками: ${joinRussian(f.skills)}.`,
    f.evidence ?? '',
    'Спасибо за внимание к отклику. Отвечу на вопросы в удобное для вас время.',
  ];
}

function writeClassic(f: LetterFacts): string[] {
  return [
    f.employer === null ? 'Добрый день!' : `Уважаемые представители компании «${f.employer}»!`,
    `Прошу рассмотреть мою кандидатуру на вакансию «${f.vacancyName}».`,
    describeJob(f.job, true),
    f.skills.length === 0
      ? 'Моё резюме приложено к отклику.'
      : `Мой профессиональный опыт соответствует требованиям вакансии и включает следующие навыки: ${joinRussian(f.skills)}. Моё резюме приложено к отклику.`,
    'Благодарю за внимание к моей кандидатуре.',
    'С уважением.',
  ];
}

const WRITERS: Record<LetterStyle, (facts: LetterFacts) => string[]> = {
  memorable: writeMemorable,
  neutral: writeNeutral,
  classic: writeClassic,
};

/**
 * Writes the built-in engine's cover letter in one style. Plain text, paragraphs separated by blank lines,
 * at most LETTER_MAX_CHARS (10 000) characters.
 */
export function writeLetterText(input: WriteLetterInput): string {
  const skills = pickSkills(input);
  const facts: LetterFacts = {
    vacancyName: input.vacancy.name.trim(),
    employer: input.vacancy.employer?.name.trim() ?? null,
    skills,
    job: pickJob(input.resume_draft),
    evidence: pickEvidence(input.resume_draft, skills),
  };
  const letter = WRITERS[input.style](facts).filter((p) => p !== '').join('\n\n');
  return letter.slice(0, LETTER_MAX_CHARS);
}
