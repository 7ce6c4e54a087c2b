import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';

/**
 * An exclusive lock on a PGlite data directory, held by one process at a time.
 *
 * Why: PGlite does not lock its directory, and two processes opening the same one silently lose committed writes
 * (shared/stack-notes.md, gotcha 8). The lock is a small JSON file naming its owner (pid, host, process start time).
 * It is created atomically (written under a temporary name, then hard-linked into place, which fails if the lock exists),
 * so a reader never sees a half-written lock. A lock whose owner is gone — the pid is dead, or was reused by another
 * program — is stale and taken over; a live owner makes {@link acquireDirLock} refuse with {@link DataDirLockedError}.
 */

interface LockOwner {
  pid: number;
  hostname: string;
  /** Process start time from /proc/<pid>/stat (clock ticks since boot), to tell a reused pid apart; null off Linux. */
  proc_start: string | null;
  /** Random per-acquisition token, so release never deletes a lock another holder took over. */
  token: string;
  acquired_at: string;
}

/** A held lock. `release()` is idempotent and also runs on process exit. */
export interface DirLock {
  readonly path: string;
  release(): void;
}

/** Thrown when a live process (or this one) already holds the lock. The message says who and what to do. */
export class DataDirLockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

const heldByThisProcess = new Set<string>();

function procStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; starttime is field 22 overall, i.e. index 19 after ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const owner = value as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.hostname !== 'string' || typeof owner.token !== 'string') return null;
    return { pid: owner.pid, hostname: owner.hostname, proc_start: owner.proc_start ?? null, token: owner.token, acquired_at: owner.acquired_at ?? '' };
  } catch {
    return null;
  }
}

/** True when the owner may still be running. Owners on another host cannot be checked, so they count as live. */
function ownerIsLive(owner: LockOwner): boolean {
  if (owner.hostname !== hostname()) return true;
  // Same pid as ours but not in our registry: a previous incarnation (e.g. PID 1 in a restarted container).
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const start = procStart(owner.pid);
  if (owner.proc_start && start && start !== owner.proc_start) return false;
  return true;
}

function describe(owner: LockOwner, lockPath: string): string {
  const where = owner.hostname === hostname() ? `process ${owner.pid}` : `process ${owner.pid} on host ${owner.hostname}`;
  return (
    `The data directory is in use by ${where} (lock file ${lockPath}, taken ${owner.acquired_at}). ` +
    'Two processes on one PGlite directory lose data: stop the other Otklik process first, ' +
    'or point DATA_DIR elsewhere, or use DATABASE_URL for a PostgreSQL server. ' +
    'If you are sure no such process is running, delete the lock file.'
  );
}

/**
 * Takes the lock file at `lockPath` for this process.
 * @param lockPath lock file path, e.g. `<DATA_DIR>/pglite.lock`; its folder is created when missing.
 * @returns the held lock; call `release()` after the database is closed.
 * @throws DataDirLockedError when a live process, or this same process, holds it.
 */
export function acquireDirLock(lockPath: string): DirLock {
  const path = resolve(lockPath);
  if (heldByThisProcess.has(path)) {
    throw new DataDirLockedError(`This process already holds ${path}: a data directory can be opened once per process.`);
  }
  mkdirSync(dirname(path), { recursive: true });
  const owner: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    proc_start: procStart(process.pid),
    token: randomUUID(),
    acquired_at: new Date().toISOString(),
  };

  for (let attempt = 0; attempt < 5; attempt += 1) {
    const temp = `${path}.${process.pid}.${owner.token}.tmp`;
    writeFileSync(temp, JSON.stringify(owner), { mode: 0o600 });
    try {
      linkSync(temp, path);
      unlinkSync(temp);
      return hold(path, owner.token);
    } catch (error) {
      unlinkSync(temp);
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }

    const current = readOwner(path);
    if (current && ownerIsLive(current)) throw new DataDirLockedError(describe(current, path));

    // Stale or unreadable: move it aside atomically, then check that what we moved is what we judged stale.
    const aside = `${path}.stale.${process.pid}.${randomUUID()}`;
    try {
      renameSync(path, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readOwner(aside);
    if (moved && moved.token !== current?.token && ownerIsLive(moved)) {
      // Another process took the lock between our read and our rename: give it back.
      try {
        linkSync(aside, path);
      } finally {
        unlinkSync(aside);
      }
      throw new DataDirLockedError(describe(moved, path));
    }
    unlinkSync(aside);
  }
  throw new DataDirLockedError(`Could not take ${path}: it kept changing while being taken over. Is another process starting on it?`);
}

function hold(path: string, token: string): DirLock {
  heldByThisProcess.add(path);
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    heldByThisProcess.delete(path);
    if (readOwner(path)?.token === token) {
      try {
        unlinkSync(path);
      } catch {
        // Already gone: nothing left to release.
      }
    }
  };
  process.once('exit', release);
  return { path, release };
}
