import { z } from 'zod';
import { applicationSchema, applicationStatusSchema } from './applications';
import { POSITION_LIMITS, positionAreaSchema, proposalSchema } from './positions';

/**
 * GET /api/vacancies query (the Vacancies menu entry, paid seekers only, hidden during the trial): filters of the list.
 * - `position_id`: only this position's vacancies (all positions when absent);
 * - `area_id`: only vacancies in this hh area (a city of the positions);
 * - `salary_from`: only vacancies whose offered salary reaches this much per month, in the position's currency
 *   (vacancies without a salary are left out when it is set);
 * - `remote`: 'true' for remote vacancies only;
 * - `source`: only the assistant's proposals ('proposed'), or only vacancies found by hh search, similar to the resume
 *   or in the seeker's hh favourites;
 * - `page`: which page of {@link VACANCY_PAGE_SIZE} (1 when absent).
 */
export const vacancyListQuerySchema = z.object({
  position_id: z.uuid().optional(),
  area_id: z.string().trim().min(1).max(20).optional(),
  salary_from: z.coerce.number().int().positive().max(POSITION_LIMITS.salaryMax).optional(),
  remote: z.enum(['true', 'false']).optional(),
  source: z.enum(['proposed', 'search', 'similar', 'favorites']).optional(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
});

/** Vacancies on one page of GET /api/vacancies. */
export const VACANCY_PAGE_SIZE = 20;
export type VacancyListQuery = z.infer<typeof vacancyListQuerySchema>;

/**
 * A vacancy the assistant found for one of the seeker's positions, with why it fits (the proposal card's fields):
 * `proposed` when it is one of the position's 3–5 proposals; `application_status` when the seeker has applied to it
 * (through «Готово» or /vacancy), else null.
 */
export const foundVacancySchema = proposalSchema.extend({
  position_id: z.string(),
  position_title: z.string(),
  proposed: z.boolean(),
  application_status: applicationStatusSchema.nullable(),
});
export type FoundVacancy = z.infer<typeof foundVacancySchema>;

/**
 * GET /api/vacancies answer, one page: every vacancy the assistant proposed for the seeker's active positions (first,
 * applied to or not) and every other one its searches find (not applied to), none hidden; `total` over all pages,
 * `page` and `per_page` as served; `positions` are the filter's choices (id, title, cities).
 */
export const vacancyListSchema = z.object({
  items: z.array(foundVacancySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
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
