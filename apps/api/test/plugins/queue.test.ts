import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { runWithRequestId } from '../../src/lib/request-context';
import { defineJob, type JobQueue, startQueue } from '../../src/plugins/queue';
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from '@otklik/api/testing';

/** pg-boss through our typed queue, on PGlite (same instance as the app) and, with TEST_DATABASE_URL, on PostgreSQL. */
/** What jobs logged through their child loggers: the child's bindings and the line. */
const logged: { bindings: Record<string, unknown>; obj: object; msg?: string }[] = [];
const silent = {
  error: () => {},
  warn: () => {},
  child: (bindings: Record<string, unknown>) => ({ error: () => {}, warn: (obj: object, msg?: string) => logged.push({ bindings, obj, msg }) }),
};

describe.each(TEST_BACKENDS)('job queue on %s', (backend) => {
  let testDb: TestDatabase;
  let database: Database;
  let queue: JobQueue;

  beforeAll(async () => {
    testDb = await createTestDatabase(backend);
    database = await openDatabase(testDb.url === 'memory://' ? { kind: 'pglite-memory' } : { kind: 'postgres', url: testDb.url });
    await migrate(database);
    queue = await startQueue(database, silent, { pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
    await testDb?.drop();
  });

  it('runs a typed job with its parsed payload', async () => {
    const job = defineJob({
      name: `test.echo-${randomUUID().slice(0, 8)}`,
      payload: z.object({ email: z.email(), count: z.number().int() }),
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 30,
    });
    const received: { email: string; count: number }[] = [];
    await queue.work(job, async (payload) => {
      received.push(payload);
    });
    await queue.send(job, { email: 'a@b.ru', count: 3 });
    await expect.poll(() => received, { timeout: 15_000, interval: 100 }).toEqual([{ email: 'a@b.ru', count: 3 }]);
  });

  it('carries the enqueuing request id into the job, its child logger and the jobs it sends; a job sent outside a request runs under its own id', async () => {
    const suffix = randomUUID().slice(0, 8);
    const outer = defineJob({
      name: `test.outer-${suffix}`,
      payload: z.object({ n: z.number() }),
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 30,
    });
    const inner = defineJob({
      name: `test.inner-${suffix}`,
      payload: z.object({}),
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 30,
    });
    const seen: { job: string; id: string; requestId: string }[] = [];
    await queue.work(inner, async (_payload, context) => {
      seen.push({ job: 'inner', id: context.id, requestId: context.requestId });
      context.log.warn({ step: 'inner' }, 'inner ran');
    });
    await queue.work(outer, async (payload, context) => {
      // The payload arrives without the request id field.
      expect(payload).toEqual({ n: 1 });
      seen.push({ job: 'outer', id: context.id, requestId: context.requestId });
      await queue.send(inner, {});
    });
    await runWithRequestId('trace-queue-0001', () => queue.send(outer, { n: 1 }));
    await expect.poll(() => seen.length, { timeout: 15_000, interval: 100 }).toBe(2);
    expect(seen.map(({ job, requestId }) => ({ job, requestId }))).toEqual([
      { job: 'outer', requestId: 'trace-queue-0001' },
      { job: 'inner', requestId: 'trace-queue-0001' },
    ]);
    expect(logged).toContainEqual({ bindings: { reqId: 'trace-queue-0001', job: inner.name, jobId: seen[1]!.id }, obj: { step: 'inner' }, msg: 'inner ran' });

    const direct = await queue.send(outer, { n: 1 });
    await expect.poll(() => seen.length, { timeout: 15_000, interval: 100 }).toBe(4);
    expect(seen[2]).toEqual({ job: 'outer', id: direct, requestId: direct });
    expect(seen[3]!.requestId).toBe(direct);
  });

  it('retries a failing job as declared, then completes it', async () => {
    const job = defineJob({
      name: `test.flaky-${randomUUID().slice(0, 8)}`,
      payload: z.object({ n: z.number() }),
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryBackoff: false,
      expireInSeconds: 30,
    });
    const attempts: number[] = [];
    await queue.work(job, async (_payload, context) => {
      attempts.push(context.retryCount);
      if (attempts.length < 2) throw new Error('transient failure');
    });
    const id = await queue.send(job, { n: 1 });
    await expect.poll(() => attempts, { timeout: 20_000, interval: 100 }).toEqual([0, 1]);
    await expect.poll(async () => (await queue.findJobs(job, { id }))[0]?.state, { timeout: 10_000, interval: 100 }).toBe('completed');
    const queueInfo = await queue.queueInfo(job);
    expect(queueInfo).toMatchObject({ retryLimit: 2, retryDelay: 1, retryBackoff: false, expireInSeconds: 30 });
  });

  it('refuses a payload that does not match the schema, and a job that was never declared', async () => {
    const job = defineJob({
      name: `test.strict-${randomUUID().slice(0, 8)}`,
      payload: z.object({ email: z.email() }),
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 30,
    });
    await expect(queue.send(job, { email: 'x' })).rejects.toThrow(/email/i);
    await expect(queue.send(job, { email: 'a@b.ru' })).rejects.toThrow(/not declared/);
    await queue.declare(job);
    await expect(queue.send(job, { email: 'a@b.ru' })).resolves.toMatch(/[0-9a-f-]{36}/);
  });
});
