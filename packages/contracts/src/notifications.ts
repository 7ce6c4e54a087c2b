import { z } from 'zod';
import { isoDateTimeSchema } from './common';

/**
 * One notification of the seeker, shown in the «Уведомления» panel, as
 * POST /notifications/get_notifications lists it. `id` is the server's id (a UUID) the client deletes it by;
 * `created_time` is ISO-8601 UTC; `vacancy_link` is the hh.ru page of the vacancy the notification is about
 * (null when the vacancy is gone). `isRead` is client-side state and never travels.
 */
export const notificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  created_time: isoDateTimeSchema,
  vacancy_link: z.url().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** POST /notifications/get_notifications answer: the seeker's notifications, newest first. */
export const notificationListSchema = z.array(notificationSchema);
export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * POST /notifications/have_notifications body: `{ user_id }`. The session decides whose
 * notifications are checked; a `user_id` other than the session's is refused with 403 'Access denied'.
 */
export const haveNotificationsBodySchema = z.object({ user_id: z.uuid() });
export type HaveNotificationsBody = z.infer<typeof haveNotificationsBodySchema>;

/** POST /notifications/have_notifications answer: true while some notification has not been fetched yet. */
export const haveNotificationsSchema = z.boolean();

/** DELETE /notifications/{id} path parameters. */
export const notificationIdParamsSchema = z.object({ id: z.uuid() });

/** Fixed `detail` texts of the notification calls. Tests assert them verbatim. */
export const NOTIFICATION_DETAIL = {
  deleted: 'Notification deleted',
  notFound: 'Notification not found',
  /** 403 for another user's `user_id`: 'Access denied' (the web's interceptor knows this text). */
  accessDenied: 'Access denied',
} as const;
