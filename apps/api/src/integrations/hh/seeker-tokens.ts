import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { HhClient } from './hh-client';
import { HhApiError, HhTokenError, HhUnavailableError } from './hh-errors';

/** An OAuth token pair as hh grants it; `expires_in` is in seconds. */
export interface HhTokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** A seeker's stored pair, decrypted: `expiresAt` is the access token's expiry (UTC); `version` counts refreshes. */
export interface HhStoredTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  version: number;
}

/** Where the seekers' hh tokens live; the hh-connection module implements it. Storage only: the port decides. */
export interface HhSeekerTokens {
  /** @returns the seeker's pair, or null when they are not connected. */
  read(userId: string): Promise<HhStoredTokens | null>;
  /** Stores a refreshed pair over `expectedVersion` only. @returns false when another refresh stored first. */
  save(userId: string, expectedVersion: number, tokens: HhTokenPair, at: Date): Promise<boolean>;
  /** Forgets a connection hh no longer honours (`reason` is logged). */
  drop(userId: string, reason: string): Promise<void>;
  /**
   * Runs `work` while holding the seeker's refresh lock across every API process (PostgreSQL: an advisory transaction
   * lock per seeker), handing it a store bound to that lock's transaction. hh refresh tokens are single-use: two
   * processes must never both spend one. Absent where there is one process (PGlite): the in-process single flight
   * of {@link createTokenKeeper} is enough then.
   */
  exclusive?<T>(userId: string, work: (store: Pick<HhSeekerTokens, 'read' | 'save'>) => Promise<T>): Promise<T>;
}

const notIntegrated = (cause?: unknown) => new AppError('hh_not_integrated', { cause });
const unavailable = (cause?: unknown) => new AppError('hh_unavailable', { cause });

/**
 * The seekers' access tokens by hh's rules: refreshed only after expiry (or when hh says one expired), once per user
 * at a time in this process and, where the store offers {@link HhSeekerTokens.exclusive}, under the seeker's lock
 * across processes; the pair is re-read under the lock, so a process that waited for another's refresh uses the
 * newer pair instead of spending the old refresh token; stored over the version that was spent. A revoked or dead
 * grant drops the connection.
 */
export function createTokenKeeper(client: Pick<HhClient, 'refreshToken'>, tokens: HhSeekerTokens, clock: Clock) {
  /** In-flight refreshes per user: concurrent callers share one refresh, so a refresh token is spent once. */
  const refreshing = new Map<string, Promise<string>>();

  /** @throws AppError hh_not_integrated when hh refuses the refresh for good; hh_unavailable when hh does not answer. */
  function refresh(userId: string, stored: HhStoredTokens): Promise<string> {
    const pending = refreshing.get(userId);
    if (pending) return pending;
    /** Re-reads the pair (under the lock when there is one) and spends its refresh token only if nobody did. */
    const refreshWith = async (store: Pick<HhSeekerTokens, 'read' | 'save'>): Promise<string> => {
      // A caller that read the row before another refresh finished holds a spent refresh token: use the newer pair.
      const latest = await store.read(userId);
      if (!latest) throw notIntegrated();
      if (latest.version !== stored.version && latest.expiresAt.getTime() > clock.now().getTime()) return latest.accessToken;
      const pair = await client.refreshToken(latest.refreshToken);
      if (await store.save(userId, latest.version, pair, clock.now())) return pair.access_token;
      const current = await store.read(userId);
      return current?.accessToken ?? pair.access_token;
    };
    const run = (async () => {
      try {
        return await (tokens.exclusive ? tokens.exclusive(userId, refreshWith) : refreshWith(tokens));
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof HhTokenError) {
          if (error.notExpired) return stored.accessToken;
          if (error.alreadyRefreshed) {
            const current = await tokens.read(userId);
            if (current && current.version !== stored.version) return current.accessToken;
          }
          await tokens.drop(userId, `${error.error}: ${error.description}`);
          throw notIntegrated(error);
        }
        throw unavailable(error);
      }
    })().finally(() => refreshing.delete(userId));
    refreshing.set(userId, run);
    return run;
  }

  /** A usable access token, refreshed first when it has expired. @throws AppError hh_not_integrated / hh_unavailable. */
  async function accessToken(userId: string): Promise<{ token: string; stored: HhStoredTokens }> {
    const stored = await tokens.read(userId);
    if (!stored) throw notIntegrated();
    if (stored.expiresAt.getTime() <= clock.now().getTime()) return { token: await refresh(userId, stored), stored };
    return { token: stored.accessToken, stored };
  }

  return {
    accessToken,
    /**
     * Runs one hh call with the seeker's token. A 403 token_expired from hh refreshes and retries once; a revoked or
     * unusable token drops the connection.
     * @throws AppError hh_not_integrated / hh_unavailable; hh's other refusals as thrown by `call`.
     */
    async withAccessToken<T>(userId: string, call: (accessToken: string) => Promise<T>): Promise<T> {
      const { token, stored } = await accessToken(userId);
      try {
        return await call(token);
      } catch (error) {
        if (error instanceof HhApiError && error.tokenExpired) {
          const fresh = await refresh(userId, (await tokens.read(userId)) ?? stored);
          return call(fresh);
        }
        if (error instanceof HhApiError && error.tokenUnusable) {
          await tokens.drop(userId, error.reason);
          throw notIntegrated(error);
        }
        if (error instanceof HhUnavailableError) throw unavailable(error);
        throw error;
      }
    },
  };
}
