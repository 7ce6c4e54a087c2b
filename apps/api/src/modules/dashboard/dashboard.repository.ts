import type { ApplicationStatus } from '@otklik/contracts';
import { and, count, desc, eq, gte, isNull, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { positions } from '../../db/schema/positions';
import { proposalSignals } from '../../db/schema/proposal-signals';

/**
 * Read-only queries of the dashboard summary over the seeker's applications and unchecked proposals. Every query is
 * scoped to the owner. Nothing here writes.
 */

/** The seeker's applications as the funnel counts them: position, vacancy, status, when the employer viewed it (UTC). */
export function listApplicationKeys(
  db: Db,
  userId: string,
): Promise<{ positionId: string; vacancyId: string; status: ApplicationStatus; viewedAt: Date | null }[]> {
  return db
    .select({ positionId: applications.positionId, vacancyId: applications.vacancyId, status: applications.status, viewedAt: applications.viewedAt })
    .from(applications)
    .where(eq(applications.userId, userId));
}

/** Vacancies the seeker unchecked or hid, per position. */
export function listSignalKeys(db: Db, userId: string): Promise<{ positionId: string; vacancyId: string }[]> {
  return db
    .select({ positionId: proposalSignals.positionId, vacancyId: proposalSignals.vacancyId })
    .from(proposalSignals)
    .where(eq(proposalSignals.userId, userId));
}

/**
 * The seeker's queued applications that will go out (their position neither paused nor deleted): how many, and the
 * earliest time one may be sent (`next_attempt_at`, or its creation when it may go now).
 */
export async function queuedSummary(db: Db, userId: string): Promise<{ queued: number; earliest: Date | null }> {
  const [row] = await db
    .select({
      queued: count(),
      earliest: min(sql<Date>`coalesce(${applications.nextAttemptAt}, ${applications.createdAt})`),
    })
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .where(and(eq(applications.userId, userId), eq(applications.status, 'queued'), isNull(positions.pausedAt)));
  const earliest = row?.earliest ?? null;
  return { queued: row?.queued ?? 0, earliest: earliest === null ? null : new Date(earliest) };
}

/** The seeker's latest invitations (status 'invited'), newest change first, with their position's title. */
export function latestInvitations(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: applications.id,
      vacancyName: applications.vacancyName,
      employerName: applications.employerName,
      alternateUrl: applications.alternateUrl,
      updatedAt: applications.updatedAt,
      positionTitle: positions.title,
    })
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .where(and(eq(applications.userId, userId), eq(applications.status, 'invited')))
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(limit);
}

/** Applications hh took since `dayStart` (UTC) plus those being sent now: what today's quota has already spent. */
export async function countSpentToday(db: Db, userId: string, dayStart: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(applications)
    .where(and(eq(applications.userId, userId), or(gte(applications.sentAt, dayStart), eq(applications.status, 'sending'))));
  return row?.total ?? 0;
}
