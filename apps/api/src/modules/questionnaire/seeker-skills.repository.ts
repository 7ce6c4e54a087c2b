import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seekerSkills } from '../../db/schema/seeker-skills';

/** Stores a skill the seeker confirmed; a second confirmation of the same skill (same key) changes nothing. */
export async function insertSeekerSkill(
  db: Db,
  row: { userId: string; positionId: string; name: string; skillKey: string; at: Date },
): Promise<void> {
  await db
    .insert(seekerSkills)
    .values({ userId: row.userId, positionId: row.positionId, name: row.name, skillKey: row.skillKey, createdAt: row.at })
    .onConflictDoNothing();
}

/** @returns the names of the skills the seeker confirmed, oldest first. */
export async function listSeekerSkills(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ name: seekerSkills.name }).from(seekerSkills).where(eq(seekerSkills.userId, userId)).orderBy(asc(seekerSkills.createdAt));
  return rows.map((r) => r.name);
}
