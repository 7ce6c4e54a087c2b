import { type AdminPayment, type AdminPlan, type AdminPromo, type AdminPromoCreateBody, adminPromoCreateBodySchema, type CurrentSubscription } from '@otklik/contracts';
import type { Db } from '../../db/client';
import type { PlanRow, PromoCodeRow } from '../../db/schema/subscription';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import * as repo from './subscription.admin.repository';
import type { SubscriptionService } from './subscription.service';

/** Most payments the console shows for one user. */
const PAYMENTS_SHOWN = 50;
/** Most promo codes the console lists. */
const PROMOS_SHOWN = 100;

export interface SubscriptionAdminDeps {
  db: Db;
  clock: Clock;
  /** The subscription rules: the paid state and the row update go through them. */
  subscriptions: Pick<SubscriptionService, 'current' | 'extendByBonus' | 'forgetPlan'>;
}

const toAdminPlan = (row: PlanRow): AdminPlan => ({
  id: row.id,
  name: row.name,
  price_rub: row.priceRub,
  price_usd: row.priceUsd,
  period_months: row.periodMonths,
  daily_quota: row.dailyQuota,
  is_open: row.isOpen,
});

const toAdminPromo = (row: PromoCodeRow): AdminPromo => ({
  id: row.id,
  code: row.code,
  percent: row.percent,
  amount_rub: row.amountRub,
  amount_usd: row.amountUsd,
  plan_ids: row.planIds,
  expires_at: row.expiresAt?.toISOString() ?? null,
  max_uses: row.maxUses,
  uses: row.uses,
  created_at: row.createdAt.toISOString(),
});

/** The subscription operations of the support console: extend, plans on/off sale, promo codes, payments. */
export type SubscriptionAdmin = ReturnType<typeof createSubscriptionAdmin>;

/**
 * Builds the support console's side of the subscription module. The admin module calls it (and writes the audit
 * log); the rules of the paid state stay with {@link SubscriptionService}.
 */
export function createSubscriptionAdmin({ db, clock, subscriptions }: SubscriptionAdminDeps) {
  return {
    /**
     * Adds `days` whole days (86 400 000 ms each) to a user's trial or paid plan.
     * - 'trial': a running trial ends `days` later; an ended trial (and no paid plan) restarts as a trial ending `days`
     *   from now (UTC);
     * - 'plan': the paid period's end and the next renewal attempt move `days` later.
     * @returns the subscription before and after (GET /api/subscription/current's shape)
     * @throws AppError subscription_active ('trial' while a paid plan runs), no_paid_plan ('plan' without one)
     */
    async extend(userId: string, target: 'trial' | 'plan', days: number): Promise<{ before: CurrentSubscription; after: CurrentSubscription }> {
      const before = await subscriptions.current(userId);
      const after = await subscriptions.extendByBonus(userId, { days, target });
      if (!after) throw new AppError(target === 'plan' ? 'no_paid_plan' : 'subscription_active');
      return { before, after: await subscriptions.current(userId) };
    },

    /** Every plan, on sale or not (GET /api/admin/plans). */
    async plans(): Promise<AdminPlan[]> {
      return (await repo.allPlans(db)).map(toAdminPlan);
    },

    /**
     * Opens or closes a plan for sale (PUT /api/admin/plans/{id}); seekers already on it keep it and renew.
     * @throws AppError plan_not_found when there is no such plan
     */
    async setPlanOpen(planId: string, isOpen: boolean): Promise<AdminPlan> {
      const row = await repo.setPlanOpen(db, planId, isOpen);
      if (!row) throw new AppError('plan_not_found');
      // The checkout reads plans through the service's cache: a closed plan must stop selling now, not at restart.
      subscriptions.forgetPlan(planId);
      return toAdminPlan(row);
    },

    /**
     * Creates a promo code (POST /api/admin/promo-codes); the body is parsed again here, so the code is upper-case
     * and exactly one kind of discount is set.
     * @throws AppError validation_failed (an expiry already past), plan_not_found (a plan id that does not exist),
     *   promo_code_taken (the code exists)
     */
    async createPromo(input: AdminPromoCreateBody): Promise<AdminPromo> {
      const body = adminPromoCreateBodySchema.parse(input);
      // A code that is dead on arrival would only confuse the seekers who get it.
      if (body.expires_at && new Date(body.expires_at).getTime() <= clock.now().getTime()) {
        throw new AppError('validation_failed', { detail: 'expires_at is in the past: the code would never be usable' });
      }
      if (body.plan_ids.length > 0) {
        const known = new Set((await repo.allPlans(db)).map((plan) => plan.id));
        if (body.plan_ids.some((id) => !known.has(id))) throw new AppError('plan_not_found');
      }
      const row = await repo.insertPromo(db, {
        code: body.code,
        percent: body.percent,
        amountRub: body.percent === null ? body.amount_rub : null,
        amountUsd: body.percent === null ? body.amount_usd : null,
        planIds: body.plan_ids,
        expiresAt: body.expires_at ? new Date(body.expires_at) : null,
        maxUses: body.max_uses,
        createdAt: clock.now(),
      });
      if (!row) throw new AppError('promo_code_taken');
      return toAdminPromo(row);
    },

    /** The newest promo codes, at most 100 (GET /api/admin/promo-codes). */
    async promos(): Promise<AdminPromo[]> {
      return (await repo.listPromos(db, PROMOS_SHOWN)).map(toAdminPromo);
    },

    /** A user's latest 50 payments, newest first, without any provider token or saved-method id. */
    async payments(userId: string): Promise<AdminPayment[]> {
      return (await repo.paymentsOfUser(db, userId, PAYMENTS_SHOWN)).map(({ payment, promoCode }) => ({
        id: payment.id,
        created_at: payment.createdAt.toISOString(),
        provider: payment.provider,
        purpose: payment.purpose,
        plan_id: payment.planId,
        amount: payment.amount,
        currency: payment.currency,
        status: payment.status,
        failure_reason: payment.failureReason,
        card_last4: payment.cardLast4,
        promo_code: promoCode,
      }));
    },
  };
}
