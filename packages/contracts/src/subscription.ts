import { z } from 'zod';
import { isoDateTimeSchema } from './common';

/** The plan id of the free trial every new seeker gets. The trial is not on sale and keeps its own quota. */
export const TRIAL_PLAN_ID = 'trial';

/** hh.ru accepts at most 200 applications per seeker per rolling 24 h: no plan's daily quota may exceed it. */
export const MAX_DAILY_QUOTA = 200;

/** Days both the referrer and the referee get once the referee's first payment succeeds. */
export const REFERRAL_BONUS_DAYS = 7;

/**
 * GET /api/subscription/current answer: is_cancelled, plan_id, trial_end and the paid state.
 * - `plan_id`: 'trial', a paid plan's id, or null (no plan: the trial ended or a paid plan lapsed);
 * - `trial_end`: ISO-8601 UTC, null once a paid plan started;
 * - `subscription_expiry`: end of the paid period (ISO-8601 UTC), null on the trial;
 * - `daily_quota`: applications per day the seeker may send now (0 with no plan);
 * - `next_renewal`: when the next renewal charge falls due (null when cancelled, on the trial or without a plan);
 * - `pending_plan_id`: a downgrade waiting for the next renewal (a plan change), else null;
 * - `provider`: how the plan is paid ('yookassa' Russian card, 'stripe' foreign card), null on trial / no plan;
 * - `payment_status`: 'active' | 'past_due' (a renewal failed, retries running) | 'lapsed' | 'trial' | 'none'.
 * The web derives the menu state from it (the subscription state shown in the menu).
 */
export const paymentStatusSchema = z.enum(['trial', 'active', 'past_due', 'lapsed', 'none']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentProviderSchema = z.enum(['yookassa', 'stripe']);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const currentSubscriptionSchema = z.object({
  is_cancelled: z.boolean(),
  plan_id: z.string().nullable(),
  trial_end: isoDateTimeSchema.nullable(),
  subscription_expiry: isoDateTimeSchema.nullable(),
  daily_quota: z.number().int().min(0).max(MAX_DAILY_QUOTA),
  next_renewal: isoDateTimeSchema.nullable(),
  pending_plan_id: z.string().nullable(),
  provider: paymentProviderSchema.nullable(),
  payment_status: paymentStatusSchema,
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

/**
 * A paid plan on sale (GET /api/subscription/opened_plans). Prices are integers in minor units for the
 * whole period: `price_rub` in kopecks (99000 = 990 ₽), `price_usd` in cents. `period_months` is 1 or 3.
 * `sale` is the running discount on this plan (see get-sales-info), with the prices after it; null when none.
 */
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  price_rub: z.number().int().nonnegative(),
  price_usd: z.number().int().nonnegative(),
  period_months: z.union([z.literal(1), z.literal(3)]),
  daily_quota: z.number().int().positive().max(MAX_DAILY_QUOTA),
  features: z.array(z.string()),
  sale: z
    .object({
      percent: z.number().int().min(1).max(100),
      price_rub: z.number().int().nonnegative(),
      price_usd: z.number().int().nonnegative(),
      ends_at: isoDateTimeSchema,
    })
    .nullable(),
});
export type Plan = z.infer<typeof planSchema>;

/** GET /api/subscription/opened_plans answer: the plans on sale, cheapest daily quota first. */
export const openedPlansSchema = z.array(planSchema);
export type OpenedPlans = z.infer<typeof openedPlansSchema>;

/** A running discount (GET /api/subscription/get-sales-info): percent off the listed plans until `ends_at` (UTC). */
export const saleSchema = z.object({
  id: z.string(),
  title: z.string(),
  percent: z.number().int().min(1).max(100),
  plan_ids: z.array(z.string()),
  ends_at: isoDateTimeSchema,
});
export type Sale = z.infer<typeof saleSchema>;

/** GET /api/subscription/get-sales-info answer: running discounts only (started, not ended), ending soonest first. */
export const salesInfoSchema = z.array(saleSchema);
export type SalesInfo = z.infer<typeof salesInfoSchema>;

/** Promo code text: 3–32 letters, digits, '-' or '_'; matched case-insensitively. */
export const promoCodeSchema = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/);

/** GET /api/subscription/promocode/validate query: the code. */
export const promoValidateQuerySchema = z.object({ code: promoCodeSchema });

/**
 * GET /api/subscription/promocode/validate answer for a usable code. The discount is either `percent` (1–100) or
 * `amount_rub`/`amount_usd` (fixed, minor units: kopecks / cents); the other side is null. `plan_ids` empty = every
 * plan. `expires_at` null = no expiry. Unusable codes answer errors with distinct codes: promo_unknown (404),
 * promo_expired, promo_used_up, promo_already_used (409) and promo_not_applicable (at checkout, 400).
 */
export const promoValidationSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  percent: z.number().int().min(1).max(100).nullable(),
  amount_rub: z.number().int().positive().nullable(),
  amount_usd: z.number().int().positive().nullable(),
  plan_ids: z.array(z.string()),
  expires_at: isoDateTimeSchema.nullable(),
});
export type PromoValidation = z.infer<typeof promoValidationSchema>;

/** POST /pay/payments/attach_card and /pay/payments/stripe/attach_card_checkout body: the plan and an optional promo code. */
export const attachCardBodySchema = z.object({
  plan_id: z.string().min(1).max(64),
  promo_code: promoCodeSchema.optional().nullable(),
});
export type AttachCardBody = z.input<typeof attachCardBodySchema>;

/**
 * POST /pay/payments/attach_card answer: send the browser to `confirmation_url` (YooKassa's page). `payment_id` is
 * ours; the provider sends the buyer back to /subscription/return?payment_id=… which polls
 * GET /pay/payments/{payment_id}/status. `amount_rub` is the price charged (kopecks) after sale and promo.
 */
export const attachCardAnswerSchema = z.object({
  confirmation_url: z.string(),
  payment_id: z.string(),
  amount_rub: z.number().int().nonnegative(),
});
export type AttachCardAnswer = z.infer<typeof attachCardAnswerSchema>;

/**
 * POST /pay/payments/stripe/attach_card_checkout answer: send the browser to `url` (Stripe Checkout). Stripe sends
 * the buyer back to /subscription/return?payment_id=… as well. `amount_usd` is the first charge (cents).
 */
export const stripeCheckoutAnswerSchema = z.object({
  url: z.string(),
  payment_id: z.string(),
  amount_usd: z.number().int().nonnegative(),
});
export type StripeCheckoutAnswer = z.infer<typeof stripeCheckoutAnswerSchema>;

/** POST /pay/payments/change_plan body: the target plan and, across periods, when the change happens. */
export const changePlanBodySchema = z.object({
  plan_id: z.string().min(1).max(64),
  /**
   * A move to a plan of another period (monthly ↔ 3 months): 'next_renewal' (default) renews into it; 'now' starts
   * its full period today with the unused part of the current period credited. Same-period changes ignore it.
   */
  when: z.enum(['now', 'next_renewal']).optional(),
});
export type ChangePlanBody = z.infer<typeof changePlanBodySchema>;

/**
 * POST /pay/payments/change_plan answer. `effect`: 'now' (an upgrade: the plan changed at once and
 * `charged_rub`/`charged_usd` — the prorated difference in kopecks / cents — was charged) or 'next_renewal' (a
 * downgrade: `effective_at` is when the new plan starts; nothing charged). `subscription` is the state after.
 */
export const changePlanAnswerSchema = z.object({
  effect: z.enum(['now', 'next_renewal']),
  plan_id: z.string(),
  effective_at: isoDateTimeSchema,
  charged_rub: z.number().int().nonnegative().nullable(),
  charged_usd: z.number().int().nonnegative().nullable(),
  subscription: currentSubscriptionSchema,
});
export type ChangePlanAnswer = z.infer<typeof changePlanAnswerSchema>;

/** POST /pay/payments/cancel_subscribe (no body) and /pay/payments/resume_subscribe answer: the state after. */
export const cancelSubscribeAnswerSchema = currentSubscriptionSchema;

/**
 * Our payment's lifecycle: pending (buyer on the provider's page) → succeeded | failed | canceled (abandoned, expired
 * or replaced by a newer checkout); succeeded → refunded (a second payment while a plan was already paid).
 */
export const paymentStateSchema = z.enum(['pending', 'succeeded', 'failed', 'canceled', 'refunded']);
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** Why a payment row exists: the first purchase, a renewal, an upgrade difference, money returned (refund). */
export const paymentPurposeSchema = z.enum(['purchase', 'renewal', 'upgrade', 'refund']);
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;

/**
 * GET /pay/payments/{id}/status answer (the return page polls it every 2 s until not pending). `failure_reason`
 * is the provider's reason when failed (e.g. 'insufficient_funds', 'card_declined'); the web then shows the
 * upsell-failure modal ("payment failed").
 */
export const paymentStatusAnswerSchema = z.object({
  payment_id: z.string(),
  status: paymentStateSchema,
  plan_id: z.string(),
  failure_reason: z.string().nullable(),
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatusAnswerSchema>;

/**
 * One payment in GET /api/payments (the seeker's history, newest first). `amount` is minor units of `currency`
 * ('RUB' kopecks, 'USD' cents). `receipt`: what the 54-FZ receipt / invoice says (e-mail it went to, item) or null
 * when nothing was paid; `card_last4` when the provider told us.
 */
export const paymentHistoryItemSchema = z.object({
  id: z.string(),
  created_at: isoDateTimeSchema,
  provider: paymentProviderSchema,
  purpose: paymentPurposeSchema,
  plan_id: z.string(),
  plan_name: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.enum(['RUB', 'USD']),
  status: paymentStateSchema,
  promo_code: z.string().nullable(),
  card_last4: z.string().nullable(),
  receipt: z.object({ email: z.string(), item: z.string(), provider_payment_id: z.string() }).nullable(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

export const paymentHistorySchema = z.object({ items: z.array(paymentHistoryItemSchema) });
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;

/** Referral code text: 4–32 letters or digits (every user has one). Link: `/register?ref=CODE`. */
export const referralCodeSchema = z.string().trim().min(4).max(32).regex(/^[A-Za-z0-9]+$/);

/**
 * GET /api/referrals/{code} answer (the parameter is the referral code; public, no session, so the
 * registration page can show who invited). `valid` false for an unknown code (then `referrer_name` is null).
 * `bonus_days`: days both sides get after the referee's first successful payment.
 */
export const referralInfoSchema = z.object({
  code: z.string(),
  referrer_name: z.string().nullable(),
  bonus_days: z.number().int().nonnegative(),
  valid: z.boolean(),
});
export type ReferralInfo = z.infer<typeof referralInfoSchema>;

/**
 * GET /api/referrals/me answer (session): the seeker's own code and link path, how many registered with it
 * (`joined`), how many of them paid (`paid`), the bonus days credited so far, and what each side gets when an
 * invited seeker first pays: `bonus_days_referrer` for the seeker, `bonus_days_referee` for the friend (days).
 */
export const myReferralsSchema = z.object({
  code: z.string(),
  link: z.string(),
  joined: z.number().int().nonnegative(),
  paid: z.number().int().nonnegative(),
  bonus_days_earned: z.number().int().nonnegative(),
  bonus_days_referrer: z.number().int().nonnegative(),
  bonus_days_referee: z.number().int().nonnegative(),
});
export type MyReferrals = z.infer<typeof myReferralsSchema>;
