import { eq, sql } from 'drizzle-orm';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { DataDirLockedError } from '../../src/lib/data-dir-lock';
import { migrate } from '../../src/db/migrate';
import { users } from '../../src/db/schema/users';
import { createTestDatabase } from '@otklik/api/testing';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('PGlite on disk', () => {
  it('keeps data across reopen, migrates idempotently, and refuses a second open of the same directory', async () => {
    const root = await mkdtemp(join(tmpdir(), 'otklik-db-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    const dataDir = join(root, 'pglite');

    const first = await openDatabase({ kind: 'pglite', dataDir });
    // initdb ran in a child process; the API's instance opened the result with the small buffer pool (docs/memory.md).
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    if (first.kind !== 'pglite') throw new Error('expected PGlite');
    expect((await first.pglite.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]?.shared_buffers).toBe('16MB');
    await migrate(first);
    await first.db.insert(users).values({ email: 'kept@example.ru', passwordHash: 'x' });
    expect(existsSync(`${dataDir}.lock`)).toBe(true);

    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirLockedError);

    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await migrate(second);
      const rows = await second.db.select().from(users).where(eq(users.email, 'kept@example.ru'));
      expect(rows).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 120_000);
});

// PostgreSQL only exists when TEST_DATABASE_URL names a server (CI sets it).
if (process.env.TEST_DATABASE_URL)
  describe('PostgreSQL', () => {
    it('lets two processes migrate the same database at once (advisory lock), applying each migration once', async () => {
      const testDb = await createTestDatabase('postgres');
      cleanups.push(() => testDb.drop());
      const a = await openDatabase({ kind: 'postgres', url: testDb.url });
      const b = await openDatabase({ kind: 'postgres', url: testDb.url });
      try {
        await Promise.all([migrate(a), migrate(b)]);
        const applied = await a.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        const journal = JSON.parse(readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
        expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(journal.entries.length);
        await a.db.insert(users).values({ email: 'pg@example.ru', passwordHash: 'x' });
        expect(await b.db.select().from(users)).toHaveLength(1);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
