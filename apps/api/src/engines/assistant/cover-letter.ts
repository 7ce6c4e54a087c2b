import type { Answer, LetterStyle, PositionInput, ResumeDraft, ResumeFacts } from '../../domain/position';
import type { MatchReasons, VacancyCandidate } from '../../domain/vacancy';
import { foldCase } from '../../lib/text';
import { LETTER_MAX_CHARS, type Assistant } from './assistant.port';
import { checkLetterGrounding, findLinks, type GroundingViolation } from './checks/grounding';
import { checkLetterOpening, clichesIn, employerNameOf, findLetterContradictions, PLACEHOLDER_RE, type LetterContradiction } from './checks/letter-checks';
import type { CandidateProfile } from './profile';
import { profileOf, todayUtc } from './profile-source';

/** What a cover letter is written from: the position, the seeker's sources and one proposed vacancy. */
export interface CoverLetterRequest {
  position: PositionInput;
  resume: ResumeFacts;
  resume_draft: ResumeDraft;
  answers: readonly Answer[];
  vacancy: VacancyCandidate;
  score: number;
  reasons: MatchReasons;
  style: LetterStyle;
  /** The candidate profile of the same sources; read from `resume` and `answers` when absent. */
  profile?: CandidateProfile;
  /** 'YYYY-MM-DD' (UTC) current jobs are measured to; default the real date. */
  today?: string;
}

/** The letter that passed the rules, or why it did not. */
export type CoverLetterOutcome =
  | {
      ok: true;
      letter: string;
      /** Set when the written letter broke a rule and the plain letter of the same style was sent instead: why. */
      fallback?: Exclude<CoverLetterOutcome, { ok: true }>;
    }
  | {
      ok: false;
      violations: GroundingViolation[];
      namesVacancy: boolean;
      namesEmployer: boolean;
      contradictions: LetterContradiction[];
      cliches: string[];
    };

const normalize = (text: string): string => foldCase(text).replace(/\s+/gu, ' ').trim();

/**
 * Links in `letter` other than the vacancy's own names: an employer called «Ozon.ru» or «Mail.ru Group» is a name the
 * letter must say, not a link it adds.
 */
export function linksOutsideNames(letter: string, names: readonly string[]): { value: string; start: number; end: number }[] {
  const folded = names.filter((name) => name.length > 0).map(normalize);
  return findLinks(letter).filter((link) => !folded.some((name) => name.includes(normalize(link.value))));
}

/**
 * Writes the cover letter of one proposal and checks it against the rules: grounded in the sources, no links,
 * 1–10,000 characters, naming the vacancy and (when known) the employer, no contradiction with the candidate
 * profile (current employer, role, years, skills) and no cliché of data/cliches.json.
 */
export async function writeCoverLetter(assistant: Pick<Assistant, 'writeLetter'>, request: CoverLetterRequest): Promise<CoverLetterOutcome> {
  const { position, resume, resume_draft, answers, score, reasons, style } = request;
  // A placeholder in place of the employer's name («Работодатель не указан») is no name: the letter greets no company.
  const employer = employerNameOf(request.vacancy.employer);
  const vacancy = { ...request.vacancy, employer: employer === null ? null : { ...request.vacancy.employer!, name: employer } };
  const checked: CoverLetterRequest = { ...request, vacancy };
  const today = request.today ?? todayUtc();
  const profile = request.profile ?? (await profileOf({ resume, answers, today }));
  const written = (await assistant.writeLetter({ position, resume_draft, vacancy, match: { vacancy, score, reasons }, style, profile, today })).trim();
  const outcome = checkLetter(written, checked, profile, today);
  if (outcome.ok) return outcome;
  // The written letter broke a rule. Rather than hold back the seeker's whole «Готово», send the short letter of the
  // same style, which states nothing about them beyond the wish to apply; it passes the same checks or is refused too.
  const plain = checkLetter(plainLetter(style, vacancy), checked, profile, today);
  return plain.ok ? { ok: true, letter: plain.letter, fallback: outcome } : outcome;
}

/** The rules every letter passes (see writeCoverLetter). */
function checkLetter(letter: string, request: CoverLetterRequest, profile: CandidateProfile, today: string): CoverLetterOutcome {
  const { position, resume, resume_draft, answers, vacancy } = request;
  const report = checkLetterGrounding(letter, {
    resume_draft,
    vacancy,
    position,
    resume,
    answers,
    skill_vocabulary: [...vacancy.key_skills, ...resume_draft.skill_set],
  });
  const folded = normalize(letter);
  const namesVacancy = folded.includes(normalize(vacancy.name));
  const namesEmployer = vacancy.employer === null || folded.includes(normalize(vacancy.employer.name));
  const contradictions = findLetterContradictions(letter, profile, today, { name: vacancy.name, employer: vacancy.employer?.name ?? null });
  const cliches = clichesIn(letter);
  const opening = checkLetterOpening(letter);
  const placeholder = PLACEHOLDER_RE.exec(letter);
  const ok =
    opening === null &&
    placeholder === null &&
    report.ok &&
    namesVacancy &&
    namesEmployer &&
    contradictions.length === 0 &&
    cliches.length === 0 &&
    linksOutsideNames(letter, [vacancy.name, vacancy.employer?.name ?? '']).length === 0 &&
    letter.length > 0 &&
    letter.length <= LETTER_MAX_CHARS;
  return ok ? { ok: true, letter } : { ok: false, violations: report.violations, namesVacancy, namesEmployer, contradictions, cliches };
}

/**
 * A short letter in `style` that names the vacancy and the employer and claims no fact about the seeker: the
 * fallback when the written letter breaks a rule (the resume sent with it carries the facts).
 */
export function plainLetter(style: LetterStyle, vacancy: VacancyCandidate): string {
  const at = vacancy.employer ? ` в компании «${vacancy.employer.name}»` : '';
  switch (style) {
    case 'classic':
      return `Добрый день!\n\nОткликаюсь на вакансию «${vacancy.name}»${at}. Резюме приложено к отклику. Отвечу на вопросы в удобное для вас время.\n\nСпасибо!`;
    case 'memorable':
      return `Здравствуйте!\n\nВакансия «${vacancy.name}»${at} — та работа, которую я ищу. Что я умею, видно по резюме в этом отклике, а подробности расскажу при встрече.\n\nХорошего дня!`;
    default:
      return `Здравствуйте!\n\nМне интересна вакансия «${vacancy.name}»${at}. Моё резюме приложено к отклику. Давайте обсудим задачи в удобное для вас время.\n\nС уважением.`;
  }
}
