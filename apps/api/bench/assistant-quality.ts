/**
 * `npm run bench:assistant`: the assistant's quality figures (nothing false about the seeker in the resume or the
 * letters) for BOTH engines over the labelled persona sets (src/engines/assistant/__fixtures__/personas and
 * personas-2: 48 seekers, 5 answers and a coherent hh resume each; the eight checks of
 * src/engines/assistant/bench/persona-checks.ts per persona, per set, per tuning/held-out half and in total; then the
 * seekers of personas-3, -4 and -5 (sets `third`, `fourth`, `fifth`) by half on their own rows outside the 48's
 * totals):
 * 1. the built-in engine;
 * 2. the OpenAI-compatible engine against the local fake server (testing/fake-llm.ts), its output through the same
 *    checks — once clean, once with a fault served for every persona (invented employer, misattributed achievement,
 *    altered number, invented letter fact, malformed JSON, timeout) to show what the checks let through (targets 0);
 * 3. the proposals: each persona walks the real flow in the API on the sandbox's real vacancies (coherent
 *    applicant → position → 5 answers → resume → publish → POST …/proposals), and the proposals are checked for
 *    duplicates (same employer and normalised title) and for the position's constraints (city or remote, salary not
 *    clearly below the expectation, not the current employer).
 * Figures, not timed tests. Run directly to pass flags: `node --import tsx bench/assistant-quality.ts --no-proposals`
 * (parts 1–2) or `--only-proposals` (part 3).
 */
import type { GeneratedResume, Position, ProposalList } from '@otklik/contracts';
import type { HhResumeCreateRequest } from '@otklik/hh-contract';
import { readFileSync } from 'node:fs';
import {
  answeredPosition,
  buildHhTestApp,
  callOk,
  confirmReviewFlags,
  personaSeeker,
  startFakeLlm,
  type FakeLlmFault,
  type FakeLlmTask,
} from '@otklik/api/testing';
import { BUNDLED_DICTIONARIES_FILE, hasSharedData } from '@otklik/hh-sandbox/testing';
import { createAssistant, type AssistantLog } from '../src/engines/assistant';
import { createBuiltinAssistant } from '../src/engines/assistant/builtin-assistant';
import { loadPersonas, type Persona } from '../src/engines/assistant/bench/personas';
import { measureAssistantQuality, printQuality } from '../src/engines/assistant/bench/quality-report';
import { normalizeTitle } from '../src/engines/matching';
import { loadLabelledSeekers } from '../src/engines/assistant/bench/labelled-set';
import { checkSeeker, printChecks, type PersonaVerdict } from '../src/engines/assistant/bench/persona-checks';

/** Counts what the engine logged: fallbacks to the built-in engine and repairs, by task. */
function countingLog(): AssistantLog & { fallbacks: Map<string, number>; repairs: Map<string, number> } {
  const fallbacks = new Map<string, number>();
  const repairs = new Map<string, number>();
  const bump = (m: Map<string, number>, k: string): void => void m.set(k, (m.get(k) ?? 0) + 1);
  return {
    fallbacks,
    repairs,
    info: () => undefined,
    warn: (obj, msg) => {
      const task = String((obj as { task?: unknown }).task ?? '?');
      if (msg.includes('falling back')) bump(fallbacks, task);
      else bump(repairs, task);
    },
  };
}

const list = (m: Map<string, number>): string => (m.size === 0 ? 'none' : [...m].map(([k, v]) => `${k} ${v}`).join(', '));

/** Part 2: the OpenAI-compatible engine against the fake, clean and faulted. */
async function benchLlmEngine(personas: readonly Persona[]): Promise<void> {
  const fake = await startFakeLlm();
  try {
    const clean = countingLog();
    const llm = { baseURL: fake.baseURL, apiKey: 'sk-bench-local', model: 'fake-llm', maxRetries: 0, timeoutMs: 3_000 };
    const figures = await measureAssistantQuality(createAssistant({ llm, log: clean }), personas, 'llm');
    printQuality('OpenAI-compatible engine (local fake server, clean answers)', figures);
    await benchChecks('OpenAI-compatible engine (local fake server)', createAssistant({ llm, log: countingLog() }));
    console.log(`  model calls: ${fake.requests.length}; fallbacks by task: ${list(clean.fallbacks)}; repairs by task: ${list(clean.repairs)}`);

    // One fault per persona, in turn: what the checks must catch before anything reaches the resume or a letter.
    const faults: [FakeLlmTask, FakeLlmFault][] = [
      ['profile', 'invented'],
      ['profile', 'misattributed'],
      ['resume', 'misattributed'],
      ['resume', 'altered'],
      ['resume', 'invented'],
      ['letter', 'invented'],
      ['profile', 'malformed'],
      ['profile', 'timeout'],
    ];
    const faulted = countingLog();
    const engine = createAssistant({ llm: { ...llm, timeoutMs: 500 }, log: faulted });
    let served = 0;
    const wrapped = {
      ...engine,
      composeResumeWithEngine: async (input: Parameters<typeof engine.composeResumeWithEngine>[0]) => {
        const [task, kind] = faults[served % faults.length]!;
        served += 1;
        fake.reset();
        fake.fault(task, kind, 1);
        return engine.composeResumeWithEngine(input);
      },
    };
    const withFaults = await measureAssistantQuality(wrapped, personas, 'llm');
    fake.reset();
    printQuality(`OpenAI-compatible engine (a fault served for each persona: ${faults.map(([t, k]) => `${t}/${k}`).join(', ')})`, withFaults);
    console.log(`  fallbacks by task: ${list(faulted.fallbacks)}; repairs by task: ${list(faulted.repairs)}`);
  } finally {
    await fake.close();
  }
}

/** The eight checks of the labelled sets: the 48 personas per set, half and in total, then the later sets' own rows. */
async function benchChecks(name: string, assistant: Parameters<typeof checkSeeker>[0]): Promise<void> {
  const verdicts: PersonaVerdict[] = [];
  for (const seeker of loadLabelledSeekers()) verdicts.push(await checkSeeker(assistant, seeker));
  printChecks(name, verdicts, console.log, process.argv.includes('--misses'));
}

/** hh's currency rates of the sandbox's /dictionaries (units per 1 ₽). */
function loadRates(): Record<string, number> {
  const dictionaries = JSON.parse(readFileSync(BUNDLED_DICTIONARIES_FILE, 'utf8')) as { currency: { code: string; rate: number }[] };
  return Object.fromEntries(dictionaries.currency.map((c) => [c.code, c.rate]));
}

const fold = (s: string): string => s.toLowerCase().replaceAll('ё', 'е').replace(/[«»"]/gu, '').trim();

/** Part 3: proposals of every persona through the API, on the sandbox's bundled real vacancies. */
async function benchProposals(personas: readonly Persona[]): Promise<void> {
  const rates = loadRates();
  // The full vacancy data set beside the repository when present (17k real vacancies across professions), else the
  // bundled seed (1.5k, mostly IT: most non-IT personas then get no proposals).
  const seed = hasSharedData() ? 'shared' : 'bundled';
  const bench = await buildHhTestApp({ backend: 'pglite', sandbox: { seed } });
  let proposed = 0;
  let duplicates = 0;
  let constraintsHeld = 0;
  let short = 0;
  const rows: string[] = [];
  try {
    for (const persona of personas) {
      // hh keeps no empty language list: a persona without languages sends none.
      const { language, ...rest } = persona.hh_resume;
      const hhResume = {
        ...rest,
        ...(language === undefined || language.length === 0 ? {} : { language }),
        title: persona.hh_resume.title ?? persona.position.title,
        area: { id: persona.position.areas[0]!.id },
        salary: { amount: persona.position.salary.amount, currency: persona.position.salary.currency },
      } as unknown as HhResumeCreateRequest & { title: string };
      const seeker = await personaSeeker(bench.app, bench.hh, [hhResume]);
      const { position } = await answeredPosition(bench.app, seeker, {
        title: persona.position.title,
        answers: persona.answers.map((a) => a.text),
        areas: persona.position.areas,
        remote: persona.position.remote,
        salary: persona.position.salary.amount,
        resume_id: seeker.hhResumeIds[0]!,
      });
      await callOk<GeneratedResume>(bench.app, seeker, 'POST', `/api/positions/${position.id}/resume`);
      await confirmReviewFlags(bench.app, seeker, position.id);
      await callOk<GeneratedResume>(bench.app, seeker, 'POST', `/api/positions/${position.id}/resume/publish`);
      const { items } = await callOk<ProposalList>(bench.app, seeker, 'POST', `/api/positions/${position.id}/proposals`);
      if (items.length < 3) short += 1;
      proposed += items.length;
      const keys = items.map((p) => `${fold(p.employer?.name ?? p.vacancy_id)}|${normalizeTitle(p.name)}`);
      const dup = keys.length - new Set(keys).size;
      duplicates += dup;
      const current = (persona.hh_resume.experience ?? []).filter((j) => !j.end).map((j) => fold(j.company ?? ''));
      const broken = items.filter((p) => !holds(p, position, current, rates));
      constraintsHeld += items.length - broken.length;
      rows.push(
        `    ${persona.id}: ${items.length} proposed, ${dup} duplicate, ${broken.length} breaking a constraint${broken.map((p) => ` ✗ «${p.name}» (${p.area?.name ?? '?'})`).join('')}`,
      );
    }
  } finally {
    await bench.close();
  }
  console.log(`proposals (built-in engine; ${personas.length} personas through the API on the sandbox's ${seed} real vacancies):`);
  for (const row of rows) console.log(row);
  console.log(`  duplicate proposals: ${duplicates} (target 0)`);
  console.log(
    `  constraint precision: ${(proposed === 0 ? 1 : constraintsHeld / proposed).toFixed(3)} (${constraintsHeld}/${proposed}; target 1.0); ${short} personas got fewer than 3`,
  );
}

/** The position's constraints on one proposal: place (city, or remote when taken), salary not clearly below, not the current employer. */
function holds(p: ProposalList['items'][number], position: Position, currentEmployers: readonly string[], rates: Record<string, number>): boolean {
  const place = position.areas.some((a) => a.id === p.area?.id || a.name === p.area?.name) || (position.remote && p.remote);
  // As hh's salary filter reads a range (and matching does): «от X» has no ceiling, only a known top can be below.
  const top = p.salary?.to ?? null;
  let salary = true;
  if (top !== null) {
    const rate = rates[p.salary?.currency ?? 'RUR'];
    const expected = position.salary.currency === 'RUR' ? position.salary.amount : position.salary.amount / (rates[position.salary.currency] ?? 1);
    if (rate !== undefined && rate > 0) salary = top / rate >= expected * 0.8;
  }
  const employer = fold(p.employer?.name ?? '');
  const notCurrent = employer === '' || !currentEmployers.some((c) => c !== '' && (employer.includes(c) || c.includes(employer)));
  return place && salary && notCurrent;
}

const personas = loadPersonas();
const professions = new Set(personas.map((p) => p.profession));
const only = process.argv.includes('--only-proposals');
console.log(`assistant benchmark: ${personas.length} labelled personas, ${professions.size} professions (${[...professions].join(', ')})`);
if (!only) {
  printQuality('built-in engine', await measureAssistantQuality(createBuiltinAssistant(), personas));
  await benchChecks('built-in engine', createBuiltinAssistant());
  await benchLlmEngine(personas);
}
if (!process.argv.includes('--no-proposals')) await benchProposals(personas);
process.exit(0);
