import { z } from 'zod';

/** `counters` of an applicant's /me; `unread_negotiations` counts negotiations with `has_updates: true`. */
export const hhMeCountersSchema = z.looseObject({
  resumes_count: z.number().int().nonnegative(),
  new_resume_views: z.number().int().nonnegative(),
  unread_negotiations: z.number().int().nonnegative(),
});

/**
 * GET /me for an applicant token (spec MeApplicantProfile). The product tells the account type by
 * `is_applicant`/`is_employer` (there is no role parameter on authorize). Deprecated keys pass through.
 */
export const hhMeSchema = z.looseObject({
  id: z.string().min(1),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  auth_type: z.string().nullable(),
  is_applicant: z.boolean(),
  is_employer: z.boolean(),
  is_admin: z.boolean(),
  is_application: z.boolean(),
  is_employer_integration: z.boolean().optional(),
  is_in_search: z.boolean().optional(),
  resumes_url: z.string().optional(),
  negotiations_url: z.string().optional(),
  counters: hhMeCountersSchema.optional(),
});
export type HhMe = z.infer<typeof hhMeSchema>;
