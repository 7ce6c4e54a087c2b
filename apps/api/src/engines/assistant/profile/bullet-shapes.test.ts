/**
 * How a result sentence is cut and rewritten as bullets when it is nominal, dictated, written in the third person or
 * holds a wish: sentences written for these tests, in trades of their own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { longestCommonWordRun } from '../checks/text-metrics';
import { seekerGender, tellsDoneResult, toBullets, writtenFor } from './bullets';
import { loadMorphology } from './morphology';
import { findAchievementNumbers } from './numbers';
import { splitSentences } from './sentences';
import { withoutPlaces } from './text-rules';

beforeAll(async () => {
  await loadMorphology();
});

/** The longest run of the sentence's words the bullets copy in a row. */
const pasted = (bullets: string[], sentence: string): number => longestCommonWordRun(bullets.join('\n'), [sentence]).length;

describe('a verbless predicate after a dash', () => {
  it('stays with the noun phrase and the number before it', () => {
    expect(toBullets('Средний чек 2 400 ₽ — лучший в сети.')).toEqual(['Средний чек 2 400 ₽ — лучший в сети.']);
    const low = toBullets('Процент брака 0,3 — самый низкий в цехе.');
    expect(low).toHaveLength(1);
    expect(low[0]).toMatch(/0,3/u);
    expect(low[0]).toMatch(/самый низкий в цехе/iu);
  });

  it('joins the result before it, keeping the unit a place adjective named', () => {
    const deals = 'Закрыл сделок на 90 млн ₽ — второе место по Тверскому отделению.';
    const out = toBullets(deals);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/90 млн ₽/u);
    expect(out[0]).toMatch(/второе место по отделению/iu);
    expect(out[0]).not.toMatch(/Тверск/u);
  });

  it('says a count after the dash with its action, never alone', () => {
    expect(toBullets('Открыла кружок керамики для пенсионеров — сейчас там 22 человека.')).toEqual(['Открыла кружок керамики для пенсионеров — 22 человека.']);
  });

  it('keeps a parenthesis that holds a number, said first', () => {
    const line = '— лучший инспектор отдела по итогам полугодия (оценка проверяемых 4,9 из 5)';
    const out = toBullets(line);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/4,9 из 5/u);
    expect(out[0]).toMatch(/лучший инспектор отдела/iu);
    expect(pasted(out, line)).toBeLessThan(8);
  });
});

describe('levels said without a verb', () => {
  it('takes a level in percent or a fraction of a named measure, not a span of time', () => {
    expect(toBullets('Конверсия звонков в запись у меня 31%.')).toEqual(['Конверсия звонков в запись 31%.']);
    expect(toBullets('Стаж 3,5 года.')).toEqual([]);
  });
});

describe('a dictated run-on with no punctuation', () => {
  const said =
    'в цеху у нас две линии розлива я наладчик смены за этот год простои на моей линии упали до двух часов в месяц и брака стало гораздо меньше меня отметили премией завода как лучшего наладчика';

  it('is cut into its clauses, keeps only results and copies no run of eight words', () => {
    const out = toBullets(said, 7, { gender: 'masc' });
    expect(out.length).toBeGreaterThanOrEqual(3);
    expect(out.some((b) => /упали до двух часов/u.test(b))).toBe(true);
    expect(out.some((b) => /^Брака стало гораздо меньше/u.test(b))).toBe(true);
    expect(out.some((b) => /^Отмечен премией завода/u.test(b))).toBe(true);
    expect(out.some((b) => /линии розлива/u.test(b))).toBe(false);
    expect(pasted(out, said)).toBeLessThan(8);
  });

  it('says what was done to the seeker as their participle, or without «меня» when the gender is unknown', () => {
    expect(toBullets('Меня наградили дипломом министерства.', 7, { gender: 'femn' })).toEqual(['Награждена дипломом министерства.']);
    expect(toBullets('Меня наградили дипломом министерства.')).toEqual(['Наградили дипломом министерства.']);
  });
});

describe('what was done with the result before', () => {
  it('is said with it as a participle', () => {
    expect(toBullets('Составил регламент приёмки, его внедрили на всех 4 складах.')).toEqual(['Составил регламент приёмки — внедрён на всех 4 складах.']);
  });
});

describe('a seeker written of in the third person', () => {
  it('drops the relative a helper writes for, and the possessive before a subject', () => {
    expect(toBullets('Мама открыла в библиотеке клуб настольных игр — сейчас там 30 участников.', 7, { actors: ['мама'] })).toEqual([
      'Открыла в библиотеке клуб настольных игр — 30 участников.',
    ]);
    const team = 'Его бойцы за последние три года 5 раз выигрывали первенство области по самбо.';
    const out = toBullets(team);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^Бойцы/u);
    expect(out[0]).toMatch(/5 раз/u);
    expect(pasted(out, team)).toBeLessThan(8);
  });

  it('finds whom a helper writes for, and the seeker’s gender from their own story', () => {
    expect(writtenFor('Заполняю за папу, сам он не пользуется компьютером.')).toBe('папа');
    expect(writtenFor('Пишу отчёты за квартал.')).toBeNull();
    expect(seekerGender(['Была кладовщицей, потом перешла в офис.', 'Окончила колледж.'])).toBe('femn');
    expect(seekerGender(['Пришёл на стройку в 2019, до этого служил.'])).toBe('masc');
    expect(seekerGender(['Работаю водителем.'])).toBeUndefined();
  });

  it('ends a sentence at an emoticon before a capital', () => {
    expect(splitSentences('Заполняю за брата, сам стесняется :) Андрей работает сварщиком.').map((s) => s.text)).toEqual([
      'Заполняю за брата, сам стесняется',
      'Андрей работает сварщиком.',
    ]);
  });
});

describe('no result', () => {
  it('takes no verb with only a circumstance, and a wish is no done result', () => {
    expect(toBullets('Веду макеты в Figma — освоила в декрете.')).toEqual([]);
    expect(tellsDoneResult('Командировки не чаще раза в неделю.')).toBe(false);
    expect(tellsDoneResult('Часовой пояс +4 к Москве.')).toBe(false);
    expect(tellsDoneResult('В прошлом году сократила склад на треть.')).toBe(true);
  });

  it('reads a past verb az ranks second («нашли») as done', () => {
    expect(toBullets('Мы нашли утечку за 2 часа.')).toEqual(['Нашли утечку за 2 часа.']);
  });
});

describe('more shapes of a result', () => {
  it('takes «ноль» of something bad for an outcome', () => {
    expect(toBullets('За сезон ноль жалоб от арендаторов.')).toHaveLength(1);
    expect(toBullets('За 2024 ноль опозданий на смену.')[0]).toMatch(/ноль опозданий/u);
  });

  it('says the number first when a measure and its value would be copied whole', () => {
    const line = 'Сдал в срок 40 смет, средний балл от заказчиков — 4,7 из 5.';
    const out = toBullets(line);
    expect(out.some((b) => /^4,7 из 5 — средний балл/u.test(b))).toBe(true);
    expect(pasted(out, line)).toBeLessThan(8);
  });

  it('reads a list of duties and tools as no result, even where an item reads as a verb', () => {
    expect(toBullets('Кассовый узел, приём товара, замер остатков, пересчёт, инвентаризация.')).toEqual([]);
    expect(toBullets('Сварка, резка, сборка, спас цех от пожара.')).toEqual(['Спас цех от пожара.']);
  });

  it('keeps a promotion said with «до»', () => {
    expect(toBullets('Развёз 500 заказов за месяц, вырос до старшего.')).toEqual(['Развёз 500 заказов за месяц.', 'Вырос до старшего.']);
  });
});

describe('places in a bullet', () => {
  it('drops a place adjective before a unit of the employer, and a place phrase whole', () => {
    expect(withoutPlaces('Первое место по Самарскому филиалу')).toBe('Первое место по филиалу');
    expect(withoutPlaces('Лучший результат по Уральскому отделению')).toBe('Лучший результат по отделению');
    expect(withoutPlaces('Открыли магазин в Самарском районе')).toBe('Открыли магазин');
  });
});

describe('a clause opening with a pronoun that points back', () => {
  it('is said with the bullet before, never as a bullet of its own', () => {
    const kept = toBullets('Собрал стенд для поверки счётчиков, им пользуется вся лаборатория.');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^Собрал стенд/u);
    expect(kept[0]).toMatch(/пользуется вся лаборатория/u);
    const rule = toBullets('Написала регламент приёмки, по нему работают 3 склада.');
    expect(rule).toHaveLength(1);
    expect(rule[0]).toMatch(/3 склада/u);
    for (const s of [...kept, ...rule, ...toBullets('Ему доверили 2 объекта.')])
      expect(s).not.toMatch(/^(?:ей|им|ему|его|её|их|это|по нему|он|она)(?![\p{L}])/iu);
  });
});

describe('a count said with «стало» and a comparative', () => {
  it('puts the comparative before its noun and keeps the seeker’s other words in order', () => {
    expect(toBullets('Перевёл заявки в таблицу — потерянных заказов стало на 40% меньше за квартал')).toEqual([
      'Перевёл заявки в таблицу: на 40% меньше потерянных заказов за квартал.',
    ]);
  });
});

describe('a result opening with an English verb in a Russian answer', () => {
  it('is a result, its verb kept first, and «140k» is a number', () => {
    const out = toBullets('Migrated учёт склада из Excel в 1С для 3 филиалов за два месяца без остановки отгрузок.');
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^Migrated /u);
    expect(out[0]).toMatch(/3 филиалов/u);
    expect(pasted(out, 'Migrated учёт склада из Excel в 1С для 3 филиалов за два месяца без остановки отгрузок.')).toBeLessThan(8);
    expect(toBullets('Launched доставку в 3 новых города.')).toEqual(['Launched доставку в 3 новых города.']);
    expect(toBullets('Embed виджет на сайт')).toEqual([]);
  });
});

describe('what is no result of the seeker', () => {
  it('leaves out an event of something else, a move others made and a dictated note of a renewal', () => {
    expect(toBullets('Салон переехал.')).toEqual([]);
    expect(toBullets('меня перевели на склад', 7, { gender: 'femn' })).toEqual([]);
    expect(toBullets('ГИБДД медкнижка 2024 продлила')).toEqual([]);
    expect(toBullets('Бригада выиграла конкурс.')).toEqual(['Бригада выиграла конкурс.']);
    expect(toBullets('Меня включили в кадровый резерв', 7, { gender: 'masc' })).toHaveLength(1);
  });

  it('still takes a count said right after such an event', () => {
    expect(toBullets('Пекарня открылась, через месяц выручка 300 тыс.')).toHaveLength(1);
  });
});

describe('a result said with no done verb', () => {
  it('tells a done result when it is an outcome or trust earned, not a wish', () => {
    expect(tellsDoneResult('за прошлый сезон ни одной рекламации по покраске')).toBe(true);
    expect(tellsDoneResult('сейчас ставят меня на сложные заказы')).toBe(true);
    expect(tellsDoneResult('хочу, чтобы ставили на сложные заказы')).toBe(false);
    expect(tellsDoneResult('хочу работать без штрафов')).toBe(false);
  });
});

describe('a thousand written as a letter', () => {
  it('reads «25k», «15к» as thousands, and a letter apart from the digits as none', () => {
    expect(findAchievementNumbers('обработал 25k обращений')).toMatchObject([{ value: 25, unit: 'thousand' }]);
    expect(findAchievementNumbers('продажи 15к ₽ в день')).toMatchObject([{ value: 15_000, unit: 'rub' }]);
    expect(findAchievementNumbers('в 5 к офису')[0]?.unit).not.toBe('thousand');
  });
});

describe('a change told object first, and a level of a plan', () => {
  it('puts the verb first and the value before the change beside the value after it', () => {
    expect(toBullets('Брак по швам с 8% снизил до 3%.')).toEqual(['Снизил брак по швам с 8% до 3%.']);
    expect(toBullets('Время приёмки с 50 минут сократила до 20.')).toEqual(['Сократила время приёмки с 50 минут до 20.']);
    // An intransitive verb has its own subject: the line keeps its order.
    expect(toBullets('Доля возвратов с 9% упала до 4%.')).toEqual(['Доля возвратов с 9% упала до 4%.']);
  });

  it('takes a share of a plan or a norm as a result, keeping what it is counted against with the number', () => {
    const norm = toBullets('Выработка 140% от нормы в среднем за 2024 г.');
    expect(norm).toHaveLength(1);
    expect(norm[0]).toMatch(/140% от нормы/u);
    expect(norm[0]).toMatch(/2024 г\./u);
    expect(pasted(norm, 'Выработка 140% от нормы в среднем за 2024 г.')).toBeLessThan(8);
    const plan = toBullets('Продажи в зале в 2024-м — 118% от плана.');
    expect(plan.join(' ')).toMatch(/118% от плана/u);
  });
});

describe('an outcome said after the action, with background between', () => {
  it('joins a verbless gain, a passive count or a count «по нему» to the action line', () => {
    expect(toBullets('Открыл участок покраски, раньше его возили в город, теперь красим сами, экономия около 800 тыс. в год.')).toEqual([
      'Открыл участок покраски: экономия около 800 тыс. в год.',
    ]);
    expect(toBullets('Придумала шаблон отчёта, который отдел теперь берёт для всех клиентов, по нему уже 14 отчётов.')).toEqual([
      'Придумала шаблон отчёта: по нему 14 отчётов.',
    ]);
    const digitised = toBullets('Организовала сканирование картотеки 1990–2005 гг. в архивный формат — отсканировано 12 тыс. карточек.');
    expect(digitised).toHaveLength(1);
    expect(digitised[0]).toMatch(/12 тыс\. карточек/u);
  });

  it('never makes a line of a value before a change alone, and keeps a job said «до этого»', () => {
    expect(toBullets('Перевела учёт в таблицы, раньше сверка занимала 4 дня.')).toEqual(['Перевела учёт в таблицы.']);
    expect(toBullets('До этого в «Опоре» собрал стеллажи для 12 складов.').join(' ')).toMatch(/12 складов/u);
  });
});

describe('a change told with its object before the verb', () => {
  it('leads with the seeker’s transitive verb when only the change’s numbers follow it', () => {
    expect(toBullets('Расход краски снизила на 15%.')).toEqual(['Снизила расход краски на 15%.']);
    expect(toBullets('Время наладки сократил с 50 до 20 минут.')).toEqual(['Сократил время наладки с 50 до 20 минут.']);
    // A subject with an object of its own, and an intransitive verb, keep their order.
    expect(toBullets('Проект сократил расходы на 20%.')).toEqual(['Проект сократил расходы на 20%.']);
    expect(toBullets('Выручка выросла на 30%.')).toEqual(['Выручка выросла на 30%.']);
  });
});

describe('dictated run-on results', () => {
  it('begins a new line where a past verb changes number (another subject), so no run is pasted', () => {
    const said =
      'в прошлом году на уборочной на комбайне намолотил больше всех в бригаде и по итогам сезона дали грамоту а ещё сам перебрал коробку на камазе сэкономили на ремонте тысяч сто';
    const bullets = toBullets(said);
    for (const line of bullets) expect(pasted([line], said)).toBeLessThan(8);
    expect(bullets.some((b) => /^Перебрал коробку/u.test(b))).toBe(true);
    expect(bullets.some((b) => /грамот/u.test(b) && !/комбайн/u.test(b))).toBe(true);
  });
});
