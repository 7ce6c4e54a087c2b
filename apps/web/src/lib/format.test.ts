import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMinorMoney, formatMoney, formatMoneyRange, formatNumber, formatTime, localeTag } from './format';

/** Intl separates digit groups and signs with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A local wall-clock instant, so the expectations hold in any time zone the tests run in. */
const local = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

describe("money in the seeker's language", () => {
  it('Russian: the sign after the number, space-grouped, comma decimals', () => {
    expect(plain(formatMinorMoney(99000, 'RUB', 'ru'))).toBe('990 ₽');
    expect(plain(formatMinorMoney(159200, 'RUB', 'ru'))).toBe('1 592 ₽');
    expect(plain(formatMinorMoney(1920, 'USD', 'ru'))).toBe('19,20 $');
    expect(plain(formatMoney(150000, 'RUR', 'ru'))).toBe('150 000 ₽');
    expect(plain(formatMoney(3000, 'USD', 'ru'))).toBe('3 000 $');
    expect(plain(formatMoneyRange(100000, 150000, 'RUR', 'ru'))).toBe('100 000–150 000 ₽');
    expect(plain(formatNumber(150000, 'ru'))).toBe('150 000');
  });

  it('English: the sign before the number, comma-grouped, point decimals', () => {
    expect(formatMinorMoney(99000, 'RUB', 'en')).toBe('₽990');
    expect(formatMinorMoney(1920, 'USD', 'en')).toBe('$19.20');
    expect(formatMinorMoney(2400, 'USD', 'en')).toBe('$24');
    expect(formatMoney(150000, 'RUR', 'en')).toBe('₽150,000');
    expect(plain(formatMoneyRange(100000, 150000, 'USD', 'en'))).toMatch(/^\$100,000 ?– ?\$?150,000$/);
    expect(formatNumber(150000, 'en')).toBe('150,000');
  });

  it('a currency without a well-known sign is shown by its code, an unknown one as given, and equal range ends once', () => {
    expect(plain(formatMoney(500000, 'KGS', 'ru'))).toBe('500 000 KGS');
    expect(plain(formatMoney(500, 'бакс', 'ru'))).toBe('500 бакс');
    expect(plain(formatMoneyRange(120000, 120000, 'RUR', 'ru'))).toBe('120 000 ₽');
  });
});

describe("dates in the seeker's language", () => {
  it('Russian: day.month.year, 24-hour time', () => {
    expect(formatDate(local(2099, 1, 10), 'ru')).toBe('10.01.2099');
    expect(plain(formatDateTime(local(2099, 1, 10, 14, 5), 'ru'))).toBe('10.01.2099, 14:05');
    expect(formatTime(local(2099, 1, 10, 9, 5), 'ru')).toBe('09:05');
  });

  it('English: day before month with the month named, never 01/10', () => {
    expect(formatDate(local(2099, 1, 10), 'en')).toBe('10 Jan 2099');
    expect(plain(formatDateTime(local(2099, 1, 10, 14, 5), 'en'))).toBe('10 Jan 2099, 14:05');
    expect(formatTime(local(2099, 1, 10, 21, 5), 'en')).toBe('21:05');
  });

  it('any other language falls back to Russian', () => {
    expect(localeTag('de')).toBe('ru-RU');
    expect(localeTag('en-US')).toBe('en-GB');
  });
});
