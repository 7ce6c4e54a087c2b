import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AdminAuditRow, adminAudit, adminRoles } from '../../db/schema/admin';
import { hhConnections } from '../../db/schema/hh';
import { trainerAccess } from '../../db/schema/trainer';
import { users } from '../../db/schema/users';

/**
 * Drizzle queries of the support console. It reads the users table to find people, and only the existence of an hh
 * connection (never its token columns). No rules here.
 */

/** A user as the console lists them: the account's public fields and three flags. */
export interface UserSummaryRow {
  id: string;
  email: string;
  name: string | null;
  createdAt: Date;
  lastLogin: Date | null;
  isAdmin: boolean;
  trainerAccess: boolean;
  hhConnected: boolean;
}

const summaryColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
  isAdmin: sql<boolean>`${adminRoles.userId} is not null`,
  trainerAccess: sql<boolean>`${trainerAccess.userId} is not null`,
  hhConnected: sql<boolean>`${hhConnections.userId} is not null`,
};

const selectSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(users)
    .leftJoin(adminRoles, eq(adminRoles.userId, users.id))
    .leftJoin(trainerAccess, eq(trainerAccess.userId, users.id))
    .leftJoin(hhConnections, eq(hhConnections.userId, users.id));

/** True when the user holds the admin role. */
export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: adminRoles.userId }).from(adminRoles).where(eq(adminRoles.userId, userId)).limit(1);
  return Boolean(row);
}

/** Gives the admin role. @returns true when this call gave it. */
export async function insertAdmin(db: Db, userId: string, now: Date): Promise<boolean> {
  const rows = await db.insert(adminRoles).values({ userId, grantedAt: now }).onConflictDoNothing().returning({ userId: adminRoles.userId });
  return rows.length > 0;
}

/** Takes the admin role away. @returns true when the user had it. */
export async function deleteAdmin(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(adminRoles).where(eq(adminRoles.userId, userId)).returning({ userId: adminRoles.userId });
  return rows.length > 0;
}

/** Every admin's e-mail and since when, oldest first. */
export async function listAdmins(db: Db): Promise<{ email: string; grantedAt: Date }[]> {
  return db
    .select({ email: users.email, grantedAt: adminRoles.grantedAt })
    .from(adminRoles)
    .innerJoin(users, eq(users.id, adminRoles.userId))
    .orderBy(adminRoles.grantedAt);
}

/** The account with this (lower-cased) e-mail: id and e-mail, or null. */
export async function findUserByEmail(db: Db, email: string): Promise<{ id: string; email: string } | null> {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** One user's summary, or null. */
export async function findSummary(db: Db, userId: string): Promise<UserSummaryRow | null> {
  const [row] = await selectSummaries(db).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Users whose e-mail or name contains `text` (case-insensitive), or whose id is `exactId`; newest first. */
export async function searchSummaries(db: Db, text: string, exactId: string | null, limit: number): Promise<UserSummaryRow[]> {
  const pattern = `%${escapeLike(text)}%`;
  return selectSummaries(db)
    .where(or(ilike(users.email, pattern), ilike(users.name, pattern), exactId ? eq(users.id, exactId) : undefined))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

/** Appends one audit entry. */
export async function insertAudit(
  db: Db,
  values: Pick<AdminAuditRow, 'adminId' | 'actor' | 'action' | 'targetUserId' | 'targetLabel' | 'details' | 'createdAt'>,
): Promise<void> {
  await db.insert(adminAudit).values(values);
}

/** One page of the audit log, newest first, optionally about one user, with the total. */
export async function listAudit(
  db: Db,
  filter: { targetUserId: string | null; offset: number; limit: number },
): Promise<{ items: AdminAuditRow[]; total: number }> {
  const where = filter.targetUserId ? eq(adminAudit.targetUserId, filter.targetUserId) : undefined;
  const [items, [totals]] = await Promise.all([
    db.select().from(adminAudit).where(where).orderBy(desc(adminAudit.createdAt), desc(adminAudit.id)).offset(filter.offset).limit(filter.limit),
    db.select({ total: count() }).from(adminAudit).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}
