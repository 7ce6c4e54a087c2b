import { fromPglite, PgBoss, type Job, type JobResult } from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { currentRequestId, runWithRequestId } from '../lib/request-context';

/**
 * A typed background job: a name, a zod payload and the retry policy, declared in its module's `<m>.jobs.ts`.
 * Handlers must be idempotent: a job may run again after a crash or a retry.
 */
export interface JobDefinition<S extends z.ZodType> {
  /** Queue name, `<module>.<action>`, e.g. `auth.send-password-reset`. */
  name: string;
  payload: S;
  /** Retries after the first failure (0 = none). */
  retryLimit: number;
  /** Seconds before the first retry; doubled on each later retry when `retryBackoff` is true. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** Seconds a running attempt may take before it counts as failed. */
  expireInSeconds: number;
  /** Seconds a finished job is kept (default 7 days). Keep it short when the payload holds a secret. */
  deleteAfterSeconds?: number;
  /** `exclusive`: at most one queued, retrying or running job per `singletonKey`. Default `standard`. */
  policy?: 'standard' | 'exclusive';
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
  /**
   * The id of the HTTP request (or job) that enqueued this job, stored in the job's data as {@link REQUEST_ID_FIELD};
   * the job's own id when nothing enqueued it under a request (a cron tick). Jobs this handler sends carry it on.
   */
  requestId: string;
  /** The queue's logger as a child bound to `reqId` (the request id, Fastify's label), `job` (queue name) and `jobId`. */
  log: JobLogger;
}

/** The job data field that carries the enqueuing request's id (outside the job's zod payload). */
export const REQUEST_ID_FIELD = 'requestId';

/** What a job handler logs through. */
export interface JobLogger {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface SendOptions {
  /** With an `exclusive` job: a second live job with the same key is refused (send answers null). */
  singletonKey?: string;
  /** Not before this moment. */
  startAfter?: Date;
}

export interface WorkOptions {
  /** Jobs taken at once; they run side by side and each settles on its own (default 1). */
  batchSize?: number;
  /** How often an idle worker polls, in seconds (≥ 0.5); default: the queue's setting. */
  pollingIntervalSeconds?: number;
}

/** One job as stored, for maintenance and tests. */
export interface JobRecord {
  id: string;
  state: string;
  retryCount: number;
  output: unknown;
}

/** A queue's stored policy (pg-boss's own field names). */
export interface QueueInfo {
  name: string;
  policy: string;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  deleteAfterSeconds: number;
}

/** The queue modules see. No pg-boss type leaves this file. */
export interface JobQueue {
  /** Creates the job's queue (idempotent) with its declared policy. A module that sends a job declares it at registration. */
  declare(job: JobDefinition<z.ZodType>): Promise<void>;
  /**
   * Validates `payload` with the job's schema and enqueues it. Call it after your transaction commits: on PGlite
   * there is one connection, and the queue would wait for the open transaction forever.
   * @returns the job id; null only when `singletonKey` refused a second live job.
   * @throws ZodError when the payload does not match; Error when the job was never declared.
   */
  send<S extends z.ZodType>(job: JobDefinition<S>, payload: z.input<S>): Promise<string>;
  send<S extends z.ZodType>(job: JobDefinition<S>, payload: z.input<S>, options: SendOptions): Promise<string | null>;
  /** Starts a worker in this process; the handler gets the parsed payload, its result is kept as the job's output. A throw fails the attempt. */
  work<S extends z.ZodType>(
    job: JobDefinition<S>,
    handler: (payload: z.output<S>, context: JobContext) => Promise<unknown>,
    options?: WorkOptions,
  ): Promise<void>;
  /**
   * Runs the job on a cron (UTC) with `payload` (validated; default `{}`); one schedule per job, so a restart only
   * updates it. @throws ZodError when the payload does not match.
   */
  schedule<S extends z.ZodType>(job: JobDefinition<S>, cron: string, payload?: z.input<S>): Promise<void>;
  unschedule(job: JobDefinition<z.ZodType>): Promise<void>;
  /** The job's schedules (cron, timezone). */
  schedules(job: JobDefinition<z.ZodType>): Promise<{ name: string; cron: string; timezone: string }[]>;
  /** Stored jobs of this kind, optionally one id. */
  findJobs(job: JobDefinition<z.ZodType>, filter?: { id?: string }): Promise<JobRecord[]>;
  /** The queue's stored settings, or null before it is declared. */
  queueInfo(job: JobDefinition<z.ZodType>): Promise<QueueInfo | null>;
  /** Jobs per declared queue now: `ready` (runnable), `deferred` (start later), `active` (running). For /metrics. */
  depth(): Promise<{ queue: string; ready: number; deferred: number; active: number }[]>;
  /** Stops the workers (waiting up to 10 s for running jobs) and the queue. */
  stop(): Promise<void>;
}

/** Queue tuning; tests lower the polling interval. */
export interface QueueSettings {
  /** How often an idle worker polls for jobs, in seconds (≥ 0.5). Default 2. */
  pollingIntervalSeconds?: number;
  /** false: schedules are stored but never fire (tests send a cron's job themselves, when they mean it). Default true. */
  cron?: boolean;
}

/** Logger for queue errors and warnings (Fastify's pino logger fits); with `child`, each job logs through a child bound to its request id. */
export interface QueueLogger extends JobLogger {
  child?(bindings: Record<string, unknown>): JobLogger;
}

/**
 * Starts pg-boss on the app's database: on PGlite the SAME instance through `fromPglite` (a second connection to
 * the directory would lose data); on PostgreSQL its own pool (max 4 connections). pg-boss creates or migrates its
 * schema (`pgboss`) at start.
 */
export async function startQueue(database: Database, log: QueueLogger, settings: QueueSettings = {}): Promise<JobQueue> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schedule: settings.cron ?? true })
      : new PgBoss({ connectionString: database.connectionString, max: 4, application_name: 'otklik-queue', schedule: settings.cron ?? true });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'pg-boss warning'));
  await boss.start();

  const pollingIntervalSeconds = settings.pollingIntervalSeconds ?? 2;
  const ensured = new Map<string, Promise<void>>();
  const declare = (job: JobDefinition<z.ZodType>): Promise<void> => {
    let pending = ensured.get(job.name);
    if (!pending) {
      const options = {
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: job.retryBackoff,
        expireInSeconds: job.expireInSeconds,
        deleteAfterSeconds: job.deleteAfterSeconds ?? 7 * 86_400,
      };
      // createQueue keeps an existing queue (and its policy) untouched; updateQueue applies the retries declared in code.
      pending = boss.createQueue(job.name, { ...options, policy: job.policy ?? 'standard' }).then(() => boss.updateQueue(job.name, options));
      pending.catch(() => ensured.delete(job.name));
      ensured.set(job.name, pending);
    }
    return pending;
  };

  async function send<S extends z.ZodType>(job: JobDefinition<S>, payload: z.input<S>, options?: SendOptions): Promise<string | null> {
    const parsed = job.payload.parse(payload) as object;
    // The enqueuing request's id travels in the job's data, beside the payload (the worker strips it before parsing).
    const requestId = currentRequestId();
    const data = requestId ? { ...parsed, [REQUEST_ID_FIELD]: requestId } : parsed;
    const declared = ensured.get(job.name);
    if (!declared) throw new Error(`Job ${job.name} was not declared: call queue.declare() or queue.work() at start`);
    await declared;
    const id = await boss.send(job.name, data, options ?? {});
    if (!id && !options?.singletonKey) throw new Error(`pg-boss did not create a job in ${job.name}`);
    return id;
  }

  return {
    declare,
    send: send as JobQueue['send'],
    async work(job, handler, options = {}) {
      await declare(job);
      const batchSize = options.batchSize ?? 1;
      await boss.work<unknown>(
        job.name,
        {
          batchSize,
          perJobResults: true,
          burstWhenBatchFull: batchSize > 1,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? pollingIntervalSeconds,
        },
        async (jobs: Job<unknown>[]): Promise<JobResult[]> =>
          Promise.all(
            jobs.map(async (item): Promise<JobResult> => {
              const { [REQUEST_ID_FIELD]: stored, ...data } = (item.data ?? {}) as Record<string, unknown>;
              const requestId = typeof stored === 'string' ? stored : item.id;
              const jobLog = log.child ? log.child({ reqId: requestId, job: job.name, jobId: item.id }) : log;
              return runWithRequestId(requestId, async (): Promise<JobResult> => {
                try {
                  const output = await handler(job.payload.parse(data), { id: item.id, retryCount: item.retryCount, requestId, log: jobLog });
                  return { id: item.id, status: 'completed', ...(output === undefined ? {} : { output: output as object }) };
                } catch (error) {
                  jobLog.warn({ err: error, retryCount: item.retryCount }, 'job attempt failed');
                  return { id: item.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
                }
              });
            }),
          ),
      );
    },
    async schedule(job, cron, payload) {
      const data = job.payload.parse(payload ?? {}) as object;
      await declare(job);
      await boss.schedule(job.name, cron, data, { tz: 'UTC' });
    },
    async unschedule(job) {
      await boss.unschedule(job.name);
    },
    async schedules(job) {
      return (await boss.getSchedules(job.name)).map(({ name, cron, timezone }) => ({ name, cron, timezone }));
    },
    async findJobs(job, filter = {}) {
      const found = await boss.findJobs<unknown>(job.name, filter.id ? { id: filter.id } : {});
      return found.map((item) => ({ id: item.id, state: item.state, retryCount: item.retryCount, output: item.output }));
    },
    async queueInfo(job) {
      const found = (await boss.getQueues([job.name]))[0];
      if (!found) return null;
      const { name, policy, retryLimit, retryDelay, retryBackoff, expireInSeconds, deleteAfterSeconds } = found;
      return { name, policy: String(policy), retryLimit, retryDelay, retryBackoff, expireInSeconds, deleteAfterSeconds } as QueueInfo;
    },
    async depth() {
      const names = [...ensured.keys()];
      if (names.length === 0) return [];
      return (await boss.getQueues(names)).map((found) => ({
        queue: found.name,
        ready: found.readyCount,
        deferred: found.deferredCount,
        active: found.activeCount,
      }));
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
