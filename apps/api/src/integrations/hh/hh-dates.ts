/**
 * An hh date-time as a Date: hh writes ISO 8601 with an offset without a colon ('2026-01-15T12:00:00+0300'), which
 * not every parser reads; null when unreadable.
 */
export function hhDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const ms = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/u, '$1:$2'));
  return Number.isNaN(ms) ? null : new Date(ms);
}
