import type { Answer, LetterStyle, PositionInput, ResumeDraft, ResumeFacts } from '../../domain/position';
import type { MatchReasons, VacancyCandidate } from '../../domain/vacancy';
import { foldCase } from '../../lib/text';
import { LETTER_MAX_CHARS, type Assistant } from './assistant.port';
import { checkLetterGrounding, findLinks, type GroundingViolation } from './grounding';
import { clichesIn, findLetterContradictions, type LetterContradiction } from './checks/letter-checks';
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
  | { ok: true; letter: string }
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
  const { position, resume, resume_draft, answers, vacancy, score, reasons, style } = request;
  const today = request.today ?? todayUtc();
  const profile = request.profile ?? (await profileOf({ resume, answers, today }));
  const letter = (await assistant.writeLetter({ position, resume_draft, vacancy, match: { vacancy, score, reasons }, style, profile, today })).trim();
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
  const ok =
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
