/**
 * The built-in engine's cover letters in three styles: memorable, neutral, classic.
 * Each names the vacancy and the employer (a vacancy without an employer name is greeted without a company, never
 * with a placeholder), connects 1–2 of its key skills the seeker has with evidence from the
 * resume, and carries no links or clichés. The three voices differ in words, not only in tone (pairwise word-trigram
 * Jaccard under 0.3): memorable tells a story from practice, neutral lists matches, classic is a formal business letter.
 */
import { LETTER_MAX_CHARS, type WriteLetterInput } from '../assistant.port';
import { employerNameOf } from '../checks/letter-checks';
import type { LetterStyle, ResumeDraft } from '../../../domain/position';
import { findLinks } from '../checks/grounding';
import { findSkillMentions, hasNegation, skillsMatch, splitSentences, tokenize } from '../../../lib/text';
import { joinRussian } from './questions';
import { numbersSummary } from './resume';
import { findAchievementNumbers, findSkillsInText } from '../profile';

const MAX_LETTER_SKILLS = 2;
const MAX_EVIDENCE_CHARS = 300;
const MIN_EVIDENCE_WORDS = 4;

/** A sentence of the resume that shows a skill in use, and the employer it was said about. */
interface Evidence {
  text: string;
  company: string | null;
  numbers: string | null;
}

/** What every style draws on. */
interface LetterFacts {
  vacancyName: string;
  employer: string | null;
  skills: string[];
  job: ResumeDraft['experience'][number] | null;
  evidence: Evidence | null;
}

/** 1–2 of the vacancy's key skills that the seeker has, as the resume draft spells them, matched ones first. */
function pickSkills(input: WriteLetterInput): string[] {
  const own = input.resume_draft.skill_set;
  const picked: string[] = [];
  for (const wanted of [...input.match.reasons.matched_skills, ...input.vacancy.key_skills]) {
    const mine = own.find((s) => skillsMatch(s, wanted));
    if (mine !== undefined && !picked.includes(mine)) picked.push(mine);
  }
  return picked.slice(0, MAX_LETTER_SKILLS);
}

/** The current job (no end date), else the most recent one; a job whose position is not known yet is not cited. */
function pickJob(draft: ResumeDraft): ResumeDraft['experience'][number] | null {
  const titled = draft.experience.filter((j) => j.position.trim() !== '');
  return titled.find((j) => j.start !== null && j.end === null) ?? titled[0] ?? null;
}

/** Lower-cases the first letter unless the word is an abbreviation. */
function lowerFirst(text: string): string {
  return /^[А-ЯЁ][а-яё]/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The numbers of a sentence as written («2 с → 300 мс», «на 40%»), or null when it has none. */
function numbersOf(sentence: string): string | null {
  const numbers = findAchievementNumbers(sentence);
  return numbers.length === 0 ? null : numbersSummary({ text: sentence, numbers, sources: [] });
}

/**
 * Evidence for the letter's skills: a sentence of a job's description (the seeker's hh text or an achievement from
 * the answers, each under its own employer) naming one of the skills; else an achievement with numbers of the job.
 */
function pickEvidence(draft: ResumeDraft, skills: readonly string[], job: LetterFacts['job']): Evidence | null {
  const usable = (s: string): boolean =>
    s.length <= MAX_EVIDENCE_CHARS && tokenize(s).length >= MIN_EVIDENCE_WORDS && !hasNegation(s) && findLinks(s).length === 0 && /[.!?…]$/u.test(s);
  // A sentence naming a skill the resume does not list would claim more than the resume does.
  const listed = draft.skill_set.map((x) => x.toLowerCase());
  const onlyListedSkills = (s: string): boolean =>
    findSkillsInText(s).every((m) => listed.includes(m.name.toLowerCase()) || listed.some((x) => x.startsWith(s.slice(m.start, m.end).toLowerCase())));
  const sentences = draft.experience.flatMap((j) =>
    (j.description ?? '')
      .split('\n')
      .flatMap((line) => splitSentences(line.replace(/^[—–•-]\s*/u, '')))
      .filter((t) => usable(t) && onlyListedSkills(t))
      .map((text) => ({ text, company: j.company, job: j })),
  );
  const withSkill = skills.length === 0 ? undefined : sentences.find((s) => findSkillMentions(s.text, skills).length > 0);
  const withNumbers = sentences.find((s) => s.job === job && numbersOf(s.text) !== null);
  const chosen = withSkill ?? withNumbers;
  return chosen === undefined ? null : { text: chosen.text, company: chosen.company, numbers: numbersOf(chosen.text) };
}

function at(company: string | null, prefix = 'в компании'): string {
  return company === null ? '' : ` ${prefix} «${company}»`;
}

/** Memorable: opens with a story from practice, then why this vacancy, in a personal voice. */
function writeMemorable(f: LetterFacts): string[] {
  const story = f.evidence === null ? '' : `Начну с истории из практики${at(f.evidence.company)}: ${lowerFirst(f.evidence.text)}`;
  const lead = story === '' ? 'Вакансия' : 'Поэтому вакансия';
  const why =
    f.skills.length > 0
      ? `${lead} «${f.vacancyName}»${at(f.employer, 'у')} мне близка: ${joinRussian(f.skills)} — то, чем я пользуюсь в работе.`
      : `${lead} «${f.vacancyName}»${at(f.employer, 'у')} мне близка: это направление, в котором я хочу расти.`;
  const now = f.job === null ? '' : f.job.end === null && f.job.start !== null ? `Сейчас я ${lowerFirst(f.job.position)}${at(f.job.company, 'в')}.` : '';
  return ['Добрый день!', story, why, now, 'Если интересно, давайте созвонимся: покажу детали на примерах.'];
}

/** Neutral: short and factual, a list of matches. */
function writeNeutral(f: LetterFacts): string[] {
  const place = f.job?.company == null ? '' : `«${f.job.company}», `;
  const job =
    f.job === null
      ? ''
      : f.job.end === null && f.job.start !== null
        ? `Текущее место работы: ${place}должность — ${lowerFirst(f.job.position)}.`
        : `Последнее место работы: ${place}должность — ${lowerFirst(f.job.position)}.`;
  const proof = f.evidence?.numbers ?? null;
  const matches =
    f.skills.length === 0
      ? ''
      : `Совпадения с требованиями: ${f.skills.join(', ')}${proof === null || f.evidence === null ? '' : `; результат${at(f.evidence.company, 'в')} — ${proof}`}.`;
  const example =
    f.evidence === null || f.evidence.numbers !== null
      ? ''
      : `Пример${f.evidence.company === null ? '' : ` («${f.evidence.company}»)`}: ${lowerFirst(f.evidence.text)}`;
  return [
    'Здравствуйте.',
    `Отклик на вакансию «${f.vacancyName}»${f.employer === null ? '' : `, компания «${f.employer}»`}.`,
    job,
    matches,
    example,
    'Резюме приложено, на вопросы отвечу письменно или по телефону.',
  ];
}

/** Classic: a formal business letter. */
function writeClassic(f: LetterFacts): string[] {
  const job =
    f.job === null
      ? ''
      : f.job.end === null && f.job.start !== null
        ? `В настоящее время занимаю должность «${f.job.position}»${at(f.job.company)}.`
        : `Последняя занимаемая должность — «${f.job.position}»${at(f.job.company)}.`;
  const skills =
    f.skills.length === 0
      ? ''
      : `Требования вакансии к владению навыками ${joinRussian(f.skills)} подтверждаю практическим опытом${
          f.evidence === null
            ? ''
            : f.evidence.numbers === null
              ? `, полученным${at(f.evidence.company)}`
              : `; в частности, достигнутый показатель${at(f.evidence.company)}: ${f.evidence.numbers}`
        }.`;
  return [
    f.employer === null ? 'Добрый день!' : `Уважаемые коллеги из компании «${f.employer}»!`,
    `Направляю отклик на вакансию «${f.vacancyName}».`,
    job,
    skills,
    'Благодарю за внимание к отклику.',
    'С уважением.',
  ];
}

const WRITERS: Record<LetterStyle, (facts: LetterFacts) => string[]> = {
  memorable: writeMemorable,
  neutral: writeNeutral,
  classic: writeClassic,
};

/**
 * Writes the built-in engine's cover letter in one style from the resume draft (itself composed from the candidate
 * profile, so the current job, roles and achievements sit where the seeker said). Plain text, paragraphs separated
 * by blank lines, at most LETTER_MAX_CHARS (10 000) characters; names 1–2 of the vacancy's key skills the seeker has,
 * with evidence under its own employer; no clichés of data/cliches.json.
 */
export function writeLetterText(input: WriteLetterInput): string {
  const skills = pickSkills(input);
  const job = pickJob(input.resume_draft);
  const facts: LetterFacts = {
    vacancyName: input.vacancy.name.trim(),
    employer: employerNameOf(input.vacancy.employer),
    skills: skills.length > 0 ? skills : input.resume_draft.skill_set.slice(0, 1),
    job,
    evidence: pickEvidence(input.resume_draft, skills, job),
  };
  const letter = WRITERS[input.style](facts)
    .filter((p) => p !== '')
    .join('\n\n');
  return letter.slice(0, LETTER_MAX_CHARS);
}
