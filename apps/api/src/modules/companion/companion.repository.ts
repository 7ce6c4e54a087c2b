import type { CompanionOperationKind } from '@otklik/contracts';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companionAudit,
  companionDevices,
  companionOperations,
  companionPackPauses,
  companionPairFailures,
  companionPairingCodes,
  companionSettings,
  type CompanionAuditRow,
  type CompanionDeviceRow,
  type CompanionOperationRow,
  type CompanionOperationStatus,
  type CompanionSettingsRow,
} from '../../db/schema/companion';

/** Drizzle queries of the companion module. Every read for a seeker is scoped to the owner. */

// --- pairing ---------------------------------------------------------------------------------------------------

/** First key of the pairing-code advisory locks (the second is hashtext(user id)); arbitrary, unique in the app. */
const PAIRING_CODE_LOCK_CLASS = 727_514_102;

/**
 * Stores a new code and voids the seeker's other unused ones (only the newest code pairs), unless the seeker already
 * asked for `max` codes since `since`. Counted and written under the seeker's pairing-code lock
 * (`pg_advisory_xact_lock`), so parallel requests in any API process see each other and at most `max` get a code.
 * @returns false when the limit was reached (nothing written)
 */
export async function insertCodeWithinLimit(
  db: Db,
  row: { userId: string; codeHash: string; createdAt: Date; expiresAt: Date },
  since: Date,
  max: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAIRING_CODE_LOCK_CLASS}, hashtext(${row.userId}))`);
    const [asked] = await tx
      .select({ n: count() })
      .from(companionPairingCodes)
      .where(and(eq(companionPairingCodes.userId, row.userId), gte(companionPairingCodes.createdAt, since)));
    if (Number(asked?.n ?? 0) >= max) return false;
    await tx
      .update(companionPairingCodes)
      .set({ usedAt: row.createdAt })
      .where(and(eq(companionPairingCodes.userId, row.userId), isNull(companionPairingCodes.usedAt)));
    await tx.insert(companionPairingCodes).values(row);
    return true;
  });
}

/** Marks an unused, unexpired code used, in one statement (two browsers racing for one code: one wins). @returns its seeker. */
export async function consumeCode(db: Db, codeHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(companionPairingCodes)
    .set({ usedAt: now })
    .where(and(eq(companionPairingCodes.codeHash, codeHash), isNull(companionPairingCodes.usedAt), gt(companionPairingCodes.expiresAt, now)))
    .returning({ userId: companionPairingCodes.userId });
  return row?.userId ?? null;
}

/** Failed pairing attempts from `ip` since `since`, and from everywhere. */
export async function countFailures(db: Db, ip: string, since: Date): Promise<{ fromIp: number; total: number }> {
  const [row] = await db
    .select({
      fromIp: sql<number>`count(*) filter (where ${companionPairFailures.ip} = ${ip})`,
      total: count(),
    })
    .from(companionPairFailures)
    .where(gte(companionPairFailures.at, since));
  return { fromIp: Number(row?.fromIp ?? 0), total: Number(row?.total ?? 0) };
}

/** Records a pairing attempt from `ip` as failed until {@link deleteFailure} says otherwise. @returns its id. */
export async function insertFailure(db: Db, ip: string, at: Date): Promise<number> {
  const [row] = await db.insert(companionPairFailures).values({ ip, at }).returning({ id: companionPairFailures.id });
  return row!.id;
}

/** Forgets one attempt (it paired, or it was refused before its code was tried). */
export async function deleteFailure(db: Db, id: number): Promise<void> {
  await db.delete(companionPairFailures).where(eq(companionPairFailures.id, id));
}

// --- devices ---------------------------------------------------------------------------------------------------

export async function insertDevice(
  db: Db,
  row: { userId: string; name: string; tokenHash: string; extensionVersion: string | null; createdAt: Date },
): Promise<CompanionDeviceRow> {
  const [device] = await db
    .insert(companionDevices)
    .values({ ...row, lastSeenAt: row.createdAt })
    .returning();
  return device!;
}

/** The unrevoked device holding this token hash. */
export async function findDeviceByToken(db: Db, tokenHash: string): Promise<CompanionDeviceRow | null> {
  const [row] = await db
    .select()
    .from(companionDevices)
    .where(and(eq(companionDevices.tokenHash, tokenHash), isNull(companionDevices.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** Records a poll; written at most once per `minGapMs` per device. */
export async function touchDevice(db: Db, id: string, at: Date, minGapMs: number): Promise<void> {
  await db
    .update(companionDevices)
    .set({ lastSeenAt: at })
    .where(and(eq(companionDevices.id, id), or(isNull(companionDevices.lastSeenAt), lt(companionDevices.lastSeenAt, new Date(at.getTime() - minGapMs)))));
}

/** The seeker's unrevoked devices, newest first. */
export async function listDevices(db: Db, userId: string): Promise<CompanionDeviceRow[]> {
  return db
    .select()
    .from(companionDevices)
    .where(and(eq(companionDevices.userId, userId), isNull(companionDevices.revokedAt)))
    .orderBy(desc(companionDevices.createdAt));
}

/** Revokes one of the seeker's devices. @returns false when it is not theirs or already revoked. */
export async function revokeDevice(db: Db, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(companionDevices)
    .set({ revokedAt: at })
    .where(and(eq(companionDevices.id, id), eq(companionDevices.userId, userId), isNull(companionDevices.revokedAt)))
    .returning({ id: companionDevices.id });
  return rows.length > 0;
}

/** True while the device is paired and not revoked. */
export async function isDeviceActive(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companionDevices.id })
    .from(companionDevices)
    .where(and(eq(companionDevices.id, id), isNull(companionDevices.revokedAt)))
    .limit(1);
  return row !== undefined;
}

/** Gives the running operations of a revoked device back to the queue (another browser of the seeker takes them). */
export async function requeueOfDevice(db: Db, deviceId: string, at: Date): Promise<void> {
  await db
    .update(companionOperations)
    .set({ status: 'queued', deviceId: null, leaseUntil: null, updatedAt: at })
    .where(and(eq(companionOperations.deviceId, deviceId), eq(companionOperations.status, 'running')));
}

/** Revokes every device of the seeker. @returns how many. */
export async function revokeAllDevices(db: Db, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(companionDevices)
    .set({ revokedAt: at })
    .where(and(eq(companionDevices.userId, userId), isNull(companionDevices.revokedAt)))
    .returning({ id: companionDevices.id });
  return rows.length;
}

/** True while the seeker has an unrevoked device. */
export async function hasDevice(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companionDevices.id })
    .from(companionDevices)
    .where(and(eq(companionDevices.userId, userId), isNull(companionDevices.revokedAt)))
    .limit(1);
  return row !== undefined;
}

/** Ids of the seekers with an unrevoked device. */
export async function listPairedUserIds(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: companionDevices.userId }).from(companionDevices).where(isNull(companionDevices.revokedAt));
  return rows.map((row) => row.userId);
}

/** The latest poll of any of the seeker's unrevoked devices (null: never). */
export async function lastSeen(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${companionDevices.lastSeenAt})` })
    .from(companionDevices)
    .where(and(eq(companionDevices.userId, userId), isNull(companionDevices.revokedAt)));
  const at = row?.at ?? null;
  return at === null ? null : new Date(at);
}

// --- settings --------------------------------------------------------------------------------------------------

export async function findSettings(db: Db, userId: string): Promise<CompanionSettingsRow | null> {
  const [row] = await db.select().from(companionSettings).where(eq(companionSettings.userId, userId)).limit(1);
  return row ?? null;
}

export async function saveSettings(db: Db, row: CompanionSettingsRow): Promise<CompanionSettingsRow> {
  const { userId: _userId, ...rest } = row;
  const [saved] = await db.insert(companionSettings).values(row).onConflictDoUpdate({ target: companionSettings.userId, set: rest }).returning();
  return saved!;
}

// --- operations ------------------------------------------------------------------------------------------------

/**
 * Serialises the claims of one seeker's operations until the caller's transaction ends (pg_advisory_xact_lock), so
 * two polls never both hand out the seeker's next application.
 */
export async function lockSeeker(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`companion:${userId}`}, 0))`);
}

/** Inserts an operation unless one with its key exists (an apply: ever; a read: live). @returns the row inserted, or null. */
export async function insertOperation(
  db: Db,
  row: { userId: string; kind: CompanionOperationKind; dedupeKey: string; params: Record<string, unknown>; createdAt: Date },
): Promise<CompanionOperationRow | null> {
  const [inserted] = await db
    .insert(companionOperations)
    .values({ ...row, updatedAt: row.createdAt })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

/** The operation with this key: the apply of a vacancy, or the live read (queued or running); the newest of any status with `anyStatus`. */
export async function findByKey(
  db: Db,
  userId: string,
  kind: CompanionOperationKind,
  dedupeKey: string,
  options: { anyStatus?: boolean } = {},
): Promise<CompanionOperationRow | null> {
  const live = kind === 'apply' || options.anyStatus ? [] : [inArray(companionOperations.status, ['queued', 'running'])];
  const [row] = await db
    .select()
    .from(companionOperations)
    .where(and(eq(companionOperations.userId, userId), eq(companionOperations.kind, kind), eq(companionOperations.dedupeKey, dedupeKey), ...live))
    .orderBy(desc(companionOperations.createdAt))
    .limit(1);
  return row ?? null;
}

/** The newest read with this key that finished after `since` (a fresh answer is reused instead of reading again). */
export async function findFreshRead(db: Db, userId: string, dedupeKey: string, since: Date): Promise<CompanionOperationRow | null> {
  const [row] = await db
    .select()
    .from(companionOperations)
    .where(
      and(
        eq(companionOperations.userId, userId),
        ne(companionOperations.kind, 'apply'),
        eq(companionOperations.dedupeKey, dedupeKey),
        eq(companionOperations.status, 'done'),
        gte(companionOperations.finishedAt, since),
      ),
    )
    .orderBy(desc(companionOperations.finishedAt))
    .limit(1);
  return row ?? null;
}

export async function findOperation(db: Db, id: string): Promise<CompanionOperationRow | null> {
  const [row] = await db.select().from(companionOperations).where(eq(companionOperations.id, id)).limit(1);
  return row ?? null;
}

/** The seeker's own operation (another seeker's id reads as unknown). */
export async function findOwnedOperation(db: Db, userId: string, id: string): Promise<CompanionOperationRow | null> {
  const [row] = await db
    .select()
    .from(companionOperations)
    .where(and(eq(companionOperations.id, id), eq(companionOperations.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Changes an operation when its status is one of `from`. @returns the row after the change, or null. */
export async function updateOperationIf(
  db: Db,
  id: string,
  from: readonly CompanionOperationStatus[],
  patch: Partial<typeof companionOperations.$inferInsert>,
  at: Date,
): Promise<CompanionOperationRow | null> {
  const [row] = await db
    .update(companionOperations)
    .set({ ...patch, updatedAt: at })
    .where(and(eq(companionOperations.id, id), inArray(companionOperations.status, [...from])))
    .returning();
  return row ?? null;
}

/**
 * Puts back in the queue the seeker's running operations of `kinds` that `deviceId` held (it polls for that lane
 * again, so it is not running them: its tab or browser went away) or whose lease ran out. @returns them.
 */
export async function requeueAbandoned(
  tx: Db,
  userId: string,
  kinds: readonly CompanionOperationKind[],
  deviceId: string,
  now: Date,
): Promise<CompanionOperationRow[]> {
  return tx
    .update(companionOperations)
    .set({ status: 'queued', deviceId: null, leaseUntil: null, updatedAt: now })
    .where(
      and(
        eq(companionOperations.userId, userId),
        eq(companionOperations.status, 'running'),
        inArray(companionOperations.kind, [...kinds]),
        or(eq(companionOperations.deviceId, deviceId), lt(companionOperations.leaseUntil, now)),
      ),
    )
    .returning();
}

/** The seeker's queued operations of `kinds`, oldest first. */
export async function listQueued(tx: Db, userId: string, kinds: readonly CompanionOperationKind[], limit: number): Promise<CompanionOperationRow[]> {
  return tx
    .select()
    .from(companionOperations)
    .where(and(eq(companionOperations.userId, userId), eq(companionOperations.status, 'queued'), inArray(companionOperations.kind, [...kinds])))
    .orderBy(asc(companionOperations.createdAt))
    .limit(limit);
}

/** True when one of the seeker's operations of `kinds` is running (one application at a time). */
export async function hasRunning(tx: Db, userId: string, kinds: readonly CompanionOperationKind[]): Promise<boolean> {
  const [row] = await tx
    .select({ id: companionOperations.id })
    .from(companionOperations)
    .where(and(eq(companionOperations.userId, userId), eq(companionOperations.status, 'running'), inArray(companionOperations.kind, [...kinds])))
    .limit(1);
  return row !== undefined;
}

/** When the seeker's applications sent for them ended (started, while running), for those started since `since`. */
export async function listAutoStarts(tx: Db, userId: string, since: Date): Promise<Date[]> {
  const rows = await tx
    // The later of its start and its end: the gap counts from when the previous application last touched hh.
    .select({ at: sql<Date | null>`coalesce(${companionOperations.finishedAt}, ${companionOperations.startedAt})`.mapWith(companionOperations.startedAt) })
    .from(companionOperations)
    .where(
      and(
        eq(companionOperations.userId, userId),
        eq(companionOperations.kind, 'apply'),
        isNotNull(companionOperations.startedAt),
        gte(companionOperations.startedAt, since),
        sql`${companionOperations.params}->>'mode' = 'send_for_me'`,
      ),
    );
  return rows.flatMap((row) => (row.at ? [row.at] : []));
}

/** The seeker's applies stopped on a hard stop (what they are asked), newest first. */
export async function listStopped(db: Db, userId: string): Promise<CompanionOperationRow[]> {
  return db
    .select()
    .from(companionOperations)
    .where(and(eq(companionOperations.userId, userId), eq(companionOperations.status, 'stopped')))
    .orderBy(desc(companionOperations.updatedAt))
    .limit(50);
}

/** Drops finished reads older than `before` (their results were answered long ago). @returns how many. */
export async function deleteOldReads(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(companionOperations)
    .where(
      and(
        ne(companionOperations.kind, 'apply'),
        inArray(companionOperations.status, ['done', 'failed', 'cancelled']),
        lt(companionOperations.updatedAt, before),
      ),
    )
    .returning({ id: companionOperations.id });
  return rows.length;
}

/** Forgets pairing codes and failed attempts older than `before`. */
export async function deleteOldPairing(db: Db, before: Date): Promise<void> {
  await db.delete(companionPairingCodes).where(lt(companionPairingCodes.expiresAt, before));
  await db.delete(companionPairFailures).where(lt(companionPairFailures.at, before));
}

/** Stops every queued read of the seeker (their browser went away for good: nobody waits for them). */
export async function failQueuedReads(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(companionOperations)
    .set({ status: 'failed', error: 'companion revoked', updatedAt: at, finishedAt: at })
    .where(and(eq(companionOperations.userId, userId), ne(companionOperations.kind, 'apply'), inArray(companionOperations.status, ['queued', 'running'])));
}

// --- audit -----------------------------------------------------------------------------------------------------

export async function insertAudit(db: Db, rows: (typeof companionAudit.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(companionAudit).values(rows);
}

/** One page of the seeker's audit log, newest first, and the total. */
export async function listAudit(db: Db, userId: string, offset: number, limit: number): Promise<{ items: CompanionAuditRow[]; total: number }> {
  const items = await db
    .select()
    .from(companionAudit)
    .where(eq(companionAudit.userId, userId))
    .orderBy(desc(companionAudit.at), desc(companionAudit.id))
    .offset(offset)
    .limit(limit);
  const [row] = await db.select({ n: count() }).from(companionAudit).where(eq(companionAudit.userId, userId));
  return { items, total: Number(row?.n ?? 0) };
}

// --- selector pack pauses ----------------------------------------------------------------------------------------

/**
 * Pauses sending on pack `version` (the first failure names the page; later ones change nothing while it is paused;
 * after the operator lifted a pause, a new failure pauses it again). @returns true when it was not paused before.
 */
export async function pausePack(db: Db, version: string, page: string, missing: string[], at: Date): Promise<boolean> {
  const rows = await db
    .insert(companionPackPauses)
    .values({ version, page, missing, pausedAt: at })
    .onConflictDoUpdate({
      target: companionPackPauses.version,
      set: { page, missing, pausedAt: at, clearedAt: null },
      setWhere: isNotNull(companionPackPauses.clearedAt),
    })
    .returning({ version: companionPackPauses.version });
  return rows.length > 0;
}

/** The pause row of pack `version`, paused or lifted (null: it never failed). */
export async function findPackPause(db: Db, version: string): Promise<typeof companionPackPauses.$inferSelect | null> {
  const [row] = await db.select().from(companionPackPauses).where(eq(companionPackPauses.version, version)).limit(1);
  return row ?? null;
}

/** True while sending on pack `version` is paused. */
export async function isPackPaused(db: Db, version: string): Promise<boolean> {
  const [row] = await db
    .select({ version: companionPackPauses.version })
    .from(companionPackPauses)
    .where(and(eq(companionPackPauses.version, version), isNull(companionPackPauses.clearedAt)))
    .limit(1);
  return row !== undefined;
}

/** Lifts the pause of pack `version` (the operator checked the pages). @returns false when it was not paused. */
export async function clearPackPause(db: Db, version: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(companionPackPauses)
    .set({ clearedAt: at })
    .where(and(eq(companionPackPauses.version, version), isNull(companionPackPauses.clearedAt)))
    .returning({ version: companionPackPauses.version });
  return rows.length > 0;
}

/** The wake-up channel of the seeker's companion: announced after every write that a poll or a waiting call cares about. */
export async function announce(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
