import type { FastifyInstance } from 'fastify';

/**
 * Starts, in this process, every worker the modules registered (job handlers and cron schedules). The server calls it
 * after buildApp; tests call it only when they need jobs to run.
 */
export async function startWorkers(app: FastifyInstance): Promise<void> {
  for (const start of app.workers) await start();
}
