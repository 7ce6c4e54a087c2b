import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { answerBanks } from '../../db/schema/answer-bank';
import { applications } from '../../db/schema/applications';
import { refreshTokenFamilies } from '../../db/schema/auth';
import { feedback } from '../../db/schema/feedback';
import { hhConnections } from '../../db/schema/hh';
import { interviews } from '../../db/schema/interviews';
import { notifications } from '../../db/schema/notifications';
import { positions } from '../../db/schema/positions';
import { emailChanges } from '../../db/schema/profile';
import { proposalSignals } from '../../db/schema/proposal-signals';
import { seekerSkills } from '../../db/schema/seeker-skills';
import { payments, subscriptions } from '../../db/schema/subscription';
import { trainerAccess, trainerAccessRequests } from '../../db/schema/trainer';
import { type UserRow, users } from '../../db/schema/users';

/** Drizzle queries of the users module (/profile): the account row, e-mail changes, sessions, the data export. No rules here. */

/** @returns the user with this id, or null. */
export async function findUser(db: Db, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** @returns true when some account other than `exceptUserId` has this (normalised) e-mail. */
export async function emailInUse(db: Db, email: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

/** Updates the editable profile fields given. @returns the row after, or null when the user is gone. */
export async function updateProfile(db: Db, userId: string, values: Partial<Pick<UserRow, 'name' | 'telegram' | 'portfolioLink'>>): Promise<UserRow | null> {
  if (Object.keys(values).length === 0) return findUser(db, userId);
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row ?? null;
}

/** Replaces the user's argon2id password hash. */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * Sets the e-mail. @returns false when another account took it meanwhile (unique constraint), true otherwise.
 */
export async function setEmail(db: Db, userId: string, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ email })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return null;
      throw error;
    });
  return rows !== null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null); e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
    if (!(e as { cause?: unknown }).cause) break;
  }
  return false;
}

/** Revokes every open refresh-token family of the user except `keepFamilyId` (the current session). */
export async function revokeOtherFamilies(db: Db, userId: string, keepFamilyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: at, revokedReason: 'password_change' })
    .where(and(eq(refreshTokenFamilies.userId, userId), ne(refreshTokenFamilies.id, keepFamilyId), isNull(refreshTokenFamilies.revokedAt)));
}

/** Spends every unused e-mail change of the user, so only the newest link works. */
export async function supersedeEmailChanges(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(emailChanges)
    .set({ usedAt: at })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}

/** Stores a pending e-mail change by its token's SHA-256 hex. */
export async function insertEmailChange(
  db: Db,
  values: { userId: string; newEmail: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(emailChanges).values(values);
}

/** @returns the newest unused, unexpired e-mail change of the user at `at`, or null. */
export async function findPendingEmailChange(db: Db, userId: string, at: Date): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, at)))
    .orderBy(asc(emailChanges.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

/** Spends an e-mail change token if unused and unexpired at `at` (one conditional UPDATE). @returns whose and to what, or null. */
export async function consumeEmailChange(db: Db, tokenHash: string, at: Date): Promise<{ userId: string; newEmail: string } | null> {
  const [row] = await db
    .update(emailChanges)
    .set({ usedAt: at })
    .where(and(eq(emailChanges.tokenHash, tokenHash), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, at)))
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  return row ?? null;
}

/** Deletes the account; every table holding the seeker's data cascades from `users` (see db/schema), payments excepted. */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  // Payments stay as accounting records (402-FZ keeps them 5 years) without the person: the receipt e-mail and the
  // card's last digits go, and the user id becomes null when the users row goes (ON DELETE SET NULL).
  await db.update(payments).set({ receiptEmail: '', cardLast4: null }).where(eq(payments.userId, userId));
  await db.delete(users).where(eq(users.id, userId));
}

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

/** A table of the seeker's data: its rows belong to the user in its `userId` column. */
type SeekerTable = PgTable & { userId: AnyPgColumn };

/** An export row with its Date values as ISO-8601 UTC strings. */
const datesToIso = (row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));

/**
 * Everything stored on the seeker outside the users row, for the export: explicit columns only, never tokens,
 * hashes, provider ids or card data beyond the last 4 digits. Dates as ISO-8601 UTC.
 */
export async function exportRows(db: Db, userId: string) {
  /** The seeker's rows of `table` (its `userId` column), the chosen columns only. */
  const selectOwn = <Fields extends Record<string, AnyPgColumn>>(table: SeekerTable, fields: Fields) =>
    db.select(fields).from(table).where(eq(table.userId, userId));
  /** {@link selectOwn} ordered by `order`, dates as ISO. */
  const rowsOf = async (table: SeekerTable, fields: Record<string, AnyPgColumn>, order: AnyPgColumn) =>
    (await selectOwn(table, fields).orderBy(asc(order))).map(datesToIso);
  const [hh] = await selectOwn(hhConnections, { hhUserId: hhConnections.hhUserId, connectedAt: hhConnections.connectedAt });
  const [subscription] = await selectOwn(subscriptions, {
    plan_id: subscriptions.planId,
    status: subscriptions.status,
    is_cancelled: subscriptions.isCancelled,
    trial_end: subscriptions.trialEnd,
    subscription_expiry: subscriptions.subscriptionExpiry,
    provider: subscriptions.provider,
    created_at: subscriptions.createdAt,
  });
  const paymentRows = await rowsOf(
    payments,
    {
      id: payments.id,
      provider: payments.provider,
      purpose: payments.purpose,
      plan_id: payments.planId,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      card_last4: payments.cardLast4,
      receipt_email: payments.receiptEmail,
      description: payments.description,
      created_at: payments.createdAt,
    },
    payments.createdAt,
  );
  const positionRows = await rowsOf(
    positions,
    {
      id: positions.id,
      title: positions.title,
      resume_id: positions.resumeId,
      resume_title: positions.resumeTitle,
      areas: positions.areas,
      remote: positions.remote,
      salary_amount: positions.salaryAmount,
      salary_currency: positions.salaryCurrency,
      letter_styles: positions.letterStyles,
      stage: positions.stage,
      questions: positions.questions,
      answers: positions.answers,
      resume_draft: positions.resumeDraft,
      hh_resume_id: positions.hhResumeId,
      hh_resume_url: positions.hhResumeUrl,
      created_at: positions.createdAt,
    },
    positions.createdAt,
  );
  const applicationRows = await rowsOf(
    applications,
    {
      id: applications.id,
      position_id: applications.positionId,
      vacancy_id: applications.vacancyId,
      vacancy_name: applications.vacancyName,
      employer_name: applications.employerName,
      alternate_url: applications.alternateUrl,
      status: applications.status,
      cover_letter: applications.coverLetter,
      letter_style: applications.letterStyle,
      feedback_status: applications.feedbackStatus,
      sent_at: applications.sentAt,
      viewed_at: applications.viewedAt,
      created_at: applications.createdAt,
    },
    applications.createdAt,
  );
  const notificationRows = await rowsOf(
    notifications,
    {
      id: notifications.id,
      title: notifications.title,
      description: notifications.description,
      vacancy_link: notifications.vacancyLink,
      created_at: notifications.createdAt,
    },
    notifications.createdAt,
  );
  const feedbackRows = await rowsOf(
    feedback,
    { action: feedback.action, score: feedback.score, message: feedback.message, created_at: feedback.createdAt },
    feedback.createdAt,
  );
  const interviewRows = await rowsOf(
    interviews,
    {
      id: interviews.id,
      company_name: interviews.companyName,
      vacancy_link: interviews.vacancyLink,
      vacancy_name: interviews.vacancyName,
      employer_name: interviews.employerName,
      scheduled_at: interviews.scheduledAt,
      format: interviews.format,
      notes: interviews.notes,
      created_at: interviews.createdAt,
    },
    interviews.scheduledAt,
  );
  const skillRows = await rowsOf(
    seekerSkills,
    { name: seekerSkills.name, position_id: seekerSkills.positionId, created_at: seekerSkills.createdAt },
    seekerSkills.createdAt,
  );
  const [bank] = await selectOwn(answerBanks, { facts: answerBanks.facts, created_at: answerBanks.createdAt, updated_at: answerBanks.updatedAt });
  const [trainer] = await selectOwn(trainerAccess, { granted_at: trainerAccess.grantedAt });
  const trainerRequestRows = await rowsOf(
    trainerAccessRequests,
    {
      id: trainerAccessRequests.id,
      status: trainerAccessRequests.status,
      message: trainerAccessRequests.message,
      reply: trainerAccessRequests.reply,
      created_at: trainerAccessRequests.createdAt,
      answered_at: trainerAccessRequests.answeredAt,
    },
    trainerAccessRequests.createdAt,
  );
  const emailChangeRows = await rowsOf(
    emailChanges,
    { new_email: emailChanges.newEmail, created_at: emailChanges.createdAt, expires_at: emailChanges.expiresAt, used_at: emailChanges.usedAt },
    emailChanges.createdAt,
  );
  const signalRows = await rowsOf(
    proposalSignals,
    {
      position_id: proposalSignals.positionId,
      vacancy_id: proposalSignals.vacancyId,
      employer_name: proposalSignals.employerName,
      created_at: proposalSignals.createdAt,
    },
    proposalSignals.createdAt,
  );
  const sessionRows = await selectOwn(refreshTokenFamilies, { created_at: refreshTokenFamilies.createdAt, revoked_at: refreshTokenFamilies.revokedAt }).orderBy(
    asc(refreshTokenFamilies.createdAt),
  );

  return {
    hh_connection: hh ? { hh_user_id: hh.hhUserId, connected_at: hh.connectedAt.toISOString() } : null,
    subscription: subscription ? datesToIso(subscription) : null,
    payments: paymentRows,
    positions: positionRows,
    applications: applicationRows,
    notifications: notificationRows,
    feedback: feedbackRows,
    interviews: interviewRows,
    seeker_skills: skillRows,
    answer_bank: bank ? datesToIso(bank) : null,
    trainer_access: trainer ? { granted_at: trainer.granted_at.toISOString() } : null,
    trainer_access_requests: trainerRequestRows,
    email_changes: emailChangeRows,
    proposal_signals: signalRows,
    sessions: sessionRows.map((row) => ({ created_at: row.created_at.toISOString(), revoked_at: iso(row.revoked_at) })),
  };
}
