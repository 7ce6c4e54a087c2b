/**
 * /vacancy (paid seekers only; hidden during the trial): every vacancy the assistant proposed for the seeker's
 * positions, from every source, and every other one its searches find, with why each fits; «Откликнуться» writes the
 * letter and queues the application through the same letter step as «Готово» (it counts against the daily quota
 * there); «Не интересно» hides it and is the same negative signal as an uncheck (engines/matching/signals.ts).
 */
import { type Application, type FoundVacancy, VACANCY_PAGE_SIZE, type VacancyHideResult, type VacancyList, type VacancyListQuery } from '@otklik/contracts';
import type { PositionRow } from '../../db/schema/positions';
import type { CurrencyRates, MatchResult } from '../../domain/vacancy';
import { toProposalCard } from '../../engines/matching';
import type { Clock } from '../../lib/clock';
import { mapWithConcurrency } from '../../lib/concurrency';
import type { ApplicationsService } from '../applications';
import { isPublished, toPositionInput, type PositionsService } from '../positions';
import type { LetterStep, ProposalsService } from '../proposals';
import type { VacancySearch } from '../vacancy-search';
import { vacanciesErrors } from './vacancies.errors';

/** Most vacancies the searches add to one list (the proposals come on top). */
export const VACANCY_LIST_MAX = 100;
/** Positions searched at once for one list. */
const POSITION_CONCURRENCY = 2;
/** How long one position's search results are reused between pages and filters, in ms. */
export const SEARCH_CACHE_MS = 60_000;
/** Most (seeker, position) search results kept in memory at once; the oldest goes first. */
const SEARCH_CACHE_ENTRIES = 500;

export interface VacanciesServiceDeps {
  clock: Clock;
  positions: Pick<PositionsService, 'listRows' | 'owned'>;
  search: Pick<VacancySearch, 'findAll' | 'matchOne' | 'currencyRates'>;
  proposals: Pick<ProposalsService, 'signals' | 'dismissVacancy' | 'hiddenVacancyIds'>;
  letters: Pick<LetterStep, 'queueWithLetters'>;
  applications: Pick<ApplicationsService, 'appliedVacancyIds' | 'findByVacancies'>;
  /** The subscription module: the plan that grants paid access now, or null (trial, lapsed, none). */
  plans: { paidPlan(userId: string): Promise<unknown> };
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export type VacanciesService = ReturnType<typeof createVacanciesService>;

/** A position vacancies can be found and sent for: resume published, not paused. */
const isActive = (row: PositionRow): boolean => isPublished(row) && row.pausedAt === null && row.resumeSnapshot !== null && row.resumeDraft !== null;

/** The offered salary's top (or bottom when no top) in ₽ by hh's rates (units per 1 ₽); null when unknown. */
function salaryInRubles(salary: FoundVacancy['salary'], rates: CurrencyRates): number | null {
  const amount = salary?.to ?? salary?.from ?? null;
  if (amount === null) return null;
  const rate = rates[salary?.currency ?? 'RUR'];
  return rate ? amount / rate : null;
}

export function createVacanciesService(deps: VacanciesServiceDeps) {
  const { clock, positions, search, proposals, letters, applications, plans, log } = deps;

  /** @throws 403 'Access denied' unless a paid plan is active now. */
  async function requirePaid(userId: string): Promise<void> {
    if (!(await plans.paidPlan(userId))) throw vacanciesErrors.paidOnly();
  }

  async function ratesOrRubles(): Promise<CurrencyRates> {
    try {
      return await search.currencyRates();
    } catch {
      return { RUR: 1 };
    }
  }

  /** What the search and the screening need of a position and the seeker. */
  async function searchInput(userId: string, row: PositionRow) {
    const snapshot = row.resumeSnapshot;
    if (snapshot === null) throw vacanciesErrors.positionNotReady();
    return {
      snapshot,
      draft: row.resumeDraft ?? { title: row.title, skill_set: [], skills: '', experience: [] },
      userId,
      position: toPositionInput(row),
      resume: snapshot.facts,
      resume_draft: row.resumeDraft,
      applied_vacancy_ids: await applications.appliedVacancyIds(userId),
      current_employer_ids: snapshot.current_employer_ids,
      signals: await proposals.signals(userId),
      now: clock.now(),
    };
  }

  /** The seeker's position for an action on /vacancy. @throws 404 / 409 proposals_not_ready / 409 position_paused. */
  async function activePosition(userId: string, positionId: string): Promise<PositionRow> {
    const row = await positions.owned(userId, positionId);
    if (row.pausedAt !== null) throw vacanciesErrors.positionPaused();
    if (!isActive(row)) throw vacanciesErrors.positionNotReady();
    return row;
  }

  /** hh search results per (seeker, position, last change of the position): when they were read, and the matches. */
  const searches = new Map<string, { at: number; matches: Promise<MatchResult[]> }>();

  /**
   * The position's search matches ({@link VacancySearch.findAll}), reused for {@link SEARCH_CACHE_MS} while the
   * position is unchanged; a failed search is not kept.
   */
  function searchCached(userId: string, row: PositionRow): Promise<MatchResult[]> {
    const key = `${userId}:${row.id}:${row.updatedAt.getTime()}`;
    const now = clock.now().getTime();
    const cached = searches.get(key);
    if (cached && now - cached.at < SEARCH_CACHE_MS) return cached.matches;
    const matches = searchInput(userId, row).then((input) => search.findAll(input));
    searches.delete(key);
    searches.set(key, { at: now, matches });
    matches.catch(() => searches.delete(key));
    while (searches.size > SEARCH_CACHE_ENTRIES) searches.delete(searches.keys().next().value as string);
    return matches;
  }

  return {
    /**
     * GET /api/vacancies: for the seeker's active positions (published resume, not paused), or `position_id` only,
     * every vacancy the assistant proposed (whatever its source: search, favourites, similar to the resume; applied to
     * or not, with the application's status) and every other vacancy the searches find (not applied to; at most
     * {@link VACANCY_LIST_MAX}); none the seeker hid with «Не интересно». Filtered by `area_id`, `salary_from` (the
     * offered top, compared in ₽ by hh's rates with the amount in the position's currency), `remote` and `source`.
     * The proposals first, then best first; a vacancy found for two positions is listed once (as a proposal, else
     * for the position it fits better). One page of {@link VACANCY_PAGE_SIZE}; a page past the end is empty. A
     * position's search results are reused for {@link SEARCH_CACHE_MS}, so paging does not search hh again.
     * @throws 403 'Access denied' without a paid plan; 404 position_not_found for a position that is not theirs.
     */
    async list(userId: string, query: VacancyListQuery): Promise<VacancyList> {
      await requirePaid(userId);
      const rows = (await positions.listRows(userId)).filter(isActive);
      if (query.position_id !== undefined && !rows.some((row) => row.id === query.position_id)) {
        await positions.owned(userId, query.position_id); // 404 for someone else's; an inactive own one lists nothing
      }
      const selected = query.position_id === undefined ? rows : rows.filter((row) => row.id === query.position_id);
      const hidden = await proposals.hiddenVacancyIds(userId);
      const appliedIds = new Set(await applications.appliedVacancyIds(userId));
      const found = await mapWithConcurrency(selected, POSITION_CONCURRENCY, async (row) => {
        const position = toPositionInput(row);
        const proposed = (row.proposals ?? []).map((stored) => ({
          ...toProposalCard({ vacancy: stored.candidate, score: stored.proposal.score, reasons: stored.reasons }, position),
          position_id: row.id,
          position_title: row.title,
          proposed: true,
        }));
        const searched = (await searchCached(userId, row)).map((match) => ({
          ...toProposalCard(match, position),
          position_id: row.id,
          position_title: row.title,
          proposed: false,
        }));
        return [...proposed, ...searched];
      });
      const rates = query.salary_from === undefined ? null : await ratesOrRubles();
      const best = new Map<string, Omit<FoundVacancy, 'application_status'>>();
      for (const item of found.flat()) {
        if (hidden.has(item.vacancy_id)) continue;
        // A search result applied to meanwhile (the searches are reused for a minute) is on /responses now.
        if (!item.proposed && appliedIds.has(item.vacancy_id)) continue;
        if (query.area_id !== undefined && item.area?.id !== query.area_id) continue;
        if (query.remote === 'true' && !item.remote) continue;
        if (query.source === 'proposed' ? !item.proposed : query.source !== undefined && !item.sources.includes(query.source)) continue;
        if (query.salary_from !== undefined && rates) {
          const offered = salaryInRubles(item.salary, rates);
          const wanted = query.salary_from / (rates[item.reasons.salary.expected_currency] ?? 1);
          if (offered === null || offered < wanted) continue;
        }
        const kept = best.get(item.vacancy_id);
        const better = !kept || (item.proposed && !kept.proposed) || (item.proposed === kept.proposed && kept.score < item.score);
        if (better) best.set(item.vacancy_id, item);
      }
      const all = [...best.values()];
      const listed = [
        ...all.filter((item) => item.proposed).sort((a, b) => b.score - a.score),
        ...all
          .filter((item) => !item.proposed)
          .sort((a, b) => b.score - a.score)
          .slice(0, VACANCY_LIST_MAX),
      ];
      const page = query.page ?? 1;
      const shown = listed.slice((page - 1) * VACANCY_PAGE_SIZE, page * VACANCY_PAGE_SIZE);
      const applied = await applications.findByVacancies(
        userId,
        shown.map((item) => item.vacancy_id),
      );
      return {
        items: shown.map((item) => ({ ...item, application_status: applied.get(item.vacancy_id)?.status ?? null })),
        total: listed.length,
        page,
        per_page: VACANCY_PAGE_SIZE,
        positions: rows.map((row) => ({ id: row.id, title: row.title, areas: row.areas })),
      };
    },

    /**
     * POST /api/vacancies/{vacancy_id}/apply {position_id} («Откликнуться»): reads the vacancy in full, screens it
     * for the position, and hands it to the letter step «Готово» uses: a checked letter in the position's next style
     * (the styles take turns over the position's applications), queued through the sending pipeline (sent after the
     * commit, within the daily quota).
     * @returns the queued application.
     * @throws 403 'Access denied'; 404 position_not_found; 409 proposals_not_ready / position_paused / already_applied /
     *   vacancy_unavailable; 404 hh_not_found; 422 letter_ungrounded (nothing queued).
     */
    async apply(userId: string, vacancyId: string, positionId: string): Promise<Application> {
      await requirePaid(userId);
      const row = await activePosition(userId, positionId);
      if ((await applications.findByVacancies(userId, [vacancyId])).has(vacancyId)) throw vacanciesErrors.alreadyApplied();
      const input = await searchInput(userId, row);
      const found = await search.matchOne(input, vacancyId);
      if (!found) throw vacanciesErrors.vacancyNotFound();
      if (!found.match) throw vacanciesErrors.vacancyUnavailable();
      const { match } = found;
      const [application] = await letters.queueWithLetters(userId, { ...row, resumeSnapshot: input.snapshot, resumeDraft: input.draft }, [
        { vacancy: match.vacancy, score: match.score, reasons: match.reasons },
      ]);
      if (!application) throw new Error(`application to ${vacancyId} was not queued`);
      log.info({ userId, positionId: row.id, vacancyId }, 'application queued from /vacancy');
      return application;
    },

    /**
     * POST /api/vacancies/{vacancy_id}/hide {position_id} («Не интересно»): hides the vacancy from the list and stores
     * it as the position's negative signal (the same one an uncheck at «Готово» leaves). Idempotent.
     * @throws 403 'Access denied'; 404 position_not_found; 404 hh_not_found when hh does not have the vacancy.
     */
    async hide(userId: string, vacancyId: string, positionId: string): Promise<VacancyHideResult> {
      await requirePaid(userId);
      const row = await positions.owned(userId, positionId);
      if (row.resumeSnapshot === null) throw vacanciesErrors.positionNotReady();
      const found = await search.matchOne(await searchInput(userId, row), vacancyId);
      if (!found) throw vacanciesErrors.vacancyNotFound();
      await proposals.dismissVacancy(userId, row.id, found.vacancy);
      return { vacancy_id: vacancyId, hidden: true };
    },
  };
}
