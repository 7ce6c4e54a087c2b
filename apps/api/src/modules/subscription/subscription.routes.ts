import {
  currentSubscriptionSchema,
  myReferralsSchema,
  openedPlansSchema,
  promoValidateQuerySchema,
  promoValidationSchema,
  referralInfoSchema,
  salesInfoSchema,
} from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/session';
import type { SubscriptionService } from './subscription.service';

/**
 * /api/subscription/* (plans, sales, promo codes, the current subscription), behind the session:
 * - GET /current → {is_cancelled, plan_id, trial_end, subscription_expiry, daily_quota, …} (a trial starts on the first read);
 * - GET /opened_plans → the plans on sale, with the running sale applied;
 * - GET /get-sales-info → running sales {id, title, percent, plan_ids, ends_at};
 * - GET /promocode/validate?code= → the discount, or promo_unknown / promo_expired / promo_used_up / promo_already_used.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ service: SubscriptionService }> = async (app, { service }) => {
  app.get('/current', { preHandler: app.requireSession, schema: { response: { 200: currentSubscriptionSchema } } }, async (request) =>
    service.current(sessionUser(request).userId),
  );

  app.get('/opened_plans', { preHandler: app.requireSession, schema: { response: { 200: openedPlansSchema } } }, async () => service.openedPlans());

  app.get('/get-sales-info', { preHandler: app.requireSession, schema: { response: { 200: salesInfoSchema } } }, async () => service.salesInfo());

  app.get(
    '/promocode/validate',
    { preHandler: app.requireSession, schema: { querystring: promoValidateQuerySchema, response: { 200: promoValidationSchema } } },
    async (request) => service.validatePromo(sessionUser(request).userId, request.query.code, request.ip),
  );
};

/**
 * /api/referrals/* (the parameter is the referral code):
 * - GET /me (session) → the seeker's own code, link and counts;
 * - GET /{code} (public: the registration page shows who invites) → {code, referrer_name, bonus_days, valid}.
 */
export const referralRoutes: FastifyPluginAsyncZod<{ service: SubscriptionService }> = async (app, { service }) => {
  app.get('/me', { preHandler: app.requireSession, schema: { response: { 200: myReferralsSchema } } }, async (request) =>
    service.myReferrals(sessionUser(request).userId),
  );

  app.get('/:code', { schema: { params: z.object({ code: z.string().trim().min(1).max(64) }), response: { 200: referralInfoSchema } } }, async (request) =>
    service.referralInfo(request.params.code),
  );
};
