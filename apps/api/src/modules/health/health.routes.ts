import { healthSchema } from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service';

/** GET /api/health → 200 `{status:'ok'}` once the database answers, else 503 in the error shape. */
export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (app, { service }) => {
  app.get('/api/health', { schema: { response: { 200: healthSchema } } }, async () => service.check());
};
