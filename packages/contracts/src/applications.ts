import { z } from 'zod';
import { isoDateTimeSchema } from './common';
import { letterStyleSchema } from './positions';

/** Fixed `detail` texts of the applications calls. On a 403 'Access denied' the web goes to /subscription. */
export const APPLICATION_DETAIL = {
  applicationNotFound: 'Application not found',
  accessDenied: 'Access denied',
} as const;

/**
 * Application statuses (the spec does not show them): queued → sending → sent → invited | rejected;
 * failed (with `failure_reason`); assisted_apply (hh refused to take it through the API: the letter is ready and the
 * seeker applies with hh's own link).
 */
export const APPLICATION_STATUSES = ['queued', 'sending', 'sent', 'invited', 'rejected', 'failed', 'assisted_apply'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** The seeker's own mark on an application, set or deleted (the like/dislike icons of a card). */
export const feedbackStatusSchema = z.enum(['like', 'dislike']);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** An application (a response to a vacancy). Dates ISO-8601 UTC. */
export const applicationSchema = z.object({
  id: z.string(),
  position_id: z.string(),
  position_title: z.string(),
  vacancy_id: z.string(),
  vacancy_name: z.string(),
  employer_name: z.string().nullable(),
  area_name: z.string().nullable(),
  alternate_url: z.string(),
  /** hh's own apply page; shown for assisted_apply. */
  apply_alternate_url: z.string(),
  status: applicationStatusSchema,
  /** Why it failed or needs assisted apply, e.g. 'test_required', 'invalid_vacancy' (hh's error value). */
  failure_reason: z.string().nullable(),
  cover_letter: z.string(),
  letter_style: letterStyleSchema,
  hh_negotiation_id: z.string().nullable(),
  feedback_status: feedbackStatusSchema.nullable(),
  created_at: isoDateTimeSchema,
  sent_at: isoDateTimeSchema.nullable(),
  updated_at: isoDateTimeSchema,
  /**
   * Queued or sending and waiting on hh after a failure (429/5xx/no answer): when the next attempt is due (UTC);
   * null otherwise. The card says «HH.ru не отвечает, повторим в HH:MM».
   */
  retry_at: isoDateTimeSchema.nullable().optional(),
});
export type Application = z.infer<typeof applicationSchema>;

/** GET /api/applications/v2 query: status may repeat; offset ≥ 0; limit 1–100 (defaults 0 and 20). */
export const applicationsQuerySchema = z.object({
  status: z
    .union([applicationStatusSchema, z.array(applicationStatusSchema)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ApplicationsQuery = z.input<typeof applicationsQuerySchema>;

/** GET /api/applications/v2 answer: one page, newest first, and the total matching the filter. */
export const applicationPageSchema = z.object({
  items: z.array(applicationSchema),
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
export type ApplicationPage = z.infer<typeof applicationPageSchema>;

/** POST /api/applications/statistics body: the session's own user id; another id → 403 'Access denied'. */
export const statisticsBodySchema = z.object({ user_id: z.string().min(1) });

/** POST /api/applications/statistics answer: counts per status, in total and today (UTC). */
export const applicationStatisticsSchema = z.object({
  total: z.number().int().nonnegative(),
  today: z.number().int().nonnegative(),
  by_status: z.record(applicationStatusSchema, z.number().int().nonnegative()),
});
export type ApplicationStatistics = z.infer<typeof applicationStatisticsSchema>;

/** PUT /api/applications/{id}/feedback_status body. */
export const feedbackStatusBodySchema = z.object({ feedback_status: feedbackStatusSchema });

/**
 * POST /api/positions/{id}/confirm answer: the applications of the checked vacancies, in the order checked, each
 * already with its cover letter and status 'queued' (or the status it has when it existed before: a double click or
 * a retried confirm returns the same applications, never new ones).
 */
export const confirmResultSchema = z.object({ items: z.array(applicationSchema) });
export type ConfirmResult = z.infer<typeof confirmResultSchema>;
