import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Form, list, obj } from '../http/form';
import { StripeApiError } from '../http/stripe-errors';
import {
  presentCoupon,
  presentCustomer,
  presentInvoice,
  presentLineItems,
  presentPaymentMethod,
  presentPrice,
  presentProduct,
  presentRefund,
  presentSession,
  presentSubscription,
} from '../present/stripe';
import type { StripeState } from '../state/stripe';

/** The Stripe API subset (`/v1/…`, bearer secret key, form-encoded bodies, Stripe's error bodies). */
export function registerStripeApiRoutes(app: FastifyInstance, state: StripeState, secretKey: string): void {
  app.register(async (api) => {
    api.addHook('onRequest', async (request) => {
      const m = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
      if (m?.[1] !== secretKey) {
        const shown = m?.[1] ? `${m[1].slice(0, 8)}${'*'.repeat(Math.max(0, m[1].length - 12))}${m[1].slice(-4)}` : '';
        throw new StripeApiError(401, 'invalid_request_error', shown ? `Invalid API Key provided: ${shown}` : 'You did not provide an API key.');
      }
    });
    api.setErrorHandler(async (error, request, reply) => {
      if (error instanceof StripeApiError) {
        return reply.status(error.status).send({ error: { type: error.type, message: error.message, ...error.extra, request_log_url: null } });
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status < 500)
        return reply.status(400).send({ error: { type: 'invalid_request_error', message: error instanceof Error ? error.message : 'Bad request' } });
      request.log.error({ err: error }, 'stripe sandbox error');
      return reply.status(500).send({ error: { type: 'api_error', message: 'An unknown error occurred' } });
    });
    api.setNotFoundHandler(async (request, reply) =>
      reply
        .status(404)
        .send({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}).` } }),
    );

    const form = (request: FastifyRequest): Form => obj(request.body);
    const post = (path: string, run: (request: FastifyRequest<{ Params: { id: string } }>) => Promise<unknown> | unknown) =>
      api.post<{ Params: { id: string } }>(path, async (request, reply) => {
        const key = request.headers['idempotency-key'];
        const out = await state.idempotent(Array.isArray(key) ? key[0] : key, `${request.method} ${request.url}`, form(request), async () => run(request));
        return reply.status(out.status).send(out.body);
      });
    const expandList = (request: FastifyRequest): string[] => list(obj(request.query).expand).map(String);

    post('/v1/customers', (r) => presentCustomer(state.view, state.createCustomer(form(r))));
    api.get<{ Params: { id: string } }>('/v1/customers/:id', async (r) => presentCustomer(state.view, state.customer(r.params.id)));
    post('/v1/products', (r) => presentProduct(state.view, state.createProduct(form(r))));
    post('/v1/prices', (r) => presentPrice(state.view, state.createPrice(form(r), 'price')));
    api.get<{ Params: { id: string } }>('/v1/prices/:id', async (r) => presentPrice(state.view, state.price(r.params.id)));
    post('/v1/coupons', (r) => presentCoupon(state.view, state.createCoupon(form(r))));
    api.get<{ Params: { id: string } }>('/v1/coupons/:id', async (r) => presentCoupon(state.view, state.coupon(r.params.id)));

    const renderSessionExpanded = (id: string, expand: string[]) => {
      const s = state.session(id);
      const out: Record<string, unknown> = presentSession(state.view, s);
      if (expand.includes('line_items')) out.line_items = presentLineItems(state.view, s);
      if (expand.includes('subscription') && s.subscription) out.subscription = presentSubscription(state.view, state.subscription(s.subscription));
      if (expand.includes('customer') && s.customer) out.customer = presentCustomer(state.view, state.customer(s.customer));
      if (expand.includes('invoice') && s.invoice) out.invoice = presentInvoice(state.view, state.invoice(s.invoice));
      return out;
    };
    post('/v1/checkout/sessions', (r) => renderSessionExpanded(state.createSession(form(r)).id, list(form(r).expand).map(String)));
    api.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (r) => renderSessionExpanded(r.params.id, expandList(r)));
    api.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id/line_items', async (r) => presentLineItems(state.view, state.session(r.params.id)));
    post('/v1/checkout/sessions/:id/expire', async (r) => presentSession(state.view, await state.expireSession(r.params.id)));
    post('/v1/refunds', async (r) => presentRefund(state.view, await state.createRefund(form(r))));
    api.get<{ Params: { id: string } }>('/v1/payment_methods/:id', async (r) => presentPaymentMethod(state.view, state.paymentMethod(r.params.id)));

    api.get<{ Params: { id: string } }>('/v1/subscriptions/:id', async (r) => presentSubscription(state.view, state.subscription(r.params.id)));
    post('/v1/subscriptions/:id', async (r) => presentSubscription(state.view, await state.updateSubscription(r.params.id, form(r))));
    api.delete<{ Params: { id: string } }>('/v1/subscriptions/:id', async (r) => presentSubscription(state.view, await state.cancelSubscription(r.params.id)));

    api.get<{ Params: { id: string } }>('/v1/invoices/:id', async (r) => presentInvoice(state.view, state.invoice(r.params.id)));
    post('/v1/invoices/:id/pay', async (r) => presentInvoice(state.view, await state.payInvoice(r.params.id)));
  });
}
