import { z } from 'zod';
import { isoDateTimeSchema } from './common';

/** The plan id of the free trial every new seeker gets (until paid plans land). */
export const TRIAL_PLAN_ID = 'trial';

/**
 * GET /api/subscription/current answer (spec §3 "Subscription (current)": is_cancelled, plan_id, trial_end).
 * `trial_end` is ISO-8601 UTC, null for a plan without a trial; `subscription_expiry` is when a paid period ends
 * (null on the trial). The web derives the menu state from it (spec §4 "Subscription state for the menu").
 */
export const currentSubscriptionSchema = z.object({
  is_cancelled: z.boolean(),
  plan_id: z.string().nullable(),
  trial_end: isoDateTimeSchema.nullable(),
  subscription_expiry: isoDateTimeSchema.nullable(),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;
