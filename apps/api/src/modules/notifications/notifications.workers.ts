import type { JobQueue } from '../../plugins/queue';
import type { InvitationPoller } from './invitation-poller';
import { INVITATION_POLL_CRON, invitationMailJob, pollInvitationsJob } from './notifications.jobs';
import type { NotificationsService } from './notifications.service';

/**
 * Runs one poll pass unless one is already running in some API process (db/advisory-lock.ts).
 * @returns whether this call ran the pass.
 */
export type PollOnce = (pass: () => Promise<void>) => Promise<{ ran: boolean }>;

/**
 * Starts the notifications module's workers in this process and schedules the invitation poll (every minute, UTC).
 * pg-boss files one poll job per cron tick across every process; `pollOnce` keeps a pass that outlasts its minute from
 * overlapping the next tick's (that job completes as skipped); without it every job runs its pass.
 */
export async function startNotificationsWorkers(
  queue: JobQueue,
  deps: { service: Pick<NotificationsService, 'sendInvitationMail'>; poller: Pick<InvitationPoller, 'pollAll'>; pollOnce?: PollOnce },
): Promise<void> {
  await queue.work(invitationMailJob, (payload) => deps.service.sendInvitationMail(payload));
  await queue.work(pollInvitationsJob, async () => {
    const pass = async (): Promise<void> => {
      await deps.poller.pollAll();
    };
    const { ran } = deps.pollOnce ? await deps.pollOnce(pass) : (await pass(), { ran: true });
    return ran ? undefined : { skipped: 'a poll pass is still running' };
  });
  await queue.schedule(pollInvitationsJob, INVITATION_POLL_CRON);
}
