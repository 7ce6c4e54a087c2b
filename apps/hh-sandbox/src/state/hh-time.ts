/** hh writes local Moscow time with its offset and no colon: `2026-01-15T12:00:00+0300`. */
const MOSCOW_OFFSET_MS = 3 * 3600_000;

/** Formats epoch ms (UTC) as an hh date-time in Moscow time, e.g. `2026-01-15T12:00:00+0300`. */
export function formatHhDateTime(ms: number): string {
  return `${new Date(ms + MOSCOW_OFFSET_MS).toISOString().slice(0, 19)}+0300`;
}

/** Formats epoch ms as a date `YYYY-MM-DD` in Moscow time. */
export function formatHhDate(ms: number): string {
  return new Date(ms + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Parses an hh date-time (`+0300`, `+03:00` or `Z` offsets) to epoch ms.
 * @returns NaN when the text is not a date-time.
 */
export function parseHhDateTime(text: string): number {
  const normalized = text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  return Date.parse(normalized);
}
