/**
 * Rules that must hold for seekers no fixture holds: every sentence here is written for this file (new names, new
 * wording), so a rule that only fits the labelled personas fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { statesResult, toBullets } from './bullets';
import { findEmployers } from './employers';
import { extractProfile } from './extract-profile';
import { loadMorphology } from './morphology';

beforeAll(async () => {
  await loadMorphology();
});

const names = (sentence: string): string[] => findEmployers(sentence).map((f) => f.value);
const profileOf = (...texts: string[]) =>
  extractProfile({ answers: texts.map((text, i) => ({ question_id: `q${i + 1}`, text })), hhResume: null, today: '2026-11-01' });

describe('Latin-script names and places one lives in', () => {
  it('takes a Latin-script name after a work verb, also typed in lower case', () => {
    expect(names('С 2021 года работаю в Quorix Tech аналитиком.')).toEqual(['Quorix Tech']);
    expect(names('с весны работаю в zentrik тестировщиком')).toEqual(['Zentrik']);
    expect(names('Пишу бэкенд в компании lumeo labs.')).toEqual(['Lumeo Labs']);
  });

  it('never takes a technology, a store or a district for an employer', () => {
    expect(names('Перевёл экраны с Flutter на Kotlin Multiplatform, время сборки упало вдвое.')).toEqual([]);
    expect(names('Сделал своё приложение, оно в Google Play, 5 тысяч установок.')).toEqual([]);
    expect(names('Живу на Сортировке, до центра 20 минут.')).toEqual([]);
  });

  it('keeps the sentence about the employer when it also names a technology', async () => {
    const profile = await profileOf(
      'С 2019 по 2023 работал iOS-разработчиком в «Северной Почте».',
      'В «Северной Почте» перевёл каталог с Objective-C на Swift: падения сократились с 2% до 0,3%.',
    );
    expect(profile.experience).toHaveLength(1);
    expect(profile.experience[0]!.achievements.map((a) => a.text).join(' ')).toMatch(/0,3%/u);
  });
});

describe('results told without a done verb', () => {
  it('reads a level against a bound and a span with nothing bad as results, keeping the seeker words', () => {
    expect(toBullets('Возвратов по гарантии у меня меньше 2%.')).toEqual(['Возвратов по гарантии меньше 2%.']);
    expect(toBullets('Штрафов от инспекции нет 4 года.')).toEqual(['Штрафов от инспекции нет 4 года.']);
    expect(statesResult('Отчёт собирается за час вместо двух дней.')).toBe(true);
  });

  it('gives a bare change the noun phrase said before it, and keeps a bare number or headcount out', () => {
    expect(toBullets('Время ответа клиенту — с 30 до 5 мин.')[0]).toMatch(/^Время ответа клиенту: .*30.*5 мин\.$/u);
    expect(toBullets('На линии у нас 14 человек.')).toEqual([]);
  });

  it('keeps leading people together with the headcount', () => {
    expect(toBullets('Второй год руковожу бригадой монтажников, в бригаде 7 человек.')).toEqual(['Руковожу бригадой монтажников (в бригаде 7 человек).']);
  });

  it('reads «после того как …» as its own clause, verb first', () => {
    expect(toBullets('После того как перестроил маршруты, простои машин снизились на 18%.')).toEqual([
      'Перестроил маршруты.',
      'Снизились простои машин на 18%.',
    ]);
  });

  it('takes a result with a change but no verb from its stem list into the profile', async () => {
    const profile = await profileOf(
      'С 2022 года работаю экономистом в ООО «Ветлуга».',
      'Собрал модель затрат, теперь смета готовится за час вместо двух дней.',
    );
    expect(profile.experience[0]!.achievements).toHaveLength(1);
  });
});
