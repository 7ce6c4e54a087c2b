import { dashboardSummarySchema } from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../plugins/session';
import type { DashboardService } from './dashboard.service';

/**
 * GET /api/dashboard/summary (a session is enough: hh need not be connected): the seeker's own
 * summary, never cached.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ service: DashboardService }> = async (app, { service }) => {
  app.get('/summary', { preHandler: app.requireSession, schema: { response: { 200: dashboardSummarySchema } } }, async (request) =>
    service.summary(sessionUser(request).userId),
  );
};
