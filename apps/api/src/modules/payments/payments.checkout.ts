import type { AttachCardBody } from '@otklik/contracts';
import type { PaymentRow, PlanRow, PromoCodeRow } from '../../db/schema/subscription';
import { AppError } from '../../lib/app-error';
import { type PaymentsContext, providerFailure } from './payments.context';
import { CHECKOUT_TTL_MS, expireCheckoutJob } from './payments.jobs';
import * as repo from './payments.repository';
import type { StripeFlow } from './payments.stripe';
import type { YooKassaFlow } from './payments.yookassa';
import { stripeDiscount, stripeFirstInvoice } from './pricing';

/** How long a request waits for another API process to start the seeker's checkout at its provider (ms). */
const START_WAIT_MS = 15_000;
/** How often it re-reads that checkout meanwhile (ms). */
const START_POLL_MS = 100;
/** Inserts tried before answering checkout_in_progress (another process keeps winning the one open checkout). */
const START_ATTEMPTS = 3;

/** What a checkout would charge: the plan, the amount in the provider's currency (minor units) and the promo code. */
interface Offer {
  provider: 'yookassa' | 'stripe';
  plan: PlanRow;
  amount: number;
  currency: 'RUB' | 'USD';
  promo: PromoCodeRow | null;
  /** Stripe: the per-period price after the running sale, and the first invoice's coupon. */
  recurringCents: number;
  discount: ReturnType<typeof stripeDiscount>;
}

/** An open checkout as the routes answer it. */
export interface OpenCheckout {
  payment: PaymentRow;
  url: string;
}

/**
 * One open checkout per seeker. Starting a checkout answers the open one when it is for the same plan, provider and
 * price (a double click, a second tab), and otherwise retires the open one at its provider first (a Stripe session
 * is expired; a YooKassa payment, which cannot be withdrawn before the buyer acts, is marked ended, and a later
 * authorisation of it is released instead of captured). Starts are serialised per seeker in this process; across
 * processes a unique index keeps one open checkout, and a request that meets a checkout another process is still
 * starting waits for it and answers it (or replaces it) as if the two had come one after the other. A promo code's
 * use is held from the start (`promo_used_up` when none is left) and given back when the checkout ends unpaid. Every
 * checkout is ended after {@link CHECKOUT_TTL_MS} if still unpaid.
 */
export function createCheckout(ctx: PaymentsContext, flows: { yookassa: YooKassaFlow; stripe: StripeFlow }) {
  const { db, clock, port, queue, subscriptions, publicUrl, log } = ctx;
  const running = new Map<string, Promise<unknown>>();

  /** Runs `task` after every earlier task of the same seeker in this process. */
  function serialised<T>(userId: string, task: () => Promise<T>): Promise<T> {
    const before = running.get(userId) ?? Promise.resolve();
    const next = before.then(task, task);
    const tail = next.catch(() => undefined);
    running.set(userId, tail);
    void tail.then(() => {
      if (running.get(userId) === tail) running.delete(userId);
    });
    return next;
  }

  /** `heldPromoId`: the promo code whose use the seeker's open checkout holds (theirs to use again). */
  async function offerFor(userId: string, provider: 'yookassa' | 'stripe', body: AttachCardBody, heldPromoId: string | null): Promise<Offer> {
    const quote = await subscriptions.quote(userId, body.plan_id, body.promo_code, heldPromoId);
    if (provider === 'yookassa')
      return { provider, plan: quote.plan, amount: quote.price.rub, currency: 'RUB', promo: quote.promo, recurringCents: 0, discount: null };
    const recurring = body.promo_code ? await subscriptions.quote(userId, body.plan_id, null) : quote;
    const discount = stripeDiscount(quote.promo, recurring.price.usd);
    return {
      provider,
      plan: quote.plan,
      amount: stripeFirstInvoice(recurring.price.usd, discount),
      currency: 'USD',
      promo: quote.promo,
      recurringCents: recurring.price.usd,
      discount,
    };
  }

  const sameOffer = (open: PaymentRow, offer: Offer) =>
    open.provider === offer.provider &&
    open.planId === offer.plan.id &&
    open.amount === offer.amount &&
    open.currency === offer.currency &&
    (open.promoCodeId ?? null) === (offer.promo?.id ?? null);

  /** Re-reads a pending payment at its provider and applies what it says. */
  async function sync(payment: PaymentRow): Promise<PaymentRow> {
    if (payment.status !== 'pending') return payment;
    if (payment.provider === 'yookassa' && payment.providerPaymentId) return flows.yookassa.apply(payment, await port.getPayment(payment.providerPaymentId));
    if (payment.provider === 'stripe' && payment.providerSessionId)
      return flows.stripe.applyCheckout(payment, await port.getStripeCheckout(payment.providerSessionId), null);
    return payment;
  }

  /**
   * Ends an open checkout: re-read first (it may have been paid meanwhile, then it is applied), marked canceled
   * with `reason`, then expired at Stripe. @returns the row after (succeeded when it turned out paid).
   */
  async function retire(payment: PaymentRow, reason: string): Promise<PaymentRow> {
    const current = await sync(payment);
    if (current.status !== 'pending') return current;
    // Ours first, so the provider's own "expired" notice finds it ended already and keeps our reason.
    const ended = (await ctx.finish(current.id, ['pending'], 'canceled', { failureReason: reason })) ?? (await repo.findPayment(db, current.id)) ?? current;
    if (ended.provider === 'stripe' && ended.providerSessionId) {
      const session = await port.expireStripeCheckout(ended.providerSessionId);
      // Paid just before it could be expired: applied like any late payment (it starts the plan or is refunded).
      if (session.status !== 'expired') return flows.stripe.applyCheckout(ended, session, null);
    }
    return ended;
  }

  /**
   * A checkout another API process has inserted but not yet started at its provider: re-read every
   * {@link START_POLL_MS} until it has its address or has ended, for at most {@link START_WAIT_MS} (then it is
   * taken as abandoned by a process that stopped, and is retired like any open checkout).
   */
  async function startedElsewhere(payment: PaymentRow): Promise<PaymentRow | null> {
    const deadline = Date.now() + START_WAIT_MS;
    let row: PaymentRow | null = payment;
    while (row && row.status === 'pending' && !row.checkoutUrl && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, START_POLL_MS));
      row = await repo.findPayment(db, payment.id);
    }
    return row;
  }

  /** Opens a checkout at the provider. @returns null when another API process holds the seeker's open checkout. */
  async function start(userId: string, offer: Offer): Promise<OpenCheckout | null> {
    const email = await ctx.emailOf(userId);
    if (offer.promo) await subscriptions.reservePromo(offer.promo.id);
    const payment = await repo.insertPayment(
      db,
      {
        userId,
        provider: offer.provider,
        purpose: 'purchase',
        planId: offer.plan.id,
        amount: offer.amount,
        currency: offer.currency,
        promoCodeId: offer.promo?.id ?? null,
        receiptEmail: email,
        description: ctx.itemOf(offer.plan),
      },
      clock.now(),
    );
    if (!payment) {
      // Another API process opened a checkout for this seeker at this very moment: the caller looks again.
      if (offer.promo) await subscriptions.releasePromo(offer.promo.id);
      return null;
    }
    try {
      let url: string;
      if (offer.provider === 'yookassa') {
        const started = await port.startCardPayment({
          userId,
          email,
          planId: offer.plan.id,
          amountKopecks: payment.amount,
          description: payment.description,
          returnUrl: ctx.returnUrl(payment.id),
          savePaymentMethod: true,
          twoStage: true,
          idempotenceKey: payment.id,
          metadata: { payment_id: payment.id },
        });
        url = started.confirmationUrl;
        await repo.setPayment(db, payment.id, { providerPaymentId: started.providerPaymentId, checkoutUrl: url }, clock.now());
      } else {
        const row = await subscriptions.row(userId);
        const session = await port.startStripeCheckout({
          userId,
          email,
          planId: offer.plan.id,
          planName: offer.plan.name,
          amountCents: offer.recurringCents,
          currency: 'usd',
          intervalMonths: offer.plan.periodMonths,
          successUrl: ctx.returnUrl(payment.id),
          cancelUrl: `${publicUrl}/subscription?checkout=canceled`,
          ...(row.stripeCustomerId ? { customerId: row.stripeCustomerId } : {}),
          ...(offer.discount ? { discount: offer.discount } : {}),
          idempotenceKey: payment.id,
          metadata: { payment_id: payment.id },
        });
        url = session.url;
        await repo.setPayment(db, payment.id, { providerSessionId: session.sessionId, checkoutUrl: url }, clock.now());
      }
      await queue.send(expireCheckoutJob, { paymentId: payment.id }, { startAfter: new Date(Date.now() + CHECKOUT_TTL_MS) });
      return { payment, url };
    } catch (error) {
      await ctx.finish(payment.id, ['pending'], 'failed', { failureReason: 'not_started' });
      throw providerFailure(error);
    }
  }

  return {
    /**
     * Opens (or answers again) the seeker's checkout of a plan with a provider.
     * @throws subscription_active (a paid plan runs, or the open checkout turned out paid), plan_not_found, the
     *   promo errors (promo_used_up when no use is left), checkout_in_progress, payment_unavailable / payment_failed.
     */
    open(userId: string, provider: 'yookassa' | 'stripe', body: AttachCardBody): Promise<OpenCheckout> {
      return serialised(userId, async () => {
        for (let attempt = 1; ; attempt += 1) {
          if (await subscriptions.paidPlan(userId)) throw new AppError('subscription_active');
          let open = await repo.findOpenCheckout(db, userId);
          // Another API process may be starting this very checkout at its provider: wait for its address.
          if (open && !open.checkoutUrl) open = await startedElsewhere(open);
          const offer = await offerFor(userId, provider, body, open?.status === 'pending' ? open.promoCodeId : null);
          if (open && open.status === 'pending') {
            if (sameOffer(open, offer) && open.checkoutUrl) {
              const now = await sync(open).catch(() => open);
              if (now.status === 'pending') return { payment: now, url: open.checkoutUrl };
            }
            let after: PaymentRow;
            try {
              after = await retire(open, 'replaced');
            } catch (error) {
              log.warn({ err: error, paymentId: open.id }, 'could not retire the open checkout; not opening another');
              throw providerFailure(error);
            }
            if (after.status === 'succeeded' || (await subscriptions.paidPlan(userId))) throw new AppError('subscription_active');
          } else if (open?.status === 'succeeded') {
            throw new AppError('subscription_active');
          }
          const started = await start(userId, offer);
          if (started) return started;
          if (attempt >= START_ATTEMPTS) throw new AppError('checkout_in_progress');
        }
      });
    },

    /**
     * The seeker left a checkout without paying (POST /pay/payments/{id}/cancel): it ends canceled with reason
     * canceled_by_user, unless it was paid meanwhile. @throws payment_not_found for another user's payment.
     */
    async cancel(userId: string, paymentId: string): Promise<PaymentRow> {
      const payment = await repo.findOwned(db, userId, paymentId);
      if (!payment) throw new AppError('payment_not_found');
      if (payment.status !== 'pending' || payment.purpose !== 'purchase') return payment;
      return serialised(userId, async () => {
        try {
          return await retire(payment, 'canceled_by_user');
        } catch (error) {
          throw providerFailure(error);
        }
      });
    },

    /** The expire-checkout job: a checkout still unpaid after its time ends canceled (reason expired). */
    async expire(paymentId: string): Promise<void> {
      const payment = await repo.findPayment(db, paymentId);
      if (!payment || payment.status !== 'pending' || payment.userId === null) return;
      await serialised(payment.userId, () => retire(payment, 'expired'));
    },

    sync,
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
