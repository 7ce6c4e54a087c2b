import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type InterviewRow, interviews } from '../../db/schema/interviews';

/** Drizzle queries of the interviews module. Every query is scoped to the owner (`user_id`). No rules here. */

/** The columns a create or edit writes. */
export type InterviewValues = Omit<InterviewRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** @returns the seeker's interviews, soonest first. */
export function listForUser(db: Db, userId: string): Promise<InterviewRow[]> {
  return db.select().from(interviews).where(eq(interviews.userId, userId)).orderBy(asc(interviews.scheduledAt), asc(interviews.createdAt));
}

/** @returns the interview when it is the seeker's, else null. */
export async function findOwned(db: Db, userId: string, id: string): Promise<InterviewRow | null> {
  const [row] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.id, id), eq(interviews.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Inserts an interview. @returns the new row. */
export async function insert(db: Db, userId: string, values: InterviewValues, at: Date): Promise<InterviewRow> {
  const [row] = await db
    .insert(interviews)
    .values({ ...values, userId, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('insert into interviews returned no row');
  return row;
}

/** Replaces the seeker's interview. @returns the row after, or null when it is not theirs. */
export async function update(db: Db, userId: string, id: string, values: InterviewValues, at: Date): Promise<InterviewRow | null> {
  const [row] = await db
    .update(interviews)
    .set({ ...values, updatedAt: at })
    .where(and(eq(interviews.id, id), eq(interviews.userId, userId)))
    .returning();
  return row ?? null;
}

/** Deletes the seeker's interview. @returns false when it is not theirs. */
export async function remove(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(interviews)
    .where(and(eq(interviews.id, id), eq(interviews.userId, userId)))
    .returning({ id: interviews.id });
  return rows.length === 1;
}
