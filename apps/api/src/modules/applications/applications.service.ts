/**
 * The applications service: queues the applications a
 * seeker confirmed, sends them through hh with the sending pipeline's rules, and answers /responses, statistics,
 * feedback marks and the daily counter.
 *
 * The pipeline: an application is claimed by a conditional update (queued|sending → sending)
 * that takes a lease (`next_attempt_at` of a sending application), so two workers never send it together. An attempt
 * that may have reached hh (the status was already 'sending') first looks for the negotiation through
 * GET /negotiations?vacancy_id= and never posts again when hh has it. hh's answers map to statuses: 201 → sent; already_applied → reconciled → sent; limit_exceeded and the daily quota → back
 * to queued until the next UTC midnight; test_required, application_denied, 403 forbidden, 303 → assisted_apply; other
 * refusals → failed with hh's reason; 429/5xx/no answer → thrown, so pg-boss retries with backoff. An answer that
 * will come later (ApplyPending: the seeker's browser companion holds it) keeps the application in flight, counted
 * toward the quota, until {@link ApplicationsService.answerArrived} makes it due again (or a safety re-check).
 */
import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationPage,
  type ApplicationsCount,
  type ApplicationStatistics,
  type ApplicationStatus,
  type FeedbackStatus,
  type LetterStyle,
} from '@otklik/contracts';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { createPolledCache } from '../../db/polled-cache';
import type { ApplicationRow } from '../../db/schema/applications';
import type { SubscriptionRow } from '../../db/schema/subscription';
import { ApplyPending, ApplyRefusal, type Negotiation } from '../../domain/negotiation';
import type { HhSeekerClient } from '../../integrations/hh';
import { isAppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../plugins/queue';
import { applicationErrors } from './applications.errors';
import { enqueueConfirm, enqueueSend, sendApplicationJob } from './applications.jobs';
import * as repo from './applications.repository';

const DAY_MS = 86_400_000;
/** After the last retry of a send failed on hh's side (429/5xx/no answer), the sweeper tries again this much later. */
const RETRY_LATER_MS = 15 * 60_000;
const LEASE_MS = 150_000;
/** Applications the sweeper re-enqueues per run. */
const SWEEP_BATCH = 500;
/** Applications the status sync reads per run; pages of GET /negotiations per seeker. */
const SYNC_BATCH = 2000;
const SYNC_PAGES = 5;
/** An application whose answer will come later is looked at again after this long at the latest (a safety net). */
const PENDING_RECHECK_MS = 10 * 60_000;

/** hh refusals after which the seeker applies on hh by hand with the prepared letter. */
const ASSISTED_REASONS = new Set([
  'test_required',
  'application_denied',
  'resume_visibility_conflict',
  'forbidden',
  'captcha_required',
  // The seeker chose to apply by hand after the browser companion stopped and asked them.
  'login_required',
  'questionnaire_required',
  'page_changed',
  'external_apply',
]);

export interface ApplicationsServiceDeps {
  db: Db;
  clock: Clock;
  queue: JobQueue;
  /** The hh port: one client per seeker (integrations/hh). */
  hh: { forSeeker(userId: string): Pick<HhSeekerClient, 'apply' | 'findNegotiations'> };
  /** `dailyQuota`: applications per seeker per UTC day (DAILY_APPLICATION_QUOTA). */
  settings: { dailyQuota: number };
  /**
   * The seeker's plan (the subscription module): the daily quota of their trial or paid plan (0 with neither), and
   * the paid-only check (403 'Access denied', on which the web goes to /subscription). Without it every seeker gets `settings.dailyQuota`.
   */
  plans?: {
    dailyQuota(userId: string): Promise<number>;
    /** The quota a stored subscription row grants now (no query once the plan is cached). */
    dailyQuotaOf(row: SubscriptionRow): Promise<number>;
    requireAccess(userId: string): Promise<void>;
  };
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /**
   * When given, the daily counter's rows (the day's count and the subscription row) are read once per UTC day and
   * served from memory until the seeker's applications or subscription change (polled-cache.ts).
   */
  changes?: ChangeFeed;
}

/** What the polled counter reads: the day's counts, and the subscription row (null before the trial starts). */
interface PolledDayCount extends repo.DayCount {
  subscription: SubscriptionRow | null;
}

/** One application to queue: the vacancy as proposed, and its letter. */
export interface ApplicationToQueue {
  vacancy_id: string;
  vacancy_name: string;
  employer_name: string | null;
  area_name: string | null;
  alternate_url: string;
  apply_alternate_url: string;
  cover_letter: string;
  letter_style: LetterStyle;
}

/** What one send attempt did. */
export type SendOutcome = 'sent' | 'deferred' | 'skipped' | 'assisted_apply' | 'failed' | 'retry_later' | 'waiting';

export type ApplicationsService = ReturnType<typeof createApplicationsService>;

/** The start of the UTC day of `at`. */
export function utcDayStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** The next UTC midnight after `at`. */
export function nextUtcMidnight(at: Date): Date {
  return new Date(utcDayStart(at).getTime() + DAY_MS);
}

/** An application as the API returns it (packages/contracts applicationSchema). Times are ISO-8601 UTC. */
export function toApplication(row: repo.ApplicationWithPosition): Application {
  return {
    id: row.id,
    position_id: row.positionId,
    position_title: row.positionTitle,
    vacancy_id: row.vacancyId,
    vacancy_name: row.vacancyName,
    employer_name: row.employerName,
    area_name: row.areaName,
    alternate_url: row.alternateUrl,
    apply_alternate_url: row.applyAlternateUrl,
    status: row.status,
    failure_reason: row.failureReason,
    cover_letter: row.coverLetter,
    letter_style: row.letterStyle,
    hh_negotiation_id: row.hhNegotiationId,
    feedback_status: row.feedbackStatus,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    retry_at: (row.status === 'queued' || row.status === 'sending') && row.hhRetryAt !== null ? row.hhRetryAt.toISOString() : null,
  };
}

/** Our status for hh's negotiation state: invitation → invited, discard → rejected, else sent. */
function statusOfState(state: string): ApplicationStatus {
  if (state === 'invitation') return 'invited';
  if (state === 'discard') return 'rejected';
  return 'sent';
}

/**
 * True for failures worth another attempt later: hh's 429/5xx or no answer (the port's hh_unavailable), or the
 * seeker's browser companion being closed while a read was needed (companion_offline).
 */
function isTransient(error: unknown): boolean {
  return isAppError(error, 'hh_unavailable') || isAppError(error, 'companion_offline');
}

export function createApplicationsService(deps: ApplicationsServiceDeps) {
  const { db, clock, queue, hh, settings, plans, log } = deps;
  const polledCount = repo.preparePolledCount(db);
  const dayCounts = deps.changes ? createPolledCache<PolledDayCount>(deps.changes, ['applications', 'subscriptions']) : null;
  const quotaOf = (userId: string): Promise<number> => (plans ? plans.dailyQuota(userId) : Promise.resolve(settings.dailyQuota));

  /** Enqueues after a commit; a failed enqueue is only logged: the sweeper finds the application within a minute. */
  async function kick(applicationId: string): Promise<void> {
    try {
      await enqueueSend(queue, applicationId);
    } catch (error) {
      log.error({ err: error, applicationId }, 'could not enqueue an application; the sweeper will');
    }
  }

  async function findNegotiation(row: ApplicationRow): Promise<Negotiation | null> {
    const list = await hh.forSeeker(row.userId).findNegotiations({ vacancy_id: row.vacancyId, per_page: 100 });
    const forVacancy = list.items.filter((n) => (n.vacancyId ?? row.vacancyId) === row.vacancyId);
    return forVacancy.find((n) => n.resumeId === row.resumeId) ?? forVacancy.find((n) => n.resumeId === null) ?? null;
  }

  /** Marks a claimed application sent with hh's negotiation, then asks for its confirmation. */
  async function markSent(row: ApplicationRow, negotiationId: string, sentAt: Date, status: ApplicationStatus = 'sent'): Promise<SendOutcome> {
    const now = clock.now();
    const updated = await repo.updateIfStatus(
      db,
      row.id,
      ['sending'],
      { status, hhNegotiationId: negotiationId, sentAt, failureReason: null, nextAttemptAt: null, hhRetryAt: null },
      now,
    );
    if (!updated) return 'skipped';
    log.info({ applicationId: row.id, negotiationId }, 'application sent');
    try {
      await enqueueConfirm(queue, row.id);
    } catch (error) {
      log.warn({ err: error, applicationId: row.id }, 'could not enqueue the confirmation; the status sync will confirm it');
    }
    return 'sent';
  }

  async function settle(row: ApplicationRow, status: 'failed' | 'assisted_apply', reason: string, patch: { applyAlternateUrl?: string } = {}) {
    await repo.updateIfStatus(db, row.id, ['sending'], { status, failureReason: reason, nextAttemptAt: null, hhRetryAt: null, ...patch }, clock.now());
    log.info({ applicationId: row.id, status, reason }, 'application settled without a negotiation');
    return status;
  }

  /** Looks for the negotiation of a claimed application at hh; marks it sent when hh has it. */
  async function reconcile(row: ApplicationRow): Promise<SendOutcome | null> {
    const found = await findNegotiation(row);
    if (!found) return null;
    log.info({ applicationId: row.id, negotiationId: found.id }, 'reconciled: hh already has this application');
    return markSent(row, found.id, found.createdAt ?? clock.now(), statusOfState(found.state));
  }

  /** Claims an application for one send attempt, or defers it past the daily quota. */
  async function claim(applicationId: string) {
    const now = clock.now();
    // Read before the transaction: PGlite has one connection, and the plan lookup does not run on `tx`.
    const owner = await repo.findById(db, applicationId);
    const quota = owner ? await quotaOf(owner.userId) : settings.dailyQuota;
    return db.transaction(async (tx) => {
      const row = await repo.lockApplication(tx, applicationId);
      if (!row || (row.status !== 'queued' && row.status !== 'sending')) return { kind: 'skip' as const };
      // A paused position's queued applications wait; resuming it enqueues them again (resumeSending).
      if (row.status === 'queued' && (await repo.isPositionPaused(tx, row.positionId))) return { kind: 'skip' as const };
      // queued: not before next_attempt_at; sending: another attempt holds it until next_attempt_at (its lease).
      if (row.nextAttemptAt !== null && row.nextAttemptAt > now) return { kind: 'skip' as const };
      await repo.lockSeeker(tx, row.userId);
      const used = await repo.countSentOrSending(tx, row.userId, utcDayStart(now), row.id);
      if (used >= quota) {
        await repo.updateIfStatus(tx, row.id, ['queued', 'sending'], { status: 'queued', nextAttemptAt: nextUtcMidnight(now) }, now);
        return { kind: 'deferred' as const };
      }
      const claimed = await repo.updateIfStatus(
        tx,
        row.id,
        ['queued', 'sending'],
        { status: 'sending', attempts: row.attempts + 1, nextAttemptAt: new Date(now.getTime() + LEASE_MS) },
        now,
      );
      if (!claimed) return { kind: 'skip' as const };
      return { kind: 'claimed' as const, row: claimed, previous: row.status };
    });
  }

  /** Maps hh's refusal of POST /negotiations to the application's fate. */
  async function onRefusal(row: ApplicationRow, refusal: ApplyRefusal): Promise<SendOutcome> {
    const { reason } = refusal;
    if (reason === 'already_applied') {
      const reconciled = await reconcile(row);
      if (reconciled) return reconciled;
      return settle(row, 'failed', 'already_applied');
    }
    if (reason === 'limit_exceeded') {
      const now = clock.now();
      const until = nextUtcMidnight(now);
      await repo.updateIfStatus(db, row.id, ['sending'], { status: 'queued', nextAttemptAt: until }, now);
      const waiting = await repo.deferQueued(db, row.userId, until, now);
      log.warn({ userId: row.userId, until: until.toISOString(), waiting }, 'hh limit_exceeded: the remaining applications wait for the next UTC day');
      return 'deferred';
    }
    if (ASSISTED_REASONS.has(reason)) return settle(row, 'assisted_apply', reason);
    return settle(row, 'failed', reason);
  }

  return {
    /**
     * Queues the applications of a confirmed position in ONE transaction: one row per (seeker, vacancy), each with its
     * letter, status 'queued'; a vacancy that already has an application keeps it (ON CONFLICT DO NOTHING). After the
     * commit, one send job per new application (pg-boss singletonKey = its id).
     * @returns every application of these vacancies (new and existing), in the order given.
     */
    async queueApplications(input: { userId: string; positionId: string; resumeId: string; items: readonly ApplicationToQueue[] }): Promise<Application[]> {
      const now = clock.now();
      const inserted = await db.transaction((tx) =>
        repo.insertApplications(
          tx,
          input.items.map((item) => ({
            userId: input.userId,
            positionId: input.positionId,
            vacancyId: item.vacancy_id,
            vacancyName: item.vacancy_name,
            employerName: item.employer_name,
            areaName: item.area_name,
            alternateUrl: item.alternate_url,
            applyAlternateUrl: item.apply_alternate_url,
            resumeId: input.resumeId,
            status: 'queued' as const,
            coverLetter: item.cover_letter,
            letterStyle: item.letter_style,
            createdAt: now,
            updatedAt: now,
          })),
        ),
      );
      for (const row of inserted) await kick(row.id);
      const rows = await repo.findByVacancies(
        db,
        input.userId,
        input.items.map((item) => item.vacancy_id),
      );
      const byVacancy = new Map(rows.map((row) => [row.vacancyId, row]));
      return input.items.flatMap((item) => {
        const row = byVacancy.get(item.vacancy_id);
        return row ? [toApplication(row)] : [];
      });
    },

    /** The seeker's applications to these hh vacancies, keyed by vacancy id. */
    async findByVacancies(userId: string, vacancyIds: readonly string[]): Promise<Map<string, Application>> {
      const rows = await repo.findByVacancies(db, userId, vacancyIds);
      return new Map(rows.map((row) => [row.vacancyId, toApplication(row)]));
    },

    /**
     * One of the seeker's applications (the answer-bank module builds the assisted-apply packet from it).
     * @throws 404 application_not_found for an id that is not theirs.
     */
    async getOwned(userId: string, id: string): Promise<Application> {
      const row = await repo.findOwned(db, userId, id);
      if (!row) throw applicationErrors.notFound();
      return toApplication(row);
    },

    /** One of the seeker's applications, or null when the id is not theirs (another seeker's id reads as unknown). */
    async findOne(userId: string, id: string): Promise<Application | null> {
      const row = await repo.findOwned(db, userId, id);
      return row ? toApplication(row) : null;
    },

    /**
     * A paused position was resumed: enqueues the send job of each of its queued applications (the quota and
     * `next_attempt_at` still apply when they run). @returns how many jobs were created.
     */
    async resumeSending(positionId: string): Promise<number> {
      let created = 0;
      for (const id of await repo.listQueuedOfPosition(db, positionId)) if (await enqueueSend(queue, id).catch(() => false)) created += 1;
      return created;
    },

    /**
     * A position was deleted: its queued applications will never go out; they stay in the history as failed with
     * reason 'position_deleted'. @returns how many changed.
     */
    cancelQueued(positionId: string): Promise<number> {
      return repo.failQueuedOfPosition(db, positionId, 'position_deleted', clock.now());
    },

    /** hh vacancy ids the seeker already has an application for (left out of new proposals). */
    appliedVacancyIds(userId: string): Promise<string[]> {
      return repo.listVacancyIds(db, userId);
    },

    /** How many applications the position has had, in any status and from any screen (the letter styles take turns by it). */
    countOfPosition(positionId: string): Promise<number> {
      return repo.countOfPosition(db, positionId);
    },

    /** GET /api/applications/v2: one page of the seeker's applications, newest first, filtered by status (all when none). */
    async list(userId: string, query: { status: ApplicationStatus[]; offset: number; limit: number }): Promise<ApplicationPage> {
      const page = await repo.listForUser(db, userId, { statuses: query.status, offset: query.offset, limit: query.limit });
      return { items: page.items.map(toApplication), total: page.total, offset: query.offset, limit: query.limit };
    },

    /**
     * POST /api/applications/statistics {user_id}: counts per status, in total and created today (UTC).
     * @throws 403 'Access denied' when `requestedUserId` is not the session's.
     */
    async statistics(sessionUserId: string, requestedUserId: string): Promise<ApplicationStatistics> {
      if (requestedUserId !== sessionUserId) throw applicationErrors.accessDenied();
      await plans?.requireAccess(sessionUserId);
      const rows = await repo.countByStatus(db, sessionUserId, utcDayStart(clock.now()));
      const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatus, number>;
      let total = 0;
      let today = 0;
      for (const row of rows) {
        byStatus[row.status] = row.total;
        total += row.total;
        today += row.today;
      }
      return { total, today, by_status: byStatus };
    },

    /**
     * PUT / DELETE /api/applications/{id}/feedback_status: sets or clears the seeker's mark.
     * @returns the application after the change. @throws 404 'Application not found' for an id that is not theirs.
     */
    async setFeedbackStatus(userId: string, id: string, value: FeedbackStatus | null): Promise<Application> {
      await plans?.requireAccess(userId);
      const changed = await repo.setFeedbackStatus(db, userId, id, value, clock.now());
      const row = changed ? await repo.findOwned(db, userId, id) : null;
      if (!row) throw applicationErrors.notFound();
      return toApplication(row);
    },

    /**
     * GET /api/applications/count: `current_applications` = applications hh took today (UTC), being sent, or queued
     * to go out today, never above the daily quota unless hh already took more (queued ones past the quota go out on a
     * later day, so they are not today's); `total_applications` = the daily quota.
     */
    async count(userId: string): Promise<ApplicationsCount> {
      const dayStart = utcDayStart(clock.now());
      const dayEnd = new Date(dayStart.getTime() + DAY_MS);
      // Polled every 10 s per open tab: one prepared query reads the count and the subscription row together, and
      // the answer stays in memory until those rows change (or the UTC day turns: the tag).
      const read = async (): Promise<PolledDayCount> =>
        (plans ? await polledCount.withSubscription(userId, dayStart, dayEnd) : null) ?? {
          ...(await polledCount.countOnly(userId, dayStart, dayEnd)),
          subscription: null,
        };
      const found = dayCounts ? await dayCounts.get(userId, dayStart.toISOString(), read) : await read();
      const quota = plans && found.subscription ? await plans.dailyQuotaOf(found.subscription) : await quotaOf(userId);
      return { current_applications: Math.max(found.spent, Math.min(found.current, quota)), total_applications: quota };
    },

    /**
     * One attempt of the send job (see file comment).
     * @param options.finalAttempt pg-boss will not retry this attempt: a transient failure then leaves the application
     *   to the sweeper (in 15 minutes) instead of throwing.
     * @param options.retryCount pg-boss's retry count of this attempt (0 first); after a transient failure the next
     *   attempt is expected sendApplicationJob.retryDelaySeconds × 2^retryCount later (its backoff), stored as
     *   `hh_retry_at` (the API's `retry_at`).
     * @returns what the attempt did.
     * @throws on transient hh failures (429/5xx/no answer), so pg-boss retries with backoff.
     */
    async sendApplication(applicationId: string, options: { finalAttempt: boolean; retryCount?: number }): Promise<SendOutcome> {
      const claimed = await claim(applicationId);
      if (claimed.kind === 'skip') return 'skipped';
      if (claimed.kind === 'deferred') return 'deferred';
      const { row } = claimed;
      try {
        if (claimed.previous === 'sending') {
          const reconciled = await reconcile(row);
          if (reconciled) return reconciled;
        }
        const outcome = await hh.forSeeker(row.userId).apply({ vacancy_id: row.vacancyId, resume_id: row.resumeId, message: row.coverLetter });
        if (outcome.kind === 'external') return await settle(row, 'assisted_apply', 'external_apply', { applyAlternateUrl: outcome.url });
        return await markSent(row, outcome.negotiationId, clock.now());
      } catch (error) {
        if (isAppError(error, 'hh_not_integrated')) return settle(row, 'failed', 'hh_not_connected');
        if (error instanceof ApplyRefusal) return onRefusal(row, error);
        if (error instanceof ApplyPending) {
          const now = clock.now();
          await repo.updateIfStatus(db, row.id, ['sending'], { nextAttemptAt: new Date(now.getTime() + PENDING_RECHECK_MS), hhRetryAt: null }, now);
          log.info({ applicationId, reason: error.reason }, 'the application waits for its answer from the seeker’s browser');
          return 'waiting';
        }
        if (isTransient(error) && options.finalAttempt) {
          const now = clock.now();
          const later = new Date(now.getTime() + RETRY_LATER_MS);
          await repo.updateIfStatus(db, row.id, ['sending'], { nextAttemptAt: later, hhRetryAt: later }, now);
          log.warn({ applicationId, err: error }, 'hh kept failing; the sweeper will try this application again later');
          return 'retry_later';
        }
        // Give the lease back, so pg-boss's retry can claim it at once (the reconcile-first rule keeps it safe).
        const now = clock.now();
        const retryAt = isTransient(error) ? new Date(now.getTime() + sendApplicationJob.retryDelaySeconds * 1000 * 2 ** (options.retryCount ?? 0)) : null;
        await repo.updateIfStatus(db, row.id, ['sending'], { nextAttemptAt: now, hhRetryAt: retryAt }, now).catch(() => null);
        throw error;
      }
    },

    /**
     * The confirmation job: GET /negotiations?vacancy_id= must show the application's negotiation; its state moves the
     * status (invitation → invited, discard → rejected).
     * @throws Error when hh does not show it (yet), so the job retries.
     */
    async confirmApplication(applicationId: string): Promise<void> {
      const row = await repo.findById(db, applicationId);
      if (!row || row.hhNegotiationId === null) return;
      const list = await hh.forSeeker(row.userId).findNegotiations({ vacancy_id: row.vacancyId, per_page: 100 });
      const negotiation = list.items.find((n) => n.id === row.hhNegotiationId);
      if (!negotiation) throw new Error(`negotiation ${row.hhNegotiationId} of application ${row.id} is not at hh yet`);
      const status = statusOfState(negotiation.state);
      await repo.recordNegotiationState(db, row.id, { confirmedAt: clock.now(), ...(status === 'sent' ? {} : { status }) }, clock.now());
      if (negotiation.viewedByOpponent && row.viewedAt === null) await repo.recordViewed(db, row.id, clock.now());
    },

    /**
     * The status sync: for every seeker with applications hh took, reads GET /negotiations (newest updates first, up
     * to 5 pages of 100) and records what it says. A seeker whose hh is unreachable or disconnected is skipped.
     * @returns how many applications changed status.
     */
    async syncStatuses(): Promise<number> {
      const tracked = await repo.listTracked(db, SYNC_BATCH);
      const byUser = new Map<string, ApplicationRow[]>();
      for (const row of tracked) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
      let changed = 0;
      for (const [userId, rows] of byUser) {
        try {
          const wanted = new Map(rows.map((row) => [row.hhNegotiationId ?? '', row]));
          const seen = new Map<string, Negotiation>();
          for (let page = 0; page < SYNC_PAGES && seen.size < wanted.size; page += 1) {
            const list = await hh.forSeeker(userId).findNegotiations({ page, per_page: 100, order_by: 'updated_at', order: 'desc' });
            for (const n of list.items) if (wanted.has(n.id)) seen.set(n.id, n);
            if (page + 1 >= list.pages) break;
          }
          for (const [negotiationId, negotiation] of seen) {
            const row = wanted.get(negotiationId);
            if (!row) continue;
            if (negotiation.viewedByOpponent && row.viewedAt === null) await repo.recordViewed(db, row.id, clock.now());
            const status = statusOfState(negotiation.state);
            const moves = status !== 'sent' && status !== row.status;
            if (moves) changed += 1;
            if (moves || row.confirmedAt === null) {
              await repo.recordNegotiationState(db, row.id, { confirmedAt: row.confirmedAt ?? clock.now(), ...(moves ? { status } : {}) }, clock.now());
            }
          }
        } catch (error) {
          log.warn({ userId, err: error }, 'application status sync skipped a seeker');
        }
      }
      return changed;
    },

    /**
     * The seeker's daily quota grew (a plan was bought or upgraded): applications held back for the next UTC day go
     * out now, up to the new quota (the send step counts it again; hh's own limit_exceeded defers them once more).
     * @returns how many applications were released.
     */
    async releaseQuotaWait(userId: string): Promise<number> {
      const ids = await repo.releaseQueued(db, userId, clock.now());
      for (const id of ids) await kick(id);
      if (ids.length > 0) log.info({ userId, released: ids.length }, 'quota raised: held-back applications go out now');
      return ids.length;
    },

    /**
     * hh's answer to the seeker's application of `vacancyId` is there (the browser companion finished it): the
     * application is due now, and its send job runs (reconcile first: it looks for the negotiation before anything).
     * @returns whether an application was made due.
     */
    async answerArrived(userId: string, vacancyId: string): Promise<boolean> {
      const id = await repo.makeDueNow(db, userId, vacancyId, clock.now());
      if (id) await kick(id);
      return id !== null;
    },

    /** How many of the seeker's applications are queued or in flight (the companion's «waiting» count). */
    countInFlight(userId: string): Promise<number> {
      return repo.countInFlight(db, userId);
    },

    /**
     * The sweeper: enqueues the send job of every due application (queued or mid-send, its time come); the send queue
     * refuses a second live job for the same application, so this never duplicates work.
     * @returns how many send jobs it created.
     */
    async sweep(): Promise<number> {
      const due = await repo.listDue(db, clock.now(), SWEEP_BATCH);
      let created = 0;
      for (const { id } of due) if (await enqueueSend(queue, id)) created += 1;
      if (created > 0) log.info({ created }, 'sweeper enqueued applications');
      return created;
    },
  };
}
