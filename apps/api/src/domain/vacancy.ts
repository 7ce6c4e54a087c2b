/**
 * Domain shapes of vacancy proposals (3 to 5 suggested vacancies, each with its reasons).
 * Our terms, not hh's: hh's vacancy fields are described once, in packages/hh-contract (the API's objects, the
 * website's page state, the saved records of the data files), and mapped once, in integrations/hh, into
 * VacancyCandidate (GET /vacancies, /vacancies/favorited, /resumes/{id}/similar_vacancies, /vacancies/{id}, and the
 * same vacancies read on hh's pages); matching.ts ranks them into MatchResult.
 */
import { z } from 'zod';

/** Where a candidate came from: hh search, the seeker's hh favourites, or vacancies similar to the resume. */
export const VACANCY_SOURCES = ['search', 'favorites', 'similar'] as const;
/** One of VACANCY_SOURCES. */
export const vacancySourceSchema = z.enum(VACANCY_SOURCES);
export type VacancySource = z.infer<typeof vacancySourceSchema>;

/**
 * An hh vacancy as matching needs it. `salary` amounts are per month in `currency` (hh codes: RUR = ₽, USD = $, EUR…),
 * `gross` true = before tax; `text` is the snippet or description as plain text (HTML and <highlighttext> stripped);
 * `remote` is true when hh's schedule is `remote` or work_format contains `REMOTE`;
 * `published_at` is ISO-8601 as hh sends it (e.g. '2025-11-15T10:00:00+0300') or null.
 */
export const vacancyCandidateSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  employer: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  area: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  salary: z
    .object({
      from: z.number().nullable(),
      to: z.number().nullable(),
      currency: z.string().nullable(),
      gross: z.boolean().nullable(),
    })
    .nullable(),
  key_skills: z.array(z.string()),
  text: z.string(),
  remote: z.boolean(),
  has_test: z.boolean(),
  archived: z.boolean(),
  alternate_url: z.string(),
  apply_alternate_url: z.string(),
  published_at: z.string().nullable(),
  sources: z.array(vacancySourceSchema).min(1),
});
export type VacancyCandidate = z.infer<typeof vacancyCandidateSchema>;

/** A key skill and the number of vacancies (for one title) that list it. */
export interface MarketSkill {
  name: string;
  count: number;
}

/**
 * Currency rates as hh's /dictionaries `currency[].rate` gives them: units of the currency per 1 ₽
 * (RUR = 1, USD ≈ 0.0163). A currency missing from the map cannot be compared, so its salary verdict is 'unknown'.
 */
export type CurrencyRates = Readonly<Record<string, number>>;

/**
 * An area of hh's tree of Russia (GET /areas/113): a city (`leaf`) or a region, with the region it lies in (null for
 * an area directly under Russia: a region, or a federal city such as Москва).
 */
export interface RussianArea {
  id: string;
  name: string;
  region: { id: string; name: string } | null;
  /** True for an area with no areas under it (a city or town); false for a region. */
  leaf: boolean;
}

/** How the offered salary compares with the position's expectation. */
export const SALARY_VERDICTS = ['meets', 'above', 'below', 'unknown'] as const;
export type SalaryVerdict = (typeof SALARY_VERDICTS)[number];

/**
 * Why a vacancy fits.
 * `salary.expected` is the position's amount in its currency (₽ or $); `offered_from`/`offered_to` are the vacancy's
 * range converted into that same currency (rounded), null when hh gives none or the rate is unknown.
 * `title_relevance` is 0..1: the share of the position title's words that the vacancy name covers.
 */
export interface MatchReasons {
  matched_skills: string[];
  missing_skills: string[];
  salary: {
    expected: number;
    currency: 'RUR' | 'USD';
    offered_from: number | null;
    offered_to: number | null;
    verdict: SalaryVerdict;
  };
  area_ok: boolean;
  remote_ok: boolean;
  title_relevance: number;
  /** True when the vacancy looks like one the seeker unchecked before (same employer or most title terms). */
  dismissed_similar?: boolean;
}

/** A proposed vacancy with its fit score (0..1, higher is better) and the reasons shown on its card. */
export interface MatchResult {
  vacancy: VacancyCandidate;
  score: number;
  reasons: MatchReasons;
}
