import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import type { PaymentSandboxConfig } from './config';
import { registerControlRoutes } from './control/control.routes';
import { registerStripeApiRoutes } from './routes/stripe-api';
import { registerStripeCheckoutRoutes } from './routes/stripe-checkout';
import { registerYooKassaApiRoutes } from './routes/yookassa-api';
import { registerYooKassaCheckoutRoutes } from './routes/yookassa-checkout';
import { SandboxClock } from './state/clock';
import { StripeState } from './state/stripe';
import { WebhookDispatcher } from './state/webhooks';
import { YooKassaState } from './state/yookassa';

/** What buildPaymentSandbox needs: the config, and whether Fastify logs (tests turn it off). */
export interface PaymentSandboxOptions {
  config: PaymentSandboxConfig;
  logger?: boolean;
}

/** A built sandbox: the Fastify app, its state, and a setter for the public URL (known only after listening on port 0). */
export interface PaymentSandbox {
  app: FastifyInstance;
  config: PaymentSandboxConfig;
  clock: SandboxClock;
  webhooks: WebhookDispatcher;
  yookassa: YooKassaState;
  stripe: StripeState;
  setPublicUrl(url: string): void;
}

/** Stripe nests parameters as `a[b][0][c]=…`; qs reads them (and flat page forms) into objects. */
const parseNested = (text: string) => qs.parse(text, { depth: 10, arrayLimit: 200, parameterLimit: 2000 });

/**
 * Builds the payment sandbox: one Fastify app serving the YooKassa API v3 subset (/v3), the Stripe API subset (/v1),
 * both providers' confirmation pages (/yookassa/checkout, /stripe/checkout) and /__control. Layout: `state/` holds
 * the in-memory providers (records, rules, events), `present/` turns records into the providers' API objects and
 * pages, `routes/` and `control/` are the HTTP surface, `http/` the shared request and error pieces.
 */
export async function buildPaymentSandbox(options: PaymentSandboxOptions): Promise<PaymentSandbox> {
  const { config } = options;
  let publicUrl = config.publicUrl;
  const clock = new SandboxClock();
  const defaults = { yookassa: config.yookassa.webhookUrl, stripe: config.stripe.webhookUrl };
  const webhooks = new WebhookDispatcher(clock, { ...defaults }, config.stripe.webhookSecret, config.webhookTimeoutMs);
  const yookassa = new YooKassaState(clock, webhooks, config.yookassa.shopId, config.yookassa.receiptRequired, () => publicUrl);
  const stripe = new StripeState(clock, webhooks, () => publicUrl);

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1_048_576,
    routerOptions: { querystringParser: (text: string) => parseNested(text) },
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseNested(String(body)));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.get('/health', async () => ({ ok: true }));

  registerYooKassaApiRoutes(app, yookassa, config.yookassa);
  registerYooKassaCheckoutRoutes(app, yookassa);
  registerStripeApiRoutes(app, stripe, config.stripe.secretKey);
  registerStripeCheckoutRoutes(app, stripe);
  registerControlRoutes(app, { clock, webhooks, yookassa, stripe, defaults });

  return {
    app,
    config,
    clock,
    webhooks,
    yookassa,
    stripe,
    setPublicUrl: (url: string) => {
      publicUrl = url.replace(/\/+$/, '');
    },
  };
}
