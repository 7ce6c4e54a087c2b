import type { Database } from './client';

/** Keys of the app's session-level advisory locks (arbitrary constants, unique in the app; migrations use 727_514_001). */
export const ADVISORY_LOCKS = {
  /** The invitation poll: one pass at a time across every API process. */
  invitationPoll: 727_514_201,
} as const;

/** Locks held in this process, for PGlite (one process: an in-process flag is the whole lock). */
const heldInProcess = new WeakMap<object, Set<number>>();

/**
 * Runs `work` only if no other holder has the lock `key`: on PostgreSQL a session advisory lock
 * (`pg_try_advisory_lock`) on one pooled connection, kept for the duration of `work` and released after it, so every
 * API process sharing the database skips while one runs; on PGlite (a single process) an in-process flag.
 * Never waits: a caller that finds the lock held returns at once.
 * @returns `{ ran: true, value }` with what `work` returned, or `{ ran: false }` when another holder had the lock.
 * @throws what `work` throws (the lock is released first); the driver's error when the database does not answer.
 */
export async function withTryAdvisoryLock<T>(database: Database, key: number, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  if (database.kind === 'pglite') {
    let held = heldInProcess.get(database.pglite);
    if (!held) heldInProcess.set(database.pglite, (held = new Set()));
    if (held.has(key)) return { ran: false };
    held.add(key);
    try {
      return { ran: true, value: await work() };
    } finally {
      held.delete(key);
    }
  }
  const client = await database.pool.connect();
  let broken = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, value: await work() };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {
        // A connection that cannot unlock is destroyed below, which releases the lock with its session.
        broken = true;
      });
    }
  } finally {
    client.release(broken);
  }
}
