/**
 * Bench (m): the API process's resident memory (RSS, MB) at ready, as `npm start` runs it.
 * Each run starts `node scripts/start.mjs` (web build when stale, the sandboxes, the API) on its own ports, waits until
 * GET /api/health answers 200, lets it settle for a second, and reads the API child's VmRSS and VmHWM (peak) from
 * /proc. Prints the median of {@link RUNS} starts for:
 * - PGlite on a fresh data directory (initdb + every migration),
 * - PGlite on an existing data directory (a restart),
 * - PostgreSQL on a fresh database, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server (else it says so).
 * Ports: BENCH_MEMORY_PORT (default 18900) for the API, the next two for the hh and payment sandboxes.
 * Linux only (reads /proc); elsewhere it prints that it cannot measure. Run alone: `npm run bench -w @otklik/api -- m`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from '../src/config/env';
import { createTestDatabase } from '@otklik/api/testing';
import { describe } from './stats';

const RUNS = 3;
const READY_TIMEOUT_MS = 180_000;
const SETTLE_MS = 1_000;

/** One measurement: RSS and peak RSS of the API process at ready, in MB, and the seconds it took to get there. */
export interface MemorySample {
  rssMb: number;
  peakMb: number;
  readySeconds: number;
}

/** Resident and peak memory of a process, in MB (VmRSS, VmHWM of /proc/<pid>/status). */
function procMemory(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** The pid of the API among start.mjs's children: the one whose working directory is apps/api. */
function findApiPid(startPid: number): number | null {
  const apiDir = join(REPO_ROOT, 'apps', 'api');
  for (const task of readdirSync(`/proc/${startPid}/task`)) {
    const children = readFileSync(`/proc/${startPid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    for (const child of children) {
      try {
        if (readlinkSync(`/proc/${child}/cwd`) === apiDir) return Number(child);
      } catch {
        // the child exited meanwhile
      }
    }
  }
  return null;
}

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * SIGTERM to start.mjs (which stops its children), then waits for it and for the API process to exit (start.mjs gives
 * its children 5 s; a slower API must still let go of its data directory before the next start).
 */
async function stopStart(child: ChildProcess, apiPid: number | null): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  if (apiPid === null) return;
  const deadline = Date.now() + 30_000;
  while (existsSync(`/proc/${apiPid}`) && Date.now() < deadline) await sleep(200);
  if (existsSync(`/proc/${apiPid}`)) process.kill(apiPid, 'SIGKILL');
}

/**
 * Starts `npm start`'s script with `env` on top of this process's environment and measures the API at ready.
 * @throws Error when start.mjs exits early or the API is not ready within {@link READY_TIMEOUT_MS}.
 */
export async function measureStart(env: Record<string, string>): Promise<MemorySample> {
  const port = Number(env.PORT);
  const started = performance.now();
  const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'start.mjs')], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let pid: number | null = null;
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  try {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await healthy(port))) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}: ${stderr}`);
      if (Date.now() > deadline) throw new Error(`the API was not ready within ${READY_TIMEOUT_MS / 1000} s: ${stderr}`);
      await sleep(200);
    }
    const readySeconds = (performance.now() - started) / 1000;
    await sleep(SETTLE_MS);
    pid = child.pid === undefined ? null : findApiPid(child.pid);
    if (pid === null) throw new Error('the API process was not found among the children of scripts/start.mjs');
    return { ...procMemory(pid), readySeconds };
  } finally {
    await stopStart(child, pid);
  }
}

function printSamples(label: string, samples: MemorySample[]): void {
  const rss = describe(samples.map((s) => s.rssMb));
  const peak = describe(samples.map((s) => s.peakMb));
  const ready = describe(samples.map((s) => s.readySeconds));
  console.log(
    `  ${label.padEnd(34)} RSS at ready median ${rss.median.toFixed(0)} MB (min ${rss.min.toFixed(0)}, max ${rss.max.toFixed(0)}), ` +
      `peak ${peak.median.toFixed(0)} MB, ready in ${ready.median.toFixed(1)} s, n=${rss.n}`,
  );
}

/** Runs bench (m) and prints its figures. @returns the samples per engine (empty where it could not measure). */
export async function benchMemory(): Promise<Record<'pgliteFresh' | 'pgliteExisting' | 'postgres', MemorySample[]>> {
  const result: Record<'pgliteFresh' | 'pgliteExisting' | 'postgres', MemorySample[]> = { pgliteFresh: [], pgliteExisting: [], postgres: [] };
  console.log(`(m) API memory at ready (npm start; median of ${RUNS} starts; target under 300 MB on PGlite)`);
  if (process.platform !== 'linux' || !existsSync('/proc/self/status')) {
    console.log('  cannot measure here: this bench reads /proc (Linux only)');
    return result;
  }
  const base = Number(process.env.BENCH_MEMORY_PORT ?? 18_900);
  const ports = { PORT: String(base), HH_SANDBOX_PORT: String(base + 1), PAYMENT_SANDBOX_PORT: String(base + 2) };
  const root = await mkdtemp(join(tmpdir(), 'otklik-bench-memory-'));
  try {
    const existingDir = join(root, 'existing');
    for (let i = 0; i < RUNS; i += 1) {
      result.pgliteFresh.push(await measureStart({ ...ports, DATA_DIR: join(root, `fresh-${i}`) }));
    }
    printSamples('PGlite, fresh data directory', result.pgliteFresh);
    await measureStart({ ...ports, DATA_DIR: existingDir }); // creates it
    for (let i = 0; i < RUNS; i += 1) result.pgliteExisting.push(await measureStart({ ...ports, DATA_DIR: existingDir }));
    printSamples('PGlite, existing data directory', result.pgliteExisting);

    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      console.log('  PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server)');
      return result;
    }
    const previous = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = serverUrl;
    try {
      for (let i = 0; i < RUNS; i += 1) {
        const database = await createTestDatabase('postgres');
        try {
          result.postgres.push(await measureStart({ ...ports, DATA_DIR: join(root, `pg-${i}`), DATABASE_URL: database.url }));
        } finally {
          await database.drop();
        }
      }
    } finally {
      if (previous === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = previous;
    }
    printSamples('PostgreSQL, fresh database', result.postgres);
    return result;
  } finally {
    await rm(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
  }
}
