import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { DatabaseConfig } from '../config/env';
import { acquireDirLock, type DirLock } from '../lib/data-dir-lock';
import { CHANGE_CHANNELS, type ChangeBus, createChangeBus, POLLED_CHANNEL } from './change-bus';
import * as schema from './schema';

/** The Drizzle database every repository takes. Works the same on PGlite and PostgreSQL; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * PGlite's start parameters: its defaults plus a smaller buffer pool. PostgreSQL's default `shared_buffers=128MB` makes
 * PGlite's WebAssembly memory 189 MB at start, and every page of the pool it touches stays resident (wasm memory never
 * shrinks). 16 MB holds Otklik's working set on one machine; reads beyond it come from the OS page cache.
 * `wal_buffers` follows shared_buffers (1/32, 512 kB). See docs/memory.md for the figures.
 */
export const PGLITE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

const execFileAsync = promisify(execFile);

/**
 * The script a short-lived child process runs to create a fresh PGlite directory (initdb). PGlite runs initdb through
 * a second, temporary instance whose WebAssembly memory and buffers stay referenced after it closes (about 450 MB of
 * RSS in the process that ran it); in a child process the OS takes all of it back when the child exits.
 * argv: [pglite's CommonJS entry, dataDir, JSON of the start parameters].
 */
const INITDB_CHILD_SCRIPT = `
const { PGlite } = require(process.argv[1]);
PGlite.create({ dataDir: process.argv[2], startParams: JSON.parse(process.argv[3]) })
  .then((pg) => pg.close())
  .then(() => process.exit(0), (error) => { console.error(error && error.stack ? error.stack : String(error)); process.exit(1); });
`;

/**
 * Creates the PostgreSQL cluster in an empty (or half-initialised) PGlite directory, in a child process; a no-op when
 * `dataDir/PG_VERSION` exists. The caller holds the directory's lock.
 * @throws Error with the child's stderr when initdb fails.
 */
async function initPgliteDir(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  try {
    await execFileAsync(process.execPath, ['-e', INITDB_CHILD_SCRIPT, entry, dataDir, JSON.stringify(PGLITE_START_PARAMS)], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`PGlite could not create its database in ${dataDir}${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}

/** Minimal logger the database reports pool errors to (Fastify's pino logger fits). */
export interface DbLogger {
  error(obj: object, msg?: string): void;
}

/**
 * An open database: the Drizzle handle plus what the queue (pg-boss) and migrations need from the driver underneath.
 * `close()` ends the connection(s) and, for an on-disk PGlite, releases the data-directory lock.
 */
export type Database = {
  db: Db;
  /**
   * The NOTIFYs this process hears on {@link CHANGE_CHANNELS}. PostgreSQL: change-feed.ts's dedicated listener hears
   * every channel; every pooled connection also LISTENs on the polled channel, so a write hears its own NOTIFY
   * before its promise settles. PGlite: delivered in-process when the writing statement or transaction ends.
   */
  changes: ChangeBus;
  /** `select 1`; rejects when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
} & (
  | { kind: 'pglite'; pglite: PGlite; pgliteDb: ReturnType<typeof drizzlePglite<typeof schema>> }
  | { kind: 'postgres'; pool: pg.Pool; connectionString: string; pgDb: ReturnType<typeof drizzleNodePg<typeof schema>> }
);

/**
 * Opens the database the config names.
 * - `pglite`: an embedded PGlite in `dataDir`, after taking the directory's lock (`<dataDir>.lock`); a fresh directory
 *   is initialised in a child process first (see {@link INITDB_CHILD_SCRIPT});
 * - `pglite-memory`: an in-memory PGlite (tests, trying things out), no lock;
 * Both PGlite kinds start with {@link PGLITE_START_PARAMS}.
 * - `postgres`: a pg Pool (max 10 connections) on the connection string.
 * Migrations are not applied here: call `migrate()` (src/db/migrate.ts).
 * @throws DataDirLockedError when another live process holds the PGlite directory; driver errors when it cannot connect.
 */
export async function openDatabase(config: DatabaseConfig, log?: DbLogger): Promise<Database> {
  if (config.kind === 'postgres') {
    const changes = createChangeBus((error) => log?.error({ err: error }, 'a change listener failed'));
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      // Every pooled connection listens on the polled channel: the writer's own connection receives its NOTIFY before
      // ReadyForQuery, so this process's polled answers are dropped before the write's promise settles
      // (read-your-writes). Ended sessions need not: their writer drops its own cache explicitly (forget).
      onConnect: async (client) => {
        client.on('notification', (message) => {
          if (message.channel === POLLED_CHANNEL) changes.emit(message.channel, message.payload ?? '');
        });
        await client.query(`LISTEN ${POLLED_CHANNEL}`);
      },
    });
    pool.on('error', (error) => log?.error({ err: error }, 'idle PostgreSQL client error'));
    const pgDb = drizzleNodePg({ client: pool, schema });
    const db: Db = pgDb;
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      kind: 'postgres',
      db,
      changes,
      pgDb,
      pool,
      connectionString: config.url,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        if (!pool.ended) await pool.end();
      },
    };
  }

  let lock: DirLock | null = null;
  let pglite: PGlite;
  if (config.kind === 'pglite') {
    mkdirSync(config.dataDir, { recursive: true });
    lock = acquireDirLock(config.dataDir);
    try {
      await initPgliteDir(config.dataDir);
      pglite = await PGlite.create({ dataDir: config.dataDir, startParams: [...PGLITE_START_PARAMS] });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    pglite = await PGlite.create({ startParams: [...PGLITE_START_PARAMS] });
  }
  const changes = createChangeBus((error) => log?.error({ err: error }, 'a change listener failed'));
  for (const channel of CHANGE_CHANNELS) await pglite.listen(channel, (payload) => changes.emit(channel, payload));
  const pgliteDb = drizzlePglite({ client: pglite, schema });
  const db: Db = pgliteDb;
  return {
    kind: 'pglite',
    db,
    changes,
    pgliteDb,
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    close: async () => {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
