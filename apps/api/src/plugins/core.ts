import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { JobQueue } from './queue';

/** Starts one module's workers (queue handlers and schedules) in this process. */
export type WorkerStarter = () => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the app was built with. */
    config: Config;
    /** The open database (Drizzle handle, driver, ping, close). */
    database: Database;
    /** What this process hears of the database's changes (NOTIFY), for caches that must drop stale entries. */
    changes: ChangeFeed;
    /** The job queue, started with the app and stopped on close. */
    queue: JobQueue;
    clock: Clock;
    /** What each module registered to run in the background; started by startWorkers (workers.ts), never by buildApp. */
    workers: WorkerStarter[];
  }
}

/** Decorates the root instance with what every module reads: config, database, its change feed, queue, clock, and the workers list. */
export function registerCore(app: FastifyInstance, core: { config: Config; database: Database; changes: ChangeFeed; queue: JobQueue; clock: Clock }): void {
  app.decorate('config', core.config);
  app.decorate<Database>('database', core.database);
  app.decorate<ChangeFeed>('changes', core.changes);
  app.decorate('queue', core.queue);
  app.decorate('clock', core.clock);
  app.decorate<WorkerStarter[]>('workers', []);
}
