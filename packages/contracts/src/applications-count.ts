import { z } from 'zod';

/**
 * The daily application counter (spec §3 "Application counter"; §2 "Daily quota box"; polled every 10 s, spec §9).
 * GET /api/applications/count: `current_applications` = applications the seeker sent (or queued to send) today (UTC),
 * `total_applications` = their daily quota. The path is ours: the spec says only that such a call exists (§7).
 */
export const applicationsCountSchema = z.object({
  current_applications: z.number().int().nonnegative(),
  total_applications: z.number().int().nonnegative(),
});
export type ApplicationsCount = z.infer<typeof applicationsCountSchema>;
