import type { Proposal } from '@otklik/contracts';

const SIGNS: Readonly<Record<string, string>> = { RUR: '₽', RUB: '₽', USD: '$', EUR: '€', KZT: '₸', UAH: '₴', BYR: 'Br' };

/** The sign of an hh currency code ('RUR' → '₽'); an unknown code is shown as it is. */
export function currencySign(currency: string | null): string {
  if (currency === null) return '';
  return SIGNS[currency] ?? currency;
}

/** A whole amount with Russian digit grouping: 150000 → '150 000'. */
export function formatAmount(amount: number): string {
  return new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 }).format(amount);
}

/** Russian words for the salary range. */
export interface SalaryWords {
  from: (amount: string) => string;
  to: (amount: string) => string;
  unknown: string;
}

/**
 * A vacancy's monthly salary for display: '100 000 – 150 000 ₽', 'от 100 000 ₽', 'до 3 000 $', or the "not stated"
 * text when hh gives neither bound.
 */
export function formatVacancySalary(salary: Proposal['salary'], words: SalaryWords): string {
  if (salary === null || (salary.from === null && salary.to === null)) return words.unknown;
  const sign = currencySign(salary.currency);
  const withSign = (text: string): string => (sign === '' ? text : `${text} ${sign}`);
  if (salary.from !== null && salary.to !== null) {
    return salary.from === salary.to ? withSign(formatAmount(salary.from)) : withSign(`${formatAmount(salary.from)} – ${formatAmount(salary.to)}`);
  }
  if (salary.from !== null) return withSign(words.from(formatAmount(salary.from)));
  return withSign(words.to(formatAmount(salary.to ?? 0)));
}
