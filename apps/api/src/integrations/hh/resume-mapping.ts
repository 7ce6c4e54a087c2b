/**
 * The seeker's hh resume in the assistant's terms, and the assistant's resume in hh's:
 * GET /resumes/{id} → ResumeFacts, and a ResumeDraft plus the personal fields of the chosen resume
 * → the POST /resumes body. Nothing personal is invented: names, area, contacts, citizenship, gender,
 * education, languages and roles are copied from the seeker's own hh resume, or left out when it lacks them.
 */
import { z } from 'zod';
import type { HhResume, HhResumeCreateRequest } from './hh-types';
import { yearMonthSchema, type ResumeDraft, type ResumeFacts } from '../../domain/position';

/** Placeholders some hh resumes carry instead of skills; they are not skills. */
const PLACEHOLDER_SKILLS = new Set(['не указаны', 'не указано', 'нет', '-']);

/** hh's longest resume title. */
const TITLE_MAX = 100;

/** 'YYYY-MM-DD' (hh) → 'YYYY-MM'; null when absent or malformed. */
export function toYearMonth(date: string | null | undefined): string | null {
  if (!date) return null;
  const month = date.slice(0, 7);
  return yearMonthSchema.safeParse(month).success ? month : null;
}

/**
 * Maps hh's resume into the facts the assistant works from: hh `skill_set` → skills (without placeholders such as
 * «Не указаны»), hh `skills` (the about-me text)
 * → about, experience dates YYYY-MM-DD → YYYY-MM (jobs without a position are left out: there is nothing to say about
 * them), total experience in months, the expected salary, education (level and primary entries) and languages with levels.
 */
export function toResumeFacts(resume: HhResume): ResumeFacts {
  return {
    title: resume.title?.trim() ?? '',
    area: resume.area?.name ?? null,
    skills: (resume.skill_set ?? []).map((skill) => skill.trim()).filter((skill) => skill !== '' && !PLACEHOLDER_SKILLS.has(skill.toLowerCase())),
    about: resume.skills?.trim() ? resume.skills.trim() : null,
    experience: (resume.experience ?? [])
      .filter((job) => (job.position ?? '').trim() !== '')
      .map((job) => ({
        company: job.company?.trim() ? job.company.trim() : null,
        position: (job.position ?? '').trim(),
        start: toYearMonth(job.start),
        end: toYearMonth(job.end),
        description: job.description?.trim() ? job.description.trim() : null,
      })),
    total_experience_months: resume.total_experience?.months ?? 0,
    salary: resume.salary ? { amount: resume.salary.amount, currency: resume.salary.currency } : null,
    education: toEducationFact(resume),
    languages: toLanguageFacts(resume),
  };
}

const educationSchema = z.object({
  level: z.object({ id: z.string(), name: z.string().optional() }).nullable().optional(),
  primary: z
    .array(
      z.object({
        name: z.string(),
        organization: z.string().nullable().optional(),
        result: z.string().nullable().optional(),
        year: z.number().int().nullable().optional(),
      }),
    )
    .nullable()
    .optional(),
});
const languagesSchema = z.array(
  z.object({ id: z.string(), name: z.string().optional(), level: z.object({ id: z.string(), name: z.string().optional() }).nullable().optional() }),
);

/** hh `education` (level and primary entries) as given; null when the resume has none or it is malformed. */
function toEducationFact(resume: HhResume): ResumeFacts['education'] {
  const parsed = educationSchema.safeParse(resume.education);
  if (!parsed.success) return null;
  const { level, primary } = parsed.data;
  return {
    level: level ? { id: level.id, ...(level.name === undefined ? {} : { name: level.name }) } : null,
    primary: (primary ?? []).map((p) => ({ name: p.name, organization: p.organization ?? null, result: p.result ?? null, year: p.year ?? null })),
  };
}

/** hh `language[]` with levels as given; entries of another shape are left out. */
function toLanguageFacts(resume: HhResume): NonNullable<ResumeFacts['languages']> {
  return (resume.language ?? []).flatMap((raw) => {
    const parsed = languagesSchema.element.safeParse(raw);
    if (!parsed.success) return [];
    const { id, name, level } = parsed.data;
    return [{ id, ...(name === undefined ? {} : { name }), level: level ? { id: level.id, ...(level.name === undefined ? {} : { name: level.name }) } : null }];
  });
}

const companyIdSchema = z.object({ company_id: z.union([z.string(), z.number()]).nullable().optional(), end: z.string().nullable().optional() });

/** hh employer ids (`experience[].company_id`) of the jobs the resume shows as current (no end date). */
export function currentEmployerIds(resume: HhResume): string[] {
  return (resume.experience ?? []).flatMap((job) => {
    const parsed = companyIdSchema.safeParse(job);
    if (!parsed.success || parsed.data.end || parsed.data.company_id === null || parsed.data.company_id === undefined) return [];
    return [String(parsed.data.company_id)];
  });
}

const idRef = z.object({ id: z.string().min(1) });
const idName = z.object({ id: z.string().min(1), name: z.string().optional() });
/** The personal fields POST /resumes needs, as GET /resumes/{id} gives them; anything malformed is left out. */
const personalFields = {
  first_name: z.string().min(1).max(100),
  last_name: z.string().min(1).max(100),
  middle_name: z.string().max(100).nullable(),
  area: idRef,
  gender: idName,
  birth_date: z.string().nullable(),
  citizenship: z.array(idRef).min(1).max(3),
  contact: z
    .array(
      z.looseObject({
        type: z.object({ id: z.string(), name: z.string().optional() }),
        value: z.union([z.string(), z.looseObject({ formatted: z.string().optional() })]),
        preferred: z.boolean().optional(),
        comment: z.string().nullable().optional(),
      }),
    )
    .min(1)
    .max(4),
  education: z.looseObject({ level: idName }),
  language: z.array(z.looseObject({ id: z.string(), level: z.looseObject({ id: z.string() }), name: z.string().optional() })).min(1),
  professional_roles: z.array(idRef).min(1).max(5),
  employments: z.array(idRef).min(1),
  schedules: z.array(idRef).min(1),
} as const;

/** Copies each personal field the seeker's resume has in a usable shape (ids only for references). */
function copyPersonal(source: HhResume): Partial<HhResumeCreateRequest> {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(personalFields)) {
    const parsed = (schema as z.ZodType).safeParse((source as Record<string, unknown>)[key]);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  const refs = ['area', 'citizenship', 'professional_roles', 'employments', 'schedules'] as const;
  for (const key of refs) {
    const value = out[key];
    if (Array.isArray(value)) out[key] = value.map((item: { id: string }) => ({ id: item.id }));
    else if (value && typeof value === 'object') out[key] = { id: (value as { id: string }).id };
  }
  return out as Partial<HhResumeCreateRequest>;
}

/**
 * A resume title the seeker does not have yet:
 * the draft's title, else the title with « (2)», « (3)»… within hh's 100 characters.
 */
export function uniqueResumeTitle(title: string, taken: readonly (string | null)[]): string {
  const used = new Set(taken.filter((t): t is string => t !== null).map((t) => t.trim().toLowerCase()));
  const base = title.trim().slice(0, TITLE_MAX);
  if (!used.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})`;
    const candidate = `${base.slice(0, TITLE_MAX - suffix.length)}${suffix}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * The POST /resumes body of the assistant's resume: the draft's title, key skills (`skill_set`, ≤ 30 of
 * ≤ 100 characters), about-me (`skills`) and experience (months as hh's YYYY-MM-01; jobs without a company or a start
 * month cannot be sent and are left out), the position's salary expectation, and the personal fields copied from the
 * seeker's chosen hh resume.
 */
export function toCreateResumeBody(
  draft: ResumeDraft,
  source: HhResume,
  options: { title: string; salary: { amount: number; currency: string } },
): HhResumeCreateRequest {
  const experience = draft.experience.flatMap((job) =>
    job.company === null || job.start === null
      ? []
      : [{ company: job.company, position: job.position, start: `${job.start}-01`, end: job.end === null ? null : `${job.end}-01`, description: job.description }],
  );
  return {
    ...copyPersonal(source),
    title: options.title,
    skill_set: draft.skill_set.filter((skill) => skill.length >= 1 && skill.length <= 100).slice(0, 30),
    skills: draft.skills,
    experience,
    salary: { amount: options.salary.amount, currency: options.salary.currency },
  };
}
