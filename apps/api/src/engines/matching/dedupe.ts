/**
 * Duplicate postings (the 3 to 5 proposals are distinct jobs): hh employers post one job several
 * times — in several cities, or again after a while — so a search returns copies that differ only in id, area and a
 * city or level word in brackets. Copies are grouped by employer and normalised title; one copy per group is kept.
 */
import type { MatchResult, VacancyCandidate } from '../../domain/vacancy';
import { foldCase, keysOf } from '../../lib/text';

/**
 * Words that may stand alone in brackets without changing the job: levels, formats of work. «(Senior)», «[удалённо]»,
 * «(Москва)» are dropped; «(ЗУП)», «(Python, FastAPI)» are not.
 */
const BRACKET_NOISE_WORDS = [
  'junior',
  'middle',
  'senior',
  'lead',
  'intern',
  'jun',
  'mid',
  'sen',
  'teamlead',
  'team',
  'младший',
  'старший',
  'ведущий',
  'главный',
  'стажер',
  'стажёр',
  'начинающий',
  'удаленно',
  'удалённо',
  'удаленка',
  'удалёнка',
  'remote',
  'дистанционно',
  'гибрид',
  'гибридный',
  'офис',
  'офисе',
  'в',
  'или',
  'формат',
  'работа',
  'работы',
  'hybrid',
  'office',
  'вахта',
  'вахтой',
  'вахтовым',
  'методом',
  'г',
  'город',
  'м',
  'метро',
  'район',
  'область',
  'обл',
  'край',
  'center',
  'центр',
];
const NOISE_KEYS = new Set(BRACKET_NOISE_WORDS.flatMap((w) => keysOf(w)));
const LEGAL_FORM_KEYS = new Set(
  ['ооо', 'оао', 'зао', 'пао', 'ао', 'ип', 'нко', 'гк', 'группа', 'компаний', 'llc', 'ltd', 'inc', 'gmbh', 'corp'].flatMap((w) => keysOf(w)),
);
const BRACKETS_RE = /[([{]([^()[\]{}]*)[)\]}]/gu;
/** A trailing place after a dash or comma: «Курьер — Казань», «Курьер, Москва». */
const TRAIL_RE = /\s*(?:[,–—|/]|\s-\s)\s*([^,–—|/]+)$/u;

function isNoise(part: string, places: ReadonlySet<string>): boolean {
  const keys = keysOf(part);
  return keys.length > 0 && keys.every((key) => NOISE_KEYS.has(key) || places.has(key));
}

/**
 * A vacancy title without its noise: bracketed parts made only of level, work-format or place words, and such a part
 * after a trailing dash or comma («Python-разработчик (Middle) — Казань» → «python-разработчик»), case-folded.
 * `places`: the word keys of area names to recognise.
 */
export function stripTitleNoise(title: string, places: ReadonlySet<string> = new Set()): string {
  let text = foldCase(title).replace(BRACKETS_RE, (_whole, inner: string) => (isNoise(inner, places) ? ' ' : ` ${inner} `));
  const trail = TRAIL_RE.exec(text);
  if (trail !== null && trail[1] !== undefined && isNoise(trail[1], places)) text = text.slice(0, trail.index);
  return text.trim();
}

/**
 * The comparison key of a vacancy title: the title without noise (stripTitleNoise), stemmed, stripped of punctuation
 * and its word keys sorted, so «Python-разработчик (Middle)», «Разработчик Python» and «python разработчик (Казань)»
 * share one key. `places`: the word keys of area names to recognise (the vacancy's own area and the other
 * candidates'). Returns '' for a title without words.
 */
export function normalizeTitle(title: string, places: ReadonlySet<string> = new Set()): string {
  return [...new Set(keysOf(stripTitleNoise(title, places)))].sort().join(' ');
}

/** The word keys of area names, to recognise them inside titles. */
export function placeKeys(names: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  for (const name of names) for (const key of keysOf(name)) keys.add(key);
  return keys;
}

/**
 * The comparison key of an employer: `id:<hh id>` when hh gave one, else `name:` and the name's word keys without
 * legal forms and quotes, sorted («ООО "Ромашка"» and «Ромашка» share one). null without an employer.
 */
export function employerKey(employer: VacancyCandidate['employer']): string | null {
  if (employer === null) return null;
  if (employer.id !== null && employer.id !== '') return `id:${employer.id}`;
  const words = keysOf(employer.name.replace(/[«»"'“”„]/gu, ' ')).filter((k) => !LEGAL_FORM_KEYS.has(k));
  return words.length === 0 ? null : `name:${[...new Set(words)].sort().join(' ')}`;
}

/** The hh ids of employers that also appear under a name, so a copy with no id joins the copy with one. */
function employerIdsByName(vacancies: readonly VacancyCandidate[]): Map<string, string> {
  const byName = new Map<string, string>();
  for (const v of vacancies) {
    if (v.employer?.id) {
      const nameKey = employerKey({ id: null, name: v.employer.name });
      if (nameKey !== null && !byName.has(nameKey)) byName.set(nameKey, `id:${v.employer.id}`);
    }
  }
  return byName;
}

/** The job key of each vacancy over a whole list (area names of the list count as places). */
export function postingKeys(vacancies: readonly VacancyCandidate[]): Map<string, string | null> {
  const places = placeKeys(vacancies.flatMap((v) => (v.area === null ? [] : [v.area.name])));
  const idsByName = employerIdsByName(vacancies);
  const keys = new Map<string, string | null>();
  for (const v of vacancies) {
    let employer = employerKey(v.employer);
    if (employer?.startsWith('name:')) employer = idsByName.get(employer) ?? employer;
    const title = normalizeTitle(v.name, places);
    keys.set(v.id, employer === null || title === '' ? null : `${employer}|${title}`);
  }
  return keys;
}

const hasSalary = (m: MatchResult): boolean => {
  const s = m.vacancy.salary;
  return s !== null && (s.from !== null || s.to !== null);
};

/**
 * Orders copies of one job, best first: one in the seeker's areas (or remote when the position takes remote work)
 * before one that is not, then the higher score, then a copy with a published salary, then the lower hh id.
 */
export function compareCopies(a: MatchResult, b: MatchResult): number {
  const place = (m: MatchResult): number => (m.reasons.area_ok || m.reasons.remote_ok ? 1 : 0);
  return place(b) - place(a) || b.score - a.score || Number(hasSalary(b)) - Number(hasSalary(a)) || a.vacancy.id.localeCompare(b.vacancy.id);
}

/** The outcome of {@link collapseDuplicates}: one match per job, and each copy left out with the id it repeats. */
export interface CollapseResult {
  kept: MatchResult[];
  duplicates: { vacancy_id: string; copy_of: string }[];
}

/**
 * Keeps one copy of each job among the matches (same employer and normalised title, see {@link postingKeys}):
 * the best by {@link compareCopies}. The kept matches stay in their input order. A vacancy without an employer or a
 * title is never merged.
 */
export function collapseDuplicates(matches: readonly MatchResult[]): CollapseResult {
  const keys = postingKeys(matches.map((m) => m.vacancy));
  const best = new Map<string, MatchResult>();
  for (const match of matches) {
    const key = keys.get(match.vacancy.id);
    if (key === null || key === undefined) continue;
    const seen = best.get(key);
    if (seen === undefined || compareCopies(match, seen) < 0) best.set(key, match);
  }
  const kept: MatchResult[] = [];
  const duplicates: CollapseResult['duplicates'] = [];
  for (const match of matches) {
    const key = keys.get(match.vacancy.id);
    const winner = key === null || key === undefined ? match : (best.get(key) ?? match);
    if (winner === match) kept.push(match);
    else duplicates.push({ vacancy_id: match.vacancy.id, copy_of: winner.vacancy.id });
  }
  return { kept, duplicates };
}
