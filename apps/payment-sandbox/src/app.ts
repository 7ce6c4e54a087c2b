import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import { SandboxClock } from './clock';
import type { PaymentSandboxConfig } from './config';
import { registerControlRoutes } from './control';
import { StripeState, registerStripeRoutes } from './stripe';
import { WebhookDispatcher } from './webhooks';
import { YooKassaState, registerYooKassaRoutes } from './yookassa';

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
 * both providers' confirmation pages (/yookassa/checkout, /stripe/checkout) and /__control.
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

  registerYooKassaRoutes(app, yookassa, config.yookassa);
  registerStripeRoutes(app, stripe, config.stripe.secretKey);
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
