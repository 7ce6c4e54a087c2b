import { haveNotificationsFirstPaint, parseFirstPaint } from '@/lib/api/first-paint-schemas';
import { apiClient } from '@/lib/api/clients';

/** POST /notifications/have_notifications. */
export const HAVE_NOTIFICATIONS_PATH = '/notifications/have_notifications';

/**
 * Whether the seeker has notifications they have not fetched yet (body `user_id`, answer a boolean).
 * @param userId the signed-in user's id (the server refuses any other with 403 'Access denied')
 * @throws the HttpError of the call (401 session gone, 403, network…), or a ValiError for a non-boolean answer
 */
export async function haveNotifications(userId: string): Promise<boolean> {
  const { data } = await apiClient.post<unknown>(HAVE_NOTIFICATIONS_PATH, { user_id: userId });
  return parseFirstPaint(haveNotificationsFirstPaint, data);
}
