import { fromPglite, PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client';

/**
 * A typed background job (architecture.md, house rule 5): a name, a zod payload and the retry policy, declared
 * beside its module (<domain>.jobs.ts). The handler is attached with {@link JobQueue.work}; it must be idempotent,
 * because a job may run again after a crash or a retry.
 */
export interface JobDefinition<S extends z.ZodType> {
  /** pg-boss queue name, `<domain>.<action>`, e.g. `auth.send-password-reset`. */
  name: string;
  payload: S;
  /** Retries after the first failure (0 = none). */
  retryLimit: number;
  /** Seconds before the first retry; doubled on each later retry when `retryBackoff` is true. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** Seconds a running attempt may take before it counts as failed. */
  expireInSeconds: number;
  /** Seconds a finished job is kept before pg-boss deletes it (default 7 days). Keep it short when the payload holds a secret. */
  deleteAfterSeconds?: number;
}

/** Declares a job; identity function that keeps the payload type. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/** What a handler learns about the attempt it runs. */
export interface JobContext {
  id: string;
  /** 0 on the first attempt, then 1, 2… */
  retryCount: number;
}

/** The queue modules see: typed send and work on top of pg-boss. */
export interface JobQueue {
  /**
   * Creates the job's queue (idempotent) and applies its declared retry policy. `work` does it too;
   * a module that only sends calls it at start.
   */
  declare(job: JobDefinition<z.ZodType>): Promise<void>;
  /**
   * Validates `payload` with the job's schema and enqueues it.
   * Call it after your transaction commits, never inside one: on PGlite there is one connection, and pg-boss
   * would wait for the open transaction forever. Handlers are idempotent, so the small gap is harmless.
   * @returns the job id.
   * @throws ZodError when the payload does not match the schema; Error when the job was never declared.
   */
  send<S extends z.ZodType>(job: JobDefinition<S>, payload: z.input<S>): Promise<string>;
  /** Starts a worker for the job in this process; the handler gets the parsed payload. A throw fails the attempt (retried as declared). */
  work<S extends z.ZodType>(job: JobDefinition<S>, handler: (payload: z.output<S>, context: JobContext) => Promise<void>): Promise<void>;
  /** The pg-boss instance, for tests and maintenance tools. */
  readonly boss: PgBoss;
  /** Stops the workers (waiting up to 10 s for running jobs) and pg-boss. */
  stop(): Promise<void>;
}

/** Queue tuning; tests lower the polling interval. */
export interface QueueSettings {
  /** How often an idle worker polls for jobs, in seconds (≥ 0.5). Default 2. */
  pollingIntervalSeconds?: number;
}

/** Logger for pg-boss errors and warnings (Fastify's pino logger fits). */
export interface QueueLogger {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/**
 * Starts pg-boss on the app's database:
 * - PGlite: on the SAME instance through pg-boss's `fromPglite` adapter with `backend: 'pglite'` (multi-statement SQL goes
 *   through `exec`; a second connection to the directory would lose data, shared/stack-notes.md gotchas 7–8);
 * - PostgreSQL: pg-boss's own pool on the connection string (max 4 connections).
 * pg-boss creates or migrates its schema (`pgboss`) at start.
 */
export async function startQueue(database: Database, log: QueueLogger, settings: QueueSettings = {}): Promise<JobQueue> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: database.connectionString, max: 4, application_name: 'otklik-queue' });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'pg-boss warning'));
  await boss.start();

  const pollingIntervalSeconds = settings.pollingIntervalSeconds ?? 2;
  const ensured = new Map<string, Promise<void>>();
  const ensureQueue = (job: JobDefinition<z.ZodType>): Promise<void> => {
    let pending = ensured.get(job.name);
    if (!pending) {
      const options = {
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: job.retryBackoff,
        expireInSeconds: job.expireInSeconds,
        deleteAfterSeconds: job.deleteAfterSeconds ?? 7 * 86_400,
      };
      // createQueue keeps an existing queue untouched; updateQueue then applies the policy declared in code.
      pending = boss.createQueue(job.name, options).then(() => boss.updateQueue(job.name, options));
      pending.catch(() => ensured.delete(job.name));
      ensured.set(job.name, pending);
    }
    return pending;
  };

  return {
    boss,
    declare: ensureQueue,
    async send(job, payload) {
      const data = job.payload.parse(payload) as object;
      const declared = ensured.get(job.name);
      if (!declared) throw new Error(`Job ${job.name} was not declared: call queue.declare() or queue.work() at start`);
      await declared;
      const id = await boss.send(job.name, data);
      if (!id) throw new Error(`pg-boss did not create a job in ${job.name}`);
      return id;
    },
    async work(job, handler) {
      await ensureQueue(job);
      await boss.work<unknown>(job.name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const item of jobs) {
          await handler(job.payload.parse(item.data), { id: item.id, retryCount: item.retryCount });
        }
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

