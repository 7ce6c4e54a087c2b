import { LRUCache } from 'lru-cache';
import { POLLED_CHANNEL } from './change-bus';
import type { ChangeFeed } from './change-feed';

/** The tables whose rows the polled answers are computed from; each change of one announces `<table>:<user_id>`. */
export type PolledTable = 'notifications' | 'applications' | 'subscriptions';

/** Most seekers whose answer one cache keeps (≈ 100 bytes each); beyond it the least recently polled is read again. */
export const POLLED_CACHE_SIZE = 50_000;

/**
 * A per-seeker answer to one of the calls every open tab polls every 10 s: POST
 * /notifications/have_notifications and GET /api/applications/count. The answer is read from the database once and
 * then served from this process's memory until the database announces a change of that seeker's rows in the cache's
 * tables (triggers of migration 0013 → NOTIFY {@link POLLED_CHANNEL}, heard by every process through the
 * {@link ChangeFeed}). A write made in this process invalidates before its own promise settles; another process's
 * write within the NOTIFY's delivery time (about a millisecond).
 */
export interface PolledCache<V> {
  /**
   * The seeker's answer under `tag` (a value the answer also depends on, such as the UTC day; an entry under another
   * tag is read again). `read` runs on a miss; its answer is kept only when no change of the seeker (or reset) was
   * heard while it ran and the feed was live throughout, so a read racing a write never caches the old state.
   * @throws whatever `read` throws (nothing is cached then).
   */
  get(userId: string, tag: string, read: () => Promise<V>): Promise<V>;
  /** Stops hearing changes and forgets every answer. */
  close(): void;
}

/** Creates a cache fed by `feed`'s POLLED_CHANNEL notifications about `tables`. */
export function createPolledCache<V extends object | boolean | number | string>(
  feed: ChangeFeed,
  tables: readonly PolledTable[],
  options: { max?: number } = {},
): PolledCache<V> {
  const entries = new LRUCache<string, { tag: string; value: V }>({ max: options.max ?? POLLED_CACHE_SIZE });
  /**
   * The reads in flight per seeker. A change of that seeker (or a reset, or `<table>:*`) heard while one runs marks it
   * stale, and a stale read's answer is not kept; a change of another seeker does not spoil it.
   */
  const inFlight = new Map<string, Set<{ stale: boolean }>>();
  const watched = new Set<string>(tables);

  function forgetAll(): void {
    entries.clear();
    for (const reads of inFlight.values()) for (const read of reads) read.stale = true;
  }

  const stopChanges = feed.on(POLLED_CHANNEL, (payload) => {
    const colon = payload.indexOf(':');
    if (colon < 0 || !watched.has(payload.slice(0, colon))) return;
    const userId = payload.slice(colon + 1);
    if (userId === '*') return forgetAll();
    entries.delete(userId);
    for (const read of inFlight.get(userId) ?? []) read.stale = true;
  });
  const stopResets = feed.onReset(forgetAll);

  return {
    async get(userId, tag, read) {
      if (!feed.live) return read();
      const hit = entries.get(userId);
      if (hit && hit.tag === tag) return hit.value;
      const token = { stale: false };
      let reads = inFlight.get(userId);
      if (!reads) inFlight.set(userId, (reads = new Set()));
      reads.add(token);
      try {
        const value = await read();
        if (!token.stale && feed.live) entries.set(userId, { tag, value });
        return value;
      } finally {
        reads.delete(token);
        if (reads.size === 0 && inFlight.get(userId) === reads) inFlight.delete(userId);
      }
    },
    close() {
      stopChanges();
      stopResets();
      forgetAll();
    },
  };
}
