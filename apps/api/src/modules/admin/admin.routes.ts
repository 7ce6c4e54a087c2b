import {
  adminAuditQuerySchema,
  adminAuditSchema,
  adminCompanionPackSchema,
  adminExtendBodySchema,
  adminMeSchema,
  adminPlanParamsSchema,
  adminPlansSchema,
  adminPlanSchema,
  adminPlanUpdateBodySchema,
  adminPromoCreateBodySchema,
  adminPromoSchema,
  adminPromosSchema,
  adminTrainerAccessSchema,
  adminTrainerAnswerBodySchema,
  adminTrainerRequestParamsSchema,
  adminTrainerRequestsQuerySchema,
  adminTrainerRequestsSchema,
  adminUserDetailSchema,
  adminUserParamsSchema,
  adminUserSearchQuerySchema,
  adminUserSearchSchema,
  currentSubscriptionSchema,
  trainerAccessRequestSchema,
} from '@otklik/contracts';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sessionUser } from '../../plugins/session';
import type { AdminActor, AdminService } from './admin.service';

type SessionAdmin = AdminActor & { kind: 'admin' };

/**
 * /api/admin/*, the support console. GET /me answers any session; every other route is behind the session
 * and the admin role, checked on request before the body is read: no session → 401, not an admin → 403
 * `admin_required` 'Access denied'. Answers are the contracts' allow-lists (no hh token ever leaves) and never cached.
 * - GET /users?q= → {items}; GET /users/{id} → the user with subscription, payments, applications, trainer requests;
 * - POST /users/{id}/trainer-access, DELETE /users/{id}/trainer-access → {user_id, trainer_access};
 * - POST /users/{id}/extend {target: trial|plan, days 1–365} → the subscription after;
 * - GET /plans; PUT /plans/{id} {is_open} → the plan; GET /promo-codes; POST /promo-codes → 201 the code;
 * - GET /trainer-requests?status=open; POST /trainer-requests/{id}/answer {decision, message} → the request;
 * - GET /companion-pack → the selector pack's pause; POST /companion-pack/resume → lifts it (the state after);
 * - GET /audit?user_id=&offset=&limit= → {items, total}, newest first.
 * Each change writes an audit row (who, what, on whom, when).
 */
export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService }> = async (app, { service }) => {
  app.get('/me', { preHandler: app.requireSession, schema: { response: { 200: adminMeSchema } } }, async (request) => ({
    is_admin: await service.isAdmin(sessionUser(request).userId),
  }));

  await app.register(async (guarded) => {
    const actors = new WeakMap<FastifyRequest, SessionAdmin>();
    const requireAdmin: onRequestAsyncHookHandler = async (request) => {
      const actor = await service.actor(sessionUser(request).userId);
      if (actor.kind !== 'admin') throw new AppError('admin_required');
      actors.set(request, actor);
    };
    guarded.addHook('onRequest', app.requireSession as onRequestAsyncHookHandler);
    guarded.addHook('onRequest', requireAdmin);
    const actorOf = (request: FastifyRequest): SessionAdmin => {
      const actor = actors.get(request);
      if (!actor) throw new AppError('admin_required');
      return actor;
    };
    const r = guarded.withTypeProvider<ZodTypeProvider>();

    r.get('/users', { schema: { querystring: adminUserSearchQuerySchema, response: { 200: adminUserSearchSchema } } }, async (request) => ({
      items: await service.searchUsers(request.query.q),
    }));

    r.get('/users/:userId', { schema: { params: adminUserParamsSchema, response: { 200: adminUserDetailSchema } } }, async (request) =>
      service.userDetail(request.params.userId),
    );

    r.post('/users/:userId/trainer-access', { schema: { params: adminUserParamsSchema, response: { 200: adminTrainerAccessSchema } } }, async (request) =>
      service.setTrainerAccess(actorOf(request), request.params.userId, true),
    );

    r.delete('/users/:userId/trainer-access', { schema: { params: adminUserParamsSchema, response: { 200: adminTrainerAccessSchema } } }, async (request) =>
      service.setTrainerAccess(actorOf(request), request.params.userId, false),
    );

    r.post(
      '/users/:userId/extend',
      { schema: { params: adminUserParamsSchema, body: adminExtendBodySchema, response: { 200: currentSubscriptionSchema } } },
      async (request) => service.extend(actorOf(request), request.params.userId, request.body),
    );

    r.get('/plans', { schema: { response: { 200: adminPlansSchema } } }, async () => ({ items: await service.plans() }));

    r.put(
      '/plans/:planId',
      { schema: { params: adminPlanParamsSchema, body: adminPlanUpdateBodySchema, response: { 200: adminPlanSchema } } },
      async (request) => service.setPlanOpen(actorOf(request), request.params.planId, request.body.is_open),
    );

    r.get('/promo-codes', { schema: { response: { 200: adminPromosSchema } } }, async () => ({ items: await service.promos() }));

    r.post('/promo-codes', { schema: { body: adminPromoCreateBodySchema, response: { 201: adminPromoSchema } } }, async (request, reply) => {
      const promo = await service.createPromo(actorOf(request), request.body);
      return reply.code(201).send(promo);
    });

    r.get(
      '/trainer-requests',
      { schema: { querystring: adminTrainerRequestsQuerySchema, response: { 200: adminTrainerRequestsSchema } } },
      async (request) => ({
        items: await service.trainerRequests(request.query.status),
      }),
    );

    r.post(
      '/trainer-requests/:requestId/answer',
      { schema: { params: adminTrainerRequestParamsSchema, body: adminTrainerAnswerBodySchema, response: { 200: trainerAccessRequestSchema } } },
      async (request) => service.answerTrainerRequest(actorOf(request), request.params.requestId, request.body.decision, request.body.message),
    );

    r.get('/companion-pack', { schema: { response: { 200: adminCompanionPackSchema } } }, async () => service.companionPack());

    r.post(
      '/companion-pack/resume',
      { schema: { response: { 200: adminCompanionPackSchema } } },
      async (request) => (await service.resumeCompanionPack(actorOf(request))).state,
    );

    r.get('/audit', { schema: { querystring: adminAuditQuerySchema, response: { 200: adminAuditSchema } } }, async (request) =>
      service.audit({ userId: request.query.user_id ?? null, offset: request.query.offset, limit: request.query.limit }),
    );
  });
};
