import { z } from 'zod';
import { defineJob } from '../../plugins/queue';

/**
 * The e-mail sent on each subscription state change: paid, failed, lapsed, cancelled, and refunded (a second payment
 * returned because a plan was already paid). Payload: the user, the
 * change, the plan, and for paid/failed the amount (minor units) and currency, the new expiry (ISO UTC), the
 * provider's failure reason. Up to 5 retries, 30 s apart, doubling (SMTP hiccups).
 */
export const subscriptionMailJob = defineJob({
  name: 'payments.send-state-mail',
  payload: z.object({
    userId: z.string().uuid(),
    kind: z.enum(['paid', 'failed', 'lapsed', 'cancelled', 'refunded']),
    planName: z.string(),
    amount: z.number().int().nonnegative().nullable().default(null),
    currency: z.enum(['RUB', 'USD']).nullable().default(null),
    expiry: z.string().nullable().default(null),
    reason: z.string().nullable().default(null),
    retryAt: z.string().nullable().default(null),
  }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 120,
});

/**
 * Charges saved Russian cards whose renewal is due and lapses plans that expired without renewal. Runs on a cron
 * every 10 minutes; `exclusive` so two sweeps never overlap. One attempt, no retry: the next sweep is the retry.
 */
export const renewalsJob = defineJob({
  name: 'payments.renewals',
  payload: z.object({}).loose(),
  retryLimit: 0,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 600,
  policy: 'exclusive',
});

/** Renewal sweep schedule (UTC cron): every 10 minutes. */
export const RENEWALS_CRON = '*/10 * * * *';

/**
 * Ends a checkout left open: re-reads it at the provider and, still unpaid, expires it there and marks it canceled
 * (its promo use is given back). Sent when the checkout opens, to start {@link CHECKOUT_TTL_MS} later. Idempotent:
 * a settled payment is left as it is. 5 retries, a minute apart (the provider may be down).
 */
export const expireCheckoutJob = defineJob({
  name: 'payments.expire-checkout',
  payload: z.object({ paymentId: z.string().uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 120,
});

/** How long a checkout stays open before we end it: 1 hour (YooKassa's own confirmation window). */
export const CHECKOUT_TTL_MS = 3_600_000;

/**
 * Refunds a second payment that completed while a plan was already paid, when the refund failed at first. Idempotent
 * (a refunded payment is left as it is; the provider's idempotence key is per payment). 8 retries, doubling from 1 min.
 */
export const refundDuplicateJob = defineJob({
  name: 'payments.refund-duplicate',
  payload: z.object({ paymentId: z.string().uuid() }),
  retryLimit: 8,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 120,
});
