import { describe, expect, it } from 'vitest';
import { formatVacancySalary } from './format-salary';

const ru = { from: (amount: string) => `от ${amount}`, to: (amount: string) => `до ${amount}`, unknown: 'з/п не указана' };
const en = { from: (amount: string) => `from ${amount}`, to: (amount: string) => `up to ${amount}`, unknown: 'salary not stated' };
const salary = (from: number | null, to: number | null, currency: string | null = 'RUR') => ({ from, to, currency, gross: false });
/** Intl puts no-break spaces between digit groups; compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatVacancySalary', () => {
  it('formats ranges and single bounds with the currency sign, in Russian', () => {
    expect(plain(formatVacancySalary(salary(100000, 150000), ru, 'ru'))).toBe('100 000–150 000 ₽');
    expect(plain(formatVacancySalary(salary(120000, 120000), ru, 'ru'))).toBe('120 000 ₽');
    expect(plain(formatVacancySalary(salary(3000, null, 'USD'), ru, 'ru'))).toBe('от 3 000 $');
    expect(plain(formatVacancySalary(salary(null, 90000), ru, 'ru'))).toBe('до 90 000 ₽');
    expect(plain(formatVacancySalary(salary(500000, null, 'KGS'), ru, 'ru'))).toBe('от 500 000 KGS');
    expect(plain(formatVacancySalary(salary(50000, 70000, null), ru, 'ru'))).toBe('50 000 – 70 000');
  });

  it('formats them the English way in English', () => {
    expect(formatVacancySalary(salary(3000, null, 'USD'), en, 'en')).toBe('from $3,000');
    expect(formatVacancySalary(salary(null, 90000), en, 'en')).toBe('up to ₽90,000');
  });

  it("says 'з/п не указана' when hh gives no salary", () => {
    expect(formatVacancySalary(null, ru, 'ru')).toBe('з/п не указана');
    expect(formatVacancySalary(salary(null, null), ru, 'ru')).toBe('з/п не указана');
  });
});
