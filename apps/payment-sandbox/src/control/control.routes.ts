import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { presentSession, presentSubscription } from '../present/stripe';
import type { SandboxClock } from '../state/clock';
import type { StripeState } from '../state/stripe';
import type { WebhookDispatcher, OutboundEvent, Provider } from '../state/webhooks';
import type { YooKassaState } from '../state/yookassa';

/** Everything /__control drives. `defaults` are the webhook URLs from the config, restored by reset. */
export interface ControlContext {
  clock: SandboxClock;
  webhooks: WebhookDispatcher;
  yookassa: YooKassaState;
  stripe: StripeState;
  defaults: Record<Provider, string | null>;
}

const providerSchema = z.enum(['yookassa', 'stripe']);
const summary = (e: OutboundEvent) => ({
  id: e.id,
  provider: e.provider,
  type: e.type,
  object_id: e.objectId,
  created_at: new Date(e.createdMs).toISOString(),
  payload: JSON.parse(e.payload) as unknown,
  deliveries: e.deliveries,
});

/**
 * The test-only /__control API (no auth: the sandbox listens on loopback):
 * - POST /__control/reset — forget everything, real time, webhook URLs from the config;
 * - GET /__control/yookassa/payments, GET /__control/stripe/sessions, GET /__control/stripe/subscriptions;
 * - GET /__control/events?provider=&type= — every notification sent or held, with its deliveries;
 * - GET|POST /__control/clock {now?: ISO 8601, advance_ms?} — moves sandbox time forward and runs due renewals;
 * - POST /__control/fail-next-charge {provider, reason?, count?} — next recurring charges fail;
 * - POST /__control/events/:id/resend — replays one event (same body; Stripe re-signed now);
 * - POST /__control/events/send {ids} — delivers recorded events in exactly this order;
 * - POST /__control/webhooks/hold, POST /__control/webhooks/release {order: 'fifo'|'lifo'} — queue, then release;
 * - GET|PUT /__control/webhooks {yookassa_url?, stripe_url?} — the webhook URLs at runtime (null: none).
 */
export function registerControlRoutes(app: FastifyInstance, ctx: ControlContext): void {
  const bad = (message: string) => Object.assign(new Error(message), { statusCode: 400 });
  const parse = <T>(schema: z.ZodType<T>, body: unknown): T => {
    const r = schema.safeParse(body ?? {});
    if (!r.success) throw bad(r.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
    return r.data;
  };

  app.post('/__control/reset', async () => {
    ctx.clock.reset();
    ctx.webhooks.reset(ctx.defaults);
    ctx.yookassa.reset();
    ctx.stripe.reset();
    return { ok: true };
  });

  app.get('/__control/yookassa/payments', async () => ({ items: [...ctx.yookassa.payments.values()].map((r) => r.payment) }));
  app.get('/__control/stripe/sessions', async () => ({ items: [...ctx.stripe.sessions.values()].map((s) => presentSession(ctx.stripe.view, s)) }));
  app.get('/__control/stripe/subscriptions', async () => ({
    items: [...ctx.stripe.subscriptions.values()].map((s) => presentSubscription(ctx.stripe.view, s)),
  }));

  app.get('/__control/events', async (request) => {
    const q = parse(z.object({ provider: providerSchema.optional(), type: z.string().optional() }), request.query);
    const items = ctx.webhooks.events.filter((e) => (!q.provider || e.provider === q.provider) && (!q.type || e.type === q.type));
    return { items: items.map(summary), held: ctx.webhooks.pending.map((e) => e.id) };
  });

  const clockAnswer = () => ({ now: new Date(ctx.clock.now()).toISOString() });
  app.get('/__control/clock', async () => clockAnswer());
  app.post('/__control/clock', async (request) => {
    const body = parse(z.object({ now: z.iso.datetime({ offset: true }).optional(), advance_ms: z.number().int().positive().optional() }), request.body);
    if (!body.now && !body.advance_ms) throw bad('give now (ISO 8601) or advance_ms');
    const before = ctx.webhooks.events.length;
    if (body.now) ctx.clock.set(Date.parse(body.now));
    if (body.advance_ms) ctx.clock.set(ctx.clock.now() + body.advance_ms);
    await ctx.stripe.processDue();
    return { ...clockAnswer(), events: ctx.webhooks.events.slice(before).map(summary) };
  });

  app.post('/__control/fail-next-charge', async (request) => {
    const body = parse(
      z.object({ provider: providerSchema, reason: z.string().min(1).optional(), count: z.number().int().min(1).max(100).default(1) }),
      request.body,
    );
    const queue = body.provider === 'yookassa' ? ctx.yookassa.failNextRecurring : ctx.stripe.failNextRenewal;
    for (let i = 0; i < body.count; i++) queue.push(body.reason ?? (body.provider === 'yookassa' ? 'insufficient_funds' : 'card_declined'));
    return { provider: body.provider, pending_failures: queue.length };
  });

  app.post<{ Params: { id: string } }>('/__control/events/:id/resend', async (request, reply) => {
    const event = ctx.webhooks.find(request.params.id);
    if (!event) return reply.status(404).send({ error: 'event not found' });
    const delivery = await ctx.webhooks.deliver(event);
    return { event: summary(event), delivery };
  });

  app.post('/__control/events/send', async (request) => {
    const body = parse(z.object({ ids: z.array(z.string()).min(1) }), request.body);
    const events = body.ids.map((id) => {
      const e = ctx.webhooks.find(id);
      if (!e) throw Object.assign(new Error(`event not found: ${id}`), { statusCode: 404 });
      return e;
    });
    for (const e of events) await ctx.webhooks.deliver(e);
    return { items: events.map(summary) };
  });

  app.post('/__control/webhooks/hold', async () => {
    ctx.webhooks.hold();
    return { holding: true };
  });
  app.post('/__control/webhooks/release', async (request) => {
    const body = parse(z.object({ order: z.enum(['fifo', 'lifo']).default('fifo') }), request.body);
    const sent = await ctx.webhooks.release(body.order);
    return { items: sent.map(summary) };
  });

  const urlsAnswer = () => ({ yookassa_url: ctx.webhooks.urls.yookassa, stripe_url: ctx.webhooks.urls.stripe });
  app.get('/__control/webhooks', async () => urlsAnswer());
  app.put('/__control/webhooks', async (request) => {
    const url = z
      .url({ protocol: /^https?$/ })
      .nullable()
      .optional();
    const body = parse(z.object({ yookassa_url: url, stripe_url: url }), request.body);
    if (body.yookassa_url !== undefined) ctx.webhooks.urls.yookassa = body.yookassa_url;
    if (body.stripe_url !== undefined) ctx.webhooks.urls.stripe = body.stripe_url;
    return urlsAnswer();
  });
}
