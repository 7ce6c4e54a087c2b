import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Database } from '../db/client';

/** The table rate-limiter-flexible keeps counters in on PostgreSQL (the one the login limits use; keys are prefixed). */
const LIMITS_TABLE = 'login_rate_limits';

/** One counter: `points` events per `durationSeconds`, keyed by what the caller passes (a user id, an IP). */
export interface LimiterSpec {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** Counters in the store the login limits use, and how to let go of it. */
export interface LimiterStore {
  kind: 'redis' | 'postgres' | 'memory';
  limiter(spec: LimiterSpec): Promise<RateLimiterAbstract>;
  close(): Promise<void>;
}

/**
 * Opens the shared store of rate-limit counters (rate-limiter-flexible), as the login limits do: Redis when
 * `redisUrl` is set, PostgreSQL's table otherwise, this process's memory on PGlite (one process by construction).
 * @throws the driver's error when Redis cannot be reached.
 */
export async function openLimiterStore(database: Database, redisUrl: string | null): Promise<LimiterStore> {
  if (redisUrl) {
    const redis = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    await redis.connect();
    return {
      kind: 'redis',
      limiter: async (spec) => new RateLimiterRedis({ storeClient: redis, keyPrefix: spec.keyPrefix, points: spec.points, duration: spec.durationSeconds }),
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  if (database.kind === 'postgres') {
    return {
      kind: 'postgres',
      limiter: (spec) =>
        new Promise((resolve, reject) => {
          const limiter: RateLimiterPostgres = new RateLimiterPostgres(
            { storeClient: database.pool, storeType: 'pool', tableName: LIMITS_TABLE, keyPrefix: spec.keyPrefix, points: spec.points, duration: spec.durationSeconds },
            (error) => (error ? reject(error) : resolve(limiter)),
          );
        }),
      close: async () => {},
    };
  }
  return {
    kind: 'memory',
    limiter: async (spec) => new RateLimiterMemory({ keyPrefix: spec.keyPrefix, points: spec.points, duration: spec.durationSeconds }),
    close: async () => {},
  };
}
