import type { FastifyInstance } from 'fastify';
import { promoCodes } from '../../db/schema/subscription';
import type { Mailer } from '../../integrations/mail/mailer';
import { createPaymentsPort, type PaymentsConfig, paymentSandboxConfig, paymentsConfigSchema, type PaymentsPort } from '../../integrations/payments/index';
import type { AuthService } from '../auth';
import type { SubscriptionService } from '../subscription';
import { expireCheckoutJob, refundDuplicateJob, renewalsJob, subscriptionMailJob } from './payments.jobs';
import { paymentHistoryRoutes, paymentRoutes, webhookRoutes } from './payments.routes';
import { createPaymentsService, type PaymentsService, type PaymentsServiceDeps } from './payments.service';
import { startPaymentsWorkers } from './payments.workers';

export type { PaymentsService } from './payments.service';

/** A 20 % promo code that exists only while the payment sandbox stands in for the providers (dev, demo, e2e). */
export const SANDBOX_DEMO_PROMO = 'DEMO20';

/** The payments port's configuration from the app's: the real providers, or the payment sandbox's test keys. */
export function paymentsPortConfig(settings: FastifyInstance['config']['payments']): PaymentsConfig {
  if (settings.mode === 'sandbox') {
    const sandbox = paymentSandboxConfig(settings.sandboxUrl);
    return {
      ...sandbox,
      yookassa: {
        ...sandbox.yookassa,
        apiUrl: settings.yookassa.apiUrl,
        vatCode: settings.yookassa.vatCode,
        ...(settings.yookassa.taxSystemCode ? { taxSystemCode: settings.yookassa.taxSystemCode } : {}),
      },
      stripe: { ...sandbox.stripe, apiUrl: settings.stripe.apiUrl },
      timeoutMs: settings.timeoutMs,
    };
  }
  return paymentsConfigSchema.parse({
    yookassa: { ...settings.yookassa, taxSystemCode: settings.yookassa.taxSystemCode ?? undefined },
    stripe: settings.stripe,
    timeoutMs: settings.timeoutMs,
  });
}

export interface PaymentsModuleDeps {
  subscriptions: SubscriptionService;
  users: Pick<AuthService, 'findUser'>;
  mailer: Mailer;
  /** The sending pipeline: a payment that raises the quota releases the applications held back for tomorrow. */
  applications?: PaymentsServiceDeps['applications'];
  /** The seeker's bell: refunds and credited bonuses are told there too. */
  notifications?: PaymentsServiceDeps['notifications'];
  /** The payments port; default: built from config.payments (the real providers or the payment sandbox). */
  port?: PaymentsPort;
}

/** /pay/payments, /pay/webhooks, /api/payments, the state e-mails and the renewal sweep. @returns the service. */
export async function register(app: FastifyInstance, deps: PaymentsModuleDeps): Promise<PaymentsService> {
  const port = deps.port ?? createPaymentsPort(paymentsPortConfig(app.config.payments));
  const service = createPaymentsService({
    db: app.database.db,
    clock: app.clock,
    queue: app.queue,
    port,
    subscriptions: deps.subscriptions,
    users: deps.users,
    ...(deps.applications ? { applications: deps.applications } : {}),
    ...(deps.notifications ? { notifications: deps.notifications } : {}),
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  if (app.config.payments.mode === 'sandbox') {
    // Demo data for dev and the browser journeys against the sandboxes: never present with real provider keys.
    await app.database.db.insert(promoCodes).values({ code: SANDBOX_DEMO_PROMO, percent: 20 }).onConflictDoNothing();
  }
  await app.queue.declare(subscriptionMailJob);
  await app.queue.declare(renewalsJob);
  await app.queue.declare(expireCheckoutJob);
  await app.queue.declare(refundDuplicateJob);
  await app.register(paymentRoutes, { prefix: '/pay/payments', service });
  await app.register(paymentHistoryRoutes, { prefix: '/api/payments', service });
  await app.register(webhookRoutes, { prefix: '/pay/webhooks', service });
  app.workers.push(() => startPaymentsWorkers(app.queue, { service, mailer: deps.mailer, users: deps.users, publicUrl: app.config.publicUrl }));
  return service;
}
