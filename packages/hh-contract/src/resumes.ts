import { z } from 'zod';
import { areaRefSchema, hhDateTimeSchema, idNameSchema, pagedSchema } from './common';

/** `access.type.id` comes from dictionary `resume_access_type` (no_one, whitelist, blacklist, clients, everyone, direct). */
export const hhResumeAccessSchema = z.looseObject({ type: idNameSchema });

/** A resume's expected salary: `amount` in `currency` units (a /dictionaries `currency` code) per month. */
export const hhResumeSalarySchema = z.looseObject({ amount: z.number(), currency: z.string() }).nullable();

/** Total work experience in months. */
export const hhTotalExperienceSchema = z.looseObject({ months: z.number().int().nonnegative() }).nullable();

/** One place of work (`start`/`end` are `YYYY-MM-DD`, `end` null for the current job). */
export const hhResumeExperienceSchema = z.looseObject({
  company: z.string().nullable(),
  position: z.string().nullable(),
  start: z.string().nullable().optional(),
  end: z.string().nullable().optional(),
  area: areaRefSchema.nullable().optional(),
  description: z.string().nullable().optional(),
});
export type HhResumeExperience = z.infer<typeof hhResumeExperienceSchema>;

/** `progress`: completeness and the fields still missing before a publish. */
export const hhResumeProgressSchema = z.looseObject({
  percentage: z.number(),
  mandatory: z.array(idNameSchema),
  recommended: z.array(idNameSchema),
});

/**
 * The fields every owner view of a resume shares (GET /resumes/mine item and GET /resumes/{id}).
 * Only `status.id === 'published'` resumes can be used to apply; `next_publish_at` is the earliest
 * time of the next publish/bump (null if never published).
 */
const resumeOwnerFields = {
  id: z.string().min(1),
  title: z.string().nullable(),
  status: idNameSchema,
  access: hhResumeAccessSchema,
  blocked: z.boolean(),
  finished: z.boolean(),
  can_publish_or_update: z.boolean().nullable(),
  next_publish_at: hhDateTimeSchema.nullable(),
  updated_at: hhDateTimeSchema,
  created_at: hhDateTimeSchema.optional(),
  alternate_url: z.string(),
  area: areaRefSchema.nullable().optional(),
  salary: hhResumeSalarySchema.optional(),
  total_experience: hhTotalExperienceSchema.optional(),
  experience: z.array(hhResumeExperienceSchema).optional(),
  first_name: z.string().nullable().optional(),
  last_name: z.string().nullable().optional(),
  middle_name: z.string().nullable().optional(),
};

/** One item of GET /resumes/mine (spec ResumesMineResumes). */
export const hhMyResumeSchema = z.looseObject({ ...resumeOwnerFields, url: z.string() });
export type HhMyResume = z.infer<typeof hhMyResumeSchema>;

/** GET /resumes/mine: the applicant's resumes, paged. */
export const hhMyResumesSchema = pagedSchema(hhMyResumeSchema);
export type HhMyResumes = z.infer<typeof hhMyResumesSchema>;

/**
 * GET /resumes/{resume_id} for the owner (spec ResumeResumeViewApplicant): the list fields plus the
 * CV itself (`skills` free text, `skill_set`, education, languages, contacts…) and `progress`.
 */
export const hhResumeSchema = z.looseObject({
  ...resumeOwnerFields,
  url: z.string().optional(),
  skills: z.string().nullable().optional(),
  skill_set: z.array(z.string()).optional(),
  professional_roles: z.array(idNameSchema).optional(),
  education: z.looseObject({ level: idNameSchema.nullable().optional() }).nullable().optional(),
  language: z.array(z.looseObject({ id: z.string(), name: z.string().optional() })).optional(),
  contact: z.array(z.looseObject({ type: z.looseObject({ id: z.string() }), value: z.unknown() })).optional(),
  progress: hhResumeProgressSchema.optional(),
  publish_url: z.string().optional(),
});
export type HhResume = z.infer<typeof hhResumeSchema>;

/** GET /resumes/{resume_id}/status (spec ResumeStatusReadiness): whether it can be published and what is missing. */
export const hhResumeStatusSchema = z.looseObject({
  status: idNameSchema,
  blocked: z.boolean(),
  finished: z.boolean(),
  can_publish_or_update: z.boolean().nullable(),
  moderation_note: z.array(z.looseObject({ id: z.string(), name: z.string() })),
  progress: hhResumeProgressSchema,
  publish_url: z.string(),
});
export type HhResumeStatus = z.infer<typeof hhResumeStatusSchema>;

const idRefSchema = z.looseObject({ id: z.string() });
const nullableArray = <T extends z.ZodType>(item: T) => z.array(item).nullable().optional();

/**
 * POST /resumes JSON body (spec ResumesCreateResume). hh's schema marks no field required: what a
 * publish needs comes from GET /resume_conditions. Limits written here are hh's conditions example:
 * title 2–100, names 1–100, citizenship ≤ 3, contact ≤ 4, skill_set items 1–100 characters.
 */
export const hhResumeCreateRequestSchema = z.looseObject({
  title: z.string().min(2).max(100).optional(),
  first_name: z.string().min(1).max(100).optional(),
  last_name: z.string().min(1).max(100).optional(),
  middle_name: z.string().max(100).nullable().optional(),
  area: idRefSchema.optional(),
  gender: z.looseObject({ id: z.string(), name: z.string().nullable().optional() }).optional(),
  birth_date: z.string().nullable().optional(),
  citizenship: z.array(idRefSchema).max(3).optional(),
  contact: z
    .array(
      z.looseObject({
        type: z.looseObject({ id: z.string(), name: z.string().optional() }),
        value: z.union([z.string(), z.looseObject({ formatted: z.string().optional() })]),
        preferred: z.boolean().optional(),
        comment: z.string().nullable().optional(),
      }),
    )
    .max(4)
    .optional(),
  education: z
    .looseObject({
      level: z.looseObject({ id: z.string(), name: z.string().optional() }),
      primary: nullableArray(z.looseObject({ name: z.string(), year: z.number().int().optional() })),
      additional: nullableArray(z.unknown()),
      attestation: nullableArray(z.unknown()),
      elementary: nullableArray(z.unknown()),
    })
    .optional(),
  experience: z
    .array(
      z.looseObject({
        company: z.string().min(1).max(512),
        position: z.string().min(1),
        start: z.string(),
        end: z.string().nullable().optional(),
        description: z.string().max(32768).nullable().optional(),
      }),
    )
    .max(64)
    .optional(),
  language: z.array(z.looseObject({ id: z.string(), level: z.looseObject({ id: z.string() }), name: z.string().optional() })).optional(),
  skills: z.string().max(32768).nullable().optional(),
  skill_set: z.array(z.string().min(1).max(100)).max(30).optional(),
  salary: z.looseObject({ amount: z.number().int().positive(), currency: z.string() }).nullable().optional(),
  professional_roles: z.array(idRefSchema).max(5).optional(),
  employments: z.array(idRefSchema).optional(),
  schedules: z.array(idRefSchema).optional(),
  photo: z.unknown().optional(),
  portfolio: z.unknown().optional(),
});
export type HhResumeCreateRequest = z.infer<typeof hhResumeCreateRequestSchema>;

/**
 * GET /resume_conditions and /resumes/{id}/conditions (spec ResumesResumeConditions): per field whether it is
 * `required`, with min/max length, count, value or date and nested `fields`.
 */
export const hhResumeConditionsSchema = z.record(
  z.string(),
  z.looseObject({
    required: z.boolean(),
    min_length: z.number().optional(),
    max_length: z.number().optional(),
    min_count: z.number().nullable().optional(),
    max_count: z.number().nullable().optional(),
  }),
);
export type HhResumeConditions = z.infer<typeof hhResumeConditionsSchema>;

/** A resume as the pre-apply checks list it (suitable_resumes, resumes_by_status). */
export const hhResumeShortSchema = z.looseObject({
  id: z.string().min(1),
  title: z.string().nullable(),
  status: idNameSchema.optional(),
  alternate_url: z.string(),
  url: z.string().optional(),
});

/** GET /vacancies/{vacancy_id}/suitable_resumes (spec ResumesSuitableResumes). */
export const hhSuitableResumesSchema = pagedSchema(hhResumeShortSchema).extend({
  overall: z.looseObject({ already_applied: z.number(), not_published: z.number(), unavailable: z.number() }),
});
export type HhSuitableResumes = z.infer<typeof hhSuitableResumesSchema>;

/** GET /vacancies/{vacancy_id}/resumes_by_status (spec ResumesByStatus): the resumes in four groups with counters. */
export const hhResumesByStatusSchema = z.looseObject({
  suitable: z.array(hhResumeShortSchema),
  already_applied: z.array(hhResumeShortSchema),
  not_published: z.array(hhResumeShortSchema),
  unavailable: z.array(hhResumeShortSchema).optional(),
  counters: z.looseObject({
    suitable: z.number(),
    already_applied: z.number(),
    not_published: z.number(),
    unavailable: z.number().optional(),
  }),
});
export type HhResumesByStatus = z.infer<typeof hhResumesByStatusSchema>;
