/**
 * Prints the assistant's quality figures over the labelled persona set (nothing false about the seeker in the output): fact
 * recall of the resume, invented and misattributed facts, skill precision and recall, verbatim runs in «О себе»,
 * and for letters contradictions, cliché hits and style distance (largest pairwise word-trigram Jaccard of the three
 * styles; target < 0.3). Figures, not a timed test. `measureAssistantQuality` scores any Assistant (the bench runs both
 * engines: `npm run bench:assistant`); run alone for the built-in engine:
 * `npx tsx apps/api/src/engines/assistant/quality-report.ts [--misses] [--letters]`.
 */
import { pathToFileURL } from 'node:url';
import { personaInput } from '../__fixtures__/persona-input';
import type { Assistant, ComposeResumeInput } from '../assistant.port';
import { createBuiltinAssistant } from '../builtin-assistant';
import { checkResumeAttribution } from '../checks/attribution';
import { clichesIn, findLetterContradictions } from '../checks/letter-checks';
import { longestCommonWordRun, maxPairwiseJaccard } from '../checks/text-metrics';
import { checkResumeGrounding } from '../checks/grounding';
import { sameEmployer } from '../profile';
import { BENCH_EMPLOYER, benchVacancy, writeLetterStyles } from './letters';
import { loadPersonas, type Persona } from './personas';
import { profileOf } from '../profile-source';
import type { ResumeDraft } from '../../../domain/position';

const fold = (s: string): string => s.toLowerCase().replaceAll('ё', 'е');

/** The quality figures for one engine over a persona set (targets in brackets where printQuality prints them). */
export interface QualityFigures {
  personas: number;
  /** Employers, roles, dates, education and numbers under their employer that reach the resume. */
  facts: number;
  factHits: number;
  invented: number;
  misattributed: number;
  skillsShown: number;
  skillsWrong: number;
  answerSkills: number;
  answerSkillHits: number;
  /** Resumes whose «О себе» copies a run of ≥ 8 words from an answer. */
  verbatim: number;
  letters: number;
  contradictions: number;
  cliches: number;
  /** Largest pairwise word-trigram Jaccard of one persona's three letter styles. */
  styleDistance: number;
  /** Resumes the engine that was asked did not write (a fallback to the built-in engine), when the caller tells. */
  fallbacks: number;
  notes: string[];
  letterTexts: string[];
}

/**
 * Scores `assistant` over `personas`: composes each persona's resume, writes the three letter styles for a vacancy of
 * the persona's title, and checks every output against the persona's labels and the built-in reading of its sources.
 * `composeWithEngine`, when given, tells which engine wrote each resume (counted in `fallbacks` when not `expected`).
 */
export async function measureAssistantQuality(
  assistant: Pick<Assistant, 'composeResume' | 'writeLetter'> & {
    composeResumeWithEngine?: (input: ComposeResumeInput) => Promise<{ draft: ResumeDraft; engine: string }>;
  },
  personas: readonly Persona[] = loadPersonas(),
  expected = 'builtin',
): Promise<QualityFigures> {
  const tally = { facts: 0, factHits: 0, invented: 0, misattributed: 0, skillsShown: 0, skillsWrong: 0, answerSkills: 0, answerSkillHits: 0 };
  const letters = { count: 0, contradictions: 0, cliches: 0, maxDistance: 0, verbatim: 0 };
  const notes: string[] = [];
  const letterTexts: string[] = [];
  let fallbacks = 0;
  for (const persona of personas) {
    const input = personaInput(persona);
    const profile = await profileOf(input);
    const composeInput = { ...input, market_skills: [] };
    let draft: ResumeDraft;
    if (assistant.composeResumeWithEngine === undefined) draft = await assistant.composeResume(composeInput);
    else {
      const written = await assistant.composeResumeWithEngine(composeInput);
      draft = written.draft;
      if (written.engine !== expected) {
        fallbacks += 1;
        notes.push(`${persona.id}: resume written by ${written.engine}, not ${expected}`);
      }
    }
    const text = fold(
      [draft.skills, ...draft.experience.map((j) => `${j.company ?? ''} ${j.position} ${j.start ?? ''} ${j.end ?? ''} ${j.description ?? ''}`)].join('\n'),
    );
    const { labels } = persona;
    for (const job of labels.experience) {
      const entry = draft.experience.find((j) => j.company !== null && sameEmployer(j.company, job.employer));
      const checks: [string, boolean][] = [
        [`employer ${job.employer}`, entry !== undefined],
        [`role ${job.role}`, entry !== undefined && fold(entry.position).includes(fold(job.role))],
        [`start ${job.start ?? '-'}`, job.start === null || entry?.start === job.start],
        [`end ${job.end ?? '-'}`, job.current ? entry?.end === null : job.end === null || entry?.end === job.end],
      ];
      for (const [name, ok] of checks) {
        tally.facts += 1;
        if (ok) tally.factHits += 1;
        else notes.push(`${persona.id}: miss ${name}`);
      }
    }
    for (const edu of labels.education) {
      tally.facts += 1;
      if ((draft.education ?? []).some((e) => sameEmployer(e.name, edu.institution) && (edu.year === null || e.year === edu.year))) tally.factHits += 1;
      else notes.push(`${persona.id}: miss education ${edu.institution}`);
    }
    for (const a of labels.achievements) {
      for (const n of a.numbers) {
        tally.facts += 1;
        const entry = draft.experience.find((j) => j.company !== null && sameEmployer(j.company, a.employer));
        if (entry?.description?.includes(String(n.value).replace('.', ',')) || entry?.description?.includes(String(n.value))) tally.factHits += 1;
        else notes.push(`${persona.id}: miss number ${n.value} under ${a.employer}`);
      }
    }
    const violations = checkResumeAttribution(draft, profile, input.resume);
    const lexical = checkResumeGrounding(draft, { resume: input.resume, answers: input.answers, position: input.position, profile }).violations;
    tally.invented +=
      violations.filter((v) => v.kind !== 'misattributed').length +
      lexical.filter((v) => ['employer', 'skill', 'date', 'number', 'link'].includes(v.kind)).length;
    tally.misattributed += violations.filter((v) => v.kind === 'misattributed').length;
    const irrelevant = new Set(labels.irrelevant_hh_skills.map(fold));
    const owned = new Set(profile.skills.map((s) => fold(s.name)));
    tally.skillsShown += draft.skill_set.length;
    tally.skillsWrong += draft.skill_set.filter((s) => irrelevant.has(fold(s)) || !owned.has(fold(s))).length;
    tally.answerSkills += labels.answer_skills.length;
    tally.answerSkillHits += labels.answer_skills.filter((s) => draft.skill_set.some((x) => fold(x) === fold(s))).length;
    if (
      longestCommonWordRun(
        draft.skills,
        input.answers.map((a) => a.text),
      ).length >= 8
    )
      letters.verbatim += 1;
    void text;

    const match = benchVacancy(input.position.title, draft.skill_set, BENCH_EMPLOYER);
    const written: string[] = [];
    for (const { style, letter } of await writeLetterStyles(assistant, { position: input.position, draft, profile, today: persona.today }, match)) {
      written.push(letter);
      letters.count += 1;
      const contradictions = findLetterContradictions(letter, profile, persona.today, {
        name: match.vacancy.name,
        employer: match.vacancy.employer?.name ?? null,
      });
      letters.contradictions += contradictions.length;
      for (const c of contradictions) notes.push(`${persona.id} ${style}: ${c.kind}: ${c.sentence}`);
      const cliches = clichesIn(letter);
      letters.cliches += cliches.length;
      for (const c of cliches) notes.push(`${persona.id} ${style}: cliché «${c}»`);
    }
    letters.maxDistance = Math.max(letters.maxDistance, maxPairwiseJaccard(written));
    letterTexts.push(`--- ${persona.id}\n${written.join('\n\n~~~\n\n')}`);
  }
  return {
    personas: personas.length,
    ...tally,
    verbatim: letters.verbatim,
    letters: letters.count,
    contradictions: letters.contradictions,
    cliches: letters.cliches,
    styleDistance: letters.maxDistance,
    fallbacks,
    notes,
    letterTexts,
  };
}

const r = (a: number, b: number): string => (b === 0 ? '1.000' : (a / b).toFixed(3));

/** Prints the figures of one engine, one per line, each with its target. */
export function printQuality(name: string, f: QualityFigures, print: (line: string) => void = console.log): void {
  print(`${name}: ${f.personas} personas${f.fallbacks > 0 ? `; ${f.fallbacks} resumes fell back to the built-in engine` : ''}`);
  print(`  fact recall (employers, roles, dates, education, numbers under their employer): ${r(f.factHits, f.facts)} (${f.factHits}/${f.facts}; target ≥ 0.9)`);
  print(`  invented facts: ${f.invented} (target 0)`);
  print(`  misattributed facts: ${f.misattributed} (target 0)`);
  print(`  skill precision: ${r(f.skillsShown - f.skillsWrong, f.skillsShown)} (target 1.0)`);
  print(`  answer-stated skill recall: ${r(f.answerSkillHits, f.answerSkills)} (${f.answerSkillHits}/${f.answerSkills}; target ≥ 0.8)`);
  print(`  «О себе» with a verbatim run of ≥ 8 words: ${f.verbatim} (target 0)`);
  print(`  letters: ${f.letters}; contradictions: ${f.contradictions} (target 0); cliché hits: ${f.cliches} (target 0)`);
  print(`  style distance: largest pairwise word-trigram Jaccard ${f.styleDistance.toFixed(3)} (target < 0.3)`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await measureAssistantQuality(createBuiltinAssistant());
  printQuality('built-in engine', figures);
  if (process.argv.includes('--letters')) for (const l of figures.letterTexts) console.log(l);
  if (process.argv.includes('--misses')) for (const n of figures.notes) console.log(`  ${n}`);
}
