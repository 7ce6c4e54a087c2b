/**
 * Bench (c): precision@5 of the proposals on the labelled set of labelled-profiles.ts, with the sandbox loaded from
 * the full vacancy data set beside the repository (17,574 real vacancies; skipped with a message when absent). Each profile is a seeker
 * with an hh resume of that profession, who walks the real flow (position, 5 answers naming their skills, resume,
 * publish, POST …/proposals); the proposals are labelled by the rules there. Prints precision@5 (relevant among the
 * top 5, out of 5), the precision of what was proposed, how often the title, place and salary constraints hold in the
 * top 5, and the time of the proposals call (median, p95).
 */
import type { GeneratedResume, Position, ProposalList, Questionnaire } from '@otklik/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { labelOf, PROFILES, type Label, type RawVacancy, type SeekerProfile } from './labelled-profiles';
import { buildHhTestApp, callOk as api, confirmReviewFlags, connectedSeeker, uniqueEmail, type HhTestApp } from '@otklik/api/testing';
import { BUNDLED_DICTIONARIES_FILE, hasSharedData, SHARED_VACANCIES_DIR } from '@otklik/hh-sandbox/testing';
import { describe } from './stats';

/** Every record of the shared vacancy files, by id. */
function loadRawVacancies(): Map<string, RawVacancy> {
  const byId = new Map<string, RawVacancy>();
  for (const file of readdirSync(SHARED_VACANCIES_DIR).filter((name) => name.endsWith('.jsonl'))) {
    for (const line of readFileSync(join(SHARED_VACANCIES_DIR, file), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const record = JSON.parse(line) as RawVacancy;
      byId.set(String(record.id), record);
    }
  }
  return byId;
}

/** hh's currency rates of the sandbox's /dictionaries (units per 1 ₽). */
function loadRates(): Record<string, number> {
  const dictionaries = JSON.parse(readFileSync(BUNDLED_DICTIONARIES_FILE, 'utf8')) as { currency: { code: string; rate: number }[] };
  return Object.fromEntries(dictionaries.currency.map((c) => [c.code, c.rate]));
}

/** The hh resume of a profile's seeker (their hh side of the story): the profession, city, skills and salary. */
const resumeOf = (profile: SeekerProfile) => ({
  title: profile.title,
  area: { id: profile.city.id },
  skill_set: profile.skills,
  experience: [{ company: 'ООО «Северный ветер»', position: profile.title, start: '2021-03-01', end: null, description: null }],
  salary: { amount: profile.salary, currency: 'RUR' },
});

/** Walks the flow for one profile. @returns the proposals and how long POST …/proposals took (ms). */
async function proposeFor(bench: HhTestApp, profile: SeekerProfile) {
  const { app, hh } = bench;
  const hhEmail = uniqueEmail('bench');
  await hh.control.createApplicant(hhEmail, [resumeOf(profile)]);
  const seeker = await connectedSeeker(app, hh, hhEmail);
  const resumes = await api<{ items: { id: string; title: string }[] }>(app, seeker, 'GET', '/api/resumes');
  const resume = resumes.items.find((r) => r.title === profile.title);
  if (!resume) throw new Error(`the resume of ${profile.title} is not listed`);
  const position = await api<Position>(app, seeker, 'POST', '/api/positions', {
    title: profile.title,
    resume_id: resume.id,
    use_favorites: false,
    areas: [profile.city],
    remote: profile.remote,
    salary: { amount: profile.salary, currency: 'RUR' },
    letter_styles: ['neutral'],
  });
  const questionnaire = await api<Questionnaire>(app, seeker, 'GET', `/api/positions/${position.id}/questions`);
  for (const question of questionnaire.questions) {
    await api(app, seeker, 'PUT', `/api/positions/${position.id}/answers/${question.id}`, { text: `Работаю с ${profile.skills.join(', ')}.` });
  }
  await api<GeneratedResume>(app, seeker, 'POST', `/api/positions/${position.id}/resume`);
  await confirmReviewFlags(app, seeker, position.id);
  await api<GeneratedResume>(app, seeker, 'POST', `/api/positions/${position.id}/resume/publish`);
  const started = performance.now();
  const proposals = await api<ProposalList>(app, seeker, 'POST', `/api/positions/${position.id}/proposals`);
  return { proposals: proposals.items, ms: performance.now() - started };
}

const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`);

/** Runs bench (c) and prints its figures. @returns precision@5, or null when the shared data set is absent. */
export async function benchProposalsPrecision(): Promise<number | null> {
  if (!hasSharedData()) {
    console.log(`(c) precision@5 skipped: ${SHARED_VACANCIES_DIR} is absent (the shared data set lives beside the repository).`);
    return null;
  }
  const raw = loadRawVacancies();
  const rates = loadRates();
  const bench = await buildHhTestApp({ profile: 'production-like', workers: true, backend: 'pglite', sandbox: { seed: 'shared' } });
  const labels: Label[] = [];
  const timings: number[] = [];
  let relevantAt5 = 0;
  let short = 0;
  const rows: string[] = [];
  try {
    for (const profile of PROFILES) {
      const { proposals, ms } = await proposeFor(bench, profile);
      timings.push(ms);
      const mine = proposals.slice(0, 5).map((p) => {
        const record = raw.get(p.vacancy_id);
        if (!record) throw new Error(`vacancy ${p.vacancy_id} is not in the shared data`);
        return { name: record.name, label: labelOf(record, profile, rates) };
      });
      labels.push(...mine.map((m) => m.label));
      const relevant = mine.filter((m) => m.label.relevant).length;
      relevantAt5 += relevant;
      if (proposals.length < 3) short += 1;
      rows.push(
        `    ${profile.title} (${profile.city.name}${profile.remote ? ', удалённо' : ''}): ${relevant}/${mine.length} relevant${mine
          .filter((m) => !m.label.relevant)
          .map((m) => ` ✗ «${m.name}»`)
          .join('')}`,
      );
    }
  } finally {
    await bench.close();
  }
  const proposed = labels.length;
  const timing = describe(timings);
  console.log(`(c) proposals on ${PROFILES.length} labelled seeker profiles (sandbox on the full vacancy data set, PGlite):`);
  for (const row of rows) console.log(row);
  console.log(
    `    precision@5 ${(relevantAt5 / (5 * PROFILES.length)).toFixed(3)} (relevant in the top 5, out of 5); precision of what was proposed ${(relevantAt5 / Math.max(1, proposed)).toFixed(3)} (${proposed} proposals; ${short} profiles got fewer than 3)`,
  );
  console.log(
    `    in the top 5: title of the same profession ${percent(labels.filter((l) => l.family).length, proposed)}, city or remote holds ${percent(labels.filter((l) => l.place).length, proposed)}, salary not clearly below ${percent(labels.filter((l) => l.salary).length, proposed)}`,
  );
  console.log(`    POST …/proposals: median ${timing.median.toFixed(0)} ms, p95 ${timing.p95.toFixed(0)} ms`);
  return relevantAt5 / (5 * PROFILES.length);
}
