import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from '../db/client';
import { refreshTokenFamilies } from '../db/schema';

/** The signed-in seeker of a request: the user and the refresh-token family (session) the access token names. */
export interface SessionUser {
  userId: string;
  familyId: string;
}

/** PostgreSQL channel on which a process announces ended sessions to every other API process. */
export const SESSIONS_CHANNEL = 'otklik_sessions';

/** Most sessions whose state is kept in memory; beyond it the least recently used is read again. */
export const SESSION_STATE_CACHE_SIZE = 100_000;

/** Which sessions ended: one refresh-token family (logout, reuse), or every session of a user (password, deletion). */
export type SessionChange = { familyId: string } | { userId: string };

/**
 * Whether the session an access token names is still live, cheaply: a session is a refresh-token family
 * (refresh_token_families); it ends when the family is revoked or deleted. Its state is cached in this process and
 * the cache is invalidated through PostgreSQL LISTEN/NOTIFY on {@link SESSIONS_CHANNEL}, so a logout in one process is
 * honoured by every other. On PGlite (one process) invalidation is in-process only.
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
  /** Stops listening (the app's onClose). */
  close(): Promise<void>;
}

/** Where the listener reports a lost connection (pino fits). */
export interface RevocationsLogger {
  warn(obj: object, msg?: string): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Wait before listening again after the listener's connection dropped, in ms. */
const RELISTEN_DELAY_MS = 1_000;

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
 * Starts the session-state cache over the app's database. On PostgreSQL it opens one extra connection that LISTENs on
 * {@link SESSIONS_CHANNEL}; while that connection is down every check reads the database (and nothing is cached), and
 * the cache is emptied when listening resumes, so a notification lost meanwhile cannot leave a stale "live".
 * @throws the driver's error when the listener cannot connect at start.
 */
export async function startSessionRevocations(database: Database, log: RevocationsLogger): Promise<SessionRevocations> {
  const { db } = database;
  /** familyId → state; Map order is the LRU order. */
  const cache = new Map<string, { userId: string; live: boolean }>();
  /** Bumped on every invalidation: a read that started before one does not cache its (possibly stale) answer. */
  let generation = 0;
  let listening = database.kind === 'pglite';
  let listener: pg.Client | null = null;
  let closed = false;
  let relisten: NodeJS.Timeout | null = null;

  function forget(change: SessionChange | null): void {
    generation += 1;
    if (!change) cache.clear();
    else if ('familyId' in change) cache.delete(change.familyId);
    else for (const [familyId, state] of cache) if (state.userId === change.userId) cache.delete(familyId);
  }

  async function listen(connectionString: string): Promise<void> {
    const client = new pg.Client({ connectionString, application_name: 'otklik-sessions' });
    let lost = false;
    const onLost = (error?: Error): void => {
      if (lost) return;
      lost = true;
      listening = false;
      forget(null);
      if (closed) return;
      log.warn({ err: error }, 'session revocation listener lost its connection; checking every request until it is back');
      client.end().catch(() => {});
      relisten = setTimeout(() => {
        relisten = null;
        if (!closed) listen(connectionString).catch((retryError: unknown) => onRetryFailed(connectionString, retryError));
      }, RELISTEN_DELAY_MS);
      relisten.unref();
    };
    client.on('notification', (message) => {
      if (message.channel === SESSIONS_CHANNEL) forget(parseChange(message.payload));
    });
    client.on('error', onLost);
    client.on('end', () => onLost());
    await client.connect();
    await client.query(`LISTEN ${SESSIONS_CHANNEL}`);
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
    forget(null);
    listening = true;
  }

  function onRetryFailed(connectionString: string, error: unknown): void {
    log.warn({ err: error }, 'session revocation listener could not reconnect; retrying');
    if (closed) return;
    relisten = setTimeout(() => {
      relisten = null;
      if (!closed) listen(connectionString).catch((retryError: unknown) => onRetryFailed(connectionString, retryError));
    }, RELISTEN_DELAY_MS);
    relisten.unref();
  }

  if (database.kind === 'postgres') await listen(database.connectionString);

  return {
    async isLive({ userId, familyId }) {
      if (!UUID.test(familyId)) return false;
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
      if (state && listening && before === generation) {
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
    async close() {
      closed = true;
      if (relisten) clearTimeout(relisten);
      const client = listener;
      listener = null;
      listening = false;
      cache.clear();
      if (client) await client.end().catch(() => {});
    },
  };
}
