import {
  areaSuggestListSchema,
  areaSuggestQuerySchema,
  createPositionBodySchema,
  generatedResumeSchema,
  positionListSchema,
  positionSchema,
  reviewActionBodySchema,
  updatePositionBodySchema,
} from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/session';
import type { PositionsService } from './positions.service';

const idParams = z.object({ id: z.string() });

/**
 * /api/positions (the position, its flow questions → resume → vacancies → done, and its resume), session required; only the seeker's own positions (another seeker's
 * id → 404 position_not_found). Never cached.
 * - POST / → 201 the position; GET / → {items}; GET /{id} → the position;
 * - PATCH /{id} {use_favorites?, areas?, remote?, salary?, letter_styles?, paused?} → the position after the change;
 *   DELETE /{id} → 204 (its applications stay in the history);
 * - POST /{id}/resume → the written resume: 201 when written now, 200 when it already was; GET /{id}/resume;
 *   POST /{id}/resume/publish → published on hh (409 review_unresolved while «Проверьте» flags are open);
 * - POST /{id}/resume/review {action: confirm | move_achievement | edit_job | add_job | remove_job, …} → the resume
 *   with the flags still open.
 */
export const positionsRoutes: FastifyPluginAsyncZod<{ service: PositionsService }> = async (app, { service }) => {
  const guard = { preHandler: app.requireSession };

  app.post('/', { ...guard, schema: { body: createPositionBodySchema, response: { 201: positionSchema } } }, async (request, reply) => {
    const position = await service.create(sessionUser(request).userId, request.body);
    return reply.status(201).send(position);
  });

  app.get('/', { ...guard, schema: { response: { 200: positionListSchema } } }, async (request) => service.list(sessionUser(request).userId));

  app.get('/:id', { ...guard, schema: { params: idParams, response: { 200: positionSchema } } }, async (request) =>
    service.get(sessionUser(request).userId, request.params.id),
  );

  app.patch('/:id', { ...guard, schema: { params: idParams, body: updatePositionBodySchema, response: { 200: positionSchema } } }, async (request) =>
    service.updateSettings(sessionUser(request).userId, request.params.id, request.body),
  );

  app.delete('/:id', { ...guard, schema: { params: idParams } }, async (request, reply) => {
    await service.remove(sessionUser(request).userId, request.params.id);
    return reply.status(204).send();
  });

  app.post(
    '/:id/resume',
    { ...guard, schema: { params: idParams, response: { 200: generatedResumeSchema, 201: generatedResumeSchema } } },
    async (request, reply) => {
      const { resume, created } = await service.composeResume(sessionUser(request).userId, request.params.id);
      return reply.status(created ? 201 : 200).send(resume);
    },
  );

  app.get('/:id/resume', { ...guard, schema: { params: idParams, response: { 200: generatedResumeSchema } } }, async (request) =>
    service.getResume(sessionUser(request).userId, request.params.id),
  );

  app.post('/:id/resume/publish', { ...guard, schema: { params: idParams, response: { 200: generatedResumeSchema } } }, async (request) =>
    service.publishResume(sessionUser(request).userId, request.params.id),
  );

  app.post(
    '/:id/resume/review',
    { ...guard, schema: { params: idParams, body: reviewActionBodySchema, response: { 200: generatedResumeSchema } } },
    async (request) => service.review(sessionUser(request).userId, request.params.id, request.body),
  );
};

/**
 * GET /api/areas/suggest?text= (session required; text 2–100 characters): hh's /suggests/areas as {items: [{id, name}]},
 * the cities of the position form's multi-select.
 */
export const areasRoutes: FastifyPluginAsyncZod<{ service: PositionsService }> = async (app, { service }) => {
  app.get(
    '/suggest',
    { preHandler: app.requireSession, schema: { querystring: areaSuggestQuerySchema, response: { 200: areaSuggestListSchema } } },
    async (request) => service.suggestAreas(request.query.text),
  );
};
