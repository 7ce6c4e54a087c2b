import { describe, expect, it } from 'vitest';
import { formatVacancySalary } from './format-salary';

const words = { from: (amount: string) => `от ${amount}`, to: (amount: string) => `до ${amount}`, unknown: 'з/п не указана' };
const salary = (from: number | null, to: number | null, currency: string | null = 'RUR') => ({ from, to, currency, gross: false });
/** Intl puts no-break spaces between digit groups; compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatVacancySalary', () => {
  it('formats ranges and single bounds with the currency sign', () => {
    expect(plain(formatVacancySalary(salary(100000, 150000), words))).toBe('100 000 – 150 000 ₽');
    expect(plain(formatVacancySalary(salary(120000, 120000), words))).toBe('120 000 ₽');
    expect(plain(formatVacancySalary(salary(3000, null, 'USD'), words))).toBe('от 3 000 $');
    expect(plain(formatVacancySalary(salary(null, 90000), words))).toBe('до 90 000 ₽');
    expect(plain(formatVacancySalary(salary(500000, null, 'KGS'), words))).toBe('от 500 000 KGS');
  });

  it("says 'з/п не указана' when hh gives no salary", () => {
    expect(formatVacancySalary(null, words)).toBe('з/п не указана');
    expect(formatVacancySalary(salary(null, null), words)).toBe('з/п не указана');
  });
});
