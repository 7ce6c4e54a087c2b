/**
 * The key skills the market asks for a title (the resume is composed from
 * "the key_skills most frequent in real vacancies for the title").
 */
import { foldCase, skillKey } from '../../lib/text';
import { scoreTitleRelevance } from '../../lib/title-relevance';
import type { MarketSkill, VacancyCandidate } from '../../domain/vacancy';

/** hh dumps sometimes carry a placeholder instead of skills; it is not a skill. */
const PLACEHOLDER_SKILLS = new Set(['не указаны', 'не указано', 'нет']);

export interface MarketSkillOptions {
  /** Only vacancies whose name covers at least `min_relevance` of this title count; all count when omitted. */
  title?: string;
  /** Title relevance threshold, 0..1 (default 0.6, as in matching: the role word alone is not enough). */
  min_relevance?: number;
  /** Most skills returned (default 15). */
  limit?: number;
}

/**
 * Counts key_skills over vacancies (one count per vacancy, spellings merged case- and spelling-insensitively),
 * most frequent first, ties by name. The name shown is the spelling used most often.
 * Returns [] when no vacancy fits the title or none lists key skills.
 */
export function computeMarketSkills(candidates: readonly VacancyCandidate[], options: MarketSkillOptions = {}): MarketSkill[] {
  const { title, min_relevance = 0.6, limit = 15 } = options;
  const relevant = title === undefined ? candidates : candidates.filter((c) => scoreTitleRelevance(title, c.name) >= min_relevance);
  const counts = new Map<string, { count: number; spellings: Map<string, number> }>();
  for (const vacancy of relevant) {
    for (const [key, spelling] of distinctSkillsOf(vacancy)) {
      const entry = counts.get(key) ?? { count: 0, spellings: new Map<string, number>() };
      entry.count += 1;
      entry.spellings.set(spelling, (entry.spellings.get(spelling) ?? 0) + 1);
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .map(({ count, spellings }) => ({ name: pickSpelling(spellings), count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'ru'))
    .slice(0, limit);
}

function distinctSkillsOf(vacancy: VacancyCandidate): Map<string, string> {
  const skills = new Map<string, string>();
  for (const raw of vacancy.key_skills) {
    const name = raw.trim();
    const key = skillKey(name);
    if (key === '' || PLACEHOLDER_SKILLS.has(foldCase(name)) || skills.has(key)) continue;
    skills.set(key, name);
  }
  return skills;
}

function pickSpelling(spellings: Map<string, number>): string {
  let best = '';
  let bestCount = -1;
  for (const [spelling, count] of spellings) {
    if (count > bestCount) {
      best = spelling;
      bestCount = count;
    }
  }
  return best;
}
