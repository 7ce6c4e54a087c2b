import type { Proposal } from '@otklik/contracts';
import { formatMoney, formatMoneyRange, formatNumber } from '@/lib/format';

/** The words around a salary's bounds, in the interface language. */
export interface SalaryWords {
  from: (amount: string) => string;
  to: (amount: string) => string;
  unknown: string;
}

/**
 * A vacancy's monthly salary for display in the seeker's language: «100 000–150 000 ₽», «от 100 000 ₽», «до 3 000 $»,
 * or the "not stated" text when hh gives neither bound. hh's currency codes ('RUR') are accepted; a salary without a
 * currency is shown as a bare number.
 */
export function formatVacancySalary(salary: Proposal['salary'], words: SalaryWords, language: string): string {
  if (salary === null || (salary.from === null && salary.to === null)) return words.unknown;
  const money = (amount: number): string => (salary.currency === null ? formatNumber(amount, language) : formatMoney(amount, salary.currency, language));
  if (salary.from !== null && salary.to !== null) {
    return salary.currency === null
      ? `${formatNumber(salary.from, language)} – ${formatNumber(salary.to, language)}`
      : formatMoneyRange(salary.from, salary.to, salary.currency, language);
  }
  if (salary.from !== null) return words.from(money(salary.from));
  return words.to(money(salary.to ?? 0));
}
