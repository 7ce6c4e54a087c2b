import type { PaymentRow } from '../../db/schema/subscription';
import { PaymentProviderError, type StripeCheckoutSnapshot, type StripeSubscriptionSnapshot, type StripeWebhookEvent } from '../../integrations/payments/index';
import { paymentEvents } from '../../lib/metrics';
import type { PaymentsContext } from './payments.context';
import * as repo from './payments.repository';
import type { Settlement } from './payments.settle';

type Event<K extends StripeWebhookEvent['kind']> = Extract<StripeWebhookEvent, { kind: K }>;

/**
 * The Stripe side: one handler per event, each acting only on what it re-read from Stripe (the event body is a
 * pointer, even when signed) and only when that matches our own records: the payment's id in the metadata, its
 * amount and currency, the seeker and the Stripe customer. A mismatch or an unknown object changes nothing and is
 * logged; the event is recorded so Stripe stops retrying.
 */
export function createStripeFlow(ctx: PaymentsContext, settlement: Settlement) {
  const { db, clock, port, subscriptions, log } = ctx;

  /** Re-reads at Stripe; an object Stripe does not know reads as null (the event is then ignored). */
  async function reread<T>(run: () => Promise<T>): Promise<T | null> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof PaymentProviderError && error.kind === 'not_found') return null;
      throw error;
    }
  }

  /**
   * Why a Checkout Session is not the one we created for this payment, or null when it matches: our payment id in
   * its metadata, the seeker as client_reference_id, the amount and the currency. (Its customer is checked against
   * the subscription it created.)
   */
  function checkoutMismatch(payment: PaymentRow, session: StripeCheckoutSnapshot): string | null {
    if (session.metadata.payment_id !== payment.id) return 'metadata.payment_id';
    if (session.clientReferenceId !== payment.userId) return 'client_reference_id';
    if (session.amountTotalCents !== payment.amount) return 'amount_total';
    if ((session.currency ?? '').toUpperCase() !== payment.currency) return 'currency';
    return null;
  }

  /**
   * Applies a Checkout Session as re-read from Stripe to our payment: expired → canceled; paid → the plan starts
   * (or the payment is refunded as a duplicate). Idempotent. A session or subscription that does not match our
   * payment changes nothing.
   */
  async function applyCheckout(payment: PaymentRow, session: StripeCheckoutSnapshot, eventAt: Date | null): Promise<PaymentRow> {
    const mismatch = checkoutMismatch(payment, session);
    if (mismatch) {
      log.warn({ paymentId: payment.id, sessionId: session.sessionId, field: mismatch }, 'Stripe Checkout Session does not match our payment: nothing changed');
      return payment;
    }
    if (session.status === 'expired') return (await ctx.finish(payment.id, ['pending'], 'canceled', { failureReason: 'expired' })) ?? payment;
    if (!session.paid || !session.subscriptionId) return payment;
    const sub = await reread(() => port.getStripeSubscription(session.subscriptionId!));
    if (!sub || sub.customerId !== session.customerId || sub.metadata.payment_id !== payment.id) {
      log.warn({ paymentId: payment.id, subscriptionId: session.subscriptionId }, 'Stripe subscription does not match the Checkout Session: nothing changed');
      return payment;
    }
    const cardLast4 = sub.defaultPaymentMethodId ? await port.stripeCardLast4(sub.defaultPaymentMethodId).catch(() => null) : null;
    const values = { providerPaymentId: sub.latestInvoiceId, cardLast4, failureReason: null };
    let won = await ctx.finish(payment.id, ['pending'], 'succeeded', values);
    // A session we had retired but that Stripe completed anyway (a payment already in 3-D Secure): never lost.
    if (!won && payment.status === 'canceled') won = await ctx.finishLate(payment.id, ['canceled'], values);
    if (!won) return payment;
    await settlement.settlePurchase(won, {
      planId: payment.planId,
      provider: 'stripe',
      expiry: sub.currentPeriodEnd,
      stripeCustomerId: sub.customerId,
      stripeSubscriptionId: sub.subscriptionId,
      stripeEventAt: eventAt,
    });
    return (await repo.findPayment(db, won.id)) ?? won;
  }

  /** The subscription row of a Stripe subscription, when Stripe confirms it belongs to that row's customer. */
  async function ownSubscription(subscriptionId: string) {
    const row = await subscriptions.findByStripeSubscription(subscriptionId);
    if (!row) return null;
    const sub = await reread(() => port.getStripeSubscription(subscriptionId));
    if (!sub || (row.stripeCustomerId && sub.customerId !== row.stripeCustomerId)) {
      log.warn({ subscriptionId, userId: row.userId }, 'Stripe subscription is not the one on our record: nothing changed');
      return null;
    }
    return { row, sub };
  }

  const handlers: { [K in StripeWebhookEvent['kind']]: (event: Event<K>) => Promise<boolean> } = {
    async checkout_completed(event) {
      const payment = await repo.findBySession(db, event.checkout.sessionId);
      if (!payment) return false;
      const session = await reread(() => port.getStripeCheckout(event.checkout.sessionId));
      if (!session) return false;
      await applyCheckout(payment, session, event.createdAt);
      return true;
    },

    async checkout_expired(event) {
      const payment = await repo.findBySession(db, event.sessionId);
      if (!payment) return false;
      const session = await reread(() => port.getStripeCheckout(event.sessionId));
      if (!session) return false;
      await applyCheckout(payment, session, event.createdAt);
      return true;
    },

    async invoice_paid(event) {
      const inv = event.invoice;
      if (inv.billingReason !== 'subscription_cycle' || !inv.subscriptionId) return false;
      const own = await ownSubscription(inv.subscriptionId);
      const currentPlan = own?.row.planId;
      if (!own || !currentPlan || currentPlan === 'trial') return false;
      const { row, sub } = own;
      const planId = row.pendingPlanId ?? currentPlan;
      const plan = await ctx.requirePlan(planId);
      const now = clock.now();
      const payment = await repo.insertPayment(
        db,
        {
          userId: row.userId,
          provider: 'stripe',
          purpose: 'renewal',
          planId,
          amount: inv.amountPaidCents,
          currency: 'USD',
          status: 'succeeded',
          providerPaymentId: inv.invoiceId,
          receiptEmail: await ctx.emailOf(row.userId),
          description: ctx.itemOf(plan),
          appliedAt: now,
          cardLast4: await cardOf(sub),
        },
        now,
      );
      if (!payment) return false;
      const after = await subscriptions.renew(row.userId, { planId, expiry: inv.periodEnd ?? sub.currentPeriodEnd });
      await ctx.mail(row.userId, 'paid', planId, { amount: payment.amount, currency: 'USD', expiry: after?.subscriptionExpiry ?? null });
      return true;
    },

    async invoice_payment_failed(event) {
      const inv = event.invoice;
      if (!inv.subscriptionId) return false;
      const own = await ownSubscription(inv.subscriptionId);
      if (!own?.row.planId || own.row.planId === 'trial') return false;
      const { row } = own;
      const now = clock.now();
      const plan = await ctx.requirePlan(row.planId!);
      const payment = await repo.insertPayment(
        db,
        {
          userId: row.userId,
          provider: 'stripe',
          purpose: 'renewal',
          planId: plan.id,
          amount: inv.amountDueCents,
          currency: 'USD',
          status: 'failed',
          failureReason: 'card_declined',
          providerPaymentId: `${inv.invoiceId}#${inv.attemptCount}`,
          receiptEmail: await ctx.emailOf(row.userId),
          description: ctx.itemOf(plan),
        },
        now,
      );
      if (!payment) return false;
      await subscriptions.markPastDue(row.userId, { failures: inv.attemptCount, retryAt: inv.nextPaymentAttempt });
      await ctx.mail(row.userId, 'failed', plan.id, { amount: inv.amountDueCents, currency: 'USD', reason: 'card_declined', retryAt: inv.nextPaymentAttempt });
      return true;
    },

    async subscription_updated(event) {
      const own = await ownSubscription(event.subscription.subscriptionId);
      if (!own || own.row.status === 'lapsed') return false;
      if (own.row.stripeEventAt && event.createdAt < own.row.stripeEventAt) return false;
      const { sub } = own;
      return Boolean(
        await subscriptions.followStripe(own.row.userId, {
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          status: sub.status,
          periodEnd: sub.currentPeriodEnd,
          eventAt: event.createdAt,
        }),
      );
    },

    async subscription_deleted(event) {
      const own = await ownSubscription(event.subscription.subscriptionId);
      if (!own || own.row.status === 'lapsed' || own.sub.status !== 'canceled') return false;
      const lapsed = await subscriptions.lapse(own.row.userId, { stripeEventAt: event.createdAt });
      if (lapsed) await ctx.mail(own.row.userId, 'lapsed', own.row.planId, { expiry: own.row.subscriptionExpiry });
      return Boolean(lapsed);
    },

    async other() {
      return false;
    },
  };

  /** The last 4 digits of the card that pays a Stripe subscription, when Stripe says. */
  async function cardOf(sub: StripeSubscriptionSnapshot): Promise<string | null> {
    return sub.defaultPaymentMethodId ? port.stripeCardLast4(sub.defaultPaymentMethodId).catch(() => null) : null;
  }

  /**
   * POST /pay/webhooks/stripe with the raw body: verified with the endpoint secret, stored by event id (a replay
   * changes nothing), dispatched to its handler. @throws PaymentProviderError invalid_signature / invalid_notification.
   */
  async function webhook(rawBody: Buffer, signature: string | undefined): Promise<{ handled: boolean }> {
    const event = port.verifyStripeWebhook(rawBody, signature);
    if (await repo.hasEvent(db, 'stripe', event.eventId)) return { handled: false };
    const handle = handlers[event.kind] as (event: StripeWebhookEvent) => Promise<boolean>;
    const handled = await handle(event);
    const type = event.kind === 'other' ? event.type : event.raw.type;
    await repo.recordEvent(db, { provider: 'stripe', eventId: event.eventId, type, providerCreatedAt: event.createdAt }, clock.now());
    paymentEvents.inc({ provider: 'stripe', event: event.kind === 'other' ? 'other' : type });
    return { handled };
  }

  return { applyCheckout, webhook };
}

export type StripeFlow = ReturnType<typeof createStripeFlow>;
