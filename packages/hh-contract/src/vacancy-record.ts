import { z } from 'zod';

const idName = z.object({ id: z.string(), name: z.string() }).nullable();

/**
 * One saved hh vacancy, as the vacancy data files keep it (one JSON object per line, ../shared/data/README.md):
 * hh's own field names and shapes from GET /vacancies and GET /vacancies/{id}, with `null` where the source did not
 * keep a field. Looser than hh's answers where old dumps are: `area.id` may be null (small towns), `salary.currency`
 * null (one source), `employer.id` absent, professional roles without a name. The hh sandbox loads its catalogue
 * with this schema; Otklik's benches read the same files with it.
 */
export const hhVacancyRecordSchema = z.object({
  id: z.string().regex(/^\d+$/),
  name: z.string().min(1),
  area: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  salary: z
    .object({
      from: z.number().nullable(),
      to: z.number().nullable(),
      currency: z.string().nullable(),
      gross: z.boolean().nullable(),
    })
    .nullable(),
  employer: z.object({ id: z.string().nullable().optional(), name: z.string() }).nullable(),
  snippet: z.object({ requirement: z.string().nullable(), responsibility: z.string().nullable() }).nullable(),
  description: z.string().nullable(),
  key_skills: z.array(z.object({ name: z.string() })).nullable(),
  schedule: idName,
  experience: idName,
  employment: idName,
  professional_roles: z.array(z.object({ id: z.string(), name: z.string().nullable() })).optional(),
  published_at: z.string().nullable(),
  created_at: z.string().optional(),
  alternate_url: z.string(),
});
export type HhVacancyRecord = z.infer<typeof hhVacancyRecordSchema>;
