import type { Answer, LetterStyle, PositionArea, PositionCurrency, PositionStage, Proposal } from '@otklik/contracts';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Question, ResumeDraft, ResumeFacts } from '../../domain/position';
import type { MarketSkill, MatchReasons, VacancyCandidate } from '../../domain/vacancy';
import { users } from './users';

/**
 * The seeker's hh resume as the assistant read it when the questions were made (GET /resumes/{id}): its facts, and
 * the hh ids of the employers of its current jobs (left out of the proposals).
 */
export interface StoredResumeSnapshot {
  facts: ResumeFacts;
  current_employer_ids: string[];
}

/** A proposed vacancy as stored: what the card shows, plus the candidate and reasons the letter is written from. */
export interface StoredProposal {
  proposal: Proposal;
  candidate: VacancyCandidate;
  reasons: MatchReasons;
}

/**
 * A position: the seeker's job target and the assistant's work on it (5 questions → 3 to 5 proposals → «Готово» →
 * applications sent).
 * - the form: title, the chosen hh resume (`resume_id`, its title), favourites flag, `areas` (hh areas), remote,
 *   salary per month (`salary_amount` in `salary_currency`: RUR = ₽, USD = $), 1–3 letter styles in the chosen order;
 * - `stage`: questions → resume → vacancies → done;
 * - the questionnaire: `questions` (exactly 5, made on first read), `answers` (as given), the resume snapshot and
 *   the market's key skills for the title they were made from;
 * - the written resume: `resume_draft` (grounded before it is saved), the engine that wrote it and `draft_answers_key`
 *   (SHA-256 of the answers it was written from: a changed answer means a new draft);
 * - the resume on hh: `hh_resume_id`/`hh_resume_url`/`hh_resume_title` once POST /resumes answered, `published_at`
 *   once POST /resumes/{id}/publish did; `publish_started_at` claims the publication against a double click;
 * - `proposals`: the 3–5 vacancies proposed, best first, with `proposed_at`;
 * - `paused_at`: set while the seeker paused the position (its queued applications are not sent, nothing new is
 *   proposed or applied to); `deleted_at`: the seeker deleted it — it is gone from every list, its applications stay
 *   in the history (/responses) with its title.
 * Times are UTC.
 */
export const positions = pgTable(
  'positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    resumeId: text('resume_id').notNull(),
    resumeTitle: text('resume_title').notNull(),
    useFavorites: boolean('use_favorites').notNull(),
    areas: jsonb('areas').$type<PositionArea[]>().notNull(),
    remote: boolean('remote').notNull(),
    salaryAmount: integer('salary_amount').notNull(),
    salaryCurrency: text('salary_currency').$type<PositionCurrency>().notNull(),
    letterStyles: jsonb('letter_styles').$type<LetterStyle[]>().notNull(),
    stage: text('stage').$type<PositionStage>().notNull().default('questions'),
    resumeSnapshot: jsonb('resume_snapshot').$type<StoredResumeSnapshot>(),
    marketSkills: jsonb('market_skills').$type<MarketSkill[]>(),
    questions: jsonb('questions').$type<Question[]>(),
    answers: jsonb('answers').$type<Answer[]>().notNull().default([]),
    resumeDraft: jsonb('resume_draft').$type<ResumeDraft>(),
    draftEngine: text('draft_engine').$type<'builtin' | 'llm'>(),
    draftAnswersKey: text('draft_answers_key'),
    publishStartedAt: timestamp('publish_started_at', { withTimezone: true }),
    hhResumeId: text('hh_resume_id'),
    hhResumeUrl: text('hh_resume_url'),
    hhResumeTitle: text('hh_resume_title'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    proposals: jsonb('proposals').$type<StoredProposal[]>(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('positions_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

/** A row of `positions` as Drizzle reads it. */
export type PositionRow = typeof positions.$inferSelect;
/** A row of `positions` to insert (defaults may be left out). */
export type NewPositionRow = typeof positions.$inferInsert;
