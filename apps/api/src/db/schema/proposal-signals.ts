import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { positions } from './positions';
import { users } from './users';

/**
 * A proposal the seeker left unchecked when pressing «Готово»: a negative signal for the seeker's next
 * batches of proposals. One row per (position, vacancy). What is kept of the vacancy: its hh employer (id when hh
 * gave one, and name), the meaningful words of its title (canonical keys) and its salary band (the band of the middle
 * of the monthly offer in ₽, on a ×1.25 scale; null without a salary). `hidden_at` is set when the seeker hid the
 * vacancy with «Не интересно» on /vacancy (it is no longer listed there); a proposal merely left unchecked keeps it
 * null and stays listed. Rows go with the position and the user. Times are UTC.
 */
export const proposalSignals = pgTable(
  'proposal_signals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    vacancyId: text('vacancy_id').notNull(),
    employerId: text('employer_id'),
    employerName: text('employer_name'),
    titleTerms: jsonb('title_terms').$type<string[]>().notNull(),
    salaryBand: integer('salary_band'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('proposal_signals_position_vacancy_idx').on(t.positionId, t.vacancyId), index('proposal_signals_user_id_idx').on(t.userId)],
);

/** A row of `proposal_signals` as Drizzle reads it. */
export type ProposalSignalRow = typeof proposalSignals.$inferSelect;
