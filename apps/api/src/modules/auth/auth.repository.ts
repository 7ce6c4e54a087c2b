import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, refreshTokenFamilies, refreshTokens } from '../../db/schema/auth';
import { type UserRow, users } from '../../db/schema/users';

/** Drizzle queries of the auth module: users, refresh-token families and tokens, password resets. No rules here. */

/** Why a refresh-token family was revoked. */
export type RevokeReason = 'logout' | 'reuse' | 'password_reset';

/** @returns the user with this (already normalised) e-mail, or null. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** @returns the user with this id, or null. */
export async function findUserById(db: Db, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Inserts a user. @returns the new row, or null when the e-mail is taken (unique constraint; no exception). */
export async function insertUser(db: Db, values: { email: string; passwordHash: string; name: string | null; createdAt: Date }): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row ?? null;
}

/** Sets `last_login`. @returns the updated row, or null when the user no longer exists. */
export async function setLastLogin(db: Db, userId: string, at: Date): Promise<UserRow | null> {
  const [row] = await db.update(users).set({ lastLogin: at }).where(eq(users.id, userId)).returning();
  return row ?? null;
}

/** Replaces the user's argon2id password hash. */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Starts a refresh-token family for a login. @returns its id. */
export async function insertFamily(db: Db, userId: string, createdAt: Date): Promise<string> {
  const [row] = await db.insert(refreshTokenFamilies).values({ userId, createdAt }).returning({ id: refreshTokenFamilies.id });
  if (!row) throw new Error('insert into refresh_token_families returned no row');
  return row.id;
}

/** Stores a refresh token by its SHA-256 hex. */
export async function insertRefreshToken(db: Db, values: { familyId: string; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** A refresh token with the family it belongs to. */
export interface RefreshTokenWithFamily {
  id: string;
  familyId: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  familyRevokedAt: Date | null;
}

/** @returns the token with this hash and its family, or null. */
export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenWithFamily | null> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      userId: refreshTokenFamilies.userId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      familyRevokedAt: refreshTokenFamilies.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(refreshTokenFamilies, eq(refreshTokens.familyId, refreshTokenFamilies.id))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/**
 * Marks a token used, only if nobody did it first (`UPDATE … WHERE used_at IS NULL RETURNING`).
 * On PostgreSQL a concurrent second update waits for the first to commit, then matches nothing.
 * @returns true when this call claimed the token.
 */
export async function claimRefreshToken(db: Db, tokenId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Revokes one family (no-op when already revoked). */
export async function revokeFamily(db: Db, familyId: string, at: Date, reason: RevokeReason): Promise<void> {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
}

/** Revokes every open family of a user (all their sessions). */
export async function revokeAllFamilies(db: Db, userId: string, at: Date, reason: RevokeReason): Promise<void> {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt)));
}

/** Spends every unused reset token of a user, so only the newest link works. */
export async function supersedePasswordResets(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Stores a reset token by its SHA-256 hex. */
export async function insertPasswordReset(db: Db, values: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/**
 * Spends a reset token if it is unused and not expired at `at` (one conditional UPDATE, so it works once).
 * @returns the user id it belongs to, or null.
 */
export async function consumePasswordReset(db: Db, tokenHash: string, at: Date): Promise<string | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at)))
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}
