import { beforeAll, describe, expect, it } from 'vitest';
import { findEmployers } from './employers';
import { loadMorphology } from './morphology';

beforeAll(async () => {
  await loadMorphology();
});

const names = (sentence: string): string[] => findEmployers(sentence).map((f) => f.value);

describe('employers in the forms seekers write them', () => {
  it('takes the quoted name after a kind of organisation with a prefix, not the kind', () => {
    expect(names('Сейчас аналитик в ИТ-компании «Вектор Плюс» с 2022 года')).toEqual(['Вектор Плюс']);
  });

  it('reads a kind of organisation with an adjective before it, then its capitalised name', () => {
    expect(names('работаю в транспортной компании ПЭК диспетчером')).toEqual(['ПЭК']);
  });

  it('reads a sole proprietor written in the nominative with dotted initials, keeping «ИП»', () => {
    expect(names('- ИП Сергеева Н.П., администратор, 2018–2020')).toEqual(['ИП Сергеева Н. П.']);
  });

  it('keeps «им. …» in the name of an institution named after someone, and not for one’s own school', () => {
    expect(names('устроилась в ГКБ им. Боткина санитаркой')).toEqual(['ГКБ им. Боткина']);
    expect(names('окончил СПбГУ им. Ломоносова в 2010')).toEqual([]);
  });
});

describe('two jobs in one sentence', () => {
  it('reads a quoted name after «был» or a word of sequence in a sentence about work, not a project’s name', () => {
    expect(names('Работаю в ООО «Прима», а до того был «Вектор», там я был кладовщиком')).toEqual(['Прима', 'Вектор']);
    expect(names('Проект был «Умный дом», очень сложный')).toEqual([]);
  });

  it('gives each job of a sentence its own dates and title when «, а …» opens the second', async () => {
    const { extractProfile } = await import('./extract-profile');
    const profile = await extractProfile({
      answers: [
        {
          question_id: 'q1',
          text: 'Сейчас работаю начальником смены в ООО «Полюс-Логистик» (с марта 2023), а между ними был «Меридиан», там я с 2017 по 2022 был старшим кладовщиком.',
        },
      ],
      questions: [{ id: 'q1', topic: 'experience' }],
      hhResume: null,
      today: '2026-11-15',
    });
    const jobs = profile.experience.map((e) => ({
      employer: e.employer.value,
      role: e.role.value,
      start: e.start.value,
      end: e.end.value,
      current: e.current.value,
    }));
    expect(jobs).toEqual([
      { employer: 'Полюс-Логистик', role: 'начальник смены', start: '2023-03', end: null, current: true },
      { employer: 'Меридиан', role: 'старший кладовщик', start: '2017-01', end: '2022-12', current: false },
    ]);
  });
});
