import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trainerAccess, type TrainerAccessRequestRow, trainerAccessRequests } from '../../db/schema/trainer';
import { users } from '../../db/schema/users';

/** Drizzle queries of the trainer module. No rules here. */

/** True when the user has trainer access. */
export async function hasAccess(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: trainerAccess.userId }).from(trainerAccess).where(eq(trainerAccess.userId, userId)).limit(1);
  return Boolean(row);
}

/** Gives access (no-op when it exists). @returns true when this call gave it. */
export async function insertAccess(db: Db, userId: string, grantedBy: string | null, now: Date): Promise<boolean> {
  const rows = await db.insert(trainerAccess).values({ userId, grantedBy, grantedAt: now }).onConflictDoNothing().returning({ userId: trainerAccess.userId });
  return rows.length > 0;
}

/** Takes access away. @returns true when the user had it. */
export async function deleteAccess(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(trainerAccess).where(eq(trainerAccess.userId, userId)).returning({ userId: trainerAccess.userId });
  return rows.length > 0;
}

/** The user's newest request, or null. */
export async function latestRequest(db: Db, userId: string): Promise<TrainerAccessRequestRow | null> {
  const [row] = await db
    .select()
    .from(trainerAccessRequests)
    .where(eq(trainerAccessRequests.userId, userId))
    .orderBy(desc(trainerAccessRequests.createdAt), desc(trainerAccessRequests.id))
    .limit(1);
  return row ?? null;
}

/** The user's requests, newest first. */
export async function requestsOf(db: Db, userId: string): Promise<TrainerAccessRequestRow[]> {
  return db.select().from(trainerAccessRequests).where(eq(trainerAccessRequests.userId, userId)).orderBy(desc(trainerAccessRequests.createdAt));
}

/** Files an open request unless one is open (partial unique index). @returns the row, or null when one was open. */
export async function insertOpenRequest(db: Db, userId: string, message: string, now: Date): Promise<TrainerAccessRequestRow | null> {
  const [row] = await db.insert(trainerAccessRequests).values({ userId, message, status: 'open', createdAt: now }).onConflictDoNothing().returning();
  return row ?? null;
}

/** One request by id, or null. */
export async function findRequest(db: Db, id: string): Promise<TrainerAccessRequestRow | null> {
  const [row] = await db.select().from(trainerAccessRequests).where(eq(trainerAccessRequests.id, id)).limit(1);
  return row ?? null;
}

/**
 * Answers a request that is still open. @returns the row after, or null when it was no longer open (answered by
 * someone else meanwhile).
 */
export async function answerOpenRequest(
  db: Db,
  id: string,
  values: { status: 'granted' | 'declined' | 'closed'; reply: string | null; answeredBy: string | null; answeredAt: Date },
): Promise<TrainerAccessRequestRow | null> {
  const [row] = await db
    .update(trainerAccessRequests)
    .set(values)
    .where(and(eq(trainerAccessRequests.id, id), eq(trainerAccessRequests.status, 'open')))
    .returning();
  return row ?? null;
}

/** Closes the user's open request, if any, with `status`. */
export async function closeOpenRequestOf(
  db: Db,
  userId: string,
  values: { status: 'granted' | 'closed'; answeredBy: string | null; answeredAt: Date },
): Promise<void> {
  await db
    .update(trainerAccessRequests)
    .set(values)
    .where(and(eq(trainerAccessRequests.userId, userId), eq(trainerAccessRequests.status, 'open')));
}

/** Requests in one status with who asked, oldest first, at most `limit`. */
export async function listRequests(
  db: Db,
  status: TrainerAccessRequestRow['status'],
  limit: number,
): Promise<{ request: TrainerAccessRequestRow; email: string; name: string | null }[]> {
  return db
    .select({ request: trainerAccessRequests, email: users.email, name: users.name })
    .from(trainerAccessRequests)
    .innerJoin(users, eq(users.id, trainerAccessRequests.userId))
    .where(eq(trainerAccessRequests.status, status))
    .orderBy(asc(trainerAccessRequests.createdAt), asc(trainerAccessRequests.id))
    .limit(limit);
}
