import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { positions } from './positions';
import { users } from './users';

/**
 * A skill the seeker confirmed having («У меня есть этот навык» in «Как усилить резюме»): a fact whose
 * source is the seeker, so a resume may state it. One row per seeker and skill (`skill_key`: the skill's canonical
 * key, so «PostgreSQL» and «Postgres» are one). `position_id`: the position it was confirmed on (null once that
 * position is gone). Times are UTC.
 */
export const seekerSkills = pgTable(
  'seeker_skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id').references(() => positions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    skillKey: text('skill_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seeker_skills_user_key_idx').on(t.userId, t.skillKey)],
);

/** A row of `seeker_skills` as Drizzle reads it. */
export type SeekerSkillRow = typeof seekerSkills.$inferSelect;
