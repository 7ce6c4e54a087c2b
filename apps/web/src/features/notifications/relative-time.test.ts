import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-22T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relative time of a notification: minutes, hours, days', () => {
  it('counts whole minutes under an hour', () => {
    expect(relativeTime(ago(0), now)).toEqual({ unit: 'minutes', value: 0 });
    expect(relativeTime(ago(5 * 60_000 + 59_000), now)).toEqual({ unit: 'minutes', value: 5 });
    expect(relativeTime(ago(59 * 60_000 + 59_999), now)).toEqual({ unit: 'minutes', value: 59 });
  });

  it('counts whole hours from one hour to under 24', () => {
    expect(relativeTime(ago(3_600_000), now)).toEqual({ unit: 'hours', value: 1 });
    expect(relativeTime(ago(23 * 3_600_000 + 3_599_999), now)).toEqual({ unit: 'hours', value: 23 });
  });

  it('counts days from 24 hours on', () => {
    expect(relativeTime(ago(24 * 3_600_000), now)).toEqual({ unit: 'days', value: 1 });
    expect(relativeTime(ago(9 * 86_400_000 + 5_000), now)).toEqual({ unit: 'days', value: 9 });
  });

  it('reads a time slightly in the future as 0 minutes', () => {
    expect(relativeTime(ago(-30_000), now)).toEqual({ unit: 'minutes', value: 0 });
  });
});
