import { beforeAll, describe, expect, it } from 'vitest';
import { loadMorphology } from './morphology';
import { findListedSkills } from './skill-lists';
import { findSkillsInText } from './skills';

beforeAll(async () => {
  await loadMorphology();
});

const listed = (text: string): string[] => findListedSkills(text).map((s) => s.name);
const inText = (text: string): string[] => findSkillsInText(text).map((s) => s.name);

describe('skills said as people say them', () => {
  it('reads every dash-bulleted line as an item, not the dash of the next line as a heading', () => {
    expect(listed('Умею:\n— оформление доверенностей\n— работа с жалобами жильцов\n— 223-ФЗ\n— учёт материалов')).toEqual([
      'Оформление доверенностей',
      'Работа с жалобами жильцов',
      '223-ФЗ',
      'Учёт материалов',
    ]);
  });

  it('drops a measure said after a skill: a speed, a length of use', () => {
    expect(listed('Стенография 120 слов в минуту, штукатурка по маякам, Excel 7 лет, вязка арматуры')).toEqual(
      expect.arrayContaining(['Стенография', 'Штукатурка по маякам', 'MS Excel', 'Вязка арматуры']),
    );
    // A version or a model stays: it names the product.
    expect(listed('Python 3, ГОСТ 2.105, Sinumerik 840D, Компас-3D')).toEqual(expect.arrayContaining(['Python 3', 'Sinumerik 840D']));
  });

  it('puts items governed by «силён в», «разбираюсь в», «специализируюсь на» into the nominative', () => {
    expect(listed('Он силён в сварке труб, монтаже вентиляции, чтении схем.')).toEqual(['Сварка труб', 'Монтаж вентиляции', 'Чтение схем']);
    expect(listed('Хорошо разбираюсь в налогах, отчётности, кадровом учёте')).toEqual(['Налоги', 'Отчётность', 'Кадровый учет']);
    // «диагностике» is the thing («диагностика»), not the person («диагностик»).
    expect(listed('Специализируюсь на диагностике двигателей, замене сцепления, развал-схождении')).toEqual([
      'Диагностика двигателей',
      'Замена сцепления',
      'Развал-схождение',
    ]);
  });

  it('keeps a method named after its author whole, in the nominative', () => {
    expect(listed('Методика Зайцева, игровые технологии, методикой Никитиных')).toEqual(
      expect.arrayContaining(['Методика Зайцева', 'Игровые технологии', 'Методика Никитиных']),
    );
  });

  it('takes no story told with a past-tense verb and no purpose after a tool for a skill', () => {
    const names = listed('Пользуюсь Trello для задач, потом освоила бухгалтерию, ведение кассы');
    expect(names).toEqual(['Trello', 'Ведение кассы']);
    expect(names.join(' ')).not.toMatch(/для|освоила/u);
  });

  it('takes no street for a product whose Cyrillic name shares its stem', () => {
    expect(inText('Работаю в офисе на Мира, до этого на Ленина')).toEqual([]);
    expect(inText('Схемы рисую в Миро, макеты в Фигме, таблицы в экселе')).toEqual(['Miro', 'Figma', 'MS Excel']);
    expect(inText('ставлю уколы, делала укола по сорок в смену')).toContain('Инъекции');
  });

  it('drops how often or how well a skill is used, and the verb said after it', () => {
    expect(listed('Canva, Tilda, Photoshop — каждый день. Premiere — базово. DaVinci учу.')).toEqual([
      'Canva',
      'Tilda',
      'Adobe Photoshop',
      'Premiere',
      'DaVinci',
    ]);
    expect(listed('пароконвектомат\nзаготовки\nну и с поставщиками умею')).toEqual(expect.arrayContaining(['Работа с поставщиками']));
  });

  it('keeps a «работа с …» skill of five or six words whole', () => {
    expect(listed('приёмка товара, работа с терминалом сбора данных, маркировка')).toContain('Работа с терминалом сбора данных');
  });

  it('reads «допуск N группа» as the electrical safety group, its voltage kept', () => {
    expect(listed('монтаж щитов, прозвонка, допуск 4 группа до 1000 в, чтение схем')).toEqual(
      expect.arrayContaining(['Прозвонка', 'Электробезопасность IV группа до 1000 В']),
    );
    expect(listed('группа допуска 3, штробление, кабельные трассы')).toContain('Электробезопасность III группа');
  });
});
