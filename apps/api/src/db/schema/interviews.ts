import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The seeker's interview records: company name and a required hh vacancy link. `vacancy_id`,
 * `vacancy_name`, `employer_name` and `vacancy_url` are what hh answered for the link (GET /vacancies/{id}) when it
 * was saved. `format`: 'online' | 'on_site'. `application_id` names the application whose invitation it came from
 * (no foreign key: the record outlives a deleted application). Times are UTC.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    vacancyLink: text('vacancy_link').notNull(),
    vacancyId: text('vacancy_id').notNull(),
    vacancyName: text('vacancy_name').notNull(),
    employerName: text('employer_name'),
    vacancyUrl: text('vacancy_url').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    format: text('format').$type<'online' | 'on_site'>().notNull(),
    notes: text('notes').notNull().default(''),
    applicationId: uuid('application_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('interviews_user_id_scheduled_at_idx').on(t.userId, t.scheduledAt)],
);

export type InterviewRow = typeof interviews.$inferSelect;
