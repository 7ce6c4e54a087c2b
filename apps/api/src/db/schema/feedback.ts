import { index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Feedback the seekers sent from the feedback dialog: `score` 1–5, `action` as the client
 * sent it (the trial-end prompt sends ''), `message` possibly empty. One row per send. Times are UTC.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    score: smallint('score').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_user_id_idx').on(t.userId)],
);

export type FeedbackRow = typeof feedback.$inferSelect;
