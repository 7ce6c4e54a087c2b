import type { FeedbackBody, SupportLink } from '@otklik/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import * as repo from './feedback.repository';

export interface FeedbackServiceDeps {
  db: Db;
  clock: Clock;
  settings: {
    /** TELEGRAM_SUPPORT_BOT: the support bot's Telegram username, without '@'. */
    telegramSupportBot: string;
  };
}

/** How the seeker talks to the team: feedback scores (1–5 with a message) and the support chat. */
export type FeedbackService = ReturnType<typeof createFeedbackService>;

/**
 * Builds the feedback service. The support link lives here too: like feedback, it is the seeker's channel to the
 * team, and it needs only the session's user id and one setting.
 */
export function createFeedbackService({ db, clock, settings }: FeedbackServiceDeps) {
  return {
    /** Stores the seeker's feedback (POST /api/feedback/create_feedback); the body was validated by the contract. */
    async create(userId: string, body: FeedbackBody): Promise<void> {
      await repo.insertFeedback(db, { userId, action: body.action, score: body.score, message: body.message, createdAt: clock.now() });
    },

    /**
     * The support chat link (GET /api/support/link): `https://t.me/<TELEGRAM_SUPPORT_BOT>?start=<user_id>`, so the
     * bot knows who writes (the bot link opens with the user id as its start parameter).
     */
    supportLink(userId: string): SupportLink {
      const url = new URL(`https://t.me/${encodeURIComponent(settings.telegramSupportBot)}`);
      url.searchParams.set('start', userId);
      return { url: url.toString() };
    },
  };
}
