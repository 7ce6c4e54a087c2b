import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { Clock } from '../src/lib/clock';

/** A clock tests move by hand: starts at the real now, only moves with `advance`. */
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

/** The default backend of route tests: PostgreSQL when TEST_DATABASE_URL is set (CI), else PGlite. */
export const DEFAULT_BACKEND: TestBackend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A database made for one test file. `drop()` removes it (PostgreSQL) and is a no-op for PGlite. */
export interface TestDatabase {
  /** DATABASE_URL for the app: `memory://` or `postgres://…/otklik_t_<random>`. */
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a fresh, empty database: on PostgreSQL `CREATE DATABASE otklik_t_<random>` on TEST_DATABASE_URL's server
 * (dropped WITH (FORCE) afterwards), on PGlite an in-memory instance (nothing to drop).
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

/** An app built for one test file, with its own database, data folder and clock. */
export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  /** The app's DATA_DIR (a temporary folder): mail lands in `<dataDir>/outbox`. */
  dataDir: string;
  backend: TestBackend;
  /** Closes the app, drops the database and removes the data folder. */
  close(): Promise<void>;
}

/**
 * Builds the real app (buildApp) for a test file: a fresh database (see {@link createTestDatabase}), a temporary
 * DATA_DIR, a test APP_SECRET, a movable clock, pg-boss polling every 0.5 s and no logging.
 * @param options.env extra environment variables (e.g. `{ REGISTRATION_OPEN: 'false' }`); they win over the defaults.
 * @param options.logger a Fastify logger option to capture logs.
 */
export async function buildTestApp(
  options: { env?: Record<string, string>; backend?: TestBackend; logger?: object | false } = {},
): Promise<TestApp> {
  const backend = options.backend ?? DEFAULT_BACKEND;
  const dataDir = await mkdtemp(join(tmpdir(), 'otklik-test-'));
  const database = await createTestDatabase(backend);
  const clock = createTestClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    APP_SECRET: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    WEB_DIST_DIR: join(dataDir, 'web-dist'),
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { clock, queue: { pollingIntervalSeconds: 0.5 }, logger: options.logger ?? false });
  } catch (error) {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    clock,
    dataDir,
    backend,
    close: async () => {
      try {
        await app.close();
      } finally {
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
