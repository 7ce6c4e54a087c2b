import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/**
 * Paid plans (GET /api/subscription/opened_plans lists the open ones), seeded by a migration: they are data, not code. Prices are for the whole period
 * in minor units (`price_rub` kopecks, `price_usd` cents); `period_months` is 1 or 3; `daily_quota` ≤ 200 (hh's
 * limit per 24 h). `is_open` false takes a plan off sale without touching seekers already on it.
 */
export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    priceRub: integer('price_rub').notNull(),
    priceUsd: integer('price_usd').notNull(),
    periodMonths: integer('period_months').notNull(),
    dailyQuota: integer('daily_quota').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    isOpen: boolean('is_open').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('plans_period_months', sql`${t.periodMonths} in (1, 3)`),
    check('plans_daily_quota', sql`${t.dailyQuota} between 1 and 200`),
    check('plans_prices', sql`${t.priceRub} >= 0 and ${t.priceUsd} >= 0`),
  ],
);
export type PlanRow = typeof plans.$inferSelect;

/**
 * The seeker's subscription (GET /api/subscription/current), one row per user. `plan_id` is 'trial', a paid
 * plan's id, or null (no plan: trial over or lapsed). `subscription_expiry` ends the paid period (UTC).
 * `status`: trial | active | past_due (renewal failing, retries pending) | lapsed | none.
 * YooKassa renewals: `yookassa_method_id` (saved card), `renewal_failures`, `next_renewal_attempt_at`.
 * Stripe: `stripe_customer_id`, `stripe_subscription_id`; `stripe_event_at` is the provider time of the newest
 * subscription event applied, so an older event never overwrites a newer state.
 */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id'),
  status: text('status').$type<'trial' | 'active' | 'past_due' | 'lapsed' | 'none'>().notNull().default('trial'),
  isCancelled: boolean('is_cancelled').notNull().default(false),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  subscriptionExpiry: timestamp('subscription_expiry', { withTimezone: true }),
  pendingPlanId: text('pending_plan_id'),
  provider: text('provider').$type<'yookassa' | 'stripe'>(),
  yookassaMethodId: text('yookassa_method_id'),
  renewalFailures: integer('renewal_failures').notNull().default(0),
  nextRenewalAttemptAt: timestamp('next_renewal_attempt_at', { withTimezone: true }),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  stripeEventAt: timestamp('stripe_event_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Every payment attempt (purchase, renewal, upgrade difference). `amount` is in minor units of `currency`
 * (RUB kopecks, USD cents). `provider_payment_id`: YooKassa payment id or Stripe invoice id; `provider_session_id`:
 * the Stripe Checkout session. `applied_at` is set once the payment changed the subscription (exactly once).
 * A deleted account's payments are kept (accounting law, 402-FZ: 5 years) with `user_id` null, `receipt_email` '' and
 * `card_last4` null.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the seeker deleted the account: the payment stays as an accounting record, without personal data. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').$type<'yookassa' | 'stripe'>().notNull(),
    purpose: text('purpose').$type<'purchase' | 'renewal' | 'upgrade' | 'refund'>().notNull(),
    planId: text('plan_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').$type<'RUB' | 'USD'>().notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed' | 'canceled' | 'refunded'>().notNull().default('pending'),
    providerPaymentId: text('provider_payment_id'),
    providerSessionId: text('provider_session_id'),
    promoCodeId: uuid('promo_code_id'),
    failureReason: text('failure_reason'),
    cardLast4: text('card_last4'),
    receiptEmail: text('receipt_email').notNull(),
    description: text('description').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** Where the buyer pays an open checkout (YooKassa confirmation URL, Stripe Checkout URL): a double click gets it again. */
    checkoutUrl: text('checkout_url'),
    /** A refund row: the payment it returns money of. */
    refundOf: uuid('refund_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment').on(t.provider, t.providerPaymentId),
    /** At most one open checkout (a pending purchase) per seeker, whatever the number of API processes. */
    uniqueIndex('payments_one_open_checkout')
      .on(t.userId)
      .where(sql`${t.status} = 'pending' and ${t.purpose} = 'purchase'`),
    /**
     * At most one plan change being charged per seeker (a pending upgrade): a double click or a second tab cannot
     * charge the difference twice, whatever the number of API processes.
     */
    uniqueIndex('payments_one_open_upgrade')
      .on(t.userId)
      .where(sql`${t.status} = 'pending' and ${t.purpose} = 'upgrade'`),
    /** One refund row per refunded payment. */
    uniqueIndex('payments_refund_of').on(t.refundOf),
    uniqueIndex('payments_provider_session').on(t.providerSessionId),
    index('payments_user_created').on(t.userId, t.createdAt),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/** Webhook events already handled, by provider event id: a replay finds its row and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    providerCreatedAt: timestamp('provider_created_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Promo codes (GET /api/subscription/promocode/validate checks one). `code` is stored upper-case. Either `percent` or `amount_rub` +
 * `amount_usd` (minor units). `plan_ids` empty = every plan. `max_uses` null = unlimited; `uses` counts successful
 * payments with it, `reserved` the open checkouts holding a use. One use per seeker (promo_redemptions).
 */
export const promoCodes = pgTable('promo_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  percent: integer('percent'),
  amountRub: integer('amount_rub'),
  amountUsd: integer('amount_usd'),
  planIds: jsonb('plan_ids').$type<string[]>().notNull().default([]),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  /** Uses held by open checkouts: `uses + reserved` never exceeds `max_uses`. */
  reserved: integer('reserved').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** Who used which promo code, with the payment that used it. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.userId] })],
);

/** Running discounts (GET /api/subscription/get-sales-info): `percent` off `plan_ids` between `starts_at` and `ends_at` (UTC). */
export const sales = pgTable('sales', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  percent: integer('percent').notNull(),
  planIds: jsonb('plan_ids').$type<string[]>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});
export type SaleRow = typeof sales.$inferSelect;

/** Every seeker's referral code (`/register?ref=CODE`), made on first need. */
export const referralCodes = pgTable('referral_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
});

/**
 * Who invited whom (one row per referee). `credited_at` is set once, at the referee's first successful payment,
 * when both got the bonus days.
 */
export const referrals = pgTable(
  'referrals',
  {
    refereeId: uuid('referee_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    bonusDays: integer('bonus_days').notNull().default(0),
  },
  (t) => [index('referrals_referrer').on(t.referrerId)],
);
