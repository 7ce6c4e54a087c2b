import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { defineJob, type JobQueue, startQueue } from '../../src/plugins/queue';
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from '@otklik/api/testing';

/** pg-boss through our typed queue, on PGlite (same instance as the app) and, with TEST_DATABASE_URL, on PostgreSQL. */
const silent = { error: () => {}, warn: () => {} };

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
    await expect
      .poll(async () => (await queue.findJobs(job, { id }))[0]?.state, { timeout: 10_000, interval: 100 })
      .toBe('completed');
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
