/**
 * The /dashboard summary: per position a funnel
 * proposed → sent → viewed → invited / rejected, today's quota and when the next application goes out, the latest
 * invitations, the trial or plan with its end, and the seeker's next step.
 */
import type { ApplicationStatus, DashboardSummary, NextStep, PositionFunnel } from '@otklik/contracts';
import type { Db } from '../../db/client';
import type { PositionRow } from '../../db/schema/positions';
import { isAppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ApplicationsService } from '../applications';
import type { HhConnectionService } from '../hh-connection';
import type { PositionsService } from '../positions';
import type { SubscriptionService } from '../subscription';
import * as repo from './dashboard.repository';

/** Invitations the dashboard lists. */
export const LATEST_INVITATIONS = 5;

/** Statuses of an application hh took. */
const TAKEN: ReadonlySet<ApplicationStatus> = new Set(['sent', 'invited', 'rejected']);

export interface DashboardServiceDeps {
  db: Db;
  clock: Clock;
  positions: Pick<PositionsService, 'listRows'>;
  applications: Pick<ApplicationsService, 'count'>;
  subscriptions: Pick<SubscriptionService, 'current'>;
  hhConnection: Pick<HhConnectionService, 'validate'>;
}

export type DashboardService = ReturnType<typeof createDashboardService>;

/** The next UTC midnight after `at`. */
const nextUtcMidnight = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));

/**
 * The funnel of one position from its stored proposals, its applications and its unchecked/hidden vacancies.
 * `proposed` counts every vacancy shown for it (current proposals ∪ applied to ∪ unchecked or hidden); `viewed`
 * counts the applications the employer opened: `viewed_at` set by the status sync (hh's viewed_by_opponent), or
 * answered (an invitation or a rejection needs the application read).
 */
export function funnelOf(
  row: Pick<PositionRow, 'proposals'>,
  apps: readonly { vacancyId: string; status: ApplicationStatus; viewedAt: Date | null }[],
  signalVacancyIds: readonly string[],
): PositionFunnel {
  const proposed = new Set<string>([...(row.proposals ?? []).map((p) => p.candidate.id), ...apps.map((a) => a.vacancyId), ...signalVacancyIds]);
  const invited = apps.filter((a) => a.status === 'invited').length;
  const rejected = apps.filter((a) => a.status === 'rejected').length;
  const viewed = apps.filter((a) => a.viewedAt !== null || a.status === 'invited' || a.status === 'rejected').length;
  return { proposed: proposed.size, sent: apps.filter((a) => TAKEN.has(a.status)).length, viewed, invited, rejected };
}

/**
 * The most urgent next step: connect hh; renew an ended trial or plan; create a position; finish the questions (a
 * position still at questions or resume); confirm the proposals (a position at vacancies); else none. Paused
 * positions are left out.
 */
export function nextStepOf(input: { hhConnected: boolean; expired: boolean; positions: readonly Pick<PositionRow, 'id' | 'stage' | 'pausedAt'>[] }): NextStep {
  if (!input.hhConnected) return { kind: 'connect_hh', position_id: null };
  if (input.expired) return { kind: 'renew', position_id: null };
  if (input.positions.length === 0) return { kind: 'create_position', position_id: null };
  const active = input.positions.filter((p) => p.pausedAt === null);
  const unfinished = active.find((p) => p.stage === 'questions' || p.stage === 'resume');
  if (unfinished) return { kind: 'finish_questions', position_id: unfinished.id };
  const waiting = active.find((p) => p.stage === 'vacancies');
  if (waiting) return { kind: 'confirm_proposals', position_id: waiting.id };
  return { kind: 'none', position_id: null };
}

export function createDashboardService({ db, clock, positions, applications, subscriptions, hhConnection }: DashboardServiceDeps) {
  /** True while the seeker's hh connection holds a usable token; an hh outage counts as connected. */
  async function isHhConnected(userId: string): Promise<boolean> {
    try {
      await hhConnection.validate(userId);
      return true;
    } catch (error) {
      if (isAppError(error, 'hh_not_integrated')) return false;
      return true;
    }
  }

  return {
    /** GET /api/dashboard/summary (see contracts dashboardSummarySchema). Times UTC. */
    async summary(userId: string): Promise<DashboardSummary> {
      const [rows, apps, signals, quota, queued, invitations, subscription, hhConnected] = await Promise.all([
        positions.listRows(userId),
        repo.listApplicationKeys(db, userId),
        repo.listSignalKeys(db, userId),
        applications.count(userId),
        repo.queuedSummary(db, userId),
        repo.latestInvitations(db, userId, LATEST_INVITATIONS),
        subscriptions.current(userId),
        isHhConnected(userId),
      ]);
      const now = clock.now();
      const status = subscription.payment_status;
      const state = status === 'trial' ? 'trial' : status === 'active' || status === 'past_due' ? 'paid' : 'expired';
      const endsAt = state === 'trial' ? subscription.trial_end : subscription.subscription_expiry;
      // The next send: the earliest queued one, not before now; when today's quota is spent, the next UTC midnight.
      let nextSendAt: Date | null = null;
      if (queued.earliest !== null && quota.total_applications > 0) {
        const spent = await repo.countSpentToday(db, userId, new Date(nextUtcMidnight(now).getTime() - 86_400_000));
        const notBefore = spent >= quota.total_applications ? nextUtcMidnight(now) : now;
        nextSendAt = queued.earliest > notBefore ? queued.earliest : notBefore;
      }
      return {
        positions: rows.map((row) => ({
          id: row.id,
          title: row.title,
          stage: row.stage,
          paused: row.pausedAt !== null,
          funnel: funnelOf(
            row,
            apps.filter((a) => a.positionId === row.id),
            signals.filter((s) => s.positionId === row.id).map((s) => s.vacancyId),
          ),
        })),
        quota: { used: quota.current_applications, total: quota.total_applications, queued: queued.queued, next_send_at: nextSendAt?.toISOString() ?? null },
        invitations: invitations.map((inv) => ({
          application_id: inv.id,
          vacancy_name: inv.vacancyName,
          employer_name: inv.employerName,
          alternate_url: inv.alternateUrl,
          position_title: inv.positionTitle,
          updated_at: inv.updatedAt.toISOString(),
        })),
        subscription: { state, plan_id: subscription.plan_id, ends_at: endsAt },
        hh_connected: hhConnected,
        next_step: nextStepOf({ hhConnected, expired: state === 'expired', positions: rows }),
      };
    },
  };
}
