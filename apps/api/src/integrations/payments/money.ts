/**
 * Money units. Inside Otklik amounts are integers in minor units: kopecks for ₽ (99 000 = 990 ₽), cents for $.
 * YooKassa takes and answers decimal strings with two places ("990.00"); Stripe takes minor units as integers.
 */

/** 99000 → "990.00" (kopecks → YooKassa's `amount.value`). @throws RangeError for negative or fractional kopecks */
export function kopecksToRubString(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new RangeError(`kopecks must be a non-negative integer, got ${kopecks}`);
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}

/** "990.00" / "990.5" / "990" → 99000 / 99050 / 99000, without floating point. @throws RangeError on other text */
export function rubStringToKopecks(value: string): number {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) throw new RangeError(`not a ₽ amount: ${value}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
