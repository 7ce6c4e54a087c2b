import { describe, expect, it } from 'vitest';
import { findDates, monthOf, readPeriod } from './dates';

describe('dates in Russian text', () => {
  it('reads months in every common spelling as YYYY-MM', () => {
    const found = findDates('С марта 2019 по 06.2021, затем 2021-07 — 01.02.2023, в мае 2024 года.');
    expect(found.map((d) => [d.kind, d.value])).toEqual([
      ['year-month', '2019-03'],
      ['year-month', '2021-06'],
      ['year-month', '2021-07'],
      ['year-month', '2023-02'],
      ['year-month', '2024-05'],
    ]);
  });

  it('tells bare years and bare month names apart from numbers and versions', () => {
    const found = findDates('Работал в 2019–2021 годах, в декабре выпустили Python 3.11 и 150 тестов.');
    expect(found.map((d) => [d.kind, d.value])).toEqual([
      ['year', '2019'],
      ['year', '2021'],
      ['month', '12'],
    ]);
  });

  it('knows the month of any case form', () => {
    expect(monthOf('марта')).toBe('03');
    expect(monthOf('мае')).toBe('05');
    expect(monthOf('Сентябре')).toBe('09');
    expect(monthOf('март')).toBe('03');
    expect(monthOf('машина')).toBeNull();
  });

  it('reads a job period from an answer, with «по настоящее время» as a current job', () => {
    expect(readPeriod('Работаю в Инфосервис с марта 2022 года по настоящее время.')).toEqual({ start: '2022-03', end: null, current: true });
    expect(readPeriod('С 03.2019 по 06.2021')).toEqual({ start: '2019-03', end: '2021-06', current: false });
    expect(readPeriod('С 2019 по 2021 год')).toEqual({ start: null, end: null, current: false });
  });
});
