import { describe, expect, it } from 'vitest';
import type { HhVacancy, HhVacancySearchItem } from './hh-types';
import { titleWords } from '../../lib/title-relevance';
import { stripHtml } from '../../domain/text';
import { fromFullVacancy, fromSearchItem, fromShortVacancy, isAppliedOnHh } from './vacancy-mapping';

const searchItem = {
  id: '101',
  name: 'Системный аналитик',
  url: 'https://api.hh.ru/vacancies/101',
  alternate_url: 'https://hh.ru/vacancy/101',
  apply_alternate_url: 'https://hh.ru/applicant/vacancy_response?vacancyId=101',
  area: { id: '1', name: 'Москва' },
  employer: { id: '42', name: 'Мисти Групп', trusted: true },
  salary: { from: 150_000, to: 180_000, currency: 'RUR', gross: false },
  salary_range: { from: 150_000, to: 180_000, currency: 'RUR', gross: false, mode: { id: 'MONTH', name: 'За месяц' } },
  has_test: false,
  response_letter_required: false,
  archived: false,
  type: { id: 'open' },
  relations: [],
  published_at: '2025-10-01T10:00:00+0300',
  professional_roles: [],
  schedule: { id: 'remote', name: 'Удаленная работа' },
  snippet: { requirement: 'Опыт с <highlighttext>BPMN</highlighttext> &amp; SQL', responsibility: 'Писать ТЗ' },
} satisfies HhVacancySearchItem;

describe('hh vacancies as candidates', () => {
  it('takes a hidden employer (hh gives it no id) as no employer, so its stand-in name is never one', () => {
    const hidden = { ...searchItem, employer: { ...searchItem.employer, id: undefined, name: 'Работодатель не указан' } };
    expect(fromSearchItem(hidden, 'search').employer).toBeNull();
  });

  it('takes a search item’s snippet as text, without hh’s highlight marks, and its salary per month', () => {
    expect(fromSearchItem(searchItem, 'search')).toEqual({
      id: '101',
      name: 'Системный аналитик',
      employer: { id: '42', name: 'Мисти Групп' },
      area: { id: '1', name: 'Москва' },
      salary: { from: 150_000, to: 180_000, currency: 'RUR', gross: false },
      key_skills: [],
      text: 'Опыт с BPMN & SQL Писать ТЗ',
      remote: true,
      has_test: false,
      archived: false,
      alternate_url: 'https://hh.ru/vacancy/101',
      apply_alternate_url: 'https://hh.ru/applicant/vacancy_response?vacancyId=101',
      published_at: '2025-10-01T10:00:00+0300',
      sources: ['search'],
    });
  });

  it('reads key skills and the description of a full vacancy, and REMOTE from work_format', () => {
    const full = {
      ...searchItem,
      schedule: null,
      work_format: [{ id: 'REMOTE', name: 'Удалённо' }],
      description: '<p>Мы ищем <strong>аналитика</strong>.</p>',
      key_skills: [{ name: 'BPMN' }, { name: 'SQL' }],
    } as unknown as HhVacancy;
    expect(fromFullVacancy(full, 'similar')).toMatchObject({ key_skills: ['BPMN', 'SQL'], text: 'Мы ищем аналитика .', remote: true, sources: ['similar'] });
  });

  it('uses the deprecated salary when the range is hourly, and none when hh gives none', () => {
    const hourly = { ...searchItem, salary_range: { ...searchItem.salary_range, from: 500, to: null, mode: { id: 'HOUR', name: 'За час' } } };
    expect(fromSearchItem(hourly, 'search').salary).toEqual({ from: 150_000, to: 180_000, currency: 'RUR', gross: false });
    expect(fromShortVacancy({ ...searchItem, salary: null, salary_range: null }, 'favorites')).toMatchObject({
      salary: null,
      text: '',
      remote: false,
      sources: ['favorites'],
    });
  });

  it('sees an application made on hh in the vacancy’s relations', () => {
    expect(isAppliedOnHh({ relations: ['favorited'] })).toBe(false);
    expect(isAppliedOnHh({ relations: ['got_response'] })).toBe(true);
    expect(isAppliedOnHh({ relations: ['got_rejection'] })).toBe(true);
    expect(isAppliedOnHh({})).toBe(false);
  });

  it('strips HTML and decodes entities', () => {
    expect(stripHtml('<ul><li>Python&nbsp;3</li><li>&lt;SQL&gt;</li></ul>')).toBe('Python 3 <SQL>');
  });

  it('splits a title into the words searched one by one when the whole title finds too little', () => {
    expect(titleWords('Дизайнер интерфейсов')).toEqual(['Дизайнер', 'интерфейсов']);
    expect(titleWords('Специалист по информационной безопасности')).toEqual(['Специалист', 'информационной', 'безопасности']);
    expect(titleWords('Бухгалтер')).toEqual([]);
  });
});
