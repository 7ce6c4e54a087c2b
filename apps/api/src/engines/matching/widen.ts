/**
 * Related job titles for a position whose own title finds too few vacancies: how hh's vacancies in the seeker's
 * places name a nearby job, so the seeker can widen the search to it.
 */
import type { VacancyCandidate } from '../../domain/vacancy';
import { scoreTitleRelevance, titleTerms } from '../../lib/title-relevance';
import { normalizeTitle, placeKeys } from './dedupe';

/** A related title and the vacancies that bear it. */
export interface RelatedTitle {
  title: string;
  vacancies: VacancyCandidate[];
}

/** A vacancy title as written, with its runs of spaces made one. */
const wordingOf = (name: string): string => name.replace(/\s+/gu, ' ').trim();

/**
 * The job titles of `candidates` (vacancies in the seeker's places that the title screen left out) that share a
 * meaningful word with `positionTitle` but are not that title: grouped by normalised title (level, bracketed place
 * and word order aside), most vacancies first, each named by its commonest wording as hh shows it (the shorter on a tie).
 * @returns at most `limit` titles (default 2).
 */
export function relatedTitles(candidates: readonly VacancyCandidate[], positionTitle: string, limit = 2): RelatedTitle[] {
  const own = normalizeTitle(positionTitle);
  const ownTerms = new Set(titleTerms(positionTitle));
  const places = placeKeys(candidates.flatMap((v) => (v.area === null ? [] : [v.area.name])));
  const groups = new Map<string, VacancyCandidate[]>();
  for (const vacancy of candidates) {
    const key = normalizeTitle(vacancy.name, places);
    if (key === '' || key === own) continue;
    if (!titleTerms(vacancy.name).some((term) => ownTerms.has(term))) continue;
    groups.set(key, [...(groups.get(key) ?? []), vacancy]);
  }
  return [...groups.values()]
    .map((vacancies) => {
      const counts = new Map<string, number>();
      for (const v of vacancies) {
        const wording = wordingOf(v.name);
        if (wording !== '') counts.set(wording, (counts.get(wording) ?? 0) + 1);
      }
      const [title] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))[0] ?? [''];
      return { title, vacancies };
    })
    .filter((group) => group.title !== '' && scoreTitleRelevance(positionTitle, group.title) < 1 && titleTerms(group.title).some((term) => ownTerms.has(term)))
    .sort((a, b) => b.vacancies.length - a.vacancies.length || a.title.localeCompare(b.title))
    .slice(0, limit);
}
