import type { JobQueue } from '../../plugins/queue';
import type { InvitationPoller } from './invitation-poller';
import { INVITATION_POLL_CRON, INVITATION_POLL_SPREAD_MS, invitationMailJob, pollInvitationsJob } from './notifications.jobs';
import type { NotificationsService } from './notifications.service';

/**
 * Starts the notifications module's workers in this process and schedules the invitation poll (every minute, UTC,
 * seekers spread over {@link INVITATION_POLL_SPREAD_MS}); the poll's report is kept as the job's output.
 */
export async function startNotificationsWorkers(
  queue: JobQueue,
  deps: { service: Pick<NotificationsService, 'sendInvitationMail'>; poller: Pick<InvitationPoller, 'pollAll'> },
): Promise<void> {
  await queue.work(invitationMailJob, (payload) => deps.service.sendInvitationMail(payload));
  await queue.work(pollInvitationsJob, async (payload, context) => {
    const report = await deps.poller.pollAll({ spreadMs: payload.spread_ms ?? 0, log: context.log });
    return { seekers: report.seekers, created: report.created, failed: report.failed, skipped: report.skipped, wall_ms: Math.round(report.wallMs) };
  });
  await queue.schedule(pollInvitationsJob, INVITATION_POLL_CRON, { spread_ms: INVITATION_POLL_SPREAD_MS });
}
