import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Seekers who may use the interview trainer (a separate site at TRAINER_URL; only support grants access).
 * A row per seeker with access; support grants and revokes it in /admin. `granted_by` is the admin
 * (null when the admin's account is gone). UTC.
 */
export const trainerAccess = pgTable('trainer_access', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A seeker's request for trainer access («Запросить доступ» on /interview). `status`: open → granted | declined
 * (answered by support with an optional `reply`) or closed (access was granted another way while it was open).
 * At most one open request per seeker (partial unique index). UTC.
 */
export const trainerAccessRequests = pgTable(
  'trainer_access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'open' | 'granted' | 'declined' | 'closed'>().notNull().default('open'),
    message: text('message').notNull().default(''),
    reply: text('reply'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trainer_access_requests_one_open')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('trainer_access_requests_status_idx').on(t.status, t.createdAt),
  ],
);
export type TrainerAccessRequestRow = typeof trainerAccessRequests.$inferSelect;
