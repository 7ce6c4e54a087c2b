import { z } from 'zod';
import { defineJob } from '../../plugins/queue';

/**
 * Polls hh for employer invitations of every connected seeker (: there is no applicant push, so
 * we poll). Scheduled with pg-boss's cron every minute ({@link INVITATION_POLL_CRON}); one job per minute across all
 * API processes. No retries: the next minute polls again, and the (seeker, negotiation) key makes a rerun harmless.
 */
export const pollInvitationsJob = defineJob({
  name: 'notifications.poll-invitations',
  /** `spread_ms`: spread the seekers over this many ms (the cron tick passes {@link INVITATION_POLL_SPREAD_MS}); absent = all at once. */
  payload: z.object({ spread_ms: z.number().int().min(0).max(55_000).optional() }),
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  expireInSeconds: 300,
  deleteAfterSeconds: 3600,
});

/**
 * The cron tick spreads the seekers over the first 45 s of the minute (stable per-seeker offsets), so hh sees an even
 * load instead of a burst at :00 and the poll ends before the next tick.
 */
export const INVITATION_POLL_SPREAD_MS = 45_000;

/** Cron of {@link pollInvitationsJob}: every minute, UTC (pg-boss 12 `schedule()`; works on PGlite and PostgreSQL). */
export const INVITATION_POLL_CRON = '* * * * *';

/**
 * E-mails the seeker about an employer invitation (every invitation also reaches them by e-mail), in Russian.
 * Payload: the seeker's id (the address is read at send time) and the vacancy. Up to 5 retries, 30 s apart, doubling
 * (SMTP hiccups).
 */
export const invitationMailJob = defineJob({
  name: 'notifications.send-invitation-mail',
  payload: z.object({
    userId: z.uuid(),
    vacancyName: z.string(),
    employerName: z.string().nullable(),
    vacancyLink: z.string().nullable(),
  }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 120,
});
