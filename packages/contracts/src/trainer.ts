import { z } from 'zod';
import { isoDateTimeSchema } from './common';

/**
 * A trainer-access request as its seeker sees it (the 'Запросить доступ' button on /interview): `status` open (support
 * has not answered yet) → granted | declined (with support's `reply`) | closed (access came another way). UTC dates.
 */
export const trainerRequestStatusSchema = z.enum(['open', 'granted', 'declined', 'closed']);
export type TrainerRequestStatus = z.infer<typeof trainerRequestStatusSchema>;

export const trainerAccessRequestSchema = z.object({
  id: z.string(),
  status: trainerRequestStatusSchema,
  message: z.string(),
  reply: z.string().nullable(),
  created_at: isoDateTimeSchema,
  answered_at: isoDateTimeSchema.nullable(),
});
export type TrainerAccessRequest = z.infer<typeof trainerAccessRequestSchema>;

/**
 * GET /api/trainer/access answer: whether the seeker may use the interview trainer (a separate site,
 * access granted by support). `trainer_url` is TRAINER_URL, sent only with access (null otherwise); `request` is the
 * seeker's latest access request, or null when they never asked.
 */
export const trainerAccessSchema = z.object({
  has_access: z.boolean(),
  trainer_url: z.string().nullable(),
  request: trainerAccessRequestSchema.nullable(),
});
export type TrainerAccess = z.infer<typeof trainerAccessSchema>;

/** POST /api/trainer/access-requests body: an optional note to support, at most 1000 characters. */
export const trainerAccessRequestBodySchema = z.object({ message: z.string().trim().max(1000).default('') });
export type TrainerAccessRequestBody = z.input<typeof trainerAccessRequestBodySchema>;
