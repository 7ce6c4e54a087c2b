/**
 * Rules that must hold for seekers no fixture holds: every sentence here is written for this file (new names, new
 * wording), so a rule that only fits the labelled personas fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { statesResult, toBullets } from './bullets';
import { findEmployers, findLeadRole, findPromotion } from './employers';
import { extractProfile, findSelfEmployment } from './extract-profile';
import { correctTypos, loadMorphology } from './morphology';
import { longestCommonWordRun } from '../checks/text-metrics';

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

  it('reads «после того как …» as its own clause, verb first, and says the outcome with the action', () => {
    expect(toBullets('После того как перестроил маршруты, простои машин снизились на 18%.')).toEqual(['Перестроил маршруты: простои машин снизились на 18%.']);
  });

  it('takes a result with a change but no verb from its stem list into the profile', async () => {
    const profile = await profileOf(
      'С 2022 года работаю экономистом в ООО «Ветлуга».',
      'Собрал модель затрат, теперь смета готовится за час вместо двух дней.',
    );
    expect(profile.experience[0]!.achievements).toHaveLength(1);
  });
});

describe('self-employment is a job of its own', () => {
  it('gives freelance work its own entry with its own dates, role from the hh title, and its results', async () => {
    const profile = await extractProfile({
      answers: [
        { question_id: 'q1', text: 'С марта 2022 года работаю на себя, оформлен как самозанятый. До этого четыре года был фотографом в студии «Кадр-Плюс».' },
        { question_id: 'q2', text: 'Для сети кофеен «Зерно и пар» снял каталог меню за 3 дня, продажи десертов выросли на 14%.' },
      ],
      hhResume: {
        title: 'Фотограф',
        area: null,
        skills: [],
        about: null,
        experience: [{ company: 'Студия «Кадр-Плюс»', position: 'Фотограф', start: '2018-02-01', end: '2022-02-01', description: null }],
        total_experience_months: 48,
        salary: null,
      },
      today: '2026-11-01',
    });
    const freelance = profile.experience.find((e) => e.employer.value === 'Фриланс (самозанятость)');
    expect(freelance).toMatchObject({ role: { value: 'Фотограф' }, start: { value: '2022-03' }, current: { value: true } });
    expect(freelance!.achievements.map((a) => a.text).join(' ')).toMatch(/14%/u);
    const studio = profile.experience.find((e) => e.employer.value === 'Студия «Кадр-Плюс»');
    expect(studio).toMatchObject({ start: { value: '2018-02' }, end: { value: '2022-02' }, achievements: [] });
  });

  it('names a sole proprietorship of one own, and does not take «у ИП Петрова» for it', async () => {
    expect(findSelfEmployment('В 2020 открыла ИП, шью на заказ.')?.value).toBe('Фриланс (ИП)');
    expect(findSelfEmployment('Фрилансю с 2019, делаю лендинги.')?.value).toBe('Фриланс');
    expect(findSelfEmployment('Работал у ИП Петрова водителем.')).toBeNull();
  });
});

describe('a transitive verb keeps the noun that agrees with it as its subject', () => {
  it('does not turn «Проект получил приз» into «Получил проект приз», and moves a verb with a dropped subject', () => {
    expect(toBullets('Наш проект получил приз конкурса «Фасад — 2025».')).toEqual(['Проект получил приз конкурса «Фасад — 2025».']);
    expect(toBullets('Новую линию запустили на месяц раньше срока.')).toEqual(['Запустили новую линию на месяц раньше срока.']);
  });
});

describe('a long clause is said in another order, never pasted', () => {
  it('moves the trailing phrases forward and keeps every word and number', () => {
    const answer = 'Поставки стали приходить каждый день вместо двух раз в неделю.';
    const [bullet] = toBullets(answer);
    expect(bullet).toBe('Вместо двух раз в неделю поставки стали приходить каждый день.');
    expect(longestCommonWordRun(bullet!, [answer]).length).toBeLessThan(8);
  });

  it('moves a phrase out of a long subject when nothing trails the verb', () => {
    const answer = 'Торговый центр на Заречной улице получил диплом областного конкурса «Лучший фасад — 2023».';
    const bullets = toBullets(answer);
    expect(bullets.join(' ')).toMatch(/2023/u);
    expect(longestCommonWordRun(bullets.join(' '), [answer]).length).toBeLessThan(8);
  });

  it('turns «с X% до Y%» into an arrow when the clause would be copied', () => {
    const answer = 'Доля повторных заказов по всем трём складам выросла с 21,5% до 34,2%.';
    const [bullet] = toBullets(answer);
    expect(bullet).toMatch(/21,5% → 34,2%/u);
    expect(longestCommonWordRun(bullet!, [answer]).length).toBeLessThan(8);
  });
});

describe('a promotion inside one employer', () => {
  it('reads the later title in the nominative, and no elliptic adjective', () => {
    expect(findPromotion('пришёл оператором, а в 2024 повысили до старшего оператора')?.value).toBe('старший оператор');
    expect(findPromotion('через полгода назначили начальником участка сборки')?.value).toBe('начальник участка сборки');
    expect(findPromotion('с 2023-го заведую складом', true)?.value).toBe('заведующая складом');
    expect(findPromotion('за три года дорос до главного и ушёл')).toBeNull();
    expect(findPromotion('стал больше зарабатывать')).toBeNull();
  });

  it('gives the entry the last title, with dates spanning the whole tenure', async () => {
    const profile = await profileOf('С мая 2019 года работаю в ООО «Кедровый двор»: пришёл поваром, а в 2023 меня поставили су-шефом.');
    expect(profile.experience).toHaveLength(1);
    expect(profile.experience[0]).toMatchObject({ role: { value: 'су-шеф' }, start: { value: '2019-05' }, current: { value: true } });
  });

  it('takes a promotion said in the next sentence for the job just named', async () => {
    const profile = await profileOf('С 2020 года работаю кассиром в магазине «Полянка-Маркет». В 2022 меня повысили до старшего кассира.');
    expect(profile.experience[0]?.role.value).toBe('старший кассир');
  });
});

describe('an institution noun with a genitive between it and its name, and terse lines', () => {
  it('takes the name after «в ресторане грузинской кухни», «в сети супермаркетов», also with no preposition', () => {
    expect(names('С 2020 года работаю администратором в ресторане грузинской кухни «Сулико».')).toEqual(['Сулико']);
    expect(names('С 2023 года я аналитик данных в сети супермаркетов Кубань-Продукт.')).toEqual(['Кубань-Продукт']);
    expect(names('Повар горячего цеха — ресторан татарской кухни «Бәлеш», с 2020 года.')).toEqual(['Бәлеш']);
  });

  it('takes no client after «для» for an employer', () => {
    expect(names('Для сети кофеен «Утро» сделал фирменный стиль.')).toEqual([]);
  });

  it('reads a terse line: the role before «, банк «…»», no pronoun or year in the role, the job current when only its start is said', async () => {
    const terse = await profileOf('Ведущий экономист, банк «Приокский», с июля 2021.');
    expect(terse.experience[0]).toMatchObject({
      employer: { value: 'Приокский' },
      role: { value: 'Ведущий экономист' },
      start: { value: '2021-07' },
      current: { value: true },
    });
    const spoken = await profileOf('С 2022 года я технолог в сети пекарен «Колосок».');
    expect(spoken.experience[0]?.role.value).toBe('технолог');
  });
});

describe('two jobs in one sentence', () => {
  it('gives the earlier job its own computed months: it ends before the later one began and lasts the duration said', async () => {
    const profile = await profileOf('С марта 2021 года работаю логистом в ООО «Вектор-Транс», до этого 5 лет был диспетчером в «Кама-Авто».');
    const later = profile.experience.find((e) => e.employer.value === 'Вектор-Транс');
    const earlier = profile.experience.find((e) => e.employer.value === 'Кама-Авто');
    expect(later).toMatchObject({ role: { value: 'логист' }, start: { value: '2021-03' }, current: { value: true } });
    expect(earlier).toMatchObject({ role: { value: 'диспетчер' }, start: { value: '2016-03' }, end: { value: '2021-02' }, current: { value: false } });
  });

  it('puts a declined company name into the nominative of the common word, not of a person name', () => {
    expect(names('Три года работаю в «Альфе» технологом.')).toEqual(['Альфа']);
  });
});

describe('results told in other shapes, and what is no result', () => {
  it('takes a done verb with its object and the formal passive as results', async () => {
    expect(toBullets('Мною внедрён единый регламент приёмки, благодаря чему возвраты снизились на 20%.')).toEqual([
      'Внедрён единый регламент приёмки.',
      'Возвраты снизились на 20%.',
    ]);
    const profile = await profileOf(
      'С 2021 года работаю редактором в издательстве «Парус».',
      'Мы с автором подали рукопись на премию «Лёгкое перо», её взяли в шорт-лист.',
    );
    expect(profile.experience[0]!.achievements).toHaveLength(1);
  });

  it('takes no verb with only a pronoun, and no «лучше» of a wish for a result', () => {
    expect(toBullets('Её приняли.')).toEqual([]);
    expect(toBullets('Офис лучше поближе к дому.')).toEqual([]);
    expect(toBullets('Стала лучшим продавцом филиала за квартал.')).toEqual(['Стала лучшим продавцом филиала за квартал.']);
  });

  it('leaves a word the dictionary lacks alone at its first letter («офферы» is no typo of a known word)', () => {
    expect(correctTypos('пересобрали стартовые офферы')).toBe('пересобрали стартовые офферы');
  });
});

describe('more institution nouns, and clients after «для»', () => {
  it('takes a quoted name after an institution noun such as «издательство», «театр», «лаборатория»', () => {
    expect(names('С 2021 года работаю редактором в издательстве «Парус».')).toEqual(['Парус']);
    expect(names('Пять лет была звукорежиссёром в театре «Синяя птица».')).toEqual(['Синяя птица']);
  });

  it('never takes a client named after «для» with its institution noun', () => {
    expect(names('Для клиники «Дентал-Лайн» сделал сайт за 2 недели.')).toEqual([]);
  });
});

describe('trust the seeker earns', () => {
  it('reads «ставят на …», «доверяют …» as a result, and not «ставят задачи»', () => {
    expect(toBullets('Ставят на самые сложные выезды по области.')).toEqual(['Ставят на самые сложные выезды по области.']);
    expect(toBullets('Мне доверяют ключевых клиентов отдела.')).toHaveLength(1);
    expect(toBullets('Ставят задачи каждый понедельник.')).toEqual([]);
  });
});

describe('work sentences a school-like abbreviation does not hide, brands and numbered institutions', () => {
  it('reads a job line that holds «ЧПУ» as work, with its role at the head of the sentence', async () => {
    const profile = await profileOf('Наладчик станков с ЧПУ, работаю на заводе «Станкомаш» с 2019 года.', 'Сократил переналадку линии с 50 до 20 минут.');
    expect(profile.experience[0]).toMatchObject({ employer: { value: 'Станкомаш' }, role: { value: 'Наладчик станков с ЧПУ' }, start: { value: '2019-01' } });
    expect(profile.experience[0]!.achievements).toHaveLength(1);
    expect(profile.education).toEqual([]);
  });

  it('reads an instrumental role before the work verb and the number of an institution', async () => {
    const profile = await profileOf('Фельдшером работаю с 2017 года, сейчас в ГБУЗ ССМП №3.');
    expect(profile.experience[0]).toMatchObject({ employer: { value: 'ССМП № 3' }, role: { value: 'Фельдшер' } });
  });

  it('keeps a dotted brand whole', () => {
    expect(names('Работаю кассиром в Н.Техно с 2022 года.')).toEqual(['Н.Техно']);
  });

  it('takes no «подрабатывал» or «перешёл» for a result', () => {
    expect(toBullets('Подрабатывал курьером в выходные по городу.')).toEqual([]);
    expect(toBullets('Перешёл в отдел закупок в 2020 году.')).toEqual([]);
  });
});

describe('titles made from verbs of leading, and a verbless tenure', () => {
  it('makes «руководитель …» and «управляющий …» from the verb and its object', () => {
    expect(findLeadRole('с 2020 руковожу отделом закупок в «Омеге»')?.value).toBe('руководитель отдела закупок');
    expect(findLeadRole('возглавляю службу доставки')?.value).toBe('руководитель службы доставки');
    expect(findLeadRole('управляю кофейней «Бариста-Лаб»', true)?.value).toBe('управляющая кофейней');
  });

  it('reads «N лет в …» with no verb as the current job, its start counted back from today', async () => {
    const profile = await profileOf('Я воспитатель, 7 лет в детском саду № 21.');
    expect(profile.experience[0]).toMatchObject({
      employer: { value: 'Детский сад № 21' },
      role: { value: 'воспитатель' },
      start: { value: '2019-11' },
      current: { value: true },
    });
  });
});

describe('an outcome with «ни одной»', () => {
  it('reads «ни одной / ни единой …» as a result in any gender', () => {
    expect(toBullets('Короче, ни одной просрочки по отгрузкам.')).toEqual(['Ни одной просрочки по отгрузкам.']);
    expect(toBullets('Ни единой претензии от заказчика.')).toHaveLength(1);
  });
});
