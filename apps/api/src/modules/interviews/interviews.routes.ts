import {
  detailSchema,
  INTERVIEW_DETAIL,
  interviewBodySchema,
  interviewIdParamsSchema,
  interviewListSchema,
  interviewPrefillQuerySchema,
  interviewPrefillSchema,
  interviewSchema,
  vacancyLookupQuerySchema,
  vacancyLookupSchema,
} from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../plugins/session';
import type { InterviewsService } from './interviews.service';

/**
 * /api/interviews, the seeker's interview records, session required; only the seeker's own records (another seeker's id → 404
 * interview_not_found). Never cached.
 * - GET / → the list; POST / → 201 the record; GET /{id}; PUT /{id} → the record; DELETE /{id} → {detail};
 * - GET /vacancy?link= → the vacancy behind a link; GET /prefill?application=|vacancy_link= → a new record's fields.
 */
export const interviewsRoutes: FastifyPluginAsyncZod<{ service: InterviewsService }> = async (app, { service }) => {
  const guard = { preHandler: app.requireSession };
  const me = (request: Parameters<typeof sessionUser>[0]): string => sessionUser(request).userId;

  app.get('/', { ...guard, schema: { response: { 200: interviewListSchema } } }, async (request) => service.list(me(request)));

  app.post('/', { ...guard, schema: { body: interviewBodySchema, response: { 201: interviewSchema } } }, async (request, reply) => {
    const interview = await service.create(me(request), request.body);
    return reply.status(201).send(interview);
  });

  app.get('/vacancy', { ...guard, schema: { querystring: vacancyLookupQuerySchema, response: { 200: vacancyLookupSchema } } }, async (request) =>
    service.lookup(me(request), request.query.link),
  );

  app.get('/prefill', { ...guard, schema: { querystring: interviewPrefillQuerySchema, response: { 200: interviewPrefillSchema } } }, async (request) =>
    service.prefill(me(request), request.query),
  );

  app.get('/:id', { ...guard, schema: { params: interviewIdParamsSchema, response: { 200: interviewSchema } } }, async (request) =>
    service.get(me(request), request.params.id),
  );

  app.put('/:id', { ...guard, schema: { params: interviewIdParamsSchema, body: interviewBodySchema, response: { 200: interviewSchema } } }, async (request) =>
    service.update(me(request), request.params.id, request.body),
  );

  app.delete('/:id', { ...guard, schema: { params: interviewIdParamsSchema, response: { 200: detailSchema } } }, async (request) => {
    await service.remove(me(request), request.params.id);
    return { detail: INTERVIEW_DETAIL.deleted };
  });
};
