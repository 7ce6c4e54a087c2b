import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { proposalSignals } from '../../db/schema/proposal-signals';
import type { DismissalSignal } from '../../engines/matching';

/** Drizzle queries of the seeker's unchecked proposals (negative signals). Reads are scoped to the owner. */

/**
 * Stores the signals of a position's unchecked proposals; one already stored for the same (position, vacancy) is
 * kept as it was (ON CONFLICT DO NOTHING), so a retried «Готово» adds nothing.
 */
export async function insertSignals(db: Db, userId: string, positionId: string, signals: readonly DismissalSignal[]): Promise<void> {
  if (signals.length === 0) return;
  await db
    .insert(proposalSignals)
    .values(
      signals.map((s) => ({
        userId,
        positionId,
        vacancyId: s.vacancy_id,
        employerId: s.employer_id,
        employerName: s.employer_name,
        titleTerms: s.title_terms,
        salaryBand: s.salary_band,
      })),
    )
    .onConflictDoNothing({ target: [proposalSignals.positionId, proposalSignals.vacancyId] });
}

/** Every signal of this seeker, over all their positions, oldest first. */
export async function signalsOfUser(db: Db, userId: string): Promise<DismissalSignal[]> {
  const rows = await db.select().from(proposalSignals).where(eq(proposalSignals.userId, userId)).orderBy(proposalSignals.createdAt);
  return rows.map((r) => ({
    vacancy_id: r.vacancyId,
    employer_id: r.employerId,
    employer_name: r.employerName,
    title_terms: r.titleTerms,
    salary_band: r.salaryBand,
  }));
}
