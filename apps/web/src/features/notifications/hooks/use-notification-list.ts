import { useCallback, useState } from 'react';
import type { Notification } from '@otklik/contracts';
import { deleteNotification } from '../api/delete-notification';

/** A notification in the panel: the server's fields plus the read flag, kept in the browser only (`isRead`). */
export interface PanelNotification extends Notification {
  isRead: boolean;
}

/** What the panel shows while it loads the list. */
export type NotificationListStatus = 'idle' | 'loading' | 'ready' | 'failed';

function newestFirst(items: PanelNotification[]): PanelNotification[] {
  return [...items].sort((a, b) => Date.parse(b.created_time) - Date.parse(a.created_time));
}

/**
 * The notification list of the panel:
 * - `load()` fetches the list; fetched notifications start unread, then all are marked read;
 * - `remove(id)` deletes one on the server and drops it; it returns how many are left, so the caller can close the
 *   panel when it becomes empty. A failed delete keeps the item and is only logged.
 * Items are kept newest first.
 */
export function useNotificationList() {
  const [items, setItems] = useState<PanelNotification[]>([]);
  const [status, setStatus] = useState<NotificationListStatus>('idle');

  const markAllRead = useCallback(() => setItems((current) => current.map((item) => ({ ...item, isRead: true }))), []);

  const load = useCallback(async (): Promise<boolean> => {
    setStatus('loading');
    try {
      // The list's call and its schema load when the panel first opens, not with the page.
      const { getNotifications } = await import('../api/get-notifications');
      const fetched = await getNotifications();
      setItems(newestFirst(fetched.map((item) => ({ ...item, isRead: false }))));
      setStatus('ready');
      markAllRead();
      return true;
    } catch (error) {
      console.warn('[otklik] loading notifications failed', error);
      setStatus('failed');
      return false;
    }
  }, [markAllRead]);

  const remove = useCallback(
    async (id: string): Promise<number> => {
      try {
        await deleteNotification(id);
      } catch (error) {
        console.warn('[otklik] deleting a notification failed', error);
        return items.length;
      }
      const left = items.filter((item) => item.id !== id);
      setItems(left);
      return left.length;
    },
    [items],
  );

  return { items, status, load, remove, unread: items.some((item) => !item.isRead) };
}
