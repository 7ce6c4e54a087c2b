/**
 * The seeker's hh resumes in our terms, and the assistant's resume in hh's: GET /resumes/mine items →
 * SeekerResume, GET /resumes/{id} → SeekerResumeDetail (with ResumeFacts), and a ResumeDraft plus the personal
 * fields of the chosen resume → the POST /resumes body. Nothing personal is invented: names, area, contacts,
 * citizenship, gender, education, languages and roles are copied from the seeker's own hh resume, or left out when
 * it lacks them. The browser transport reads the same objects from hh's pages and maps them here too.
 */
import { z } from 'zod';
import type { HhMyResume, HhResume, HhResumeCreateRequest } from './hh-types';
import { yearMonthSchema, type ResumeDraft, type ResumeFacts } from '../../domain/position';
import type { SeekerResume, SeekerResumeDetail } from '../../domain/resume';
import { hhDate } from './hh-dates';

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

/**
 * A resume as a list shows it: hh's status id and name, `can_apply` when hh accepts applications with it (status
 * `published` and not `blocked`), the city's name, `updated_at` as ISO 8601 UTC (null when unreadable).
 */
export function toSeekerResume(resume: HhMyResume | HhResume): SeekerResume {
  return {
    id: resume.id,
    title: resume.title,
    status: resume.status.id,
    status_name: resume.status.name,
    can_apply: resume.status.id === 'published' && !resume.blocked,
    alternate_url: resume.alternate_url,
    area: resume.area?.name ?? null,
    updated_at: hhDate(resume.updated_at)?.toISOString() ?? null,
  };
}

/** Present when hh gives a photo object or a non-empty portfolio list. */
const isFilled = (value: unknown): boolean =>
  value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0) && !(typeof value === 'string' && value.trim() === '');

/**
 * A resume read in full (GET /resumes/{id}): the list fields, its facts (see {@link toResumeFacts}), the employer ids
 * of its current jobs, and whether hh shows a `photo` and a `portfolio`.
 */
export function toSeekerResumeDetail(resume: HhResume): SeekerResumeDetail {
  const extras = resume as { photo?: unknown; portfolio?: unknown };
  return {
    ...toSeekerResume(resume),
    facts: toResumeFacts(resume),
    current_employer_ids: currentEmployerIds(resume),
    has_photo: isFilled(extras.photo),
    has_portfolio: isFilled(extras.portfolio),
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

/** hh's education levels (dictionary `education_level`: id → name), lowest first: the highest the draft names is sent. */
const EDUCATION_LEVEL_NAMES: Record<string, string> = {
  secondary: 'Среднее',
  special_secondary: 'Среднее специальное',
  unfinished_higher: 'Неоконченное высшее',
  higher: 'Высшее',
  bachelor: 'Бакалавр',
  master: 'Магистр',
  candidate: 'Кандидат наук',
  doctor: 'Доктор наук',
};
const EDUCATION_RANK = Object.keys(EDUCATION_LEVEL_NAMES);

/**
 * hh `education` of the assistant's resume: the draft's degrees (read from the seeker's answers and hh resume) as
 * `primary[]` with the highest level they name, else the level of the seeker's hh resume; its courses, retrainings and
 * certificates as `additional[]` (hh's additional education), never as a degree. Without draft entries the seeker's
 * own hh education goes as it is (already in `personal`). Undefined when no level is known: hh needs one.
 */
function toEducation(draft: ResumeDraft, personal: Partial<HhResumeCreateRequest>): HhResumeCreateRequest['education'] {
  const entries = draft.education ?? [];
  if (entries.length === 0) return personal.education;
  const degrees = entries.filter((e) => e.course !== true);
  const courses = entries.filter((e) => e.course === true);
  const ranked = degrees
    .map((e) => e.level)
    .filter((level): level is string => level !== null && EDUCATION_RANK.includes(level))
    .sort((a, b) => EDUCATION_RANK.indexOf(b) - EDUCATION_RANK.indexOf(a));
  const ownLevel = personal.education?.level;
  const level = ranked[0] === undefined ? ownLevel : { id: ranked[0], name: EDUCATION_LEVEL_NAMES[ranked[0]]! };
  if (level === undefined) return personal.education;
  const entry = (e: (typeof entries)[number]) => ({
    name: e.name,
    organization: e.organization,
    result: e.result,
    ...(e.year === null ? {} : { year: e.year }),
  });
  return {
    level: ownLevel?.id === level.id ? ownLevel : level,
    // With only courses in the draft, the seeker's own hh degrees stay as they are.
    primary: degrees.length === 0 ? (personal.education?.primary ?? []) : degrees.map(entry),
    ...(courses.length === 0 ? {} : { additional: courses.map(entry) }),
  };
}

/**
 * hh `language[]` of the assistant's resume: the draft's languages with a level (hh needs one), then the seeker's hh
 * resume languages the draft does not name (e.g. the native one). Undefined when neither has any.
 */
function toLanguages(draft: ResumeDraft, personal: Partial<HhResumeCreateRequest>): HhResumeCreateRequest['language'] {
  const fromDraft = (draft.language ?? []).flatMap((l) => (l.level === null ? [] : [{ id: l.id, name: l.name, level: { id: l.level } }]));
  const named = new Set(fromDraft.map((l) => l.id));
  const merged = [...fromDraft, ...(personal.language ?? []).filter((l) => !named.has(l.id))];
  return merged.length === 0 ? undefined : merged;
}

/**
 * hh `experience[]` of the assistant's resume: one entry per employer and role, each with its own dates and
 * achievements (`description`), newest first; months as hh's YYYY-MM-01. A repeated entry (same employer, role and
 * start) is sent once with its descriptions joined. Jobs without a company or a start month cannot be sent (hh needs
 * both) and are left out.
 */
function toExperience(draft: ResumeDraft): NonNullable<HhResumeCreateRequest['experience']> {
  const byKey = new Map<string, { company: string; position: string; start: string; end: string | null; description: string | null }>();
  for (const job of draft.experience) {
    const company = job.company?.trim() ?? '';
    if (company === '' || job.start === null || job.position.trim() === '') continue;
    const key = `${company.toLowerCase()}|${job.position.trim().toLowerCase()}|${job.start}`;
    const description = job.description?.trim() ? job.description.trim() : null;
    const seen = byKey.get(key);
    if (seen) {
      if (description !== null && !(seen.description ?? '').includes(description)) {
        seen.description = seen.description === null ? description : `${seen.description}\n${description}`;
      }
      continue;
    }
    byKey.set(key, { company, position: job.position.trim(), start: `${job.start}-01`, end: job.end === null ? null : `${job.end}-01`, description });
  }
  return [...byKey.values()].sort((a, b) => b.start.localeCompare(a.start));
}

/**
 * The POST /resumes body of the assistant's resume (hh openapi ResumesCreateResume): the draft's title, key skills
 * (`skill_set`, ≤ 30 of ≤ 100 characters), about-me (`skills`), experience (one entry per employer and role with its
 * own dates and achievements, see {@link toExperience}), education and languages from the seeker's profile (the
 * draft; the seeker's hh resume fills what the draft lacks), the position's salary expectation, and the personal
 * fields copied from the seeker's chosen hh resume. Nothing is invented: every value comes from the draft (itself
 * checked against the sources) or the seeker's own hh resume.
 */
export function toCreateResumeBody(
  draft: ResumeDraft,
  source: HhResume,
  options: { title: string; salary: { amount: number; currency: string } },
): HhResumeCreateRequest {
  const personal = copyPersonal(source);
  const education = toEducation(draft, personal);
  const language = toLanguages(draft, personal);
  const { education: _education, language: _language, ...rest } = personal;
  return {
    ...rest,
    ...(education === undefined ? {} : { education }),
    ...(language === undefined ? {} : { language }),
    title: options.title,
    skill_set: draft.skill_set.filter((skill) => skill.length >= 1 && skill.length <= 100).slice(0, 30),
    skills: draft.skills,
    experience: toExperience(draft),
    salary: { amount: options.salary.amount, currency: options.salary.currency },
  };
}
