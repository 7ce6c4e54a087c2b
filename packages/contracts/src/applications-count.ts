import { z } from 'zod';

/**
 * The daily application counter behind the sidebar's «N из M откликов за день» box, polled every 10 seconds.
 * GET /api/applications/count: `current_applications` = applications the seeker sent (or queued to send) today (UTC),
 * `total_applications` = their daily quota. The path is ours: the product only needs some call that counts them.
 */
export const applicationsCountSchema = z.object({
  current_applications: z.number().int().nonnegative(),
  total_applications: z.number().int().nonnegative(),
});
export type ApplicationsCount = z.infer<typeof applicationsCountSchema>;
