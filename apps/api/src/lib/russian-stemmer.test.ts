import { describe, expect, it } from 'vitest';
import { stemRussian } from './russian-stemmer';

describe('stemRussian (Snowball Russian)', () => {
  it('brings the case forms of a word to one stem', () => {
    // Expected stems are the Snowball reference stemmer's (snowballstem.org) for these words.
    expect(stemRussian('тестированием')).toBe('тестирован');
    expect(stemRussian('тестирование')).toBe('тестирован');
    expect(stemRussian('разработчиками')).toBe('разработчик');
    expect(stemRussian('программирования')).toBe('программирован');
    expect(stemRussian('аналитических')).toBe('аналитическ');
    expect(stemRussian('продажам')).toBe('продаж');
    expect(stemRussian('бухгалтерский')).toBe('бухгалтерск');
    expect(stemRussian('автоматизации')).toBe('автоматизац');
    expect(stemRussian('данных')).toBe('дан');
    expect(stemRussian('опытом')).toBe('опыт');
  });

  it('leaves short words and non-Cyrillic words alone', () => {
    expect(stemRussian('не')).toBe('не');
    expect(stemRussian('python')).toBe('python');
    expect(stemRussian('1с')).toBe('1с');
  });
});
