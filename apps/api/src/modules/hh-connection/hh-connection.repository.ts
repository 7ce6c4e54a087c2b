import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type HhConnectionRow, hhConnections, hhOauthStates } from '../../db/schema/hh';

/** Drizzle queries of the hh-connection module: connections (encrypted tokens) and OAuth states. No rules here. */

/** @returns the seeker's connection, or null when they are not integrated. */
export async function findConnection(db: Db, userId: string): Promise<HhConnectionRow | null> {
  const [row] = await db.select().from(hhConnections).where(eq(hhConnections.userId, userId)).limit(1);
  return row ?? null;
}

/** @returns the connection of the Otklik account linked to this hh account, or null. */
export async function findConnectionByHhUser(db: Db, hhUserId: string): Promise<HhConnectionRow | null> {
  const [row] = await db.select().from(hhConnections).where(eq(hhConnections.hhUserId, hhUserId)).limit(1);
  return row ?? null;
}

/** Encrypted token pair and its expiry, as stored. */
export interface StoredTokens {
  accessTokenEnc: string;
  refreshTokenEnc: string;
  accessExpiresAt: Date;
}

/** Inserts or replaces the connection after a code exchange (version restarts from the stored one + 1). */
export async function upsertConnection(db: Db, userId: string, hhUserId: string, tokens: StoredTokens, at: Date): Promise<void> {
  await db
    .insert(hhConnections)
    .values({ userId, hhUserId, ...tokens, version: 1, connectedAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: hhConnections.userId,
      set: { hhUserId, ...tokens, connectedAt: at, updatedAt: at },
    });
}

/**
 * Stores a refreshed pair only over the pair that was spent (`version` = expectedVersion).
 * @returns true when stored; false when another refresh stored first.
 */
export async function replaceTokens(db: Db, userId: string, expectedVersion: number, tokens: StoredTokens, at: Date): Promise<boolean> {
  const rows = await db
    .update(hhConnections)
    .set({ ...tokens, version: expectedVersion + 1, updatedAt: at })
    .where(and(eq(hhConnections.userId, userId), eq(hhConnections.version, expectedVersion)))
    .returning({ userId: hhConnections.userId });
  return rows.length > 0;
}

/** First key of the hh-refresh advisory locks (the second is hashtext(user id)); arbitrary, unique in the app. */
const HH_REFRESH_LOCK_CLASS = 727_514_101;

/**
 * Takes the seeker's hh-refresh lock until the transaction ends (`pg_advisory_xact_lock`, keyed by a fixed class and
 * the user id's hash); another process refreshing the same seeker waits here. Call inside a transaction.
 */
export async function lockSeekerTokens(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${HH_REFRESH_LOCK_CLASS}, hashtext(${userId}))`);
}

/** Deletes the connection: the seeker is no longer integrated. */
export async function deleteConnection(db: Db, userId: string): Promise<void> {
  await db.delete(hhConnections).where(eq(hhConnections.userId, userId));
}

/** A pending OAuth state (hashed) and what it is bound to. */
export interface NewOauthState {
  stateHash: string;
  purpose: 'connect' | 'login';
  userId: string | null;
  familyId: string | null;
  nonceHash: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertOauthState(db: Db, state: NewOauthState): Promise<void> {
  await db.insert(hhOauthStates).values(state);
}

/**
 * Spends a state: marks it used if it exists, is unused and unexpired at `at`.
 * @returns the row as it was, or null (unknown, used or expired). Single use under concurrency (conditional UPDATE).
 */
export async function consumeOauthState(db: Db, stateHash: string, at: Date) {
  const [row] = await db
    .update(hhOauthStates)
    .set({ usedAt: at })
    .where(and(eq(hhOauthStates.stateHash, stateHash), isNull(hhOauthStates.usedAt), gt(hhOauthStates.expiresAt, at)))
    .returning();
  return row ?? null;
}

export async function listConnectedUserIds(db: Db): Promise<string[]> {
  const rows = await db.select({ userId: hhConnections.userId }).from(hhConnections);
  return rows.map((r) => r.userId);
}
