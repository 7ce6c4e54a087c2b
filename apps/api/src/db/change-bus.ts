/** PostgreSQL channel on which a process announces ended sessions to every other API process (see session-revocations). */
export const SESSIONS_CHANNEL = 'otklik_sessions';

/**
 * PostgreSQL channel on which the database itself (triggers of migration 0013) announces every change of the rows the
 * polled answers are computed from: payload `<table>:<user_id>`, or `<table>:*` after a TRUNCATE; tables
 * `notifications`, `applications`, `subscriptions` (see polled-cache.ts).
 */
export const POLLED_CHANNEL = 'otklik_polled';

/**
 * PostgreSQL channel on which the companion module announces a change of a seeker's companion operations (payload:
 * the user id): a waiting long poll or a call waiting for its result, in any API process, looks again.
 */
export const COMPANION_CHANNEL = 'otklik_companion';

/** Every channel the API listens on. */
export const CHANGE_CHANNELS = [SESSIONS_CHANNEL, POLLED_CHANNEL, COMPANION_CHANNEL] as const;
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number];

/** Receives one notification's payload. */
export type ChangeListener = (payload: string) => void;

/**
 * Where the notifications this process hears land: the dedicated listener of change-feed.ts (every channel), the
 * pooled connections (each LISTENs on {@link POLLED_CHANNEL}, so a write made through one hears its own NOTIFY
 * before the write's promise settles), and PGlite's `listen`. The same notification may arrive more than once; listeners must be idempotent.
 */
export interface ChangeBus {
  emit(channel: string, payload: string): void;
  /** @returns a function that removes the listener. */
  on(channel: ChangeChannel, listener: ChangeListener): () => void;
}

/** A bus with no listeners yet. A throwing listener is isolated: the others still hear the notification. */
export function createChangeBus(onListenerError?: (error: unknown) => void): ChangeBus {
  const listeners = new Map<string, Set<ChangeListener>>();
  return {
    emit(channel, payload) {
      const set = listeners.get(channel);
      if (!set) return;
      for (const listener of set) {
        try {
          listener(payload);
        } catch (error) {
          onListenerError?.(error);
        }
      }
    },
    on(channel, listener) {
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
  };
}

/** `LISTEN` for every channel in {@link CHANGE_CHANNELS}, as one simple-query string. */
export const LISTEN_ALL_SQL = CHANGE_CHANNELS.map((channel) => `LISTEN ${channel};`).join(' ');
