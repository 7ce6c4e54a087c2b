import { z } from 'zod';
import { resumeDraftEducationSchema, resumeDraftLanguageSchema } from './positions';

/** Fixed texts of the resume-step errors (contract: tested, and mapped to Russian in the web's `errors.<code>`). */
export const RESUME_STEP_DETAIL = {
  resumeLocked: 'The resume is already published: it can no longer be edited',
} as const;

const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/u, 'expected YYYY-MM');

/** One job as the seeker edits it on review: months YYYY-MM, `end` null = until now; company and start are hh's musts. */
export const resumeEditExperienceSchema = z
  .object({
    company: z.string().trim().min(1).max(512),
    position: z.string().trim().min(1).max(200),
    start: yearMonth,
    end: yearMonth.nullable(),
    description: z.string().trim().max(10_000).nullable(),
  })
  .refine((job) => job.end === null || job.end >= job.start, { message: 'end before start', path: ['end'] });

/**
 * PUT /api/positions/{id}/resume body: the written resume as the seeker edited it before publishing (the seeker can
 * edit it before it goes to hh). hh's limits: title 2–100, ≤ 30 key skills of 1–100 characters, ≤ 64 jobs.
 * What the seeker changed becomes their own fact (source kind 'seeker') and is published as edited.
 */
export const resumeEditBodySchema = z.object({
  title: z.string().trim().min(2).max(100),
  skill_set: z.array(z.string().trim().min(1).max(100)).max(30),
  skills: z.string().trim().max(10_000),
  experience: z.array(resumeEditExperienceSchema).max(64),
  education: z
    .array(resumeDraftEducationSchema.extend({ name: z.string().trim().min(1).max(512) }))
    .max(10)
    .optional(),
  language: z.array(resumeDraftLanguageSchema).max(10).optional(),
});
export type ResumeEditBody = z.infer<typeof resumeEditBodySchema>;

/** A job's name, role and months as the seeker sets them on review (the editor's job without its description). */
const reviewJobFields = {
  company: z.string().trim().min(1).max(512),
  position: z.string().trim().min(1).max(200),
  start: yearMonth,
  end: yearMonth.nullable(),
};
const endAfterStart = (job: { start: string; end: string | null }): boolean => job.end === null || job.end >= job.start;
const jobIndex = z.number().int().min(0).max(63);
const flagId = z.string().min(1).max(300);

/**
 * POST /api/positions/{id}/resume/review body: one answer of the seeker to the «Проверьте» flags, on a draft.
 * - `confirm` {flag_id}: the flagged fact is right as it is;
 * - `move_achievement` {job, bullet, to_job}: the achievement on line `bullet` of job `job` belongs to job `to_job`;
 * - `edit_job` {job, company, position, start, end}: the job's employer, role and months as the seeker corrects them;
 * - `add_job` {company, position, start, end}: a job the resume lacks;
 * - `remove_job` {job}: a job the seeker never had;
 * - `place_achievement` {flag_id, to_job}: the achievement of an 'unplaced_achievement' flag belongs to job `to_job`
 *   (a job the resume lacks is added with `add_job` first);
 * - `leave_out_achievement` {flag_id}: the achievement of an 'unplaced_achievement' flag stays off the resume.
 * Months are YYYY-MM, `end` null = until now. Whatever the seeker confirms or sets becomes their own fact (source
 * kind 'seeker'), kept for the next positions.
 */
export const reviewActionBodySchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('confirm'), flag_id: flagId }),
  z
    .strictObject({ action: z.literal('move_achievement'), job: jobIndex, bullet: z.number().int().min(0).max(200), to_job: jobIndex })
    .refine((m) => m.job !== m.to_job, { message: 'move to another job', path: ['to_job'] }),
  z.strictObject({ action: z.literal('edit_job'), job: jobIndex, ...reviewJobFields }).refine(endAfterStart, { message: 'end before start', path: ['end'] }),
  z.strictObject({ action: z.literal('add_job'), ...reviewJobFields }).refine(endAfterStart, { message: 'end before start', path: ['end'] }),
  z.strictObject({ action: z.literal('remove_job'), job: jobIndex }),
  z.strictObject({ action: z.literal('place_achievement'), flag_id: flagId, to_job: jobIndex }),
  z.strictObject({ action: z.literal('leave_out_achievement'), flag_id: flagId }),
]);
export type ReviewActionBody = z.infer<typeof reviewActionBodySchema>;

/** A key skill the position's matched vacancies ask for and the resume lacks: in `count` of `vacancies_count` (share in %). */
export const skillGapSchema = z.object({ name: z.string(), count: z.number().int().min(1), share: z.number().int().min(0).max(100) });
export type SkillGap = z.infer<typeof skillGapSchema>;

/** Resume fields hh users commonly fill that this resume leaves empty. */
export const RESUME_FIELDS = ['skill_set', 'skills', 'experience_description', 'education', 'language', 'photo', 'portfolio'] as const;
export const resumeFieldSchema = z.enum(RESUME_FIELDS);
export type ResumeField = z.infer<typeof resumeFieldSchema>;

/**
 * GET /api/positions/{id}/skill-gaps (the «Как усилить резюме» button of the resume step): the key_skills that the vacancies
 * matching the position (hh search for its title in its cities, read in full) ask for and the resume lacks, most
 * asked first, with their share («Docker — в 64% подходящих вакансий»); `empty_fields`: fields hh users fill that this
 * resume leaves empty; `confirmed`: skills the seeker confirmed («У меня есть этот навык»).
 */
export const skillGapsSchema = z.object({
  vacancies_count: z.number().int().min(0),
  skills: z.array(skillGapSchema),
  empty_fields: z.array(resumeFieldSchema),
  confirmed: z.array(z.string()),
});
export type SkillGaps = z.infer<typeof skillGapsSchema>;

/** POST /api/positions/{id}/skills body: a skill the seeker confirms having (1–100 characters). */
export const confirmSkillBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/[\p{L}\p{N}]/u, 'a skill needs letters or digits'),
});
export type ConfirmSkillBody = z.infer<typeof confirmSkillBodySchema>;

/**
 * POST /api/positions/{id}/skills answer: the skill stored as the seeker's own fact; `added_to_resume` true when it
 * was added to the position's unpublished resume (a published one is on hh already and is not changed).
 */
export const confirmedSkillSchema = z.object({ name: z.string(), added_to_resume: z.boolean() });
export type ConfirmedSkill = z.infer<typeof confirmedSkillSchema>;
