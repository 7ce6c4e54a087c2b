import pg from 'pg';
import type { ChangeChannel, ChangeListener } from './change-bus';
import { LISTEN_ALL_SQL } from './change-bus';
import type { Database } from './client';

/**
 * The changes this process hears (NOTIFYs on the change-bus channels), with a promise about gaps: while `live` is true
 * no change made anywhere since the last reset has been missed. Caches built on it (session states, polled answers)
 * may keep an entry only while `live`, and must drop everything on reset.
 * - PGlite (one process): always live; notifications arrive in-process.
 * - PostgreSQL: live while one dedicated connection LISTENs. When it drops, `live` turns false at once, the feed
 *   reconnects every {@link RELISTEN_DELAY_MS}, and resets its listeners once it hears again.
 */
export interface ChangeFeed {
  readonly live: boolean;
  /** @returns a function that removes the listener. The same notification may arrive twice: be idempotent. */
  on(channel: ChangeChannel, listener: ChangeListener): () => void;
  /** Called when the feed stops being live (changes may be missed from now on) and again when it is live once more. */
  onReset(listener: () => void): () => void;
  /** Stops listening (the app's onClose); `live` is false from then on. */
  close(): Promise<void>;
}

/** Where the feed reports a lost connection (pino fits). */
export interface ChangeFeedLogger {
  warn(obj: object, msg?: string): void;
}

/** Wait before listening again after the dedicated connection dropped or could not connect, in ms. */
export const RELISTEN_DELAY_MS = 1_000;
/** How often the dedicated connection proves it is alive (`select 1`), in ms. */
export const HEARTBEAT_INTERVAL_MS = 15_000;
/** A heartbeat not answered within this is a lost connection (a peer that vanished without a reset), in ms. */
export const HEARTBEAT_TIMEOUT_MS = 5_000;

/** The feed's timers, in ms (tests shorten them). */
export interface ChangeFeedTiming {
  relistenDelayMs: number;
  heartbeatIntervalMs: number;
  heartbeatTimeoutMs: number;
}

const DEFAULT_TIMING: ChangeFeedTiming = {
  relistenDelayMs: RELISTEN_DELAY_MS,
  heartbeatIntervalMs: HEARTBEAT_INTERVAL_MS,
  heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
};

/**
 * Starts the feed over an open database. On PostgreSQL it opens one extra connection (application_name
 * `otklik-changes`) that LISTENs on every channel. Exactly one such connection exists at a time: a lost one is ended
 * before the next attempt, attempts never overlap, and `close()` ends whichever is open or connecting. TCP keepalive
 * and a heartbeat every {@link HEARTBEAT_INTERVAL_MS} catch a connection that a NAT or load balancer dropped silently.
 * @throws the driver's error when that connection cannot be opened at start.
 */
export async function startChangeFeed(database: Database, log: ChangeFeedLogger, timing: Partial<ChangeFeedTiming> = {}): Promise<ChangeFeed> {
  const { relistenDelayMs, heartbeatIntervalMs, heartbeatTimeoutMs } = { ...DEFAULT_TIMING, ...timing };
  const resets = new Set<() => void>();
  let live = database.kind === 'pglite';
  let closed = false;
  /** The one dedicated connection, from the start of its connect until it is lost or closed. */
  let current: pg.Client | null = null;
  let relisten: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  function reset(): void {
    for (const listen of resets) listen();
  }

  function stopHeartbeat(): void {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
  }

  /** The connection `client` is gone (error, end, missed heartbeat): stop trusting the caches and try again later. */
  function lose(client: pg.Client, error?: unknown): void {
    if (current !== client) return;
    current = null;
    stopHeartbeat();
    client.end().catch(() => {});
    const wasLive = live;
    live = false;
    if (closed) return;
    if (wasLive) reset();
    log.warn({ err: error }, 'the change listener lost its connection; caches are bypassed until it is back');
    scheduleRelisten();
  }

  function scheduleRelisten(): void {
    if (closed || relisten || current) return;
    relisten = setTimeout(() => {
      relisten = null;
      listen().catch((error: unknown) => {
        log.warn({ err: error }, 'the change listener could not reconnect; retrying');
        scheduleRelisten();
      });
    }, relistenDelayMs);
    relisten.unref();
  }

  async function listen(): Promise<void> {
    if (closed || current || database.kind !== 'postgres') return;
    const { connectionString } = database;
    const client = new pg.Client({ connectionString, application_name: 'otklik-changes', keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    current = client;
    client.on('notification', (message) => database.changes.emit(message.channel, message.payload ?? ''));
    // Until LISTEN has succeeded, a failure is the caller's (thrown below); afterwards it is a loss.
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query(LISTEN_ALL_SQL);
    } catch (error) {
      if (current === client) current = null;
      await client.end().catch(() => {});
      throw error;
    }
    if (closed || current !== client) {
      await client.end().catch(() => {});
      return;
    }
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client));
    heartbeat = setInterval(() => {
      const deadline = setTimeout(() => lose(client, new Error('heartbeat not answered')), heartbeatTimeoutMs);
      client.query('select 1').then(
        () => clearTimeout(deadline),
        (error: unknown) => {
          clearTimeout(deadline);
          lose(client, error);
        },
      );
    }, heartbeatIntervalMs);
    heartbeat.unref();
    live = true;
    reset();
  }

  await listen();

  return {
    get live() {
      return live && !closed;
    },
    on: (channel, listen) => database.changes.on(channel, listen),
    onReset(listen) {
      resets.add(listen);
      return () => void resets.delete(listen);
    },
    async close() {
      closed = true;
      live = false;
      if (relisten) clearTimeout(relisten);
      relisten = null;
      stopHeartbeat();
      const client = current;
      current = null;
      reset();
      if (client) await client.end().catch(() => {});
    },
  };
}
