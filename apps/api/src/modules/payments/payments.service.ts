import type {
  AttachCardAnswer,
  AttachCardBody,
  ChangePlanAnswer,
  CurrentSubscription,
  PaymentHistory,
  PaymentStatusAnswer,
  StripeCheckoutAnswer,
  User,
} from '@otklik/contracts';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { PaymentRow, PlanRow, SubscriptionRow } from '../../db/schema/subscription';
import { type PaymentSnapshot, PaymentProviderError, type PaymentsPort, type StripeCheckoutSnapshot, type StripeWebhookEvent } from '../../integrations/payments/index';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { paymentEvents } from '../../lib/metrics';
import type { JobQueue } from '../../plugins/queue';
import { addMonthsUtc, MIN_AMOUNT, RENEW_BEFORE_MS, type SubscriptionService } from '../subscription';
import { subscriptionMailJob } from './payments.jobs';
import * as repo from './payments.repository';

const DAY_MS = 86_400_000;
/** Renewal retries after the first failed charge, one a day (issue: 3 retries over 3 days), then the plan lapses. */
export const RENEWAL_RETRIES = 3;
const RETRY_AFTER_MS = DAY_MS;
/** When the provider itself is down, try the renewal again after this long without counting a failure. */
const PROVIDER_DOWN_RETRY_MS = 3_600_000;
/** Subscriptions handled per sweep. */
const SWEEP_BATCH = 100;

export interface PaymentsServiceDeps {
  db: Db;
  clock: Clock;
  queue: JobQueue;
  port: PaymentsPort;
  subscriptions: SubscriptionService;
  users: { findUser(userId: string): Promise<User | null> };
  /**
   * The sending pipeline (modules/applications): when a payment raises the daily quota, the applications held back
   * for the next UTC day go out now. Optional so a test can leave it out.
   */
  applications?: { releaseQuotaWait(userId: string): Promise<number> };
  /** Public base URL (no trailing slash): the providers send the buyer back to `${publicUrl}/subscription/return`. */
  publicUrl: string;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

/** The AppError a provider failure means for our caller (spec §8 "payment failed" shows on payment_declined). */
export function providerFailure(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  if (error.kind === 'declined') return new AppError('payment_declined', { cause: error });
  if (error.kind === 'unavailable') return new AppError('payment_unavailable', { cause: error });
  if (error.kind === 'not_found') return new AppError('payment_not_found', { cause: error });
  if (error.kind === 'invalid_signature' || error.kind === 'invalid_notification') return new AppError('webhook_invalid', { cause: error });
  return new AppError('payment_failed', { cause: error });
}

/** Payments: checkout with both providers, webhooks, plan changes, cancel/resume, renewals and dunning (spec §7). */
export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, clock, queue, port, subscriptions, users, applications, publicUrl, log } = deps;
  const returnUrl = (paymentId: string) => `${publicUrl}/subscription/return?payment_id=${paymentId}`;
  const itemOf = (plan: PlanRow) => `Otklik: тариф «${plan.name}» на ${plan.periodMonths} мес.`;

  async function emailOf(userId: string): Promise<string> {
    const user = await users.findUser(userId);
    if (!user) throw new AppError('unauthenticated');
    return user.email;
  }

  async function mail(userId: string, kind: 'paid' | 'failed' | 'lapsed' | 'cancelled', planId: string | null, extra: { amount?: number; currency?: 'RUB' | 'USD'; expiry?: Date | null; reason?: string | null; retryAt?: Date | null } = {}) {
    const plan = planId ? await subscriptions.plan(planId) : null;
    await queue.send(subscriptionMailJob, {
      userId,
      kind,
      planName: plan?.name ?? '',
      amount: extra.amount ?? null,
      currency: extra.currency ?? null,
      expiry: extra.expiry?.toISOString() ?? null,
      reason: extra.reason ?? null,
      retryAt: extra.retryAt?.toISOString() ?? null,
    });
  }

  async function requirePlan(planId: string): Promise<PlanRow> {
    const plan = await subscriptions.plan(planId);
    if (!plan) throw new Error(`plan ${planId} is not in the database`);
    return plan;
  }

  /** What follows any successful payment, once: the promo use, the referral bonus, the "paid" e-mail. */
  async function afterSuccess(payment: PaymentRow): Promise<void> {
    const userId = payment.userId;
    if (userId === null) return; // the account was deleted: nothing of it is left to change
    if (payment.promoCodeId) await subscriptions.redeemPromo(payment.promoCodeId, userId, payment.id);
    const referrer = await subscriptions.creditReferral(userId);
    if (referrer) log.info({ referee: userId, referrer }, 'referral bonus credited');
    const row = await subscriptions.row(userId);
    await mail(userId, 'paid', payment.planId, { amount: payment.amount, currency: payment.currency, expiry: row.subscriptionExpiry });
    await releaseHeldApplications(userId);
  }

  /** The quota grew: the seeker's applications waiting for tomorrow go now. A failure is logged (the day rolls over anyway). */
  async function releaseHeldApplications(userId: string): Promise<void> {
    if (!applications) return;
    try {
      await applications.releaseQuotaWait(userId);
    } catch (error) {
      log.error({ err: error, userId }, 'could not release the applications held back by the old quota');
    }
  }

  /** A YooKassa payment succeeded (it won the pending → succeeded transition): the subscription follows. */
  async function onYooKassaSucceeded(payment: PaymentRow, snap: PaymentSnapshot): Promise<void> {
    const userId = payment.userId;
    if (userId === null) return; // the account was deleted: nothing of it is left to change
    const plan = await requirePlan(payment.planId);
    const now = clock.now();
    if (payment.purpose === 'purchase') {
      await subscriptions.activate(userId, { planId: plan.id, provider: 'yookassa', expiry: addMonthsUtc(now, plan.periodMonths), yookassaMethodId: snap.savedPaymentMethodId });
    } else if (payment.purpose === 'renewal') {
      const row = await subscriptions.row(userId);
      const from = row.subscriptionExpiry && row.subscriptionExpiry > now ? row.subscriptionExpiry : now;
      const expiry = addMonthsUtc(from, plan.periodMonths);
      await subscriptions.update(userId, {
        planId: plan.id,
        pendingPlanId: null,
        status: 'active',
        subscriptionExpiry: expiry,
        renewalFailures: 0,
        nextRenewalAttemptAt: row.isCancelled ? null : new Date(expiry.getTime() - RENEW_BEFORE_MS),
        yookassaMethodId: snap.savedPaymentMethodId ?? row.yookassaMethodId,
      });
    } else {
      await subscriptions.update(userId, { planId: plan.id, pendingPlanId: null });
    }
    await afterSuccess(payment);
  }

  /** A renewal charge failed: retry tomorrow, or after {@link RENEWAL_RETRIES} retries the plan lapses. */
  async function onRenewalFailed(payment: PaymentRow): Promise<void> {
    const userId = payment.userId;
    if (userId === null) return; // the account was deleted: nothing of it is left to change
    const row = await subscriptions.row(userId);
    const failures = row.renewalFailures + 1;
    if (failures > RENEWAL_RETRIES) {
      await subscriptions.update(userId, { planId: null, status: 'lapsed', pendingPlanId: null, nextRenewalAttemptAt: null, renewalFailures: failures });
      await mail(userId, 'lapsed', row.planId, { reason: payment.failureReason });
      return;
    }
    const retryAt = new Date(clock.now().getTime() + RETRY_AFTER_MS);
    await subscriptions.update(userId, { status: 'past_due', renewalFailures: failures, nextRenewalAttemptAt: retryAt });
    await mail(userId, 'failed', payment.planId, { amount: payment.amount, currency: payment.currency, reason: payment.failureReason, retryAt });
  }

  /** Applies a YooKassa payment's state as re-read from YooKassa. Idempotent: a settled payment never changes. */
  async function applyYooKassa(payment: PaymentRow, snap: PaymentSnapshot): Promise<PaymentRow> {
    const now = clock.now();
    if (snap.status === 'succeeded') {
      const won = await repo.transition(db, payment.id, ['pending'], 'succeeded', { cardLast4: snap.card?.last4 ?? null }, now);
      if (won) await onYooKassaSucceeded(won, snap);
      return won ?? payment;
    }
    if (snap.status === 'canceled') {
      const won = await repo.transition(db, payment.id, ['pending'], 'failed', { failureReason: snap.cancellation?.reason ?? 'canceled', cardLast4: snap.card?.last4 ?? null }, now);
      if (won?.purpose === 'renewal') await onRenewalFailed(won);
      return won ?? payment;
    }
    return payment;
  }

  /** A Stripe Checkout finished and paid: the plan starts with Stripe's period. Idempotent. */
  async function applyStripeCheckout(payment: PaymentRow, checkout: StripeCheckoutSnapshot, eventAt: Date | null): Promise<PaymentRow> {
    if (checkout.status === 'expired') return (await repo.transition(db, payment.id, ['pending'], 'canceled', { failureReason: 'expired' }, clock.now())) ?? payment;
    if (!checkout.paid || !checkout.subscriptionId) return payment;
    const sub = await port.getStripeSubscription(checkout.subscriptionId);
    const won = await repo.transition(db, payment.id, ['pending'], 'succeeded', { providerPaymentId: sub.latestInvoiceId }, clock.now());
    if (!won || won.userId === null) return won ?? payment;
    await subscriptions.activate(won.userId, {
      planId: payment.planId,
      provider: 'stripe',
      expiry: sub.currentPeriodEnd,
      stripeCustomerId: sub.customerId,
      stripeSubscriptionId: sub.subscriptionId,
      stripeEventAt: eventAt,
    });
    await afterSuccess(won);
    return won;
  }

  /** Re-reads a pending payment at its provider and applies what it says. */
  async function sync(payment: PaymentRow): Promise<PaymentRow> {
    if (payment.status !== 'pending') return payment;
    if (payment.provider === 'yookassa' && payment.providerPaymentId) return applyYooKassa(payment, await port.getPayment(payment.providerPaymentId));
    if (payment.provider === 'stripe' && payment.providerSessionId) return applyStripeCheckout(payment, await port.getStripeCheckout(payment.providerSessionId), null);
    return payment;
  }

  /** Charges one due YooKassa renewal (the pending downgrade's plan when one waits). */
  async function renewOne(row: SubscriptionRow): Promise<void> {
    const planId = row.pendingPlanId ?? row.planId;
    if (!planId || !row.yookassaMethodId) return;
    const plan = await requirePlan(planId);
    const now = clock.now();
    // Claims the attempt first: a second sweep before the answer sees no due renewal.
    await subscriptions.update(row.userId, { nextRenewalAttemptAt: null });
    const payment = await repo.insertPayment(
      db,
      { userId: row.userId, provider: 'yookassa', purpose: 'renewal', planId, amount: plan.priceRub, currency: 'RUB', receiptEmail: await emailOf(row.userId), description: itemOf(plan) },
      now,
    );
    if (!payment) return;
    try {
      const snap = await port.chargeSavedMethod({
        userId: row.userId,
        email: payment.receiptEmail,
        planId,
        paymentMethodId: row.yookassaMethodId,
        amountKopecks: payment.amount,
        description: payment.description,
        idempotenceKey: payment.id,
        metadata: { payment_id: payment.id },
      });
      const withId = (await repo.setPayment(db, payment.id, { providerPaymentId: snap.providerPaymentId }, clock.now())) ?? payment;
      await applyYooKassa(withId, snap);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.retryable) {
        await repo.transition(db, payment.id, ['pending'], 'failed', { failureReason: 'provider_unavailable' }, clock.now());
        await subscriptions.update(row.userId, { nextRenewalAttemptAt: new Date(clock.now().getTime() + PROVIDER_DOWN_RETRY_MS) });
        log.warn({ err: error, userId: row.userId }, 'renewal: provider unavailable, retrying in an hour');
        return;
      }
      const failed = await repo.transition(db, payment.id, ['pending'], 'failed', { failureReason: error instanceof PaymentProviderError ? (error.providerCode ?? error.kind) : 'error' }, clock.now());
      if (failed) await onRenewalFailed(failed);
      log.error({ err: error, userId: row.userId }, 'renewal charge refused');
    }
  }

  const toHistoryCurrency = (c: string): 'RUB' | 'USD' => (c === 'USD' ? 'USD' : 'RUB');

  return {
    /**
     * POST /pay/payments/attach_card {plan_id, promo_code?}: starts a YooKassa payment of the plan's price (after sale
     * and promo, kopecks) that saves the card for renewals, with a 54-FZ receipt to the seeker's e-mail.
     * @throws subscription_active (409) with a paid plan running; plan_not_found; the promo errors;
     *   payment_unavailable / payment_failed when YooKassa refuses.
     */
    async attachCard(userId: string, body: AttachCardBody): Promise<AttachCardAnswer> {
      if (await subscriptions.paidPlan(userId)) throw new AppError('subscription_active');
      const quote = await subscriptions.quote(userId, body.plan_id, body.promo_code);
      const email = await emailOf(userId);
      const payment = await repo.insertPayment(
        db,
        { userId, provider: 'yookassa', purpose: 'purchase', planId: quote.plan.id, amount: quote.price.rub, currency: 'RUB', promoCodeId: quote.promo?.id ?? null, receiptEmail: email, description: itemOf(quote.plan) },
        clock.now(),
      );
      if (!payment) throw new Error('a new payment conflicted');
      try {
        const started = await port.startCardPayment({
          userId,
          email,
          planId: quote.plan.id,
          amountKopecks: payment.amount,
          description: payment.description,
          returnUrl: returnUrl(payment.id),
          savePaymentMethod: true,
          idempotenceKey: payment.id,
          metadata: { payment_id: payment.id },
        });
        await repo.setPayment(db, payment.id, { providerPaymentId: started.providerPaymentId }, clock.now());
        return { confirmation_url: started.confirmationUrl, payment_id: payment.id, amount_rub: payment.amount };
      } catch (error) {
        await repo.transition(db, payment.id, ['pending'], 'failed', { failureReason: 'not_started' }, clock.now());
        throw providerFailure(error);
      }
    },

    /**
     * POST /pay/payments/stripe/attach_card_checkout {plan_id, promo_code?}: a Stripe Checkout session in
     * subscription mode at the plan's $ price (after the running sale); a promo code discounts the first invoice.
     * @throws as {@link attachCard}.
     */
    async stripeCheckout(userId: string, body: AttachCardBody): Promise<StripeCheckoutAnswer> {
      if (await subscriptions.paidPlan(userId)) throw new AppError('subscription_active');
      const recurring = await subscriptions.quote(userId, body.plan_id, null);
      const first = body.promo_code ? await subscriptions.quote(userId, body.plan_id, body.promo_code) : recurring;
      const email = await emailOf(userId);
      const payment = await repo.insertPayment(
        db,
        { userId, provider: 'stripe', purpose: 'purchase', planId: recurring.plan.id, amount: first.price.usd, currency: 'USD', promoCodeId: first.promo?.id ?? null, receiptEmail: email, description: itemOf(recurring.plan) },
        clock.now(),
      );
      if (!payment) throw new Error('a new payment conflicted');
      const promo = first.promo;
      const discount = promo ? (promo.percent !== null ? { percentOff: promo.percent } : promo.amountUsd ? { amountOffCents: Math.min(promo.amountUsd, recurring.price.usd - MIN_AMOUNT.USD) } : undefined) : undefined;
      const row = await subscriptions.row(userId);
      try {
        const session = await port.startStripeCheckout({
          userId,
          email,
          planId: recurring.plan.id,
          planName: recurring.plan.name,
          amountCents: recurring.price.usd,
          currency: 'usd',
          intervalMonths: recurring.plan.periodMonths,
          successUrl: returnUrl(payment.id),
          cancelUrl: `${publicUrl}/subscription?checkout=canceled`,
          ...(row.stripeCustomerId ? { customerId: row.stripeCustomerId } : {}),
          ...(discount && ('percentOff' in discount || discount.amountOffCents > 0) ? { discount } : {}),
          idempotenceKey: payment.id,
          metadata: { payment_id: payment.id },
        });
        await repo.setPayment(db, payment.id, { providerSessionId: session.sessionId }, clock.now());
        return { url: session.url, payment_id: payment.id, amount_usd: payment.amount };
      } catch (error) {
        await repo.transition(db, payment.id, ['pending'], 'failed', { failureReason: 'not_started' }, clock.now());
        throw providerFailure(error);
      }
    },

    /**
     * GET /pay/payments/{id}/status: the payment's state; a pending one is re-read at the provider first (the return
     * page polls it, so it settles even when a webhook is late). @throws payment_not_found for another user's id.
     */
    async status(userId: string, paymentId: string): Promise<PaymentStatusAnswer> {
      let payment = await repo.findOwned(db, userId, paymentId);
      if (!payment) throw new AppError('payment_not_found');
      try {
        payment = await sync(payment);
      } catch (error) {
        log.warn({ err: error, paymentId }, 'payment status: provider re-read failed; answering the stored state');
      }
      return { payment_id: payment.id, status: payment.status, plan_id: payment.planId, failure_reason: payment.failureReason };
    },

    /** GET /api/payments: the seeker's payments, newest first, with receipt facts for paid ones. */
    async history(userId: string): Promise<PaymentHistory> {
      const rows = await repo.history(db, userId);
      const items = [];
      for (const row of rows) {
        const plan = await subscriptions.plan(row.planId);
        items.push({
          id: row.id,
          created_at: row.createdAt.toISOString(),
          provider: row.provider,
          purpose: row.purpose,
          plan_id: row.planId,
          plan_name: plan?.name ?? row.planId,
          amount: row.amount,
          currency: toHistoryCurrency(row.currency),
          status: row.status,
          promo_code: row.promoCode,
          card_last4: row.cardLast4,
          receipt: row.status === 'succeeded' ? { email: row.receiptEmail, item: row.description, provider_payment_id: row.providerPaymentId ?? row.providerSessionId ?? '' } : null,
        });
      }
      return { items };
    },

    /**
     * POST /pay/webhooks/yookassa. The body only names a payment: it is re-read from YooKassa and that state is
     * applied. Stored by `<payment id>:<status>`, so a replay, or an older event arriving late, changes nothing.
     * @throws webhook_invalid (400) for a body that is not a notification or names a payment YooKassa does not know.
     */
    async yookassaWebhook(body: unknown): Promise<{ handled: boolean }> {
      let snap: PaymentSnapshot;
      try {
        const ref = port.parseYooKassaNotification(body);
        snap = await port.getPayment(ref.paymentId);
      } catch (error) {
        throw providerFailure(error instanceof PaymentProviderError && error.kind === 'not_found' ? new PaymentProviderError('yookassa', 'invalid_notification', 'unknown payment', null, null, { cause: error }) : error);
      }
      const eventId = `${snap.providerPaymentId}:${snap.status}`;
      if (await repo.hasEvent(db, 'yookassa', eventId)) return { handled: false };
      const payment = await repo.findByProviderId(db, 'yookassa', snap.providerPaymentId);
      if (payment) await applyYooKassa(payment, snap);
      await repo.recordEvent(db, { provider: 'yookassa', eventId, type: `payment.${snap.status}`, providerCreatedAt: null }, clock.now());
      paymentEvents.inc({ provider: 'yookassa', event: `payment.${snap.status}` });
      return { handled: Boolean(payment) };
    },

    /**
     * POST /pay/webhooks/stripe with the raw body: verified with the endpoint secret (else webhook_invalid 400),
     * stored by event id (a replay changes nothing), and never applied over a newer subscription event.
     */
    async stripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ handled: boolean }> {
      let event: StripeWebhookEvent;
      try {
        event = port.verifyStripeWebhook(rawBody, signature);
      } catch (error) {
        throw providerFailure(error);
      }
      if (await repo.hasEvent(db, 'stripe', event.eventId)) return { handled: false };
      const handled = await applyStripeEvent(event);
      const type = event.kind === 'other' ? event.type : event.raw.type;
      await repo.recordEvent(db, { provider: 'stripe', eventId: event.eventId, type, providerCreatedAt: event.createdAt }, clock.now());
      paymentEvents.inc({ provider: 'stripe', event: type });
      return { handled };
    },

    /**
     * POST /pay/payments/change_plan {plan_id} (spec §7). Same billing period only. An upgrade (a dearer plan) takes
     * effect now and the price difference for the rest of the period is charged at once (YooKassa: the saved card,
     * prorated by time left; Stripe: its own proration invoice). A downgrade waits for the next renewal.
     * @throws no_paid_plan, plan_not_found, same_plan, change_plan_other_period, payment_declined (nothing changed).
     */
    async changePlan(userId: string, planId: string): Promise<ChangePlanAnswer> {
      const current = await subscriptions.paidPlan(userId);
      if (!current) throw new AppError('no_paid_plan');
      const target = await subscriptions.plan(planId);
      if (!target?.isOpen) throw new AppError('plan_not_found');
      if (target.id === current.id) throw new AppError('same_plan');
      if (target.periodMonths !== current.periodMonths) throw new AppError('change_plan_other_period');
      const row = await subscriptions.row(userId);
      const expiry = row.subscriptionExpiry ?? clock.now();
      const now = clock.now();
      const periodStart = addMonthsUtc(expiry, -current.periodMonths);
      const left = Math.min(1, Math.max(0, (expiry.getTime() - now.getTime()) / Math.max(1, expiry.getTime() - periodStart.getTime())));
      const stripe = row.provider === 'stripe';
      const upgrade = stripe ? target.priceUsd > current.priceUsd : target.priceRub > current.priceRub;

      if (!upgrade) {
        if (stripe && row.stripeSubscriptionId) {
          try {
            await port.changeStripePlan({ subscriptionId: row.stripeSubscriptionId, planId: target.id, planName: target.name, amountCents: target.priceUsd, currency: 'usd', intervalMonths: target.periodMonths, chargeDifferenceNow: false, idempotenceKey: randomUUID() });
          } catch (error) {
            throw providerFailure(error);
          }
        }
        const after = await subscriptions.update(userId, { pendingPlanId: target.id });
        return { effect: 'next_renewal', plan_id: target.id, effective_at: expiry.toISOString(), charged_rub: null, charged_usd: null, subscription: await subscriptions.toCurrent(after ?? row) };
      }

      if (stripe && row.stripeSubscriptionId) {
        const charged = Math.round((target.priceUsd - current.priceUsd) * left);
        let latestInvoiceId: string | null;
        try {
          const sub = await port.changeStripePlan({ subscriptionId: row.stripeSubscriptionId, planId: target.id, planName: target.name, amountCents: target.priceUsd, currency: 'usd', intervalMonths: target.periodMonths, chargeDifferenceNow: true, idempotenceKey: randomUUID() });
          latestInvoiceId = sub.latestInvoiceId;
        } catch (error) {
          throw providerFailure(error);
        }
        await repo.insertPayment(
          db,
          { userId, provider: 'stripe', purpose: 'upgrade', planId: target.id, amount: charged, currency: 'USD', status: 'succeeded', providerPaymentId: latestInvoiceId, receiptEmail: await emailOf(userId), description: itemOf(target), appliedAt: now },
          now,
        );
        const after = await subscriptions.update(userId, { planId: target.id, pendingPlanId: null });
        await mail(userId, 'paid', target.id, { amount: charged, currency: 'USD', expiry });
        await releaseHeldApplications(userId);
        return { effect: 'now', plan_id: target.id, effective_at: now.toISOString(), charged_rub: null, charged_usd: charged, subscription: await subscriptions.toCurrent(after ?? row) };
      }

      const charged = Math.round((target.priceRub - current.priceRub) * left);
      if (charged < MIN_AMOUNT.RUB || !row.yookassaMethodId) {
        if (!row.yookassaMethodId && charged >= MIN_AMOUNT.RUB) throw new AppError('payment_failed', { detail: 'No saved card to charge the difference' });
        const after = await subscriptions.update(userId, { planId: target.id, pendingPlanId: null });
        await releaseHeldApplications(userId);
        return { effect: 'now', plan_id: target.id, effective_at: now.toISOString(), charged_rub: 0, charged_usd: null, subscription: await subscriptions.toCurrent(after ?? row) };
      }
      const payment = await repo.insertPayment(
        db,
        { userId, provider: 'yookassa', purpose: 'upgrade', planId: target.id, amount: charged, currency: 'RUB', receiptEmail: await emailOf(userId), description: `${itemOf(target)}, доплата за переход` },
        now,
      );
      if (!payment) throw new Error('a new payment conflicted');
      let settled: PaymentRow;
      try {
        const snap = await port.chargeSavedMethod({ userId, email: payment.receiptEmail, planId: target.id, paymentMethodId: row.yookassaMethodId, amountKopecks: charged, description: payment.description, idempotenceKey: payment.id, metadata: { payment_id: payment.id } });
        const withId = (await repo.setPayment(db, payment.id, { providerPaymentId: snap.providerPaymentId }, clock.now())) ?? payment;
        settled = await applyYooKassa(withId, snap);
      } catch (error) {
        await repo.transition(db, payment.id, ['pending'], 'failed', { failureReason: 'not_started' }, clock.now());
        throw providerFailure(error);
      }
      if (settled.status === 'failed') throw new AppError('payment_declined', { detail: `Payment declined: ${settled.failureReason ?? 'declined'}` });
      if (settled.status !== 'succeeded') throw new AppError('payment_unavailable', { detail: 'The charge is still being processed; the plan changes once it succeeds' });
      return { effect: 'now', plan_id: target.id, effective_at: now.toISOString(), charged_rub: charged, charged_usd: null, subscription: await subscriptions.current(userId) };
    },

    /**
     * POST /pay/payments/cancel_subscribe: no more renewals; the plan stays until subscription_expiry. Idempotent.
     * @throws no_paid_plan.
     */
    async cancel(userId: string): Promise<CurrentSubscription> {
      const plan = await subscriptions.paidPlan(userId);
      if (!plan) throw new AppError('no_paid_plan');
      const row = await subscriptions.row(userId);
      if (row.isCancelled) return subscriptions.toCurrent(row);
      if (row.provider === 'stripe' && row.stripeSubscriptionId) {
        try {
          await port.cancelStripeSubscription(row.stripeSubscriptionId, { atPeriodEnd: true });
        } catch (error) {
          throw providerFailure(error);
        }
      }
      const after = await subscriptions.update(userId, { isCancelled: true, nextRenewalAttemptAt: null });
      await mail(userId, 'cancelled', plan.id, { expiry: row.subscriptionExpiry });
      return subscriptions.toCurrent(after ?? row);
    },

    /** POST /pay/payments/resume_subscribe: renewals again, before expiry. Idempotent. @throws no_paid_plan. */
    async resume(userId: string): Promise<CurrentSubscription> {
      const plan = await subscriptions.paidPlan(userId);
      if (!plan) throw new AppError('no_paid_plan');
      const row = await subscriptions.row(userId);
      if (!row.isCancelled) return subscriptions.toCurrent(row);
      if (row.provider === 'stripe' && row.stripeSubscriptionId) {
        try {
          await port.resumeStripeSubscription(row.stripeSubscriptionId);
        } catch (error) {
          throw providerFailure(error);
        }
      }
      const renewAt = row.subscriptionExpiry ? new Date(Math.max(clock.now().getTime(), row.subscriptionExpiry.getTime() - RENEW_BEFORE_MS)) : null;
      const after = await subscriptions.update(userId, { isCancelled: false, nextRenewalAttemptAt: row.provider === 'yookassa' ? renewAt : null });
      return subscriptions.toCurrent(after ?? row);
    },

    /**
     * The renewal sweep (job payments.renewals): charges due YooKassa renewals, then lapses paid plans that expired
     * without renewing (cancelled ones). @returns how many subscriptions it charged and lapsed.
     */
    async runRenewals(): Promise<{ charged: number; lapsed: number }> {
      const due = await subscriptions.dueYooKassaRenewals(SWEEP_BATCH);
      for (const row of due) await renewOne(row);
      const expired = await subscriptions.expiredUnrenewed(SWEEP_BATCH);
      for (const row of expired) {
        await subscriptions.update(row.userId, { planId: null, status: 'lapsed', pendingPlanId: null, nextRenewalAttemptAt: null });
        await mail(row.userId, 'lapsed', row.planId, { expiry: row.subscriptionExpiry });
      }
      return { charged: due.length, lapsed: expired.length };
    },
  };

  /** Applies one verified Stripe event. @returns false when it concerned nothing of ours or was older than our state. */
  async function applyStripeEvent(event: StripeWebhookEvent): Promise<boolean> {
    switch (event.kind) {
      case 'checkout_completed': {
        const payment = await repo.findBySession(db, event.checkout.sessionId);
        if (!payment) return false;
        await applyStripeCheckout(payment, event.checkout, event.createdAt);
        return true;
      }
      case 'invoice_paid': {
        const inv = event.invoice;
        if (inv.billingReason !== 'subscription_cycle' || !inv.subscriptionId) return false;
        const row = await subscriptions.findByStripeSubscription(inv.subscriptionId);
        if (!row?.planId || row.planId === 'trial') return false;
        const planId = row.pendingPlanId ?? row.planId;
        const plan = await requirePlan(planId);
        const now = clock.now();
        const payment = await repo.insertPayment(
          db,
          { userId: row.userId, provider: 'stripe', purpose: 'renewal', planId, amount: inv.amountPaidCents, currency: 'USD', status: 'succeeded', providerPaymentId: inv.invoiceId, receiptEmail: await emailOf(row.userId), description: itemOf(plan), appliedAt: now },
          now,
        );
        if (!payment) return false;
        const expiry = inv.periodEnd && (!row.subscriptionExpiry || inv.periodEnd > row.subscriptionExpiry) ? inv.periodEnd : row.subscriptionExpiry;
        await subscriptions.update(row.userId, { planId, pendingPlanId: null, status: 'active', subscriptionExpiry: expiry, renewalFailures: 0 });
        await mail(row.userId, 'paid', planId, { amount: payment.amount, currency: 'USD', expiry });
        return true;
      }
      case 'invoice_payment_failed': {
        const inv = event.invoice;
        if (!inv.subscriptionId) return false;
        const row = await subscriptions.findByStripeSubscription(inv.subscriptionId);
        if (!row?.planId || row.planId === 'trial') return false;
        const now = clock.now();
        const plan = await requirePlan(row.planId);
        const payment = await repo.insertPayment(
          db,
          { userId: row.userId, provider: 'stripe', purpose: 'renewal', planId: row.planId, amount: inv.amountDueCents, currency: 'USD', status: 'failed', failureReason: 'card_declined', providerPaymentId: `${inv.invoiceId}#${inv.attemptCount}`, receiptEmail: await emailOf(row.userId), description: itemOf(plan) },
          now,
        );
        if (!payment) return false;
        await subscriptions.update(row.userId, { status: 'past_due', renewalFailures: inv.attemptCount });
        await mail(row.userId, 'failed', row.planId, { amount: inv.amountDueCents, currency: 'USD', reason: 'card_declined', retryAt: inv.nextPaymentAttempt });
        return true;
      }
      case 'subscription_updated': {
        const sub = event.subscription;
        const row = await subscriptions.findByStripeSubscription(sub.subscriptionId);
        if (!row || row.status === 'lapsed') return false;
        if (row.stripeEventAt && event.createdAt < row.stripeEventAt) return false;
        const status = sub.status === 'past_due' || sub.status === 'unpaid' ? 'past_due' : sub.status === 'active' || sub.status === 'trialing' ? 'active' : row.status;
        const expiry = row.subscriptionExpiry && row.subscriptionExpiry > sub.currentPeriodEnd ? row.subscriptionExpiry : sub.currentPeriodEnd;
        await subscriptions.update(row.userId, { isCancelled: sub.cancelAtPeriodEnd, status, subscriptionExpiry: expiry, stripeEventAt: event.createdAt });
        return true;
      }
      case 'subscription_deleted': {
        const row = await subscriptions.findByStripeSubscription(event.subscription.subscriptionId);
        if (!row || row.status === 'lapsed') return false;
        await subscriptions.update(row.userId, { planId: null, status: 'lapsed', pendingPlanId: null, stripeEventAt: event.createdAt });
        await mail(row.userId, 'lapsed', row.planId, { expiry: row.subscriptionExpiry });
        return true;
      }
      default:
        return false;
    }
  }
}
