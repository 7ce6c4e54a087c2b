import { beforeAll, describe, expect, it } from 'vitest';
import { loadMorphology } from './morphology';
import { findListedSkills } from './skill-lists';
import { findSkillsInText, normaliseSkill } from './skills';

beforeAll(async () => {
  await loadMorphology();
});

const listed = (text: string): string[] => findListedSkills(text).map((s) => s.name);
const inText = (text: string): string[] => findSkillsInText(text).map((s) => s.name);

describe('skills a seeker lists', () => {
  it('splits an item into the tools it joins and keeps a named practice beside its tool', () => {
    expect(listed('Компас-3D и SolidWorks, чертежи по ЕСКД, проверка в Navisworks, SketchUp для эскизов.')).toEqual(
      expect.arrayContaining(['КОМПАС-3D', 'SolidWorks', 'Navisworks', 'SketchUp']),
    );
    expect(listed('Учёт остатков в МойСклад, сверка с поставщиками, кассовая дисциплина.')).toEqual(
      expect.arrayContaining(['Учёт остатков', 'МойСклад', 'Кассовая дисциплина']),
    );
  });

  it('drops headings, purposes and the story around a tool', () => {
    const names = listed('Из инструментов — Jira, Miro для воркшопов, чтобы команда видела статус, сборка через Gradle.');
    expect(names).toEqual(expect.arrayContaining(['Jira', 'Miro']));
    expect(names.join(' ')).not.toMatch(/инструмент|воркшоп|статус|Сборка/iu);
  });

  it('reads an electrical safety group in any word order as one hh skill', () => {
    expect(listed('монтаж освещения, IV группа по электробезопасности до 1000 В, прозвонка кабеля')).toContain('Электробезопасность IV группа до 1000 В');
    expect(listed('допуск по электробезопасности 3 группа, щитовое оборудование, мультиметр')).toContain('Электробезопасность III группа');
  });

  it('takes shorthand only as a bare item: «капельницы» listed is a skill, «ставлю капельницы» is a duty', () => {
    expect(listed('капельницы, перевязки, асептика')).toEqual(['Постановка капельниц', 'Перевязки', 'Асептика и антисептика']);
    expect(inText('Ставлю капельницы по назначению врача.')).toEqual([]);
  });
});

describe('skills told in the seeker’s grammar', () => {
  it('keeps «работа с …» as the skill when what follows names no tool, and drops it before a tool', () => {
    expect(listed('работа с тестом, лепка фигурок, работа с iiko')).toEqual(['Работа с тестом', 'Лепка фигурок', 'iiko']);
  });

  it('names a duty told as an object and an «-ировать» verb by its noun, and guesses no other verb', () => {
    const names = listed('чертежи читаю, графики планирую, клиентов консультирую');
    expect(names).toEqual(expect.arrayContaining(['Планирование графиков', 'Консультирование клиентов']));
    // «чертежи» names its skill by the alias tables («Чтение чертежей»); no noun is guessed for «читаю».
    expect(names.join(' ')).not.toMatch(/Читание/u);
  });

  it('puts skills governed by «навыками», «опыт», «знание» into the nominative', () => {
    expect(listed('Имею навыки ведения кадрового делопроизводства, табельного учёта, проведения собеседований.')).toEqual([
      'Ведение кадрового делопроизводства',
      'Табельный учёт',
      'Проведение собеседований',
    ]);
    expect(listed('Опыт работы с кассой, приёма платежей, инкассации.')).toEqual(expect.arrayContaining(['Работа с кассой', 'Инкассация']));
  });

  it('takes a capitalised name inside a lower-case item for a product', () => {
    expect(listed('сверяю накладные в Контуре, Excel, ЭДО')).toEqual(expect.arrayContaining(['Контур', 'MS Excel']));
  });
});

describe('a skills list dictated without punctuation', () => {
  it('is parted into noun phrases by grammar', () => {
    expect(listed('приёмка товара инвентаризация работа с накладными погрузчик')).toEqual([
      'Приемка товара',
      'Инвентаризация',
      'Работа с накладными',
      expect.stringMatching(/погрузчик/iu),
    ]);
    expect(listed('маникюр покрытие гель-лаком наращивание ногтей мелирование')).toEqual(
      expect.arrayContaining(['Маникюр', 'Покрытие гель-лаком', 'Наращивание ногтей', 'Мелирование']),
    );
  });

  it('reads no story with a verb, and no two-item answer, as such a list', () => {
    expect(listed('Пишу на Python уже пять лет')).toEqual([]);
    expect(listed('работаю с кассой и накладными каждый день')).toEqual([]);
    expect(listed('кассовая дисциплина')).toEqual([]);
    expect(listed('в основном работаю руками иногда помогаю мастеру сам ничего особенного не умею')).toEqual([]);
  });

  it('lets a short aside with a verb end an item, its object in the instrumental dropped', () => {
    const names = listed('замер давления опрессовка системы манометром тоже владею сварка пластиковых труб');
    expect(names).toEqual(expect.arrayContaining(['Замер давления', 'Опрессовка системы', 'Сварка пластиковых труб']));
    expect(names.some((n) => /манометр|владею/iu.test(n))).toBe(false);
  });
});

describe('skills in other shapes', () => {
  it('reads a list written one item a line', () => {
    expect(listed('- Tekla Structures\n- сварка металлоконструкций\n- чтение чертежей')).toEqual([
      'Tekla Structures',
      'Сварка металлоконструкций',
      'Чтение чертежей',
    ]);
  });

  it('reads a tool misspelt by one letter, and leaves a real word one letter from a tool alone', () => {
    expect(inText('Пишу на Pyhton, деплою через Jenkis.')).toEqual(['Python', 'Jenkins']);
    expect(inText('Redis и Reddit')).toEqual(['Redis']);
  });
});

describe('normalising to hh key_skills', () => {
  it('names a trade’s tools and practices the way vacancies do, and keeps distinct products apart', () => {
    expect(normaliseSkill('полуавтомат')).toBe(normaliseSkill('Полуавтоматическая сварка'));
    expect(normaliseSkill('tig')).toBe('Аргонодуговая сварка');
    expect(normaliseSkill('3d max')).toBe('3ds Max');
    expect(normaliseSkill('настройка маршрутизаторов')).toBe(normaliseSkill('Настройка роутеров'));
    expect(normaliseSkill('1С: Бухгалтерия')).not.toBe(normaliseSkill('1С'));
    expect(normaliseSkill('Revit')).not.toBe(normaliseSkill('ArchiCAD'));
  });

  it('takes no Latin name glued by a hyphen to a Russian word, and no story word for a list shorthand', () => {
    expect(inText('Веду блог про дизайн и пишу SEO-статьи, рисую в Figma-подобных редакторах.')).toEqual([]);
    expect(inText('Ввела чек-листы приёма смены на складе.')).toEqual([]);
  });

  it('takes no word of an organisation’s name and no market segment for a skill', () => {
    expect(inText('Работаю в ООО «Ruby Мастер» менеджером, раньше в Kotlin Systems, и в АО Scala Логистик.')).toEqual([]);
    expect(inText('Продаю софт, сегменты enterprise и SMB, немного edtech.')).toEqual([]);
    expect(inText('В компании «Ромашка» пишу на Ruby и деплою в Docker.')).toEqual(['Ruby', 'Docker']);
  });

  it('does not «correct» a trade word said beside a product name', () => {
    expect(listed('аэрофотосъёмка дронами DJI Mavic, ортофотопланы, Agisoft Metashape')).toContain('Аэрофотосъёмка дронами DJI Mavic');
  });

  it('names each 1С product said in a story, never collapsing them into the platform', () => {
    expect(inText('Закрываю месяц в 1С: Бухгалтерия 8.3, заказы веду в 1С: Управление торговлей.')).toEqual(['1С: Бухгалтерия', '1С: Управление Торговлей']);
    expect(inText('Кадры веду в 1С: Документооборот.')).toEqual(['1С: Документооборот']);
    expect(listed('1с бух, 1с упп, Excel')).toEqual(['1С: Бухгалтерия', '1С: Управление Производственным Предприятием', 'MS Excel']);
  });

  it('does not take a generic English word of a product name as a skill', () => {
    expect(inText('Храню данные в Core Data, запросы пишу через async/await.')).toContain('Core Data');
    expect(inText('Data-команда и core-сервисы')).toEqual([]);
  });
});

describe('a product name of several parts mistyped by one letter', () => {
  it('takes the known spelling when exactly one known name is one letter away', () => {
    expect(normaliseSkill('r-keper')).toBe('R-Keeper');
    expect(listed('Кассовая дисциплина, r-keper, инвентаризация бара.')).toContain('R-Keeper');
  });

  it('never changes a short name or one no known name is close to', () => {
    expect(normaliseSkill('Exel')).toBeNull();
    expect(normaliseSkill('Zorbex-Flow')).toBeNull();
  });
});

describe('a system named by an abbreviation and a place', () => {
  it('keeps «ГИД Урал»-like names whole, never an organisation with its legal form', () => {
    expect(listed('АСОУП, ГИД Урал, графики движения.')).toContain('ГИД Урал');
    expect(listed('ООО Урал, кассовая дисциплина, инвентаризация.')).not.toContain('ООО Урал');
    expect(listed('Москва, кассовая дисциплина, инвентаризация.')).not.toContain('Москва');
  });
});
