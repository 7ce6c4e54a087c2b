import {
  type CurrentSubscription,
  type MyReferrals,
  type Plan,
  type PromoValidation,
  REFERRAL_BONUS_DAYS,
  type ReferralInfo,
  type SalesInfo,
  TRIAL_PLAN_ID,
} from '@otklik/contracts';
import { randomBytes } from 'node:crypto';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import type { PlanRow, PromoCodeRow, SaleRow, SubscriptionRow } from '../../db/schema/subscription';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createPromoGuard, PROMO_GUESS_LIMITS, type PromoGuard } from './subscription.promo-guard';
import * as repo from './subscription.repository';
import * as life from './subscription.transitions';
import { GRACE_MS, onTrial, paidPlanId } from './subscription.transitions';

/**
 * Length of the free trial every new seeker gets, in days (the product promises a trial; its length is our choice).
 * Three days: long enough to create a position and see the first invitations, short enough that the trial-end
 * feedback prompt (in its last 4 hours) comes while the experience is fresh.
 */
export const TRIAL_DAYS = 3;
const DAY_MS = 86_400_000;
export { RENEW_BEFORE_MS } from './subscription.transitions';
/** Smallest charge the providers take: 1 ₽ (YooKassa) and 50 ¢ (Stripe), in minor units. */
export const MIN_AMOUNT = { RUB: 100, USD: 50 } as const;

/** Adds calendar months in UTC (31 Jan + 1 month = 28/29 Feb, never 3 Mar). */
export function addMonthsUtc(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export interface SubscriptionServiceDeps {
  db: Db;
  clock: Clock;
  /** Daily application quota of the trial (DAILY_APPLICATION_QUOTA). */
  trialQuota: number;
  /** The promo code guessing brake; default: counters in this process's memory. */
  promoGuard?: PromoGuard;
}

/** A price in both currencies, minor units (kopecks, cents). */
export interface Price {
  rub: number;
  usd: number;
}

/** What a checkout charges for a plan: the list price, after the running sale, after the promo code. */
export interface Quote {
  plan: PlanRow;
  price: Price;
  promo: PromoCodeRow | null;
  salePercent: number | null;
}

const percentOff = (amount: number, percent: number) => Math.round((amount * (100 - percent)) / 100);

function toPlan(row: PlanRow, sale: SaleRow | null): Plan {
  return {
    id: row.id,
    name: row.name,
    price_rub: row.priceRub,
    price_usd: row.priceUsd,
    period_months: row.periodMonths === 3 ? 3 : 1,
    daily_quota: row.dailyQuota,
    features: row.features,
    sale: sale
      ? {
          percent: sale.percent,
          price_rub: percentOff(row.priceRub, sale.percent),
          price_usd: percentOff(row.priceUsd, sale.percent),
          ends_at: sale.endsAt.toISOString(),
        }
      : null,
  };
}

/** The best running sale for a plan (highest percent), or null. */
const saleFor = (planId: string, running: SaleRow[]) => running.filter((s) => s.planIds.includes(planId)).sort((a, b) => b.percent - a.percent)[0] ?? null;

/** The subscription rules: trial, plans, sales, promo codes, referrals and the paid state. */
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

export function createSubscriptionService({ db, clock, trialQuota, promoGuard }: SubscriptionServiceDeps) {
  const guardPromo =
    promoGuard ??
    createPromoGuard({
      perSeeker: new RateLimiterMemory({ keyPrefix: 'promo_seeker', points: PROMO_GUESS_LIMITS.perSeeker, duration: PROMO_GUESS_LIMITS.windowSeconds }),
      perIp: new RateLimiterMemory({ keyPrefix: 'promo_ip', points: PROMO_GUESS_LIMITS.perIp, duration: PROMO_GUESS_LIMITS.windowSeconds }),
    });
  const planCache = new Map<string, PlanRow>();
  async function plan(id: string): Promise<PlanRow | null> {
    const cached = planCache.get(id);
    if (cached) return cached;
    const row = await repo.findPlan(db, id);
    if (row) planCache.set(id, row);
    return row;
  }

  /** The user's row, creating the trial on the first read (concurrent first reads create one row). */
  async function rowOf(userId: string): Promise<SubscriptionRow> {
    const existing = await repo.findByUser(db, userId);
    if (existing) return existing;
    const now = clock.now();
    const created = await repo.insertIfMissing(db, {
      userId,
      planId: TRIAL_PLAN_ID,
      trialEnd: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
      createdAt: now,
    });
    const row = created ?? (await repo.findByUser(db, userId));
    if (!row) throw new Error(`subscription of ${userId} vanished right after it was created`);
    return row;
  }

  async function quotaOf(row: SubscriptionRow, now: Date): Promise<number> {
    const paid = paidPlanId(row, now);
    if (paid) return (await plan(paid))?.dailyQuota ?? 0;
    return onTrial(row, now) ? trialQuota : 0;
  }

  async function toCurrent(row: SubscriptionRow): Promise<CurrentSubscription> {
    const now = clock.now();
    const paid = paidPlanId(row, now);
    const trial = onTrial(row, now);
    const renewing = paid !== null && !row.isCancelled;
    return {
      is_cancelled: row.isCancelled,
      plan_id: paid ?? (trial ? TRIAL_PLAN_ID : null),
      trial_end: row.trialEnd?.toISOString() ?? null,
      subscription_expiry: row.subscriptionExpiry?.toISOString() ?? null,
      daily_quota: await quotaOf(row, now),
      next_renewal: renewing
        ? ((row.provider === 'yookassa' ? (row.nextRenewalAttemptAt ?? row.subscriptionExpiry) : row.subscriptionExpiry)?.toISOString() ?? null)
        : null,
      pending_plan_id: paid ? row.pendingPlanId : null,
      provider: paid ? row.provider : null,
      payment_status: paid ? (row.status === 'past_due' ? 'past_due' : 'active') : trial ? 'trial' : row.status === 'lapsed' ? 'lapsed' : 'none',
    };
  }

  /**
   * `heldByOwnCheckout`: the id of the code whose use the seeker's own open checkout holds (a second tab, a double
   * click): that use is theirs, so it does not count as taken.
   * @throws AppError promo_unknown | promo_expired | promo_used_up | promo_already_used (in this order).
   */
  async function usablePromo(userId: string, code: string, heldByOwnCheckout: string | null = null): Promise<PromoCodeRow> {
    const promo = await repo.findPromo(db, code.trim().toUpperCase());
    if (!promo) throw new AppError('promo_unknown');
    if (promo.expiresAt && promo.expiresAt.getTime() <= clock.now().getTime()) throw new AppError('promo_expired');
    const own = promo.id === heldByOwnCheckout && promo.reserved > 0 ? 1 : 0;
    if (promo.maxUses !== null && promo.uses + promo.reserved - own >= promo.maxUses) throw new AppError('promo_used_up');
    if (await repo.hasRedeemed(db, promo.id, userId)) throw new AppError('promo_already_used');
    return promo;
  }

  /**
   * Applies one transition: creates the trial row when missing, then in one transaction locks the row, decides on it
   * and writes, so transitions of one seeker that arrive together (two referral bonuses, a renewal beside a bonus) apply
   * one after the other and none overwrites another. `activate` also writes under a condition re-checked by the
   * database, so two payments landing at once cannot both start a plan.
   */
  async function transition<I>(
    userId: string,
    decide: (row: SubscriptionRow, now: Date, input: I) => life.Decision,
    input: I,
  ): Promise<SubscriptionRow | null> {
    await rowOf(userId);
    return db.transaction((tx) => transitionIn(tx, userId, decide, input));
  }

  /** {@link transition} inside the caller's transaction `tx`, on a row that exists (locked until `tx` ends). */
  async function transitionIn<I>(
    tx: Db,
    userId: string,
    decide: (row: SubscriptionRow, now: Date, input: I) => life.Decision,
    input: I,
  ): Promise<SubscriptionRow | null> {
    const row = await repo.lockByUser(tx, userId);
    if (!row) throw new Error(`subscription of ${userId} vanished before its transition`);
    const now = clock.now();
    const decision = decide(row, now, input);
    if (!decision.ok) return null;
    if (decide === (life.activate as unknown)) return repo.activateIfFree(tx, userId, decision.values, now, GRACE_MS);
    return repo.update(tx, userId, decision.values, now);
  }

  const service = {
    /**
     * GET /api/subscription/current. The first read starts the trial (TRIAL_DAYS from now, UTC). The
     * answer is the state now: a trial past its end or a lapsed / cancelled-and-expired plan reads plan_id null and
     * daily_quota 0.
     */
    async current(userId: string): Promise<CurrentSubscription> {
      return toCurrent(await rowOf(userId));
    },

    /** The stored row (created as a trial when missing), for the payments module. */
    row: rowOf,

    /** The plan that grants access now: its id when paid and active, else null. */
    async paidPlan(userId: string): Promise<PlanRow | null> {
      const id = paidPlanId(await rowOf(userId), clock.now());
      return id ? plan(id) : null;
    },

    /** Applications the seeker may send per UTC day now: the paid plan's quota, the trial's, or 0 (the dashboard's quota box). */
    async dailyQuota(userId: string): Promise<number> {
      return quotaOf(await rowOf(userId), clock.now());
    },

    /** {@link dailyQuota} of a row the caller already read (the polled counter reads it with its count); no query once the plan is cached. */
    async dailyQuotaOf(row: SubscriptionRow): Promise<number> {
      return quotaOf(row, clock.now());
    },

    /**
     * Paid-only calls (statistics, feedback status) need a running trial or an active plan.
     * @throws AppError forbidden ('Access denied', 403) otherwise.
     */
    async requireAccess(userId: string): Promise<void> {
      const row = await rowOf(userId);
      const now = clock.now();
      if (!onTrial(row, now) && !paidPlanId(row, now)) throw new AppError('forbidden');
    },

    /** GET /api/subscription/opened_plans: plans on sale with the running sale applied. */
    async openedPlans(): Promise<Plan[]> {
      const running = await repo.runningSales(db, clock.now());
      return (await repo.openPlans(db)).map((row) => toPlan(row, saleFor(row.id, running)));
    },

    /** GET /api/subscription/get-sales-info: running sales, ending soonest first. */
    async salesInfo(): Promise<SalesInfo> {
      return (await repo.runningSales(db, clock.now())).map((s) => ({
        id: s.id,
        title: s.title,
        percent: s.percent,
        plan_ids: s.planIds,
        ends_at: s.endsAt.toISOString(),
      }));
    },

    /**
     * GET /api/subscription/promocode/validate?code=: the discount of a code this seeker may still use. Wrong codes
     * are braked per seeker and per `ip`.
     * @throws AppError promo_unknown (404), promo_expired, promo_used_up, promo_already_used (409), rate_limited (429).
     */
    async validatePromo(userId: string, code: string, ip: string): Promise<PromoValidation> {
      const promo = await guardPromo(userId, ip, () => usablePromo(userId, code));
      return {
        code: promo.code,
        kind: promo.percent !== null ? 'percent' : 'fixed',
        percent: promo.percent,
        amount_rub: promo.percent !== null ? null : promo.amountRub,
        amount_usd: promo.percent !== null ? null : promo.amountUsd,
        plan_ids: promo.planIds,
        expires_at: promo.expiresAt?.toISOString() ?? null,
      };
    },

    /** A plan by id, on sale or not (renewals of a plan taken off sale go on). */
    plan,

    /** Drops a plan from this process's plan cache, after support opened or closed it (subscription.admin.ts). */
    forgetPlan(id: string): void {
      planCache.delete(id);
    },

    /**
     * The price of a plan for this seeker: list price → running sale (percent) → promo code (percent or fixed),
     * never below {@link MIN_AMOUNT}. `heldByOwnCheckout`: the promo code id whose use the seeker's open checkout
     * holds (it counts as free for them). @throws AppError plan_not_found (not on sale), the promo errors, and
     * promo_not_applicable when the code is limited to other plans.
     */
    async quote(userId: string, planId: string, promoCode?: string | null, heldByOwnCheckout: string | null = null): Promise<Quote> {
      const row = await plan(planId);
      if (!row?.isOpen) throw new AppError('plan_not_found');
      const sale = saleFor(planId, await repo.runningSales(db, clock.now()));
      let rub = sale ? percentOff(row.priceRub, sale.percent) : row.priceRub;
      let usd = sale ? percentOff(row.priceUsd, sale.percent) : row.priceUsd;
      let promo: PromoCodeRow | null = null;
      if (promoCode) {
        promo = await usablePromo(userId, promoCode, heldByOwnCheckout);
        if (promo.planIds.length > 0 && !promo.planIds.includes(planId)) throw new AppError('promo_not_applicable');
        if (promo.percent !== null) {
          rub = percentOff(rub, promo.percent);
          usd = percentOff(usd, promo.percent);
        } else {
          rub -= promo.amountRub ?? 0;
          usd -= promo.amountUsd ?? 0;
        }
      }
      return { plan: row, price: { rub: Math.max(rub, MIN_AMOUNT.RUB), usd: Math.max(usd, MIN_AMOUNT.USD) }, promo, salePercent: sale?.percent ?? null };
    },

    /** Runs a checkout with a promo code under the guessing brake (see subscription.promo-guard.ts). */
    guardPromo,

    /**
     * Holds one use of a promo code for a checkout that starts now. @throws AppError promo_used_up when every use is
     * taken or held by other open checkouts.
     */
    async reservePromo(promoCodeId: string): Promise<void> {
      if (!(await repo.reservePromo(db, promoCodeId))) throw new AppError('promo_used_up');
    },

    /** The checkout holding a use ended unpaid (cancelled, expired, replaced, refused): the use is free again. */
    async releasePromo(promoCodeId: string): Promise<void> {
      await repo.releasePromo(db, promoCodeId);
    },

    /** The checkout holding a use was paid: the use is spent, and this seeker has used the code. */
    async consumePromo(promoCodeId: string, userId: string, paymentId: string): Promise<void> {
      await repo.consumePromo(db, promoCodeId, userId, paymentId, clock.now());
    },

    /** A checkout that had given its held use back was paid after all: the use is spent (see payments' finishLate). */
    async spendPromoLate(promoCodeId: string, userId: string, paymentId: string): Promise<void> {
      await repo.spendPromoLate(db, promoCodeId, userId, paymentId, clock.now());
    },

    /** A paid use is given back (the payment was refunded); nothing when this payment never spent one. */
    async returnPromoUse(promoCodeId: string, userId: string, paymentId: string): Promise<void> {
      await repo.returnPromoUse(db, promoCodeId, userId, paymentId);
    },

    /**
     * The named transitions of the life cycle (subscription.transitions.ts). Each reads the row, checks that the
     * transition is legal from its state now, and writes it. @returns the row after, or null when it was not legal
     * (nothing written; the refusal is the caller's to log).
     */
    activate: (userId: string, input: life.ActivateInput) => transition(userId, life.activate, input),
    renew: (userId: string, input: Parameters<typeof life.renew>[2]) => transition(userId, life.renew, input),
    markPastDue: (userId: string, input: Parameters<typeof life.markPastDue>[2]) => transition(userId, life.markPastDue, input),
    lapse: (userId: string, input: Parameters<typeof life.lapse>[2] = {}) => transition(userId, life.lapse, input),
    schedulePlanChange: (userId: string, input: Parameters<typeof life.schedulePlanChange>[2]) => transition(userId, life.schedulePlanChange, input),
    cancel: (userId: string, input: Parameters<typeof life.cancel>[2] = {}) => transition(userId, life.cancel, input),
    resume: (userId: string, input: Parameters<typeof life.resume>[2] = {}) => transition(userId, life.resume, input),
    extendByBonus: (userId: string, input: Parameters<typeof life.extendByBonus>[2]) => transition(userId, life.extendByBonus, input),
    scheduleRenewalAttempt: (userId: string, at: Date | null) => transition(userId, life.scheduleRenewalAttempt, { at }),
    /** Takes a due YooKassa renewal for one sweep. @returns the row as taken, or null when it is not due (any more). */
    claimRenewal: (userId: string) => transition(userId, life.claimRenewal, {}),
    followStripe: (userId: string, input: Parameters<typeof life.followStripe>[2]) => transition(userId, life.followStripe, input),

    findByStripeSubscription: (id: string) => repo.findByStripeSubscription(db, id),
    dueYooKassaRenewals: (limit: number) => repo.dueYooKassaRenewals(db, clock.now(), limit),
    expiredUnrenewed: (limit: number) => repo.expiredUnrenewed(db, clock.now(), limit),
    toCurrent,

    /** The seeker's referral code, made on first need (8 characters of [A-Z2-9]). */
    async referralCode(userId: string): Promise<string> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const existing = await repo.findReferralCode(db, userId);
        if (existing) return existing;
        const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
        const code = [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
        await repo.insertReferralCode(db, userId, code);
      }
      throw new Error(`could not store a referral code for ${userId}`);
    },

    /** GET /api/referrals/{code}: who invites with this code; `valid` false for an unknown code. */
    async referralInfo(code: string): Promise<ReferralInfo> {
      const referrer = await repo.findReferrer(db, code.trim().toUpperCase());
      return {
        code: code.trim().toUpperCase(),
        referrer_name: referrer ? (referrer.name ?? 'User') : null,
        bonus_days: REFERRAL_BONUS_DAYS,
        valid: Boolean(referrer),
      };
    },

    /** GET /api/referrals/me: the seeker's own code, link and counts. */
    async myReferrals(userId: string): Promise<MyReferrals> {
      const code = await service.referralCode(userId);
      const stats = await repo.referralStats(db, userId);
      return {
        code,
        link: `/register?ref=${code}`,
        joined: stats.joined,
        paid: stats.paid,
        bonus_days_earned: stats.bonusDays,
        bonus_days_referrer: REFERRAL_BONUS_DAYS,
        bonus_days_referee: REFERRAL_BONUS_DAYS,
      };
    },

    /** At registration with `ref`: remembers the referrer. An unknown code or one's own code is ignored. */
    async recordSignup(refereeId: string, code: string | undefined): Promise<void> {
      if (!code) return;
      const referrer = await repo.findReferrer(db, code.trim().toUpperCase());
      if (!referrer || referrer.userId === refereeId) return;
      await repo.insertReferral(db, refereeId, referrer.userId, clock.now());
    },

    /**
     * At the referee's successful payment: credits {@link REFERRAL_BONUS_DAYS} to both, once per referee. The credit
     * mark and both bonuses are one transaction: a failure anywhere leaves none of them (the next successful payment
     * credits again), and of calls arriving together one credits, the others wait for it and find it credited.
     * @returns the referrer's id when this call credited, else null.
     */
    async creditReferral(refereeId: string): Promise<string | null> {
      await rowOf(refereeId);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const referrerId = await repo.creditReferral(tx, refereeId, REFERRAL_BONUS_DAYS, now);
        if (!referrerId) return null;
        // The referrer's row may not exist yet (they never opened the subscription page): their trial starts now.
        await repo.insertIfMissing(tx, { userId: referrerId, planId: TRIAL_PLAN_ID, trialEnd: new Date(now.getTime() + TRIAL_DAYS * DAY_MS), createdAt: now });
        await transitionIn(tx, refereeId, life.extendByBonus, { days: REFERRAL_BONUS_DAYS });
        await transitionIn(tx, referrerId, life.extendByBonus, { days: REFERRAL_BONUS_DAYS });
        return referrerId;
      });
    },
  };
  return service;
}
