import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Otklik accounts. E-mails are stored lower-cased and trimmed (packages/contracts emailSchema),
 * so the unique constraint is case-insensitive in practice. `password_hash` is an argon2id PHC string.
 * Timestamps are UTC (`timestamptz`).
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name'),
  telegram: text('telegram'),
  portfolioLink: text('portfolio_link'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLogin: timestamp('last_login', { withTimezone: true }),
});

export type UserRow = typeof users.$inferSelect;
