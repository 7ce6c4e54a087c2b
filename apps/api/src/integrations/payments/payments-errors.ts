/**
 * Why a payment provider call failed, in the port's own terms (callers never see raw provider bodies):
 * - `invalid_request`: the provider refused our parameters (a bug on our side, or a plan/price misconfiguration);
 * - `unauthorized`: wrong shop id / secret key;
 * - `not_found`: no such payment, session or subscription at the provider;
 * - `idempotence_conflict`: the idempotence key was used before with other parameters;
 * - `declined`: the provider declined a charge (Stripe's card errors);
 * - `unavailable`: network failure, timeout, 429 or 5xx — worth retrying later with the same idempotence key;
 * - `invalid_notification`: a YooKassa notification body that is not one;
 * - `invalid_signature`: a Stripe webhook whose signature, secret or timestamp does not verify.
 */
export type PaymentErrorKind =
  'invalid_request' | 'unauthorized' | 'not_found' | 'idempotence_conflict' | 'declined' | 'unavailable' | 'invalid_notification' | 'invalid_signature';

/** HTTP status a route should answer when this error reaches it (webhook errors are the caller's 400s). */
const STATUS_BY_KIND: Record<PaymentErrorKind, number> = {
  invalid_request: 502,
  unauthorized: 502,
  not_found: 404,
  idempotence_conflict: 409,
  declined: 402,
  unavailable: 503,
  invalid_notification: 400,
  invalid_signature: 400,
};

/** An error from the payments port. `providerStatus`/`providerCode` are the provider's HTTP status and error code. */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: 'yookassa' | 'stripe',
    readonly kind: PaymentErrorKind,
    message: string,
    readonly providerStatus: number | null = null,
    readonly providerCode: string | null = null,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }

  /** The HTTP status for our own answer: 400 for bad webhooks, 402 declined, 404, 409, 503 retry later, else 502. */
  get httpStatus(): number {
    return STATUS_BY_KIND[this.kind];
  }

  /** True when repeating the same call later (with the same idempotence key) may succeed. */
  get retryable(): boolean {
    return this.kind === 'unavailable';
  }
}
