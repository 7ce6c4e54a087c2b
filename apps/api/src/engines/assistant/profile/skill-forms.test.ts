/**
 * Skills said in the many ways seekers say them: every sentence here is written for this file (no persona's words),
 * so a rule that only fits the labelled personas fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { extractProfile } from './extract-profile';
import { loadMorphology } from './morphology';
import { findListedSkills, headedSkills, namesNoSkill } from './skill-lists';
import { findSkillsInText } from './skills';

beforeAll(async () => {
  await loadMorphology();
});

const listed = (text: string): string[] => findListedSkills(text).map((s) => s.name);
const QUESTIONS = [
  { id: 'q1', text: 'Где и кем вы работаете сейчас?', topic: 'experience' as const },
  { id: 'q3', text: 'Какими инструментами и навыками вы пользуетесь?', topic: 'skills' as const },
];
const skillsOf = async (work: string, tools: string): Promise<string[]> =>
  (
    await extractProfile({
      answers: [
        { question_id: 'q1', text: work },
        { question_id: 'q3', text: tools },
      ],
      hhResume: null,
      today: '2026-11-01',
      questions: QUESTIONS,
    })
  ).skills.map((s) => s.name);

describe('the objects of a verb of using are the tools', () => {
  it('puts an instrument named in the instrumental into the nominative, for every item the verb governs', () => {
    expect(listed('Пользуюсь нивелиром Bosch, дальномером, рулеткой и отвесом.')).toEqual(['Нивелир Bosch', 'Дальномер', 'Рулетка', 'Отвес']);
  });

  it('reads a short «X и Y» after a verb of using with no list punctuation', () => {
    expect(listed('Пользуюсь штангенциркулем и микрометром.')).toEqual(['Штангенциркуль', 'Микрометр']);
    expect(listed('Делаю шугаринг и ламинирование бровей.')).toEqual(['Шугаринг', 'Ламинирование бровей']);
    expect(listed('Работаю в компасе и Excel')).toEqual(['КОМПАС-3D', 'MS Excel']);
  });

  it('takes no workplace, no language and no story for a tool', () => {
    expect(listed('Работаю в Магните, знаю немецкий.')).toEqual([]);
    expect(listed('Работаю в Ленте, знаю кассу, ТСД, выкладку.')).not.toContain('Лента');
    expect(listed('работаю с людьми и бумагами весь день')).toEqual([]);
  });
});

describe('list grammar', () => {
  it('gives an adjective said alone the noun of the item before it', () => {
    expect(listed('Виды кладки: цепная кладка, ложковая, тычковая, бутовая кладка.')).toEqual([
      'Цепная кладка',
      'Ложковая кладка',
      'Тычковая кладка',
      'Бутовая кладка',
    ]);
  });

  it('keeps the categories of a licence together', () => {
    expect(listed('Права категории B, C, D; карта тахографа; медкомиссия.')[0]).toBe('Права категории B, C, D');
  });

  it('reads «работаю с …» and «умею работать с …» as «Работа с …», and a tool named there as the tool', () => {
    expect(listed('Умею работать с гипсокартоном, затирка, покраска.')).toEqual(['Работа с гипсокартоном', 'Затирка', 'Покраска']);
    expect(listed('Работаю с Git, Docker, чуть-чуть Linux.')).toEqual(['Git', 'Docker', 'Linux']);
  });

  it('passes over a heading «из …» before the tools', () => {
    expect(listed('Из ручного инструмента рубанок и стамески, из станков фрезер, циркулярка.')).toEqual(expect.arrayContaining(['Фрезер', 'Циркулярка']));
  });

  it('names a tool with no singular in the nominative plural', () => {
    expect(listed('Пользуюсь ножницами Kasho, бритвой, триммером.')).toEqual(['Ножницы Kasho', 'Бритва', 'Триммер']);
  });

  it('names a language with its level as one skill (hh lists «Английский язык» as a key skill)', () => {
    expect(listed('Немецкий B1, Excel, SAP.')).toEqual(['Немецкий язык (B1)', 'MS Excel', 'SAP']);
  });
});

describe('skills told outside the skills answer, and names of systems and standards', () => {
  it('reads a list after «Навыки:» in another answer', () => {
    expect(headedSkills('Работаю кладовщиком с 2019 года. Навыки: приёмка, отгрузка, учёт в 1С, ТСД. Образование среднее.').map((s) => s.name)).toEqual(
      expect.arrayContaining(['Приёмка', 'Отгрузка', 'ТСД']),
    );
  });

  it('parts items at «и» where one side is a name in capitals, and names a long item by its head', () => {
    expect(listed('Настройка ПЛК и СКУД, обслуживание АСУ ТП, работа по СНиП и ГОСТ.')).toEqual(expect.arrayContaining(['СКУД', 'ГОСТ']));
    expect(listed('Кладка плитки под затирку и герметик, шлифовка, покраска.')[0]).toBe('Кладка плитки');
  });

  it('reads a dictated list past «есть» and a noun the dictionary lacks', () => {
    expect(listed('сайдинг профлист водосток удостоверение есть монтаж кровли')).toEqual(expect.arrayContaining(['Сайдинг', 'Монтаж кровли']));
  });
});

describe('what is never a skill', () => {
  it('rejects a count, a market segment, a place and an organisation named alone', () => {
    expect(namesNoSkill('30 звонков в день')).toBe(true);
    expect(namesNoSkill('HoReCa')).toBe(true);
    expect(namesNoSkill('Казани и республике')).toBe(true);
    expect(namesNoSkill('Лукойла')).toBe(true);
    expect(namesNoSkill('Лазерный нивелир')).toBe(false);
    expect(namesNoSkill('Контур Экстерн')).toBe(false);
  });

  it('keeps a list that mixes clients, a region and a day’s count down to its tools', () => {
    expect(listed('Обслуживаю заказчиков из Лукойла, в основном B2B, по Казани и республике, 30 звонков в день. Битрикс24, скрипты продаж.')).toEqual([
      'Битрикс24',
      'Скрипты продаж',
    ]);
  });

  it('never takes the seeker’s own workplace for a skill', async () => {
    const skills = await skillsOf('С 2022 года работаю кассиром в «Пятёрочке».', 'Работаю в Пятёрочке, пользуюсь ТСД, весами, кассой Атол.');
    expect(skills).not.toContain('Пятёрочка');
    expect(skills).toEqual(expect.arrayContaining(['ТСД']));
  });
});

describe('product names with a typo', () => {
  it('reads a five-letter name typed with one letter too many', () => {
    expect(findSkillsInText('Figmaa и Excell каждый день').map((s) => s.name)).toEqual(['Figma', 'MS Excel']);
    // A real word one letter longer than a name is no typo of it when it is a name itself.
    expect(findSkillsInText('Docker, Dockers').map((s) => s.name)).toEqual(['Docker']);
  });
});

describe('an action done by a named product or standard', () => {
  it('keeps «Обработка кабинетов по СанПиН» beside «СанПиН», and «Excel на уровне сводных» as Excel alone', async () => {
    const skills = await skillsOf(
      'С 2020 года работаю уборщицей в клинике «Медлайн».',
      'Обработка кабинетов по СанПиН, генеральная уборка, Excel на уровне сводных.',
    );
    expect(skills).toEqual(expect.arrayContaining(['Обработка кабинетов по СанПиН']));
    expect(skills.some((s) => /уровне/u.test(s))).toBe(false);
  });
});
