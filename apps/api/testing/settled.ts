import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** A job that keeps the app from being settled: ready, running, or waiting for its start time (a retry's delay). */
export interface PendingJob {
  name: string;
  state: string;
  start_after: string;
}

/** The app's unfinished pg-boss jobs, read live from the job table (the queue's cached counts lag behind). */
export async function pendingJobs(app: FastifyInstance): Promise<PendingJob[]> {
  const result = await app.database.db.execute(
    sql`select name, state, start_after::text as start_after from pgboss.job where state in ('created', 'retry', 'active') order by start_after`,
  );
  return (result as unknown as { rows: PendingJob[] }).rows;
}

/**
 * Resolves when the app has nothing left to do on its own: no pg-boss job is ready or running, and none waits on a
 * timer (a deferred start or a retry's delay). From then on nothing changes until the test acts, so a test proves
 * that something did not happen by awaiting this, then looking: "after the sweeper ran, nothing was sent".
 * Checked every 50 ms, and twice in a row, so a job enqueued by the last one to finish is seen too.
 * Crons never fire in the test profile (see {@link buildTestApp}); a test sends the cron's job itself.
 * @throws Error after `timeoutMs` (default 20 000 ms), naming the jobs still pending
 */
export async function settled(app: FastifyInstance, { timeoutMs = 20_000 }: { timeoutMs?: number } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietChecks = 0;
  for (;;) {
    const pending = await pendingJobs(app);
    quietChecks = pending.length === 0 ? quietChecks + 1 : 0;
    if (quietChecks === 2) return;
    if (Date.now() > deadline) {
      throw new Error(`the app did not settle within ${timeoutMs} ms; pending jobs: ${JSON.stringify(pending).slice(0, 2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
