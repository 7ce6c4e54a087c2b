import type Stripe from 'stripe';
import { z } from 'zod';
import { kopecksToRubString, rubStringToKopecks } from './money';
import type { PaymentsConfig } from './payments-config';
import { PaymentProviderError } from './payments-errors';
import { createStripeClient, stripeCall } from './stripe-gateway';
import { createYooKassaClient, YOOKASSA_ID, type YooKassaPayment, type YooKassaReceipt } from './yookassa-client';

export { kopecksToRubString, rubStringToKopecks } from './money';
export { paymentsConfigSchema, paymentSandboxConfig, type PaymentsConfig } from './payments-config';
export { PaymentProviderError, type PaymentErrorKind } from './payments-errors';

/**
 * The payments port: provider-neutral calls the subscription/payments module
 * makes. Russian cards go through YooKassa (one-off payments that save the card, then renewals charged by us);
 * foreign cards through Stripe Checkout in subscription mode (Stripe renews and tells us by webhook).
 * Amounts: integers in minor units — kopecks (₽) and cents ($). Times: Date (UTC).
 * Every method throws {@link PaymentProviderError}.
 */
export interface PaymentsPort {
  startCardPayment(input: StartCardPaymentInput): Promise<StartedCardPayment>;
  chargeSavedMethod(input: ChargeSavedMethodInput): Promise<PaymentSnapshot>;
  getPayment(providerPaymentId: string): Promise<PaymentSnapshot>;
  parseYooKassaNotification(body: unknown): YooKassaNotificationRef;
  readYooKassaNotification(body: unknown): Promise<{ event: YooKassaNotificationRef['event']; payment: PaymentSnapshot }>;
  startStripeCheckout(input: StartStripeCheckoutInput): Promise<{ sessionId: string; url: string }>;
  getStripeCheckout(sessionId: string): Promise<StripeCheckoutSnapshot>;
  getStripeSubscription(subscriptionId: string): Promise<StripeSubscriptionSnapshot>;
  cancelStripeSubscription(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<StripeSubscriptionSnapshot>;
  resumeStripeSubscription(subscriptionId: string): Promise<StripeSubscriptionSnapshot>;
  changeStripePlan(input: ChangeStripePlanInput): Promise<StripeSubscriptionSnapshot>;
  verifyStripeWebhook(rawBody: string | Buffer, signature: string | undefined): StripeWebhookEvent;
  /** Takes the money of a two-stage YooKassa payment waiting for capture (already succeeded: answered as it is). */
  captureYooKassa(providerPaymentId: string, idempotenceKey: string): Promise<PaymentSnapshot>;
  /** Releases the hold of a YooKassa payment waiting for capture: nothing is charged. */
  cancelYooKassa(providerPaymentId: string, idempotenceKey: string): Promise<PaymentSnapshot>;
  /** Returns `amountKopecks` of a succeeded YooKassa payment to the payer. */
  refundYooKassa(input: { providerPaymentId: string; amountKopecks: number; description: string; idempotenceKey: string }): Promise<RefundSnapshot>;
  /** Expires an open Checkout Session so it can no longer be paid. @returns the session after (complete when it was paid first). */
  expireStripeCheckout(sessionId: string): Promise<StripeCheckoutSnapshot>;
  /** Refunds what a paid Stripe invoice took (through the payment intent that paid it). */
  refundStripeInvoice(input: { invoiceId: string; idempotenceKey: string }): Promise<RefundSnapshot>;
  /** The last 4 digits of a saved Stripe card (payment method `pm_…`), or null when Stripe has no card for it. */
  stripeCardLast4(paymentMethodId: string): Promise<string | null>;
}

/** A refund at the provider: its id, the amount returned (minor units) and whether it went through. */
export interface RefundSnapshot {
  refundId: string;
  amount: number;
  status: 'pending' | 'succeeded' | 'canceled';
}

/**
 * A Russian-card payment for a plan. `amountKopecks` is the price after discounts; `description` (≤ 128 chars) is
 * also the receipt item. `idempotenceKey` (≤ 64 chars) must be stable per attempt, e.g. our payment row id.
 */
export interface StartCardPaymentInput {
  userId: string;
  email: string;
  planId: string;
  amountKopecks: number;
  description: string;
  returnUrl: string;
  savePaymentMethod: boolean;
  idempotenceKey: string;
  metadata?: Record<string, string>;
  /**
   * Two-stage payment (`capture: false`): the card is only authorised (status waiting_for_capture) until we capture
   * or cancel it, so a second payment of the same intent can be released without charging anything.
   */
  twoStage?: boolean;
}

/** Where to send the buyer (`confirmationUrl`) and the provider's payment id to store and poll. */
export interface StartedCardPayment {
  providerPaymentId: string;
  confirmationUrl: string;
  status: PaymentSnapshot['status'];
}

/** A renewal charged from a card saved earlier (`paymentMethodId` from {@link PaymentSnapshot.savedPaymentMethodId}). */
export interface ChargeSavedMethodInput {
  userId: string;
  email: string;
  planId: string;
  paymentMethodId: string;
  amountKopecks: number;
  description: string;
  idempotenceKey: string;
  metadata?: Record<string, string>;
}

/**
 * A YooKassa payment as the API answers it now. `status`: pending (buyer has not finished), waiting_for_capture,
 * succeeded (money taken), canceled (see `cancellation`: party and reason, e.g. insufficient_funds).
 * `savedPaymentMethodId` is set only when the card was saved for renewals.
 */
export interface PaymentSnapshot {
  provider: 'yookassa';
  providerPaymentId: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amountKopecks: number;
  currency: string;
  savedPaymentMethodId: string | null;
  card: { last4: string; brand: string | null } | null;
  cancellation: { party: string; reason: string } | null;
  confirmationUrl: string | null;
  metadata: Record<string, string>;
  createdAt: Date;
  capturedAt: Date | null;
  test: boolean;
}

/** What a YooKassa notification names: the event and the payment id. Never trust its `object`; re-read it. */
export interface YooKassaNotificationRef {
  event: 'payment.succeeded' | 'payment.waiting_for_capture' | 'payment.canceled' | 'refund.succeeded';
  paymentId: string;
}

/**
 * A Stripe Checkout session for a plan. `amountCents` per period after any sale; `discount` (a promo code) applies to
 * the first invoice only. `successUrl` may contain `{CHECKOUT_SESSION_ID}`. `customerId` reuses a Stripe customer.
 */
export interface StartStripeCheckoutInput {
  userId: string;
  email: string;
  planId: string;
  planName: string;
  amountCents: number;
  currency: 'usd' | 'eur';
  intervalMonths: number;
  successUrl: string;
  cancelUrl: string;
  customerId?: string;
  discount?: { percentOff: number } | { amountOffCents: number };
  idempotenceKey: string;
  metadata?: Record<string, string>;
}

/**
 * Moves a Stripe subscription to another plan's price. `chargeDifferenceNow` (an upgrade, a plan change):
 * the prorated difference for the rest of the period is invoiced and charged at once, and a declined charge leaves
 * the subscription unchanged (PaymentProviderError 'declined'). Otherwise (a downgrade) the new price is billed
 * from the next renewal. `amountCents` is the new plan's price per period.
 */
export interface ChangeStripePlanInput {
  subscriptionId: string;
  planId: string;
  planName: string;
  amountCents: number;
  currency: 'usd' | 'eur';
  intervalMonths: number;
  chargeDifferenceNow: boolean;
  idempotenceKey: string;
}

/** A Checkout session's state. `paid` is true once the first invoice is paid and the subscription exists. */
export interface StripeCheckoutSnapshot {
  sessionId: string;
  /** open, complete or expired. */
  status: Stripe.Checkout.Session.Status;
  paid: boolean;
  customerId: string | null;
  subscriptionId: string | null;
  clientReferenceId: string | null;
  amountTotalCents: number | null;
  currency: string | null;
  metadata: Record<string, string>;
}

/** A Stripe subscription's state; `currentPeriodEnd` is when the next renewal falls due (UTC). */
export interface StripeSubscriptionSnapshot {
  subscriptionId: string;
  customerId: string;
  status: Stripe.Subscription.Status;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  latestInvoiceId: string | null;
  /** The saved card that pays the renewals (`pm_…`), when Stripe says. */
  defaultPaymentMethodId: string | null;
  metadata: Record<string, string>;
}

/** An invoice event's facts: the subscription it bills, what was paid (cents), attempts and the next retry. */
export interface StripeInvoiceFacts {
  invoiceId: string;
  subscriptionId: string | null;
  customerId: string | null;
  billingReason: string | null;
  amountPaidCents: number;
  amountDueCents: number;
  attemptCount: number;
  nextPaymentAttempt: Date | null;
  periodEnd: Date | null;
}

/**
 * A verified Stripe webhook, narrowed to the events Otklik handles. `eventId` (`evt_…`) is the idempotency key to
 * store; `createdAt` orders events (an older event must never overwrite a newer state). `raw` is the SDK's event.
 */
export type StripeWebhookEvent =
  | (StripeEventBase & { kind: 'checkout_completed'; checkout: StripeCheckoutSnapshot })
  | (StripeEventBase & { kind: 'invoice_paid'; invoice: StripeInvoiceFacts })
  | (StripeEventBase & { kind: 'invoice_payment_failed'; invoice: StripeInvoiceFacts })
  | (StripeEventBase & { kind: 'subscription_updated'; subscription: StripeSubscriptionSnapshot })
  | (StripeEventBase & { kind: 'subscription_deleted'; subscription: StripeSubscriptionSnapshot })
  | (StripeEventBase & { kind: 'checkout_expired'; sessionId: string })
  | (StripeEventBase & { kind: 'other'; type: string });

/** What every verified Stripe event carries. */
export interface StripeEventBase {
  eventId: string;
  createdAt: Date;
  raw: Stripe.Event;
}

const yookassaIdSchema = z.string().regex(YOOKASSA_ID);
const notificationSchema = z.object({
  type: z.literal('notification'),
  event: z.enum(['payment.succeeded', 'payment.waiting_for_capture', 'payment.canceled', 'refund.succeeded']),
  object: z.object({ id: yookassaIdSchema, payment_id: yookassaIdSchema.optional() }).loose(),
});

/** What a Stripe object id looks like (`evt_…`, `cs_test_…`, `sub_…`): letters, digits and underscores. */
const STRIPE_ID = /^[A-Za-z0-9_]{1,255}$/;
const stripeIdSchema = z.string().regex(STRIPE_ID);
/** The envelope every Stripe event has; `data.object` must at least carry a well-formed id. */
const stripeEventSchema = z.object({
  id: stripeIdSchema,
  object: z.literal('event'),
  type: z.string().regex(/^[a-z0-9_.]{1,100}$/),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.object({ id: stripeIdSchema.optional() }).loose() }),
});
/** The fields of the handled events' objects that the snapshots read; anything else is refused as malformed. */
const stripeObjectSchemas: Record<string, z.ZodType> = {
  'checkout.session.completed': z.object({ id: stripeIdSchema, metadata: z.record(z.string(), z.string()).nullish() }).loose(),
  'checkout.session.expired': z.object({ id: stripeIdSchema }).loose(),
  'invoice.paid': z.object({ id: stripeIdSchema, amount_paid: z.number().int(), amount_due: z.number().int(), attempt_count: z.number().int(), lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number() }).loose() }).loose()) }).loose() }).loose(),
  'invoice.payment_failed': z.object({ id: stripeIdSchema, amount_paid: z.number().int(), amount_due: z.number().int(), attempt_count: z.number().int(), lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number() }).loose() }).loose()) }).loose() }).loose(),
  'customer.subscription.updated': z.object({ id: stripeIdSchema, customer: z.union([stripeIdSchema, z.object({ id: stripeIdSchema }).loose()]), items: z.object({ data: z.array(z.object({ current_period_start: z.number(), current_period_end: z.number() }).loose()).min(1) }).loose() }).loose(),
  'customer.subscription.deleted': z.object({ id: stripeIdSchema, customer: z.union([stripeIdSchema, z.object({ id: stripeIdSchema }).loose()]), items: z.object({ data: z.array(z.object({ current_period_start: z.number(), current_period_end: z.number() }).loose()).min(1) }).loose() }).loose(),
};
const notFound = (provider: 'yookassa' | 'stripe', what: string) => new PaymentProviderError(provider, 'not_found', `not a ${what} id`, 404, 'resource_missing');
/** An id from outside, checked before it goes into a provider URL (a lone surrogate would break the URL encoding). */
const stripePathId = (id: string, what: string) => {
  if (!STRIPE_ID.test(id)) throw notFound('stripe', what);
  return id;
};

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === 'string' ? v : v.id);
const fromUnix = (s: number) => new Date(s * 1000);

function snapshotPayment(p: YooKassaPayment): PaymentSnapshot {
  return {
    provider: 'yookassa',
    providerPaymentId: p.id,
    status: p.status,
    paid: p.paid,
    amountKopecks: rubStringToKopecks(p.amount.value),
    currency: p.amount.currency,
    savedPaymentMethodId: p.payment_method?.saved ? p.payment_method.id : null,
    card: p.payment_method?.card ? { last4: p.payment_method.card.last4, brand: p.payment_method.card.card_type ?? null } : null,
    cancellation: p.cancellation_details ?? null,
    confirmationUrl: p.status === 'pending' ? (p.confirmation?.confirmation_url ?? null) : null,
    metadata: p.metadata ?? {},
    createdAt: new Date(p.created_at),
    capturedAt: p.captured_at ? new Date(p.captured_at) : null,
    test: p.test,
  };
}

function snapshotCheckout(s: Stripe.Checkout.Session): StripeCheckoutSnapshot {
  return {
    sessionId: s.id,
    status: s.status ?? 'open',
    paid: s.payment_status === 'paid',
    customerId: idOf(s.customer),
    subscriptionId: idOf(s.subscription),
    clientReferenceId: s.client_reference_id,
    amountTotalCents: s.amount_total,
    currency: s.currency,
    metadata: s.metadata ?? {},
  };
}

function snapshotSubscription(s: Stripe.Subscription): StripeSubscriptionSnapshot {
  const item = s.items.data[0];
  if (!item) throw new PaymentProviderError('stripe', 'invalid_request', `subscription ${s.id} has no items`);
  return {
    subscriptionId: s.id,
    customerId: idOf(s.customer)!,
    status: s.status,
    cancelAtPeriodEnd: s.cancel_at_period_end,
    currentPeriodStart: fromUnix(item.current_period_start),
    currentPeriodEnd: fromUnix(item.current_period_end),
    latestInvoiceId: idOf(s.latest_invoice),
    defaultPaymentMethodId: idOf(s.default_payment_method),
    metadata: s.metadata ?? {},
  };
}

function invoiceFacts(inv: Stripe.Invoice): StripeInvoiceFacts {
  return {
    invoiceId: inv.id ?? '',
    subscriptionId: idOf(inv.parent?.subscription_details?.subscription),
    customerId: idOf(inv.customer),
    billingReason: inv.billing_reason ?? null,
    amountPaidCents: inv.amount_paid,
    amountDueCents: inv.amount_due,
    attemptCount: inv.attempt_count,
    nextPaymentAttempt: inv.next_payment_attempt ? fromUnix(inv.next_payment_attempt) : null,
    periodEnd: inv.lines.data[0]?.period.end ? fromUnix(inv.lines.data[0].period.end) : null,
  };
}

/**
 * Builds the port from its config: a YooKassa client on fetch and the official Stripe SDK, each pointed at the
 * configured URL (production or the payment sandbox).
 */
export function createPaymentsPort(config: PaymentsConfig, deps: { fetch?: typeof fetch } = {}): PaymentsPort {
  const yookassa = createYooKassaClient({ ...config.yookassa, timeoutMs: config.timeoutMs, fetch: deps.fetch });
  const stripe = createStripeClient({ ...config.stripe, timeoutMs: config.timeoutMs });

  const receipt = (email: string, description: string, kopecks: number): YooKassaReceipt => ({
    customer: { email },
    items: [{ description: description.slice(0, 128), quantity: 1, amount: { value: kopecksToRubString(kopecks), currency: 'RUB' }, vat_code: config.yookassa.vatCode, payment_subject: 'service', payment_mode: 'full_payment' }],
    ...(config.yookassa.taxSystemCode ? { tax_system_code: config.yookassa.taxSystemCode } : {}),
  });
  const metadataFor = (input: { userId: string; planId: string; metadata?: Record<string, string> }) => ({ ...input.metadata, user_id: input.userId, plan_id: input.planId });

  const port: PaymentsPort = {
    async startCardPayment(input) {
      const p = await yookassa.createPayment(
        {
          amount: { value: kopecksToRubString(input.amountKopecks), currency: 'RUB' },
          capture: !input.twoStage,
          description: input.description.slice(0, 128),
          confirmation: { type: 'redirect', return_url: input.returnUrl, locale: 'ru_RU' },
          save_payment_method: input.savePaymentMethod,
          receipt: receipt(input.email, input.description, input.amountKopecks),
          metadata: metadataFor(input),
        },
        input.idempotenceKey,
      );
      const url = p.confirmation?.confirmation_url;
      if (!url) throw new PaymentProviderError('yookassa', 'unavailable', `payment ${p.id} came back without a confirmation URL`);
      return { providerPaymentId: p.id, confirmationUrl: url, status: p.status };
    },

    async chargeSavedMethod(input) {
      const p = await yookassa.createPayment(
        {
          amount: { value: kopecksToRubString(input.amountKopecks), currency: 'RUB' },
          capture: true,
          description: input.description.slice(0, 128),
          payment_method_id: input.paymentMethodId,
          receipt: receipt(input.email, input.description, input.amountKopecks),
          metadata: metadataFor(input),
        },
        input.idempotenceKey,
      );
      return snapshotPayment(p);
    },

    async getPayment(id) {
      return snapshotPayment(await yookassa.getPayment(id));
    },

    parseYooKassaNotification(body) {
      const parsed = notificationSchema.safeParse(body);
      if (!parsed.success) throw new PaymentProviderError('yookassa', 'invalid_notification', 'not a YooKassa notification');
      const { event, object } = parsed.data;
      return { event, paymentId: event === 'refund.succeeded' ? (object.payment_id ?? object.id) : object.id };
    },

    async readYooKassaNotification(body) {
      const ref = port.parseYooKassaNotification(body);
      return { event: ref.event, payment: await port.getPayment(ref.paymentId) };
    },

    async startStripeCheckout(input) {
      const metadata = metadataFor(input);
      let coupon: string | undefined;
      if (input.discount) {
        const d = input.discount;
        const created = await stripeCall('coupons.create', () =>
          stripe.coupons.create(
            { duration: 'once', ...('percentOff' in d ? { percent_off: d.percentOff } : { amount_off: d.amountOffCents, currency: input.currency }), metadata },
            { idempotencyKey: `${input.idempotenceKey}:coupon` },
          ),
        );
        coupon = created.id;
      }
      const session = await stripeCall('checkout.sessions.create', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [{ quantity: 1, price_data: { currency: input.currency, unit_amount: input.amountCents, recurring: { interval: 'month', interval_count: input.intervalMonths }, product_data: { name: input.planName } } }],
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            client_reference_id: input.userId,
            ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
            metadata,
            subscription_data: { metadata },
            ...(coupon ? { discounts: [{ coupon }] } : {}),
          },
          { idempotencyKey: input.idempotenceKey },
        ),
      );
      if (!session.url) throw new PaymentProviderError('stripe', 'unavailable', `session ${session.id} came back without a URL`);
      return { sessionId: session.id, url: session.url };
    },

    async getStripeCheckout(sessionId) {
      return snapshotCheckout(await stripeCall('checkout.sessions.retrieve', () => stripe.checkout.sessions.retrieve(stripePathId(sessionId, 'checkout session'))));
    },

    async getStripeSubscription(id) {
      return snapshotSubscription(await stripeCall('subscriptions.retrieve', () => stripe.subscriptions.retrieve(stripePathId(id, 'subscription'))));
    },

    async cancelStripeSubscription(id, { atPeriodEnd }) {
      const sub = atPeriodEnd
        ? await stripeCall('subscriptions.update', () => stripe.subscriptions.update(id, { cancel_at_period_end: true }))
        : await stripeCall('subscriptions.cancel', () => stripe.subscriptions.cancel(id));
      return snapshotSubscription(sub);
    },

    async resumeStripeSubscription(id) {
      return snapshotSubscription(await stripeCall('subscriptions.update', () => stripe.subscriptions.update(id, { cancel_at_period_end: false })));
    },

    async changeStripePlan(input) {
      const current = await stripeCall('subscriptions.retrieve', () => stripe.subscriptions.retrieve(input.subscriptionId));
      const item = current.items.data[0];
      if (!item) throw new PaymentProviderError('stripe', 'invalid_request', `subscription ${current.id} has no items`);
      const product = await stripeCall('products.create', () =>
        stripe.products.create({ name: input.planName, metadata: { plan_id: input.planId } }, { idempotencyKey: `${input.idempotenceKey}:product` }),
      );
      const updated = await stripeCall('subscriptions.update', () =>
        stripe.subscriptions.update(
          input.subscriptionId,
          {
            items: [{ id: item.id, price_data: { currency: input.currency, product: product.id, unit_amount: input.amountCents, recurring: { interval: 'month', interval_count: input.intervalMonths } } }],
            proration_behavior: input.chargeDifferenceNow ? 'always_invoice' : 'none',
            payment_behavior: 'error_if_incomplete',
            metadata: { plan_id: input.planId },
          },
          { idempotencyKey: input.idempotenceKey },
        ),
      );
      return snapshotSubscription(updated);
    },

    async captureYooKassa(id, idempotenceKey) {
      return snapshotPayment(await yookassa.capturePayment(id, idempotenceKey));
    },

    async cancelYooKassa(id, idempotenceKey) {
      return snapshotPayment(await yookassa.cancelPayment(id, idempotenceKey));
    },

    async refundYooKassa(input) {
      const r = await yookassa.createRefund({ payment_id: input.providerPaymentId, amount: { value: kopecksToRubString(input.amountKopecks), currency: 'RUB' }, description: input.description.slice(0, 250) }, input.idempotenceKey);
      return { refundId: r.id, amount: rubStringToKopecks(r.amount.value), status: r.status };
    },

    async expireStripeCheckout(sessionId) {
      const id = stripePathId(sessionId, 'checkout session');
      try {
        return snapshotCheckout(await stripeCall('checkout.sessions.expire', () => stripe.checkout.sessions.expire(id)));
      } catch (error) {
        // Only an open session can be expired: a paid or already expired one is answered as it is now.
        if (error instanceof PaymentProviderError && error.kind === 'invalid_request') return port.getStripeCheckout(id);
        throw error;
      }
    },

    async refundStripeInvoice(input) {
      const invoice = await stripeCall('invoices.retrieve', () => stripe.invoices.retrieve(stripePathId(input.invoiceId, 'invoice'), { expand: ['payments'] }));
      const paid = invoice.payments?.data.find((p) => p.payment.type === 'payment_intent' && p.payment.payment_intent);
      const intent = idOf(paid?.payment.payment_intent);
      if (!intent) throw new PaymentProviderError('stripe', 'not_found', `invoice ${invoice.id} has no payment to refund`, 404, 'resource_missing');
      const refund = await stripeCall('refunds.create', () => stripe.refunds.create({ payment_intent: intent, metadata: { invoice_id: invoice.id ?? '' } }, { idempotencyKey: input.idempotenceKey }));
      return { refundId: refund.id, amount: refund.amount, status: refund.status === 'succeeded' ? 'succeeded' : refund.status === 'canceled' || refund.status === 'failed' ? 'canceled' : 'pending' };
    },

    async stripeCardLast4(paymentMethodId) {
      const pm = await stripeCall('paymentMethods.retrieve', () => stripe.paymentMethods.retrieve(stripePathId(paymentMethodId, 'payment method')));
      return pm.card?.last4 ?? null;
    },

    verifyStripeWebhook(rawBody, signature) {
      if (!signature) throw new PaymentProviderError('stripe', 'invalid_signature', 'missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.stripe.webhookSecret, config.stripe.webhookToleranceSeconds);
      } catch (err) {
        throw new PaymentProviderError('stripe', 'invalid_signature', 'Stripe webhook signature did not verify', null, null, { cause: err });
      }
      const envelope = stripeEventSchema.safeParse(event);
      const objectSchema = envelope.success ? stripeObjectSchemas[envelope.data.type] : undefined;
      if (!envelope.success || (objectSchema && !objectSchema.safeParse(envelope.data.data.object).success)) {
        throw new PaymentProviderError('stripe', 'invalid_notification', 'a signed Stripe body that is not a well-formed event');
      }
      const base = { eventId: event.id, createdAt: fromUnix(event.created), raw: event };
      switch (event.type) {
        case 'checkout.session.expired':
          return { ...base, kind: 'checkout_expired', sessionId: event.data.object.id };
        case 'checkout.session.completed':
          return { ...base, kind: 'checkout_completed', checkout: snapshotCheckout(event.data.object) };
        case 'invoice.paid':
          return { ...base, kind: 'invoice_paid', invoice: invoiceFacts(event.data.object) };
        case 'invoice.payment_failed':
          return { ...base, kind: 'invoice_payment_failed', invoice: invoiceFacts(event.data.object) };
        case 'customer.subscription.updated':
          return { ...base, kind: 'subscription_updated', subscription: snapshotSubscription(event.data.object) };
        case 'customer.subscription.deleted':
          return { ...base, kind: 'subscription_deleted', subscription: snapshotSubscription(event.data.object) };
        default:
          return { ...base, kind: 'other', type: event.type };
      }
    },
  };
  return port;
}
