import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { httpRequestDuration, metricsRegistry, queueDepth } from '../lib/metrics';
import type { JobQueue } from './queue';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Prometheus metrics (lib/metrics.ts):
 * - every response is observed in `otklik_http_request_duration_seconds` (method, route pattern, status code);
 * - GET /metrics answers the text exposition format when `Authorization: Bearer <METRICS_TOKEN>` matches
 *   (compared in constant time); 404 'Not found' when METRICS_TOKEN is unset, 401 'Not authenticated' when the header
 *   is missing or wrong. Queue depth (`otklik_queue_jobs`) is read from pg-boss at each scrape.
 */
export function registerMetrics(app: FastifyInstance, deps: { token: string | null; queue: Pick<JobQueue, 'depth'> }): void {
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const expected = deps.token === null ? null : digest(deps.token);
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!expected) throw new AppError('not_found');
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!given || !timingSafeEqual(digest(given), expected)) throw new AppError('unauthenticated');
    queueDepth.reset();
    for (const { queue, ready, deferred, active } of await deps.queue.depth()) {
      queueDepth.set({ queue, state: 'ready' }, ready);
      queueDepth.set({ queue, state: 'deferred' }, deferred);
      queueDepth.set({ queue, state: 'active' }, active);
    }
    reply.header('cache-control', 'no-store').type(metricsRegistry.contentType);
    return metricsRegistry.metrics();
  });
}
