import type { JobQueue } from '../../plugins/queue';
import type { InvitationPoller } from './invitation-poller';
import { INVITATION_POLL_CRON, INVITATION_POLL_SPREAD_MS, invitationMailJob, pollInvitationsJob } from './notifications.jobs';
import type { NotificationsService } from './notifications.service';

/**
 * Runs one poll pass unless one is already running in some API process (db/advisory-lock.ts).
 * @returns whether this call ran the pass.
 */
export type PollOnce = (pass: () => Promise<void>) => Promise<{ ran: boolean }>;

/**
 * Starts the notifications module's workers in this process and schedules the invitation poll (every minute, UTC,
 * seekers spread over {@link INVITATION_POLL_SPREAD_MS}); the poll's report is kept as the job's output.
 * pg-boss files one poll job per cron tick across every process; `pollOnce` keeps a pass that outlasts its minute from
 * overlapping the next tick's (that job completes as skipped); without it every job runs its pass.
 */
export async function startNotificationsWorkers(
  queue: JobQueue,
  deps: { service: Pick<NotificationsService, 'sendInvitationMail'>; poller: Pick<InvitationPoller, 'pollAll'>; pollOnce?: PollOnce },
): Promise<void> {
  await queue.work(invitationMailJob, (payload) => deps.service.sendInvitationMail(payload));
  await queue.work(pollInvitationsJob, async (payload, context) => {
    const out: { report?: Awaited<ReturnType<InvitationPoller['pollAll']>> } = {};
    const pass = async (): Promise<void> => {
      out.report = await deps.poller.pollAll({ spreadMs: payload.spread_ms ?? 0, log: context.log });
    };
    const { ran } = deps.pollOnce ? await deps.pollOnce(pass) : (await pass(), { ran: true });
    const { report } = out;
    if (!ran || report === undefined) return { skipped: 'a poll pass is still running' };
    return { seekers: report.seekers, created: report.created, failed: report.failed, skipped: report.skipped, wall_ms: Math.round(report.wallMs) };
  });
  await queue.schedule(pollInvitationsJob, INVITATION_POLL_CRON, { spread_ms: INVITATION_POLL_SPREAD_MS });
}
