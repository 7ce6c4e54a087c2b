/**
 * Vacancy proposals, 3 to 5 at once: merge the candidates from
 * hh search, favourites and similar vacancies, leave out what must not be proposed, rank the rest by fit and
 * explain each proposal (matched skills, missing skills, salary against the expectation).
 */
import type { PositionInput, ResumeDraft, ResumeFacts } from '../../domain/position';
import { containsSkill, foldCase, keysOf, skillsMatch, uniqueSkills } from '../../lib/text';
import { scoreTitleRelevance } from '../../lib/title-relevance';
import { VACANCY_SOURCES, type CurrencyRates, type MatchReasons, type MatchResult, type SalaryVerdict, type VacancyCandidate } from '../../domain/vacancy';
import { convertAmount } from './currency';
import { collapseDuplicates, postingKeys } from './dedupe';
import { dismissalPenalty, type DismissalSignal } from './signals';

export { convertAmount };

/** Fewest vacancies proposed at once: a batch holds 3 to 5. */
export const MIN_SUGGESTED_VACANCIES = 3;
/** Most vacancies proposed at once. */
export const MAX_SUGGESTED_VACANCIES = 5;

/** Why a candidate was left out. */
export type ExclusionReason =
  | 'applied'
  | 'archived'
  | 'has_test'
  | 'current_employer'
  | 'area'
  | 'salary'
  | 'title'
  /** Another posting of a job already kept (same employer and normalised title). */
  | 'duplicate';

/** What to leave out besides archived vacancies and vacancies with a test. */
export interface MatchExclusions {
  /** hh vacancy ids the seeker already applied to (through Otklik or on hh). */
  applied_vacancy_ids: readonly string[];
  /** hh employer ids of the seeker's current employers (hh resume experience[].company_id). */
  current_employer_ids?: readonly string[];
  /** Names of current employers in addition to the resume's jobs with no end date. */
  current_employer_names?: readonly string[];
}

/** Tunables of matching; the defaults are the product's. */
export interface MatchTuning {
  /** Least title relevance (0..1) a non-favourite vacancy needs (default 0.6: the role word alone is not enough). */
  min_title_relevance?: number;
  /** A salary is "clearly below" when its top is under expectation × (1 − tolerance) (default 0.1). */
  salary_tolerance?: number;
}

/** Input of rankVacancies / screenVacancies. */
export interface RankVacanciesInput {
  candidates: readonly VacancyCandidate[];
  position: PositionInput;
  resume_draft: ResumeDraft | null;
  resume: ResumeFacts;
  exclude: MatchExclusions;
  /** hh /dictionaries currency rates: units per 1 ₽ (RUR = 1). */
  rates: CurrencyRates;
  /** How many to propose, clamped to 3..5 (default 5). */
  limit?: number;
  /** The clock for recency (default: now). */
  now?: Date;
  tuning?: MatchTuning;
  /** Vacancies the seeker unchecked before (on any of their positions): vacancies like them rank lower. */
  signals?: readonly DismissalSignal[];
}

/** Every candidate, sorted into ranked proposals and exclusions with their reason. */
export interface ScreenResult {
  qualified: MatchResult[];
  excluded: { vacancy_id: string; reason: ExclusionReason }[];
}

const WEIGHTS = { title: 0.4, skills: 0.3, salary: 0.1, favorites: 0.1, recency: 0.1 } as const;
const SALARY_SCORE: Record<SalaryVerdict, number> = { above: 1, meets: 1, unknown: 0.5, below: 0.2 };
const ABOVE_MARGIN = 1.1;
const DEFAULT_MIN_TITLE_RELEVANCE = 0.6;
/** Without hh key_skills the requirements are only guessed from the text, so their coverage counts less. */
const TEXT_ONLY_COVERAGE_WEIGHT = 0.6;
/** This many matched skills make a full "depth" of fit. */
const DEPTH_SKILLS = 5;
const RECENCY_WINDOW_DAYS = 60;
const DAY_MS = 86_400_000;
const LEGAL_FORMS = new Set(
  ['ооо', 'оао', 'зао', 'пао', 'ао', 'ип', 'нко', 'гк', 'группа', 'компаний', 'llc', 'ltd', 'inc', 'gmbh', 'corp'].map((w) => keysOf(w)[0] ?? w),
);

/**
 * Merges candidates that arrived from several sources (same hh id): sources are united in the order
 * search, favorites, similar; the richer value of each field wins (non-empty key_skills, longer text, known salary);
 * archived and has_test are true when any copy says so. Keeps the order of first arrival.
 */
export function mergeCandidates(candidates: readonly VacancyCandidate[]): VacancyCandidate[] {
  const byId = new Map<string, VacancyCandidate>();
  for (const candidate of candidates) {
    const seen = byId.get(candidate.id);
    byId.set(candidate.id, seen === undefined ? candidate : mergeTwo(seen, candidate));
  }
  return [...byId.values()];
}

function mergeTwo(a: VacancyCandidate, b: VacancyCandidate): VacancyCandidate {
  return {
    ...a,
    employer: a.employer ?? b.employer,
    area: a.area ?? b.area,
    salary: a.salary ?? b.salary,
    key_skills: a.key_skills.length > 0 ? a.key_skills : b.key_skills,
    text: b.text.length > a.text.length ? b.text : a.text,
    remote: a.remote || b.remote,
    has_test: a.has_test || b.has_test,
    archived: a.archived || b.archived,
    published_at: a.published_at ?? b.published_at,
    sources: VACANCY_SOURCES.filter((s) => a.sources.includes(s) || b.sources.includes(s)),
  };
}

/**
 * Compares a vacancy's salary with the position's expectation, in the position's currency (₽ or $).
 * 'below' when the top of the range is under the expectation, 'above' when the bottom (`from`) exceeds it by 10 %,
 * 'meets' otherwise, 'unknown' without a salary or a rate. Amounts compare as published (hh's gross flag aside).
 */
export function compareSalary(salary: VacancyCandidate['salary'], expected: PositionInput['salary'], rates: CurrencyRates): MatchReasons['salary'] {
  const unknown = { expected: expected.amount, currency: expected.currency, offered_from: null, offered_to: null };
  if (salary === null || salary.currency === null || (salary.from === null && salary.to === null)) {
    return { ...unknown, verdict: 'unknown' };
  }
  const convert = (v: number | null): number | null => {
    if (v === null) return null;
    const converted = convertAmount(v, salary.currency ?? '', expected.currency, rates);
    return converted === null ? null : Math.round(converted);
  };
  const from = convert(salary.from);
  const to = convert(salary.to);
  const top = to ?? from;
  if (top === null) return { ...unknown, verdict: 'unknown' };
  const verdict: SalaryVerdict = top < expected.amount ? 'below' : from !== null && from > expected.amount * ABOVE_MARGIN ? 'above' : 'meets';
  return { ...unknown, offered_from: from, offered_to: to, verdict };
}

/** The seeker's skills: the new resume's skill_set first, then the hh resume's skills, one per key. */
function seekerSkillsOf(input: RankVacanciesInput): string[] {
  return uniqueSkills([...(input.resume_draft?.skill_set ?? []), ...input.resume.skills]);
}

/**
 * Compares the vacancy's skills with the seeker's. `matched`: key_skills the seeker has (vacancy spelling), then
 * seeker skills the vacancy's name or text names; `missing`: key_skills the seeker lacks; `overlap` 0..1: the mean of
 * coverage (matched / all known requirements, weighted 0.6 when the vacancy has no key_skills) and depth
 * (matched / 5, at most 1), so both a high share and many matched skills count.
 */
export function compareSkills(vacancy: VacancyCandidate, seekerSkills: readonly string[]): { matched: string[]; missing: string[]; overlap: number } {
  const keySkills = uniqueSkills(vacancy.key_skills).filter((s) => !/^не указан/iu.test(s));
  const fromKeys = keySkills.filter((k) => seekerSkills.some((s) => skillsMatch(k, s)));
  const missing = keySkills.filter((k) => !fromKeys.includes(k));
  const textKeys = keysOf(`${vacancy.name} ${vacancy.text}`);
  const fromText = seekerSkills.filter((s) => !fromKeys.some((k) => skillsMatch(k, s)) && containsSkill(textKeys, s));
  const matched = fromKeys.length + fromText.length;
  const known = keySkills.length + fromText.length;
  const coverage = known === 0 ? 0 : (matched / known) * (keySkills.length > 0 ? 1 : TEXT_ONLY_COVERAGE_WEIGHT);
  const depth = Math.min(1, matched / DEPTH_SKILLS);
  const overlap = (coverage + depth) / 2;
  return { matched: [...fromKeys, ...fromText], missing, overlap };
}

function companyKeys(name: string): string[] {
  return keysOf(name.replace(/[«»"'“”„]/gu, ' ')).filter((k) => !LEGAL_FORMS.has(k));
}

/** True when two employer names denote the same company: every word of the shorter occurs in the longer. */
export function sameEmployer(a: string, b: string): boolean {
  const ka = companyKeys(a);
  const kb = companyKeys(b);
  if (ka.length === 0 || kb.length === 0) return false;
  const [short, long] = ka.length <= kb.length ? [ka, kb] : [kb, ka];
  return short.every((k) => long.includes(k));
}

function isCurrentEmployer(vacancy: VacancyCandidate, input: RankVacanciesInput): boolean {
  const employer = vacancy.employer;
  if (employer === null) return false;
  if (employer.id !== null && (input.exclude.current_employer_ids ?? []).includes(employer.id)) return true;
  const names = [
    ...(input.exclude.current_employer_names ?? []),
    ...input.resume.experience.filter((e) => e.end === null && e.company !== null).map((e) => e.company ?? ''),
  ];
  return names.some((name) => sameEmployer(name, employer.name));
}

function isInPositionAreas(vacancy: VacancyCandidate, position: PositionInput): boolean {
  const area = vacancy.area;
  if (area === null) return false;
  return position.areas.some((a) => (area.id !== null && a.id === area.id) || foldCase(a.name) === foldCase(area.name));
}

function scoreRecency(publishedAt: string | null, now: Date): number {
  const published = publishedAt === null ? Number.NaN : Date.parse(publishedAt);
  if (Number.isNaN(published)) return 0;
  const ageDays = Math.max(0, (now.getTime() - published) / DAY_MS);
  return Math.max(0, 1 - ageDays / RECENCY_WINDOW_DAYS);
}

interface Fit {
  title_relevance: number;
  salary: MatchReasons['salary'];
  area_ok: boolean;
  remote_ok: boolean;
  favorite: boolean;
}

function findExclusion(vacancy: VacancyCandidate, input: RankVacanciesInput, fit: Fit): ExclusionReason | null {
  const tolerance = input.tuning?.salary_tolerance ?? 0.1;
  const minRelevance = input.tuning?.min_title_relevance ?? DEFAULT_MIN_TITLE_RELEVANCE;
  // As hh's own salary filter reads a range: «от 120 000» has no ceiling, so only a known top can be clearly below.
  const top = fit.salary.offered_to;
  if (input.exclude.applied_vacancy_ids.includes(vacancy.id)) return 'applied';
  if (vacancy.archived) return 'archived';
  if (vacancy.has_test) return 'has_test';
  if (isCurrentEmployer(vacancy, input)) return 'current_employer';
  if (!fit.area_ok && !fit.remote_ok) return 'area';
  if (top !== null && top < input.position.salary.amount * (1 - tolerance)) return 'salary';
  if (!fit.favorite && fit.title_relevance < minRelevance) return 'title';
  return null;
}

interface Evaluation {
  reason: ExclusionReason | null;
  result: MatchResult;
}

function evaluate(vacancy: VacancyCandidate, input: RankVacanciesInput, seekerSkills: readonly string[]): Evaluation {
  const { position, rates } = input;
  const title_relevance = scoreTitleRelevance(position.title, vacancy.name, vacancy.key_skills);
  const skills = compareSkills(vacancy, seekerSkills);
  const salary = compareSalary(vacancy.salary, position.salary, rates);
  const area_ok = isInPositionAreas(vacancy, position);
  const remote_ok = position.remote && vacancy.remote;
  const favorite = vacancy.sources.includes('favorites');
  const score =
    WEIGHTS.title * title_relevance +
    WEIGHTS.skills * skills.overlap +
    WEIGHTS.salary * SALARY_SCORE[salary.verdict] +
    WEIGHTS.favorites * (favorite ? 1 : 0) +
    WEIGHTS.recency * scoreRecency(vacancy.published_at, input.now ?? new Date());
  const dismissed = dismissalPenalty(vacancy, input.signals ?? [], position.title, rates);
  const reason = findExclusion(vacancy, input, { title_relevance, salary, area_ok, remote_ok, favorite });
  return {
    reason,
    result: {
      vacancy,
      score: Math.round((score - dismissed.penalty) * 1000) / 1000,
      reasons: {
        matched_skills: skills.matched,
        missing_skills: skills.missing,
        salary,
        area_ok,
        remote_ok,
        title_relevance: Math.round(title_relevance * 1000) / 1000,
        ...(dismissed.similar ? { dismissed_similar: true } : {}),
      },
    },
  };
}

function compareResults(a: MatchResult, b: MatchResult): number {
  const published = (r: MatchResult): number => Date.parse(r.vacancy.published_at ?? '') || 0;
  return b.score - a.score || published(b) - published(a) || a.vacancy.id.localeCompare(b.vacancy.id);
}

/**
 * Screens every (merged) candidate: leaves out vacancies already applied to, archived ones, those with a test,
 * the seeker's current employer (resume jobs with no end date, plus `exclude`), those outside the position's areas
 * (unless remote and the position accepts remote), those whose salary is clearly below the expectation and
 * non-favourites whose title is not relevant; a repost of a job already applied to counts as applied. The rest are
 * scored by title relevance, skill overlap, salary, the favourites source and recency, less the penalty of vacancies
 * like the ones the seeker unchecked (signals.ts), best first; of several postings of one job (dedupe.ts) only the
 * best-fitting copy stays, the others are excluded as 'duplicate'.
 */
export function screenVacancies(input: RankVacanciesInput): ScreenResult {
  const seekerSkills = seekerSkillsOf(input);
  const candidates = mergeCandidates(input.candidates);
  const keys = postingKeys(candidates);
  const appliedJobs = new Set(candidates.filter((v) => input.exclude.applied_vacancy_ids.includes(v.id)).map((v) => keys.get(v.id) ?? null));
  appliedJobs.delete(null);
  const qualified: MatchResult[] = [];
  const excluded: ScreenResult['excluded'] = [];
  for (const vacancy of candidates) {
    const { reason, result } = evaluate(vacancy, input, seekerSkills);
    const repostOfApplied = reason === null && appliedJobs.has(keys.get(vacancy.id) ?? null);
    if (reason === null && !repostOfApplied) qualified.push(result);
    else excluded.push({ vacancy_id: vacancy.id, reason: reason ?? 'applied' });
  }
  const { kept, duplicates } = collapseDuplicates(qualified.sort(compareResults));
  for (const d of duplicates) excluded.push({ vacancy_id: d.vacancy_id, reason: 'duplicate' });
  return { qualified: kept, excluded };
}

/**
 * The 3 to 5 best proposals, best first; fewer when fewer qualify (the caller may widen the search).
 * `limit` is clamped to 3..5. A vacancy paying somewhat less than the expectation (within the tolerance, verdict
 * 'below') is proposed only to reach the 3 a batch needs, never in place of one that meets the expectation.
 */
export function rankVacancies(input: RankVacanciesInput): MatchResult[] {
  const limit = Math.min(MAX_SUGGESTED_VACANCIES, Math.max(MIN_SUGGESTED_VACANCIES, input.limit ?? MAX_SUGGESTED_VACANCIES));
  const { qualified } = screenVacancies(input);
  const paid = qualified.filter((r) => r.reasons.salary.verdict !== 'below').slice(0, limit);
  const below = qualified.filter((r) => r.reasons.salary.verdict === 'below');
  const fill = below.slice(0, Math.max(0, MIN_SUGGESTED_VACANCIES - paid.length));
  return [...paid, ...fill].sort(compareResults);
}
