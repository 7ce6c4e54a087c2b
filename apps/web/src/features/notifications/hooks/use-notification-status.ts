import { useCallback, useEffect, useRef, useState } from 'react';
import { readErrorStatus } from '@/lib/api/errors';
import { haveNotifications } from '../api/have-notifications';

/** How often the bell asks for new notifications, in ms (spec §9 "Notification-status polling: every 10 seconds"). */
export const NOTIFICATION_POLL_MS = 10_000;
/** After a 403, checks are skipped this long, in ms (spec §9 "403 backoff on the notification check: 5 minutes"). */
export const NOTIFICATION_BACKOFF_MS = 300_000;
/** localStorage key holding the time (ms since epoch) of the last 403 (spec §8 "remember the time locally"). */
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
 * Polls POST /notifications/have_notifications at once and then every 10 s (spec §9), with the rules of spec §8:
 * - 401 → polling stops for good and `onSessionLost` runs (log out, go to Login);
 * - 403 → the time is stored under {@link NOTIFICATION_FORBIDDEN_AT_KEY} and checks are skipped for 5 minutes;
 * - any other failure → only logged; the next tick tries again.
 * @returns `hasNew` (the unread dot) and `clear()` for when the list has just been loaded (spec §4 "The unread dot
 *   clears when notifications are loaded")
 */
export function useNotificationStatus({ userId, onSessionLost }: NotificationStatusOptions): { hasNew: boolean; clear: () => void } {
  const [hasNew, setHasNew] = useState(false);
  const sessionLost = useRef(onSessionLost);
  useEffect(() => {
    sessionLost.current = onSessionLost;
  }, [onSessionLost]);

  useEffect(() => {
    if (userId === null) return undefined;
    let stopped = false;
    let inFlight = false;
    const check = async (): Promise<void> => {
      if (stopped || inFlight || inBackoff(Date.now())) return;
      inFlight = true;
      try {
        const answer = await haveNotifications(userId);
        if (!stopped) setHasNew(answer);
      } catch (error) {
        if (stopped) return;
        const status = readErrorStatus(error);
        if (status === 401) {
          stopped = true;
          clearInterval(timer);
          sessionLost.current();
        } else if (status === 403) {
          localStorage.setItem(NOTIFICATION_FORBIDDEN_AT_KEY, String(Date.now()));
        } else {
          console.warn('[otklik] notification check failed', status ?? (error instanceof Error ? error.message : error));
        }
      } finally {
        inFlight = false;
      }
    };
    const timer = setInterval(() => void check(), NOTIFICATION_POLL_MS);
    void check();
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [userId]);

  const clear = useCallback(() => setHasNew(false), []);
  return { hasNew, clear };
}
