import { beforeAll, describe, expect, it } from 'vitest';
import { findRoles } from './employers';
import { extractProfile, type ProfileQuestion } from './extract-profile';
import { loadMorphology } from './morphology';
import { findPersonRole, gradeAfter, gradeInFull } from './person-roles';

beforeAll(async () => {
  await loadMorphology();
});

const QUESTIONS: ProfileQuestion[] = [
  { id: 'now', topic: 'experience' },
  { id: 'proud', topic: 'results' },
];
const rolesOf = async (now: string) => {
  const profile = await extractProfile({
    answers: [
      { question_id: 'now', text: now },
      { question_id: 'proud', text: 'Ничего особенного.' },
    ],
    hhResume: null,
    today: '2026-11-26',
    questions: QUESTIONS,
  });
  return profile.experience.map((e) => e.role.value);
};

describe('a grade beside a title', () => {
  it('writes the shorthand «р.» or «разр.» after the grade number in full', () => {
    expect(gradeInFull('Фрезеровщик 4 р')).toBe('Фрезеровщик 4 разряда');
    expect(gradeInFull('Слесарь-ремонтник 3-го разр.')).toBe('Слесарь-ремонтник 3 разряда');
    expect(gradeInFull('Электромонтёр 5 разряда')).toBe('Электромонтёр 5 разряда');
    expect(gradeInFull('Водитель категории C')).toBe('Водитель категории C');
  });

  it('finds a grade right after the title, and nothing else there', () => {
    expect(gradeAfter('работаю слесарем 4 разряда в депо', 'работаю слесарем'.length)).toEqual({
      end: 'работаю слесарем 4 разряда'.length,
      value: '4 разряда',
    });
    expect(gradeAfter('работаю слесарем 4 года', 'работаю слесарем'.length)).toBeNull();
    expect(gradeAfter('работаю слесарем 5-го р. в депо', 'работаю слесарем'.length)?.value).toBe('5 разряда');
  });

  it('keeps the grade of a title said after a work verb, whatever its dependents', () => {
    expect(findRoles('Второй год работаю оператором котельной 3 разряда на ТЭЦ.').map((r) => r.value)).toEqual(['оператор котельной 3 разряда']);
    expect(findPersonRole('Штукатур-маляр 4 р. С июня 2021.')?.value).toBe('Штукатур-маляр 4 р');
  });

  it('gives the job its title with the grade in full', async () => {
    expect(await rolesOf('Сварщик 5 р., ООО «Стальмост», с 03.2020.')).toEqual(['Сварщик 5 разряда']);
    expect(await rolesOf('С 2019 года работаю оператором котельной 3 разряда в ООО «Теплосеть-Юг».')).toEqual(['оператор котельной 3 разряда']);
  });
});
