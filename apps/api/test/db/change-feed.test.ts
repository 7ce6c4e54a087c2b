import { createServer, type Server, Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChangeBus, POLLED_CHANNEL, SESSIONS_CHANNEL } from '../../src/db/change-bus';
import { type ChangeFeed, startChangeFeed } from '../../src/db/change-feed';
import { type Database, openDatabase } from '../../src/db/client';
import { createTestDatabase, type TestDatabase, waitUntil } from '@otklik/api/testing';

/**
 * The change feed's dedicated listener on a real PostgreSQL, reached through a TCP proxy that can pass traffic,
 * swallow it (a NAT or load balancer that dropped the connection without a reset) or reset every new connection (a
 * proxy in front of a restarting server). PostgreSQL only: runs when TEST_DATABASE_URL is set, as in CI.
 */
type ProxyMode = 'pass' | 'swallow' | 'reset';

function startProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = 'pass';
  const sockets = new Set<Socket>();
  /** What the proxy saw, for tests that wait on it: connections reset, and chunks the client sent on (its queries). */
  const seen = { resets: 0, forwarded: 0 };
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (mode === 'reset') {
      seen.resets += 1;
      return void client.resetAndDestroy();
    }
    const upstream = new Socket();
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    upstream.connect(target.port, target.host, () => {
      client.on('data', (chunk) => {
        if (mode !== 'pass') return;
        seen.forwarded += 1;
        upstream.write(chunk);
      });
      upstream.on('data', (chunk) => mode === 'pass' && client.write(chunk));
    });
  });
  return {
    seen,
    listen: () => new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done((server.address() as { port: number }).port))),
    setMode(next: ProxyMode) {
      mode = next;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

const quiet = { warn: () => {} };
const timing = { relistenDelayMs: 100, heartbeatIntervalMs: 300, heartbeatTimeoutMs: 300 };

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the change feed on PostgreSQL', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let admin: pg.Client;
  let proxy: ReturnType<typeof startProxy>;
  let proxiedUrl: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    database = await openDatabase({ kind: 'postgres', url: testDatabase.url });
    admin = new pg.Client({ connectionString: testDatabase.url });
    await admin.connect();
    const url = new URL(testDatabase.url);
    proxy = startProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const port = await proxy.listen();
    url.hostname = '127.0.0.1';
    url.port = String(port);
    proxiedUrl = url.toString();
  });
  afterAll(async () => {
    await proxy?.close();
    await admin?.end();
    await database?.close();
    await testDatabase?.drop();
  });

  /** The feed's listener connections the server sees. */
  const listeners = async () =>
    (
      await admin.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where application_name = 'otklik-changes' and datname = current_database()",
      )
    ).rows[0]!.n;

  /** A feed on its own bus (the database's pooled connections, which LISTEN too, do not feed it), direct or proxied. */
  const startFeed = (through: 'direct' | 'proxy'): Promise<ChangeFeed> => {
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const connectionString = through === 'proxy' ? proxiedUrl : database.connectionString;
    return startChangeFeed({ ...database, connectionString, changes: createChangeBus() }, quiet, timing);
  };

  it('hears both channels on one connection, and closing ends it', async () => {
    const feed = await startFeed('direct');
    const heard: string[] = [];
    const stops = [feed.on(POLLED_CHANNEL, (p) => heard.push(`polled ${p}`)), feed.on(SESSIONS_CHANNEL, (p) => heard.push(`sessions ${p}`))];
    expect(feed.live).toBe(true);
    expect(await listeners()).toBe(1);
    await admin.query(`select pg_notify('${POLLED_CHANNEL}', 'applications:u1'), pg_notify('${SESSIONS_CHANNEL}', '{"userId":"u1"}')`);
    await waitUntil(
      async () => heard.length,
      (n) => n >= 2,
      2_000,
      10,
    );
    expect(heard).toEqual(['polled applications:u1', 'sessions {"userId":"u1"}']);
    for (const stop of stops) stop();
    await feed.close();
    expect(feed.live).toBe(false);
    await waitUntil(listeners, (n) => n === 0, 5_000, 50);
  });

  it('after resets while reconnecting it holds exactly one connection, and none once closed', async () => {
    const feed = await startFeed('proxy');
    let resets = 0;
    feed.onReset(() => (resets += 1));
    proxy.setMode('reset');
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'otklik-changes' and datname = current_database()");
    await waitUntil(
      async () => feed.live,
      (live) => !live,
      5_000,
      10,
    );
    expect(resets).toBe(1);
    // Several refused attempts (one every 100 ms here) leave it not live.
    const refusedBefore = proxy.seen.resets;
    await waitUntil(
      async () => proxy.seen.resets,
      (n) => n >= refusedBefore + 5,
      5_000,
      10,
    );
    expect(feed.live).toBe(false);
    proxy.setMode('pass');
    await waitUntil(
      async () => feed.live,
      (live) => live,
      5_000,
      20,
    );
    expect(resets).toBe(2);
    // Two heartbeats later (300 ms apart) any reconnect still pending (100 ms) would have opened its connection.
    const sentBefore = proxy.seen.forwarded;
    await waitUntil(
      async () => proxy.seen.forwarded,
      (n) => n >= sentBefore + 2,
      5_000,
      10,
    );
    expect(await listeners()).toBe(1);
    await feed.close();
    await waitUntil(listeners, (n) => n === 0, 5_000, 50);
  });

  it('notices a connection that went silent without a reset, and hears again once it can', async () => {
    const feed = await startFeed('proxy');
    const heard: string[] = [];
    feed.on(POLLED_CHANNEL, (p) => heard.push(p));
    let resets = 0;
    feed.onReset(() => (resets += 1));
    proxy.setMode('swallow');
    // The heartbeat (every 300 ms here, 15 s in production) goes unanswered: the feed stops vouching for the caches.
    await waitUntil(
      async () => feed.live,
      (live) => !live,
      5_000,
      20,
    );
    expect(resets).toBe(1);
    proxy.setMode('pass');
    await waitUntil(
      async () => feed.live,
      (live) => live,
      5_000,
      20,
    );
    await admin.query(`select pg_notify('${POLLED_CHANNEL}', 'notifications:u2')`);
    await waitUntil(
      async () => heard,
      (h) => h.includes('notifications:u2'),
      2_000,
      10,
    );
    await feed.close();
    await waitUntil(listeners, (n) => n === 0, 5_000, 50);
  });
});
