import { z } from 'zod';
import { isoDateTimeSchema } from './common';

/** Fixed `detail` texts of the /api/interviews calls. Tests assert them verbatim. */
export const INTERVIEW_DETAIL = {
  notFound: 'Interview not found',
  linkInvalid: 'Vacancy link must be an hh.ru vacancy link, e.g. https://hh.ru/vacancy/123456',
  vacancyUnknown: 'Vacancy not found at HH',
  deleted: 'Interview deleted',
} as const;

/** How the interview is held: online or on-site. */
export const INTERVIEW_FORMATS = ['online', 'on_site'] as const;
export const interviewFormatSchema = z.enum(INTERVIEW_FORMATS);
export type InterviewFormat = z.infer<typeof interviewFormatSchema>;

/**
 * The hh vacancy id of a vacancy link, or null when the link is not one: `https://hh.ru/vacancy/<id>` (any hh.ru
 * subdomain, e.g. spb.hh.ru; query and fragment ignored), or `<origin>/vacancies/<id>` (hh's API URL of a vacancy,
 * which the hh sandbox serves). The API additionally checks that `<origin>` is the configured hh API.
 */
export function hhVacancyIdOf(link: string): { id: string; origin: string; kind: 'site' | 'api' } | null {
  // A regex rather than URL: this package has no DOM or Node types (it runs in both).
  const match = /^(https?):\/\/([a-z0-9.-]+)(:\d{1,5})?(\/[^?#\s]*)?(?:[?#]\S*)?$/i.exec(link.trim());
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase();
  const origin = `${scheme}://${host}${match[3] ?? ''}`;
  const path = match[4] ?? '/';
  const site = /^\/vacancy\/(\d{1,12})\/?$/.exec(path);
  if (site?.[1] && (host === 'hh.ru' || host.endsWith('.hh.ru'))) return { id: site[1], origin, kind: 'site' };
  const api = /^\/vacancies\/(\d{1,12})\/?$/.exec(path);
  if (api?.[1]) return { id: api[1], origin, kind: 'api' };
  return null;
}

/** A vacancy link as the API accepts it: a URL that {@link hhVacancyIdOf} reads (max 500 characters). */
export const hhVacancyLinkSchema = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .refine((value) => hhVacancyIdOf(value) !== null, { message: INTERVIEW_DETAIL.linkInvalid });

/**
 * POST /api/interviews and PUT /api/interviews/{id} body: company name, a required hh vacancy link,
 * the date and time (ISO-8601 with offset; stored UTC), the format, notes; `application_id` links the record to the
 * application whose invitation it came from (optional).
 */
export const interviewBodySchema = z.object({
  company_name: z.string().trim().min(1).max(200),
  vacancy_link: hhVacancyLinkSchema,
  scheduled_at: isoDateTimeSchema,
  format: interviewFormatSchema,
  notes: z.string().trim().max(5000).default(''),
  application_id: z.uuid().nullable().optional(),
});
export type InterviewBody = z.input<typeof interviewBodySchema>;

/**
 * An interview record. `vacancy_name` and `employer_name` are what hh said when the link was resolved (GET
 * /vacancies/{id}); `vacancy_url` is the hh.ru page. Dates are ISO-8601 UTC.
 */
export const interviewSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  vacancy_link: z.string(),
  vacancy_id: z.string(),
  vacancy_name: z.string(),
  employer_name: z.string().nullable(),
  vacancy_url: z.string(),
  scheduled_at: isoDateTimeSchema,
  format: interviewFormatSchema,
  notes: z.string(),
  application_id: z.string().nullable(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
});
export type Interview = z.infer<typeof interviewSchema>;

/** GET /api/interviews answer: the seeker's interviews, soonest first. */
export const interviewListSchema = z.array(interviewSchema);

/** /api/interviews/{id} path parameters. */
export const interviewIdParamsSchema = z.object({ id: z.uuid() });

/** GET /api/interviews/vacancy query: a vacancy link to resolve. */
export const vacancyLookupQuerySchema = z.object({ link: hhVacancyLinkSchema });

/** GET /api/interviews/vacancy answer: the vacancy behind a link, as hh describes it. */
export const vacancyLookupSchema = z.object({
  vacancy_id: z.string(),
  vacancy_name: z.string(),
  employer_name: z.string().nullable(),
  vacancy_url: z.string(),
});
export type VacancyLookup = z.infer<typeof vacancyLookupSchema>;

/**
 * GET /api/interviews/prefill query: the application whose invitation the interview comes from (`application`, from
 * /responses), or the vacancy link of an invitation notification (`vacancy_link`, from the bell). One is required.
 */
export const interviewPrefillQuerySchema = z
  .object({ application: z.uuid().optional(), vacancy_link: hhVacancyLinkSchema.optional() })
  .refine((query) => query.application !== undefined || query.vacancy_link !== undefined, { message: 'application or vacancy_link is required' });

/** GET /api/interviews/prefill answer: the fields a new record starts with. */
export const interviewPrefillSchema = z.object({
  application_id: z.string().nullable(),
  company_name: z.string(),
  vacancy_link: z.string(),
  vacancy_name: z.string(),
});
export type InterviewPrefill = z.infer<typeof interviewPrefillSchema>;
