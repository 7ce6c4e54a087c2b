import type { FastifyInstance } from 'fastify';
import { feedbackRoutes, supportRoutes } from './feedback.routes';
import { createFeedbackService } from './feedback.service';

/** /api/feedback and /api/support. */
export async function register(app: FastifyInstance): Promise<void> {
  const service = createFeedbackService({ db: app.database.db, clock: app.clock, settings: { telegramSupportBot: app.config.telegramSupportBot } });
  await app.register(feedbackRoutes, { prefix: '/api/feedback', service });
  await app.register(supportRoutes, { prefix: '/api/support', service });
}
