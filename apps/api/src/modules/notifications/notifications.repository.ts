import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hhInvitations, type NotificationRow, notifications } from '../../db/schema/notifications';

/** Drizzle queries of the notifications module: notifications and the invitations already notified. No rules here. */

/** @returns the user's notifications, newest first (ties broken by id, so the order is stable). */
export async function listByUser(db: Db, userId: string): Promise<NotificationRow[]> {
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id));
}

/** Sets `fetched_at` on the given notifications of the user that have none yet. */
export async function markFetched(db: Db, userId: string, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ fetchedAt: at })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids]), isNull(notifications.fetchedAt)));
}

/** @returns true when the user has a notification never fetched. */
export async function hasUnfetched(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.fetchedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * {@link hasUnfetched} as a prepared statement, built once per database (POST /notifications/have_notifications is
 * polled every 10 s per open tab): the SQL is rendered once and, on PostgreSQL, prepared once per connection. It reads
 * the partial index `notifications_unfetched_user_id_idx` (user_id where fetched_at is null).
 * @returns `(userId) => true when the user has a notification never fetched`.
 */
export function prepareHasUnfetched(db: Db): (userId: string) => Promise<boolean> {
  const query = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.fetchedAt)))
    .limit(1)
    .prepare('notifications_has_unfetched');
  return async (userId) => (await query.execute({ userId })).length > 0;
}

/** Deletes the user's notification. @returns false when the user has no notification with this id. */
export async function deleteByUser(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export interface NewNotification {
  userId: string;
  title: string;
  description: string;
  vacancyLink: string | null;
  createdAt: Date;
}

/** Inserts a notification. @returns the row. */
export async function insertNotification(db: Db, values: NewNotification): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('insert into notifications returned no row');
  return row;
}

/**
 * Records an invitation as notified, keyed by (user, hh negotiation id).
 * @returns true when it is new; false when it was recorded before (the unique key, no exception).
 */
export async function insertInvitationIfNew(
  db: Db,
  values: { userId: string; negotiationId: string; vacancyId: string | null; detectedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(hhInvitations)
    .values(values)
    .onConflictDoNothing({ target: [hhInvitations.userId, hhInvitations.negotiationId] })
    .returning({ negotiationId: hhInvitations.negotiationId });
  return rows.length > 0;
}
