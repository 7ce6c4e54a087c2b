/**
 * The first labelled persona set (__fixtures__/personas/*.json): each persona's position settings, a coherent hh
 * resume (hh's GET /resumes/{id} field names), 5 questions and answers, and the expected facts. Read by tests and by
 * the bench; persona-input.ts maps a persona to the assistant's inputs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { NUMBER_UNITS } from '../profile/profile.schema';

const monthOrNull = z
  .string()
  .regex(/^\d{4}-\d{2}$/u)
  .nullable();

/**
 * A persona's hh resume as the file holds it: hh's GET /resumes/{id} field names (it is also the body the sandbox
 * creates the persona's applicant from). Checked loosely here; __fixtures__/persona-input.ts maps it to ResumeFacts
 * with the hh port's own mapping (integrations/hh toResumeFacts), so the engine reads what the port gives.
 */
const personaHhResumeSchema = z.looseObject({
  title: z.string().nullable().optional(),
  area: z.looseObject({ id: z.string().optional(), name: z.string().optional() }).nullable().optional(),
  experience: z
    .array(
      z.looseObject({
        company: z.string().nullable(),
        position: z.string().nullable(),
        start: z.string().nullable().optional(),
        end: z.string().nullable().optional(),
        description: z.string().nullable().optional(),
      }),
    )
    .optional(),
  skill_set: z.array(z.string()).optional(),
  skills: z.string().nullable().optional(),
  education: z.looseObject({}).nullable().optional(),
  language: z.array(z.looseObject({ id: z.string() })).optional(),
});

/** One persona: position settings, a coherent hh resume, 5 questions and answers, and the expected facts. */
export const personaSchema = z.object({
  id: z.string(),
  profession: z.string(),
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/u),
  position: z.object({
    title: z.string(),
    areas: z.array(z.object({ id: z.string(), name: z.string() })).min(1),
    salary: z.object({ amount: z.number().positive(), currency: z.enum(['RUR', 'USD']) }),
    remote: z.boolean(),
  }),
  hh_resume: personaHhResumeSchema,
  questions: z.array(z.object({ id: z.string(), text: z.string(), topic: z.string(), experience_index: z.number().int().optional() })).length(5),
  answers: z.array(z.object({ question_id: z.string(), text: z.string().min(1) })).length(5),
  labels: z.object({
    experience: z.array(z.object({ employer: z.string(), role: z.string(), start: monthOrNull, end: monthOrNull, current: z.boolean() })),
    achievements: z.array(z.object({ employer: z.string(), numbers: z.array(z.object({ value: z.number(), unit: z.enum(NUMBER_UNITS).nullable() })).min(1) })),
    education: z.array(
      z.object({ institution: z.string(), year: z.number().int().nullable(), speciality: z.string().nullable(), level: z.string().nullable() }),
    ),
    languages: z.array(z.object({ id: z.string(), level: z.string().nullable() })),
    answer_skills: z.array(z.string()),
    irrelevant_hh_skills: z.array(z.string()),
  }),
});
export type Persona = z.infer<typeof personaSchema>;

const personaDir = new URL('./personas/', import.meta.url);

/** Every persona of the set, in file-name order, validated. */
export function loadPersonas(): Persona[] {
  return readdirSync(personaDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => personaSchema.parse(JSON.parse(readFileSync(new URL(f, personaDir), 'utf8'))));
}
