import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../../src/plugins/queue';
import { settled } from '@otklik/api/testing';
import { appTest } from '@otklik/api/testing/vitest';

/** settled(app): it waits for the jobs a test set going (chains, retries) and says which job kept it waiting. */

const test = appTest();
const jobNamed = (name: string, retry: { retryLimit: number; retryDelaySeconds: number } = { retryLimit: 0, retryDelaySeconds: 0 }) =>
  defineJob({ name: `test.${name}-${randomUUID().slice(0, 8)}`, payload: z.object({}), ...retry, retryBackoff: false, expireInSeconds: 30 });

describe('settled(app)', () => {
  test('waits until a job and the job it enqueues have both run', async ({ app: t }) => {
    const first = jobNamed('first');
    const second = jobNamed('second');
    const ran: string[] = [];
    await t.app.queue.declare(second);
    await t.app.queue.work(first, async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await t.app.queue.send(second, {});
      ran.push('first');
    });
    await t.app.queue.work(second, async () => {
      ran.push('second');
    });
    await t.app.queue.send(first, {});
    await settled(t.app);
    expect(ran).toEqual(['first', 'second']);
  });

  test('waits out a retry’s delay: the job failed once, its second attempt has run', async ({ app: t }) => {
    const flaky = jobNamed('flaky', { retryLimit: 1, retryDelaySeconds: 1 });
    let attempts = 0;
    await t.app.queue.work(flaky, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('first attempt fails');
    });
    const id = await t.app.queue.send(flaky, {});
    await settled(t.app);
    expect(attempts).toBe(2);
    expect((await t.app.queue.findJobs(flaky, { id })).map((job) => job.state)).toEqual(['completed']);
  });

  test('gives up after its timeout, naming the job still waiting', async ({ app: t }) => {
    const later = jobNamed('later');
    await t.app.queue.declare(later);
    await t.app.queue.send(later, {}, { startAfter: new Date(Date.now() + 3_600_000) });
    await expect(settled(t.app, { timeoutMs: 300 })).rejects.toThrow(later.name);
    await t.app.database.db.execute(sql`delete from pgboss.job where name = ${later.name}`);
    await settled(t.app);
  });
});
