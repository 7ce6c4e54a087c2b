import { describe, expect, it } from 'vitest';
import { inQuietHours, jitterOf, localHour, nextSendAt, type PacingRules } from './companion.pacing';

const rules: PacingRules = { perHour: 10, perDay: 30, quietFrom: 22, quietTo: 8, timeZone: 'Europe/Moscow', gapMs: 120_000 };
const at = (iso: string) => new Date(iso);
const minutes = (n: number) => n * 60_000;

describe('pacing of automatic sending', () => {
  it('reads the local hour in the seeker’s zone', () => {
    expect(localHour(at('2026-11-25T09:30:00Z'), 'Europe/Moscow')).toBe(12);
    expect(localHour(at('2026-11-25T09:30:00Z'), 'Asia/Novosibirsk')).toBe(16);
  });

  it('knows quiet hours that wrap past midnight, and none when both ends are equal', () => {
    expect(inQuietHours(at('2026-11-25T20:00:00Z'), rules)).toBe(true); // 23:00 in Moscow
    expect(inQuietHours(at('2026-11-25T04:59:00Z'), rules)).toBe(true); // 07:59
    expect(inQuietHours(at('2026-11-25T05:00:00Z'), rules)).toBe(false); // 08:00
    expect(inQuietHours(at('2026-11-25T20:00:00Z'), { ...rules, quietFrom: 0, quietTo: 0 })).toBe(false);
  });

  it('lets the first one go at once in the day', () => {
    const now = at('2026-11-25T09:00:00Z');
    expect(nextSendAt(now, [], rules, 0.5)).toEqual(now);
  });

  it('waits the gap plus its jitter after the previous start', () => {
    const now = at('2026-11-25T09:00:00Z');
    const previous = new Date(now.getTime() - minutes(1));
    expect(nextSendAt(now, [previous], rules, 0.5).getTime()).toBe(previous.getTime() + 180_000);
    expect(nextSendAt(now, [new Date(now.getTime() - minutes(10))], rules, 0.5)).toEqual(now);
  });

  it('holds the eleventh in an hour until the oldest of the ten is an hour old', () => {
    const now = at('2026-11-25T09:00:00Z');
    const starts = Array.from({ length: 10 }, (_, i) => new Date(now.getTime() - minutes(55 - i * 5)));
    expect(nextSendAt(now, starts, rules, 0).getTime()).toBe(starts[0]!.getTime() + minutes(60));
  });

  it('holds the thirty-first in a day until a day after the oldest of the thirty', () => {
    const now = at('2026-11-25T12:00:00Z');
    const starts = Array.from({ length: 30 }, (_, i) => new Date(now.getTime() - minutes(20 * 60 - i * 30)));
    const next = nextSendAt(now, starts, { ...rules, quietFrom: 0, quietTo: 0 }, 0);
    expect(next.getTime()).toBe(starts[0]!.getTime() + 24 * minutes(60));
  });

  it('moves a send that would fall in quiet hours to their end', () => {
    const now = at('2026-11-25T19:30:00Z'); // 22:30 in Moscow
    expect(nextSendAt(now, [], rules, 0)).toEqual(at('2026-11-26T05:00:00Z')); // 08:00 next morning
  });

  it('gives each operation its own stable jitter', () => {
    const a = jitterOf('3f0c2c4e-1111-4a1a-9a1a-000000000001');
    expect(a).toBe(jitterOf('3f0c2c4e-1111-4a1a-9a1a-000000000001'));
    expect(a).not.toBe(jitterOf('3f0c2c4e-1111-4a1a-9a1a-000000000002'));
    expect(a).toBeGreaterThanOrEqual(0);
    expect(a).toBeLessThan(1);
  });
});
