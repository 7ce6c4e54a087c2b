import { EMPTY_ANSWER_BANK_FACTS, type AnswerBankFacts } from '@otklik/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answerBanks, type AnswerBankRow } from '../../db/schema/answer-bank';

/** Drizzle queries of the answer-bank module. Every read and write is scoped to one seeker. */

/** The seeker's bank row, or null before the first save. */
export async function findBank(db: Db, userId: string): Promise<AnswerBankRow | null> {
  const [row] = await db.select().from(answerBanks).where(eq(answerBanks.userId, userId)).limit(1);
  return row ?? null;
}

/** Writes the seeker's whole bank (insert, or replace the facts on the seeker's key). @returns the stored row. */
export async function saveBank(db: Db, userId: string, facts: AnswerBankFacts, at: Date): Promise<AnswerBankRow> {
  const [row] = await db
    .insert(answerBanks)
    .values({ userId, facts, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: answerBanks.userId, set: { facts, updatedAt: at } })
    .returning();
  if (!row) throw new Error('answer bank upsert returned no row');
  return row;
}

/**
 * Inside a transaction: makes sure the seeker has a row (an empty bank, if none) and locks it (FOR UPDATE), so a
 * read-change-write of the facts is not interleaved with another. @returns the locked row.
 */
export async function lockBank(tx: Db, userId: string): Promise<AnswerBankRow | null> {
  await tx.insert(answerBanks).values({ userId, facts: EMPTY_ANSWER_BANK_FACTS }).onConflictDoNothing({ target: answerBanks.userId });
  const [row] = await tx.select().from(answerBanks).where(eq(answerBanks.userId, userId)).for('update');
  return row ?? null;
}
