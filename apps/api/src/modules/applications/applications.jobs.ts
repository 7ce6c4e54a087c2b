import { z } from 'zod';
import { defineJob, type JobQueue } from '../../plugins/queue';

/**
 * Sends one application through hh: POST /negotiations.
 * Its queue has pg-boss's `exclusive` policy and every job carries `singletonKey` = the application id, so at most one
 * send job per application is queued, retrying or running at any time. Retries: 6, from 2 s, doubling (hh's 429 and
 * 5xx); the handler reconciles through GET /negotiations before a retry could send twice. 2 minutes per attempt.
 */
export const sendApplicationJob = defineJob({
  name: 'applications.send',
  policy: 'exclusive',
  payload: z.object({ application_id: z.uuid() }),
  retryLimit: 6,
  retryDelaySeconds: 2,
  retryBackoff: true,
  expireInSeconds: 120,
});

/**
 * Confirms a sent application at hh: GET /negotiations?vacancy_id= shows the negotiation,
 * and moves its status when the employer already invited or rejected. Retries: 5, from 30 s, doubling.
 */
export const confirmApplicationJob = defineJob({
  name: 'applications.confirm',
  payload: z.object({ application_id: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 120,
});

/**
 * Reads GET /negotiations of every seeker with applications hh took, confirming them and turning employer
 * invitations and rejections into the statuses invited / rejected.
 * Every 5 minutes (UTC cron); no retries, the next run reads again.
 */
export const syncApplicationsJob = defineJob({
  name: 'applications.sync',
  payload: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  expireInSeconds: 600,
  deleteAfterSeconds: 3600,
});

/**
 * The sweeper: sends the send job of every application that is due (queued, or left mid-send by a dead worker)
 * and has none — an enqueue that failed after its commit, the next UTC day after a quota stop. Duplicates are
 * impossible: the send queue refuses a second job with the same key. Every minute (UTC cron).
 */
export const sweepApplicationsJob = defineJob({
  name: 'applications.sweep',
  payload: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  expireInSeconds: 300,
  deleteAfterSeconds: 3600,
});

/** Cron of {@link syncApplicationsJob} (UTC). */
export const SYNC_CRON = '*/5 * * * *';
/** Cron of {@link sweepApplicationsJob} (UTC). */
export const SWEEP_CRON = '* * * * *';
/** How often an idle send worker polls, in seconds (pg-boss's minimum). */
export const SEND_POLLING_SECONDS = 0.5;
/** Send jobs one worker takes at once and runs side by side (different seekers' hh calls overlap). */
export const SEND_BATCH_SIZE = 8;

/** Declares the module's queues (the send queue is `exclusive`: one live job per application). */
export async function declareApplicationJobs(queue: JobQueue): Promise<void> {
  for (const job of [sendApplicationJob, confirmApplicationJob, syncApplicationsJob, sweepApplicationsJob]) await queue.declare(job);
}

/**
 * Enqueues the send job of an application, keyed by its id. Call it after the transaction that queued the
 * application commits.
 * @returns false when a send job for it is already queued, retrying or running (nothing new was created).
 */
export async function enqueueSend(queue: JobQueue, applicationId: string): Promise<boolean> {
  await queue.declare(sendApplicationJob);
  return (await queue.send(sendApplicationJob, { application_id: applicationId }, { singletonKey: applicationId })) !== null;
}

/** Enqueues the confirmation of a sent application. */
export async function enqueueConfirm(queue: JobQueue, applicationId: string): Promise<void> {
  await queue.send(confirmApplicationJob, { application_id: applicationId });
}
