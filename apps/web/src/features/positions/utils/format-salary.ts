import type { PositionCurrency } from '@otklik/contracts';

const SIGN: Record<PositionCurrency, string> = { RUR: '₽', USD: '$' };

/**
 * A position's monthly salary expectation for display: '150 000 ₽', '3 000 $' (Russian digit grouping).
 * @param amount per month, in `currency`
 */
export function formatPositionSalary(amount: number, currency: PositionCurrency): string {
  return `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 }).format(amount)} ${SIGN[currency]}`;
}
