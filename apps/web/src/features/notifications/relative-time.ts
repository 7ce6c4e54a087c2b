/** A past moment as the notification panel says it, relative to now. */
export interface RelativeTime {
  unit: 'minutes' | 'hours' | 'days';
  value: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Minutes under 1 hour ('мин назад'), hours under 24 ('ч назад'), otherwise days ('дн назад'). Whole units,
 * rounded down; a time slightly in the future (clock skew) reads as 0 minutes.
 * @param createdTime ISO-8601 UTC time of the notification
 * @param now the current time
 */
export function relativeTime(createdTime: string, now: Date): RelativeTime {
  const elapsed = Math.max(0, now.getTime() - new Date(createdTime).getTime());
  if (elapsed < HOUR_MS) return { unit: 'minutes', value: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hours', value: Math.floor(elapsed / HOUR_MS) };
  return { unit: 'days', value: Math.floor(elapsed / DAY_MS) };
}
