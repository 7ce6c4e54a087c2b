import type { ApplicationStatus, FeedbackStatus, LetterStyle } from '@otklik/contracts';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { positions } from './positions';
import { users } from './users';

/**
 * An application: one response to one hh vacancy, sent through the seeker's hh account.
 * The natural key UNIQUE (user_id, vacancy_id) allows one application per seeker and vacancy, so a double click, a
 * retried confirm or a rerun job never makes a second one.
 * - `status`: queued → sending → sent → invited | rejected; failed (`failure_reason`); assisted_apply (hh refused it
 *   through the API: the letter is kept and `apply_alternate_url` is where the seeker applies by hand);
 * - `resume_id`: the hh resume it is sent with; `cover_letter` in `letter_style`, written when it was queued;
 * - `attempts`: claims by the send job; `next_attempt_at`: for a queued application, not before this time (the daily
 *   quota or hh's limit_exceeded moved it to the next UTC midnight; null = now); for a sending one, the lease of the
 *   attempt in flight (no other attempt may claim it before); `hh_retry_at`: while hh fails, when the next attempt is
 *   due (shown on /responses as «HH.ru не отвечает, повторим в HH:MM»), cleared once the application is settled;
 * - `hh_negotiation_id`, `sent_at` once hh took it (201, or found through GET /negotiations); `confirmed_at` once
 *   GET /negotiations showed it exists at hh; `viewed_at` when the status sync first saw the employer had opened it
 *   (hh's `viewed_by_opponent`, or an invitation / rejection); null while unseen.
 * Times are UTC.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    vacancyId: text('vacancy_id').notNull(),
    vacancyName: text('vacancy_name').notNull(),
    employerName: text('employer_name'),
    areaName: text('area_name'),
    alternateUrl: text('alternate_url').notNull(),
    applyAlternateUrl: text('apply_alternate_url').notNull(),
    resumeId: text('resume_id').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull().default('queued'),
    failureReason: text('failure_reason'),
    coverLetter: text('cover_letter').notNull(),
    letterStyle: text('letter_style').$type<LetterStyle>().notNull(),
    hhNegotiationId: text('hh_negotiation_id'),
    feedbackStatus: text('feedback_status').$type<FeedbackStatus>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** When the next attempt is due after hh failed (429/5xx/no answer); null when the application is not waiting on hh. */
    hhRetryAt: timestamp('hh_retry_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When our status sync first saw the employer had viewed it (the dashboard's «viewed» stage); null until then. */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_user_id_vacancy_id_key').on(t.userId, t.vacancyId),
    index('applications_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('applications_status_next_attempt_at_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** A row of `applications` as Drizzle reads it. */
export type ApplicationRow = typeof applications.$inferSelect;
/** A row of `applications` to insert (defaults may be left out). */
export type NewApplicationRow = typeof applications.$inferInsert;
