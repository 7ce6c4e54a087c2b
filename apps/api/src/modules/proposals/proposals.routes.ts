import { confirmBodySchema, confirmResultSchema, proposalListSchema, widenBodySchema } from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/session';
import type { ProposalsService } from './proposals.service';

const idParams = z.object({ id: z.string() });
/** `refresh=true` asks for a new batch («Подобрать ещё») instead of the stored one. */
const proposeQuery = z.object({ refresh: z.enum(['true', 'false']).optional() });

/**
 * /api/positions/{id} proposals, session required, never cached:
 * POST /{id}/proposals → 3–5 vacancies with reasons (201 when made now, 200 when they already were);
 * POST /{id}/proposals?refresh=true → a new batch in place of the stored one (201), none already applied to;
 * GET /{id}/proposals → the stored ones (with `widen` when fewer than 3 fit);
 * POST /{id}/proposals/widen {kind: 'remote'} | {kind: 'related_title', title} → saved on the position, then a new
 * batch (201); POST /{id}/confirm {vacancy_ids} → the queued applications.
 */
export const proposalsRoutes: FastifyPluginAsyncZod<{ service: ProposalsService }> = async (app, { service }) => {
  const guard = { preHandler: app.requireSession };

  app.post(
    '/:id/proposals',
    { ...guard, schema: { params: idParams, querystring: proposeQuery, response: { 200: proposalListSchema, 201: proposalListSchema } } },
    async (request, reply) => {
      const refresh = request.query.refresh === 'true';
      const { proposals, created } = await service.propose(sessionUser(request).userId, request.params.id, { refresh });
      return reply.status(created ? 201 : 200).send(proposals);
    },
  );

  app.post(
    '/:id/proposals/widen',
    { ...guard, schema: { params: idParams, body: widenBodySchema, response: { 201: proposalListSchema } } },
    async (request, reply) => reply.status(201).send(await service.widen(sessionUser(request).userId, request.params.id, request.body)),
  );

  app.get('/:id/proposals', { ...guard, schema: { params: idParams, response: { 200: proposalListSchema } } }, async (request) =>
    service.getProposals(sessionUser(request).userId, request.params.id),
  );

  app.post('/:id/confirm', { ...guard, schema: { params: idParams, body: confirmBodySchema, response: { 200: confirmResultSchema } } }, async (request) =>
    service.confirm(sessionUser(request).userId, request.params.id, request.body.vacancy_ids),
  );
};
