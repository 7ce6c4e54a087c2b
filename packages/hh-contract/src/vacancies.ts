import { z } from 'zod';
import { areaRefSchema, hhDateTimeSchema, idNameSchema, pagedSchema } from './common';

/**
 * Deprecated `salary` of a vacancy: `{from, to, currency, gross}`, amounts in `currency` units per month
 * (`currency` is a `code` of /dictionaries `currency`, e.g. RUR). Null when the employer gave no salary (spec VacancySalary).
 */
export const hhVacancySalarySchema = z
  .looseObject({
    from: z.number().nullable(),
    to: z.number().nullable(),
    currency: z.string().nullable(),
    gross: z.boolean().nullable().optional(),
  })
  .nullable();
export type HhVacancySalary = z.infer<typeof hhVacancySalarySchema>;

/**
 * `salary_range`, the current salary field: bounds, `currency`, `gross` and the granularity `mode`
 * (`MONTH`, `HOUR`…) and `frequency` (nullable). Null when no salary (spec VacancySalaryRangeSalaryRangeOutput).
 */
export const hhSalaryRangeSchema = z
  .looseObject({
    from: z.number().nullable(),
    to: z.number().nullable(),
    currency: z.string(),
    gross: z.boolean(),
    mode: idNameSchema,
    frequency: idNameSchema.nullable().optional(),
  })
  .nullable();
export type HhSalaryRange = z.infer<typeof hhSalaryRangeSchema>;

/** The employer embedded in a vacancy (spec VacanciesEmployerPublic). `id` and urls are null for hidden employers. */
export const hhVacancyEmployerSchema = z.looseObject({
  id: z.string().nullable().optional(),
  name: z.string(),
  url: z.string().nullable().optional(),
  alternate_url: z.string().nullable().optional(),
  logo_urls: z.record(z.string(), z.string()).nullable().optional(),
  vacancies_url: z.string().nullable().optional(),
  trusted: z.boolean(),
  accredited_it_employer: z.boolean().optional(),
});
export type HhVacancyEmployer = z.infer<typeof hhVacancyEmployerSchema>;

/** Search snippet; strings may contain `<highlighttext>…</highlighttext>` around the query words: sanitize them. */
export const hhSnippetSchema = z.looseObject({
  requirement: z.string().nullable().optional(),
  responsibility: z.string().nullable().optional(),
});
export type HhSnippet = z.infer<typeof hhSnippetSchema>;

/** `type` of a vacancy: `open`, `closed`, `anonymous` or `direct` (dictionary `vacancy_type`). */
export const hhVacancyTypeSchema = z.looseObject({ id: z.string(), name: z.string().optional() });

/**
 * The fields every representation of a vacancy shares: the favourites list item, the negotiation's `vacancy`,
 * the search item and the full vacancy (spec VacanciesStandardVacancyFields).
 * The product relies on: id, name, urls (`apply_alternate_url` is the assisted-apply fallback), area, employer,
 * salary/salary_range, has_test, response_letter_required, archived, type and relations
 * (applicant only: favorited, got_response, got_invitation, got_rejection…).
 */
export const hhVacancyShortSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  url: z.string(),
  alternate_url: z.string(),
  apply_alternate_url: z.string(),
  area: areaRefSchema,
  employer: hhVacancyEmployerSchema,
  salary: hhVacancySalarySchema,
  salary_range: hhSalaryRangeSchema.optional(),
  has_test: z.boolean(),
  response_letter_required: z.boolean(),
  archived: z.boolean().nullable().optional(),
  type: hhVacancyTypeSchema,
  relations: z.array(z.string()),
  published_at: hhDateTimeSchema,
  created_at: hhDateTimeSchema.optional(),
  response_url: z.string().nullable().optional(),
  department: z.looseObject({ id: z.string(), name: z.string() }).nullable().optional(),
  premium: z.boolean().nullable().optional(),
});
export type HhVacancyShort = z.infer<typeof hhVacancyShortSchema>;

/** Fields search items and full vacancies add: deprecated `schedule`/`employment`, `experience`, `work_format`… */
const classificationFields = {
  professional_roles: z.array(idNameSchema),
  schedule: idNameSchema.nullable().optional(),
  employment: idNameSchema.nullable().optional(),
  employment_form: idNameSchema.nullable().optional(),
  experience: idNameSchema.nullable().optional(),
  work_format: z.array(idNameSchema).optional(),
  accept_incomplete_resumes: z.boolean().optional(),
};

/**
 * One item of GET /vacancies (spec VacanciesVacanciesItem). `key_skills` and `description` are NOT in search
 * items; only the full vacancy has them.
 */
export const hhVacancySearchItemSchema = hhVacancyShortSchema.extend({
  ...classificationFields,
  snippet: hhSnippetSchema,
});
export type HhVacancySearchItem = z.infer<typeof hhVacancySearchItemSchema>;

/**
 * GET /vacancies/{vacancy_id} (spec VacanciesVacancyForApplicant): the search fields plus the HTML
 * `description` and `key_skills[] {name}` (at most 30). `url` (itself) may be absent; `relations` is filled only
 * for an applicant token.
 */
export const hhVacancySchema = hhVacancyShortSchema.extend({
  ...classificationFields,
  url: z.string().optional(),
  relations: z.array(z.string()).optional(),
  description: z.string(),
  key_skills: z.array(z.looseObject({ name: z.string() })),
  test: z.looseObject({ required: z.boolean() }).nullable().optional(),
  expires_at: hhDateTimeSchema.optional(),
  allow_messages: z.boolean().optional(),
});
export type HhVacancy = z.infer<typeof hhVacancySchema>;

/**
 * GET /vacancies and GET /resumes/{id}/similar_vacancies (spec VacanciesVacanciesResponse): a page of search
 * items plus `clusters`/`arguments` (null unless asked for) and `alternate_url` of the same search on the site.
 * `found` is the full count; `page * per_page` cannot reach 2000.
 */
export const hhVacanciesResponseSchema = pagedSchema(hhVacancySearchItemSchema).extend({
  clusters: z.array(z.unknown()).nullable(),
  arguments: z.array(z.unknown()).nullable(),
  alternate_url: z.string().nullable().optional(),
  fixes: z.unknown().optional(),
  suggests: z.unknown().optional(),
});
export type HhVacanciesResponse = z.infer<typeof hhVacanciesResponseSchema>;

/** GET /vacancies/favorited: a paged list of vacancy short forms with `relations` containing `favorited`. */
export const hhFavoritedVacanciesSchema = pagedSchema(hhVacancyShortSchema);
export type HhFavoritedVacancies = z.infer<typeof hhFavoritedVacanciesSchema>;
