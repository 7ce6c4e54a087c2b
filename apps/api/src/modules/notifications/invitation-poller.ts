import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { mapWithConcurrency } from '../../lib/concurrency';
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

/**
 * What one poll did: seekers polled, new notifications, seekers whose poll failed, seekers skipped because their hh
 * connection is gone (disconnected or refused by hh), and how long it took (ms).
 */
export interface PollReport {
  seekers: number;
  created: number;
  failed: number;
  skipped: number;
  wallMs: number;
}

/** Seekers polled at once: bounds the hh calls in flight (each seeker's pages are still read one after another). */
export const POLL_CONCURRENCY = 16;

/**
 * A seeker's stable offset within a poll spread over `spreadMs`: the first 4 bytes of sha256(userId) modulo
 * `spreadMs`, in ms. The same seeker gets the same offset every minute, so their checks stay about a minute apart
 * while all seekers are spread evenly over the window instead of hitting hh at the top of the minute.
 * @returns 0 when `spreadMs` is 0.
 */
export function pollOffsetMs(userId: string, spreadMs: number): number {
  if (spreadMs <= 0) return 0;
  return createHash('sha256').update(userId).digest().readUInt32BE(0) % spreadMs;
}

/** How one poll runs. */
export interface PollOptions {
  /** Spread the seekers over this many ms from the start of the poll (stable per-seeker offsets); 0 = all at once. */
  spreadMs?: number;
  /** Where per-seeker failures are logged (the job's child logger); default the poller's logger. */
  log?: PollerLogger;
}

/** The invitation poll (job notifications.poll-invitations). */
export type InvitationPoller = ReturnType<typeof createInvitationPoller>;

/**
 * Builds the poller: for each connected seeker, lists invitations and records each one (one notification and one
 * e-mail per hh negotiation, however often it runs). Seekers are polled {@link POLL_CONCURRENCY} at a time, each not
 * before its {@link pollOffsetMs} within the poll's spread. One seeker's failure (hh down, token revoked) is logged
 * and does not stop the others; a seeker who disconnected meanwhile is skipped quietly.
 * `sleep` and `now` (ms) are replaceable for tests.
 */
export function createInvitationPoller(deps: {
  source: InvitationSource;
  notifications: Pick<NotificationsService, 'recordInvitation'>;
  log: PollerLogger;
  concurrency?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}) {
  const { source, notifications } = deps;
  const concurrency = deps.concurrency ?? POLL_CONCURRENCY;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = deps.now ?? (() => performance.now());

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
    /** Polls every connected seeker (see above). @returns the {@link PollReport}; never throws for one seeker's failure. */
    async pollAll(options: PollOptions = {}): Promise<PollReport> {
      const startedAt = now();
      const spreadMs = options.spreadMs ?? 0;
      const log = options.log ?? deps.log;
      const seekers = (await source.listConnectedUserIds())
        .map((userId) => ({ userId, offset: pollOffsetMs(userId, spreadMs) }))
        .sort((a, b) => a.offset - b.offset);
      const report: PollReport = { seekers: seekers.length, created: 0, failed: 0, skipped: 0, wallMs: 0 };
      await mapWithConcurrency(seekers, concurrency, async ({ userId, offset }) => {
        const wait = startedAt + offset - now();
        if (wait > 0) await sleep(wait);
        try {
          const created = await pollSeeker(userId); // never `report.created += await …`: lanes would overwrite each other
          report.created += created;
        } catch (error) {
          // Not connected, or reached through a browser companion that is closed now: nothing to read this time.
          if (error instanceof AppError && (error.code === 'hh_not_integrated' || error.code === 'companion_offline')) {
            report.skipped += 1;
            return;
          }
          report.failed += 1;
          log.warn({ err: error, userId }, 'invitation poll failed for a seeker');
        }
      });
      report.wallMs = now() - startedAt;
      return report;
    },
  };
}
