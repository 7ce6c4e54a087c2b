/**
 * The candidate profile: the facts the resume composer,
 * the letter writer and the grounding check may use, each with where it came from. The built-in engine fills it
 * deterministically (extract-profile.ts); the OpenAI-compatible engine fills the same schema through structured
 * outputs, so the schema stays JSON-schema-friendly: plain objects, enums, nullable fields, no transforms, no unions.
 */
import { z } from 'zod';

/** A month 'YYYY-MM', as hh writes experience dates without the day. */
export const profileMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/u, 'expected YYYY-MM');

/**
 * A character span [start, end) into an answer. The pair is checked by a refinement rather than tuple or minItems
 * keywords, which structured outputs do not accept.
 */
const spanSchema = z.array(z.number().int().nonnegative()).refine((s) => s.length === 2 && (s[0] ?? 0) <= (s[1] ?? 0), 'span is [start, end]');

/** Where a fact came from: an answer (with a character span into that answer's text), an hh resume field, or the seeker. */
export const PROVENANCE_SOURCES = ['answer', 'hh_resume', 'seeker'] as const;

/**
 * One source of a fact. `answer`: `answerId` (the question id the answer belongs to) and `span` [start, end) in
 * UTF-16 code units of that answer's text, `path` null. `hh_resume`: `path` into hh's resume object
 * (e.g. 'experience[0].company'), `answerId` and `span` null. `seeker`: confirmed by hand, all three null.
 */
export const provenanceSchema = z
  .object({
    source: z.enum(PROVENANCE_SOURCES),
    answerId: z.string().nullable(),
    span: spanSchema.nullable(),
    path: z.string().nullable(),
  })
  .refine(
    (p) =>
      p.source === 'answer'
        ? p.answerId !== null && p.span !== null && (p.span[0] ?? 0) <= (p.span[1] ?? 0) && p.path === null
        : p.source === 'hh_resume'
          ? p.path !== null && p.answerId === null && p.span === null
          : p.answerId === null && p.span === null && p.path === null,
    'provenance fields must match its source',
  );
export type Provenance = z.infer<typeof provenanceSchema>;

const sources = z.array(provenanceSchema);

/** A text fact: the value (null when no source says it) and every source that says it. */
export const textFactSchema = z.object({ value: z.string().nullable(), sources });
export type TextFact = z.infer<typeof textFactSchema>;

/**
 * A month fact. `precision` 'year' means only the year is known: a start then reads 'YYYY-01', an end 'YYYY-12',
 * and a writer must print the year only. 'month' is a stated or resolved month («три года» against today).
 */
export const monthFactSchema = z.object({
  value: profileMonthSchema.nullable(),
  precision: z.enum(['month', 'year']).nullable(),
  sources,
});
export type MonthFact = z.infer<typeof monthFactSchema>;

/** Units a number of an achievement can carry; `raw` keeps the unit as written. */
export const NUMBER_UNITS = ['ms', 's', 'min', 'h', 'day', 'percent', 'times', 'rub', 'usd', 'thousand', 'million', 'people', 'count'] as const;

/**
 * A number stated in an achievement: «с 2 с до 300 мс» gives {2, 's', role 'from'} and {300, 'ms', role 'to'};
 * «на 40%» {40, 'percent', 'by'}; «в 3 раза» {3, 'times', 'by'}. `span` is into the answer (null for hh text).
 */
export const achievementNumberSchema = z.object({
  value: z.number(),
  unit: z.enum(NUMBER_UNITS).nullable(),
  role: z.enum(['from', 'to', 'by', 'amount']),
  raw: z.string(),
  span: spanSchema.nullable(),
});
export type AchievementNumber = z.infer<typeof achievementNumberSchema>;

/** One achievement, said about the experience entry it sits in: its sentence, its numbers and its source. */
export const achievementSchema = z.object({ text: z.string(), numbers: z.array(achievementNumberSchema), sources });
export type Achievement = z.infer<typeof achievementSchema>;

/**
 * One job. `id` is stable within a profile ('hh-0' for hh's experience[0], 'answer-1' for an employer only the
 * answers name). Dates are months; `current` true means «по настоящее время» (then `end.value` is null).
 * `location` is the hh area name when hh has it.
 */
export const experienceEntrySchema = z.object({
  id: z.string(),
  employer: textFactSchema,
  role: textFactSchema,
  start: monthFactSchema,
  end: monthFactSchema,
  current: z.object({ value: z.boolean(), sources }),
  location: textFactSchema,
  achievements: z.array(achievementSchema),
});
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

/** hh's education levels (dictionary `education_level`). */
export const EDUCATION_LEVELS = ['secondary', 'special_secondary', 'unfinished_higher', 'higher', 'bachelor', 'master', 'candidate', 'doctor'] as const;
export const educationLevelSchema = z.enum(EDUCATION_LEVELS);
export type EducationLevel = z.infer<typeof educationLevelSchema>;

/**
 * One completed (or ongoing) education: institution, graduation year, speciality and hh level. `course` is true for a
 * course, retraining or certificate (hh's additional education, never a degree); absent means a degree.
 */
export const educationEntrySchema = z.object({
  institution: textFactSchema,
  year: z.object({ value: z.number().int().nullable(), sources }),
  speciality: textFactSchema,
  level: z.object({ value: educationLevelSchema.nullable(), sources }),
  course: z.boolean().optional(),
});
export type EducationEntry = z.infer<typeof educationEntrySchema>;

/**
 * One skill, its name normalised to hh's key_skills vocabulary («джанго» → Django). `source` is the first source's
 * kind; `sources` holds every piece of evidence (answer spans, hh skill_set paths).
 */
export const skillSchema = z.object({ name: z.string(), source: z.enum(PROVENANCE_SOURCES), sources });
export type Skill = z.infer<typeof skillSchema>;

/** hh's language levels (dictionary `language_level`): a1–c2 and l1 (native). */
export const LANGUAGE_LEVELS = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'l1'] as const;
export const languageLevelSchema = z.enum(LANGUAGE_LEVELS);

/** A language: hh's language id ('eng', 'deu', …), its Russian name, and its level when stated. */
export const languageSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: languageLevelSchema.nullable(),
  sources,
});
export type Language = z.infer<typeof languageSchema>;

/** Kinds of goals and preferences a seeker states. */
export const GOAL_KINDS = ['role', 'work_format', 'relocation', 'salary', 'growth', 'domain', 'other'] as const;

/** A goal or preference in the seeker's words («хочу в продуктовую команду», «только удалёнка»). */
export const goalSchema = z.object({ kind: z.enum(GOAL_KINDS), text: z.string(), sources });
export type Goal = z.infer<typeof goalSchema>;

/**
 * The candidate profile. `experience` is most recent first (as hh lists it). `unattributedAchievements` holds
 * results the seeker stated without saying where: a writer may use them only without an employer.
 */
export const candidateProfileSchema = z.object({
  experience: z.array(experienceEntrySchema),
  unattributedAchievements: z.array(achievementSchema),
  education: z.array(educationEntrySchema),
  skills: z.array(skillSchema),
  languages: z.array(languageSchema),
  goals: z.array(goalSchema),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;
