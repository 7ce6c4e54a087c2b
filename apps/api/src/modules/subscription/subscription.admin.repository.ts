import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PaymentRow, payments, type PlanRow, plans, type PromoCodeRow, promoCodes } from '../../db/schema/subscription';

/** Drizzle queries behind the support console's subscription operations (subscription.admin.ts). No rules here. */

/** Every plan, on sale or not, in the order of the plans page. */
export async function allPlans(db: Db): Promise<PlanRow[]> {
  return db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.id));
}

/** Opens or closes a plan for sale. @returns the plan after, or null when there is no such plan. */
export async function setPlanOpen(db: Db, planId: string, isOpen: boolean): Promise<PlanRow | null> {
  const [row] = await db.update(plans).set({ isOpen }).where(eq(plans.id, planId)).returning();
  return row ?? null;
}

/** @returns the promo code stored as `code` (upper-case), or null. */
export async function findPromoByCode(db: Db, code: string): Promise<PromoCodeRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return row ?? null;
}

/** Inserts a promo code unless the code exists. @returns the new row, or null when the code was taken. */
export async function insertPromo(
  db: Db,
  values: Pick<PromoCodeRow, 'code' | 'percent' | 'amountRub' | 'amountUsd' | 'planIds' | 'expiresAt' | 'maxUses' | 'createdAt'>,
): Promise<PromoCodeRow | null> {
  const [row] = await db.insert(promoCodes).values(values).onConflictDoNothing({ target: promoCodes.code }).returning();
  return row ?? null;
}

/** The newest promo codes first, at most `limit`. */
export async function listPromos(db: Db, limit: number): Promise<PromoCodeRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), asc(promoCodes.code)).limit(limit);
}

/** A user's payments, newest first, at most `limit`, each with the promo code it used (or null). */
export async function paymentsOfUser(db: Db, userId: string, limit: number): Promise<{ payment: PaymentRow; promoCode: string | null }[]> {
  const rows = await db
    .select({ payment: payments, promoCode: promoCodes.code })
    .from(payments)
    .leftJoin(promoCodes, eq(promoCodes.id, payments.promoCodeId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
  return rows;
}
