import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One job of the seeker's confirmed work history (the positions module's SeekerJob): months YYYY-MM. */
export interface SeekerJobColumn {
  company: string;
  position: string | null;
  start: string | null;
  end: string | null;
  aliases: string[];
  bullets: string[];
}

/**
 * The seeker's work history as they confirmed or corrected it on a resume's review («Проверьте»): facts whose source
 * is the seeker, laid over every resume the assistant writes later. One row per seeker: `jobs` (employer, role,
 * months, the other names the assistant gave the employer, the achievements placed under it), `removed` (employer
 * keys the seeker took off a resume) and `left_out` (achievements under no job the seeker left off a resume, in the
 * resume's words). Times are UTC.
 */
export const seekerExperience = pgTable('seeker_experience', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  jobs: jsonb('jobs').$type<SeekerJobColumn[]>().notNull(),
  removed: jsonb('removed').$type<string[]>().notNull(),
  leftOut: jsonb('left_out').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A row of `seeker_experience` as Drizzle reads it. */
export type SeekerExperienceRow = typeof seekerExperience.$inferSelect;
