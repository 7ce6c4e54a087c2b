import { beforeAll, describe, expect, it } from 'vitest';
import { personaInput } from '../__fixtures__/persona-input';
import type { CandidateProfile } from '../profile';
import { loadPersonas } from '../bench/personas';
import { profileOf } from '../profile-source';
import { checkLetterOpening, clichesIn, employerNameOf, findLetterContradictions, PLACEHOLDER_RE } from './letter-checks';

const input = personaInput(loadPersonas().find((p) => p.id === '01-python-backend')!);
const TODAY = input.today; // 2026-11-23: «три года» in «Ромашке» since 2023-11
let profile: CandidateProfile;

beforeAll(async () => {
  profile = await profileOf(input);
});

describe('findLetterContradictions', () => {
  it('accepts a letter that agrees with the profile', () => {
    const letter =
      'Сейчас работаю бэкенд-разработчиком в «Ромашке», три года. До этого был руководителем проектов в «Консилиум М.Д.». Пишу на Python и Django.';
    expect(findLetterContradictions(letter, profile, TODAY)).toEqual([]);
  });

  it('catches the issue’s letter: the current job placed at an employer the seeker has left', () => {
    const letter = 'Сейчас работаю в «Консилиум М.Д.».';
    expect(findLetterContradictions(letter, profile, TODAY)).toEqual([{ kind: 'current_employer', sentence: letter }]);
  });

  it('catches a role put under another employer, or a past role told as the current one', () => {
    expect(findLetterContradictions('В «Ромашке» я руководитель проектов.', profile, TODAY)).toEqual([
      { kind: 'role', sentence: 'В «Ромашке» я руководитель проектов.' },
    ]);
    expect(findLetterContradictions('Сейчас я руководитель проектов.', profile, TODAY)).toEqual([
      { kind: 'role', sentence: 'Сейчас я руководитель проектов.' },
    ]);
  });

  it('catches years that differ from the job’s length or exceed the whole experience', () => {
    expect(findLetterContradictions('В «Ромашке» работаю 7 лет.', profile, TODAY)).toEqual([{ kind: 'years', sentence: 'В «Ромашке» работаю 7 лет.' }]);
    expect(findLetterContradictions('У меня 15 лет опыта.', profile, TODAY)).toEqual([{ kind: 'years', sentence: 'У меня 15 лет опыта.' }]);
    expect(findLetterContradictions('У меня 6 лет опыта.', profile, TODAY)).toEqual([]);
  });

  it('reads years written as words, the same words the profile reads numbers with', () => {
    expect(findLetterContradictions('У меня двадцать лет опыта.', profile, TODAY)).toEqual([{ kind: 'years', sentence: 'У меня двадцать лет опыта.' }]);
    expect(findLetterContradictions('В «Ромашке» работаю полтора года.', profile, TODAY)).toEqual([
      { kind: 'years', sentence: 'В «Ромашке» работаю полтора года.' },
    ]);
  });

  it('catches a skill the profile does not hold, but not the vacancy’s own name', () => {
    expect(findLetterContradictions('Работаю с Kafka каждый день.', profile, TODAY)).toEqual([{ kind: 'skill', sentence: 'Работаю с Kafka каждый день.' }]);
    expect(findLetterContradictions('Отклик на вакансию «Go-разработчик».', profile, TODAY, { name: 'Go-разработчик', employer: null })).toEqual([]);
  });
});

describe('clichesIn', () => {
  it('finds the list’s clichés in any form and nothing in plain prose', () => {
    expect(clichesIn('Прошу рассмотреть мою кандидатуру. Я коммуникабельна и стрессоустойчива.')).toEqual(
      expect.arrayContaining(['прошу рассмотреть мою кандидатуру', 'коммуникабельный']),
    );
    expect(clichesIn('Начну с истории из практики: ускорил отчёт с 2 с до 300 мс.')).toEqual([]);
  });
});

describe('letter openings and placeholders', () => {
  it('finds a dangling connective at the start, after a greeting too', () => {
    expect(checkLetterOpening('Поэтому вакансия мне близка.')).toBe('Поэтому');
    expect(checkLetterOpening('Здравствуйте!\n\nКроме того, я знаю SQL.')).toBe('Кроме того');
    expect(checkLetterOpening('Здравствуйте!\n\nВакансия «Аналитик» мне близка.')).toBeNull();
  });

  it('treats a placeholder instead of the employer name as no name', () => {
    expect(employerNameOf({ name: 'Работодатель не указан' })).toBeNull();
    expect(employerNameOf({ name: 'Анонимный работодатель' })).toBeNull();
    expect(employerNameOf(null)).toBeNull();
    expect(employerNameOf({ name: 'Северный ветер' })).toBe('Северный ветер');
    expect(PLACEHOLDER_RE.test('компания «[Название компании]»')).toBe(true);
  });
});
