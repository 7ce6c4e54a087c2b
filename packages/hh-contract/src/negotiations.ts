import { z } from 'zod';
import { hhDateTimeSchema, idNameSchema, pagedSchema } from './common';
import { hhVacancyShortSchema } from './vacancies';

/** hh's limit on a cover letter: at most 10,000 characters. */
export const HH_NEGOTIATION_MESSAGE_MAX_LENGTH = 10_000;

/**
 * POST /negotiations, sent as multipart/form-data (not JSON): `vacancy_id`, `resume_id` and the cover letter
 * `message`, required when the vacancy has `response_letter_required`. Success is 201 with
 * `Location: /negotiations/{nid}`.
 */
export const hhApplyFormSchema = z.object({
  vacancy_id: z.string().regex(/^\d+$/),
  resume_id: z.string().regex(/^[0-9a-zA-Z]+$/),
  message: z.string().max(HH_NEGOTIATION_MESSAGE_MAX_LENGTH).optional(),
});
export type HhApplyForm = z.infer<typeof hhApplyFormSchema>;

/** The resume a negotiation was made with (spec NegotiationsObjectsTopicResume, nano form). */
export const hhNegotiationResumeSchema = z.looseObject({
  id: z.string(),
  title: z.string().nullable(),
  url: z.string().optional(),
  alternate_url: z.string().optional(),
});

/**
 * One negotiation (application or invitation) as the applicant sees it: GET /negotiations item and
 * GET /negotiations/{id} (spec NegotiationsListItem / NegotiationsNegotiationItem).
 * `state.id` is `response` (sent), `invitation`, `discard` (rejected) or `hidden`; `has_updates` drives
 * /me `counters.unread_negotiations`. `vacancy` and `resume` are absent or null when deleted.
 */
export const hhNegotiationSchema = z.looseObject({
  id: z.string().min(1),
  state: idNameSchema,
  created_at: hhDateTimeSchema,
  updated_at: hhDateTimeSchema,
  has_updates: z.boolean(),
  viewed_by_opponent: z.boolean().optional(),
  hidden: z.boolean().optional(),
  decline_allowed: z.boolean().optional(),
  messaging_status: z.string().optional(),
  source: z.string().optional(),
  url: z.string().optional(),
  messages_url: z.string().optional(),
  counters: z.looseObject({ messages: z.number(), unread_messages: z.number() }).optional(),
  vacancy: hhVacancyShortSchema.nullable().optional(),
  resume: hhNegotiationResumeSchema.nullable().optional(),
});
export type HhNegotiation = z.infer<typeof hhNegotiationSchema>;

/** GET /negotiations: the applicant's negotiations, paged (default `per_page` 20, newest update first). */
export const hhNegotiationsListSchema = pagedSchema(hhNegotiationSchema);
export type HhNegotiationsList = z.infer<typeof hhNegotiationsListSchema>;

/**
 * One message of GET /negotiations/{nid}/messages (deprecated by hh). The applicant's cover letter
 * is the first message of the thread; `author.participant_type` is `applicant` or `employer`.
 */
export const hhNegotiationMessageSchema = z.looseObject({
  id: z.string(),
  text: z.string(),
  created_at: hhDateTimeSchema,
  author: z.looseObject({ participant_type: z.string() }),
  state: idNameSchema.nullable(),
  viewed_by_opponent: z.boolean().optional(),
  viewed_by_me: z.boolean().optional(),
});
export type HhNegotiationMessage = z.infer<typeof hhNegotiationMessageSchema>;

/** GET /negotiations/{nid}/messages answer. */
export const hhNegotiationMessagesSchema = pagedSchema(hhNegotiationMessageSchema);
export type HhNegotiationMessages = z.infer<typeof hhNegotiationMessagesSchema>;
