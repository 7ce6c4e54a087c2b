import { and, asc, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { positions, type NewPositionRow, type PositionRow } from '../../db/schema/positions';
import { seekerExperience, type SeekerExperienceRow } from '../../db/schema/seeker-experience';
import { seekerSkills } from '../../db/schema/seeker-skills';

/** Drizzle queries of the positions module. Every read is scoped to the owner: another seeker's id finds nothing. */

/** Inserts a position. @returns the stored row. */
export async function insertPosition(db: Db, values: NewPositionRow): Promise<PositionRow> {
  const [row] = await db.insert(positions).values(values).returning();
  if (!row) throw new Error('insert into positions returned nothing');
  return row;
}

/** The seeker's positions (not deleted), newest first. */
export function listPositions(db: Db, userId: string): Promise<PositionRow[]> {
  return db
    .select()
    .from(positions)
    .where(and(eq(positions.userId, userId), isNull(positions.deletedAt)))
    .orderBy(desc(positions.createdAt), desc(positions.id));
}

/** One position of this seeker, or null (also for someone else's id, and for a deleted one). */
export async function findPosition(db: Db, userId: string, id: string): Promise<PositionRow | null> {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.id, id), eq(positions.userId, userId), isNull(positions.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Changes a position's columns and `updated_at`. @returns the row after the change. */
export async function updatePosition(db: Db, id: string, patch: Partial<NewPositionRow>, at: Date): Promise<PositionRow> {
  const [row] = await db
    .update(positions)
    .set({ ...patch, updatedAt: at })
    .where(eq(positions.id, id))
    .returning();
  if (!row) throw new Error(`position ${id} vanished`);
  return row;
}

/**
 * Stores the questionnaire unless one is already there (two first reads at once keep the first).
 * @returns the row with the questionnaire that won.
 */
export async function saveQuestionnaireOnce(
  db: Db,
  id: string,
  values: Pick<NewPositionRow, 'questions' | 'marketSkills'>,
  at: Date,
): Promise<PositionRow | null> {
  const [row] = await db
    .update(positions)
    .set({ ...values, updatedAt: at })
    .where(and(eq(positions.id, id), isNull(positions.questions)))
    .returning();
  return row ?? null;
}

/**
 * Claims the publication of the position's resume: sets `publish_started_at` unless it is published, or another
 * claim younger than `staleBefore` holds it. @returns true when this caller holds the claim.
 */
export async function claimPublish(db: Db, id: string, at: Date, staleBefore: Date): Promise<boolean> {
  const rows = await db
    .update(positions)
    .set({ publishStartedAt: at, updatedAt: at })
    .where(and(eq(positions.id, id), isNull(positions.publishedAt), or(isNull(positions.publishStartedAt), lt(positions.publishStartedAt, staleBefore))))
    .returning({ id: positions.id });
  return rows.length > 0;
}

/**
 * The names of the skills the seeker confirmed («У меня есть этот навык», table seeker_skills, written by the
 * questionnaire's resume step), oldest first: facts whose source is the seeker.
 */
export async function listSeekerSkills(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ name: seekerSkills.name }).from(seekerSkills).where(eq(seekerSkills.userId, userId)).orderBy(asc(seekerSkills.createdAt));
  return rows.map((r) => r.name);
}

/** Inside a transaction: the seeker's position, locked (FOR UPDATE) so two review answers are applied one after the other. */
export async function lockPosition(tx: Db, userId: string, id: string): Promise<PositionRow | null> {
  const [row] = await tx
    .select()
    .from(positions)
    .where(and(eq(positions.id, id), eq(positions.userId, userId), isNull(positions.deletedAt)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The seeker's confirmed work history, or null before their first review answer. */
export async function findSeekerExperience(db: Db, userId: string): Promise<SeekerExperienceRow | null> {
  const [row] = await db.select().from(seekerExperience).where(eq(seekerExperience.userId, userId)).limit(1);
  return row ?? null;
}

/** Inside a transaction: the seeker's history row, created empty when missing, and locked (FOR UPDATE). */
export async function lockSeekerExperience(tx: Db, userId: string): Promise<SeekerExperienceRow> {
  await tx.insert(seekerExperience).values({ userId, jobs: [], removed: [] }).onConflictDoNothing({ target: seekerExperience.userId });
  const [row] = await tx.select().from(seekerExperience).where(eq(seekerExperience.userId, userId)).for('update');
  if (!row) throw new Error('seeker_experience row vanished');
  return row;
}

/** Writes the seeker's history. */
export async function saveSeekerExperience(tx: Db, userId: string, value: Pick<SeekerExperienceRow, 'jobs' | 'removed' | 'leftOut'>, at: Date): Promise<void> {
  await tx
    .update(seekerExperience)
    .set({ ...value, updatedAt: at })
    .where(eq(seekerExperience.userId, userId));
}
