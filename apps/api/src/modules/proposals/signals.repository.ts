import { and, eq, isNotNull, sql } from 'drizzle-orm';
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

/**
 * Stores a vacancy hidden with «Не интересно» on /vacancy as a signal of the position with `hidden_at` = `now`; a
 * signal already stored for the same (position, vacancy), such as an unchecked proposal, is marked hidden. A second
 * call keeps the first time.
 */
export async function insertHiddenSignal(db: Db, userId: string, positionId: string, signal: DismissalSignal, now: Date): Promise<void> {
  await db
    .insert(proposalSignals)
    .values({
      userId,
      positionId,
      vacancyId: signal.vacancy_id,
      employerId: signal.employer_id,
      employerName: signal.employer_name,
      titleTerms: signal.title_terms,
      salaryBand: signal.salary_band,
      hiddenAt: now,
    })
    .onConflictDoUpdate({
      target: [proposalSignals.positionId, proposalSignals.vacancyId],
      set: { hiddenAt: now },
      setWhere: sql`${proposalSignals.hiddenAt} is null`,
    });
}

/** The hh vacancy ids this seeker hid on /vacancy, over all their positions. */
export async function hiddenVacancyIdsOfUser(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ vacancyId: proposalSignals.vacancyId })
    .from(proposalSignals)
    .where(and(eq(proposalSignals.userId, userId), isNotNull(proposalSignals.hiddenAt)));
  return new Set(rows.map((row) => row.vacancyId));
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
