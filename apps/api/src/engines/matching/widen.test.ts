import { describe, expect, it } from 'vitest';
import type { VacancyCandidate } from '../../domain/vacancy';
import { madeUpCandidate } from './__fixtures__/vacancy-fixtures';
import { relatedTitles } from './widen';

/** A candidate in Казань with only the title that related-title grouping reads. */
const vacancy = (id: string, name: string): VacancyCandidate => madeUpCandidate({ id, name, area: { id: '88', name: 'Казань' } });

describe('relatedTitles', () => {
  it('groups the titles that share a word with the position’s by job, most vacancies first, in their commonest wording', () => {
    const related = relatedTitles(
      [
        vacancy('1', 'Веб-дизайнер'),
        vacancy('2', 'Веб-дизайнер (Senior)'),
        vacancy('3', 'Веб-дизайнер'),
        vacancy('4', 'Графический дизайнер'),
        vacancy('5', 'Менеджер по продажам'),
      ],
      'UX-дизайнер',
    );
    expect(related.map((r) => [r.title, r.vacancies.length])).toEqual([
      ['Веб-дизайнер', 3],
      ['Графический дизайнер', 1],
    ]);
  });

  it('offers neither the position’s own title nor a title with no word in common', () => {
    expect(relatedTitles([vacancy('1', 'Бухгалтер (Казань)'), vacancy('2', 'Кладовщик')], 'Бухгалтер')).toEqual([]);
  });
});
