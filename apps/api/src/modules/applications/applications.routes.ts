import {
  applicationPageSchema,
  applicationSchema,
  applicationsCountSchema,
  applicationsQuerySchema,
  applicationStatisticsSchema,
  feedbackStatusBodySchema,
  statisticsBodySchema,
} from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/session';
import { applicationErrors } from './applications.errors';
import type { ApplicationsService } from './applications.service';

/** An application id in the path; anything that is not a UUID cannot be the seeker's application. */
const idParamsSchema = z.object({ id: z.string() });
const UUID = z.uuid();

function applicationId(id: string): string {
  if (!UUID.safeParse(id).success) throw applicationErrors.notFound();
  return id;
}

/**
 * /api/applications, session required, only the session's own applications:
 * - GET /v2?status=&status=&offset=&limit= → a page, newest first;
 * - POST /statistics {user_id} → counts per status; another user's id → 403 'Access denied';
 * - PUT /{id}/feedback_status {feedback_status} and DELETE /{id}/feedback_status → the application; another
 *   seeker's id → 404 'Application not found';
 * - GET /count → the daily counter {current_applications, total_applications} (polled every 10 s by every open tab: served
 *   from this process's memory until the seeker's applications or subscription change or the UTC day turns; a miss
 *   is one prepared query for the count and the subscription row; request lines at debug via `config.polling`).
 * Answers are never cached.
 */
export const applicationsRoutes: FastifyPluginAsyncZod<{ service: ApplicationsService }> = async (app, { service }) => {
  app.get(
    '/v2',
    { preHandler: app.requireSession, schema: { querystring: applicationsQuerySchema, response: { 200: applicationPageSchema } } },
    async (request) => service.list(sessionUser(request).userId, request.query),
  );

  app.post(
    '/statistics',
    { preHandler: app.requireSession, schema: { body: statisticsBodySchema, response: { 200: applicationStatisticsSchema } } },
    async (request) => service.statistics(sessionUser(request).userId, request.body.user_id),
  );

  app.put(
    '/:id/feedback_status',
    {
      preHandler: app.requireSession,
      schema: { params: idParamsSchema, body: feedbackStatusBodySchema, response: { 200: applicationSchema } },
    },
    async (request) => service.setFeedbackStatus(sessionUser(request).userId, applicationId(request.params.id), request.body.feedback_status),
  );

  app.delete(
    '/:id/feedback_status',
    { preHandler: app.requireSession, schema: { params: idParamsSchema, response: { 200: applicationSchema } } },
    async (request) => service.setFeedbackStatus(sessionUser(request).userId, applicationId(request.params.id), null),
  );

  app.get('/count', { preHandler: app.requireSession, config: { polling: true }, schema: { response: { 200: applicationsCountSchema } } }, async (request) =>
    service.count(sessionUser(request).userId),
  );
};
