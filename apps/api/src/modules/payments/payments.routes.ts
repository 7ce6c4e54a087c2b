import {
  attachCardAnswerSchema,
  attachCardBodySchema,
  cancelSubscribeAnswerSchema,
  changePlanAnswerSchema,
  changePlanBodySchema,
  paymentHistorySchema,
  paymentStatusAnswerSchema,
  stripeCheckoutAnswerSchema,
} from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/session';
import type { PaymentsService } from './payments.service';

/**
 * /pay/payments/* (subscription checkout and plan management), behind the session and XSRF:
 * - POST /attach_card {plan_id, promo_code?} → {confirmation_url, payment_id, amount_rub} (YooKassa, saves the card);
 * - POST /stripe/attach_card_checkout {plan_id, promo_code?} → {url, payment_id, amount_usd} (Stripe Checkout);
 * - POST /change_plan {plan_id} → {effect: now | next_renewal, effective_at, charged_rub | charged_usd, subscription};
 * - POST /cancel_subscribe, POST /resume_subscribe (no body) → the subscription after;
 * - POST /{id}/cancel → the same shape (the seeker left the checkout: it ends canceled, canceled_by_user);
 * - GET /{id}/status → {payment_id, status, plan_id, failure_reason} (the return page polls it).
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  const user = (request: Parameters<typeof sessionUser>[0]) => sessionUser(request).userId;

  app.post('/attach_card', { preHandler: app.requireSession, schema: { body: attachCardBodySchema, response: { 200: attachCardAnswerSchema } } }, async (request) =>
    service.attachCard(user(request), request.body, request.ip),
  );
  app.post(
    '/stripe/attach_card_checkout',
    { preHandler: app.requireSession, schema: { body: attachCardBodySchema, response: { 200: stripeCheckoutAnswerSchema } } },
    async (request) => service.stripeCheckout(user(request), request.body, request.ip),
  );
  app.post('/change_plan', { preHandler: app.requireSession, schema: { body: changePlanBodySchema, response: { 200: changePlanAnswerSchema } } }, async (request) =>
    service.changePlan(user(request), request.body.plan_id, request.body.when),
  );
  app.post('/cancel_subscribe', { preHandler: app.requireSession, schema: { response: { 200: cancelSubscribeAnswerSchema } } }, async (request) => service.cancel(user(request)));
  app.post('/resume_subscribe', { preHandler: app.requireSession, schema: { response: { 200: cancelSubscribeAnswerSchema } } }, async (request) => service.resume(user(request)));
  app.post(
    '/:id/cancel',
    { preHandler: app.requireSession, schema: { params: z.object({ id: z.uuid() }), response: { 200: paymentStatusAnswerSchema } } },
    async (request) => service.cancelCheckout(user(request), request.params.id),
  );
  app.get(
    '/:id/status',
    { preHandler: app.requireSession, schema: { params: z.object({ id: z.uuid() }), response: { 200: paymentStatusAnswerSchema } } },
    async (request) => service.status(user(request), request.params.id),
  );
};

/** GET /api/payments → {items} (the seeker's own payments, newest first, with receipt facts). */
export const paymentHistoryRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  app.get('/', { preHandler: app.requireSession, schema: { response: { 200: paymentHistorySchema } } }, async (request) => service.history(sessionUser(request).userId));
};

/**
 * /pay/webhooks/* — provider callbacks: no session (so no XSRF either), never trusted as sent.
 * - POST /yookassa: the body only names a payment, which is re-read from YooKassa;
 * - POST /stripe: the raw body is kept (a scoped parser) and verified against Stripe-Signature.
 * Both answer 200 {received: true} once handled or already handled, 400 webhook_invalid otherwise.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const answer = z.object({ received: z.literal(true) });

  app.post('/yookassa', { schema: { response: { 200: answer } } }, async (request) => {
    let body: unknown;
    try {
      body = Buffer.isBuffer(request.body) ? JSON.parse(request.body.toString('utf8')) : null;
    } catch {
      body = null;
    }
    await service.yookassaWebhook(body);
    return { received: true as const };
  });

  app.post('/stripe', { schema: { response: { 200: answer } } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    await service.stripeWebhook(raw, typeof signature === 'string' ? signature : undefined);
    return { received: true as const };
  });
};
