import { AppError } from '../../lib/app-error';
import type { HhSeekerClient } from '../../integrations/hh';
import type { HhConnectionService } from '../hh-connection';
import type { HhInvitation, NotificationsService } from './notifications.service';

/**
 * Where invitations come from: the seekers connected to hh and each one's active invitations. The narrow port the
 * poller is written against, so it can be tested with a fake; {@link createHhInvitationSource} is the real one.
 */
export interface InvitationSource {
  listConnectedUserIds(): Promise<string[]>;
  /** @throws AppError `hh_not_integrated` when the seeker is no longer connected; hh errors otherwise. */
  listInvitations(userId: string): Promise<HhInvitation[]>;
}

/** Page size of GET /negotiations?status=invitations. */
export const INVITATIONS_PER_PAGE = 50;
/** At most this many pages are read per seeker and poll (500 invitations), a bound on hh calls per minute. */
export const MAX_INVITATION_PAGES = 10;

/**
 * The real invitation source: GET /negotiations?status=invitations&order_by=updated_at&order=desc&per_page=50 with
 * the seeker's token, every page up to {@link MAX_INVITATION_PAGES};
 * keeps items whose `state.id` is 'invitation'.
 */
export function createHhInvitationSource(deps: {
  hhConnection: Pick<HhConnectionService, 'listConnectedUserIds'>;
  hh: { forSeeker(userId: string): Pick<HhSeekerClient, 'findNegotiations'> };
}): InvitationSource {
  return {
    listConnectedUserIds: () => deps.hhConnection.listConnectedUserIds(),
    async listInvitations(userId) {
      const invitations: HhInvitation[] = [];
      for (let page = 0; page < MAX_INVITATION_PAGES; page += 1) {
        const list = await deps.hh
          .forSeeker(userId)
          .findNegotiations({ status: 'invitations', order_by: 'updated_at', order: 'desc', per_page: INVITATIONS_PER_PAGE, page });
        for (const item of list.items) {
          if (item.state !== 'invitation') continue;
          invitations.push({
            negotiationId: item.id,
            vacancyId: item.vacancyId,
            vacancyName: item.vacancyName ?? 'Вакансия',
            employerName: item.employerName,
            vacancyLink: item.vacancyLink,
          });
        }
        if (page + 1 >= list.pages) break;
      }
      return invitations;
    },
  };
}

/** Logger the poller reports per-seeker failures to (Fastify's pino logger fits). */
export interface PollerLogger {
  warn(obj: object, msg: string): void;
}

/** What one poll did: seekers polled, new notifications, seekers whose poll failed. */
export interface PollReport {
  seekers: number;
  created: number;
  failed: number;
}

/** The invitation poll (job notifications.poll-invitations). */
export type InvitationPoller = ReturnType<typeof createInvitationPoller>;

/**
 * Builds the poller: for each connected seeker, lists invitations and records each one (one notification and one
 * e-mail per hh negotiation, however often it runs). One seeker's failure (hh down, token revoked) is logged and
 * does not stop the others; a seeker who disconnected meanwhile is skipped quietly.
 */
export function createInvitationPoller(deps: {
  source: InvitationSource;
  notifications: Pick<NotificationsService, 'recordInvitation'>;
  log: PollerLogger;
}) {
  const { source, notifications, log } = deps;

  async function pollSeeker(userId: string): Promise<number> {
    let created = 0;
    for (const invitation of await source.listInvitations(userId)) {
      if (await notifications.recordInvitation(userId, invitation)) created += 1;
    }
    return created;
  }

  return {
    /** Polls one seeker. @returns how many new notifications it created. @throws the source's errors. */
    pollSeeker,
    async pollAll(): Promise<PollReport> {
      const report: PollReport = { seekers: 0, created: 0, failed: 0 };
      for (const userId of await source.listConnectedUserIds()) {
        report.seekers += 1;
        try {
          report.created += await pollSeeker(userId);
        } catch (error) {
          if (error instanceof AppError && error.code === 'hh_not_integrated') continue;
          report.failed += 1;
          log.warn({ err: error, userId }, 'invitation poll failed for a seeker');
        }
      }
      return report;
    },
  };
}
