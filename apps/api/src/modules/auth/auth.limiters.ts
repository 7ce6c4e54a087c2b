import { Redis } from 'ioredis';
import { RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Database } from '../../db/client';
import { createMemoryLoginLimiters, LOGIN_LIMITER_PREFIXES, type LoginLimiters } from './auth.service';

/** Table rate-limiter-flexible keeps the login counters in on PostgreSQL (it creates it: key, points, expire in ms). */
export const LOGIN_LIMITS_TABLE = 'login_rate_limits';

/** The login counters and how to let go of their store. */
export interface LoginLimiterStore {
  limiters: LoginLimiters;
  /** Where the counters live: 'redis', 'postgres' (shared by every process) or 'memory' (this process only). */
  kind: 'redis' | 'postgres' | 'memory';
  close(): Promise<void>;
}

/** What the store depends on: REDIS_URL and the LOGIN_RATE_LIMIT_* limits (per IP, per e-mail, window in seconds). */
export interface LoginLimiterSettings {
  redisUrl: string | null;
  loginRateLimit: { perIp: number; perEmail: number; windowSeconds: number };
}

function postgresLimiter(database: Extract<Database, { kind: 'postgres' }>, keyPrefix: string, points: number, duration: number): Promise<RateLimiterPostgres> {
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      { storeClient: database.pool, storeType: 'pool', tableName: LOGIN_LIMITS_TABLE, keyPrefix, points, duration },
      (error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

/**
 * Opens the store of the failed-login counters (login is rate-limited), so the limits hold across API processes:
 * - REDIS_URL set: Redis (ioredis, offline queue off: a Redis that is down fails the login check instead of queueing);
 * - PostgreSQL: rate-limiter-flexible's PostgreSQL store on the app's pool, table {@link LOGIN_LIMITS_TABLE}
 *   (created if missing; two processes creating it at once is handled by the library);
 * - PGlite (one process by construction: the data directory is locked): this process's memory.
 * @throws the driver's error when Redis or PostgreSQL cannot be reached at start.
 */
export async function openLoginLimiters(database: Database, settings: LoginLimiterSettings): Promise<LoginLimiterStore> {
  const { perIp, perEmail, windowSeconds } = settings.loginRateLimit;
  if (settings.redisUrl) {
    const redis = new Redis(settings.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    await redis.connect();
    const limiter = (keyPrefix: string, points: number) => new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: windowSeconds });
    return {
      kind: 'redis',
      limiters: { perIp: limiter(LOGIN_LIMITER_PREFIXES.perIp, perIp), perEmail: limiter(LOGIN_LIMITER_PREFIXES.perEmail, perEmail) },
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  if (database.kind === 'postgres') {
    // One after the other: both create the same table.
    const byIp = await postgresLimiter(database, LOGIN_LIMITER_PREFIXES.perIp, perIp, windowSeconds);
    const byEmail = await postgresLimiter(database, LOGIN_LIMITER_PREFIXES.perEmail, perEmail, windowSeconds);
    return { kind: 'postgres', limiters: { perIp: byIp, perEmail: byEmail }, close: async () => {} };
  }
  return { kind: 'memory', limiters: createMemoryLoginLimiters(settings.loginRateLimit), close: async () => {} };
}
