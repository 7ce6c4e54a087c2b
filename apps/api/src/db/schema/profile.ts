import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Pending e-mail changes (/profile, PATCH /api/users/me with a new e-mail). The new address gets a single-use link
 * valid for 24 hours; only the SHA-256 hex of its token is stored. `used_at` is set when the link is opened or
 * superseded by a newer request. The account's e-mail changes only on confirmation. Times are UTC.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_user_id_idx').on(t.userId)],
);

export type EmailChangeRow = typeof emailChanges.$inferSelect;
