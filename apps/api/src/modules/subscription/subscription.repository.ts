import { and, asc, count, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type PlanRow,
  plans,
  type PromoCodeRow,
  promoCodes,
  promoRedemptions,
  referralCodes,
  referrals,
  type SaleRow,
  sales,
  type SubscriptionRow,
  subscriptions,
} from '../../db/schema/subscription';
import { users } from '../../db/schema/users';

/** Drizzle queries of the subscription module. No rules here. */

/** @returns the user's subscription row, or null. */
export async function findByUser(db: Db, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * The seeker's subscription row, locked until the caller's transaction ends (`SELECT … FOR UPDATE`), so a second
 * transition of the same row waits for this one and then reads what it wrote. @returns null when there is no row.
 */
export async function lockByUser(tx: Db, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1).for('update');
  return row ?? null;
}

/** @returns the subscription billed by this Stripe subscription, or null. */
export async function findByStripeSubscription(db: Db, stripeSubscriptionId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId)).limit(1);
  return row ?? null;
}

/**
 * Inserts the user's subscription unless one exists (one row per user; no exception).
 * @returns the new row, or null when the user already had one.
 */
export async function insertIfMissing(
  db: Db,
  values: { userId: string; planId: string; trialEnd: Date | null; createdAt: Date },
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .insert(subscriptions)
    .values({ ...values, status: 'trial', updatedAt: values.createdAt })
    .onConflictDoNothing({ target: subscriptions.userId })
    .returning();
  return row ?? null;
}

/** Updates the user's subscription row. @returns the row after, or null when there is none. */
export async function update(db: Db, userId: string, values: Partial<SubscriptionRow>, now: Date): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: now })
    .where(eq(subscriptions.userId, userId))
    .returning();
  return row ?? null;
}

/**
 * Writes a paid plan's start only when no paid plan grants access in the row as it is at write time (the same rule
 * as `paidPlanId`, in SQL, so two payments landing at once cannot both start a plan). `graceMs` is the dunning grace.
 * @returns the row after, or null when a paid plan was running.
 */
export async function activateIfFree(db: Db, userId: string, values: Partial<SubscriptionRow>, now: Date, graceMs: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: now })
    .where(
      and(
        eq(subscriptions.userId, userId),
        sql`not (${subscriptions.status} in ('active', 'past_due') and ${subscriptions.planId} is not null and ${subscriptions.planId} <> 'trial'
          and ${subscriptions.subscriptionExpiry} is not null
          and ${subscriptions.subscriptionExpiry} > ${new Date(now.getTime() - graceMs)}
          and not (${subscriptions.isCancelled} and ${subscriptions.subscriptionExpiry} <= ${now}))`,
      ),
    )
    .returning();
  return row ?? null;
}

/** YooKassa subscriptions whose renewal attempt is due (not cancelled, a saved card, attempt time reached). */
export async function dueYooKassaRenewals(db: Db, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'yookassa'),
        eq(subscriptions.isCancelled, false),
        isNotNull(subscriptions.yookassaMethodId),
        isNotNull(subscriptions.planId),
        sql`${subscriptions.status} in ('active', 'past_due')`,
        lte(subscriptions.nextRenewalAttemptAt, now),
      ),
    )
    .limit(limit);
}

/** Paid plans past expiry that will not renew: cancelled, or without a way to renew. */
export async function expiredUnrenewed(db: Db, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        sql`${subscriptions.status} in ('active', 'past_due')`,
        lte(subscriptions.subscriptionExpiry, now),
        sql`(${subscriptions.isCancelled} or ${subscriptions.yookassaMethodId} is null and ${subscriptions.provider} = 'yookassa')`,
      ),
    )
    .limit(limit);
}

/** Every plan on sale, in display order. */
export async function openPlans(db: Db): Promise<PlanRow[]> {
  return db.select().from(plans).where(eq(plans.isOpen, true)).orderBy(asc(plans.sortOrder), asc(plans.id));
}

/** A plan by id (on sale or not). */
export async function findPlan(db: Db, id: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row ?? null;
}

/** Sales running at `now`, ending soonest first. */
export async function runningSales(db: Db, now: Date): Promise<SaleRow[]> {
  return db
    .select()
    .from(sales)
    .where(and(lte(sales.startsAt, now), gt(sales.endsAt, now)))
    .orderBy(asc(sales.endsAt));
}

/** A promo code by its upper-case text. */
export async function findPromo(db: Db, code: string): Promise<PromoCodeRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return row ?? null;
}

/** True when the user has redeemed this promo code. */
export async function hasRedeemed(db: Db, promoCodeId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Holds one use of a code for an open checkout, only while `uses + reserved < max_uses` (checked by the UPDATE
 * itself, so parallel checkouts cannot overbook). @returns false when the code has no use left.
 */
export async function reservePromo(db: Db, promoCodeId: string): Promise<boolean> {
  const [row] = await db
    .update(promoCodes)
    .set({ reserved: sql`${promoCodes.reserved} + 1` })
    .where(and(eq(promoCodes.id, promoCodeId), sql`(${promoCodes.maxUses} is null or ${promoCodes.uses} + ${promoCodes.reserved} < ${promoCodes.maxUses})`))
    .returning({ id: promoCodes.id });
  return Boolean(row);
}

/** Gives back a use held by a checkout that ended unpaid. */
export async function releasePromo(db: Db, promoCodeId: string): Promise<void> {
  await db
    .update(promoCodes)
    .set({ reserved: sql`greatest(${promoCodes.reserved} - 1, 0)` })
    .where(eq(promoCodes.id, promoCodeId));
}

/**
 * A checkout holding a use was paid: the held use becomes a use, and the seeker's redemption is recorded (once per
 * seeker and code). @returns false when this seeker's redemption was recorded before.
 */
export async function consumePromo(db: Db, promoCodeId: string, userId: string, paymentId: string, now: Date): Promise<boolean> {
  await db
    .update(promoCodes)
    .set({ reserved: sql`greatest(${promoCodes.reserved} - 1, 0)`, uses: sql`${promoCodes.uses} + 1` })
    .where(eq(promoCodes.id, promoCodeId));
  const [inserted] = await db
    .insert(promoRedemptions)
    .values({ promoCodeId, userId, paymentId, createdAt: now })
    .onConflictDoNothing()
    .returning({ paymentId: promoRedemptions.paymentId });
  return Boolean(inserted);
}

/**
 * A paid use given back (its payment was refunded): the code can be used once more. Only a payment that spent a use
 * (its redemption row exists) gives one back, once; a refunded duplicate that never spent one changes nothing.
 */
export async function returnPromoUse(db: Db, promoCodeId: string, userId: string, paymentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(promoRedemptions)
      .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId), eq(promoRedemptions.paymentId, paymentId)))
      .returning({ paymentId: promoRedemptions.paymentId });
    if (!removed) return;
    await tx
      .update(promoCodes)
      .set({ uses: sql`greatest(${promoCodes.uses} - 1, 0)` })
      .where(eq(promoCodes.id, promoCodeId));
  });
}

/**
 * A purchase paid after its checkout had ended (and given its held use back) spends a use without a hold: the
 * redemption is recorded and `uses` grows, only when this seeker had not redeemed the code already.
 */
export async function spendPromoLate(db: Db, promoCodeId: string, userId: string, paymentId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(promoRedemptions)
      .values({ promoCodeId, userId, paymentId, createdAt: now })
      .onConflictDoNothing()
      .returning({ paymentId: promoRedemptions.paymentId });
    if (!inserted) return;
    await tx
      .update(promoCodes)
      .set({ uses: sql`${promoCodes.uses} + 1` })
      .where(eq(promoCodes.id, promoCodeId));
  });
}

/** The user's referral code, or null. */
export async function findReferralCode(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId)).limit(1);
  return row?.code ?? null;
}

/** Stores a code for the user unless they have one. @returns false when the code is taken by someone else. */
export async function insertReferralCode(db: Db, userId: string, code: string): Promise<boolean> {
  const [row] = await db.insert(referralCodes).values({ userId, code }).onConflictDoNothing().returning({ code: referralCodes.code });
  return Boolean(row);
}

/** The owner of a referral code and their name. */
export async function findReferrer(db: Db, code: string): Promise<{ userId: string; name: string | null } | null> {
  const [row] = await db
    .select({ userId: referralCodes.userId, name: users.name })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralCodes.code, code))
    .limit(1);
  return row ?? null;
}

/** Records who invited the referee (first invitation wins). */
export async function insertReferral(db: Db, refereeId: string, referrerId: string, now: Date): Promise<void> {
  await db.insert(referrals).values({ refereeId, referrerId, createdAt: now }).onConflictDoNothing();
}

/** Marks the referee's referral credited, once. @returns the referrer's id when this call credited it, else null. */
export async function creditReferral(db: Db, refereeId: string, bonusDays: number, now: Date): Promise<string | null> {
  const [row] = await db
    .update(referrals)
    .set({ creditedAt: now, bonusDays })
    .where(and(eq(referrals.refereeId, refereeId), isNull(referrals.creditedAt)))
    .returning({ referrerId: referrals.referrerId });
  return row?.referrerId ?? null;
}

/** How many registered with the referrer's code, how many of them paid, and the bonus days earned. */
export async function referralStats(db: Db, referrerId: string): Promise<{ joined: number; paid: number; bonusDays: number }> {
  const [row] = await db
    .select({
      joined: count(),
      paid: sql<number>`count(${referrals.creditedAt})::int`,
      bonusDays: sql<number>`coalesce(sum(${referrals.bonusDays}), 0)::int`,
    })
    .from(referrals)
    .where(eq(referrals.referrerId, referrerId));
  return { joined: Number(row?.joined ?? 0), paid: Number(row?.paid ?? 0), bonusDays: Number(row?.bonusDays ?? 0) };
}
