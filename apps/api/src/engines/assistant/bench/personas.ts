/**
 * The labelled persona set (__fixtures__/personas/*.json) and how well a profile recovers its labels. Used by the
 * unit tests and profile-report.ts; the assistant benchmark reuses the same personas.
 */
import { sameEmployer, roleKey } from '../profile/employers';
import type { CandidateProfile, ExperienceEntry } from '../profile/profile.schema';
import type { Persona } from '../__fixtures__/personas';

export { loadPersonas, personaSchema, type Persona } from '../__fixtures__/personas';

/** Hits over total for one kind of fact. */
export interface Tally {
  hit: number;
  total: number;
}

/** How a profile compares with a persona's labels. */
export interface PersonaScore {
  employers: Tally;
  roles: Tally;
  dates: Tally;
  education: Tally;
  numbers: Tally;
  /** Labelled achievements found under their own employer. */
  attributed: Tally;
  /** Labelled achievements found under another employer (must be 0). */
  misattributed: number;
  /** Answer-stated skills: recall over the labels, and extracted answer skills that are not labelled. */
  skillRecall: Tally;
  skillFalse: string[];
  misses: string[];
}

const fold = (s: string): string => s.toLowerCase().replaceAll('ё', 'е').replace(/[«»"]/gu, '').trim();

function entryOf(profile: CandidateProfile, employer: string): ExperienceEntry | undefined {
  return profile.experience.find((e) => e.employer.value !== null && sameEmployer(e.employer.value, employer));
}

/** Scores a profile against a persona's labels (see PersonaScore). */
export function scorePersona(persona: Persona, profile: CandidateProfile): PersonaScore {
  const s: PersonaScore = {
    employers: { hit: 0, total: 0 },
    roles: { hit: 0, total: 0 },
    dates: { hit: 0, total: 0 },
    education: { hit: 0, total: 0 },
    numbers: { hit: 0, total: 0 },
    attributed: { hit: 0, total: 0 },
    misattributed: 0,
    skillRecall: { hit: 0, total: 0 },
    skillFalse: [],
    misses: [],
  };
  const miss = (what: string): void => void s.misses.push(`${persona.id}: ${what}`);
  for (const label of persona.labels.experience) {
    const entry = entryOf(profile, label.employer);
    s.employers.total += 1;
    if (entry !== undefined && fold(entry.employer.value ?? '') === fold(label.employer)) s.employers.hit += 1;
    else miss(`employer ${label.employer} → ${entry?.employer.value ?? 'none'}`);
    s.roles.total += 1;
    if (entry?.role.value != null && roleKey(entry.role.value) === roleKey(label.role)) s.roles.hit += 1;
    else miss(`role ${label.role} → ${entry?.role.value ?? 'none'}`);
    for (const [field, expected] of [
      ['start', label.start],
      ['end', label.end],
    ] as const) {
      if (expected === null) continue;
      s.dates.total += 1;
      if (entry?.[field].value === expected) s.dates.hit += 1;
      else miss(`${field} of ${label.employer}: ${expected} → ${entry?.[field].value ?? 'none'}`);
    }
    s.dates.total += 1;
    if (entry?.current.value === label.current) s.dates.hit += 1;
    else miss(`current of ${label.employer}: ${label.current}`);
  }
  const achievementsOf = (entry: ExperienceEntry) => entry.achievements;
  for (const label of persona.labels.achievements) {
    const matches = (a: { numbers: { value: number; unit: string | null }[] }): boolean =>
      label.numbers.every((n) => a.numbers.some((x) => x.value === n.value && (n.unit === null || x.unit === n.unit)));
    for (const n of label.numbers) {
      s.numbers.total += 1;
      const all = [...profile.experience.flatMap(achievementsOf), ...profile.unattributedAchievements];
      if (all.some((a) => a.numbers.some((x) => x.value === n.value && (n.unit === null || x.unit === n.unit)))) s.numbers.hit += 1;
      else miss(`number ${n.value} ${n.unit ?? ''}`);
    }
    s.attributed.total += 1;
    const owner = profile.experience.find((e) => e.achievements.some(matches));
    if (owner !== undefined && owner.employer.value !== null && sameEmployer(owner.employer.value, label.employer)) s.attributed.hit += 1;
    else if (owner !== undefined) {
      s.misattributed += 1;
      miss(`achievement ${label.numbers.map((n) => n.value).join('/')} under ${owner.employer.value ?? '?'} instead of ${label.employer}`);
    } else miss(`achievement ${label.numbers.map((n) => n.value).join('/')} not attributed`);
  }
  for (const label of persona.labels.education) {
    const entry = profile.education.find((e) => e.institution.value !== null && fold(e.institution.value) === fold(label.institution));
    const facts: [unknown, unknown][] = [
      [entry?.institution.value ?? null, label.institution],
      [entry?.year.value ?? null, label.year],
      [entry?.speciality.value ?? null, label.speciality],
      [entry?.level.value ?? null, label.level],
    ];
    for (const [got, expected] of facts) {
      if (expected === null) continue;
      s.education.total += 1;
      if (typeof got === 'string' && typeof expected === 'string' ? fold(got) === fold(expected) : got === expected) s.education.hit += 1;
      else miss(`education ${String(expected)} → ${String(got)}`);
    }
  }
  const answerSkills = profile.skills.filter((k) => k.sources.some((p) => p.source === 'answer')).map((k) => k.name);
  for (const label of persona.labels.answer_skills) {
    s.skillRecall.total += 1;
    if (answerSkills.some((k) => fold(k) === fold(label))) s.skillRecall.hit += 1;
    else miss(`skill ${label}`);
  }
  s.skillFalse = answerSkills.filter((k) => !persona.labels.answer_skills.some((l) => fold(l) === fold(k))).map((k) => `${persona.id}: ${k}`);
  return s;
}

/** Sums tallies of several personas. */
export function sumTallies(tallies: readonly Tally[]): Tally {
  return tallies.reduce((a, b) => ({ hit: a.hit + b.hit, total: a.total + b.total }), { hit: 0, total: 0 });
}

/** hit / total, 1 when there is nothing to find. */
export const ratio = (t: Tally): number => (t.total === 0 ? 1 : t.hit / t.total);
