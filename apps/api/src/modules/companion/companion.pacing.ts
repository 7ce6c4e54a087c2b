/**
 * Human pacing of «Отправлять за меня»: the companion sends at most `perHour` applications in any hour and `perDay`
 * in any 24 hours, never during quiet hours (local time in the seeker's zone), and waits at least `gapMs` (plus a
 * jitter of up to the same again) after the previous one ended (started, while it runs), so two applications reach hh
 * at least `gapMs` apart however long each one's steps take.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface PacingRules {
  perHour: number;
  perDay: number;
  /** Quiet hours from `quietFrom` to `quietTo` (0–23, local); equal = none. */
  quietFrom: number;
  quietTo: number;
  /** IANA time zone of the quiet hours, e.g. Europe/Moscow. */
  timeZone: string;
  /** Least time between two starts, in ms. */
  gapMs: number;
}

/** The local hour (0–23) of `at` in `timeZone`. */
export function localHour(at: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(at);
  return Number(hour) % 24;
}

/** True when the local hour of `at` lies in [from, to) (wrapping past midnight when from > to). */
export function inQuietHours(at: Date, rules: Pick<PacingRules, 'quietFrom' | 'quietTo' | 'timeZone'>): boolean {
  const { quietFrom: from, quietTo: to } = rules;
  if (from === to) return false;
  const hour = localHour(at, rules.timeZone);
  return from < to ? hour >= from && hour < to : hour >= from || hour < to;
}

/** The first moment at or after `at` outside quiet hours (whole hours are checked; at most a day ahead). */
function afterQuietHours(at: Date, rules: PacingRules): Date {
  if (!inQuietHours(at, rules)) return at;
  // Step to the next whole hour, then hour by hour: quiet hours end on a whole local hour in every zone we know.
  let candidate = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  for (let step = 0; step < 25 && inQuietHours(candidate, rules); step += 1) candidate = new Date(candidate.getTime() + HOUR_MS);
  return candidate;
}

/**
 * When the next automatic application may start.
 * @param starts when the seeker's previous automatic applications ended, or started while still running (any order;
 *   older than a day is ignored).
 * @param jitter 0–1, a stable per-application random: the gap is `gapMs × (1 + jitter)`.
 * @returns `now` when it may start now, else the earliest later moment.
 */
export function nextSendAt(now: Date, starts: readonly Date[], rules: PacingRules, jitter: number): Date {
  const recent = starts
    .map((at) => at.getTime())
    .filter((ms) => ms > now.getTime() - DAY_MS)
    .sort((a, b) => a - b);
  let earliest = now.getTime();
  const last = recent.at(-1);
  if (last !== undefined) earliest = Math.max(earliest, last + rules.gapMs * (1 + Math.min(Math.max(jitter, 0), 1)));
  const inHour = recent.filter((ms) => ms > now.getTime() - HOUR_MS);
  if (inHour.length >= rules.perHour) earliest = Math.max(earliest, inHour[inHour.length - rules.perHour]! + HOUR_MS);
  if (recent.length >= rules.perDay) earliest = Math.max(earliest, recent[recent.length - rules.perDay]! + DAY_MS);
  return afterQuietHours(new Date(earliest), rules);
}

/** A stable number in [0, 1) from a string (an operation id): the jitter of its gap. */
export function jitterOf(id: string): number {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i += 1) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  return (hash >>> 0) / 2 ** 32;
}
