import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { readErrorStatus } from '@/lib/api/errors';
import { queryKeys } from '@/lib/query-keys';
import { haveNotifications } from '../api/have-notifications';

/** How often the bell asks for new notifications, in ms (the 10-second notification-status poll). */
export const NOTIFICATION_POLL_MS = 10_000;
/** After a 403, checks are skipped this long, in ms (the 5-minute backoff of the notification check). */
export const NOTIFICATION_BACKOFF_MS = 300_000;
/** localStorage key holding the time (ms since epoch) of the last 403, so the backoff outlives a reload. */
export const NOTIFICATION_FORBIDDEN_AT_KEY = 'notificationsForbiddenAt';

function inBackoff(now: number): boolean {
  const forbiddenAt = Number(localStorage.getItem(NOTIFICATION_FORBIDDEN_AT_KEY));
  return Number.isFinite(forbiddenAt) && forbiddenAt > 0 && now - forbiddenAt < NOTIFICATION_BACKOFF_MS;
}
export interface NotificationStatusOptions {
  /** The signed-in user's id; null stops polling. */
  userId: string | null;
  /** Called once on a 401 (the session is gone): the caller logs out and goes to Login. */
  onSessionLost: () => void;
}

/**
 * Polls POST /notifications/have_notifications at once and then every 10 s (TanStack Query's `refetchInterval`, also
 * in a background tab), with these rules:
 * - 401 → polling stops for good and `onSessionLost` runs (log out, go to Login);
 * - 403 → the time is stored under {@link NOTIFICATION_FORBIDDEN_AT_KEY} and checks are skipped for 5 minutes;
 * - any other failure → only logged; the next tick tries again.
 * A skipped or failed check keeps the last answer.
 * @returns `hasNew` (the unread dot) and `clear()` for when the list has just been loaded (loading it clears the dot)
 */
export function useNotificationStatus({ userId, onSessionLost }: NotificationStatusOptions): { hasNew: boolean; clear: () => void } {
  const queryClient = useQueryClient();
  const sessionLost = useRef(onSessionLost);
  useEffect(() => {
    sessionLost.current = onSessionLost;
  }, [onSessionLost]);

  const status = useQuery({
    queryKey: queryKeys.notificationStatus(userId ?? ''),
    enabled: userId !== null,
    queryFn: async ({ queryKey }): Promise<boolean> => {
      const last = queryClient.getQueryData<boolean>(queryKey) ?? false;
      if (inBackoff(Date.now())) return last;
      try {
        return await haveNotifications(userId!);
      } catch (error) {
        const code = readErrorStatus(error);
        if (code === 401) {
          sessionLost.current();
          throw error; // the query keeps the 401, which stops the interval below
        }
        if (code === 403) localStorage.setItem(NOTIFICATION_FORBIDDEN_AT_KEY, String(Date.now()));
        else console.warn('[otklik] notification check failed', code ?? (error instanceof Error ? error.message : error));
        return last;
      }
    },
    refetchInterval: (query) => (readErrorStatus(query.state.error) === 401 ? false : NOTIFICATION_POLL_MS),
    refetchIntervalInBackground: true,
    refetchOnReconnect: false,
    retry: false,
    staleTime: 0,
  });

  const clear = useCallback(() => {
    if (userId !== null) queryClient.setQueryData(queryKeys.notificationStatus(userId), false);
  }, [queryClient, userId]);
  return { hasNew: status.data ?? false, clear };
}
