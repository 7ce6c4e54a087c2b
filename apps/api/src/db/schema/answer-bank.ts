import type { AnswerBankFacts } from '@otklik/contracts';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The answer bank: one row per seeker holding the typed facts for employers' questionnaires (salary,
 * notice period, relocation, work format, business trips, English level, portfolio link, years per skill, work permit,
 * citizenship). `facts` is validated at the edge by packages/contracts answerBankFactsSchema before it is written;
 * a fact the seeker never filled is null. Work permit and citizenship are only what the seeker typed. Times are UTC.
 */
export const answerBanks = pgTable('answer_banks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  facts: jsonb('facts').$type<AnswerBankFacts>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A row of `answer_banks` as Drizzle reads it. */
export type AnswerBankRow = typeof answerBanks.$inferSelect;
