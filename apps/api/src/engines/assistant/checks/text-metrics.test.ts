import { describe, expect, it } from 'vitest';
import { longestCommonWordRun, maxPairwiseJaccard, trigramJaccard, wordTrigrams } from './text-metrics';

describe('longestCommonWordRun', () => {
  const answer = 'Переписал SQL-запросы тяжёлого отчёта и ускорил его с 2 с до 300 мс.';

  it('finds a pasted answer as a run as long as the answer', () => {
    expect(longestCommonWordRun(`О себе: ${answer}`, [answer]).length).toBe(13);
  });

  it('ignores case, ё and punctuation but not word order', () => {
    const run = longestCommonWordRun('переписал sql-запросы, тяжелого отчета!', ['Переписал SQL-запросы тяжёлого отчёта']);
    expect(run).toEqual({ length: 4, words: ['переписал', 'sql-запросы', 'тяжелого', 'отчета'], source: 0 });
    expect(longestCommonWordRun('отчёта тяжёлого', [answer]).length).toBe(1);
  });

  it('reports which source holds the longest run, and nothing when no word is shared', () => {
    const run = longestCommonWordRun('Пишу сервисы на Python и Django каждый день', ['Люблю Python.', 'Пишу сервисы на Python и Django.']);
    expect(run.length).toBe(6);
    expect(run.source).toBe(1);
    expect(longestCommonWordRun('Совсем другие слова', [answer])).toEqual({ length: 0, words: [], source: -1 });
  });

  it('tells a 7-word run from an 8-word one', () => {
    const source = 'один два три четыре пять шесть семь восемь девять';
    expect(longestCommonWordRun('ноль один два три четыре пять шесть семь ноль', [source]).length).toBe(7);
    expect(longestCommonWordRun('ноль один два три четыре пять шесть семь восемь', [source]).length).toBe(8);
  });
});

describe('trigramJaccard', () => {
  it('is 1 for the same text, 0 for texts without a shared trigram', () => {
    expect(trigramJaccard('раз два три четыре', 'Раз, два, три, четыре!')).toBe(1);
    expect(trigramJaccard('раз два три четыре', 'пять шесть семь восемь')).toBe(0);
  });

  it('counts shared trigrams over all distinct ones', () => {
    // a: {раз два три, два три четыре}; b: {два три четыре, три четыре пять} → 1 / 3.
    expect(trigramJaccard('раз два три четыре', 'два три четыре пять')).toBeCloseTo(1 / 3);
    expect(wordTrigrams('раз два')).toEqual(new Set());
  });

  it('takes the largest pair', () => {
    expect(maxPairwiseJaccard(['раз два три четыре', 'два три четыре пять', 'пять шесть семь'])).toBeCloseTo(1 / 3);
    expect(maxPairwiseJaccard(['одно'])).toBe(0);
  });
});
