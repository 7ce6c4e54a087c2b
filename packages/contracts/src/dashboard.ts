import { z } from 'zod';
import { isoDateTimeSchema } from './common';
import { positionStageSchema } from './positions';

/**
 * One position's funnel on the dashboard: `proposed` (vacancies the assistant showed: proposed, applied to from
 * /vacancy or unchecked), `sent` (hh took the application), `viewed` (the employer opened it: hh's viewed_by_opponent, or invited or rejected),
 * `invited`, `rejected`. Counts over the position's whole life.
 */
export const positionFunnelSchema = z.object({
  proposed: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  viewed: z.number().int().nonnegative(),
  invited: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
});
export type PositionFunnel = z.infer<typeof positionFunnelSchema>;

/** What the seeker should do next, most urgent first (issue «/dashboard»); `position_id` names the position it concerns. */
export const nextStepSchema = z.object({
  kind: z.enum(['connect_hh', 'renew', 'create_position', 'finish_questions', 'confirm_proposals', 'none']),
  position_id: z.string().nullable(),
});
export type NextStep = z.infer<typeof nextStepSchema>;

/**
 * GET /api/dashboard/summary: the seeker's summary. Times are ISO-8601 UTC.
 * - `positions`: per active position its stage, paused flag and funnel, newest first;
 * - `quota`: applications counted today (`used`, as the quota box counts them) of `total` per UTC day, `queued` still
 *   waiting, and `next_send_at` — when the next queued application goes out (null when none waits);
 * - `invitations`: the latest 5 invitations;
 * - `subscription`: `state` trial | paid | expired, the plan and when it ends (`ends_at`);
 * - `next_step`: what to do next.
 */
export const dashboardSummarySchema = z.object({
  positions: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      stage: positionStageSchema,
      paused: z.boolean(),
      funnel: positionFunnelSchema,
    }),
  ),
  quota: z.object({
    used: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    queued: z.number().int().nonnegative(),
    next_send_at: isoDateTimeSchema.nullable(),
  }),
  invitations: z.array(
    z.object({
      application_id: z.string(),
      vacancy_name: z.string(),
      employer_name: z.string().nullable(),
      alternate_url: z.string(),
      position_title: z.string(),
      updated_at: isoDateTimeSchema,
    }),
  ),
  subscription: z.object({
    state: z.enum(['trial', 'paid', 'expired']),
    plan_id: z.string().nullable(),
    ends_at: isoDateTimeSchema.nullable(),
  }),
  hh_connected: z.boolean(),
  next_step: nextStepSchema,
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
