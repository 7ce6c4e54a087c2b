/**
 * `npm run bench:polling` (root) = `npm run bench:polling -w @otklik/api`: the cost of the two calls every open tab
 * makes every 10 s: POST /notifications/have_notifications and GET /api/applications/count.
 *
 * For each engine — PGlite on disk (the embedded default) and PostgreSQL when one answers at TEST_DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/postgres (a fresh database, dropped afterwards) — it starts the real server
 * (buildApp, pino at info into a discarding stream, as in production minus the disk), signs a seeker in, seeds
 * other seekers' notifications and applications, and loads with autocannon at 100 connections:
 * - the ceiling: a bare Fastify route on the same database client doing `select 1`;
 * - the two polled routes with the seeker's cookies.
 * autocannon runs in a worker thread, so the server's event loop serves only requests.
 * Rounds alternate the three targets (3 rounds of 5 s after a warm-up). Prints per target the median req/s, the
 * median p99 latency (ms) and the ratio to the ceiling; targets: ≥ 0.7 of the ceiling, p99 < 50 ms on PostgreSQL.
 * Pass `pglite` or `postgres` to run one engine only.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { applications } from '../src/db/schema/applications';
import { notifications } from '../src/db/schema/notifications';
import { positions } from '../src/db/schema/positions';
import { users } from '../src/db/schema/users';
import { createTestDatabase, signInSeeker } from '@otklik/api/testing';
import { describe } from './stats';

const CONNECTIONS = 100;
const ROUND_SECONDS = 5;
const ROUNDS = 3;
/** Other seekers with rows in the polled tables, so the queries run against a table that is not empty. */
const OTHER_SEEKERS = 300;
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

type Engine = 'pglite' | 'postgres';

interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface Figures {
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function load(target: Target, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    connections: CONNECTIONS,
    duration: seconds,
    // The load runs in a worker thread: the server's event loop is not shared with the loader.
    workers: 1,
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body ? { body: target.body } : {}),
  });
  return { reqPerSec: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function postgresUrl(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_PG;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

/** Seeds other seekers' rows (OTHER_SEEKERS × 5 notifications, 5 applications) straight into the database. */
async function seedOthers(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const others = await db
    .insert(users)
    .values(Array.from({ length: OTHER_SEEKERS }, (_, i) => ({ email: `bench-other-${i}@example.ru`, passwordHash: 'unused', name: `Другой ${i}` })))
    .returning({ id: users.id });
  const now = new Date();
  await db.insert(notifications).values(
    others.flatMap(({ id }, i) =>
      Array.from({ length: 5 }, (_, n) => ({
        userId: id,
        title: 'Приглашение',
        description: 'Работодатель приглашает вас.',
        vacancyLink: null,
        fetchedAt: (i + n) % 3 === 0 ? null : now,
      })),
    ),
  );
  const positionRows = await db
    .insert(positions)
    .values(
      others.map(({ id }) => ({
        userId: id,
        title: 'Бенчмарк',
        resumeId: 'r1',
        resumeTitle: 'Резюме',
        useFavorites: false,
        areas: [{ id: '1', name: 'Москва' }],
        remote: false,
        salaryAmount: 100_000,
        salaryCurrency: 'RUR' as const,
        letterStyles: ['neutral' as const],
        stage: 'done' as const,
      })),
    )
    .returning({ id: positions.id, userId: positions.userId });
  await db.insert(applications).values(
    positionRows.flatMap(({ id, userId }) =>
      Array.from({ length: 5 }, (_, n) => ({
        userId,
        positionId: id,
        vacancyId: `v${n}`,
        vacancyName: 'Вакансия',
        alternateUrl: 'https://hh.ru/vacancy/1',
        applyAlternateUrl: 'https://hh.ru/applicant/vacancy_response?vacancyId=1',
        resumeId: 'r1',
        coverLetter: 'Здравствуйте!',
        letterStyle: 'neutral' as const,
        status: n % 2 === 0 ? ('sent' as const) : ('queued' as const),
        sentAt: n % 2 === 0 ? now : null,
      })),
    ),
  );
}

async function benchEngine(engine: Engine, pgUrl: string | null): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'otklik-bench-polling-'));
  const database = engine === 'postgres' ? await createTestDatabaseOn(pgUrl!) : null;
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
    APP_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    WEB_DIST_DIR: join(dataDir, 'web-dist'),
    LOG_LEVEL: 'info',
  });
  // pino at info, as in production, into a stream that drops the lines (the cost of formatting them stays).
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  const app = await buildApp(config, { logger: { level: 'info', stream: discard } });
  const bare = Fastify();
  bare.get('/bare', async () => {
    await app.database.db.execute(sql`select 1`);
    return { ok: true };
  });
  try {
    await seedOthers(app);
    const seeker = await signInSeeker(app);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const bareBase = await bare.listen({ host: '127.0.0.1', port: 0 });
    const headers = seeker.jar.headers();
    const targets: Target[] = [
      { name: 'bare select 1 (ceiling)', url: `${bareBase}/bare`, method: 'GET' },
      {
        name: 'POST /notifications/have_notifications',
        url: `${base}/notifications/have_notifications`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: seeker.user.user_id }),
      },
      { name: 'GET /api/applications/count', url: `${base}/api/applications/count`, method: 'GET', headers },
    ];
    for (const target of targets) await load(target, 1); // warm-up: JIT, connections, prepared statements
    const runs = new Map<string, Figures[]>(targets.map((t) => [t.name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of targets) runs.get(target.name)!.push(await load(target, ROUND_SECONDS));
    }
    const ceiling = describe(runs.get(targets[0]!.name)!.map((r) => r.reqPerSec)).median;
    const label = engine === 'postgres' ? 'PostgreSQL' : 'PGlite (on disk, the embedded default)';
    console.log(`polling on ${label}: ${CONNECTIONS} connections, ${ROUNDS} rounds × ${ROUND_SECONDS} s, medians`);
    for (const target of targets) {
      const figures = runs.get(target.name)!;
      const rate = describe(figures.map((r) => r.reqPerSec)).median;
      const p99 = describe(figures.map((r) => r.p99Ms)).median;
      const bad = figures.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
      const ratio = rate / ceiling;
      const verdict =
        target === targets[0] ? '' : `  ${ratio >= 0.7 ? 'meets' : 'below'} ≥0.7${engine === 'postgres' ? `, p99 ${p99 < 50 ? 'meets' : 'above'} <50 ms` : ''}`;
      console.log(
        `    ${target.name.padEnd(42)} ${rate.toFixed(0).padStart(6)} req/s  p99 ${p99.toFixed(0).padStart(4)} ms  ×${ratio.toFixed(2)}${bad ? `  (${bad} non-2xx/errors!)` : ''}${verdict}`,
      );
    }
  } finally {
    await bare.close();
    await app.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A fresh database on the server at `serverUrl` (createTestDatabase reads TEST_DATABASE_URL). */
async function createTestDatabaseOn(serverUrl: string) {
  process.env.TEST_DATABASE_URL = serverUrl;
  return createTestDatabase('postgres');
}

const wanted = new Set(process.argv.slice(2));
const engines: Engine[] = (['pglite', 'postgres'] as const).filter((e) => wanted.size === 0 || wanted.has(e));
const pgUrl = engines.includes('postgres') ? await postgresUrl() : null;
for (const engine of engines) {
  if (engine === 'postgres' && !pgUrl) {
    console.log('polling on PostgreSQL: skipped (no server at TEST_DATABASE_URL or 127.0.0.1:5432)');
    continue;
  }
  await benchEngine(engine, pgUrl);
}
process.exit(0);
