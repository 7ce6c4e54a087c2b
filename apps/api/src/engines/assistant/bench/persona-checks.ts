/**
 * The eight checks of a written resume and its letters against a labelled seeker (labelled-set.ts), per persona,
 * and their tallies per set, per half and in total. A persona passes a check when every item of it holds:
 * 1. `employers`: every expected employer is on the resume once, with its own role and dates (compared as precisely
 *    as the label gives them; the current job ends «по настоящее время»);
 * 2. `achievements`: every result's keys (digits of a number, or a word stem) are found in its own employer's entry;
 * 3. `skills`: at least 75 % of the skills named in the answers are in skill_set (either spelling of «Name (alt)»;
 *    the engine's own alias table maps abbreviations);
 * 4. `education`: every expected school and course is there with its graduation year, a course never as a degree;
 * 5. `no_paste`: no run of 8 or more words of an answer is copied into the resume;
 * 6. `no_filler`: no filler, typo, place or private detail the label lists reaches the resume (whole words);
 * 7. `no_invented`: no employer or school outside the labels, and no number, date, employer or skill that the
 *    grounding check finds unsourced;
 * 8. `letters`: every letter (3 styles × a vacancy with a named employer and one without) has no placeholder, opens
 *    with no dangling connective, and carries at least one true specific fact: a number of the answers that the resume
 *    shows as a result, or a skill of the resume.
 */
import type { ResumeDraft } from '../../../domain/position';
import type { Assistant } from '../assistant.port';
import { checkResumeGrounding } from '../checks/grounding';
import { longestCommonWordRun } from '../checks/text-metrics';
import { checkLetterOpening, PLACEHOLDER_RE } from '../checks/letter-checks';
import { normaliseSkill, sameEmployer } from '../profile';
import { roleKey } from '../profile/employers';
import { TIMES_WORDS } from '../profile/numbers';
import { fold } from '../profile/words';
import { profileOf } from '../profile-source';
import type { LabelledSeeker } from './labelled-set';
import { BENCH_EMPLOYER, benchVacancy, writeLetterStyles } from './letters';

export const CHECKS = ['employers', 'achievements', 'skills', 'education', 'no_paste', 'no_filler', 'no_invented', 'letters'] as const;
export type CheckName = (typeof CHECKS)[number];

/** One persona's verdicts: per check, pass and the misses that failed it. */
export interface PersonaVerdict {
  id: string;
  set: LabelledSeeker['set'];
  half: LabelledSeeker['half'];
  pass: Record<CheckName, boolean>;
  misses: string[];
}

const plain = (s: string): string =>
  fold(s)
    .replace(/[«»"„“”'’]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
/**
 * Digits compared by value: «1 800» = «1800», «0,5» = «0.5», and a factor said in a word as the resume writes it in
 * digits: «вдвое» = «в 2 раза» (the same fact; the resume's own rule writes factors in digits).
 */
const digitsFolded = (s: string): string =>
  plain(s)
    .replace(/(\d)[\s\u00a0](?=\d{3}\b)/gu, '$1')
    .replace(/(\d),(\d)/gu, '$1.$2')
    .replace(
      /(?<![\p{L}])(вдвое|втрое|вчетверо|впятеро|вдесятеро)(?![\p{L}])/gu,
      (word) => `в ${TIMES_WORDS[word]} ${TIMES_WORDS[word]! < 5 ? 'раза' : 'раз'}`,
    );
const compact = (s: string): string => plain(s).replace(/[^\p{L}\p{N}+#]/gu, '');

function samePeriod(got: string | null | undefined, want: string | null): boolean {
  if (want === null) return true;
  return typeof got === 'string' && got.startsWith(want);
}

/**
 * The role holds when it is the labelled one (same stems), holds it whole («Кассир торгового зала» for «Кассир»), or is
 * its one-word head with only a unit or a grade left off («Охранник» for «Охранник 6 разряда»). A title that drops a
 * rank («Технический писатель» for «Ведущий технический писатель») or is cut short («Агроном по защите») fails.
 */
function roleHolds(got: string, want: string): boolean {
  const a = plain(got);
  const b = plain(want);
  return roleKey(got) === roleKey(want) || a.includes(b) || (b.startsWith(`${a} `) && !a.includes(' '));
}

/** The spellings a labelled skill accepts: «Ручная дуговая сварка (РДС)» → both, and the engine's alias of each. */
function spellings(skill: string): string[] {
  const m = /^(.*?)\s*\(([^)]+)\)\s*$/u.exec(skill);
  const base = m === null ? [skill] : [m[1]!, m[2]!, skill];
  return [...new Set(base.flatMap((s) => [s, normaliseSkill(s) ?? s]).map(compact))].filter((s) => s !== '');
}

function skillFound(skill: string, skillSet: readonly string[]): boolean {
  const have = skillSet.map(compact);
  return spellings(skill).some((s) => have.some((h) => h === s || (Math.min(h.length, s.length) >= 4 && (h.includes(s) || s.includes(h)))));
}

const DEGREE_LEVELS = new Set(['higher', 'bachelor', 'master', 'candidate', 'doctor', 'unfinished_higher', 'special_secondary', 'secondary']);

/** The distinctive words of a school's name (three letters and more, quotes and digits kept). */
const nameWords = (s: string): string[] =>
  plain(s)
    .split(/[\s-]+/u)
    .filter((w) => w.length >= 3 || /\d/u.test(w));

function sameSchool(got: string, want: string): boolean {
  if (sameEmployer(got, want)) return true;
  const g = nameWords(got).map((w) => w.slice(0, 5));
  const w = nameWords(want).map((x) => x.slice(0, 5));
  const shared = w.filter((x) => g.includes(x)).length;
  return shared >= Math.max(1, Math.ceil(w.length * 0.6));
}

const wholeWord = (phrase: string): RegExp => new RegExp(`(?<![\\p{L}\\d])${phrase.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}\\d])`, 'iu');

/** The resume as text a reader sees: title, roles, descriptions, skills, «О себе», education. */
function resumeText(draft: ResumeDraft): string {
  return [
    draft.title,
    ...draft.experience.flatMap((j) => [j.company ?? '', j.position, j.description ?? '']),
    draft.skill_set.join(', '),
    draft.skills,
    ...(draft.education ?? []).flatMap((e) => [e.name, e.result ?? '', e.organization ?? '']),
  ].join('\n');
}

/** Numbers a letter may cite as a result: those of the answers that the resume shows in an experience entry (years excluded). */
function resultNumbers(draft: ResumeDraft, answers: readonly string[]): string[] {
  const inAnswers = new Set(answers.flatMap((a) => [...digitsFolded(a).matchAll(/\d+(?:\.\d+)?/gu)].map((m) => m[0])));
  const shown = draft.experience.flatMap((j) => [...digitsFolded(j.description ?? '').matchAll(/\d+(?:\.\d+)?/gu)].map((m) => m[0]));
  return [...new Set(shown)].filter((n) => inAnswers.has(n) && !/^(19|20)\d\d$/u.test(n));
}

/** True when the letter names a true, specific fact of the seeker (see file comment). */
export function letterHasFact(letter: string, draft: ResumeDraft, answers: readonly string[]): boolean {
  const text = digitsFolded(letter);
  if (resultNumbers(draft, answers).some((n) => new RegExp(`(?<![\\d.])${n.replace('.', '\\.')}(?![\\d]|\\.\\d)`, 'u').test(text))) return true;
  return draft.skill_set.some((s) => s.length >= 2 && wholeWord(plain(s)).test(plain(letter)));
}

/** Runs the checks for one seeker with `assistant` (resume, then 6 letters). */
export async function checkSeeker(assistant: Pick<Assistant, 'composeResume' | 'writeLetter'>, seeker: LabelledSeeker): Promise<PersonaVerdict> {
  const { input, expected } = seeker;
  const misses: string[] = [];
  const miss = (check: CheckName, what: string): false => {
    misses.push(`${check}: ${what}`);
    return false;
  };
  const profile = await profileOf(input);
  const draft = await assistant.composeResume({ ...input, market_skills: [] });
  const answers = input.answers.map((a) => a.text);
  const text = resumeText(draft);
  const pass = {} as Record<CheckName, boolean>;

  pass.employers = expected.employers.every((e) => {
    const entries = draft.experience.filter((j) => j.company !== null && sameEmployer(j.company, e.name));
    const entry = entries[0];
    if (entry === undefined) return miss('employers', `${e.name} missing`);
    if (entries.length > 1) return miss('employers', `${e.name} listed ${entries.length} times`);
    if (!roleHolds(entry.position, e.position)) return miss('employers', `${e.name}: role «${entry.position}», expected «${e.position}»`);
    if (!samePeriod(entry.start, e.start)) return miss('employers', `${e.name}: start ${entry.start ?? '—'}, expected ${e.start ?? '—'}`);
    if (e.current ? entry.end !== null : !samePeriod(entry.end, e.end))
      return miss('employers', `${e.name}: end ${entry.end ?? 'now'}, expected ${e.current ? 'now' : e.end}`);
    return true;
  });

  pass.achievements = expected.employers.every((e) =>
    e.achievements.every((keys) => {
      const entry = draft.experience.find((j) => j.company !== null && sameEmployer(j.company, e.name));
      const body = digitsFolded(`${entry?.position ?? ''} ${entry?.description ?? ''}`);
      const missing = keys.filter((k) => !body.includes(digitsFolded(k)));
      return missing.length === 0 || miss('achievements', `«${missing.join('», «')}» not under ${e.name}`);
    }),
  );

  const found = expected.skills.filter((s) => skillFound(s, draft.skill_set));
  pass.skills =
    expected.skills.length === 0 ||
    found.length / expected.skills.length >= 0.75 ||
    miss('skills', `${found.length}/${expected.skills.length}; missing ${expected.skills.filter((s) => !found.includes(s)).join(', ')}`);

  pass.education = expected.education.every((e) => {
    const entry = (draft.education ?? []).find((d) => sameSchool(d.name, e.name) && (e.year === null || d.year === e.year));
    if (entry === undefined)
      return miss(
        'education',
        `${e.name} ${e.year ?? ''} missing (have ${(draft.education ?? []).map((d) => `${d.name} ${d.year ?? ''}`).join('; ') || 'none'})`,
      );
    if (e.level === 'courses' && entry.level !== null && DEGREE_LEVELS.has(entry.level)) return miss('education', `course ${e.name} shown as ${entry.level}`);
    return true;
  });

  // A list of skill names is no pasted prose, nor is a proper name (an employer's or a school's, as the seeker wrote
  // it, legal form and all): each name breaks the run.
  const names = [
    ...draft.skill_set,
    ...draft.experience.flatMap((j) => (j.company === null ? [] : [j.company])),
    ...(draft.education ?? []).map((e) => e.name),
  ].sort((a, b) => b.length - a.length);
  const prose = names.reduce((t, skill) => (skill.length < 2 ? t : t.replace(new RegExp(skill.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'), 'giu'), ' | ')), text);
  const run = longestCommonWordRun(prose.replace(draft.skill_set.join(', '), ' '), answers);
  pass.no_paste = run.length < 8 || miss('no_paste', `${run.length} words pasted: «${run.words.join(' ')}»`);

  const leaked = expected.mustNotAppear.filter((w) => wholeWord(w).test(text));
  pass.no_filler = leaked.length === 0 || miss('no_filler', leaked.map((w) => `«${w}»`).join(', '));

  pass.no_invented = checkInvented(draft, seeker, profile, miss);

  // Letters for a vacancy of a named employer and for an anonymous one.
  const vacancies = [
    benchVacancy(input.position.title, draft.skill_set, BENCH_EMPLOYER, 'v0'),
    benchVacancy(input.position.title, draft.skill_set, null, 'v1'),
  ];
  let lettersOk = true;
  for (const match of vacancies) {
    for (const { style, letter } of await writeLetterStyles(assistant, { position: input.position, draft, profile, today: input.today }, match)) {
      const who = `${style}${match.vacancy.employer === null ? ' (anonymous)' : ''}`;
      const placeholder = PLACEHOLDER_RE.exec(letter);
      if (placeholder !== null) lettersOk = miss('letters', `${who}: placeholder «${placeholder[0]}»`);
      const opening = checkLetterOpening(letter);
      if (opening !== null) lettersOk = miss('letters', `${who}: opens with «${opening}»`);
      if (!letterHasFact(letter, draft, answers)) lettersOk = miss('letters', `${who}: no true specific fact`);
    }
  }
  pass.letters = lettersOk;
  return { id: seeker.id, set: seeker.set, half: seeker.half, pass, misses };
}

function checkInvented(
  draft: ResumeDraft,
  seeker: LabelledSeeker,
  profile: Awaited<ReturnType<typeof profileOf>>,
  miss: (c: CheckName, w: string) => false,
): boolean {
  const { input, expected } = seeker;
  let ok = true;
  for (const job of draft.experience) {
    if (job.company !== null && !expected.employers.some((e) => sameEmployer(job.company!, e.name)))
      ok = miss('no_invented', `employer «${job.company}» (${job.position})`);
  }
  for (const edu of draft.education ?? []) {
    if (!expected.education.some((e) => sameSchool(edu.name, e.name))) ok = miss('no_invented', `school «${edu.name}»`);
  }
  const grounding = checkResumeGrounding(draft, { resume: input.resume, answers: input.answers, position: input.position, profile }).violations;
  for (const v of grounding.filter((g) => ['employer', 'skill', 'number', 'date', 'link', 'invented'].includes(g.kind)))
    ok = miss('no_invented', `${v.kind} «${v.value}» at ${v.where}`);
  return ok;
}

/** Personas passing each check, over a group. */
export function tallyChecks(verdicts: readonly PersonaVerdict[]): Record<CheckName, number> {
  return Object.fromEntries(CHECKS.map((c) => [c, verdicts.filter((v) => v.pass[c]).length])) as Record<CheckName, number>;
}

/** Sets whose totals are the figures of record (the 48 personas that rules were tuned and held out on). */
const TOTAL_SETS: readonly LabelledSeeker['set'][] = ['old', 'new'];

/**
 * Prints the per-persona table, then per set × half, per half, per set and in total over `old` + `new` (the 48
 * personas), then the `third` to `seventh` sets by half and the blind `eighth` set on their own rows, never inside those totals.
 */
export function printChecks(title: string, verdicts: readonly PersonaVerdict[], print: (line: string) => void = console.log, withMisses = false): void {
  const head = CHECKS.map((c) => c.padStart(12)).join('');
  print(`${title}: ${verdicts.length} personas (a persona passes a check when all its items hold)`);
  print(`${'persona'.padEnd(40)}${head}`);
  for (const v of verdicts) {
    print(`${`${v.id} [${v.set}/${v.half}]`.padEnd(40)}${CHECKS.map((c) => (v.pass[c] ? '✓' : '✗').padStart(12)).join('')}`);
    if (withMisses) for (const m of v.misses) print(`      ${m}`);
  }
  const group = (name: string, of: readonly PersonaVerdict[]): void => {
    if (of.length === 0) return;
    const t = tallyChecks(of);
    print(`${`${name} (${of.length})`.padEnd(40)}${CHECKS.map((c) => `${Math.round((100 * t[c]) / of.length)}%`.padStart(12)).join('')}`);
  };
  const counted = verdicts.filter((v) => TOTAL_SETS.includes(v.set));
  print(`${'group (personas passing)'.padEnd(40)}${head}`);
  for (const set of TOTAL_SETS)
    for (const half of ['tuning', 'held-out'] as const)
      group(
        `${set}/${half}`,
        counted.filter((v) => v.set === set && v.half === half),
      );
  for (const half of ['tuning', 'held-out'] as const)
    group(
      `all ${half}`,
      counted.filter((v) => v.half === half),
    );
  for (const set of TOTAL_SETS)
    group(
      `set ${set}`,
      counted.filter((v) => v.set === set),
    );
  group('total', counted);
  for (const set of ['third', 'fourth', 'fifth', 'sixth', 'seventh'] as const)
    for (const half of ['tuning', 'held-out'] as const)
      group(
        `${set}/${half}`,
        verdicts.filter((v) => v.set === set && v.half === half),
      );
  group(
    'eighth (blind, never tuned on)',
    verdicts.filter((v) => v.set === 'eighth'),
  );
}
