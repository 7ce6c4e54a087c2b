import { trainerAccessRequestBodySchema, trainerAccessRequestSchema, trainerAccessSchema } from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../plugins/session';
import type { TrainerService } from './trainer.service';

/**
 * /api/trainer/*, the interview trainer's access, behind the session; each answers for the session's own user only:
 * - GET /access → {has_access, trainer_url (only with access), request (the latest, or null)};
 * - POST /access-requests {message?} → 201 the open request; 409 trainer_request_open / trainer_access_granted.
 */
export const trainerRoutes: FastifyPluginAsyncZod<{ service: TrainerService }> = async (app, { service }) => {
  app.get('/access', { preHandler: app.requireSession, schema: { response: { 200: trainerAccessSchema } } }, async (request) =>
    service.access(sessionUser(request).userId),
  );

  app.post(
    '/access-requests',
    { preHandler: app.requireSession, schema: { body: trainerAccessRequestBodySchema, response: { 201: trainerAccessRequestSchema } } },
    async (request, reply) => {
      const created = await service.requestAccess(sessionUser(request).userId, request.body.message);
      return reply.code(201).send(created);
    },
  );
};
