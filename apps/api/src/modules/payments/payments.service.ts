import type {
  AttachCardAnswer,
  AttachCardBody,
  ChangePlanAnswer,
  CurrentSubscription,
  PaymentHistory,
  PaymentStatusAnswer,
  StripeCheckoutAnswer,
} from '@otklik/contracts';
import { randomUUID } from 'node:crypto';
import type { PaymentRow } from '../../db/schema/subscription';
import { AppError } from '../../lib/app-error';
import { createCheckout } from './payments.checkout';
import { atPort, createPaymentsContext, type PaymentsServiceDeps, providerFailure } from './payments.context';
import * as repo from './payments.repository';
import { createSettlement } from './payments.settle';
import { createStripeFlow } from './payments.stripe';
import { createYooKassaFlow } from './payments.yookassa';
import { addMonthsUtc, MIN_AMOUNT, periodChangeCharge, periodLeft, upgradeCharge } from './pricing';

export { type PaymentsServiceDeps, providerFailure } from './payments.context';
export { RENEWAL_RETRIES } from './payments.yookassa';

/** A plan change claimed this long ago that never reached its provider was left by a stopped process (ms). */
const ABANDONED_CHANGE_MS = 10 * 60_000;

/** Subscriptions handled per sweep. */
const SWEEP_BATCH = 100;

/**
 * Payments: checkout with both providers (one open checkout per seeker), webhooks, plan changes, cancel/resume,
 * renewals and dunning. The flows live beside it (payments.yookassa.ts, payments.stripe.ts, payments.checkout.ts,
 * payments.settle.ts); the subscription row changes only through the subscription module's transitions.
 */
export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const ctx = createPaymentsContext(deps);
  const { db, clock, port, subscriptions, log } = ctx;
  const settlement = createSettlement(ctx);
  const yookassa = createYooKassaFlow(ctx, settlement);
  const stripe = createStripeFlow(ctx, settlement);
  const checkout = createCheckout(ctx, { yookassa, stripe });
  const sync = checkout.sync;
  /** A checkout with a promo code runs under the guessing brake (wrong codes per seeker and per IP). */
  const withPromo = <T>(userId: string, ip: string, body: AttachCardBody, run: () => Promise<T>) =>
    body.promo_code ? subscriptions.guardPromo(userId, ip, run) : run();
  const toHistoryCurrency = (c: string): 'RUB' | 'USD' => (c === 'USD' ? 'USD' : 'RUB');

  /**
   * A plan change being charged for longer than {@link ABANDONED_CHANGE_MS} was left behind (its process stopped
   * mid-way): one sent to YooKassa is re-read there and applied; one that never reached its provider ends failed.
   */
  async function endAbandonedChange(userId: string): Promise<void> {
    const open = await repo.findOpenUpgrade(db, userId);
    if (!open) return;
    // A younger one is being charged by its request right now: it is left to finish.
    if (clock.now().getTime() - open.createdAt.getTime() <= ABANDONED_CHANGE_MS) return;
    try {
      if (open.provider === 'yookassa' && open.providerPaymentId) await sync(open);
      else if (!open.providerPaymentId) await ctx.finish(open.id, ['pending'], 'failed', { failureReason: 'not_started' });
    } catch (error) {
      log.warn({ err: error, paymentId: open.id }, 'could not re-read a plan change being charged');
    }
  }

  const service = {
    /**
     * POST /pay/payments/attach_card {plan_id, promo_code?}: a two-stage YooKassa payment of the plan's price (after
     * sale and promo, kopecks) that saves the card for renewals, with a 54-FZ receipt to the seeker's e-mail. The
     * seeker's open checkout of the same plan and price is answered again.
     * @throws subscription_active (409) with a paid plan running; plan_not_found; the promo errors;
     *   checkout_in_progress; rate_limited (429) after too many wrong codes; payment_unavailable / payment_failed.
     */
    async attachCard(userId: string, body: AttachCardBody, ip: string): Promise<AttachCardAnswer> {
      const open = await withPromo(userId, ip, body, () => checkout.open(userId, 'yookassa', body));
      return { confirmation_url: open.url, payment_id: open.payment.id, amount_rub: open.payment.amount };
    },

    /**
     * POST /pay/payments/stripe/attach_card_checkout {plan_id, promo_code?}: a Stripe Checkout session in
     * subscription mode at the plan's $ price (after the running sale); a promo code discounts the first invoice.
     * @throws as {@link attachCard}.
     */
    async stripeCheckout(userId: string, body: AttachCardBody, ip: string): Promise<StripeCheckoutAnswer> {
      const open = await withPromo(userId, ip, body, () => checkout.open(userId, 'stripe', body));
      return { url: open.url, payment_id: open.payment.id, amount_usd: open.payment.amount };
    },

    /**
     * POST /pay/payments/{id}/cancel: the seeker left the checkout without paying; it ends canceled
     * (failure_reason canceled_by_user) unless it was paid meanwhile. @throws payment_not_found.
     */
    async cancelCheckout(userId: string, paymentId: string): Promise<PaymentStatusAnswer> {
      const payment = await checkout.cancel(userId, paymentId);
      return { payment_id: payment.id, status: payment.status, plan_id: payment.planId, failure_reason: payment.failureReason };
    },

    /** The expire-checkout job's handler. */
    expireCheckout: (paymentId: string) => checkout.expire(paymentId),

    /** The refund-duplicate job's handler. */
    refundDuplicate: (paymentId: string) => settlement.refundDuplicate(paymentId, true),

    /**
     * POST /pay/webhooks/yookassa: see the YooKassa flow. @throws webhook_invalid (400) for a body that is not a
     * notification; payment_unavailable (503) when YooKassa cannot be asked now (it retries).
     */
    async yookassaWebhook(body: unknown): Promise<{ handled: boolean }> {
      return atPort(() => yookassa.webhook(body));
    },

    /**
     * POST /pay/webhooks/stripe with the raw body: see the Stripe flow. @throws webhook_invalid (400) for a bad
     * signature or a body that is not a well-formed event; payment_unavailable (503) when Stripe cannot be asked now.
     */
    async stripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ handled: boolean }> {
      return atPort(() => stripe.webhook(rawBody, signature));
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
          receipt:
            row.status === 'succeeded'
              ? { email: row.receiptEmail, item: row.description, provider_payment_id: row.providerPaymentId ?? row.providerSessionId ?? '' }
              : null,
        });
      }
      return { items };
    },

    /**
     * POST /pay/payments/change_plan {plan_id}.
     * - Same billing period: an upgrade (a dearer plan) takes effect now and the price difference for the rest of the
     *   period is charged at once (YooKassa: the saved card, prorated by time left; Stripe: its own proration
     *   invoice). A downgrade waits for the next renewal.
     * - Another period (monthly ↔ 3 months): `when: 'next_renewal'` (default) renews into the new plan; `when: 'now'`
     *   starts the new plan's full period today, the unused part of the current period credited (YooKassa only: a
     *   Stripe subscription changes its period at renewal).
     * - A change charged now is one per seeker at a time: a second request meanwhile (a double click, another tab,
     *   another plan) is refused with plan_change_in_progress and charges nothing.
     * @throws no_paid_plan, plan_not_found, same_plan, payment_declined (nothing changed), change_plan_other_period
     *   (a Stripe plan moved to another period now), plan_change_in_progress.
     * `overtaken` counts the times this request was decided again (internal; callers leave it out).
     */
    async changePlan(userId: string, planId: string, when: 'now' | 'next_renewal' = 'next_renewal', overtaken = 0): Promise<ChangePlanAnswer> {
      // Read before the plan: a plan change paid after this read makes the decision below stale (see `claim`).
      const paidBefore = await repo.countPaidUpgrades(db, userId);
      const current = await subscriptions.paidPlan(userId);
      if (!current) throw new AppError('no_paid_plan');
      const target = await subscriptions.plan(planId);
      if (!target?.isOpen) throw new AppError('plan_not_found');
      if (target.id === current.id) throw new AppError('same_plan');
      const row = await subscriptions.row(userId);
      const now = clock.now();
      const expiry = row.subscriptionExpiry ?? now;
      const left = periodLeft(now, expiry, current.periodMonths);
      const stripe = row.provider === 'stripe';
      const otherPeriod = target.periodMonths !== current.periodMonths;
      const upgrade = !otherPeriod && (stripe ? target.priceUsd > current.priceUsd : target.priceRub > current.priceRub);
      const changeNow = otherPeriod ? when === 'now' : upgrade;
      if (otherPeriod && changeNow && stripe) throw new AppError('change_plan_other_period');

      /**
       * Takes the seeker's one plan change being charged (a pending upgrade row, unique per seeker), so a double
       * click or a second tab never charges twice: @throws plan_change_in_progress while another is being charged.
       * When a change was paid between the reads above and the claim, the claim is dropped and the request decided
       * again on the new plan (same_plan when that is the plan asked for). @returns the claim, or the answer of the
       * request decided again.
       */
      const claim = async (values: { provider: 'yookassa' | 'stripe'; amount: number; currency: 'RUB' | 'USD'; description: string }) => {
        const payment = await repo.insertPayment(
          db,
          { userId, purpose: 'upgrade', planId: target.id, receiptEmail: await ctx.emailOf(userId), ...values },
          now,
        );
        if (!payment) {
          await endAbandonedChange(userId);
          throw new AppError('plan_change_in_progress');
        }
        if ((await repo.countPaidUpgrades(db, userId)) === paidBefore && (await subscriptions.paidPlan(userId))?.id === current.id) return { payment };
        await repo.deleteUnsentPayment(db, payment.id);
        if (overtaken >= 2) throw new AppError('plan_change_in_progress');
        return { answer: await service.changePlan(userId, planId, when, overtaken + 1) };
      };

      if (!changeNow) {
        if (stripe && row.stripeSubscriptionId) {
          const subscriptionId = row.stripeSubscriptionId;
          await atPort(() =>
            port.changeStripePlan({
              subscriptionId,
              planId: target.id,
              planName: target.name,
              amountCents: target.priceUsd,
              currency: 'usd',
              intervalMonths: target.periodMonths,
              chargeDifferenceNow: false,
              idempotenceKey: randomUUID(),
            }),
          );
        }
        const after = await subscriptions.schedulePlanChange(userId, { planId: target.id, when: 'next_renewal' });
        return {
          effect: 'next_renewal',
          plan_id: target.id,
          effective_at: expiry.toISOString(),
          charged_rub: null,
          charged_usd: null,
          subscription: await subscriptions.toCurrent(after ?? row),
        };
      }

      if (stripe && row.stripeSubscriptionId) {
        const subscriptionId = row.stripeSubscriptionId;
        const charged = upgradeCharge(current.priceUsd, target.priceUsd, left);
        const claimed = await claim({ provider: 'stripe', amount: charged, currency: 'USD', description: ctx.itemOf(target) });
        if (claimed.answer) return claimed.answer;
        const payment = claimed.payment;
        let sub: Awaited<ReturnType<typeof port.changeStripePlan>>;
        try {
          sub = await port.changeStripePlan({
            subscriptionId,
            planId: target.id,
            planName: target.name,
            amountCents: target.priceUsd,
            currency: 'usd',
            intervalMonths: target.periodMonths,
            chargeDifferenceNow: true,
            idempotenceKey: payment.id,
          });
        } catch (error) {
          await ctx.finish(payment.id, ['pending'], 'failed', { failureReason: 'not_started' });
          throw providerFailure(error);
        }
        const cardLast4 = sub.defaultPaymentMethodId ? await port.stripeCardLast4(sub.defaultPaymentMethodId).catch(() => null) : null;
        await repo.transition(db, payment.id, ['pending'], 'succeeded', { providerPaymentId: sub.latestInvoiceId, cardLast4 }, clock.now());
        const after = await subscriptions.schedulePlanChange(userId, { planId: target.id, when: 'now' });
        await ctx.mail(userId, 'paid', target.id, { amount: charged, currency: 'USD', expiry });
        await ctx.releaseHeldApplications(userId);
        return {
          effect: 'now',
          plan_id: target.id,
          effective_at: now.toISOString(),
          charged_rub: null,
          charged_usd: charged,
          subscription: await subscriptions.toCurrent(after ?? row),
        };
      }

      const charged = otherPeriod ? periodChangeCharge(current.priceRub, target.priceRub, left) : upgradeCharge(current.priceRub, target.priceRub, left);
      const newExpiry = otherPeriod ? addMonthsUtc(now, target.periodMonths) : undefined;
      if (charged < MIN_AMOUNT.RUB || !row.yookassaMethodId) {
        if (!row.yookassaMethodId && charged >= MIN_AMOUNT.RUB) throw new AppError('payment_failed', { detail: 'No saved card to charge the difference' });
        const after = await subscriptions.schedulePlanChange(userId, { planId: target.id, when: 'now', ...(newExpiry ? { expiry: newExpiry } : {}) });
        await ctx.releaseHeldApplications(userId);
        return {
          effect: 'now',
          plan_id: target.id,
          effective_at: now.toISOString(),
          charged_rub: 0,
          charged_usd: null,
          subscription: await subscriptions.toCurrent(after ?? row),
        };
      }
      const claimed = await claim({ provider: 'yookassa', amount: charged, currency: 'RUB', description: `${ctx.itemOf(target)}, доплата за переход` });
      if (claimed.answer) return claimed.answer;
      const payment = claimed.payment;
      const methodId = row.yookassaMethodId;
      let settled: PaymentRow;
      try {
        const snap = await port.chargeSavedMethod({
          userId,
          email: payment.receiptEmail,
          planId: target.id,
          paymentMethodId: methodId,
          amountKopecks: charged,
          description: payment.description,
          idempotenceKey: payment.id,
          metadata: { payment_id: payment.id },
        });
        const withId = (await repo.setPayment(db, payment.id, { providerPaymentId: snap.providerPaymentId }, clock.now())) ?? payment;
        settled = await yookassa.apply(withId, snap);
        // A notification of this very charge may have applied it first: its row then tells the outcome.
        if (settled.status === 'pending') settled = (await repo.findPayment(db, payment.id)) ?? settled;
      } catch (error) {
        await ctx.finish(payment.id, ['pending'], 'failed', { failureReason: 'not_started' });
        throw providerFailure(error);
      }
      if (settled.status === 'failed') throw new AppError('payment_declined', { detail: `Payment declined: ${settled.failureReason ?? 'declined'}` });
      if (settled.status !== 'succeeded')
        throw new AppError('payment_unavailable', { detail: 'The charge is still being processed; the plan changes once it succeeds' });
      return {
        effect: 'now',
        plan_id: target.id,
        effective_at: now.toISOString(),
        charged_rub: charged,
        charged_usd: null,
        subscription: await subscriptions.current(userId),
      };
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
        const subscriptionId = row.stripeSubscriptionId;
        await atPort(() => port.cancelStripeSubscription(subscriptionId, { atPeriodEnd: true }));
      }
      const after = await subscriptions.cancel(userId);
      if (after) await ctx.mail(userId, 'cancelled', plan.id, { expiry: row.subscriptionExpiry });
      return subscriptions.toCurrent(after ?? (await subscriptions.row(userId)));
    },

    /** POST /pay/payments/resume_subscribe: renewals again, before expiry. Idempotent. @throws no_paid_plan. */
    async resume(userId: string): Promise<CurrentSubscription> {
      const plan = await subscriptions.paidPlan(userId);
      if (!plan) throw new AppError('no_paid_plan');
      const row = await subscriptions.row(userId);
      if (!row.isCancelled) return subscriptions.toCurrent(row);
      if (row.provider === 'stripe' && row.stripeSubscriptionId) {
        const subscriptionId = row.stripeSubscriptionId;
        await atPort(() => port.resumeStripeSubscription(subscriptionId));
      }
      const after = await subscriptions.resume(userId);
      return subscriptions.toCurrent(after ?? (await subscriptions.row(userId)));
    },

    /**
     * The renewal sweep (job payments.renewals): charges due YooKassa renewals, then lapses paid plans that expired
     * without renewing (cancelled ones). Several sweeps may run at once (two workers): each renewal is charged by the
     * one that takes it, each lapse done by one. @returns how many subscriptions this sweep charged and lapsed.
     */
    async runRenewals(): Promise<{ charged: number; lapsed: number }> {
      let charged = 0;
      for (const row of await subscriptions.dueYooKassaRenewals(SWEEP_BATCH)) if (await yookassa.renewOne(row)) charged += 1;
      let lapsedCount = 0;
      for (const row of await subscriptions.expiredUnrenewed(SWEEP_BATCH)) {
        // The lapse is a transition on the locked row: of two sweeps, one lapses it and sends the e-mail.
        const lapsed = await subscriptions.lapse(row.userId);
        if (!lapsed) continue;
        lapsedCount += 1;
        await ctx.mail(row.userId, 'lapsed', row.planId, { expiry: row.subscriptionExpiry });
      }
      return { charged, lapsed: lapsedCount };
    },
  };
  return service;
}
