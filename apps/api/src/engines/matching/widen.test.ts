import { describe, expect, it } from 'vitest';
import type { VacancyCandidate } from '../../domain/vacancy';
import { relatedTitles } from './widen';

function vacancy(id: string, name: string): VacancyCandidate {
  return {
    id,
    name,
    employer: { id: `e${id}`, name: `Работодатель ${id}` },
    area: { id: '88', name: 'Казань' },
    salary: null,
    key_skills: [],
    text: '',
    remote: false,
    has_test: false,
    archived: false,
    alternate_url: `https://hh.ru/vacancy/${id}`,
    apply_alternate_url: `https://hh.ru/applicant/vacancy_response?vacancyId=${id}`,
    published_at: null,
    sources: ['search'],
  };
}

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
