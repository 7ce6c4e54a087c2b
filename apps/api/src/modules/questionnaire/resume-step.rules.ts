/**
 * The rules of the resume step that are not the assistant's writing: what the seeker's edits make of each fact's
 * source, which market skills the resume lacks («Как усилить резюме», the skills-improvement button) and which commonly filled
 * fields it leaves empty. Pure functions.
 */
import type { ResumeEditBody, ResumeFactSource, ResumeField, SkillGap } from '@otklik/contracts';
import type { ResumeDraft, ResumeFacts } from '../../domain/position';
import type { MarketSkill } from '../../domain/vacancy';
import { findConfirmedSkills, skillKey, skillsMatch } from '../../lib/text';
import { seekerSource } from '../positions';

export { addSeekerSkill, MAX_RESUME_SKILLS, seekerSource } from '../positions';

/** How many missing skills «Как усилить резюме» lists at most. */
export const MAX_SKILL_GAPS = 12;

const sourcesAt = (sources: readonly ResumeFactSource[], field: string): ResumeFactSource[] =>
  sources.filter((s) => s.field === field || s.field.startsWith(`${field}.`));
const moved = (sources: readonly ResumeFactSource[], from: string, to: string): ResumeFactSource[] =>
  sources.map((s) => ({ ...s, field: `${to}${s.field.slice(from.length)}` }));
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A list field (skill_set, education, language): an item kept as it was keeps its sources; a new or changed one is the seeker's. */
function listSources<T>(prefix: string, before: readonly T[], after: readonly T[], sources: readonly ResumeFactSource[], show: (item: T) => string) {
  return after.flatMap((item, i) => {
    const j = before.findIndex((old) => same(old, item));
    return j < 0 ? [seekerSource(`${prefix}[${i}]`, show(item))] : moved(sourcesAt(sources, `${prefix}[${j}]`), `${prefix}[${j}]`, `${prefix}[${i}]`);
  });
}

const JOB_FIELDS = ['company', 'position', 'start', 'end', 'description'] as const;

/**
 * The draft as the seeker edited it on review, with each fact's source: what is unchanged keeps where it came from
 * (an answer, the hh resume), re-pointed to its new place; what the seeker added or changed gets the source kind
 * 'seeker' («Вы указали это сами»). A job is matched to the one it was by employer and role (else by place). The
 * achievements under no job (`unplaced`, which the editor does not show) stay with their sources: they still wait on
 * review for a job or to be left out.
 */
export function applySeekerEdit(before: ResumeDraft, edit: ResumeEditBody): ResumeDraft {
  const sources = before.sources ?? [];
  const out: ResumeFactSource[] = [];
  if (edit.title !== before.title) out.push(seekerSource('title', edit.title));
  else out.push(...sourcesAt(sources, 'title').filter((s) => s.field === 'title'));
  out.push(...listSources('skill_set', before.skill_set, edit.skill_set, sources, (s) => s));
  if (edit.skills === before.skills) out.push(...sources.filter((s) => s.field === 'skills'));
  else if (edit.skills !== '') out.push(seekerSource('skills', edit.skills));
  edit.experience.forEach((job, i) => {
    const key = (j: { company: string | null; position: string }) => `${(j.company ?? '').toLowerCase()}|${j.position.toLowerCase()}`;
    let j = before.experience.findIndex((old) => key(old) === key(job));
    if (j < 0 && i < before.experience.length && before.experience[i]!.company === job.company) j = i;
    const old = j < 0 ? undefined : before.experience[j];
    for (const field of JOB_FIELDS) {
      const value = job[field];
      const at = `experience[${i}].${field}`;
      if (old !== undefined && old[field] === value)
        out.push(
          ...moved(
            sources.filter((s) => s.field === `experience[${j}].${field}`),
            `experience[${j}]`,
            `experience[${i}]`,
          ),
        );
      else if (value !== null && value !== '') out.push(seekerSource(at, value));
    }
  });
  const education = edit.education ?? before.education;
  const language = edit.language ?? before.language;
  if (education !== undefined) {
    out.push(...listSources('education', before.education ?? [], education, sources, (e) => [e.name, e.result, e.year].filter((x) => x !== null).join(', ')));
  }
  if (language !== undefined) out.push(...listSources('language', before.language ?? [], language, sources, (l) => l.name));
  out.push(...sources.filter((s) => s.field.startsWith('unplaced[')));
  return {
    title: edit.title,
    skill_set: edit.skill_set,
    skills: edit.skills,
    experience: edit.experience.map((job) => ({ ...job, description: job.description === '' ? null : job.description })),
    ...(education === undefined ? {} : { education }),
    ...(language === undefined ? {} : { language }),
    ...(before.unplaced === undefined ? {} : { unplaced: before.unplaced }),
    sources: out,
  };
}

/** What the seeker has, as far as «Как усилить резюме» is concerned. */
export interface SeekerSkillsInput {
  /** Key skills of the resume: the written draft's, the hh resume's and those the seeker confirmed. */
  skills: readonly string[];
  /** The seeker's answers: a skill an answer confirms (not negated) counts as had. */
  texts: readonly string[];
}

/**
 * The key skills the matched vacancies ask for and the seeker lacks, most asked first, at most {@link MAX_SKILL_GAPS},
 * with their share of the `sample` vacancies in whole percent («Docker — в 64% подходящих вакансий»). A skill counts
 * as had when a resume or confirmed skill names it (skillsMatch: «MS SQL» has «SQL») or an answer confirms it.
 */
export function findSkillGaps(demand: { sample: number; skills: readonly MarketSkill[] }, has: SeekerSkillsInput): SkillGap[] {
  if (demand.sample === 0) return [];
  const names = demand.skills.map((s) => s.name);
  const confirmedByAnswers = new Set(has.texts.flatMap((text) => findConfirmedSkills(text, names)).map(skillKey));
  return demand.skills
    .filter((s) => !confirmedByAnswers.has(skillKey(s.name)) && !has.skills.some((mine) => skillsMatch(mine, s.name)))
    .slice(0, MAX_SKILL_GAPS)
    .map((s) => ({ name: s.name, count: s.count, share: Math.round((100 * s.count) / demand.sample) }));
}

/** What «Как усилить резюме» looks at on the seeker's hh resume beyond the draft: whether it has a photo and a portfolio. */
export interface ResumeExtras {
  has_photo: boolean;
  has_portfolio: boolean;
}

const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0) || (typeof value === 'string' && value.trim() === '');

/**
 * Resume fields hh users fill that this resume leaves empty: key skills, «О себе», a job without duties and
 * achievements, education, a foreign language, a photo, a portfolio. Judged on the resume to be published (the
 * draft) when there is one, else on the seeker's hh resume (`facts`); photo and portfolio on the hh resume (`extras`,
 * null when it could not be read: then they are not judged).
 */
export function findEmptyFields(draft: ResumeDraft | null, facts: ResumeFacts, extras: ResumeExtras | null): ResumeField[] {
  const out: ResumeField[] = [];
  const skills = draft?.skill_set ?? facts.skills;
  const about = draft?.skills ?? facts.about ?? '';
  const jobs = draft?.experience ?? facts.experience;
  const education = draft?.education ?? facts.education?.primary ?? [];
  const languages = (draft?.language ?? []).map((l) => l.id).concat((facts.languages ?? []).map((l) => l.id));
  if (skills.length === 0) out.push('skill_set');
  if (about.trim() === '') out.push('skills');
  if (jobs.some((job) => isEmpty(job.description))) out.push('experience_description');
  if (education.length === 0) out.push('education');
  if (!languages.some((id) => id !== 'rus')) out.push('language');
  if (extras !== null && !extras.has_photo) out.push('photo');
  if (extras !== null && !extras.has_portfolio) out.push('portfolio');
  return out;
}
