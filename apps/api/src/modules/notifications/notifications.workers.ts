import type { JobQueue } from '../../plugins/queue';
import type { InvitationPoller } from './invitation-poller';
import { INVITATION_POLL_CRON, invitationMailJob, pollInvitationsJob } from './notifications.jobs';
import type { NotificationsService } from './notifications.service';

/** Starts the notifications module's workers in this process and schedules the invitation poll (every minute, UTC). */
export async function startNotificationsWorkers(
  queue: JobQueue,
  deps: { service: Pick<NotificationsService, 'sendInvitationMail'>; poller: Pick<InvitationPoller, 'pollAll'> },
): Promise<void> {
  await queue.work(invitationMailJob, (payload) => deps.service.sendInvitationMail(payload));
  await queue.work(pollInvitationsJob, async () => {
    await deps.poller.pollAll();
  });
  await queue.schedule(pollInvitationsJob, INVITATION_POLL_CRON);
}
