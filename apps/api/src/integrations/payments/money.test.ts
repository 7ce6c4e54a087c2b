import { describe, expect, it } from 'vitest';
import { kopecksToRubString, rubStringToKopecks } from './money';

describe('₽ amounts between kopecks and YooKassa strings', () => {
  it('writes two decimals and reads them back exactly', () => {
    expect(kopecksToRubString(99_000)).toBe('990.00');
    expect(kopecksToRubString(5)).toBe('0.05');
    expect(rubStringToKopecks('990.00')).toBe(99_000);
    expect(rubStringToKopecks('2690.5')).toBe(269_050);
    expect(rubStringToKopecks('0.07')).toBe(7);
    for (const k of [1, 99, 100, 123_456, 35_000_000]) expect(rubStringToKopecks(kopecksToRubString(k))).toBe(k);
  });

  it('refuses what is not an amount', () => {
    expect(() => kopecksToRubString(9.5)).toThrow(RangeError);
    expect(() => kopecksToRubString(-1)).toThrow(RangeError);
    expect(() => rubStringToKopecks('9,90')).toThrow(RangeError);
    expect(() => rubStringToKopecks('1.234')).toThrow(RangeError);
  });
});
