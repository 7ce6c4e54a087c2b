/**
 * How many operations one browser companion sustains: the real extension in Debian's Chromium (headless), paired with
 * a real Otklik on a fresh database, reading vacancy pages of the hh sandbox's website through the API's hh port
 * (GET /api/interviews/vacancy → readVacancy → an operation for the companion → an hh tab → the page's state → the
 * answer). Prints operations per minute (median of 3 rounds of 20 distinct vacancies, 4 requests in flight), the time
 * of one read (median), and the extension's size.
 * Run: npm run bench -w @otklik/companion (CHROMIUM_PATH overrides /usr/bin/chromium).
 */
import { buildTestApp, callOk, signInSeeker, startSandbox } from '@otklik/api/testing';
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROUNDS = 3;
const PER_ROUND = 20;
const IN_FLIGHT = 4;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const hh = await startSandbox({});
const t = await buildTestApp({ hh, workers: true, profile: 'production-like', env: { COMPANION_STEP_DELAY_MS: '0' } });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const extension = join(mkdtempSync(join(tmpdir(), 'otklik-bench-')), 'extension');
execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--out', extension, '--no-zip'], {
  env: { ...process.env, COMPANION_OTKLIK_ORIGIN: origin, COMPANION_HH_ORIGIN: hh.url },
  stdio: 'pipe',
});
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'otklik-bench-profile-')), {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    `--disable-extensions-except=${extension}`,
    `--load-extension=${extension}`,
  ],
});
try {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  const seeker = await signInSeeker(t.app);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${hh.url}/account/login?backurl=/applicant/resumes`);
  await page.fill('[data-qa="applicant-login-input-email"]', `bench-${Date.now()}@example.ru`);
  await page.fill('[data-qa="applicant-login-input-password"]', 'x');
  await page.click('[data-qa="submit-button"]');
  await page.waitForURL(/\/applicant\/resumes/);
  const { code } = await callOk<{ code: string }>(t.app, seeker, 'POST', '/api/companion/pairing-code');
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  await page.fill('#code', code);
  await page.click('#pair');
  await page.getByText(/Подключено к Otklik/).waitFor();

  const vacancies = (await hh.control.vacancies({ archived: false, limit: ROUNDS * PER_ROUND + 1 })).map((v) => v.id);
  const read = (id: string) => callOk(t.app, seeker, 'GET', `/api/interviews/vacancy?link=${encodeURIComponent(`https://hh.ru/vacancy/${id}`)}`);
  await read(vacancies.pop()!); // warm-up: the tab opens, the pack is fetched
  const perMinute: number[] = [];
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const ids = vacancies.slice(round * PER_ROUND, (round + 1) * PER_ROUND);
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < ids.length) {
          const id = ids[next++]!;
          const at = performance.now();
          await read(id);
          latencies.push(performance.now() - at);
        }
      }),
    );
    perMinute.push((ids.length / (performance.now() - started)) * 60_000);
  }
  const files = readdirSync(join(root, 'dist')).filter((name) => statSync(join(root, 'dist', name)).isFile());
  const unpacked = files.reduce((sum, name) => sum + statSync(join(root, 'dist', name)).size, 0);
  const gzipped = files.reduce((sum, name) => sum + gzipSync(readFileSync(join(root, 'dist', name))).length, 0);
  console.log('browser companion (real extension, headless Chromium, sandbox website, one companion, one tab for reads)');
  console.log(
    `  operations per minute (vacancy page reads, ${IN_FLIGHT} in flight): median ${median(perMinute).toFixed(0)} (rounds: ${perMinute.map((v) => v.toFixed(0)).join(', ')})`,
  );
  console.log(`  one read through the API and the companion: median ${median(latencies).toFixed(0)} ms (queueing included)`);
  console.log(
    `  extension size: ${(unpacked / 1024).toFixed(1)} kB unpacked in apps/companion/dist, ${(gzipped / 1024).toFixed(1)} kB gzipped (files: ${files.join(', ')})`,
  );
} finally {
  await context.close();
  await t.close();
  await hh.close();
}
