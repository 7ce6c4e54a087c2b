import lockfile from 'proper-lockfile';

/**
 * One process per PGlite directory.
 * The lock is proper-lockfile's: an atomic `mkdir` of `<dir>.lock`, whose mtime the holder refreshes every
 * {@link LOCK_UPDATE_MS}; a lock not refreshed for {@link LOCK_STALE_MS} belongs to a dead process and is taken over.
 */

/** How often the holder refreshes the lock, in ms. */
export const LOCK_UPDATE_MS = 2_000;
/** After this long without a refresh (ms), a lock is stale: its process died (e.g. killed with SIGKILL). */
export const LOCK_STALE_MS = 10_000;

/** A held lock. `release()` is idempotent. */
export interface DirLock {
  readonly path: string;
  release(): void;
}

/** Thrown when another live process (or this one) holds the directory. The message says what to do. */
export class DataDirLockedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DataDirLockedError';
  }
}

/**
 * Locks a data directory for this process.
 * @param dir the directory to guard (PGlite's data directory); the lock itself is `<dir>.lock`.
 * @param options.staleMs override of {@link LOCK_STALE_MS} (tests); at least 2000 (proper-lockfile's minimum).
 * @returns the held lock; call `release()` after the database is closed. A lock that was taken away while held
 *   (its folder deleted or taken over) stops the process: writes may already be lost.
 * @throws DataDirLockedError when another live process, or this one, holds it.
 */
export function acquireDirLock(dir: string, options: { staleMs?: number } = {}): DirLock {
  const lockPath = `${dir}.lock`;
  const staleMs = options.staleMs ?? LOCK_STALE_MS;
  let unlock: () => void;
  try {
    unlock = lockfile.lockSync(dir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: staleMs,
      update: Math.min(LOCK_UPDATE_MS, Math.floor(staleMs / 2)),
      onCompromised: (error) => {
        // Another process took the directory over: continuing could lose its writes or ours.
        console.error(`The data directory lock ${lockPath} was lost (${error.message}); stopping.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The data directory ${dir} is in use by another Otklik process (lock ${lockPath}). ` +
          `Stop that process, or wait ${Math.ceil(staleMs / 1000)} s if it crashed; to run several processes, set DATABASE_URL.`,
        { cause: error },
      );
    }
    throw error;
  }
  let held = true;
  return {
    path: lockPath,
    release() {
      if (!held) return;
      held = false;
      unlock();
    },
  };
}
