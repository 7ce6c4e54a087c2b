import type { ApplicationsCount, CurrentSubscription, DashboardSummary, User } from '@otklik/contracts';
import * as v from 'valibot';
import { MAX_DAILY_QUOTA } from 'virtual:otklik/contract-constants';

/**
 * The contracts' schemas of the answers a signed-in /dashboard shows in its first paint (the User the shell reads
 * from storage, the subscription, the daily counter, the bell's flag, the dashboard summary), written again with
 * valibot, whose parts are separate functions: about 2 kB gzipped, where zod adds 25 kB to every signed-in page's
 * first load (zod/mini does not help: it shares zod's core modules with the contracts' zod, and a module goes whole
 * into one chunk). Each is typed against the contract's type, and first-paint-schemas.test.ts checks that it accepts
 * and refuses exactly what the contract's schema does. The pages loaded later use the contracts' schemas themselves.
 */

/**
 * ISO-8601 date and time with seconds and `Z` or an offset, a real calendar day (29 February only in leap years): zod's
 * pattern for contracts `isoDateTimeSchema` (`z.iso.datetime({ offset: true })`), which the test compares it with.
 */
const ISO_DATE_TIME =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
const isoDateTime = v.pipe(v.string(), v.regex(ISO_DATE_TIME));
/** A safe integer ≥ 0, as `z.number().int().nonnegative()`. */
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const nullableString = v.nullable(v.string());
const nullableDateTime = v.nullable(isoDateTime);

/** contracts `userSchema`. */
export const userFirstPaint: v.GenericSchema<unknown, User> = v.object({
  user_id: v.string(),
  email: v.string(),
  name: nullableString,
  telegram: nullableString,
  portfolio_link: nullableString,
  created_at: isoDateTime,
  last_login: nullableDateTime,
  plan: nullableString,
  trial_end: nullableDateTime,
  subscription_expiry: nullableDateTime,
  payment_status: nullableString,
});

/** contracts `currentSubscriptionSchema`. */
export const currentSubscriptionFirstPaint: v.GenericSchema<unknown, CurrentSubscription> = v.object({
  is_cancelled: v.boolean(),
  plan_id: nullableString,
  trial_end: nullableDateTime,
  subscription_expiry: nullableDateTime,
  daily_quota: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MAX_DAILY_QUOTA)),
  next_renewal: nullableDateTime,
  pending_plan_id: nullableString,
  provider: v.nullable(v.picklist(['yookassa', 'stripe'])),
  payment_status: v.picklist(['trial', 'active', 'past_due', 'lapsed', 'none']),
});

/** contracts `applicationsCountSchema`. */
export const applicationsCountFirstPaint: v.GenericSchema<unknown, ApplicationsCount> = v.object({
  current_applications: count,
  total_applications: count,
});

/** contracts `haveNotificationsSchema`. */
export const haveNotificationsFirstPaint: v.GenericSchema<unknown, boolean> = v.boolean();

/** contracts `dashboardSummarySchema`. */
export const dashboardSummaryFirstPaint: v.GenericSchema<unknown, DashboardSummary> = v.object({
  positions: v.array(
    v.object({
      id: v.string(),
      title: v.string(),
      stage: v.picklist(['questions', 'resume', 'vacancies', 'done']),
      paused: v.boolean(),
      funnel: v.object({ proposed: count, sent: count, viewed: count, invited: count, rejected: count }),
    }),
  ),
  quota: v.object({ used: count, total: count, queued: count, next_send_at: nullableDateTime }),
  invitations: v.array(
    v.object({
      application_id: v.string(),
      vacancy_name: v.string(),
      employer_name: nullableString,
      alternate_url: v.string(),
      position_title: v.string(),
      updated_at: isoDateTime,
    }),
  ),
  subscription: v.object({
    state: v.picklist(['trial', 'paid', 'expired']),
    plan_id: nullableString,
    ends_at: nullableDateTime,
  }),
  hh_connected: v.boolean(),
  next_step: v.object({
    kind: v.picklist(['connect_hh', 'renew', 'create_position', 'finish_questions', 'confirm_proposals', 'none']),
    position_id: nullableString,
  }),
});

/**
 * Parses an answer with one of these schemas.
 * @returns the answer, typed
 * @throws valibot's ValiError when it does not match
 */
export function parseFirstPaint<T>(schema: v.GenericSchema<unknown, T>, data: unknown): T {
  return v.parse(schema, data);
}

/** Like {@link parseFirstPaint}, but null instead of an error. */
export function safeParseFirstPaint<T>(schema: v.GenericSchema<unknown, T>, data: unknown): T | null {
  const result = v.safeParse(schema, data);
  return result.success ? result.output : null;
}
