import { z } from 'zod';

/** Score scale of the feedback dialog: an integer from 1 to 5. */
export const FEEDBACK_SCORE = { min: 1, max: 5 } as const;

/** Longest feedback message accepted, in characters: a few paragraphs, enough for a considered opinion. */
export const FEEDBACK_MESSAGE_MAX_LENGTH = 2000;

/**
 * POST /api/feedback/create_feedback body. `action` is sent as an empty
 * string by the trial-end prompt; `score` is an integer 1–5 (required); `message` is free text, may be empty.
 */
export const feedbackBodySchema = z.object({
  action: z.string().max(64),
  score: z.number().int().min(FEEDBACK_SCORE.min).max(FEEDBACK_SCORE.max),
  message: z.string().max(FEEDBACK_MESSAGE_MAX_LENGTH),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

/** Fixed `detail` of a stored feedback (the web does not read it). */
export const FEEDBACK_DETAIL = { saved: 'Feedback saved' } as const;

/**
 * GET /api/support/link answer: the support chat in Telegram, `https://t.me/<bot>?start=<user_id>` (the bot link
 * opens with the user id as start parameter). The bot comes from the server's TELEGRAM_SUPPORT_BOT.
 */
export const supportLinkSchema = z.object({ url: z.url() });
export type SupportLink = z.infer<typeof supportLinkSchema>;
