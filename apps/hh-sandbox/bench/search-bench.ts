/**
 * `npm run bench -w @otklik/hh-sandbox`: loads the full data set beside the repository (17,574
 * vacancies) and times the load and a set of realistic Russian searches with filters, through the HTTP layer
 * (inject: parsing, search, presentation) and through the catalog alone, then the same searches and vacancy pages on
 * the website (HTML with the page state). Targets: load < 3 s, search median < 20 ms.
 * Skips with a message when the shared data set is absent.
 */
import { existsSync } from 'node:fs';
import { buildSandbox } from '../src/app';
import { BUNDLED_DICTIONARIES_FILE, SHARED_RESUMES_DIR, SHARED_VACANCIES_DIR, loadConfig } from '../src/config';
import type { SearchQuery } from '../src/state/catalog';
import { loadSandboxData } from '../src/state/load-data';
import { loadResumeListings } from '../src/state/seed-loader';

const ROUNDS = 20;
const UA = { 'user-agent': 'OtklikBench/1.0 (bench@otklik.example)' };

/** Realistic searches of a job seeker: text in Russian (and some English), with area, salary and other filters. */
const SEARCHES: Record<string, string>[] = [
  { text: 'python разработчик', area: '1' },
  { text: 'бухгалтер', salary: '80000', only_with_salary: 'true' },
  { text: 'аналитик данных', area: '1&area=2' },
  { text: 'менеджер по продажам', area: '2', salary: '100000' },
  { text: 'водитель', area: '113' },
  { text: 'java', schedule: 'remote' },
  { text: '1с программист', experience: 'between1And3' },
  { text: 'тестировщик', area: '1', order_by: 'salary_desc' },
  { text: 'системный аналитик', salary: '200000', currency: 'RUR', only_with_salary: 'true' },
  { area: '3', order_by: 'publication_time' },
  { text: 'data scientist', salary: '3000', currency: 'USD' },
  { text: 'инженер', area: '113', per_page: '100' },
  { text: 'оператор call-центра', area: '1' },
  { text: 'frontend react', schedule: 'remote', per_page: '50' },
  { text: 'кассир', page: '1' },
];

const toUrl = (s: Record<string, string>) =>
  `/vacancies?${Object.entries(s)
    .map(([k, v]) => `${k}=${v.split('&area=').map(encodeURIComponent).join('&area=')}`)
    .join('&')}`;

function stats(samples: number[]): { median: number; p95: number; max: number } {
  const sorted = samples.slice().sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}
const ms = (n: number) => `${n.toFixed(2)} ms`;

if (!existsSync(SHARED_VACANCIES_DIR)) {
  console.log(`hh-sandbox bench skipped: ${SHARED_VACANCIES_DIR} is absent (the shared data set lives beside the repo).`);
  process.exit(0);
}

const config = { ...loadConfig({}), dataPath: SHARED_VACANCIES_DIR, autoInviteRate: 0 };
const loadStart = performance.now();
const loadCpu = process.cpuUsage();
const data = await loadSandboxData({
  dataPath: SHARED_VACANCIES_DIR,
  resumesPath: null,
  dictionariesFile: BUNDLED_DICTIONARIES_FILE,
  publicUrl: config.publicUrl,
});
const loadMs = performance.now() - loadStart;
const loadCpuMs = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(loadCpu));
const resumesStart = performance.now();
const listings = existsSync(SHARED_RESUMES_DIR) ? await loadResumeListings(SHARED_RESUMES_DIR) : null;
const resumesMs = performance.now() - resumesStart;

const { app } = await buildSandbox({ config, data: { ...data, resumeListings: listings }, logger: false });

console.log(`hh-sandbox bench — Node ${process.version}, ${data.catalog.size} vacancies from ${SHARED_VACANCIES_DIR}`);
console.log(
  `load (read + validate + normalize + index): ${ms(loadMs)} wall, ${ms(loadCpuMs)} CPU (all threads)  target < 3000 ms  ${loadMs < 3000 ? 'OK' : 'MISSED'}`,
);
if (listings) console.log(`(resume listings, separately: ${listings.length} in ${ms(resumesMs)})`);

// Warm-up: one pass of every search (first-use stem expansions, JIT).
for (const s of SEARCHES) await app.inject({ url: toUrl(s), headers: UA });

const http: number[] = [];
const perSearch = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const s of SEARCHES) {
    const url = toUrl(s);
    const t = performance.now();
    const res = await app.inject({ url, headers: UA });
    const dt = performance.now() - t;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    http.push(dt);
    perSearch.set(url, [...(perSearch.get(url) ?? []), dt]);
  }
}

const catalogOnly: number[] = [];
const query = (s: Record<string, string>): SearchQuery => ({
  text: s['text'],
  areaIds: s['area']?.split('&area='),
  order: (s['order_by'] as SearchQuery['order'] | undefined) ?? 'relevance',
  offset: 0,
  limit: Number(s['per_page'] ?? 10),
});
for (let round = 0; round < ROUNDS; round++) {
  for (const s of SEARCHES) {
    const t = performance.now();
    data.catalog.search(query(s));
    catalogOnly.push(performance.now() - t);
  }
}

const h = stats(http);
const c = stats(catalogOnly);
console.log(
  `\nsearch over HTTP (inject), ${http.length} runs: median ${ms(h.median)}, p95 ${ms(h.p95)}, max ${ms(h.max)}  target median < 20 ms  ${h.median < 20 ? 'OK' : 'MISSED'}`,
);
console.log(`search in the catalog alone, ${catalogOnly.length} runs: median ${ms(c.median)}, p95 ${ms(c.p95)}, max ${ms(c.max)}`);
console.log('\nper search (HTTP): median / p95 / found');
for (const [url, samples] of perSearch) {
  const s = stats(samples);
  const found = (await app.inject({ url, headers: UA })).json<{ found: number }>().found;
  console.log(`  ${ms(s.median).padStart(9)} / ${ms(s.p95).padStart(9)} / ${String(found).padStart(5)}  ${decodeURIComponent(url)}`);
}
// The website: the same searches as result pages (20 cards and the embedded state), and vacancy pages.
const siteUrl = (s: Record<string, string>) => toUrl(s).replace('/vacancies?', '/search/vacancy?').replace('per_page=', 'items_on_page=');
const sitePages: number[] = [];
const pageBytes: number[] = [];
for (const s of SEARCHES) await app.inject({ url: siteUrl(s) });
for (let round = 0; round < ROUNDS; round++) {
  for (const s of SEARCHES) {
    const t = performance.now();
    const res = await app.inject({ url: siteUrl(s) });
    sitePages.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${siteUrl(s)}: ${res.statusCode}`);
    if (round === 0) pageBytes.push(res.rawPayload.length);
  }
}
const vacancyPages: number[] = [];
const sample = data.catalog.vacancies.filter((_, i) => i % Math.max(1, Math.floor(data.catalog.size / 100)) === 0).slice(0, 100);
for (const v of sample) await app.inject({ url: `/vacancy/${v.id}` });
for (let round = 0; round < 5; round++) {
  for (const v of sample) {
    const t = performance.now();
    await app.inject({ url: `/vacancy/${v.id}` });
    vacancyPages.push(performance.now() - t);
  }
}
const sp = stats(sitePages);
const vp = stats(vacancyPages);
console.log(`
website search page (HTML + state), ${sitePages.length} runs: median ${ms(sp.median)}, p95 ${ms(sp.p95)}; ${(sp.median / h.median).toFixed(2)}× the API search; page size median ${Math.round(stats(pageBytes).median / 1024)} KiB`);
console.log(`website vacancy page, ${vacancyPages.length} runs over ${sample.length} vacancies: median ${ms(vp.median)}, p95 ${ms(vp.p95)}`);
await app.close();
