import { REFERRAL_BONUS_DAYS } from '@otklik/contracts';
import type { PaymentRow } from '../../db/schema/subscription';
import type { RefundSnapshot } from '../../integrations/payments/index';
import type { SubscriptionService } from '../subscription';
import type { PaymentsContext } from './payments.context';
import * as repo from './payments.repository';

type ActivateInput = Parameters<SubscriptionService['activate']>[1];

const money = (amount: number, currency: 'RUB' | 'USD') =>
  currency === 'RUB' ? `${(amount / 100).toFixed(2).replace('.', ',')} ₽` : `$${(amount / 100).toFixed(2)}`;

/**
 * What happens once money has landed: a purchase starts the plan, or, when a plan is already paid, the payment is
 * refunded and the seeker told. A paid plan is never silently replaced, and no payment is lost.
 */
export function createSettlement(ctx: PaymentsContext) {
  const { db, clock, port, subscriptions, log } = ctx;

  /** What follows any successful payment, once: the referral bonus (told in the bell), the "paid" e-mail, the held applications. */
  async function afterSuccess(payment: PaymentRow): Promise<void> {
    const userId = payment.userId;
    if (userId === null) return; // the account was deleted: nothing of it is left to change
    const referrer = await subscriptions.creditReferral(userId);
    if (referrer) {
      log.info({ referee: userId, referrer }, 'referral bonus credited');
      const days = `${REFERRAL_BONUS_DAYS} ${REFERRAL_BONUS_DAYS % 10 === 1 && REFERRAL_BONUS_DAYS % 100 !== 11 ? 'день' : REFERRAL_BONUS_DAYS % 10 >= 2 && REFERRAL_BONUS_DAYS % 10 <= 4 && (REFERRAL_BONUS_DAYS % 100 < 10 || REFERRAL_BONUS_DAYS % 100 >= 20) ? 'дня' : 'дней'}`;
      await ctx.bell(userId, { title: `Бонус: +${days}`, description: `Вы пришли по приглашению и оплатили тариф — мы добавили ${days} к вашей подписке.` });
      await ctx.bell(referrer, { title: `Бонус: +${days}`, description: `Приглашённый вами человек оплатил тариф — мы добавили ${days} к вашей подписке.` });
    }
    const row = await subscriptions.row(userId);
    await ctx.mail(userId, 'paid', payment.planId, { amount: payment.amount, currency: payment.currency, expiry: row.subscriptionExpiry });
    await ctx.releaseHeldApplications(userId);
  }

  /**
   * A purchase was paid (it won the transition to succeeded): the plan starts when no paid plan is running;
   * otherwise this payment is a duplicate and is refunded.
   */
  async function settlePurchase(payment: PaymentRow, activation: ActivateInput): Promise<'activated' | 'refunded'> {
    if (payment.userId === null) return 'activated';
    const started = await subscriptions.activate(payment.userId, activation);
    if (started) {
      await afterSuccess(payment);
      return 'activated';
    }
    log.warn({ paymentId: payment.id, userId: payment.userId }, 'a second payment landed while a plan was already paid: refunding it');
    await refundDuplicate(payment.id);
    return 'refunded';
  }

  /**
   * Returns the money of a payment that completed while a plan was already paid, through the provider's refund API
   * (Stripe: its subscription is ended first, so it never renews). Marks it refunded, adds a refund row to the
   * history, gives back its promo use, and tells the seeker (bell and e-mail). Idempotent; a provider failure is
   * retried by the refund-duplicate job (`inJob`: rethrown, so the job's own retries apply).
   */
  async function refundDuplicate(paymentId: string, inJob = false): Promise<void> {
    const payment = await repo.findPayment(db, paymentId);
    if (!payment || payment.status !== 'succeeded') return;
    let refund: RefundSnapshot;
    try {
      if (payment.provider === 'stripe') {
        const session = payment.providerSessionId ? await port.getStripeCheckout(payment.providerSessionId) : null;
        if (session?.subscriptionId) {
          const sub = await port.getStripeSubscription(session.subscriptionId);
          if (sub.status !== 'canceled') await port.cancelStripeSubscription(sub.subscriptionId, { atPeriodEnd: false });
        }
        if (!payment.providerPaymentId) throw new Error(`payment ${payment.id} has no Stripe invoice to refund`);
        refund = await port.refundStripeInvoice({ invoiceId: payment.providerPaymentId, idempotenceKey: `${payment.id}:refund` });
      } else {
        if (!payment.providerPaymentId) throw new Error(`payment ${payment.id} has no YooKassa payment to refund`);
        refund = await port.refundYooKassa({
          providerPaymentId: payment.providerPaymentId,
          amountKopecks: payment.amount,
          description: `Возврат: ${payment.description}`,
          idempotenceKey: `${payment.id}:refund`,
        });
      }
    } catch (error) {
      if (inJob) throw error; // pg-boss retries the job with backoff
      log.error({ err: error, paymentId }, 'refund of a duplicate payment failed; retrying later');
      await ctx.retryRefundLater(paymentId);
      return;
    }
    const now = clock.now();
    const refunded = await repo.transition(db, payment.id, ['succeeded'], 'refunded', { failureReason: 'duplicate_payment' }, now);
    if (!refunded) return;
    await repo.insertPayment(
      db,
      {
        userId: payment.userId,
        provider: payment.provider,
        purpose: 'refund',
        planId: payment.planId,
        amount: refund.amount,
        currency: payment.currency,
        status: refund.status === 'canceled' ? 'failed' : 'succeeded',
        providerPaymentId: refund.refundId,
        refundOf: payment.id,
        cardLast4: payment.cardLast4,
        receiptEmail: payment.receiptEmail,
        description: `Возврат: ${payment.description}`,
        appliedAt: now,
      },
      now,
    );
    if (payment.userId === null) return;
    if (payment.promoCodeId) await subscriptions.returnPromoUse(payment.promoCodeId, payment.userId, payment.id);
    await ctx.bell(payment.userId, {
      title: 'Второй платёж возвращён',
      description: `Оплата ${money(refund.amount, payment.currency)} пришла, когда тариф уже был оплачен. Мы вернули деньги на карту; ваш тариф продолжает действовать.`,
    });
    await ctx.mail(payment.userId, 'refunded', payment.planId, { amount: refund.amount, currency: payment.currency });
  }

  return { afterSuccess, settlePurchase, refundDuplicate };
}

export type Settlement = ReturnType<typeof createSettlement>;
