import type { Db } from '../../db/client';
import { feedback } from '../../db/schema/feedback';

/** Drizzle queries of the feedback module. No rules here. */

export async function insertFeedback(db: Db, values: { userId: string; action: string; score: number; message: string; createdAt: Date }): Promise<void> {
  await db.insert(feedback).values(values);
}
