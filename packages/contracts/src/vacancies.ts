import { z } from 'zod';
import { applicationSchema } from './applications';
import { POSITION_LIMITS, positionAreaSchema, proposalSchema } from './positions';

/**
 * GET /api/vacancies query (spec §2 Vacancies entry, paid seekers only): filters of the list.
 * - `position_id`: only this position's vacancies (all positions when absent);
 * - `area_id`: only vacancies in this hh area (a city of the positions);
 * - `salary_from`: only vacancies whose offered salary reaches this much per month, in the position's currency
 *   (vacancies without a salary are left out when it is set);
 * - `remote`: 'true' for remote vacancies only.
 */
export const vacancyListQuerySchema = z.object({
  position_id: z.uuid().optional(),
  area_id: z.string().trim().min(1).max(20).optional(),
  salary_from: z.coerce.number().int().positive().max(POSITION_LIMITS.salaryMax).optional(),
  remote: z.enum(['true', 'false']).optional(),
});
export type VacancyListQuery = z.infer<typeof vacancyListQuerySchema>;

/** A vacancy the assistant found for one of the seeker's positions, with why it fits (the proposal card's fields). */
export const foundVacancySchema = proposalSchema.extend({
  position_id: z.string(),
  position_title: z.string(),
});
export type FoundVacancy = z.infer<typeof foundVacancySchema>;

/**
 * GET /api/vacancies answer: every vacancy found for the seeker's active positions (best first per position, at most
 * 100), none already applied to or hidden; `positions` are the filter's choices (id, title, cities).
 */
export const vacancyListSchema = z.object({
  items: z.array(foundVacancySchema),
  positions: z.array(z.object({ id: z.string(), title: z.string(), areas: z.array(positionAreaSchema) })),
});
export type VacancyList = z.infer<typeof vacancyListSchema>;

/** hh vacancy id in a path (digits, as hh gives them). */
export const vacancyIdParamsSchema = z.object({ vacancy_id: z.string().regex(/^\d{1,20}$/) });

/** POST /api/vacancies/{vacancy_id}/apply and /hide body: the position the vacancy was found for. */
export const vacancyActionBodySchema = z.strictObject({ position_id: z.uuid() });
export type VacancyActionBody = z.infer<typeof vacancyActionBodySchema>;

/** POST /api/vacancies/{vacancy_id}/apply answer (201): the queued application, sent by the same pipeline. */
export const vacancyApplyResultSchema = applicationSchema;

/** POST /api/vacancies/{vacancy_id}/hide answer: the vacancy is hidden from the list. */
export const vacancyHideResultSchema = z.object({ vacancy_id: z.string(), hidden: z.literal(true) });
export type VacancyHideResult = z.infer<typeof vacancyHideResultSchema>;
