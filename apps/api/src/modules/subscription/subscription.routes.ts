import { currentSubscriptionSchema } from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../plugins/session';
import type { SubscriptionService } from './subscription.service';

/**
 * /api/subscription/* (spec §7 "Subscription and payment"), behind the session:
 * GET /current → {is_cancelled, plan_id, trial_end, subscription_expiry} (a trial is started on the first read).
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ service: SubscriptionService }> = async (app, { service }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/current',
    { preHandler: app.requireSession, schema: { response: { 200: currentSubscriptionSchema } } },
    async (request) => service.current(sessionUser(request).userId),
  );
};
