import { beforeAll, describe, expect, it } from 'vitest';
import { loadMorphology } from './morphology';
import { findListedSkills, languageSkills, twoVowelSlips } from './skill-lists';
import { spelledAsSeeker } from './text-rules';

beforeAll(async () => {
  await loadMorphology();
});

const listed = (text: string): string[] => findListedSkills(text).map((s) => s.name);

describe('duties told with a first-person verb', () => {
  it('names each duty by the action noun the dictionary holds, its object in the genitive', () => {
    expect(listed('Excel, Word, редактирую тексты и оформляю презентации')).toEqual([
      'MS Excel',
      'MS Word',
      'Редактирование текстов',
      'Оформление презентаций',
    ]);
  });

  it('keeps the object alone where the verb has no noun and the object already names an action', () => {
    expect(listed('Excel, 1С, считаю амортизацию')).toContain('Амортизация');
  });

  it('drops a verb of doing said after its object, and «сама»', () => {
    expect(listed('штукатурка, покраска, шпатлёвку делаю сама')).toEqual(['Штукатурка', 'Покраска', 'Шпатлёвка']);
  });

  it('guesses no skill from a duty whose verb has no noun and whose object is a thing', () => {
    expect(listed('ЭКГ, беру кровь, глажу бельё')).toEqual(['ЭКГ']);
  });

  it('forms no bookish noun in «-ание» of a plain verb', () => {
    expect(listed('Figma, Tilda, пишу тексты, сдаю отчёты').join(' ')).not.toMatch(/писание|сдавание/iu);
  });
});

describe('codes after a noun', () => {
  it('keeps the codes of one noun together', () => {
    expect(listed('Удостоверение тракториста-машиниста категорий C, D, E, погрузчик')).toContain('Удостоверение тракториста-машиниста категорий C, D, E');
    expect(listed('Проектирую в AutoCAD, разделы ОВ, ВК, ЭМ')).toContain('Разделы ОВ, ВК, ЭМ');
  });

  it('leaves three-letter abbreviations as skills of their own', () => {
    expect(listed('Знание ПДД, ПТЭ, ПТБ')).toEqual(['ПДД', 'ПТЭ', 'ПТБ']);
  });
});

describe('a language with its level', () => {
  it('is one skill, whatever parts them', () => {
    expect(listed('Figma, Tilda, немецкий — B1')).toContain('Немецкий язык (B1)');
    expect(listed('Excel, Spanish (intermediate), Word')).toEqual(['MS Excel', 'Испанский язык (Intermediate)', 'MS Word']);
    expect(listed('1С, французский на разговорном уровне, Word')).toContain('Французский язык (разговорный)');
    expect(languageSkills('Italian - pre-intermediate').map((s) => s.name)).toEqual(['Итальянский язык (Pre-Intermediate)']);
  });

  it('is nothing without a level', () => {
    expect(languageSkills('Excel, Word, испанский')).toEqual([]);
  });
});

describe('spelling of a trade word the dictionary lacks', () => {
  it('is not doubled after another form of the word said elsewhere', () => {
    expect(spelledAsSeeker('Тейпирование суставов', ['тейпирование суставов', 'умею тейпировать'])).toBe('Тейпирование суставов');
    expect(spelledAsSeeker('Работа с альгинатными массами', ['работа с альгинатными массами'])).toBe('Работа с альгинатными массами');
  });

  it('takes two unstressed vowels written by ear back to the one dictionary word', () => {
    expect(twoVowelSlips('пагрузачный')).toBe('погрузочный');
    expect(twoVowelSlips('шиномонтажный')).toBeNull();
  });
});

describe('one item that joins two things', () => {
  it('parts two actions, each one noun, into two skills', () => {
    expect(listed('окрашивание волос, стрижка и укладка, уход за кожей')).toEqual(expect.arrayContaining(['Стрижка', 'Укладка']));
  });

  it('parts machines named by their model codes, and drops how old they are', () => {
    const names = listed('Экскаваторы ЭО-2621 и старые ЭО-3322, планировка, рытьё траншей');
    expect(names).toEqual(expect.arrayContaining(['Экскаваторы ЭО-2621', 'ЭО-3322']));
    expect(names.join(' ')).not.toMatch(/стар/iu);
  });

  it('keeps a pair of nouns that are not both actions as one skill', () => {
    expect(listed('Ремонт и обслуживание, диагностика, Bosch KTS')).toContain('Ремонт и обслуживание');
  });

  it('names a list shorthand for a transport document as hh does', () => {
    expect(listed('экспедирование, ТТН, пломбирование')).toContain('Оформление ТТН');
  });
});

describe('a shorthand before a product', () => {
  it('is a skill of its own beside the product', () => {
    const names = listed('ЧПУ Sinumerik, штангенциркуль, фрезеровка пазов');
    expect(names.slice(0, 2)).toEqual(['Станки с ЧПУ', 'Sinumerik']);
  });
});

describe('a form named by its number', () => {
  it('is not parted as a machine model', () => {
    expect(listed('Excel, Word, отчёты по формам №1 и №12-07')).not.toContain('Отчёты по формам №1');
  });
});
