import type { User } from '@otklik/contracts';
import type { Db } from '../../db/client';
import type { PaymentRow, PlanRow } from '../../db/schema/subscription';
import { PaymentProviderError, type PaymentsPort } from '../../integrations/payments/index';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../plugins/queue';
import type { SubscriptionService } from '../subscription';
import { refundDuplicateJob, subscriptionMailJob } from './payments.jobs';
import type { StateMail } from './payments.mail';
import * as repo from './payments.repository';

/** What the payments module depends on. A service takes only these, so a test can pass fakes. */
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
  /** The seeker's bell (modules/notifications): a refund or a credited bonus is also told there. Optional for tests. */
  notifications?: { notify(userId: string, texts: { title: string; description: string }): Promise<unknown> };
  /** Public base URL (no trailing slash): the providers send the buyer back to `${publicUrl}/subscription/return`. */
  publicUrl: string;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

/** The AppError a provider failure means for our caller ("payment failed" shows on payment_declined). */
export function providerFailure(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  if (error.kind === 'declined') return new AppError('payment_declined', { cause: error });
  if (error.kind === 'unavailable') return new AppError('payment_unavailable', { cause: error });
  if (error.kind === 'not_found') return new AppError('payment_not_found', { cause: error });
  if (error.kind === 'invalid_signature' || error.kind === 'invalid_notification') return new AppError('webhook_invalid', { cause: error });
  return new AppError('payment_failed', { cause: error });
}

/** Runs a port call and translates its failure into our error (the one place provider errors become ours). */
export async function atPort<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw providerFailure(error);
  }
}

/**
 * The shared helpers of the payments flows (YooKassa, Stripe events, checkout, settlement): built once per service
 * from its dependencies.
 */
export function createPaymentsContext(deps: PaymentsServiceDeps) {
  const { db, clock, queue, subscriptions, users, applications, notifications, publicUrl, log } = deps;

  const ctx = {
    ...deps,
    /** Where a provider sends the buyer back after paying. */
    returnUrl: (paymentId: string) => `${publicUrl}/subscription/return?payment_id=${paymentId}`,
    /** The receipt item / payment description of a plan. */
    itemOf: (plan: PlanRow) => `Otklik: тариф «${plan.name}» на ${plan.periodMonths} мес.`,

    async emailOf(userId: string): Promise<string> {
      const user = await users.findUser(userId);
      if (!user) throw new AppError('unauthenticated');
      return user.email;
    },

    async requirePlan(planId: string): Promise<PlanRow> {
      const plan = await subscriptions.plan(planId);
      if (!plan) throw new Error(`plan ${planId} is not in the database`);
      return plan;
    },

    /** Queues the state e-mail (paid, failed, lapsed, cancelled, refunded). Amounts in minor units. */
    async mail(
      userId: string,
      kind: StateMail['kind'],
      planId: string | null,
      extra: { amount?: number; currency?: 'RUB' | 'USD'; expiry?: Date | null; reason?: string | null; retryAt?: Date | null } = {},
    ) {
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
    },

    /** A notification in the seeker's bell; a failure is logged (the e-mail says the same). */
    async bell(userId: string, texts: { title: string; description: string }): Promise<void> {
      if (!notifications) return;
      try {
        await notifications.notify(userId, texts);
      } catch (error) {
        log.error({ err: error, userId }, 'could not add a payments notification');
      }
    },

    /** The quota grew: the seeker's applications waiting for tomorrow go now. A failure is logged (the day rolls over anyway). */
    async releaseHeldApplications(userId: string): Promise<void> {
      if (!applications) return;
      try {
        await applications.releaseQuotaWait(userId);
      } catch (error) {
        log.error({ err: error, userId }, 'could not release the applications held back by the old quota');
      }
    },

    /**
     * Moves a payment between states (only one caller wins) and keeps the promo code's books: a purchase leaving
     * pending spends its held use when paid and gives it back otherwise. @returns the row after, or null.
     */
    async finish(paymentId: string, from: PaymentRow['status'][], to: PaymentRow['status'], values: Partial<PaymentRow> = {}): Promise<PaymentRow | null> {
      const won = await repo.transition(db, paymentId, from, to, values, clock.now());
      if (won?.promoCodeId && won.purpose === 'purchase' && from.includes('pending')) {
        if (to === 'succeeded' && won.userId) await subscriptions.consumePromo(won.promoCodeId, won.userId, won.id);
        else if (to !== 'succeeded') await subscriptions.releasePromo(won.promoCodeId);
      }
      return won;
    },

    /**
     * A purchase we had ended (canceled, failed) turned out paid after all: it becomes succeeded, and its promo code's
     * use, given back when it ended, is spent again (the discount was given), past the code's limit if it has to be:
     * money taken is never refused. @returns the row after, or null when another caller moved it first.
     */
    async finishLate(paymentId: string, from: PaymentRow['status'][], values: Partial<PaymentRow> = {}): Promise<PaymentRow | null> {
      const won = await repo.transition(db, paymentId, from, 'succeeded', values, clock.now());
      if (won?.promoCodeId && won.userId && won.purpose === 'purchase') await subscriptions.spendPromoLate(won.promoCodeId, won.userId, won.id);
      return won;
    },

    /** Queues a retry of a duplicate payment's refund that failed now (the job retries with backoff). */
    async retryRefundLater(paymentId: string): Promise<void> {
      await queue.send(refundDuplicateJob, { paymentId });
    },
  };
  return ctx;
}

export type PaymentsContext = ReturnType<typeof createPaymentsContext>;
