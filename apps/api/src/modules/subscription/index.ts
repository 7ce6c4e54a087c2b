import type { FastifyInstance } from 'fastify';
import { referralRoutes, subscriptionRoutes } from './subscription.routes';
import { createSubscriptionService, type SubscriptionService } from './subscription.service';

export type { Quote, SubscriptionService } from './subscription.service';
export { addMonthsUtc, MIN_AMOUNT, RENEW_BEFORE_MS } from './subscription.service';

/** /api/subscription and /api/referrals. @returns the service (auth, applications and payments read the paid state through it). */
export async function register(app: FastifyInstance): Promise<SubscriptionService> {
  const service = createSubscriptionService({ db: app.database.db, clock: app.clock, trialQuota: app.config.dailyApplicationQuota });
  await app.register(subscriptionRoutes, { prefix: '/api/subscription', service });
  await app.register(referralRoutes, { prefix: '/api/referrals', service });
  return service;
}
export { createSubscriptionAdmin, type SubscriptionAdmin } from './subscription.admin';
