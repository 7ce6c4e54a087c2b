import {
  vacancyActionBodySchema,
  vacancyApplyResultSchema,
  vacancyHideResultSchema,
  vacancyIdParamsSchema,
  vacancyListQuerySchema,
  vacancyListSchema,
} from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../plugins/session';
import type { VacanciesService } from './vacancies.service';

/**
 * /api/vacancies, the paid seekers' vacancy list (paid seekers only: 403 'Access denied' otherwise), session required,
 * never cached:
 * - GET /?position_id=&area_id=&salary_from=&remote= → {items, positions};
 * - POST /{vacancy_id}/apply {position_id} → 201 the queued application;
 * - POST /{vacancy_id}/hide {position_id} → {vacancy_id, hidden: true}.
 */
export const vacanciesRoutes: FastifyPluginAsyncZod<{ service: VacanciesService }> = async (app, { service }) => {
  const guard = { preHandler: app.requireSession };

  app.get('/', { ...guard, schema: { querystring: vacancyListQuerySchema, response: { 200: vacancyListSchema } } }, async (request) =>
    service.list(sessionUser(request).userId, request.query),
  );

  app.post(
    '/:vacancy_id/apply',
    { ...guard, schema: { params: vacancyIdParamsSchema, body: vacancyActionBodySchema, response: { 201: vacancyApplyResultSchema } } },
    async (request, reply) => {
      const application = await service.apply(sessionUser(request).userId, request.params.vacancy_id, request.body.position_id);
      return reply.status(201).send(application);
    },
  );

  app.post(
    '/:vacancy_id/hide',
    { ...guard, schema: { params: vacancyIdParamsSchema, body: vacancyActionBodySchema, response: { 200: vacancyHideResultSchema } } },
    async (request) => service.hide(sessionUser(request).userId, request.params.vacancy_id, request.body.position_id),
  );
};
