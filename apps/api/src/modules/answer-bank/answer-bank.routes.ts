import {
  answerBankSchema,
  assistedPacketSchema,
  draftAnswerBodySchema,
  draftAnswerSchema,
  patchAnswerBankBodySchema,
  putAnswerBankBodySchema,
} from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { sessionUser } from '../../plugins/session';
import type { AnswerBankService } from './answer-bank.service';

const UUID = z.uuid();
const idParamsSchema = z.object({ id: z.string() });

/**
 * /api/answer-bank, session required, only the session's own bank:
 * - GET / → the bank (every fact, null when not filled, and `updated_at`);
 * - PUT / {facts…} → replaces the bank (a fact left out is cleared); PATCH / {some facts} → changes only those;
 *   a bad fact → 400 validation_failed with `issues` naming it (e.g. `salary.amount`);
 * - POST /draft {question, position_id?} → {category, draft, missing, missing_skill, used}; another seeker's
 *   position → 404 position_not_found.
 * Answers are never cached.
 */
export const answerBankRoutes: FastifyPluginAsyncZod<{ service: AnswerBankService }> = async (app, { service }) => {
  app.get('/', { preHandler: app.requireSession, schema: { response: { 200: answerBankSchema } } }, async (request) =>
    service.get(sessionUser(request).userId),
  );

  app.put('/', { preHandler: app.requireSession, schema: { body: putAnswerBankBodySchema, response: { 200: answerBankSchema } } }, async (request) =>
    service.replace(sessionUser(request).userId, request.body),
  );

  app.patch('/', { preHandler: app.requireSession, schema: { body: patchAnswerBankBodySchema, response: { 200: answerBankSchema } } }, async (request) =>
    service.update(sessionUser(request).userId, request.body),
  );

  app.post('/draft', { preHandler: app.requireSession, schema: { body: draftAnswerBodySchema, response: { 200: draftAnswerSchema } } }, async (request) =>
    service.draft(sessionUser(request).userId, request.body.question, request.body.position_id),
  );
};

/**
 * GET /api/applications/{id}/assisted-packet, session required: the letter, the bank's answers to
 * common questionnaire questions and hh's apply link. Another seeker's id or a malformed one → 404
 * application_not_found; an application not in assisted apply → 409 assisted_packet_unavailable.
 */
export const assistedPacketRoutes: FastifyPluginAsyncZod<{ service: AnswerBankService }> = async (app, { service }) => {
  app.get(
    '/:id/assisted-packet',
    { preHandler: app.requireSession, schema: { params: idParamsSchema, response: { 200: assistedPacketSchema } } },
    async (request) => {
      if (!UUID.safeParse(request.params.id).success) throw new AppError('application_not_found');
      return service.packet(sessionUser(request).userId, request.params.id);
    },
  );
};
