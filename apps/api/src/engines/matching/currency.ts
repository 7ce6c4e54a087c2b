import type { CurrencyRates } from '../../domain/vacancy';

/**
 * Converts an amount between currencies with hh's rates (units per 1 ₽; RUR/RUB is always 1).
 * Returns null when either currency is missing from `rates` or its rate is not positive.
 */
export function convertAmount(amount: number, from: string, to: string, rates: CurrencyRates): number | null {
  const rateOf = (code: string): number | undefined => (code === 'RUR' || code === 'RUB' ? 1 : rates[code]);
  const fromRate = rateOf(from);
  const toRate = rateOf(to);
  if (fromRate === undefined || toRate === undefined || fromRate <= 0 || toRate <= 0) return null;
  return (amount / fromRate) * toRate;
}
