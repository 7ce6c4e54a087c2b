import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { acquireDirLock, DataDirLockedError } from './data-dir-lock';

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
let dir: string;
const children: ChildProcess[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'otklik-lock-'));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Another process that takes the lock and keeps it until killed; resolves once it holds it. */
async function holderProcess(target: string, staleMs: number): Promise<ChildProcess> {
  const script = `import(${JSON.stringify(LOCK_MODULE)}).then((m) => { m.acquireDirLock(${JSON.stringify(target)}, { staleMs: ${staleMs} }); console.log('locked'); setInterval(() => {}, 1000); });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise((resolve) => child.stdout?.once('data', resolve));
  return child;
}

describe('acquireDirLock (proper-lockfile)', () => {
  it('creates <dir>.lock and removes it on release (twice is harmless)', () => {
    const target = join(dir, 'a');
    const lock = acquireDirLock(target);
    expect(lock.path).toBe(`${target}.lock`);
    expect(existsSync(lock.path)).toBe(true);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lock.release();
  });

  it('refuses a second lock in the same process', () => {
    const lock = acquireDirLock(join(dir, 'b'));
    try {
      expect(() => acquireDirLock(join(dir, 'b'))).toThrow(DataDirLockedError);
    } finally {
      lock.release();
    }
  });

  it('refuses while another live process holds it, saying what to do', async () => {
    const target = join(dir, 'c');
    await holderProcess(target, 10_000);
    expect(() => acquireDirLock(target)).toThrow(/in use by another Otklik process.*DATABASE_URL/s);
  });

  it('takes over the lock of a process that was killed, once the lock is stale', async () => {
    const target = join(dir, 'd');
    const holder = await holderProcess(target, 2_000);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(() => acquireDirLock(target, { staleMs: 2_000 })).toThrow(DataDirLockedError);
    // The dead holder stops refreshing the lock; once it is 2 s old it is taken over (polled: a loaded CI machine
    // may take a little longer to notice, but never forever).
    let lock: ReturnType<typeof acquireDirLock> | null = null;
    await expect
      .poll(
        () => {
          try {
            lock = acquireDirLock(target, { staleMs: 2_000 });
            return true;
          } catch (error) {
            if (error instanceof DataDirLockedError) return false;
            throw error;
          }
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe(true);
    (lock as ReturnType<typeof acquireDirLock> | null)?.release();
  });
});
