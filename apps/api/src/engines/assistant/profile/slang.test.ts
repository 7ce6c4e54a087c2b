import { describe, expect, it } from 'vitest';
import { formalWords, withoutPreviousJobWords } from './slang';

describe('work slang written as a resume writes it', () => {
  it('writes spoken product names, release verbs and trade words out in full, in the same form', () => {
    expect(formalWords('Настроил репликацию постгреса, отчёты строятся вдвое быстрее')).toBe('Настроил репликацию PostgreSQL, отчёты строятся вдвое быстрее');
    expect(formalWords('Фичи теперь зарелизили за неделю')).toBe('Фичи теперь выпустили за неделю');
    expect(formalWords('Обучил двух джунов')).toBe('Обучил двух junior-разработчиков');
    expect(formalWords('Крашей стало вдвое меньше')).toBe('Сбоев стало вдвое меньше');
  });

  it('leaves words that only look like slang, and parts of longer words, as written', () => {
    expect(formalWords('Продажи выросли, продукт вышел в срок')).toBe('Продажи выросли, продукт вышел в срок');
    expect(formalWords('Работа с Postgres и кубернетес-кластером')).toBe('Работа с Postgres и кубернетес-кластером');
  });
});

describe('a bullet under the job it speaks of', () => {
  it('drops the words that point back at «the previous job»', () => {
    expect(withoutPreviousJobWords('Дважды была лучшим продавцом месяца на прошлой работе.')).toBe('Дважды была лучшим продавцом месяца.');
    expect(withoutPreviousJobWords('На предыдущем месте сократил простои на 10%.')).toBe('Сократил простои на 10%.');
  });
});
