import type { FastifyInstance } from 'fastify';
import { openLimiterStore } from '../../plugins/limiter-store';
import { createPromoGuard, PROMO_GUESS_LIMITS } from './subscription.promo-guard';
import { referralRoutes, subscriptionRoutes } from './subscription.routes';
import { createSubscriptionService, type SubscriptionService } from './subscription.service';

export type { Quote, SubscriptionService } from './subscription.service';
export { addMonthsUtc, MIN_AMOUNT, RENEW_BEFORE_MS } from './subscription.service';

/** /api/subscription and /api/referrals. @returns the service (auth, applications and payments read the paid state through it). */
export async function register(app: FastifyInstance): Promise<SubscriptionService> {
  const store = await openLimiterStore(app.database, app.config.redisUrl);
  app.addHook('onClose', () => store.close());
  const promoGuard = createPromoGuard({
    perSeeker: await store.limiter({ keyPrefix: 'promo_seeker', points: PROMO_GUESS_LIMITS.perSeeker, durationSeconds: PROMO_GUESS_LIMITS.windowSeconds }),
    perIp: await store.limiter({ keyPrefix: 'promo_ip', points: PROMO_GUESS_LIMITS.perIp, durationSeconds: PROMO_GUESS_LIMITS.windowSeconds }),
  });
  const service = createSubscriptionService({ db: app.database.db, clock: app.clock, trialQuota: app.config.dailyApplicationQuota, promoGuard });
  await app.register(subscriptionRoutes, { prefix: '/api/subscription', service });
  await app.register(referralRoutes, { prefix: '/api/referrals', service });
  return service;
}
export { createSubscriptionAdmin, type SubscriptionAdmin } from './subscription.admin';
