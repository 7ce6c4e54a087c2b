import { applicationSends } from '../../lib/metrics';
import type { JobQueue } from '../../plugins/queue';
import {
  confirmApplicationJob,
  declareApplicationJobs,
  SEND_BATCH_SIZE,
  SEND_POLLING_SECONDS,
  sendApplicationJob,
  SWEEP_CRON,
  sweepApplicationsJob,
  SYNC_CRON,
  syncApplicationsJob,
} from './applications.jobs';
import type { ApplicationsService } from './applications.service';

/**
 * Starts the applications workers in this process and schedules the sync and the sweeper (one schedule per queue,
 * so every start just updates them). Send jobs are taken 8 at a time, run side by side and settle one by one: a job
 * whose attempt failed is retried alone. Each send attempt counts in `otklik_application_sends_total` by outcome.
 */
export async function startApplicationsWorkers(
  queue: JobQueue,
  service: Pick<ApplicationsService, 'sendApplication' | 'confirmApplication' | 'syncStatuses' | 'sweep'>,
): Promise<void> {
  await declareApplicationJobs(queue);
  await queue.work(
    sendApplicationJob,
    async ({ application_id }, { retryCount }) => {
      let outcome;
      try {
        outcome = await service.sendApplication(application_id, { finalAttempt: retryCount >= sendApplicationJob.retryLimit, retryCount });
      } catch (error) {
        applicationSends.inc({ outcome: 'error' });
        throw error;
      }
      applicationSends.inc({ outcome });
      return { outcome };
    },
    { batchSize: SEND_BATCH_SIZE, pollingIntervalSeconds: SEND_POLLING_SECONDS },
  );
  await queue.work(confirmApplicationJob, (payload) => service.confirmApplication(payload.application_id));
  await queue.work(syncApplicationsJob, async () => {
    await service.syncStatuses();
  });
  await queue.work(sweepApplicationsJob, async () => {
    await service.sweep();
  });
  await queue.schedule(syncApplicationsJob, SYNC_CRON);
  await queue.schedule(sweepApplicationsJob, SWEEP_CRON);
}
