import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error';

/**
 * Promo code guessing brake: at most 10 wrong codes per seeker and 30 per IP address in 15 minutes, counted on
 * validation and on checkouts with a code alike. Past that, 429 with Retry-After (whole seconds).
 */
export const PROMO_GUESS_LIMITS = { perSeeker: 10, perIp: 30, windowSeconds: 900 } as const;

/** The two counters of wrong promo codes: per seeker and per IP address. */
export interface PromoGuessLimiters {
  perSeeker: RateLimiterAbstract;
  perIp: RateLimiterAbstract;
}

const tooMany = (ms: number) =>
  new AppError('rate_limited', { detail: 'Too many promo code attempts, try again later', headers: { 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) } });

/**
 * Runs `attempt` (a validation or a checkout with a code) unless the seeker or the address is over the limit; a
 * code that does not exist (promo_unknown) counts one wrong guess for both.
 * @throws AppError rate_limited (429, Retry-After) when over the limit; whatever `attempt` throws.
 */
export function createPromoGuard(limiters: PromoGuessLimiters) {
  return async function guardPromo<T>(userId: string, ip: string, attempt: () => Promise<T>): Promise<T> {
    const keys: [RateLimiterAbstract, string][] = [
      [limiters.perSeeker, userId],
      [limiters.perIp, ip],
    ];
    for (const [limiter, key] of keys) {
      const used = await limiter.get(key);
      if (used && used.consumedPoints >= limiter.points) throw tooMany(used.msBeforeNext);
    }
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof AppError && error.code === 'promo_unknown') {
        for (const [limiter, key] of keys) {
          try {
            await limiter.consume(key);
          } catch (refused) {
            if (!(refused instanceof RateLimiterRes)) throw refused;
          }
        }
      }
      throw error;
    }
  };
}

export type PromoGuard = ReturnType<typeof createPromoGuard>;
