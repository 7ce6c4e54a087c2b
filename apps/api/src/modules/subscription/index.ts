import type { FastifyInstance } from 'fastify';
import { subscriptionRoutes } from './subscription.routes';
import { createSubscriptionService, type SubscriptionService } from './subscription.service';

export type { SubscriptionService };

/** /api/subscription. @returns the service (auth reads the seeker's plan through it). */
export async function register(app: FastifyInstance): Promise<SubscriptionService> {
  const service = createSubscriptionService({ db: app.database.db, clock: app.clock });
  await app.register(subscriptionRoutes, { prefix: '/api/subscription', service });
  return service;
}
