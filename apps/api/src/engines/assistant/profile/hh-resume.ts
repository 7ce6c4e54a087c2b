/**
 * The hh resume as the profile extractor reads it: hh's GET /resumes/{id} owner view (hh field names), only the
 * fields the profile uses, unknown fields kept. Dates are hh's 'YYYY-MM-DD'; `end` null is the current job.
 */
import { z } from 'zod';

const idName = z.looseObject({ id: z.string(), name: z.string().optional() });

/** One place of work of an hh resume. */
export const hhExperienceInputSchema = z.looseObject({
  company: z.string().nullable(),
  position: z.string().nullable(),
  start: z.string().nullable().optional(),
  end: z.string().nullable().optional(),
  area: z.looseObject({ id: z.string().optional(), name: z.string().optional() }).nullable().optional(),
  description: z.string().nullable().optional(),
});

/** hh's resume: title, experience (most recent first), skill_set, education (level and primary), language. */
export const hhResumeInputSchema = z.looseObject({
  title: z.string().nullable().optional(),
  area: z.looseObject({ id: z.string().optional(), name: z.string().optional() }).nullable().optional(),
  experience: z.array(hhExperienceInputSchema).optional(),
  skill_set: z.array(z.string()).optional(),
  skills: z.string().nullable().optional(),
  education: z
    .looseObject({
      level: idName.nullable().optional(),
      primary: z
        .array(
          z.looseObject({
            name: z.string(),
            organization: z.string().nullable().optional(),
            result: z.string().nullable().optional(),
            year: z.number().int().nullable().optional(),
          }),
        )
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
  language: z.array(z.looseObject({ id: z.string(), name: z.string().optional(), level: idName.nullable().optional() })).optional(),
});
export type HhResumeInput = z.infer<typeof hhResumeInputSchema>;
