import { type NotificationList, notificationListSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';

/** POST /notifications/get_notifications: the seeker's notifications, which count as fetched from then on. */
export const GET_NOTIFICATIONS_PATH = '/notifications/get_notifications';

/**
 * The seeker's notifications (title, description, created_time, vacancy_link and the server id), validated with the
 * contract. The server counts them as fetched from then on.
 * @throws the HttpError of the call, or a ZodError when the answer does not match the contract
 */
export async function getNotifications(): Promise<NotificationList> {
  const { data } = await apiClient.post<unknown>(GET_NOTIFICATIONS_PATH);
  return notificationListSchema.parse(data);
}
