import { beforeAll, describe, expect, it } from 'vitest';
import { extractProfile } from './extract-profile';
import { loadMorphology } from './morphology';
import { platformTitle, tidyRole } from './role-form';

beforeAll(async () => {
  await loadMorphology();
});

describe('a title in a title’s form', () => {
  it('takes off words of time said around the title', () => {
    expect(tidyRole('Currently Lead QA Engineer')).toBe('Lead QA Engineer');
    expect(tidyRole('сейчас старший продавец')).toBe('старший продавец');
    expect(tidyRole('Охранник пол года')).toBe('Охранник');
    expect(tidyRole('Грузчик 2 года')).toBe('Грузчик');
    expect(tidyRole('Диспетчер с 2020')).toBe('Диспетчер');
  });

  it('puts a title said in the instrumental into the nominative, also a noun the dictionary does not know', () => {
    expect(tidyRole('процедурной медсестрой')).toBe('процедурная медсестра');
    expect(tidyRole('Баристой')).toBe('Бариста');
    expect(tidyRole('сиделкой')).toBe('сиделка');
  });

  it('keeps a title already in its form, with its grade, unit or object', () => {
    for (const title of ['Слесарь-ремонтник 5 разряда', 'Руководитель отдела закупок', 'Инженер по охране труда', 'Сомелье', 'Водитель-экспедитор'])
      expect(tidyRole(title)).toBe(title);
  });

  it('names the engineer of a discipline said alone as one’s job, keeping the grade said', () => {
    expect(tidyRole('MLOps')).toBe('MLOps-инженер');
    expect(tidyRole('middle DevSecOps')).toBe('Middle DevSecOps-инженер');
    expect(tidyRole('ведущий QA')).toBe('Ведущий QA-инженер');
    expect(tidyRole('QA Lead')).toBe('QA Lead');
  });

  it('prints the full title for a clipped word of slang', () => {
    expect(tidyRole('Прогер')).toBe('Программист');
    expect(tidyRole('младший тестер')).toBe('младший тестировщик');
  });

  it('gives no title for a plural head: the people one led are not one’s post', () => {
    expect(tidyRole('Менеджеров')).toBeNull();
    expect(tidyRole('водителей')).toBeNull();
  });
});

describe('titles in an extracted profile', () => {
  it('prints the title of a job told in the instrumental or beside its length in its nominative form', async () => {
    const profile = await extractProfile({
      answers: [{ question_id: 'q1', text: 'Работаю баристой в кофейне «Зёрнышко» с мая 2024 года. До этого год была кассиром в ООО «Ромб».' }],
      questions: [{ id: 'q1', topic: 'experience' }],
      hhResume: null,
      today: '2026-11-15',
    });
    const roles = profile.experience.map((e) => e.role.value?.toLowerCase());
    expect(roles).toContain('бариста');
    expect(roles).toContain('кассир');
  });
});

describe('a developer named by a platform said in Cyrillic', () => {
  it('prints the platform as a title spells it before the developer noun', () => {
    expect(platformTitle('джава', 'программист')).toBe('Java-программист');
    expect(platformTitle('Бэкенд', 'разраб')).toBe('Backend-разработчик');
  });

  it('names no developer for another noun or a word that is no platform', () => {
    expect(platformTitle('джава', 'тестировщик')).toBeNull();
    expect(platformTitle('ведущий', 'разработчик')).toBeNull();
  });
});

describe('an English developer title in a Russian answer', () => {
  it('typed in passing is written as Russian titles write it, grades and discipline kept; one capitalised stays', () => {
    expect(tidyRole('middle backend developer')).toBe('Middle Backend-разработчик');
    expect(tidyRole('iOS developer')).toBe('iOS-разработчик');
    expect(tidyRole('Lead QA Engineer')).toBe('Lead QA Engineer');
    expect(tidyRole('software developer')).toBe('software developer');
    expect(tidyRole('Senior Java Developer')).toBe('Senior Java Developer');
  });
});
