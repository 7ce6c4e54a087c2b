import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.routes';
import { createHealthService } from './health.service';

/** GET /api/health. */
export async function register(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes, { service: createHealthService(app.database.ping) });
}
