import { beforeAll, describe, expect, it } from 'vitest';
import { findEducation } from './education';
import { correctTypos, loadMorphology } from './morphology';

beforeAll(async () => {
  await loadMorphology();
});

describe('everyday words that look like something else', () => {
  it('reads «магистральный» as a trunk line, not a master’s degree', () => {
    expect(findEducation('Монтировал опоры на магистральной ЛЭП, за 2023 год ни одного замечания по ТБ.')).toBeNull();
    expect(findEducation('Варил стыки на магистральном газопроводе, за 2022 год ни одного брака по УЗК.')).toBeNull();
    expect(findEducation('Магистратура НГУ, 2019')?.level?.value).toBe('master');
  });

  it('keeps the «-к-» of a colloquial noun instead of reading it as a stray letter', () => {
    expect(correctTypos('снизила списания по кондитерке')).toBe('снизила списания по кондитерке');
    expect(correctTypos('перевели всё в бухгалтерке на ЭДО')).toBe('перевели всё в бухгалтерке на ЭДО');
    // A consonant inside a cluster is the word's own: an electrician's «прозвонка» is no «позвонка».
    expect(correctTypos('прозвонка линий, штробление')).toBe('прозвонка линий, штробление');
    // A real slip is still mended.
    expect(correctTypos('работал электромантером')).toBe('работал электромонтером');
  });
});
