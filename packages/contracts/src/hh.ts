import { z } from 'zod';
import { isoDateTimeSchema } from './common';

/** Fixed `detail` texts of the job-board (hh.ru) calls; the web matches some of them. Tests assert them verbatim. */
export const HH_DETAIL = {
  tokensStored: 'Tokens successfully stored',
  exchangeFailed: 'Failed to complete HH integration',
  tokenValid: "Current user's HH token is valid",
  notIntegrated: 'HH account is not connected',
  logoutFailed: 'Failed to logout HH account',
  loggedOut: 'HH account disconnected',
  authLinkFailed: 'Failed to get HH auth link',
  registrationLinkFailed: 'Failed to get HH registration link',
  authFailed: 'Failed to authenticate with HH',
  registerFailed: 'Failed to register from HH',
  stateMismatch: 'OAuth state is invalid or expired',
  hhUnavailable: 'HH is temporarily unavailable',
} as const;

/** GET /api/hh/generate-link and GET /api/hh-auth/auth-link answer. */
export const registrationLinkSchema = z.object({ registration_link: z.url() });
export type RegistrationLink = z.infer<typeof registrationLinkSchema>;

/**
 * POST /api/hh/exchange and POST /hh-auth/auth body: the OAuth code hh returned, as {code}.
 * `state` is the OAuth state hh echoed back; the server checks it against the one bound to the session.
 */
export const codeExchangeBodySchema = z.object({
  code: z.string().min(1).max(512),
  state: z.string().min(1).max(256).optional(),
});
export type CodeExchangeBody = z.infer<typeof codeExchangeBodySchema>;

/** hh resume status ids (hh dictionary `resume_status`). */
export const resumeStatusSchema = z.enum(['not_published', 'published', 'blocked', 'on_moderation']);
export type ResumeStatus = z.infer<typeof resumeStatusSchema>;

/**
 * One of the seeker's hh resumes as GET /api/resumes lists it.
 * `can_apply` is true only for published, unblocked resumes (hh's OpenAPI, «Резюме. Просмотр информации» → «Статус резюме»).
 * `created_by_assistant` marks resumes Otklik wrote; a new position cannot be created from one of them.
 */
export const resumeSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: resumeStatusSchema,
  status_name: z.string(),
  can_apply: z.boolean(),
  alternate_url: z.url(),
  area: z.string().nullable(),
  updated_at: isoDateTimeSchema.nullable(),
  created_by_assistant: z.boolean(),
});
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

/** GET /api/resumes answer. */
export const resumeListSchema = z.object({ items: z.array(resumeSummarySchema) });
export type ResumeList = z.infer<typeof resumeListSchema>;

/** GET /api/areas/suggest?text= (≥ 2 characters; hh /suggests/areas): cities for the position's multi-select. */
export const areaSuggestQuerySchema = z.object({ text: z.string().trim().min(2).max(100) });
export const areaSuggestListSchema = z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) });
export type AreaSuggestList = z.infer<typeof areaSuggestListSchema>;
