/**
 * The vacancy search: reads hh for the seeker — search, favourites, vacancies similar to the resume, full vacancies,
 * currency rates — and ranks what it found with the matching engine (matching.ts), so a position gets 3 to 5
 * proposals when the market has them. Every call for a seeker goes through the hh port's client for that seeker.
 */
import { AppError, isAppError } from '../../lib/app-error';
import type { FoundVacancy, HhPort, HhVacancySearch } from '../../integrations/hh';
import type { PositionInput, ResumeDraft, ResumeFacts } from '../../domain/position';
import { mapWithConcurrency } from '../../lib/concurrency';
import {
  computeMarketSkills,
  MIN_SUGGESTED_VACANCIES,
  mergeCandidates,
  nearbyAreas,
  rankVacancies,
  relatedTitles,
  screenVacancies,
  type DismissalSignal,
  type RankVacanciesInput,
} from '../../engines/matching';
import { scoreTitleRelevance, titleWords } from '../../lib/title-relevance';
import type { CurrencyRates, MarketSkill, MatchResult, RussianArea, VacancyCandidate } from '../../domain/vacancy';
import { POSITION_LIMITS, type WidenOption } from '@otklik/contracts';

/** Search results asked of hh per source (hh allows up to 100). */
export const SEARCH_PER_PAGE = 50;
/** How many first-pass candidates are read in full (key_skills, description) before the final ranking. */
export const FULL_READS = 15;
/** Full vacancies read at once per seeker. */
export const FULL_READ_CONCURRENCY = 4;
/** Vacancies read in full to learn the market's key skills for a title. */
const MARKET_SAMPLE = 20;
/** How long hh's tree of Russia's areas is kept before it is read again, ms (hh advises refreshing it now and then). */
const AREAS_TTL_MS = 24 * 60 * 60 * 1000;
/** Nearby cities searched at most at once for the «nearby cities» widening (the nearest ones). */
const NEARBY_SEARCHED = 40;
/** Pages of 100 (hh's largest) read for the «nearby cities» widening, so its count is not cut at one page. */
const NEARBY_PAGES = 3;
const HH_MAX_PER_PAGE = 100;

export interface VacancySearchDeps {
  hh: Pick<HhPort, 'forSeeker' | 'dictionaries' | 'russianAreas'>;
  log: { warn(obj: object, msg: string): void };
}

/** Input of {@link VacancySearch.propose}. */
export interface ProposeInput {
  userId: string;
  position: PositionInput;
  resume: ResumeFacts;
  resume_draft: ResumeDraft | null;
  /** The hh resume whose similar vacancies are read: the published assistant resume, else the chosen one. */
  similar_to_resume_id: string;
  /** hh vacancy ids the seeker already applied to through Otklik. */
  applied_vacancy_ids: readonly string[];
  /** hh employer ids of the seeker's current jobs. */
  current_employer_ids: readonly string[];
  /** Vacancies the seeker unchecked before, on any of their positions: vacancies like them rank lower. */
  signals?: readonly DismissalSignal[];
  now: Date;
}

export type VacancySearch = ReturnType<typeof createVacancySearch>;

/**
 * hh's search filters for a position: its areas (repeatable), no query rewriting. No salary filter: hh reads
 * `salary` as "this amount lies within the offered range", which drops every vacancy paying more than the seeker
 * asks; the screening leaves out only those clearly below the expectation.
 */
function baseSearch(position: PositionInput): HhVacancySearch {
  return {
    area: position.areas.map((area) => area.id),
    order_by: 'relevance',
    per_page: SEARCH_PER_PAGE,
    no_magic: true,
  };
}

/**
 * The input of screenVacancies / rankVacancies for a seeker's position: the position, resume and draft, rates,
 * clock and dismissal signals of `input`; left out are the vacancies applied to through Otklik (`input`) or on hh
 * (`appliedOnHh`: hh vacancy ids whose relations say so) and the seeker's current employers.
 */
function screenInput(
  input: Pick<ProposeInput, 'position' | 'resume' | 'resume_draft' | 'applied_vacancy_ids' | 'current_employer_ids' | 'signals' | 'now'>,
  rates: CurrencyRates,
  candidates: readonly VacancyCandidate[],
  appliedOnHh: Iterable<string>,
): RankVacanciesInput {
  return {
    candidates,
    position: input.position,
    resume_draft: input.resume_draft,
    resume: input.resume,
    rates,
    now: input.now,
    signals: input.signals ?? [],
    exclude: { applied_vacancy_ids: [...input.applied_vacancy_ids, ...appliedOnHh], current_employer_ids: input.current_employer_ids },
  };
}

export function createVacancySearch(deps: VacancySearchDeps) {
  const { hh, log } = deps;
  let cachedRates: Promise<CurrencyRates> | null = null;
  let cachedAreas: { read: Promise<RussianArea[]>; at: number } | null = null;

  /** A source that may fail without failing the proposals (favourites, similar vacancies): logged, then empty. */
  async function optional<T>(what: string, userId: string, read: () => Promise<T[]>): Promise<T[]> {
    try {
      return await read();
    } catch (error) {
      if (isAppError(error, 'hh_refused') || isAppError(error, 'hh_not_found')) {
        log.warn({ userId, what, reason: error.detail, code: error.code }, 'vacancy source refused; proposing without it');
        return [];
      }
      throw error;
    }
  }

  const search = (userId: string, query: HhVacancySearch): Promise<FoundVacancy[]> => hh.forSeeker(userId).findVacancies(query);

  /** Up to `pages` pages of 100 of one search, one after another, until a page comes back short. */
  async function searchPages(userId: string, query: HhVacancySearch, pages: number): Promise<FoundVacancy[]> {
    const found: FoundVacancy[] = [];
    for (let page = 0; page < pages; page += 1) {
      const items = await search(userId, { ...query, per_page: HH_MAX_PER_PAGE, page });
      found.push(...items);
      if (items.length < HH_MAX_PER_PAGE) break;
    }
    return found;
  }

  /** Reads full vacancies (key_skills, description, fresh archived/has_test/relations); vacancies hh no longer has are dropped. */
  async function readFull(userId: string, candidates: readonly VacancyCandidate[]) {
    const read = await mapWithConcurrency(candidates, FULL_READ_CONCURRENCY, async (candidate) => {
      const full = await hh.forSeeker(userId).readVacancy(candidate.id);
      return full && { candidate: { ...full.candidate, sources: candidate.sources }, applied: full.applied };
    });
    return read.filter((item) => item !== null);
  }

  /**
   * hh's currency rates from GET /dictionaries (units per 1 ₽; RUR = 1), read once per process and kept in memory.
   * A failed read is not kept, so the next call tries again.
   */
  function currencyRates(): Promise<CurrencyRates> {
    cachedRates ??= hh
      .dictionaries()
      .then((dictionaries) => Object.fromEntries(dictionaries.currency.map((currency) => [currency.code, currency.rate])))
      .catch((error: unknown) => {
        cachedRates = null;
        throw error;
      });
    return cachedRates;
  }

  /**
   * hh's tree of Russia's areas (GET /areas/113), kept in memory for a day. A failed read is not kept; it is logged
   * and answered with no areas, so the search goes on without the nearby cities.
   */
  async function russianAreas(userId: string): Promise<RussianArea[]> {
    if (cachedAreas === null || Date.now() - cachedAreas.at > AREAS_TTL_MS) cachedAreas = { read: hh.russianAreas(), at: Date.now() };
    try {
      return await cachedAreas.read;
    } catch (error) {
      cachedAreas = null;
      log.warn({ userId, what: 'areas', code: error instanceof AppError ? error.code : undefined }, 'hh areas unavailable; no nearby cities offered');
      return [];
    }
  }

  /**
   * `input` with the cities of each region among the position's areas added to them, for the screening: a position
   * may name a region (hh suggests «Московская область» too), hh's search of it finds its cities' vacancies, and the
   * screening compares each vacancy's area with the position's areas one by one. The hh search itself keeps the
   * position's own areas. Unchanged when the position names no region.
   */
  async function withRegionCities<T extends { userId: string; position: PositionInput }>(input: T): Promise<T> {
    const own = new Set(input.position.areas.map((area) => area.id));
    const areas = await russianAreas(input.userId);
    const regions = new Set(areas.filter((area) => !area.leaf && own.has(area.id)).map((area) => area.id));
    if (regions.size === 0) return input;
    const cities = areas.filter((area) => area.leaf && area.region !== null && regions.has(area.region.id) && !own.has(area.id));
    return { ...input, position: { ...input.position, areas: [...input.position.areas, ...cities.map(({ id, name }) => ({ id, name }))] } };
  }

  return {
    currencyRates,

    /**
     * Every vacancy hh finds for a position, for the paid seekers' vacancy list: the searches of {@link propose}
     * (the title; the title with the top skills; remote vacancies anywhere when the position takes remote work;
     * favourites when `use_favorites`), screened by the same rules (applied to, archived, with a test, the current
     * employer, outside the areas, salary clearly below, title not relevant are left out; one copy per job; like
     * the unchecked ones ranked lower) but not cut to 5 and not read in full: the skills are those the search shows.
     * @returns every qualified match, best first.
     * @throws AppError hh_not_integrated / hh_unavailable; hh_refused when hh refuses the search.
     */
    async findAll(asked: Omit<ProposeInput, 'similar_to_resume_id'>): Promise<MatchResult[]> {
      const { userId, position } = asked;
      const input = await withRegionCities(asked);
      const rates = await currencyRates();
      const topSkills = (input.resume_draft?.skill_set ?? input.resume.skills).slice(0, 2);
      const base = baseSearch(position);
      const appliedOnHh = new Set<string>();
      const [byTitle, bySkills, remote, favorites] = await Promise.all([
        search(userId, { ...base, text: position.title }),
        topSkills.length === 0 ? Promise.resolve([]) : search(userId, { ...base, text: `${position.title} ${topSkills.join(' ')}` }),
        position.remote ? search(userId, { ...base, area: undefined, schedule: 'remote', text: position.title }) : Promise.resolve([]),
        position.use_favorites ? optional('favorites', userId, () => hh.forSeeker(userId).findFavoriteVacancies()) : Promise.resolve([]),
      ]);
      const candidates = mergeCandidates(
        [...byTitle, ...bySkills, ...remote, ...favorites].map(({ candidate, applied }) => {
          if (applied) appliedOnHh.add(candidate.id);
          return candidate;
        }),
      );
      return screenVacancies(screenInput(input, rates, candidates, appliedOnHh)).qualified;
    },

    /**
     * One vacancy read in full (GET /vacancies/{id}) and screened for a position as {@link findAll} does, so a
     * letter can be written from its key skills and reasons.
     * @returns the match; `{ vacancy, match: null }` when it no longer fits (archived, a test, applied on hh…);
     *   null when hh does not have it.
     */
    async matchOne(
      asked: Omit<ProposeInput, 'similar_to_resume_id'>,
      vacancyId: string,
    ): Promise<{ vacancy: VacancyCandidate; match: MatchResult | null } | null> {
      const input = await withRegionCities(asked);
      const full = await hh.forSeeker(input.userId).readVacancy(vacancyId);
      if (!full) return null;
      const rates = await currencyRates();
      const applied = full.applied ? [vacancyId] : [];
      const [match] = screenVacancies(screenInput(input, rates, [full.candidate], applied)).qualified;
      return { vacancy: full.candidate, match: match ?? null };
    },

    /**
     * The key skills the market asks for a title: hh search for the title in the
     * position's areas, the 20 most relevant vacancies read in full, their key_skills counted (computeMarketSkills).
     * @returns at most 15 skills, most frequent first; [] when hh finds nothing for the title.
     * @throws AppError hh_not_integrated / hh_unavailable from the hh connection.
     */
    async marketSkills(userId: string, position: Pick<PositionInput, 'title' | 'areas'>): Promise<MarketSkill[]> {
      const items = await search(userId, { text: position.title, area: position.areas.map((a) => a.id), per_page: SEARCH_PER_PAGE, no_magic: true });
      const relevant = items
        .map((item) => item.candidate)
        .filter((candidate) => scoreTitleRelevance(position.title, candidate.name) >= 0.6)
        .slice(0, MARKET_SAMPLE);
      const full = await readFull(userId, relevant);
      return computeMarketSkills(
        full.map((item) => item.candidate),
        { title: position.title },
      );
    },

    /**
     * How often the vacancies matching a title ask for each key skill («Как усилить резюме»): the same sample as
     * {@link marketSkills} (hh search for the title in the position's areas, the 20 most relevant read in full).
     * @returns `sample`: how many vacancies were counted; `skills`: at most `limit` (default 40), most asked first.
     * @throws AppError hh_not_integrated / hh_unavailable from the hh connection.
     */
    async skillDemand(userId: string, position: Pick<PositionInput, 'title' | 'areas'>, limit = 40): Promise<{ sample: number; skills: MarketSkill[] }> {
      const items = await search(userId, { text: position.title, area: position.areas.map((a) => a.id), per_page: SEARCH_PER_PAGE, no_magic: true });
      const relevant = items
        .map((item) => item.candidate)
        .filter((candidate) => scoreTitleRelevance(position.title, candidate.name) >= 0.6)
        .slice(0, MARKET_SAMPLE);
      const full = (await readFull(userId, relevant)).map((item) => item.candidate);
      return { sample: full.length, skills: computeMarketSkills(full, { limit }) };
    },

    /**
     * The ways to widen a position's search when hh holds fewer than 3 vacancies that meet its constraints, each
     * with how many more fitting vacancies (not among `proposed`) hh holds that way, screened by the same rules
     * (title, salary, remote, applied to, the current employer…), nearby cities first:
     * - 'nearby_areas': the cities near the position's cities (engines/matching nearby.ts: within 100 km; Moscow and
     *   Saint Petersburg with their oblast's towns) where hh holds fitting vacancies for the title, nearest first, as
     *   many as the position has room for (20 cities in all);
     * - 'remote': remote vacancies anywhere (unless the position takes remote work already);
     * - 'related_title': up to two nearby titles that hh's vacancies in the position's cities bear, found by the
     *   title and its words.
     * @returns the options that would find at least one more vacancy; [] when none would.
     * @throws AppError hh_not_integrated / hh_unavailable; hh_refused when hh refuses the search.
     */
    async widenOptions(asked: Omit<ProposeInput, 'similar_to_resume_id'>, proposed: readonly string[]): Promise<WidenOption[]> {
      const { userId, position } = asked;
      const input = await withRegionCities(asked);
      const rates = await currencyRates();
      const base = baseSearch(position);
      const appliedOnHh = new Set<string>();
      const collect = (items: readonly FoundVacancy[]) =>
        items.map(({ candidate, applied }) => {
          if (applied) appliedOnHh.add(candidate.id);
          return candidate;
        });
      const room = POSITION_LIMITS.areasMax - position.areas.length;
      const near = room > 0 ? nearbyAreas(position.areas, await russianAreas(userId)).slice(0, NEARBY_SEARCHED) : [];
      const [nearby, remote, ...local] = await Promise.all([
        near.length === 0 ? Promise.resolve([]) : searchPages(userId, { ...base, area: near.map((area) => area.id), text: position.title }, NEARBY_PAGES),
        position.remote ? Promise.resolve([]) : search(userId, { ...base, area: undefined, schedule: 'remote', text: position.title }),
        ...[position.title, ...titleWords(position.title)].map((text) => search(userId, { ...base, text })),
      ]);
      const notProposed = (matches: readonly MatchResult[]) => matches.filter((match) => !proposed.includes(match.vacancy.id));
      const more = (matches: readonly MatchResult[]) => notProposed(matches).length;
      const options: WidenOption[] = [];
      if (near.length > 0) {
        const widened = { ...input, position: { ...input.position, areas: [...input.position.areas, ...near.map(({ id, name }) => ({ id, name }))] } };
        const found = notProposed(screenVacancies(screenInput(widened, rates, mergeCandidates(collect(nearby)), appliedOnHh)).qualified);
        const cities = near.filter((area) => found.some((match) => match.vacancy.area?.id === area.id)).slice(0, room);
        const count = found.filter((match) => cities.some((area) => area.id === match.vacancy.area?.id)).length;
        if (count > 0) options.push({ kind: 'nearby_areas', areas: cities.map(({ id, name }) => ({ id, name })), found: count });
      }
      if (!position.remote) {
        const widened = { ...input, position: { ...input.position, remote: true } };
        const found = more(screenVacancies(screenInput(widened, rates, mergeCandidates(collect(remote)), appliedOnHh)).qualified);
        if (found > 0) options.push({ kind: 'remote', found });
      }
      const candidates = mergeCandidates(local.flatMap((items) => collect(items)));
      const screened = screenVacancies(screenInput(input, rates, candidates, appliedOnHh));
      const offTitle = new Set(screened.excluded.filter((item) => item.reason === 'title').map((item) => item.vacancy_id));
      for (const { title } of relatedTitles(
        candidates.filter((candidate) => offTitle.has(candidate.id)),
        position.title,
      )) {
        const widened = { ...input, position: { ...input.position, title } };
        const found = more(screenVacancies(screenInput(widened, rates, candidates, appliedOnHh)).qualified);
        if (found > 0) options.push({ kind: 'related_title', title, found });
      }
      return options;
    },

    /**
     * 3–5 vacancies for a position, best first. Candidates come from hh search (the title; the title
     * with the top skills; remote vacancies anywhere when the position takes remote work — each in the position's
     * areas), hh favourites when `use_favorites`, and the vacancies similar to the resume. A first
     * ranking on the search items picks 15 to read in full; those are ranked again with their key skills. Vacancies
     * already applied to (through Otklik, or hh's relations say so), archived ones, those with a test and the current
     * employer's are left out. With fewer than 3, the search is widened once: each word of the title searched on its
     * own (the ranking still asks the vacancy's title to fit).
     * @returns the ranked matches (may be fewer than 3 when hh has no more).
     * @throws AppError hh_not_integrated / hh_unavailable; hh_refused / hh_not_found when hh refuses the search.
     */
    async propose(asked: ProposeInput): Promise<MatchResult[]> {
      const { userId, position } = asked;
      const input = await withRegionCities(asked);
      const rates = await currencyRates();
      const topSkills = (input.resume_draft?.skill_set ?? input.resume.skills).slice(0, 2);
      const base = baseSearch(position);
      const appliedOnHh = new Set<string>();
      const collect = (items: readonly FoundVacancy[]) =>
        items.map(({ candidate, applied }) => {
          if (applied) appliedOnHh.add(candidate.id);
          return candidate;
        });

      const rank = async (candidates: VacancyCandidate[]): Promise<MatchResult[]> => {
        const firstPass = screenVacancies(screenInput(input, rates, candidates, appliedOnHh)).qualified.slice(0, FULL_READS);
        const full = await readFull(
          userId,
          firstPass.map((match) => match.vacancy),
        );
        for (const item of full) if (item.applied) appliedOnHh.add(item.candidate.id);
        return rankVacancies(
          screenInput(
            input,
            rates,
            full.map((item) => item.candidate),
            appliedOnHh,
          ),
        );
      };

      const [byTitle, bySkills, remote, favorites, similar] = await Promise.all([
        search(userId, { ...base, text: position.title }),
        topSkills.length === 0 ? Promise.resolve([]) : search(userId, { ...base, text: `${position.title} ${topSkills.join(' ')}` }),
        position.remote ? search(userId, { ...base, area: undefined, schedule: 'remote', text: position.title }) : Promise.resolve([]),
        position.use_favorites ? optional('favorites', userId, () => hh.forSeeker(userId).findFavoriteVacancies()) : Promise.resolve([]),
        optional('similar', userId, () => hh.forSeeker(userId).findSimilarVacancies(input.similar_to_resume_id, { per_page: SEARCH_PER_PAGE })),
      ]);
      let candidates = mergeCandidates([...collect(byTitle), ...collect(bySkills), ...collect(remote), ...collect(favorites), ...collect(similar)]);
      let matches = await rank(candidates);
      if (matches.length < MIN_SUGGESTED_VACANCIES) {
        const wider = await Promise.all(titleWords(position.title).map((text) => search(userId, { ...base, text })));
        candidates = mergeCandidates([...candidates, ...wider.flatMap((items) => collect(items))]);
        matches = await rank(candidates);
      }
      return matches;
    },
  };
}
