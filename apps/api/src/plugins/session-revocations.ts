import { eq, sql } from 'drizzle-orm';
import { SESSIONS_CHANNEL } from '../db/change-bus';
import type { ChangeFeed } from '../db/change-feed';
import type { Database, Db } from '../db/client';
import { refreshTokenFamilies } from '../db/schema';

/** The signed-in seeker of a request: the user and the refresh-token family (session) the access token names. */
export interface SessionUser {
  userId: string;
  familyId: string;
}

/** Most sessions whose state is kept in memory; beyond it the least recently used is read again. */
export const SESSION_STATE_CACHE_SIZE = 100_000;

/** Which sessions ended: one refresh-token family (logout, reuse), or every session of a user (password, deletion). */
export type SessionChange = { familyId: string } | { userId: string };

/**
 * Whether the session an access token names is still live, cheaply: a session is a refresh-token family
 * (refresh_token_families); it ends when the family is revoked or deleted. Its state is cached in this process and
 * the cache is invalidated through PostgreSQL LISTEN/NOTIFY on {@link SESSIONS_CHANNEL}, so a logout in one process is
 * honoured by every other (change-feed.ts). On PGlite (one process) invalidation is in-process only.
 */
export interface SessionRevocations {
  /** @returns true when the family exists, belongs to the user and is not revoked. Cached; one indexed read on a miss. */
  isLive(user: SessionUser): Promise<boolean>;
  /**
   * Call inside the transaction that ends the sessions: a NOTIFY that PostgreSQL delivers to every process at commit
   * (nothing on PGlite).
   */
  announce(db: Db, change: SessionChange): Promise<void>;
  /** Call after that transaction commits: drops this process's cached state of the sessions at once. */
  forget(change: SessionChange): void;
  /** Stops hearing changes (the app's onClose). */
  close(): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseChange(payload: string | undefined): SessionChange | null {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (value && typeof value === 'object') {
      if ('familyId' in value && typeof value.familyId === 'string') return { familyId: value.familyId };
      if ('userId' in value && typeof value.userId === 'string') return { userId: value.userId };
    }
  } catch {
    // An unreadable payload forgets everything (below).
  }
  return null;
}

/**
 * Starts the session-state cache over the app's database and its change feed: it hears {@link SESSIONS_CHANNEL};
 * while the feed is not live every check reads the database (and nothing is cached), and the cache is emptied on
 * every feed reset, so a notification lost meanwhile cannot leave a stale "live".
 */
export function startSessionRevocations(database: Database, feed: ChangeFeed): SessionRevocations {
  const { db } = database;
  /** familyId → state; Map order is the LRU order. */
  const cache = new Map<string, { userId: string; live: boolean }>();
  /** Bumped on every invalidation: a read that started before one does not cache its (possibly stale) answer. */
  let generation = 0;

  function forget(change: SessionChange | null): void {
    generation += 1;
    if (!change) cache.clear();
    else if ('familyId' in change) cache.delete(change.familyId);
    else for (const [familyId, state] of cache) if (state.userId === change.userId) cache.delete(familyId);
  }

  const stopChanges = feed.on(SESSIONS_CHANNEL, (payload) => forget(parseChange(payload)));
  const stopResets = feed.onReset(() => forget(null));

  return {
    async isLive({ userId, familyId }) {
      if (!UUID.test(familyId)) return false;
      const listening = feed.live;
      const hit = listening ? cache.get(familyId) : undefined;
      if (hit) {
        cache.delete(familyId);
        cache.set(familyId, hit);
        return hit.live && hit.userId === userId;
      }
      const before = generation;
      const [row] = await db
        .select({ userId: refreshTokenFamilies.userId, revokedAt: refreshTokenFamilies.revokedAt })
        .from(refreshTokenFamilies)
        .where(eq(refreshTokenFamilies.id, familyId))
        .limit(1);
      const state = row ? { userId: row.userId, live: row.revokedAt === null } : null;
      // A deleted family (account deleted) is not cached: its id never comes back, and the entry would only take room.
      if (state && listening && feed.live && before === generation) {
        if (cache.size >= SESSION_STATE_CACHE_SIZE) {
          const oldest = cache.keys().next();
          if (!oldest.done) cache.delete(oldest.value);
        }
        cache.set(familyId, state);
      }
      return state !== null && state.live && state.userId === userId;
    },
    async announce(tx, change) {
      if (database.kind !== 'postgres') return;
      await tx.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${JSON.stringify(change)})`);
    },
    forget,
    close() {
      stopChanges();
      stopResets();
      cache.clear();
    },
  };
}
