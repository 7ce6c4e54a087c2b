/**
 * The letters the bench asks for, shared by the quality figures (quality-report.ts) and the eight checks
 * (persona-checks.ts): a vacancy of the seeker's title that asks 3 of the resume's skills and one the seeker lacks,
 * and the three letter styles written for it.
 */
import { LETTER_STYLES, type LetterStyle, type PositionInput, type ResumeDraft } from '../../../domain/position';
import type { MatchResult, VacancyCandidate } from '../../../domain/vacancy';
import { candidateVacancy } from '../__fixtures__/vacancy';
import type { Assistant } from '../assistant.port';
import type { profileOf } from '../profile-source';

/** The employer of the bench's named vacancy (invented; no real company). */
export const BENCH_EMPLOYER = { id: '1', name: 'Северный ветер' } as const;

/**
 * A vacancy titled `title` in Москва from `employer` (null: an anonymous vacancy), asking the first 3 of `skills`
 * and «Haskell», matched with score 1. `id` tells vacancies of one seeker apart.
 */
export function benchVacancy(title: string, skills: readonly string[], employer: VacancyCandidate['employer'], id = 'v1'): MatchResult {
  const key_skills = [...skills.slice(0, 3), 'Haskell'];
  const vacancy = candidateVacancy({ id, name: title, employer, key_skills });
  return {
    vacancy,
    score: 1,
    reasons: {
      matched_skills: key_skills.slice(0, 3),
      missing_skills: ['Haskell'],
      area_ok: true,
      remote_ok: true,
      title_relevance: 1,
      salary: { expected: 1, currency: 'RUR', offered_from: null, offered_to: null, verdict: 'unknown' },
    },
  } as MatchResult;
}

/** What a letter is written from: the seeker's position, resume, profile and date (YYYY-MM-DD). */
export interface LetterSource {
  position: PositionInput;
  draft: ResumeDraft;
  profile: Awaited<ReturnType<typeof profileOf>>;
  today: string;
}

/** The letter of every style (LETTER_STYLES order) for `match`, written by `assistant`. */
export async function writeLetterStyles(
  assistant: Pick<Assistant, 'writeLetter'>,
  source: LetterSource,
  match: MatchResult,
): Promise<{ style: LetterStyle; letter: string }[]> {
  const letters: { style: LetterStyle; letter: string }[] = [];
  for (const style of LETTER_STYLES) {
    const letter = await assistant.writeLetter({
      position: source.position,
      resume_draft: source.draft,
      vacancy: match.vacancy,
      match,
      style,
      profile: source.profile,
      today: source.today,
    });
    letters.push({ style, letter });
  }
  return letters;
}
