import { answerBodySchema, questionnaireSchema } from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/session';
import type { QuestionnaireService } from './questionnaire.service';

const idParams = z.object({ id: z.string() });
const answerParams = z.object({ id: z.string(), question_id: z.string() });

/**
 * /api/positions/{id} questionnaire (the 5 questions before the resume), session required, never cached:
 * GET /{id}/questions → {questions (5), answers, current_index}; PUT /{id}/answers/{question_id} {text} → the same after the save.
 */
export const questionnaireRoutes: FastifyPluginAsyncZod<{ service: QuestionnaireService }> = async (app, { service }) => {
  const guard = { preHandler: app.requireSession };

  app.get('/:id/questions', { ...guard, schema: { params: idParams, response: { 200: questionnaireSchema } } }, async (request) =>
    service.questionnaire(sessionUser(request).userId, request.params.id),
  );

  app.put(
    '/:id/answers/:question_id',
    { ...guard, schema: { params: answerParams, body: answerBodySchema, response: { 200: questionnaireSchema } } },
    async (request) => service.saveAnswer(sessionUser(request).userId, request.params.id, request.params.question_id, request.body.text),
  );
};
