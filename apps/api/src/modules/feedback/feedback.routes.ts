import { FEEDBACK_DETAIL, detailSchema, feedbackBodySchema, supportLinkSchema } from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../plugins/session';
import type { FeedbackService } from './feedback.service';

/**
 * /api/feedback/*, behind the session: POST /create_feedback {action, score 1–5, message} →
 * {detail: 'Feedback saved'}; a score outside 1–5, a fraction or a missing score → 400 `validation_failed`.
 */
export const feedbackRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (app, { service }) => {
  app.post('/create_feedback', { preHandler: app.requireSession, schema: { body: feedbackBodySchema, response: { 200: detailSchema } } }, async (request) => {
    await service.create(sessionUser(request).userId, request.body);
    return { detail: FEEDBACK_DETAIL.saved };
  });
};

/** /api/support/* behind the session: GET /link → {url: 'https://t.me/<bot>?start=<user_id>'}, the support chat. */
export const supportRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (app, { service }) => {
  app.get('/link', { preHandler: app.requireSession, schema: { response: { 200: supportLinkSchema } } }, async (request) =>
    service.supportLink(sessionUser(request).userId),
  );
};
