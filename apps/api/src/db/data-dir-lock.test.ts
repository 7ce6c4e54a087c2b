import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { acquireDirLock, DataDirLockedError } from './data-dir-lock';

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

/** Starts a process that stays alive until killed; resolves with its pid once it runs. */
async function liveProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000); console.log("up")'], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(child);
  await new Promise((resolve) => child.stdout?.once('data', resolve));
  return child.pid!;
}

/** Runs a process to completion; its pid is then dead. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

const writeLock = (path: string, owner: object): void => writeFileSync(path, JSON.stringify({ token: 'other', acquired_at: 'earlier', proc_start: null, ...owner }));

describe('acquireDirLock', () => {
  it('writes a lock naming this process and removes it on release', () => {
    const path = join(dir, 'a.lock');
    const lock = acquireDirLock(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid, hostname: hostname() });
    lock.release();
    expect(existsSync(path)).toBe(false);
    lock.release();
  });

  it('refuses a second lock in the same process', () => {
    const path = join(dir, 'b.lock');
    const lock = acquireDirLock(path);
    try {
      expect(() => acquireDirLock(path)).toThrow(DataDirLockedError);
    } finally {
      lock.release();
    }
  });

  it('refuses while a live process holds it, naming that process', async () => {
    const path = join(dir, 'c.lock');
    const pid = await liveProcess();
    writeLock(path, { pid, hostname: hostname() });
    expect(() => acquireDirLock(path)).toThrow(new RegExp(`in use by process ${pid}`));
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid });
  });

  it('takes over a stale lock whose process is gone, and a garbled one', async () => {
    const path = join(dir, 'd.lock');
    writeLock(path, { pid: await deadPid(), hostname: hostname() });
    const lock = acquireDirLock(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();

    writeFileSync(path, '');
    const again = acquireDirLock(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid });
    again.release();
  });

  it('takes over a lock whose pid now belongs to another program (start time differs)', async () => {
    const path = join(dir, 'e.lock');
    const pid = await liveProcess();
    writeLock(path, { pid, hostname: hostname(), proc_start: '1' });
    const lock = acquireDirLock(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('counts a lock from another host as held (it cannot be checked from here)', () => {
    const path = join(dir, 'f.lock');
    writeLock(path, { pid: 1, hostname: `not-${hostname()}` });
    expect(() => acquireDirLock(path)).toThrow(/on host not-/);
  });

  it('does not delete a lock someone else took over after we released our claim', () => {
    const path = join(dir, 'g.lock');
    const lock = acquireDirLock(path);
    writeLock(path, { pid: process.pid, hostname: hostname(), token: 'newer-holder' });
    lock.release();
    expect(existsSync(path)).toBe(true);
  });
});
