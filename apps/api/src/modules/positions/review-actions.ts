/**
 * The seeker's answers to the «Проверьте» flags, as changes of the written resume and of the seeker's own work
 * history (facts of source kind 'seeker' kept across positions). Pure functions.
 */
import type { ResumeFactSource, ReviewActionBody, ReviewFlag } from '@otklik/contracts';
import type { ResumeDraft } from '../../domain/position';
import { bulletsOf, confirmedBySeeker, descriptionOf, employerKey, UNTIL_NOW } from './review-flags';
import { seekerSource } from './seeker-facts';

/**
 * One job of the seeker's work history as they confirmed or corrected it on review. `aliases`: other names the
 * assistant gave this employer (the seeker renamed it), so a later resume that writes one of them is corrected.
 * `bullets`: achievements the seeker placed under this job. `start`/`end` YYYY-MM (null: not confirmed / until now).
 */
export interface SeekerJob {
  company: string;
  position: string | null;
  start: string | null;
  end: string | null;
  aliases: string[];
  bullets: string[];
}

/**
 * The seeker's work history facts: their jobs, the employers they removed (by employer key), and `leftOut`: the
 * achievements under no job they chose to leave off the resume («Не включать»), in the words the resume gave them.
 */
export interface SeekerExperience {
  jobs: SeekerJob[];
  removed: string[];
  leftOut: string[];
}

export const EMPTY_SEEKER_EXPERIENCE: SeekerExperience = { jobs: [], removed: [], leftOut: [] };

/** The outcome of an action: the draft after it, and the seeker's history after it. */
export interface ReviewOutcome {
  draft: ResumeDraft;
  experience: SeekerExperience;
}

/** Thrown when an action names a flag, job or line the draft does not hold (the draft changed since it was read). */
export class ReviewTargetGone extends Error {
  constructor(what: string) {
    super(`review target gone: ${what}`);
  }
}

/** A flag that a correction resolves and a confirmation cannot: a job with no employer, position or start month. */
export class ReviewNeedsFix extends Error {
  constructor(flagId: string) {
    super(`review needs a fix, not a confirmation: ${flagId}`);
  }
}

/** A flag on an achievement under no job: the seeker places it under a job or leaves it out; a confirmation cannot resolve it. */
export class ReviewNeedsPlace extends Error {
  constructor(flagId: string) {
    super(`review needs a place or a leave-out, not a confirmation: ${flagId}`);
  }
}

const JOB_PREFIX = /^experience\[(\d+)\]/u;
const sameText = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Sources re-pointed after job `removed` left the list: later jobs move up by one; the removed job's go. */
function withoutJobSources(sources: readonly ResumeFactSource[], removed: number): ResumeFactSource[] {
  return sources.flatMap((s) => {
    const m = JOB_PREFIX.exec(s.field);
    if (m === null) return [s];
    const n = Number(m[1]);
    if (n === removed) return [];
    return n > removed ? [{ ...s, field: s.field.replace(JOB_PREFIX, `experience[${n - 1}]`) }] : [s];
  });
}

const UNPLACED_FIELD = /^unplaced\[(\d+)\]$/u;

/**
 * The draft without the achievements under no job at `gone` (indices into `unplaced`): their sources go, later ones'
 * are renumbered; `unplaced` is left off when none is left.
 */
function withoutUnplaced(draft: ResumeDraft, gone: ReadonlySet<number>): ResumeDraft {
  if (gone.size === 0) return draft;
  const { unplaced: _all, ...rest } = draft;
  const kept = (draft.unplaced ?? []).flatMap((line, u) => (gone.has(u) ? [] : [{ line, from: u }]));
  const index = new Map(kept.map((k, n) => [k.from, n]));
  const sources = (draft.sources ?? []).flatMap((s) => {
    const m = UNPLACED_FIELD.exec(s.field);
    if (m === null) return [s];
    const next = index.get(Number(m[1]));
    return next === undefined ? [] : [{ ...s, field: `unplaced[${next}]` }];
  });
  return { ...rest, ...(kept.length === 0 ? {} : { unplaced: kept.map((k) => k.line) }), sources };
}

/** The seeker's history with job `job` (found by its key or an alias) replaced by `patch` applied to it, or added. */
function upsertJob(history: SeekerExperience, names: readonly string[], patch: Partial<SeekerJob> & { company: string }): SeekerExperience {
  const keys = new Set(names.map(employerKey).filter((k) => k !== ''));
  const index = history.jobs.findIndex((j) => keys.has(employerKey(j.company)) || j.aliases.some((a) => keys.has(employerKey(a))));
  const base: SeekerJob = index >= 0 ? history.jobs[index]! : { company: patch.company, position: null, start: null, end: null, aliases: [], bullets: [] };
  const aliases = [...new Set([...base.aliases, ...names.filter((n) => employerKey(n) !== employerKey(patch.company) && n.trim() !== '')])];
  const next: SeekerJob = { ...base, ...patch, aliases };
  const jobs = index >= 0 ? history.jobs.map((j, n) => (n === index ? next : j)) : [...history.jobs, next];
  const removed = history.removed.filter((k) => k !== employerKey(patch.company));
  return { ...history, jobs, removed };
}

/** The draft job's facts as the seeker's (the four fields of a confirmed job). */
function jobFacts(job: ResumeDraft['experience'][number]): Pick<SeekerJob, 'company' | 'position' | 'start' | 'end'> {
  return { company: job.company ?? '', position: job.position, start: job.start, end: job.end };
}

/**
 * Applies one review action to the draft and the seeker's history.
 * - confirm: the flagged fact gets a seeker source; the job (and for an achievement, its place) joins the history;
 * - move_achievement: the line leaves its job for `to_job` with a seeker source; the history places it there;
 * - edit_job / add_job: the job's four fields become the seeker's; remove_job: the job leaves the resume and its
 *   employer is remembered as removed;
 * - place_achievement: the achievement under no job that the flag names joins job `to_job` (its answer's sources
 *   with it, and a seeker source); the history places it under that employer (when the job has a name), and keeps
 *   nothing else of the job;
 * - leave_out_achievement: the achievement under no job leaves the resume; the history remembers its words, so a
 *   later resume does not ask again.
 * @throws ReviewTargetGone when the flag, job or line is not on the draft (for place/leave out: no
 *   'unplaced_achievement' flag of that id)
 * @throws ReviewNeedsFix when `confirm` names a 'missing_employer', 'missing_role' or 'missing_date' flag (hh needs the fact itself)
 * @throws ReviewNeedsPlace when `confirm` names an 'unplaced_achievement' flag (it needs a job, or to be left out)
 */
export function applyReviewAction(draft: ResumeDraft, flags: readonly ReviewFlag[], history: SeekerExperience, action: ReviewActionBody): ReviewOutcome {
  const sources = draft.sources ?? [];
  const jobAt = (index: number) => {
    const job = draft.experience[index];
    if (job === undefined) throw new ReviewTargetGone(`job ${index}`);
    return job;
  };

  switch (action.action) {
    case 'confirm': {
      const flag = flags.find((f) => f.id === action.flag_id);
      if (flag === undefined) throw new ReviewTargetGone(`flag ${action.flag_id}`);
      if (flag.kind === 'missing_employer' || flag.kind === 'missing_date' || flag.kind === 'missing_role') throw new ReviewNeedsFix(flag.id);
      if (flag.kind === 'unplaced_achievement' || flag.job === null) throw new ReviewNeedsPlace(flag.id);
      const job = jobAt(flag.job);
      const field =
        flag.kind === 'ambiguous_achievement'
          ? `experience[${flag.job}].description`
          : flag.kind === 'new_employer'
            ? `experience[${flag.job}].company`
            : `experience[${flag.job}].${flag.field ?? 'start'}`;
      const added = confirmedBySeeker(sources, field, flag.fact) ? [] : [seekerSource(field, flag.fact)];
      const company = job.company ?? '';
      let next = upsertJob(history, [company], jobFacts(job));
      if (flag.kind === 'ambiguous_achievement') next = placeBullet(next, company, flag.fact);
      return { draft: { ...draft, sources: [...sources, ...added] }, experience: next };
    }
    case 'move_achievement': {
      const from = jobAt(action.job);
      const to = jobAt(action.to_job);
      const bullets = bulletsOf(from.description);
      const bullet = bullets[action.bullet];
      if (bullet === undefined) throw new ReviewTargetGone(`line ${action.bullet} of job ${action.job}`);
      const target = bulletsOf(to.description);
      const experience = draft.experience.map((job, n) => {
        if (n === action.job) return { ...job, description: descriptionOf(bullets.filter((_, b) => b !== action.bullet)) };
        if (n === action.to_job) return { ...job, description: descriptionOf(target.some((t) => sameText(t, bullet)) ? target : [...target, bullet]) };
        return job;
      });
      const fromField = `experience[${action.job}].description`;
      const kept = sources.filter((s) => !(s.field === fromField && sameText(s.fact, bullet)));
      const moved = sources
        .filter((s) => s.field === fromField && sameText(s.fact, bullet))
        .map((s) => ({ ...s, field: `experience[${action.to_job}].description` }));
      const next = placeBullet(upsertJob(upsertJob(history, [from.company ?? ''], jobFacts(from)), [to.company ?? ''], jobFacts(to)), to.company ?? '', bullet);
      return {
        draft: { ...draft, experience, sources: [...kept, ...moved, seekerSource(`experience[${action.to_job}].description`, bullet)] },
        experience: next,
      };
    }
    case 'edit_job': {
      const old = jobAt(action.job);
      const job = { ...old, company: action.company, position: action.position, start: action.start, end: action.end };
      const prefix = `experience[${action.job}]`;
      const kept = sources.filter((s) => !['company', 'position', 'start', 'end'].some((f) => s.field === `${prefix}.${f}`));
      const own = [
        seekerSource(`${prefix}.company`, job.company),
        seekerSource(`${prefix}.position`, job.position),
        seekerSource(`${prefix}.start`, job.start),
        seekerSource(`${prefix}.end`, job.end ?? UNTIL_NOW),
      ];
      const bullets = bulletsOf(old.description);
      const renamed = upsertJob(history, [old.company ?? '', action.company], { ...jobFacts(job), company: action.company });
      return {
        draft: { ...draft, experience: draft.experience.map((j, n) => (n === action.job ? job : j)), sources: [...kept, ...own] },
        experience: bullets.reduce((h, b) => (confirmedBySeeker(sources, `${prefix}.description`, b) ? placeBullet(h, action.company, b) : h), renamed),
      };
    }
    case 'add_job': {
      const index = draft.experience.length;
      const job = { company: action.company, position: action.position, start: action.start, end: action.end, description: null };
      const prefix = `experience[${index}]`;
      const own = [
        seekerSource(`${prefix}.company`, job.company),
        seekerSource(`${prefix}.position`, job.position),
        seekerSource(`${prefix}.start`, job.start),
        seekerSource(`${prefix}.end`, job.end ?? UNTIL_NOW),
      ];
      return {
        draft: { ...draft, experience: [...draft.experience, job], sources: [...sources, ...own] },
        experience: upsertJob(history, [action.company], jobFacts(job)),
      };
    }
    case 'remove_job': {
      const job = jobAt(action.job);
      const key = employerKey(job.company);
      const experience = {
        ...history,
        jobs: history.jobs.filter((j) => employerKey(j.company) !== key && !j.aliases.some((a) => employerKey(a) === key)),
        removed: key === '' || history.removed.includes(key) ? history.removed : [...history.removed, key],
      };
      return {
        draft: { ...draft, experience: draft.experience.filter((_, n) => n !== action.job), sources: withoutJobSources(sources, action.job) },
        experience,
      };
    }
    case 'place_achievement': {
      const { index, line } = unplacedAt(draft, flags, action.flag_id);
      const to = jobAt(action.to_job);
      const field = `experience[${action.to_job}].description`;
      const target = bulletsOf(to.description);
      const placed: ResumeDraft = {
        ...draft,
        experience: draft.experience.map((job, n) =>
          n === action.to_job ? { ...job, description: descriptionOf(target.some((t) => sameText(t, line)) ? target : [...target, line]) } : job,
        ),
        sources: [
          ...sources,
          ...sources.filter((s) => s.field === `unplaced[${index}]`).map((s) => ({ ...s, field })),
          ...(confirmedBySeeker(sources, field, line) ? [] : [seekerSource(field, line)]),
        ],
      };
      const company = to.company ?? '';
      const kept = { ...history, leftOut: history.leftOut.filter((l) => !sameText(l, line)) };
      return {
        draft: withoutUnplaced(placed, new Set([index])),
        // The job is kept by its name only: placing an achievement says nothing of its role or months.
        experience: company.trim() === '' ? kept : placeBullet(upsertJob(kept, [company], { company }), company, line),
      };
    }
    case 'leave_out_achievement': {
      const { index, line } = unplacedAt(draft, flags, action.flag_id);
      return {
        draft: withoutUnplaced(draft, new Set([index])),
        experience: history.leftOut.some((l) => sameText(l, line)) ? history : { ...history, leftOut: [...history.leftOut, line] },
      };
    }
  }
}

/** The achievement under no job that an 'unplaced_achievement' flag names: its index in `unplaced` and its words. */
function unplacedAt(draft: ResumeDraft, flags: readonly ReviewFlag[], flagId: string): { index: number; line: string } {
  const flag = flags.find((f) => f.id === flagId && f.kind === 'unplaced_achievement');
  const line = flag?.bullet === null || flag === undefined ? undefined : draft.unplaced?.[flag.bullet];
  if (flag === undefined || flag.bullet === null || line === undefined) throw new ReviewTargetGone(`flag ${flagId}`);
  return { index: flag.bullet, line };
}

/** The history with `bullet` placed under the job of `company` only (taken off every other job). */
function placeBullet(history: SeekerExperience, company: string, bullet: string): SeekerExperience {
  const key = employerKey(company);
  return {
    ...history,
    jobs: history.jobs.map((j) => {
      const mine = employerKey(j.company) === key;
      const others = j.bullets.filter((b) => !sameText(b, bullet));
      return { ...j, bullets: mine ? [...others, bullet] : others };
    }),
  };
}

/**
 * A freshly written draft with the seeker's history laid over it, so a new position starts from what they confirmed:
 * a job they removed is left out; a job they confirmed (found by its name or an alias) takes their employer, role and
 * months, and one the draft lacks is added; each achievement they placed sits under its job only. What is laid over
 * has the seeker as its source. An achievement under no job that they placed (now under its job) or left out before
 * is taken off `unplaced`, so they are not asked again.
 */
export function applySeekerExperience(draft: ResumeDraft, history: SeekerExperience): ResumeDraft {
  if (history.jobs.length === 0 && history.removed.length === 0 && history.leftOut.length === 0) return draft;
  let out: ResumeDraft = draft;
  for (let i = out.experience.length - 1; i >= 0; i -= 1) {
    const key = employerKey(out.experience[i]!.company);
    const kept = history.jobs.some((j) => employerKey(j.company) === key);
    if (key !== '' && history.removed.includes(key) && !kept) {
      out = { ...out, experience: out.experience.filter((_, n) => n !== i), sources: withoutJobSources(out.sources ?? [], i) };
    }
  }
  for (const fact of history.jobs) {
    const keys = new Set([fact.company, ...fact.aliases].map(employerKey));
    let index = out.experience.findIndex((job) => keys.has(employerKey(job.company)));
    const sources = [...(out.sources ?? [])];
    if (index < 0) {
      if (fact.start === null || fact.position === null) continue;
      index = out.experience.length;
      out = {
        ...out,
        experience: [...out.experience, { company: fact.company, position: fact.position, start: fact.start, end: fact.end, description: null }],
      };
    }
    const old = out.experience[index]!;
    const job = {
      ...old,
      company: fact.company,
      position: fact.position ?? old.position,
      start: fact.start ?? old.start,
      end: fact.start === null ? old.end : fact.end,
    };
    const prefix = `experience[${index}]`;
    const replaced = (field: string) => sources.filter((s) => s.field !== `${prefix}.${field}`);
    let kept = replaced('company');
    kept = kept.filter((s) => s.field !== `${prefix}.position` || fact.position === null);
    if (fact.start !== null) kept = kept.filter((s) => s.field !== `${prefix}.start` && s.field !== `${prefix}.end`);
    const own = [
      seekerSource(`${prefix}.company`, job.company),
      ...(fact.position === null ? [] : [seekerSource(`${prefix}.position`, job.position)]),
      ...(fact.start === null ? [] : [seekerSource(`${prefix}.start`, fact.start), ...(fact.end === null ? [] : [seekerSource(`${prefix}.end`, fact.end)])]),
    ];
    out = { ...out, experience: out.experience.map((j, n) => (n === index ? job : j)), sources: [...kept, ...own] };
  }
  for (const fact of history.jobs) {
    const home = out.experience.findIndex((job) => employerKey(job.company) === employerKey(fact.company));
    if (home < 0) continue;
    for (const bullet of fact.bullets) {
      const experience = out.experience.map((job, n) => {
        const lines = bulletsOf(job.description);
        if (n === home) return { ...job, description: descriptionOf(lines.some((l) => sameText(l, bullet)) ? lines : [...lines, bullet]) };
        return { ...job, description: descriptionOf(lines.filter((l) => !sameText(l, bullet))) };
      });
      const sources = (out.sources ?? []).filter((s) => !(JOB_PREFIX.test(s.field) && s.field.endsWith('.description') && sameText(s.fact, bullet)));
      out = { ...out, experience, sources: [...sources, seekerSource(`experience[${home}].description`, bullet)] };
    }
  }
  const placed = out.experience.flatMap((job) => bulletsOf(job.description));
  const settled = (out.unplaced ?? []).flatMap((line, u) => ([...placed, ...history.leftOut].some((l) => sameText(l, line)) ? [u] : []));
  return withoutUnplaced(out, new Set(settled));
}

/**
 * The seeker's history after they edited the whole draft in the editor: each job whose employer, role or months they
 * set themselves (a 'seeker' source on that field) is kept with those values; an employer they renamed in place keeps
 * the assistant's name as an alias (the job at the same place with the same role or start month).
 */
export function rememberEditedJobs(before: ResumeDraft, after: ResumeDraft, history: SeekerExperience): SeekerExperience {
  const sources = after.sources ?? [];
  let next = history;
  after.experience.forEach((job, i) => {
    const own = ['company', 'position', 'start', 'end'].some((f) => sources.some((s) => s.kind === 'seeker' && s.field === `experience[${i}].${f}`));
    if (!own || job.company === null || job.company.trim() === '') return;
    const old = before.experience[i];
    const renamed =
      old !== undefined &&
      old.company !== null &&
      employerKey(old.company) !== employerKey(job.company) &&
      (old.position === job.position || old.start === job.start);
    next = upsertJob(next, renamed ? [old.company!, job.company] : [job.company], jobFacts(job));
  });
  return next;
}
