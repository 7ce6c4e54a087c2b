import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The seeker's current subscription (spec §3 "Subscription (current)"), one row per user. Until paid plans land,
 * the row is created on the first read as a trial: `plan_id` 'trial', `trial_end` = created_at + TRIAL_DAYS.
 * `subscription_expiry` is the end of a paid period (null on the trial). Times are UTC.
 */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  isCancelled: boolean('is_cancelled').notNull().default(false),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  subscriptionExpiry: timestamp('subscription_expiry', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;
