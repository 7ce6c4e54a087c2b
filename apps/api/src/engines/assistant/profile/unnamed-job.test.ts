import { beforeAll, describe, expect, it } from 'vitest';
import { loadMorphology } from './morphology';
import { findUnnamedCurrentJob } from './unnamed-job';
import { extractProfile } from './extract-profile';

beforeAll(async () => {
  await loadMorphology();
});

const job = (text: string) => findUnnamedCurrentJob({ question_id: 'q1', text }, '2026-11-26');

describe('findUnnamedCurrentJob: the job a seeker has now, told without where', () => {
  it('takes the role and the stated start month, with no employer', () => {
    expect(job('Работаю продавцом-консультантом с марта 2022 года.')).toMatchObject({
      employer: { value: null },
      role: { value: 'Продавец-консультант' },
      start: { value: '2022-03' },
      current: { value: true },
    });
  });

  it('counts a duration said in the present back from today, and leaves the start empty when nothing is said', () => {
    expect(job('Уже три года работаю кладовщиком, до этого был грузчиком.')).toMatchObject({ role: { value: 'Кладовщик' }, start: { value: '2023-11' } });
    expect(job('Тружусь поваром.')).toMatchObject({ role: { value: 'Повар' }, start: { value: null } });
  });

  it('is no job when the sentence is about the past, says no role, or names a place we could not read as an employer', () => {
    expect(job('Раньше работал водителем, с 2015 по 2019 год.')).toBeNull();
    expect(job('Работаю с 2020 года, всё нравится.')).toBeNull();
    expect(job('Работаю сварщиком в «Стальконструкции» с 2021 года.')).toBeNull();
  });
});

describe('the job one has now beside a past job told after it', () => {
  const hhOne = (company: string, position: string) => ({
    title: position,
    area: null,
    skills: [],
    about: null,
    experience: [{ company, position, start: '2017-04-01', end: '2019-06-01', description: null }],
    total_experience_months: 26,
    salary: null,
  });
  const questions = [
    { id: 'q1', text: 'Где работаете?', topic: 'experience' },
    { id: 'q2', text: 'Результаты?', topic: 'results' },
    { id: 'q3', text: 'Навыки?', topic: 'skills' },
  ];
  const cases: [string, string, string, string][] = [
    [
      'ООО «Тёплый угол»',
      'Продавец',
      'щас работаю бухгалтером в строительной фирме, уже 4й год. до этого продавцом была 2 года в тёплом угле, потом позвали в офис',
      'Бухгалтер',
    ],
    [
      'ООО «Зелёная миля»',
      'Официант',
      'Сейчас тружусь сменным мастером на мебельном производстве, третий год. Раньше года два был официантом в зелёной миле.',
      'Сменный мастер',
    ],
  ];
  for (const [company, position, now, role] of cases)
    it(`gives «${role}» its own current entry and its results, never the past job`, async () => {
      const profile = await extractProfile({
        answers: [
          { question_id: 'q1', text: now },
          { question_id: 'q2', text: 'Сократила простои на 25%, внедрила учёт в таблицах, возвратов стало меньше вдвое.' },
          { question_id: 'q3', text: 'Excel, 1С, работа с накладными.' },
        ],
        questions,
        hhResume: hhOne(company, position),
        today: '2026-11-01',
      });
      const current = profile.experience.find((e) => e.current.value);
      expect(current).toMatchObject({ employer: { value: null }, role: { value: role } });
      expect(current!.achievements.map((a) => a.text).join(' ')).toMatch(/25%/u);
      expect(profile.experience.find((e) => e.id === 'hh-0')!.achievements).toEqual([]);
    });

  it('counts the years of the job one has now, not those of the job told after «до этого»', () => {
    const job = findUnnamedCurrentJob({ question_id: 'q', text: 'работаю кладовщиком уже 5й год, до этого 2 года грузчиком был' }, '2026-11-01');
    expect(job?.start.value).toBe('2022-11');
  });
});
