import type { Job, JobResult } from 'pg-boss';
import { z } from 'zod';
import { defineJob, type JobQueue } from '../../plugins/queue';
import type { ApplicationsService } from './applications.service';

/**
 * Sends one application through hh: POST /negotiations (issue 4 "The sending pipeline"; architecture.md rule 5).
 * Its queue has pg-boss's `exclusive` policy and every job carries `singletonKey` = the application id, so at most one
 * send job per application is queued, retrying or running at any time. Retries: 6, from 2 s, doubling (hh's 429 and
 * 5xx); the handler reconciles through GET /negotiations before a retry could send twice. 2 minutes per attempt.
 */
export const sendApplicationJob = defineJob({
  name: 'applications.send',
  payload: z.object({ application_id: z.uuid() }),
  retryLimit: 6,
  retryDelaySeconds: 2,
  retryBackoff: true,
  expireInSeconds: 120,
});

/**
 * Confirms a sent application at hh: GET /negotiations?vacancy_id= shows the negotiation (issue 4 "Confirmation"),
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
 * invitations and rejections into the statuses invited / rejected (hh-api README §5.2, §5.4: there is no push).
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

/**
 * Creates the send queue with the `exclusive` policy (one live job per singletonKey) before the generic declaration
 * applies the retry policy; an existing queue keeps its policy.
 */
export async function declareApplicationJobs(queue: JobQueue): Promise<void> {
  await queue.boss.createQueue(sendApplicationJob.name, {
    policy: 'exclusive',
    retryLimit: sendApplicationJob.retryLimit,
    retryDelay: sendApplicationJob.retryDelaySeconds,
    retryBackoff: sendApplicationJob.retryBackoff,
    expireInSeconds: sendApplicationJob.expireInSeconds,
  });
  for (const job of [sendApplicationJob, confirmApplicationJob, syncApplicationsJob, sweepApplicationsJob]) await queue.declare(job);
}

/**
 * Enqueues the send job of an application, keyed by its id. Call it after the transaction that queued the
 * application commits.
 * @returns false when a send job for it is already queued, retrying or running (nothing new was created).
 */
export async function enqueueSend(queue: JobQueue, applicationId: string): Promise<boolean> {
  const data = sendApplicationJob.payload.parse({ application_id: applicationId });
  await queue.declare(sendApplicationJob);
  const id = await queue.boss.send(sendApplicationJob.name, data, { singletonKey: applicationId });
  return id !== null;
}

/** Enqueues the confirmation of a sent application. */
export async function enqueueConfirm(queue: JobQueue, applicationId: string): Promise<void> {
  await queue.send(confirmApplicationJob, { application_id: applicationId });
}

/**
 * Starts the applications workers in this process and schedules the sync and the sweeper (pg-boss keeps one
 * schedule per queue, so every start just updates them). Send jobs are taken 8 at a time and settled one by one:
 * a job whose attempt failed is retried alone.
 * @param options.pollingIntervalSeconds how often an idle send worker looks for jobs (default 0.5 s, pg-boss's
 *   shortest: a confirmed application should not wait for a poll).
 */
export async function workApplicationJobs(
  queue: JobQueue,
  service: Pick<ApplicationsService, 'sendApplication' | 'confirmApplication' | 'syncStatuses' | 'sweep'>,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await declareApplicationJobs(queue);
  await queue.boss.work<unknown>(
    sendApplicationJob.name,
    {
      batchSize: SEND_BATCH_SIZE,
      perJobResults: true,
      burstWhenBatchFull: true,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? SEND_POLLING_SECONDS,
    },
    async (jobs: Job<unknown>[]): Promise<JobResult[]> =>
      Promise.all(
        jobs.map(async (job): Promise<JobResult> => {
          try {
            const { application_id } = sendApplicationJob.payload.parse(job.data);
            const outcome = await service.sendApplication(application_id, { finalAttempt: job.retryCount >= sendApplicationJob.retryLimit });
            return { id: job.id, status: 'completed', output: { outcome } };
          } catch (error) {
            return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
          }
        }),
      ),
  );
  await queue.work(confirmApplicationJob, (payload) => service.confirmApplication(payload.application_id));
  await queue.work(syncApplicationsJob, async () => {
    await service.syncStatuses();
  });
  await queue.work(sweepApplicationsJob, async () => {
    await service.sweep();
  });
  await queue.boss.schedule(syncApplicationsJob.name, SYNC_CRON, {}, { tz: 'UTC' });
  await queue.boss.schedule(sweepApplicationsJob.name, SWEEP_CRON, {}, { tz: 'UTC' });
}
