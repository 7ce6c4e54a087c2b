/**
 * The output schema of the OpenAI-compatible engine's candidate profile: the candidate profile's own shape
 * (profile/profile.schema.ts) with one difference — a source names the answer and QUOTES the words instead of giving
 * character offsets, which models count badly. checks/llm-profile.ts locates the quotes and checks them.
 */
import { z } from 'zod';
import { EDUCATION_LEVELS, GOAL_KINDS, LANGUAGE_LEVELS, NUMBER_UNITS, PROVENANCE_SOURCES, profileMonthSchema } from '../profile';

/**
 * One source as the model gives it. `answer`: `answerId` (the question id) and `quote`, the seeker's words copied
 * exactly; `hh_resume`: `path` into the hh resume ('experience[0].company', 'skill_set[2]', 'education.primary[0].year',
 * 'language[0]'), `quote` optional (words of that field). `seeker` is not the model's to claim and is refused.
 */
export const llmProvenanceSchema = z.object({
  source: z.enum(PROVENANCE_SOURCES),
  answerId: z.string().nullable(),
  quote: z.string().nullable(),
  path: z.string().nullable(),
});
export type LlmProvenance = z.infer<typeof llmProvenanceSchema>;

const sources = z.array(llmProvenanceSchema);
const textFact = z.object({ value: z.string().nullable(), sources });
const monthFact = z.object({ value: profileMonthSchema.nullable(), precision: z.enum(['month', 'year']).nullable(), sources });
const achievement = z.object({
  text: z.string(),
  numbers: z.array(z.object({ value: z.number(), unit: z.enum(NUMBER_UNITS).nullable(), role: z.enum(['from', 'to', 'by', 'amount']), raw: z.string() })),
  sources,
});

/**
 * The candidate profile as the model fills it: candidateProfileSchema field for field, with quotes in place of spans
 * (and no spans on numbers). Plain objects, enums and nullable fields only, as strict structured output requires.
 */
export const llmProfileSchema = z.object({
  experience: z.array(
    z.object({
      id: z.string(),
      employer: textFact,
      role: textFact,
      start: monthFact,
      end: monthFact,
      current: z.object({ value: z.boolean(), sources }),
      location: textFact,
      achievements: z.array(achievement),
    }),
  ),
  unattributedAchievements: z.array(achievement),
  education: z.array(
    z.object({
      institution: textFact,
      year: z.object({ value: z.number().int().nullable(), sources }),
      speciality: textFact,
      level: z.object({ value: z.enum(EDUCATION_LEVELS).nullable(), sources }),
      /** True for a course, retraining or certificate (hh's additional education), false for a degree or diploma. */
      course: z.boolean(),
    }),
  ),
  skills: z.array(z.object({ name: z.string(), sources })),
  languages: z.array(z.object({ id: z.string(), name: z.string(), level: z.enum(LANGUAGE_LEVELS).nullable(), sources })),
  goals: z.array(z.object({ kind: z.enum(GOAL_KINDS), text: z.string(), sources })),
});
export type LlmProfile = z.infer<typeof llmProfileSchema>;
