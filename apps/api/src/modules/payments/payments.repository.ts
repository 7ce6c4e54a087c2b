import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, type PaymentRow, payments, promoCodes } from '../../db/schema/subscription';

/** Drizzle queries of the payments module. No rules here. */

export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'> & { status?: PaymentRow['status'] };

/** Inserts a payment. @returns the row, or null when (provider, provider_payment_id) already exists. */
export async function insertPayment(db: Db, values: NewPayment, now: Date): Promise<PaymentRow | null> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Sets columns of a payment whatever its status (provider ids after the provider answered). */
export async function setPayment(db: Db, id: string, values: Partial<PaymentRow>, now: Date): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ ...values, updatedAt: now })
    .where(eq(payments.id, id))
    .returning();
  return row ?? null;
}

/**
 * Moves a payment from one of `from` to `to` (with extra columns). Only one caller can win a transition, so what
 * follows a success or a failure happens exactly once. @returns the row after, or null when it was not in `from`.
 */
export async function transition(
  db: Db,
  id: string,
  from: PaymentRow['status'][],
  to: PaymentRow['status'],
  values: Partial<PaymentRow>,
  now: Date,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ ...values, status: to, updatedAt: now, ...(to === 'succeeded' ? { appliedAt: now } : {}) })
    .where(and(eq(payments.id, id), inArray(payments.status, from)))
    .returning();
  return row ?? null;
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

/** A payment of this user only (another user's id reads as missing). */
export async function findOwned(db: Db, userId: string, id: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findByProviderId(db: Db, provider: 'yookassa' | 'stripe', providerPaymentId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1);
  return row ?? null;
}

/** The seeker's open checkout (a pending purchase), or null. At most one exists (a unique index). */
export async function findOpenCheckout(db: Db, userId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pending'), eq(payments.purpose, 'purchase')))
    .limit(1);
  return row ?? null;
}

/** The refund row of a payment, or null. */
export async function findRefundOf(db: Db, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.refundOf, paymentId)).limit(1);
  return row ?? null;
}

export async function findBySession(db: Db, sessionId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.providerSessionId, sessionId)).limit(1);
  return row ?? null;
}

/** The user's payments, newest first (at most 100), each with the promo code it used (null when none). */
export async function history(db: Db, userId: string): Promise<(PaymentRow & { promoCode: string | null })[]> {
  const rows = await db
    .select({ payment: payments, promoCode: promoCodes.code })
    .from(payments)
    .leftJoin(promoCodes, eq(promoCodes.id, payments.promoCodeId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(100);
  return rows.map((row) => ({ ...row.payment, promoCode: row.promoCode }));
}

/** True when this provider event was handled before. */
export async function hasEvent(db: Db, provider: string, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
    .limit(1);
  return Boolean(row);
}

/** Records a handled event. @returns false when it was recorded already. */
export async function recordEvent(
  db: Db,
  values: { provider: string; eventId: string; type: string; providerCreatedAt: Date | null },
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .insert(paymentEvents)
    .values({ ...values, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return Boolean(row);
}

/** The seeker's plan change being charged (a pending upgrade), or null. At most one exists (a unique index). */
export async function findOpenUpgrade(db: Db, userId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pending'), eq(payments.purpose, 'upgrade')))
    .limit(1);
  return row ?? null;
}

/** How many plan changes of the seeker were paid: grows with each one, so a decision can tell it was overtaken. */
export async function countPaidUpgrades(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded'), eq(payments.purpose, 'upgrade')));
  return Number(row?.total ?? 0);
}

/** Deletes a pending payment that never reached its provider (a claim given up). */
export async function deleteUnsentPayment(db: Db, id: string): Promise<void> {
  await db.delete(payments).where(and(eq(payments.id, id), eq(payments.status, 'pending'), isNull(payments.providerPaymentId)));
}
