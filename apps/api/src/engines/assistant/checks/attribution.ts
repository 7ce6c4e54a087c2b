/**
 * The attribution-aware grounding check of a written resume (every fact comes from the answers or the hh
 * resume; nothing is invented). Lexical grounding (grounding.ts) only asks whether a word occurs in some source; this
 * check asks whether the resume says it about the right job. A resume is rejected when
 * - a fact appears that no source has (an employer, role, skill, education, language, a number),
 * - a fact sits under an employer or role it was not stated for (an achievement of «Ромашка» under «Консилиум М.Д.»),
 * - a number or a date changed (2 s → 300 ms written as 2 s → 200 ms; a start month moved).
 * `repairResume` drops the offending items; an engine that cannot repair falls back (create-assistant.ts).
 */
import type { ResumeDraft, ResumeFacts } from '../../../domain/position';
import { findAchievementNumbers, normaliseSkill, sameEmployer, type AchievementNumber, type CandidateProfile, type ExperienceEntry } from '../profile';
import { wordsOf } from '../profile/words';
import { splitSentences } from '../profile/sentences';
import { roleKey } from '../profile/employers';

/** Why a fact was rejected: not in any source, under the wrong job, or altered. */
export const ATTRIBUTION_KINDS = ['invented', 'misattributed', 'changed'] as const;
export type AttributionKind = (typeof ATTRIBUTION_KINDS)[number];

/** One rejected fact: its kind, the fact as written and the draft field path it sits in ('experience[1].description'). */
export interface AttributionViolation {
  kind: AttributionKind;
  fact: string;
  where: string;
}

const MIN_SENTENCE_SIMILARITY = 0.6;

const numberKey = (n: Pick<AchievementNumber, 'value' | 'unit'>): string => `${n.value}|${n.unit ?? ''}`;

/** How much of the shorter sentence the other holds: shared word stems over the smaller set (0–1; 0 under 3 words). */
function similarity(a: string, b: string): number {
  const x = new Set(wordsOf(a).map((w) => w.key));
  const y = new Set(wordsOf(b).map((w) => w.key));
  if (Math.min(x.size, y.size) < 3) return 0;
  let shared = 0;
  for (const k of x) if (y.has(k)) shared += 1;
  return shared / Math.min(x.size, y.size);
}

/** The numbers an experience entry holds: its achievements' and those of its hh description. */
function numbersOf(entry: ExperienceEntry, resume: ResumeFacts | undefined): Set<string> {
  const out = new Set(entry.achievements.flatMap((a) => a.numbers.map(numberKey)));
  const hhIndex = entry.id.startsWith('hh-') ? Number(entry.id.slice(3)) : -1;
  const description = hhIndex >= 0 ? resume?.experience[hhIndex]?.description : null;
  for (const n of findAchievementNumbers(description ?? '')) out.add(numberKey(n));
  return out;
}

/** Sentences of an entry's hh description (the seeker's own text about that job). */
function hhSentencesOf(entry: ExperienceEntry, resume: ResumeFacts | undefined): string[] {
  const hhIndex = entry.id.startsWith('hh-') ? Number(entry.id.slice(3)) : -1;
  const description = hhIndex >= 0 ? resume?.experience[hhIndex]?.description : null;
  return splitSentences(description ?? '').map((s) => s.text);
}

/** True when the draft's role is the entry's role (same word stems, either containing the other). */
function sameRole(draftRole: string, entryRole: string | null): boolean {
  if (entryRole === null) return false;
  const a = roleKey(draftRole);
  const b = roleKey(entryRole);
  return a === b || (a.length > 0 && b.length > 0 && (` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `)));
}

/** The profile's job a draft job shows: by its employer, or, for a job with no employer (told without where), by its role. */
function findEntry(profile: CandidateProfile, company: string | null, position: string): ExperienceEntry | undefined {
  if (company === null) return profile.experience.find((e) => e.employer.value === null && sameRole(position, e.role.value));
  return profile.experience.find((e) => e.employer.value !== null && sameEmployer(e.employer.value, company));
}

/** Checks one experience description: every number and achievement sentence must belong to this entry. */
function checkDescription(
  description: string,
  entry: ExperienceEntry | undefined,
  profile: CandidateProfile,
  resume: ResumeFacts | undefined,
  where: string,
  out: AttributionViolation[],
): void {
  const own = entry === undefined ? new Set<string>() : numbersOf(entry, resume);
  const others = profile.experience.filter((e) => e !== entry);
  const elsewhere = new Set([
    ...others.flatMap((e) => [...numbersOf(e, resume)]),
    ...profile.unattributedAchievements.flatMap((a) => a.numbers.map(numberKey)),
  ]);
  const ownSentences = entry === undefined ? [] : [...entry.achievements.map((a) => a.text), ...hhSentencesOf(entry, resume)];
  const otherSentences = [
    ...others.flatMap((e) => [...e.achievements.map((a) => a.text), ...hhSentencesOf(e, resume)]),
    ...profile.unattributedAchievements.map((a) => a.text),
  ];
  for (const line of description.split('\n')) {
    for (const { text } of splitSentences(line.replace(/^[—–•-]\s*/u, ''))) {
      let reported = false;
      for (const n of findAchievementNumbers(text)) {
        const key = numberKey(n);
        // A bullet writes «10 → 5 дней» for «с 10 до 5 дней»: a number without its unit keeps its value.
        if (own.has(key) || (n.unit === null && [...own].some((k) => k.startsWith(`${n.value}|`)))) continue;
        out.push({ kind: elsewhere.has(key) ? 'misattributed' : 'changed', fact: text, where });
        reported = true;
        break;
      }
      if (reported) continue;
      const mine = Math.max(0, ...ownSentences.map((s) => similarity(text, s)));
      const theirs = Math.max(0, ...otherSentences.map((s) => similarity(text, s)));
      if (theirs >= MIN_SENTENCE_SIMILARITY && theirs > mine) out.push({ kind: 'misattributed', fact: text, where });
    }
  }
}

/** Checks «О себе»: numbers must be the profile's, and a sentence naming an employer carries only that job's numbers. */
function checkAbout(about: string, profile: CandidateProfile, resume: ResumeFacts | undefined, out: AttributionViolation[]): void {
  const all = new Set([
    ...profile.experience.flatMap((e) => [...numbersOf(e, resume)]),
    ...profile.unattributedAchievements.flatMap((a) => a.numbers.map(numberKey)),
  ]);
  // A number written without its unit («900 → 450 ₽» summarises «с 900 до 450 рублей») keeps its value: it matches
  // any unit of that value.
  const has = (set: Set<string>, n: AchievementNumber): boolean =>
    set.has(numberKey(n)) || (n.unit === null && [...set].some((k) => k.startsWith(`${n.value}|`)));
  for (const { text } of splitSentences(about)) {
    const named = profile.experience.filter((e) => e.employer.value !== null && mentionsEmployer(text, e.employer.value));
    for (const n of findAchievementNumbers(text)) {
      if (!has(all, n)) {
        out.push({ kind: 'changed', fact: text, where: 'skills' });
        break;
      }
      if (named.length === 1 && !has(numbersOf(named[0]!, resume), n)) {
        out.push({ kind: 'misattributed', fact: text, where: 'skills' });
        break;
      }
    }
  }
}

/**
 * Checks the achievements under no job (`unplaced`): each number must be one the profile states (in any achievement,
 * under a job or under none, or an hh description) — else the bullet changed it. An unplaced bullet sits under no
 * job, so it cannot be misattributed: the seeker places it on review.
 */
function checkUnplaced(unplaced: readonly string[], profile: CandidateProfile, resume: ResumeFacts | undefined, out: AttributionViolation[]): void {
  const all = new Set([
    ...profile.experience.flatMap((e) => [...numbersOf(e, resume)]),
    ...profile.unattributedAchievements.flatMap((a) => a.numbers.map(numberKey)),
  ]);
  unplaced.forEach((line, i) => {
    for (const { text } of splitSentences(line)) {
      const changed = findAchievementNumbers(text).some(
        (n) => !all.has(numberKey(n)) && !(n.unit === null && [...all].some((k) => k.startsWith(`${n.value}|`))),
      );
      if (changed) out.push({ kind: 'changed', fact: text, where: `unplaced[${i}]` });
    }
  });
}

/** True when every word stem of the employer's name occurs in the text. */
export function mentionsEmployer(text: string, employer: string): boolean {
  const keys = new Set(wordsOf(text).map((w) => w.key));
  const name = wordsOf(employer.replace(/[«»"]/gu, ' '))
    .map((w) => w.key)
    .filter((k) => !['ооо', 'ао', 'пао', 'зао', 'ип'].includes(k));
  return name.length > 0 && name.every((k) => keys.has(k));
}

/**
 * Checks a resume draft against the candidate profile (and the hh resume facts, for hh's own job descriptions).
 * Returns every violation (empty = the resume may be saved). Never throws.
 */
export function checkResumeAttribution(draft: ResumeDraft, profile: CandidateProfile, resume?: ResumeFacts): AttributionViolation[] {
  const out: AttributionViolation[] = [];
  const known = new Set(profile.skills.map((s) => s.name.toLowerCase()));
  draft.skill_set.forEach((skill, i) => {
    const name = (normaliseSkill(skill) ?? skill).toLowerCase();
    if (!known.has(name) && !known.has(skill.toLowerCase())) out.push({ kind: 'invented', fact: skill, where: `skill_set[${i}]` });
  });
  draft.experience.forEach((job, i) => {
    const at = (f: string): string => `experience[${i}].${f}`;
    const entry = findEntry(profile, job.company, job.position);
    if (entry === undefined) {
      out.push({ kind: 'invented', fact: job.company ?? job.position, where: at('company') });
      return;
    }
    if (!(job.position === '' && entry.role.value === null) && !sameRole(job.position, entry.role.value)) {
      const other = profile.experience.some((e) => e !== entry && sameRole(job.position, e.role.value));
      out.push({ kind: other ? 'misattributed' : 'invented', fact: job.position, where: at('position') });
    }
    if (job.start !== entry.start.value) out.push({ kind: entry.start.value === null ? 'invented' : 'changed', fact: job.start ?? '—', where: at('start') });
    const end = entry.current.value ? null : entry.end.value;
    if (job.end !== end && !(job.end === null && end === null)) out.push({ kind: 'changed', fact: job.end ?? 'по настоящее время', where: at('end') });
    if (job.description !== null) checkDescription(job.description, entry, profile, resume, at('description'), out);
  });
  (draft.education ?? []).forEach((edu, i) => {
    // One school can hold two degrees (a bachelor's and a master's): the entry of the same year is this one.
    const named = profile.education.filter((e) => e.institution.value !== null && sameEmployer(e.institution.value, edu.name));
    const entry = named.find((e) => e.year.value === edu.year) ?? named[0];
    if (entry === undefined) out.push({ kind: 'invented', fact: edu.name, where: `education[${i}]` });
    else if (edu.year !== null && edu.year !== entry.year.value) out.push({ kind: 'changed', fact: String(edu.year), where: `education[${i}].year` });
  });
  (draft.language ?? []).forEach((lang, i) => {
    const entry = profile.languages.find((l) => l.id === lang.id);
    if (entry === undefined) out.push({ kind: 'invented', fact: lang.name, where: `language[${i}]` });
    else if (lang.level !== null && lang.level !== entry.level)
      out.push({ kind: 'changed', fact: `${lang.name} ${lang.level}`, where: `language[${i}].level` });
  });
  checkAbout(draft.skills, profile, resume, out);
  checkUnplaced(draft.unplaced ?? [], profile, resume, out);
  return out;
}

/**
 * Drops what the violations point at: a skill, an education or language entry, an experience entry whose employer,
 * role or dates are wrong, a description or «О себе» sentence that is misattributed or altered, an unplaced
 * achievement that is altered. Sources of dropped facts go too. Returns a new draft; run checkResumeAttribution again
 * to confirm.
 */
export function repairResume(draft: ResumeDraft, violations: readonly AttributionViolation[]): ResumeDraft {
  const dropIndex = (prefix: string): Set<number> =>
    new Set(
      violations.flatMap((v) => {
        const m = new RegExp(`^${prefix}\\[(\\d+)\\](?:\\.(company|position|start|end|year|level))?$`, 'u').exec(v.where);
        return m === null ? [] : [Number(m[1])];
      }),
    );
  const badSentences = (where: string): Set<string> => new Set(violations.filter((v) => v.where === where).map((v) => v.fact));
  const dropSentences = (text: string, bad: Set<string>): string =>
    text
      .split('\n')
      .map((line) => {
        const prefix = /^[—–•-]\s*/u.exec(line)?.[0] ?? '';
        const kept = splitSentences(line.slice(prefix.length))
          .filter((s) => !bad.has(s.text))
          .map((s) => s.text);
        return kept.length === 0 ? '' : `${prefix}${kept.join(' ')}`;
      })
      .filter((l) => l.trim() !== '')
      .join('\n');
  const skillsOut = dropIndex('skill_set');
  const jobsOut = dropIndex('experience');
  const eduOut = dropIndex('education');
  const langOut = dropIndex('language');
  const unplacedOut = dropIndex('unplaced');
  const jobMap = new Map<number, number>();
  const experience = draft.experience.flatMap((job, i) => {
    if (jobsOut.has(i)) return [];
    jobMap.set(i, jobMap.size);
    const description = job.description === null ? null : dropSentences(job.description, badSentences(`experience[${i}].description`));
    return [{ ...job, description: description === '' ? null : description }];
  });
  const renumber = (prefix: 'skill_set' | 'education' | 'language' | 'unplaced', out: Set<number>): Map<number, number> => {
    const map = new Map<number, number>();
    const total = {
      skill_set: draft.skill_set.length,
      education: (draft.education ?? []).length,
      language: (draft.language ?? []).length,
      unplaced: (draft.unplaced ?? []).length,
    }[prefix];
    for (let i = 0; i < total; i += 1) if (!out.has(i)) map.set(i, map.size);
    return map;
  };
  const maps: Record<string, Map<number, number>> = {
    skill_set: renumber('skill_set', skillsOut),
    experience: jobMap,
    education: renumber('education', eduOut),
    language: renumber('language', langOut),
    unplaced: renumber('unplaced', unplacedOut),
  };
  const sources = draft.sources?.flatMap((s) => {
    const m = /^(skill_set|experience|education|language|unplaced)\[(\d+)\](.*)$/u.exec(s.field);
    if (m === null) return [s];
    const next = maps[m[1]!]?.get(Number(m[2]));
    return next === undefined ? [] : [{ ...s, field: `${m[1]}[${next}]${m[3] ?? ''}` }];
  });
  return {
    ...draft,
    skill_set: draft.skill_set.filter((_, i) => !skillsOut.has(i)),
    skills: dropSentences(draft.skills, badSentences('skills')),
    experience,
    ...(draft.education === undefined ? {} : { education: draft.education.filter((_, i) => !eduOut.has(i)) }),
    ...(draft.language === undefined ? {} : { language: draft.language.filter((_, i) => !langOut.has(i)) }),
    ...(draft.unplaced === undefined ? {} : { unplaced: draft.unplaced.filter((_, i) => !unplacedOut.has(i)) }),
    ...(sources === undefined ? {} : { sources }),
  };
}
