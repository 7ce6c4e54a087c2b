import { z } from 'zod';
import { applicationStatusSchema } from './applications';
import { isoDateTimeSchema } from './common';
import { currentSubscriptionSchema, MAX_DAILY_QUOTA, paymentProviderSchema, paymentPurposeSchema, paymentStateSchema } from './subscription';
import { trainerAccessRequestSchema, trainerRequestStatusSchema } from './trainer';

/**
 * The support console (/admin, admins only: trainer access, trials, promo codes, plans, audit log). Every /api/admin/*
 * answer is an allow-list: no hh token, password hash or payment-method id is in any of these schemas, so none can leave the server.
 */

/** GET /api/admin/me: whether the session user is an admin (the web shows /admin only then). Any session may ask. */
export const adminMeSchema = z.object({ is_admin: z.boolean() });
export type AdminMe = z.infer<typeof adminMeSchema>;

/** A user id in a path. */
export const adminUserParamsSchema = z.object({ userId: z.uuid() });

/** GET /api/admin/users?q=: a part of the e-mail or name (1–200 characters), or an exact user id. */
export const adminUserSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(200) });

/** One user in a search answer. `hh_connected`: an hh connection is stored (its tokens are never sent). UTC dates. */
export const adminUserSummarySchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  created_at: isoDateTimeSchema,
  last_login: isoDateTimeSchema.nullable(),
  is_admin: z.boolean(),
  trainer_access: z.boolean(),
  hh_connected: z.boolean(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

/** GET /api/admin/users answer: at most 50 matches, newest accounts first. */
export const adminUserSearchSchema = z.object({ items: z.array(adminUserSummarySchema) });
export type AdminUserSearch = z.infer<typeof adminUserSearchSchema>;

/** A payment as support sees it: amount in minor units of `currency` (kopecks, cents); no card token, no method id. */
export const adminPaymentSchema = z.object({
  id: z.string(),
  created_at: isoDateTimeSchema,
  provider: paymentProviderSchema,
  purpose: paymentPurposeSchema,
  plan_id: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.enum(['RUB', 'USD']),
  status: paymentStateSchema,
  failure_reason: z.string().nullable(),
  card_last4: z.string().nullable(),
  promo_code: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** An application as support sees it (no cover letter). UTC dates. */
export const adminApplicationSchema = z.object({
  id: z.string(),
  vacancy_id: z.string(),
  vacancy_name: z.string(),
  employer_name: z.string().nullable(),
  position_title: z.string(),
  status: applicationStatusSchema,
  failure_reason: z.string().nullable(),
  created_at: isoDateTimeSchema,
  sent_at: isoDateTimeSchema.nullable(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

/**
 * GET /api/admin/users/{userId}: the user, their subscription now, their latest 50 payments and 50 applications
 * (newest first, `applications_total` counts all), and their trainer-access requests.
 */
export const adminUserDetailSchema = z.object({
  user: adminUserSummarySchema,
  subscription: currentSubscriptionSchema,
  payments: z.array(adminPaymentSchema),
  applications: z.array(adminApplicationSchema),
  applications_total: z.number().int().nonnegative(),
  trainer_requests: z.array(trainerAccessRequestSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/**
 * POST /api/admin/users/{userId}/extend: adds whole days (1–365). `target` 'trial' lengthens the running trial, or
 * starts a new one of that length when it is over (not while a paid plan runs: subscription_active); 'plan' moves
 * the paid plan's end and its renewal date (no paid plan: no_paid_plan).
 */
export const adminExtendBodySchema = z.object({
  target: z.enum(['trial', 'plan']),
  days: z.number().int().min(1).max(365),
});
export type AdminExtendBody = z.infer<typeof adminExtendBodySchema>;

/** POST /api/admin/users/{userId}/trainer-access and DELETE …: answer, the access after. */
export const adminTrainerAccessSchema = z.object({ user_id: z.string(), trainer_access: z.boolean() });
export type AdminTrainerAccess = z.infer<typeof adminTrainerAccessSchema>;

/** A plan as support manages it: on sale (`is_open`) or not. Prices in minor units for the whole period. */
export const adminPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  price_rub: z.number().int().nonnegative(),
  price_usd: z.number().int().nonnegative(),
  period_months: z.number().int(),
  daily_quota: z.number().int().positive().max(MAX_DAILY_QUOTA),
  is_open: z.boolean(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlansSchema = z.object({ items: z.array(adminPlanSchema) });
export type AdminPlans = z.infer<typeof adminPlansSchema>;

/** PUT /api/admin/plans/{planId} body: open (true) or close (false) the plan for sale. Seekers on it keep it. */
export const adminPlanParamsSchema = z.object({ planId: z.string().trim().min(1).max(64) });
export const adminPlanUpdateBodySchema = z.object({ is_open: z.boolean() });

/**
 * POST /api/admin/promo-codes body. `code`: 3–32 of A–Z, 0–9, '-' or '_' (stored upper-case). Exactly one discount:
 * `percent` 1–100, or `amount_rub` and `amount_usd` (minor units: kopecks, cents, > 0). `plan_ids` empty = every
 * plan; `expires_at` ISO-8601 (null = never); `max_uses` null = unlimited.
 */
export const adminPromoCreateBodySchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,32}$/, 'must be 3–32 letters, digits, - or _'),
    percent: z.number().int().min(1).max(100).nullable().default(null),
    amount_rub: z.number().int().positive().nullable().default(null),
    amount_usd: z.number().int().positive().nullable().default(null),
    plan_ids: z.array(z.string().trim().min(1).max(64)).max(20).default([]),
    expires_at: isoDateTimeSchema.nullable().default(null),
    max_uses: z.number().int().positive().nullable().default(null),
  })
  .superRefine((body, ctx) => {
    const fixed = body.amount_rub !== null || body.amount_usd !== null;
    if (body.percent === null && !fixed) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'give a percent or fixed amounts' });
    if (body.percent !== null && fixed) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'a percent or fixed amounts, not both' });
    if (fixed && (body.amount_rub === null || body.amount_usd === null)) {
      ctx.addIssue({ code: 'custom', path: [body.amount_rub === null ? 'amount_rub' : 'amount_usd'], message: 'both amounts are required' });
    }
  });
export type AdminPromoCreateBody = z.input<typeof adminPromoCreateBodySchema>;

/** A promo code as created / listed (GET /api/admin/promo-codes, newest first). */
export const adminPromoSchema = z.object({
  id: z.string(),
  code: z.string(),
  percent: z.number().int().nullable(),
  amount_rub: z.number().int().nullable(),
  amount_usd: z.number().int().nullable(),
  plan_ids: z.array(z.string()),
  expires_at: isoDateTimeSchema.nullable(),
  max_uses: z.number().int().nullable(),
  uses: z.number().int().nonnegative(),
  created_at: isoDateTimeSchema,
});
export type AdminPromo = z.infer<typeof adminPromoSchema>;
export const adminPromosSchema = z.object({ items: z.array(adminPromoSchema) });

/** GET /api/admin/trainer-requests?status=: requests (default the open ones), oldest first, with who asked. */
export const adminTrainerRequestsQuerySchema = z.object({ status: trainerRequestStatusSchema.default('open') });
/** A trainer-access request as support sees it: the seeker's request (trainer.ts), with who asked right after its id. */
export const adminTrainerRequestSchema = z.object({
  id: trainerAccessRequestSchema.shape.id,
  user_id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  ...trainerAccessRequestSchema.omit({ id: true }).shape,
});
export type AdminTrainerRequest = z.infer<typeof adminTrainerRequestSchema>;
export const adminTrainerRequestsSchema = z.object({ items: z.array(adminTrainerRequestSchema) });
export type AdminTrainerRequests = z.infer<typeof adminTrainerRequestsSchema>;

/**
 * POST /api/admin/trainer-requests/{requestId}/answer body: 'grant' gives access and closes the request; 'decline'
 * closes it with `message` (required then, 1–1000 characters) shown to the seeker on /interview.
 */
export const adminTrainerRequestParamsSchema = z.object({ requestId: z.uuid() });
export const adminTrainerAnswerBodySchema = z
  .object({ decision: z.enum(['grant', 'decline']), message: z.string().trim().max(1000).default('') })
  .superRefine((body, ctx) => {
    if (body.decision === 'decline' && body.message === '') ctx.addIssue({ code: 'custom', path: ['message'], message: 'a declined request needs a message' });
  });
export type AdminTrainerAnswerBody = z.input<typeof adminTrainerAnswerBodySchema>;

/** What an admin did (the audit log's `action`). */
export const ADMIN_AUDIT_ACTIONS = [
  'admin.grant',
  'admin.revoke',
  'trainer.grant',
  'trainer.revoke',
  'trainer_request.grant',
  'trainer_request.decline',
  'subscription.extend_trial',
  'subscription.extend_plan',
  'promo.create',
  'plan.open',
  'plan.close',
  'companion_pack.resume',
] as const;
export const adminAuditActionSchema = z.enum(ADMIN_AUDIT_ACTIONS);
export type AdminAuditAction = z.infer<typeof adminAuditActionSchema>;

/** GET /api/admin/audit?user_id=&offset=&limit=: newest first; `user_id` narrows to actions on one user. */
export const adminAuditQuerySchema = z.object({
  user_id: z.uuid().optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
/**
 * One audit entry: who (`actor`: the admin's e-mail, or 'cli'), what (`action`, `details`), on whom (`target_user_id`
 * and `target` — the user's e-mail, the plan id or the promo code) and when (`created_at`, UTC).
 */
export const adminAuditEntrySchema = z.object({
  id: z.string(),
  actor: z.string(),
  action: adminAuditActionSchema,
  target_user_id: z.string().nullable(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  created_at: isoDateTimeSchema,
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditSchema = z.object({ items: z.array(adminAuditEntrySchema), total: z.number().int().nonnegative() });
export type AdminAudit = z.infer<typeof adminAuditSchema>;

/**
 * GET /api/admin/companion-pack, POST /api/admin/companion-pack/resume: sending through the browser companions on
 * the selector pack served now. `paused` while a page self-test failed on this version (hh changed a page); `page`
 * and `missing` name the first failure (the pack's page and the roles not found there); times are UTC, null when not.
 */
export const adminCompanionPackSchema = z.object({
  version: z.string(),
  paused: z.boolean(),
  page: z.string().nullable(),
  missing: z.array(z.string()),
  paused_at: isoDateTimeSchema.nullable(),
  lifted_at: isoDateTimeSchema.nullable(),
});
export type AdminCompanionPack = z.infer<typeof adminCompanionPackSchema>;
