import { apiClient } from '@/lib/api/clients';

/**
 * DELETE /notifications/{id}: removes one of the seeker's notifications (each can be removed on its own).
 * @param id the server id from get_notifications
 * @throws the HttpError of the call (404 when it is not the seeker's or already gone)
 */
export async function deleteNotification(id: string): Promise<void> {
  await apiClient.delete(`/notifications/${encodeURIComponent(id)}`);
}
