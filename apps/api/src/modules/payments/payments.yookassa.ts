import type { PaymentRow, SubscriptionRow } from '../../db/schema/subscription';
import { type PaymentSnapshot, PaymentProviderError } from '../../integrations/payments/index';
import { paymentEvents } from '../../lib/metrics';
import type { PaymentsContext } from './payments.context';
import * as repo from './payments.repository';
import type { Settlement } from './payments.settle';
import { addMonthsUtc } from './pricing';

const DAY_MS = 86_400_000;
/** Renewal retries after the first failed charge, one a day (3 retries over 3 days), then the plan lapses. */
export const RENEWAL_RETRIES = 3;
const RETRY_AFTER_MS = DAY_MS;
/** When the provider itself is down, try the renewal again after this long without counting a failure. */
const PROVIDER_DOWN_RETRY_MS = 3_600_000;
/**
 * YooKassa cancellation reasons that mean nobody refused the card: the buyer left, the time ran out, or we released
 * the hold. Such a purchase ends «Отменён» (canceled), not «Не прошёл» (failed).
 */
const ABANDONED = new Set(['expired_on_confirmation', 'expired_on_capture', 'canceled_by_merchant']);

/**
 * The YooKassa flow: two-stage purchases (authorised, then captured by us when they are the seeker's open checkout,
 * released otherwise), renewals charged from the saved card, and the notifications (only a pointer: the payment is
 * re-read from YooKassa).
 */
export function createYooKassaFlow(ctx: PaymentsContext, settlement: Settlement) {
  const { db, clock, port, subscriptions, log } = ctx;

  /** A renewal charge failed: retry tomorrow, or after {@link RENEWAL_RETRIES} retries the plan lapses. */
  async function onRenewalFailed(payment: PaymentRow): Promise<void> {
    const userId = payment.userId;
    if (userId === null) return;
    const row = await subscriptions.row(userId);
    const failures = row.renewalFailures + 1;
    if (failures > RENEWAL_RETRIES) {
      await subscriptions.lapse(userId, { failures });
      await ctx.mail(userId, 'lapsed', row.planId, { reason: payment.failureReason });
      return;
    }
    const retryAt = new Date(clock.now().getTime() + RETRY_AFTER_MS);
    await subscriptions.markPastDue(userId, { failures, retryAt });
    await ctx.mail(userId, 'failed', payment.planId, { amount: payment.amount, currency: payment.currency, reason: payment.failureReason, retryAt });
  }

  /** A YooKassa payment succeeded and this call won its transition: the subscription follows. */
  async function onSucceeded(payment: PaymentRow, snap: PaymentSnapshot): Promise<void> {
    const userId = payment.userId;
    if (userId === null) return;
    const plan = await ctx.requirePlan(payment.planId);
    const now = clock.now();
    if (payment.purpose === 'purchase') {
      await settlement.settlePurchase(payment, {
        planId: plan.id,
        provider: 'yookassa',
        expiry: addMonthsUtc(now, plan.periodMonths),
        yookassaMethodId: snap.savedPaymentMethodId,
      });
      return;
    }
    if (payment.purpose === 'renewal') {
      const row = await subscriptions.row(userId);
      const from = row.subscriptionExpiry && row.subscriptionExpiry > now ? row.subscriptionExpiry : now;
      await subscriptions.renew(userId, { planId: plan.id, expiry: addMonthsUtc(from, plan.periodMonths), yookassaMethodId: snap.savedPaymentMethodId });
    } else {
      const row = await subscriptions.row(userId);
      const current = row.planId ? await subscriptions.plan(row.planId) : null;
      // A move to a plan of another length starts a fresh period of the new plan now; same length keeps the expiry.
      const expiry = current && current.periodMonths !== plan.periodMonths ? addMonthsUtc(now, plan.periodMonths) : undefined;
      await subscriptions.schedulePlanChange(userId, { planId: plan.id, when: 'now', ...(expiry ? { expiry } : {}) });
    }
    await settlement.afterSuccess(payment);
  }

  /**
   * Applies a YooKassa payment's state as re-read from YooKassa. Idempotent: a settled payment never changes.
   * - waiting_for_capture: captured when it is the seeker's open checkout and no plan is paid yet; otherwise
   *   cancelled, so the hold is released and nothing is charged;
   * - succeeded: the plan starts (or a duplicate is refunded);
   * - canceled: the purchase ends canceled (left, expired, released) or failed (the card was refused).
   */
  async function apply(payment: PaymentRow, snapIn: PaymentSnapshot): Promise<PaymentRow> {
    let snap = snapIn;
    if (snap.status === 'waiting_for_capture') {
      const mayCapture = payment.status === 'pending' && payment.userId !== null && !(await subscriptions.paidPlan(payment.userId));
      try {
        snap = mayCapture
          ? await port.captureYooKassa(snap.providerPaymentId, `${payment.id}:capture`)
          : await port.cancelYooKassa(snap.providerPaymentId, `${payment.id}:cancel`);
      } catch (error) {
        log.warn(
          { err: error, paymentId: payment.id, capture: mayCapture },
          'YooKassa capture/cancel failed; the next notification or status read tries again',
        );
        return payment;
      }
      if (!mayCapture) log.info({ paymentId: payment.id }, 'released a YooKassa hold that is not the open checkout');
    }
    if (snap.status === 'succeeded') {
      const won = await ctx.finish(payment.id, ['pending'], 'succeeded', { cardLast4: snap.card?.last4 ?? null });
      if (won) {
        await onSucceeded(won, snap);
        return (await repo.findPayment(db, won.id)) ?? won;
      }
      if (payment.purpose === 'purchase' && (payment.status === 'canceled' || payment.status === 'failed')) {
        // Money was taken for a checkout we had already ended: it is never lost, it starts the plan or is refunded.
        const late = await ctx.finishLate(payment.id, ['canceled', 'failed'], { cardLast4: snap.card?.last4 ?? null, failureReason: null });
        if (late) {
          await onSucceeded(late, snap);
          return (await repo.findPayment(db, late.id)) ?? late;
        }
      }
      return payment;
    }
    if (snap.status === 'canceled') {
      const reason = snap.cancellation?.reason ?? 'canceled';
      const to = payment.purpose === 'purchase' && ABANDONED.has(reason) ? 'canceled' : 'failed';
      const won = await ctx.finish(payment.id, ['pending'], to, { failureReason: reason, cardLast4: snap.card?.last4 ?? null });
      if (won?.purpose === 'renewal') await onRenewalFailed(won);
      return won ?? payment;
    }
    return payment;
  }

  /**
   * POST /pay/webhooks/yookassa. The body only names a payment: it is re-read from YooKassa and that state is
   * applied. Stored by `<payment id>:<status>`, so a replay, or an older event arriving late, changes nothing. A
   * payment YooKassa does not know, or that is not ours, is recorded and ignored (200: YooKassa stops retrying).
   * @throws PaymentProviderError invalid_notification (400) for a body that is not a notification.
   */
  async function webhook(body: unknown): Promise<{ handled: boolean }> {
    const ref = port.parseYooKassaNotification(body);
    let snap: PaymentSnapshot;
    try {
      snap = await port.getPayment(ref.paymentId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError) || error.kind !== 'not_found') throw error;
      await repo.recordEvent(db, { provider: 'yookassa', eventId: `${ref.paymentId}:unknown`, type: ref.event, providerCreatedAt: null }, clock.now());
      log.warn({ paymentId: ref.paymentId, event: ref.event }, 'YooKassa notification about a payment YooKassa does not know: ignored');
      return { handled: false };
    }
    const eventId = `${snap.providerPaymentId}:${snap.status}`;
    if (await repo.hasEvent(db, 'yookassa', eventId)) return { handled: false };
    const payment = await repo.findByProviderId(db, 'yookassa', snap.providerPaymentId);
    if (payment && snap.metadata.payment_id !== undefined && snap.metadata.payment_id !== payment.id) {
      log.warn({ paymentId: payment.id, providerPaymentId: snap.providerPaymentId }, 'YooKassa payment metadata does not name our payment: ignored');
    } else if (payment && payment.amount === snap.amountKopecks && snap.currency === 'RUB') {
      await apply(payment, snap);
    } else if (payment) {
      log.warn(
        { paymentId: payment.id, ours: payment.amount, theirs: snap.amountKopecks, currency: snap.currency },
        'YooKassa payment amount differs from ours: ignored',
      );
    }
    // waiting_for_capture is recorded only once it was acted on: the capture above moved it on.
    await repo.recordEvent(db, { provider: 'yookassa', eventId, type: `payment.${snap.status}`, providerCreatedAt: null }, clock.now());
    paymentEvents.inc({ provider: 'yookassa', event: `payment.${snap.status}` });
    return { handled: Boolean(payment) };
  }

  /**
   * Charges one due YooKassa renewal (the pending downgrade's plan when one waits), once whatever the number of sweeps
   * running. @returns false when another sweep had taken it.
   */
  async function renewOne(due: SubscriptionRow): Promise<boolean> {
    // Takes the attempt first, on the row as it is now: a second sweep that read it as due too finds it taken.
    const row = await subscriptions.claimRenewal(due.userId);
    if (!row) return false;
    const planId = row.pendingPlanId ?? row.planId;
    if (!planId || !row.yookassaMethodId) return false;
    const plan = await ctx.requirePlan(planId);
    const payment = await repo.insertPayment(
      db,
      {
        userId: row.userId,
        provider: 'yookassa',
        purpose: 'renewal',
        planId,
        amount: plan.priceRub,
        currency: 'RUB',
        receiptEmail: await ctx.emailOf(row.userId),
        description: ctx.itemOf(plan),
      },
      clock.now(),
    );
    if (!payment) return false;
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
      await apply(withId, snap);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.retryable) {
        await ctx.finish(payment.id, ['pending'], 'failed', { failureReason: 'provider_unavailable' });
        await subscriptions.scheduleRenewalAttempt(row.userId, new Date(clock.now().getTime() + PROVIDER_DOWN_RETRY_MS));
        log.warn({ err: error, userId: row.userId }, 'renewal: provider unavailable, retrying in an hour');
        return true;
      }
      const failed = await ctx.finish(payment.id, ['pending'], 'failed', {
        failureReason: error instanceof PaymentProviderError ? (error.providerCode ?? error.kind) : 'error',
      });
      if (failed) await onRenewalFailed(failed);
      log.error({ err: error, userId: row.userId }, 'renewal charge refused');
    }
    return true;
  }

  return { apply, webhook, renewOne };
}

export type YooKassaFlow = ReturnType<typeof createYooKassaFlow>;
