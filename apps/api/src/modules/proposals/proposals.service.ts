/**
 * Proposals of a position: 3–5 vacancies for the published resume with why each fits, and «Готово», which writes a
 * checked cover letter for each chosen one and queues the applications (the letter step).
 */
import { POSITION_LIMITS, type Application, type PositionArea, type ProposalList, type WidenBody } from '@otklik/contracts';
import type { Db } from '../../db/client';
import type { PositionRow, StoredProposal } from '../../db/schema/positions';
import { MIN_SUGGESTED_VACANCIES, toDismissalSignal, toProposalCard, type DismissalSignal } from '../../engines/matching';
import type { CurrencyRates, VacancyCandidate } from '../../domain/vacancy';
import type { Clock } from '../../lib/clock';
import type { ApplicationsService } from '../applications';
import { isPublished, type PositionsService, toPositionInput } from '../positions';
import { proposalsErrors } from './proposals.errors';
import { hiddenVacancyIdsOfUser, insertHiddenSignal, insertSignals, signalsOfUser } from './signals.repository';
import type { VacancySearch } from '../vacancy-search';
import type { LetterStep } from './letter-step.service';

export interface ProposalsServiceDeps {
  db: Db;
  clock: Clock;
  positions: Pick<PositionsService, 'owned' | 'update'>;
  letters: Pick<LetterStep, 'queueWithLetters'>;
  vacancies: Pick<VacancySearch, 'propose' | 'widenOptions' | 'currencyRates'>;
  applications: Pick<ApplicationsService, 'appliedVacancyIds' | 'findByVacancies'>;
}

export type ProposalsService = ReturnType<typeof createProposalsService>;

/** The position's cities with `added` after them: each hh area once (by id), at most 20 in all (the first ones kept). */
function withAreas(areas: readonly PositionArea[], added: readonly PositionArea[]): PositionArea[] {
  const byId = new Map<string, PositionArea>();
  for (const area of [...areas, ...added]) if (!byId.has(area.id)) byId.set(area.id, area);
  return [...byId.values()].slice(0, POSITION_LIMITS.areasMax);
}

export function createProposalsService({ db, clock, positions, letters, vacancies, applications }: ProposalsServiceDeps) {
  /** hh's rates for the salary band of a signal; without them only ₽ salaries get a band. */
  async function ratesOrRubles(): Promise<CurrencyRates> {
    try {
      return await vacancies.currencyRates();
    } catch {
      return { RUR: 1 };
    }
  }

  /**
   * The list as the seeker sees it: the stored proposals, and when there are fewer than 3, the ways to widen the
   * search that would find more (hh is asked again, so the offer follows the market).
   */
  async function listOf(userId: string, row: PositionRow, stored: readonly StoredProposal[]): Promise<ProposalList> {
    const items = stored.map((p) => p.proposal);
    if (items.length >= MIN_SUGGESTED_VACANCIES || row.resumeSnapshot === null) return { items };
    const widen = await vacancies.widenOptions(
      {
        userId,
        position: toPositionInput(row),
        resume: row.resumeSnapshot.facts,
        resume_draft: row.resumeDraft,
        applied_vacancy_ids: await applications.appliedVacancyIds(userId),
        current_employer_ids: row.resumeSnapshot.current_employer_ids,
        signals: await signalsOfUser(db, userId),
        now: clock.now(),
      },
      items.map((item) => item.vacancy_id),
    );
    return { items, widen };
  }

  const service = {
    /** Every negative signal of the seeker (unchecked proposals and vacancies hidden on /vacancy), oldest first. */
    signals(userId: string): Promise<DismissalSignal[]> {
      return signalsOfUser(db, userId);
    },

    /** The hh vacancy ids the seeker hid with «Не интересно» on /vacancy (unchecked proposals are not among them). */
    hiddenVacancyIds(userId: string): Promise<Set<string>> {
      return hiddenVacancyIdsOfUser(db, userId);
    },

    /**
     * «Не интересно» on /vacancy: stores the vacancy as a negative signal of the position, the same one an uncheck
     * at «Готово» leaves (employer, title terms, salary band), marked hidden, so it leaves the list and vacancies like
     * it rank lower. A second call changes nothing.
     */
    async dismissVacancy(userId: string, positionId: string, vacancy: VacancyCandidate): Promise<void> {
      await insertHiddenSignal(db, userId, positionId, toDismissalSignal(vacancy, await ratesOrRubles()), clock.now());
    },

    /**
     * POST /api/positions/{id}/proposals[?refresh=true]: 3–5 vacancies for the published resume, best first, with why
     * each fits (vacancies service: hh search, favourites, similar vacancies; matching: one copy per job, vacancies
     * like the ones the seeker unchecked on any of their positions ranked lower and marked `dismissed_similar`).
     * Stored, then returned (`created`). Idempotent: once made, the stored ones come back (`created` false) — unless
     * `refresh`, which makes a new batch («Подобрать ещё») in place of the stored one, leaving out every vacancy
     * already applied to, and moves the position back to the 'vacancies' stage.
     * @throws 409 proposals_not_ready before the resume is published; 409 position_paused for a new batch of a paused one.
     */
    async propose(userId: string, id: string, options: { refresh?: boolean } = {}): Promise<{ proposals: ProposalList; created: boolean }> {
      const row = await positions.owned(userId, id);
      if (!isPublished(row) || row.resumeSnapshot === null) throw proposalsErrors.proposalsNotReady();
      if (row.proposals !== null && options.refresh !== true) {
        return { proposals: await listOf(userId, row, row.proposals), created: false };
      }
      if (row.pausedAt !== null) throw proposalsErrors.positionPaused();
      const position = toPositionInput(row);
      const matches = await vacancies.propose({
        userId,
        position,
        resume: row.resumeSnapshot.facts,
        resume_draft: row.resumeDraft,
        similar_to_resume_id: row.hhResumeId ?? row.resumeId,
        applied_vacancy_ids: await applications.appliedVacancyIds(userId),
        current_employer_ids: row.resumeSnapshot.current_employer_ids,
        signals: await signalsOfUser(db, userId),
        now: clock.now(),
      });
      const proposals: StoredProposal[] = matches.map((match) => ({
        proposal: toProposalCard(match, position),
        candidate: match.vacancy,
        reasons: match.reasons,
      }));
      const updated = await positions.update(row.id, {
        proposals,
        proposedAt: clock.now(),
        ...(row.stage === 'done' ? { stage: 'vacancies' as const } : {}),
      });
      return { proposals: await listOf(userId, updated, proposals), created: true };
    },

    /**
     * POST /api/positions/{id}/proposals/widen {kind[, areas | title]}: the widening the seeker chose when fewer than
     * 3 vacancies fit, saved on the position — the nearby cities added to its cities ('nearby_areas'; a city it has
     * already is not added twice, and it keeps at most 20), remote work accepted ('remote'), or the related title as
     * the position's title ('related_title') — then a new batch made as «Подобрать ещё» makes it.
     * @returns the new batch (and, if it is still short, the ways left to widen it).
     * @throws 409 proposals_not_ready before the resume is published; 409 position_paused.
     */
    async widen(userId: string, id: string, body: WidenBody): Promise<ProposalList> {
      const row = await positions.owned(userId, id);
      if (!isPublished(row) || row.resumeSnapshot === null) throw proposalsErrors.proposalsNotReady();
      if (row.pausedAt !== null) throw proposalsErrors.positionPaused();
      await positions.update(
        row.id,
        body.kind === 'nearby_areas' ? { areas: withAreas(row.areas, body.areas) } : body.kind === 'remote' ? { remote: true } : { title: body.title },
      );
      return (await service.propose(userId, id, { refresh: true })).proposals;
    },

    /**
     * GET /api/positions/{id}/proposals: the stored proposals.
     * @throws 409 proposals_not_ready before the resume is published; 404 proposals_not_made before POST.
     */
    async getProposals(userId: string, id: string): Promise<ProposalList> {
      const row = await positions.owned(userId, id);
      if (!isPublished(row)) throw proposalsErrors.proposalsNotReady();
      if (row.proposals === null) throw proposalsErrors.proposalsNotMade();
      return listOf(userId, row, row.proposals);
    },

    /**
     * POST /api/positions/{id}/confirm {vacancy_ids} («Готово»): only proposed vacancies, at least one. The letter
     * step writes each a checked cover letter, the styles taking turns in the order checked (continuing from the
     * position's earlier applications), and queues them in one transaction, sent after the commit. A double click or a retry returns the same
     * applications and writes no new letters. Stage → 'done'. The proposals left unchecked are stored as negative
     * signals of the seeker (employer, title terms, salary band) that rank similar vacancies lower in later batches.
     * A paused position's applications are queued and wait until it is resumed (the pipeline skips them).
     * @throws 409 proposals_not_ready; 400 nothing_selected / unknown_vacancy; 422 letter_ungrounded (nothing queued).
     */
    async confirm(userId: string, id: string, vacancyIds: readonly string[]): Promise<{ items: Application[] }> {
      const row = await positions.owned(userId, id);
      if (!isPublished(row) || row.proposals === null || row.hhResumeId === null || row.resumeDraft === null || row.resumeSnapshot === null) {
        throw proposalsErrors.proposalsNotReady();
      }
      const chosen = [...new Set(vacancyIds)];
      if (chosen.length === 0) throw proposalsErrors.nothingSelected();
      const byId = new Map(row.proposals.map((p) => [p.candidate.id, p]));
      const picked = chosen.map((vacancyId) => byId.get(vacancyId));
      if (picked.some((p) => p === undefined)) throw proposalsErrors.unknownVacancy();
      const existing = await applications.findByVacancies(userId, chosen);
      const targets = (picked as StoredProposal[])
        .filter((stored) => !existing.has(stored.candidate.id))
        .map((stored) => ({ vacancy: stored.candidate, score: stored.proposal.score, reasons: stored.reasons }));
      await letters.queueWithLetters(userId, { ...row, resumeSnapshot: row.resumeSnapshot, resumeDraft: row.resumeDraft }, targets);
      const unchecked = row.proposals.filter((p) => !chosen.includes(p.candidate.id));
      if (unchecked.length > 0) {
        const rates = await ratesOrRubles();
        await insertSignals(
          db,
          userId,
          row.id,
          unchecked.map((p) => toDismissalSignal(p.candidate, rates)),
        );
      }
      if (row.stage !== 'done') await positions.update(row.id, { stage: 'done' });
      const all = await applications.findByVacancies(userId, chosen);
      return { items: chosen.flatMap((vacancyId) => (all.has(vacancyId) ? [all.get(vacancyId) as Application] : [])) };
    },
  };
  return service;
}
