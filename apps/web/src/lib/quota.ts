/**
 * How many of today's applications the counters show against the daily quota: never more than the quota.
 * The server counts applications queued for today as used; right after «Готово» it can count, for about a second,
 * applications that the sending pipeline then moves to tomorrow because the quota is full («25 из 20»). Those are
 * waiting, not sent, so the counter stops at the quota. With no quota (0: no plan) the count is shown as it is.
 * @param current applications sent or queued today
 * @param total the daily quota
 */
export function shownQuotaUse(current: number, total: number): number {
  return total > 0 ? Math.min(current, total) : current;
}
