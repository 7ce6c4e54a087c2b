import type { ApplicationStatus } from '@otklik/contracts';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, type ApplicationRow, type NewApplicationRow } from '../../db/schema/applications';
import { positions } from '../../db/schema/positions';
import { type SubscriptionRow, subscriptions } from '../../db/schema/subscription';

/** Drizzle queries of the applications module. Reads for a seeker are scoped to the owner. */

/** An application with the title of its position, as the list shows it. */
export type ApplicationWithPosition = ApplicationRow & { positionTitle: string };

function selectWithPosition(db: Db) {
  return db
    .select({ application: applications, positionTitle: positions.title })
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId));
}

const flatten = (rows: { application: ApplicationRow; positionTitle: string }[]): ApplicationWithPosition[] =>
  rows.map((row) => ({ ...row.application, positionTitle: row.positionTitle }));

/**
 * Inserts applications; one that already exists for the same (user, vacancy) is skipped (ON CONFLICT DO NOTHING on
 * the natural key). @returns the rows that were inserted.
 */
export function insertApplications(db: Db, rows: NewApplicationRow[]): Promise<ApplicationRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(applications)
    .values(rows)
    .onConflictDoNothing({ target: [applications.userId, applications.vacancyId] })
    .returning();
}

/** The seeker's applications to these hh vacancies, with their positions' titles. */
export async function findByVacancies(db: Db, userId: string, vacancyIds: readonly string[]): Promise<ApplicationWithPosition[]> {
  if (vacancyIds.length === 0) return [];
  return flatten(await selectWithPosition(db).where(and(eq(applications.userId, userId), inArray(applications.vacancyId, [...vacancyIds]))));
}

/** One application of this seeker with its position's title, or null (also for someone else's id). */
export async function findOwned(db: Db, userId: string, id: string): Promise<ApplicationWithPosition | null> {
  const [row] = flatten(
    await selectWithPosition(db)
      .where(and(eq(applications.id, id), eq(applications.userId, userId)))
      .limit(1),
  );
  return row ?? null;
}

/** A page of the seeker's applications, newest first, with the total matching `statuses` (all when empty). */
export async function listForUser(
  db: Db,
  userId: string,
  filter: { statuses: readonly ApplicationStatus[]; offset: number; limit: number },
): Promise<{ items: ApplicationWithPosition[]; total: number }> {
  const where = and(eq(applications.userId, userId), filter.statuses.length > 0 ? inArray(applications.status, [...filter.statuses]) : undefined);
  const [items, [totals]] = await Promise.all([
    selectWithPosition(db).where(where).orderBy(desc(applications.createdAt), desc(applications.id)).offset(filter.offset).limit(filter.limit),
    db.select({ total: count() }).from(applications).where(where),
  ]);
  return { items: flatten(items), total: totals?.total ?? 0 };
}

/** Counts of the seeker's applications per status: all of them, and those created since `since`. */
export async function countByStatus(db: Db, userId: string, since: Date): Promise<{ status: ApplicationStatus; total: number; today: number }[]> {
  return db
    .select({
      status: applications.status,
      total: count(),
      today: sql<number>`count(*) filter (where ${applications.createdAt} >= ${since})`.mapWith(Number),
    })
    .from(applications)
    .where(eq(applications.userId, userId))
    .groupBy(applications.status);
}

/** The daily counter's WHERE, on placeholders `userId`, `dayStart`, `dayEnd` (ISO strings), for the prepared statements. */
const dayCountWhere = and(
  eq(applications.userId, sql.placeholder('userId')),
  or(
    gte(applications.sentAt, sql.placeholder('dayStart')),
    eq(applications.status, 'sending'),
    and(eq(applications.status, 'queued'), or(isNull(applications.nextAttemptAt), lt(applications.nextAttemptAt, sql.placeholder('dayEnd')))),
  ),
);

/**
 * The day's counts: `current` = applications hh took since the UTC day began, being sent, or queued to go out before
 * it ends; `spent` = the first two alone (what the quota has already used up, queued ones not counted).
 */
export interface DayCount {
  current: number;
  spent: number;
}

/** What the polled counter reads in one round trip: the day's counts and the seeker's subscription row. */
export interface DayCountWithSubscription extends DayCount {
  subscription: SubscriptionRow;
}

/**
 * The polled daily counter (GET /api/applications/count, every 10 s per open tab) as prepared statements, built once
 * per database: the SQL is rendered once and, on PostgreSQL, prepared once per connection. Both use the
 * (user_id, created_at) index for the seeker's rows and the subscriptions primary key.
 * - `withSubscription(userId, dayStart, dayEnd)`: ONE query returning the {@link DayCount} and the seeker's
 *   subscription row; null when the seeker has no subscription row yet (the caller falls back to `countOnly` and the
 *   subscription service, which starts the trial);
 * - `countOnly(userId, dayStart, dayEnd)`: the {@link DayCount} alone.
 */
export function preparePolledCount(db: Db) {
  const spentFilter = sql<number>`count(*) filter (where ${applications.sentAt} >= ${sql.placeholder('dayStart')} or ${applications.status} = 'sending')`;
  const counted = db.select({ total: count() }).from(applications).where(dayCountWhere);
  const spent = db.select({ total: spentFilter }).from(applications).where(dayCountWhere);
  const withSubscription = db
    .select({ current: sql<number>`(${counted})`.mapWith(Number), spent: sql<number>`(${spent})`.mapWith(Number), subscription: subscriptions })
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .prepare('applications_polled_count_with_subscription');
  const countOnly = db
    .select({ current: count(), spent: spentFilter.mapWith(Number) })
    .from(applications)
    .where(dayCountWhere)
    .prepare('applications_polled_count');
  const params = (userId: string, dayStart: Date, dayEnd: Date) => ({ userId, dayStart: dayStart.toISOString(), dayEnd: dayEnd.toISOString() });
  return {
    async withSubscription(userId: string, dayStart: Date, dayEnd: Date): Promise<DayCountWithSubscription | null> {
      const [row] = await withSubscription.execute(params(userId, dayStart, dayEnd));
      return row ?? null;
    },
    async countOnly(userId: string, dayStart: Date, dayEnd: Date): Promise<DayCount> {
      const [row] = await countOnly.execute(params(userId, dayStart, dayEnd));
      return row ?? { current: 0, spent: 0 };
    },
  };
}

/** Sets or clears the seeker's feedback mark. @returns false when the application is not theirs (or does not exist). */
export async function setFeedbackStatus(db: Db, userId: string, id: string, value: ApplicationRow['feedbackStatus'], at: Date): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ feedbackStatus: value, updatedAt: at })
    .where(and(eq(applications.id, id), eq(applications.userId, userId)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/** hh vacancy ids the seeker has an application for (any status). */
export async function listVacancyIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ vacancyId: applications.vacancyId }).from(applications).where(eq(applications.userId, userId));
  return rows.map((row) => row.vacancyId);
}

/** How many applications a position has had (any status). */
export async function countOfPosition(db: Db, positionId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(applications).where(eq(applications.positionId, positionId));
  return row?.total ?? 0;
}

/** One application by id, locked FOR UPDATE in the caller's transaction. */
export async function lockApplication(tx: Db, id: string): Promise<ApplicationRow | null> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update').limit(1);
  return row ?? null;
}

/**
 * Serialises the send claims of one seeker until the caller's transaction ends (pg_advisory_xact_lock), so two
 * workers never both see room under the daily quota.
 */
export async function lockSeeker(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`applications:${userId}`}, 0))`);
}

/** Applications hh took since `dayStart`, plus those being sent now other than `exceptId`. */
export async function countSentOrSending(tx: Db, userId: string, dayStart: Date, exceptId: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(applications)
    .where(and(eq(applications.userId, userId), ne(applications.id, exceptId), or(gte(applications.sentAt, dayStart), eq(applications.status, 'sending'))));
  return row?.total ?? 0;
}

/**
 * Changes an application when its status is one of `from` (a conditional update: a second worker or a stale attempt
 * changes nothing). @returns the row after the change, or null when the status did not match.
 */
export async function updateIfStatus(
  db: Db,
  id: string,
  from: readonly ApplicationStatus[],
  patch: Partial<NewApplicationRow>,
  at: Date,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .update(applications)
    .set({ ...patch, updatedAt: at })
    .where(and(eq(applications.id, id), inArray(applications.status, [...from])))
    .returning();
  return row ?? null;
}

/** Moves every queued application of the seeker to `until` (hh's limit_exceeded: the rest wait for the next day). */
export async function deferQueued(db: Db, userId: string, until: Date, at: Date): Promise<number> {
  const rows = await db
    .update(applications)
    .set({ nextAttemptAt: until, updatedAt: at })
    .where(and(eq(applications.userId, userId), eq(applications.status, 'queued')))
    .returning({ id: applications.id });
  return rows.length;
}

/** Makes the seeker's queued applications that wait for a later time due at `at`. @returns their ids. */
export async function releaseQueued(db: Db, userId: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(applications)
    .set({ nextAttemptAt: at, updatedAt: at })
    .where(and(eq(applications.userId, userId), eq(applications.status, 'queued'), gt(applications.nextAttemptAt, at)))
    .returning({ id: applications.id });
  return rows.map((row) => row.id);
}

/**
 * Makes the seeker's application of `vacancyId` due now when it is queued or in flight (its answer arrived through
 * the seeker's browser). @returns its id, or null when there is none to send.
 */
export async function makeDueNow(db: Db, userId: string, vacancyId: string, at: Date): Promise<string | null> {
  const [row] = await db
    .update(applications)
    .set({ nextAttemptAt: at, updatedAt: at })
    .where(and(eq(applications.userId, userId), eq(applications.vacancyId, vacancyId), inArray(applications.status, ['queued', 'sending'])))
    .returning({ id: applications.id });
  return row?.id ?? null;
}

/** How many of the seeker's applications are queued or in flight. */
export async function countInFlight(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.userId, userId), inArray(applications.status, ['queued', 'sending'])));
  return Number(row?.n ?? 0);
}

/**
 * Applications due to be sent (queued or left mid-send) whose time has come, oldest first. Queued ones of a paused
 * position wait (a mid-send one is finished: it may already be at hh).
 */
export async function listDue(db: Db, now: Date, limit: number): Promise<{ id: string }[]> {
  return db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .where(
      and(
        or(eq(applications.status, 'sending'), and(eq(applications.status, 'queued'), isNull(positions.pausedAt))),
        or(isNull(applications.nextAttemptAt), lte(applications.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(applications.createdAt))
    .limit(limit);
}

/** One application by id, whoever owns it (jobs). */
export async function findById(db: Db, id: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row ?? null;
}

/** Applications hh took whose state may still change or that are not confirmed yet, per seeker (the status sync). */
export async function listTracked(db: Db, limit: number): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(and(isNotNull(applications.hhNegotiationId), or(inArray(applications.status, ['sent', 'invited']), isNull(applications.confirmedAt))))
    .orderBy(asc(applications.userId), desc(applications.sentAt))
    .limit(limit);
}

/** Stores what GET /negotiations says about an application: confirmed, and its status when hh's state moved it. */
export async function recordNegotiationState(db: Db, id: string, patch: { confirmedAt: Date; status?: ApplicationStatus }, at: Date): Promise<void> {
  await db
    .update(applications)
    .set({ ...patch, updatedAt: at })
    .where(and(eq(applications.id, id), inArray(applications.status, ['sent', 'invited', 'rejected'])));
}

/**
 * Records that the employer viewed the application (hh's viewed_by_opponent), the first time only: a later sync
 * keeps the first `viewed_at`.
 * @param at the time our sync saw it (UTC)
 */
export async function recordViewed(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(applications)
    .set({ viewedAt: at })
    .where(and(eq(applications.id, id), isNull(applications.viewedAt)));
}

/** True when the position is paused (or deleted, which pauses it for good): its queued applications are not sent. */
export async function isPositionPaused(tx: Db, positionId: string): Promise<boolean> {
  const [row] = await tx.select({ pausedAt: positions.pausedAt }).from(positions).where(eq(positions.id, positionId)).limit(1);
  return row?.pausedAt != null;
}

/** Ids of the position's queued applications, oldest first. */
export async function listQueuedOfPosition(db: Db, positionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.positionId, positionId), eq(applications.status, 'queued')))
    .orderBy(asc(applications.createdAt));
  return rows.map((row) => row.id);
}

/** Marks the position's queued applications failed with `reason` (its deletion). @returns how many changed. */
export async function failQueuedOfPosition(db: Db, positionId: string, reason: string, at: Date): Promise<number> {
  const rows = await db
    .update(applications)
    .set({ status: 'failed', failureReason: reason, nextAttemptAt: null, updatedAt: at })
    .where(and(eq(applications.positionId, positionId), eq(applications.status, 'queued')))
    .returning({ id: applications.id });
  return rows.length;
}
