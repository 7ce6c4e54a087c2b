import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The seeker's bell notifications; they start unread. `fetched_at` is set the first time
 * POST /notifications/get_notifications hands the row to the client; POST /notifications/have_notifications is true
 * while some row has none. Deleting a notification deletes the row. Times are UTC.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    vacancyLink: text('vacancy_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt),
    // have_notifications (polled every 10 s per open tab) reads only this small partial index.
    index('notifications_unfetched_user_id_idx')
      .on(t.userId)
      .where(sql`${t.fetchedAt} is null`),
  ],
);

/**
 * Employer invitations already turned into a notification: one row per (seeker, hh negotiation id), the natural key
 * that makes the invitation poll idempotent.
 * It outlives the notification, so deleting the notification never brings the invitation back on the next poll.
 */
export const hhInvitations = pgTable(
  'hh_invitations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    negotiationId: text('negotiation_id').notNull(),
    vacancyId: text('vacancy_id'),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.negotiationId] })],
);

export type NotificationRow = typeof notifications.$inferSelect;
