import Stripe from 'stripe';
import { PaymentProviderError, type PaymentErrorKind } from './payments-errors';

/** Where the SDK sends requests: production (https://api.stripe.com) or the payment sandbox; only config changes. */
export interface StripeGatewayOptions {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  webhookToleranceSeconds: number;
  timeoutMs: number;
}

/** The official SDK pointed at `apiUrl` through its host/port/protocol options. */
export function createStripeClient(options: Pick<StripeGatewayOptions, 'apiUrl' | 'secretKey' | 'timeoutMs'>): Stripe {
  const url = new URL(options.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(options.secretKey, {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
    timeout: options.timeoutMs,
    maxNetworkRetries: 2,
    telemetry: false,
  });
}

/** Maps an SDK error to the port's error kinds. */
export function toPaymentError(err: unknown, what: string): PaymentProviderError {
  if (err instanceof PaymentProviderError) return err;
  if (err instanceof Stripe.errors.StripeError) {
    const status = err.statusCode ?? null;
    let kind: PaymentErrorKind = 'invalid_request';
    if (err instanceof Stripe.errors.StripeConnectionError || err instanceof Stripe.errors.StripeRateLimitError || (status !== null && status >= 500))
      kind = 'unavailable';
    else if (err instanceof Stripe.errors.StripeAuthenticationError || err instanceof Stripe.errors.StripePermissionError) kind = 'unauthorized';
    else if (err instanceof Stripe.errors.StripeIdempotencyError) kind = 'idempotence_conflict';
    else if (err instanceof Stripe.errors.StripeCardError) kind = 'declined';
    else if (status === 404) kind = 'not_found';
    return new PaymentProviderError('stripe', kind, `Stripe refused ${what}: ${err.message}`, status, err.code ?? null, { cause: err });
  }
  return new PaymentProviderError('stripe', 'unavailable', `Stripe call failed: ${what}`, null, null, { cause: err });
}

/** Runs one SDK call, translating its errors. */
export async function stripeCall<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw toPaymentError(err, what);
  }
}
