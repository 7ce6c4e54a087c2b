import type { Db } from '../../db/client';
import { seekerSkills } from '../../db/schema/seeker-skills';

/** Stores a skill the seeker confirmed; a second confirmation of the same skill (same key) changes nothing. */
export async function insertSeekerSkill(db: Db, row: { userId: string; positionId: string; name: string; skillKey: string; at: Date }): Promise<void> {
  await db
    .insert(seekerSkills)
    .values({ userId: row.userId, positionId: row.positionId, name: row.name, skillKey: row.skillKey, createdAt: row.at })
    .onConflictDoNothing();
}
