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

/** Wait before listening again after the dedicated connection dropped, in ms. */
export const RELISTEN_DELAY_MS = 1_000;

/**
 * Starts the feed over an open database. On PostgreSQL it opens one extra connection (application_name
 * `otklik-changes`) that LISTENs on every channel.
 * @throws the driver's error when that connection cannot be opened at start.
 */
export async function startChangeFeed(database: Database, log: ChangeFeedLogger): Promise<ChangeFeed> {
  const resets = new Set<() => void>();
  let live = database.kind === 'pglite';
  let closed = false;
  let listener: pg.Client | null = null;
  let relisten: NodeJS.Timeout | null = null;

  function reset(): void {
    for (const listen of resets) listen();
  }

  function scheduleRelisten(connectionString: string): void {
    if (closed) return;
    relisten = setTimeout(() => {
      relisten = null;
      if (closed) return;
      listen(connectionString).catch((error: unknown) => {
        log.warn({ err: error }, 'the change listener could not reconnect; retrying');
        scheduleRelisten(connectionString);
      });
    }, RELISTEN_DELAY_MS);
    relisten.unref();
  }

  async function listen(connectionString: string): Promise<void> {
    const client = new pg.Client({ connectionString, application_name: 'otklik-changes' });
    let lost = false;
    const onLost = (error?: Error): void => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = null;
      const wasLive = live;
      live = false;
      if (closed) return;
      if (wasLive) reset();
      log.warn({ err: error }, 'the change listener lost its connection; caches are bypassed until it is back');
      client.end().catch(() => {});
      scheduleRelisten(connectionString);
    };
    client.on('notification', (message) => database.changes.emit(message.channel, message.payload ?? ''));
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      await client.query(LISTEN_ALL_SQL);
    } catch (error) {
      lost = true;
      await client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
    live = true;
    reset();
  }

  if (database.kind === 'postgres') await listen(database.connectionString);

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
      const client = listener;
      listener = null;
      reset();
      if (client) await client.end().catch(() => {});
    },
  };
}
