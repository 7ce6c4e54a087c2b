/**
 * The answer bank: the seeker's typed facts for employers' questionnaires, drafts of answers to pasted
 * questions, and the assisted-apply packet of an application hh would not take through the API (a required test or a
 * refusal). Reads and writes only the session seeker's own bank, positions and applications.
 */
import type { AnswerBank, AnswerBankFacts, AssistedPacket, DraftAnswer, Application } from '@otklik/contracts';
import type { Db } from '../../db/client';
import type { AnswerBankRow } from '../../db/schema/answer-bank';
import type { ProfileSources } from '../../engines/assistant';
import type { Clock } from '../../lib/clock';
import { draftAnswer, EMPTY_FACTS, packetAnswers, type ProfileView } from './answer-drafts';
import { answerBankErrors } from './answer-bank.errors';
import * as repo from './answer-bank.repository';
import { classifyQuestion } from './question-classifier';

/** A position as this module reads it (the positions service's row): its title and what the profile is read from. */
export interface PositionSource {
  title: string;
  resumeSnapshot: { facts: ProfileSources['resume'] } | null;
  questions: ProfileSources['questions'] | null;
  answers: ProfileSources['answers'];
}

export interface AnswerBankServiceDeps {
  db: Db;
  clock: Clock;
  /** The positions service: `owned` throws 404 position_not_found for an id that is not the seeker's; `list` is newest first. */
  positions: { owned(userId: string, id: string): Promise<PositionSource>; list(userId: string): Promise<{ items: { id: string }[] }> };
  /** The applications service: `getOwned` throws 404 application_not_found for an id that is not the seeker's. */
  applications: { getOwned(userId: string, id: string): Promise<Application> };
  /** engines/assistant profileOf: the deterministic candidate profile from the hh resume snapshot and the answers. */
  profileOf: (sources: ProfileSources) => Promise<ProfileView>;
  /**
   * The account's portfolio link (the users service, /profile «Личные данные»): the one place the link is stored.
   * The bank's `portfolio_url` reads and writes it, so /profile never holds two different links.
   */
  account: { portfolioLink(userId: string): Promise<string | null>; setPortfolioLink(userId: string, link: string | null): Promise<void> };
  log: { warn(obj: object, msg: string): void };
}

export type AnswerBankService = ReturnType<typeof createAnswerBankService>;

/** The bank as the API returns it: every fact (null when not filled) and when it changed (ISO UTC; null: never saved). */
function toAnswerBank(row: AnswerBankRow | null): AnswerBank {
  return { ...EMPTY_FACTS, ...(row?.facts ?? {}), updated_at: row?.updatedAt.toISOString() ?? null };
}

/** Positions whose profile a draft looks at, newest first, when no position is named. */
const POSITIONS_TRIED = 3;

export function createAnswerBankService({ db, clock, positions, applications, profileOf, account, log }: AnswerBankServiceDeps) {
  /** The bank as stored, with `portfolio_url` from the account (a link stored in the bank before is the fallback). */
  async function withAccountLink(userId: string, bank: AnswerBank): Promise<AnswerBank> {
    return { ...bank, portfolio_url: (await account.portfolioLink(userId)) ?? bank.portfolio_url };
  }

  async function facts(userId: string): Promise<AnswerBankFacts> {
    const { updated_at: _, ...all } = await withAccountLink(userId, toAnswerBank(await repo.findBank(db, userId)));
    return all;
  }

  /** A given `portfolio_url` goes to the account (null clears it); the bank keeps the other facts. */
  async function splitPortfolio(userId: string, body: Partial<AnswerBankFacts>): Promise<Partial<AnswerBankFacts>> {
    const { portfolio_url: link, ...rest } = body;
    if (link !== undefined) await account.setPortfolioLink(userId, link);
    return link === undefined ? rest : { ...rest, portfolio_url: null };
  }

  /** The named position (ownership-checked), or the newest one with a questionnaire begun; null when none. */
  async function positionFor(userId: string, positionId: string | undefined): Promise<PositionSource | null> {
    if (positionId !== undefined) return positions.owned(userId, positionId);
    const { items } = await positions.list(userId);
    for (const item of items.slice(0, POSITIONS_TRIED)) {
      const row = await positions.owned(userId, item.id);
      if (row.resumeSnapshot !== null && row.answers.length > 0) return row;
    }
    return null;
  }

  async function profileFrom(position: PositionSource | null): Promise<ProfileView | null> {
    if (position?.resumeSnapshot == null) return null;
    try {
      return await profileOf({
        resume: position.resumeSnapshot.facts,
        answers: position.answers,
        ...(position.questions ? { questions: position.questions } : {}),
        today: clock.now().toISOString().slice(0, 10),
      });
    } catch (error) {
      log.warn({ err: error }, 'the candidate profile could not be read; the draft uses the bank only');
      return null;
    }
  }

  return {
    /** GET /api/answer-bank: the seeker's bank (`portfolio_url`: the account's link); every fact null before the first save. */
    async get(userId: string): Promise<AnswerBank> {
      return withAccountLink(userId, toAnswerBank(await repo.findBank(db, userId)));
    },

    /**
     * PUT /api/answer-bank: replaces the whole bank; a fact left out becomes null, except `portfolio_url`, which is the
     * account's link and changes only when given. @returns the stored bank.
     */
    async replace(userId: string, body: Partial<AnswerBankFacts>): Promise<AnswerBank> {
      const bank = await splitPortfolio(userId, body);
      return withAccountLink(userId, toAnswerBank(await repo.saveBank(db, userId, { ...EMPTY_FACTS, ...bank }, clock.now())));
    },

    /**
     * PATCH /api/answer-bank: changes only the facts given (null clears one), in one transaction with the row locked,
     * so two answers saved at once both stay. @returns the stored bank.
     */
    async update(userId: string, patch: Partial<AnswerBankFacts>): Promise<AnswerBank> {
      const bank = await splitPortfolio(userId, patch);
      const row = await db.transaction(async (tx) => {
        const current = await repo.lockBank(tx, userId);
        return repo.saveBank(tx, userId, { ...EMPTY_FACTS, ...(current?.facts ?? {}), ...bank }, clock.now());
      });
      return withAccountLink(userId, toAnswerBank(row));
    },

    /**
     * POST /api/answer-bank/draft: classifies the pasted question and drafts the answer from the bank and, for
     * expertise, motivation and skill checks, the candidate profile of `positionId` (default: the newest position
     * with answers). A fact the bank lacks comes back as `missing` (the seeker is asked once, then it is stored).
     * @throws 404 position_not_found when `positionId` is not the seeker's.
     */
    async draft(userId: string, question: string, positionId?: string): Promise<DraftAnswer> {
      const { category } = classifyQuestion(question);
      const needsProfile = category === 'expertise' || category === 'motivation' || category === 'skill_check';
      const position = positionId !== undefined || needsProfile ? await positionFor(userId, positionId) : null;
      const profile = needsProfile ? await profileFrom(position) : null;
      return draftAnswer({ question, facts: await facts(userId), profile, positionTitle: position?.title ?? null });
    },

    /**
     * GET /api/applications/{id}/assisted-packet: the letter, the bank's answers to common questionnaire questions and
     * hh's apply link, for an application in assisted apply (a required test, a refusal, the employer's own site).
     * @throws 404 application_not_found (also another seeker's); 409 assisted_packet_unavailable for other statuses.
     */
    async packet(userId: string, applicationId: string): Promise<AssistedPacket> {
      const application = await applications.getOwned(userId, applicationId);
      if (application.status !== 'assisted_apply') throw answerBankErrors.packetUnavailable();
      return {
        application_id: application.id,
        vacancy_name: application.vacancy_name,
        employer_name: application.employer_name,
        failure_reason: application.failure_reason,
        letter: application.cover_letter,
        apply_url: application.apply_alternate_url,
        answers: packetAnswers(await facts(userId)),
      };
    },
  };
}
