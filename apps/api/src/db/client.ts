import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { DatabaseConfig } from '../config/env';
import { acquireDirLock, type DirLock } from '../lib/data-dir-lock';
import * as schema from './schema';

/** The Drizzle database every repository takes. Works the same on PGlite and PostgreSQL; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

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
  /** `select 1`; rejects when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
} & (
  | { kind: 'pglite'; pglite: PGlite; pgliteDb: ReturnType<typeof drizzlePglite<typeof schema>> }
  | { kind: 'postgres'; pool: pg.Pool; connectionString: string; pgDb: ReturnType<typeof drizzleNodePg<typeof schema>> }
);

/**
 * Opens the database the config names.
 * - `pglite`: an embedded PGlite in `dataDir`, after taking the directory's lock (`<dataDir>.lock`);
 * - `pglite-memory`: an in-memory PGlite (tests, trying things out), no lock;
 * - `postgres`: a pg Pool (max 10 connections) on the connection string.
 * Migrations are not applied here: call `migrate()` (src/db/migrate.ts).
 * @throws DataDirLockedError when another live process holds the PGlite directory; driver errors when it cannot connect.
 */
export async function openDatabase(config: DatabaseConfig, log?: DbLogger): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
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
      pglite = await PGlite.create({ dataDir: config.dataDir });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    pglite = await PGlite.create();
  }
  const pgliteDb = drizzlePglite({ client: pglite, schema });
  const db: Db = pgliteDb;
  return {
    kind: 'pglite',
    db,
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
