import { z } from 'zod';
import { defineJob } from '../../plugins/queue';

/**
 * The e-mail sent on each subscription state change (issue: paid, failed, lapsed, cancelled). Payload: the user, the
 * change, the plan, and for paid/failed the amount (minor units) and currency, the new expiry (ISO UTC), the
 * provider's failure reason. Up to 5 retries, 30 s apart, doubling (SMTP hiccups).
 */
export const subscriptionMailJob = defineJob({
  name: 'payments.send-state-mail',
  payload: z.object({
    userId: z.string().uuid(),
    kind: z.enum(['paid', 'failed', 'lapsed', 'cancelled']),
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
