import {
  NOTIFICATION_DETAIL,
  detailSchema,
  haveNotificationsBodySchema,
  haveNotificationsSchema,
  notificationIdParamsSchema,
  notificationListSchema,
} from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../plugins/session';
import type { NotificationsService } from './notifications.service';

/**
 * /notifications/*, all behind the session (401 'Not authenticated' without one):
 * - POST /get_notifications → the seeker's notifications, newest first (they count as fetched from then on);
 * - POST /have_notifications {user_id} → true while some notification was never fetched; 403 'Access denied' for
 *   another user's id. Polled every 10 s by every open tab: answered from this process's memory until the seeker's
 *   notifications change (db/polled-cache.ts; a miss is one prepared query on a partial index), request lines at
 *   debug (`config.polling`);
 * - DELETE /{id} → {detail: 'Notification deleted'}; 404 'Notification not found' for an id the seeker does not own.
 * Answers are never cached by the browser (`Cache-Control: no-store`).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (app, { service }) => {
  app.post('/get_notifications', { preHandler: app.requireSession, schema: { response: { 200: notificationListSchema } } }, async (request) =>
    service.list(sessionUser(request).userId),
  );

  app.post(
    '/have_notifications',
    {
      preHandler: app.requireSession,
      config: { polling: true },
      schema: { body: haveNotificationsBodySchema, response: { 200: haveNotificationsSchema } },
    },
    async (request) => service.hasNew(sessionUser(request).userId, request.body.user_id),
  );

  app.delete('/:id', { preHandler: app.requireSession, schema: { params: notificationIdParamsSchema, response: { 200: detailSchema } } }, async (request) => {
    await service.remove(sessionUser(request).userId, request.params.id);
    return { detail: NOTIFICATION_DETAIL.deleted };
  });
};
