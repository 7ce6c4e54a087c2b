import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SubscriptionRow, subscriptions } from '../../db/schema/subscription';

/** Drizzle queries of the subscription module. No rules here. */

/** @returns the user's subscription row, or null. */
export async function findByUser(db: Db, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * Inserts the user's subscription unless one exists (one row per user; no exception).
 * @returns the new row, or null when the user already had one.
 */
export async function insertIfMissing(
  db: Db,
  values: { userId: string; planId: string; trialEnd: Date | null; createdAt: Date },
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .insert(subscriptions)
    .values({ ...values, updatedAt: values.createdAt })
    .onConflictDoNothing({ target: subscriptions.userId })
    .returning();
  return row ?? null;
}
