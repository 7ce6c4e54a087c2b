import { startSandbox, type RunningSandbox, type SandboxSeed } from '@otklik/hh-sandbox/testing';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { Clock } from '../src/lib/clock';
import { startWorkers } from '../src/workers';

/** A clock tests move by hand: starts at `start`, only moves with `advance` (ms). */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

/** @returns a clock frozen at `start` (default: the real now). */
export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

/** Which database a test runs on: PGlite in memory, or a fresh PostgreSQL database on TEST_DATABASE_URL's server. */
export type TestBackend = 'pglite' | 'postgres';

/** The backends to run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const TEST_BACKENDS: TestBackend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** The default backend: PostgreSQL when TEST_DATABASE_URL is set (CI), else PGlite. */
export const DEFAULT_BACKEND: TestBackend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A database made for one test file or bench. `drop()` removes it (PostgreSQL) and is a no-op for PGlite. */
export interface TestDatabase {
  /** DATABASE_URL for the app: `memory://` or `postgres://…/otklik_t_<random>`. */
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a fresh, empty database: on PostgreSQL `CREATE DATABASE otklik_t_<random>` on TEST_DATABASE_URL's server
 * (dropped WITH (FORCE) by `drop()`; no other database is touched), on PGlite an in-memory instance.
 * @throws Error for 'postgres' when TEST_DATABASE_URL is not set
 */
export async function createTestDatabase(backend: TestBackend): Promise<TestDatabase> {
  if (backend === 'pglite') return { url: 'memory://', drop: async () => {} };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `otklik_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The app's variables that point hh (API and OAuth host) at a running sandbox. */
export function sandboxEnv(hh: Pick<RunningSandbox, 'url'>, extra: Record<string, string> = {}): Record<string, string> {
  return { HH_API_URL: hh.url, HH_OAUTH_URL: hh.url, HH_TIMEOUT_MS: '3000', ...extra };
}

/** Options of {@link buildHhTestApp}: those of the app plus the sandbox's seed and variables. */
export interface HhTestAppOptions extends Omit<TestAppOptions, 'hh'> {
  sandbox?: { seed?: SandboxSeed; env?: Record<string, string> };
}

/** An app wired to an hh sandbox of its own; `close()` closes both. */
export interface HhTestApp extends TestApp {
  hh: RunningSandbox;
}

/**
 * Starts an hh sandbox (bundled seed unless told, auto-invites off) and builds the app wired to it
 * (see {@link buildTestApp}): the setup of every route test that talks to hh.
 */
export async function buildHhTestApp(options: HhTestAppOptions = {}): Promise<HhTestApp> {
  const hh = await startSandbox(options.sandbox ?? {});
  let t: TestApp;
  try {
    t = await buildTestApp({ ...options, hh });
  } catch (error) {
    await hh.close();
    throw error;
  }
  return {
    ...t,
    hh,
    close: async () => {
      try {
        await t.close();
      } finally {
        await hh.close();
      }
    },
  };
}

/** An app built for one test file (or bench), with its own database, data folder and clock. */
export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  /** The app's DATA_DIR (a temporary folder): mail lands in `<dataDir>/outbox`. */
  dataDir: string;
  backend: TestBackend;
  /** The app's DATABASE_URL (PostgreSQL: a database of its own; PGlite: in memory). */
  databaseUrl: string;
  /** Closes the app, drops the database (unless it was another app's) and removes the data folder. */
  close(): Promise<void>;
}

/** Options of {@link buildTestApp}. */
export interface TestAppOptions {
  /** Extra environment variables (e.g. `{ REGISTRATION_OPEN: 'false' }`); they win over the defaults. */
  env?: Record<string, string>;
  /** The database (default {@link DEFAULT_BACKEND}). */
  backend?: TestBackend;
  /** A Fastify logger option to capture logs (default off). */
  logger?: object | false;
  /** A running hh sandbox to wire the app to (see {@link sandboxEnv}). */
  hh?: Pick<RunningSandbox, 'url'>;
  /**
   * 'test' (default): NODE_ENV test, a hand-moved clock, pg-boss polling every 0.5 s, crons stored but never fired
   * (a test sends the job itself, and `settled()` is not kept waiting by a tick it did not ask for).
   * 'production-like' (benches): NODE_ENV development, the real clock, default polling, quota 200 a day.
   */
  profile?: 'test' | 'production-like';
  /** The test needs the pg-boss workers (sending, sync, mail): started after buildApp, as the server does. */
  workers?: boolean;
  /**
   * Another app's PostgreSQL database to run on, as a second API process behind a load balancer would (same
   * APP_SECRET, so sessions hold on both). This app does not drop it. PostgreSQL only: PGlite cannot be shared.
   */
  sameDatabaseAs?: Pick<TestApp, 'databaseUrl' | 'backend'>;
}

/**
 * Builds the real app (buildApp) on a fresh database (see {@link createTestDatabase}), a temporary DATA_DIR and a
 * test APP_SECRET, without logging. The pg-boss workers start only when `options.workers` says so.
 * @throws whatever buildApp throws, after dropping the database and the data folder
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sameDatabaseAs;
  if (shared && shared.backend !== 'postgres') throw new Error('two apps can share a PostgreSQL database only');
  const backend = shared?.backend ?? options.backend ?? DEFAULT_BACKEND;
  const productionLike = options.profile === 'production-like';
  const dataDir = await mkdtemp(join(tmpdir(), 'otklik-test-'));
  const database: TestDatabase = shared ? { url: shared.databaseUrl, drop: async () => {} } : await createTestDatabase(backend);
  const clock = createTestClock();
  const config = loadConfig({
    NODE_ENV: productionLike ? 'development' : 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    APP_SECRET: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    WEB_DIST_DIR: join(dataDir, 'web-dist'),
    LOG_LEVEL: 'silent',
    ...(productionLike ? { DAILY_APPLICATION_QUOTA: '200' } : {}),
    ...(options.hh ? sandboxEnv(options.hh) : {}),
    ...options.env,
  });
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(
      config,
      productionLike ? { logger: false } : { clock, queue: { pollingIntervalSeconds: 0.5, cron: false }, logger: options.logger ?? false },
    );
    if (options.workers) await startWorkers(app);
  } catch (error) {
    await app?.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const built = app;
  return {
    app: built,
    clock,
    dataDir,
    backend,
    databaseUrl: database.url,
    close: async () => {
      try {
        await built.close();
      } finally {
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
