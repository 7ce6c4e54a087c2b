import {
  answerBodySchema,
  areaSuggestListSchema,
  areaSuggestQuerySchema,
  confirmBodySchema,
  confirmResultSchema,
  createPositionBodySchema,
  generatedResumeSchema,
  positionListSchema,
  positionSchema,
  proposalListSchema,
  questionnaireSchema,
} from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/session';
import type { PositionsService } from './positions.service';

const idParams = z.object({ id: z.string() });
const answerParams = z.object({ id: z.string(), question_id: z.string() });

/**
 * /api/positions (issue 4 "The journey"; spec §3 Position, §4, §5), session required; only the seeker's own positions
 * (another seeker's id → 404 'Position not found'):
 * - POST / → 201 the position; GET / → {items}; GET /{id} → the position;
 * - GET /{id}/questions → the questionnaire (5 questions, answers, current_index);
 *   PUT /{id}/answers/{question_id} {text} → the questionnaire after the save;
 * - POST /{id}/resume → the written resume (draft); GET /{id}/resume; POST /{id}/resume/publish → published on hh;
 * - POST /{id}/proposals → 3–5 vacancies with reasons; GET /{id}/proposals → the stored ones;
 * - POST /{id}/confirm {vacancy_ids} → the queued applications.
 * Answers are never cached.
 */
export const positionsRoutes: FastifyPluginAsyncZod<{ service: PositionsService }> = async (app, { service }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const guard = { preHandler: app.requireSession };

  app.post('/', { ...guard, schema: { body: createPositionBodySchema, response: { 201: positionSchema } } }, async (request, reply) => {
    const position = await service.create(sessionUser(request).userId, request.body);
    return reply.status(201).send(position);
  });

  app.get('/', { ...guard, schema: { response: { 200: positionListSchema } } }, async (request) => service.list(sessionUser(request).userId));

  app.get('/:id', { ...guard, schema: { params: idParams, response: { 200: positionSchema } } }, async (request) =>
    service.get(sessionUser(request).userId, request.params.id),
  );

  app.get('/:id/questions', { ...guard, schema: { params: idParams, response: { 200: questionnaireSchema } } }, async (request) =>
    service.questionnaire(sessionUser(request).userId, request.params.id),
  );

  app.put(
    '/:id/answers/:question_id',
    { ...guard, schema: { params: answerParams, body: answerBodySchema, response: { 200: questionnaireSchema } } },
    async (request) => service.saveAnswer(sessionUser(request).userId, request.params.id, request.params.question_id, request.body.text),
  );

  app.post('/:id/resume', { ...guard, schema: { params: idParams, response: { 200: generatedResumeSchema } } }, async (request) =>
    service.composeResume(sessionUser(request).userId, request.params.id),
  );

  app.get('/:id/resume', { ...guard, schema: { params: idParams, response: { 200: generatedResumeSchema } } }, async (request) =>
    service.getResume(sessionUser(request).userId, request.params.id),
  );

  app.post('/:id/resume/publish', { ...guard, schema: { params: idParams, response: { 200: generatedResumeSchema } } }, async (request) =>
    service.publishResume(sessionUser(request).userId, request.params.id),
  );

  app.post('/:id/proposals', { ...guard, schema: { params: idParams, response: { 200: proposalListSchema } } }, async (request) =>
    service.propose(sessionUser(request).userId, request.params.id),
  );

  app.get('/:id/proposals', { ...guard, schema: { params: idParams, response: { 200: proposalListSchema } } }, async (request) =>
    service.getProposals(sessionUser(request).userId, request.params.id),
  );

  app.post(
    '/:id/confirm',
    { ...guard, schema: { params: idParams, body: confirmBodySchema, response: { 200: confirmResultSchema } } },
    async (request) => service.confirm(sessionUser(request).userId, request.params.id, request.body.vacancy_ids),
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
