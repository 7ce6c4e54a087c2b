import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assistantResumes } from '../../db/schema/hh';

/** @returns the hh ids of the resumes the assistant created for this seeker. */
export async function listAssistantResumeIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.select({ id: assistantResumes.hhResumeId }).from(assistantResumes).where(eq(assistantResumes.userId, userId));
  return new Set(rows.map((r) => r.id));
}

/** Records that the assistant created this hh resume (idempotent). */
export async function insertAssistantResume(db: Db, userId: string, hhResumeId: string, at: Date): Promise<void> {
  await db.insert(assistantResumes).values({ userId, hhResumeId, createdAt: at }).onConflictDoNothing();
}

/** True when the assistant created this hh resume for this seeker. */
export async function isAssistantResume(db: Db, userId: string, hhResumeId: string): Promise<boolean> {
  const rows = await db
    .select({ id: assistantResumes.hhResumeId })
    .from(assistantResumes)
    .where(and(eq(assistantResumes.userId, userId), eq(assistantResumes.hhResumeId, hhResumeId)))
    .limit(1);
  return rows.length > 0;
}
