/**
 * Rules that must hold for seekers no fixture holds: every sentence here is written for this file (new names, new
 * wording), so a rule that only fits the labelled personas fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { statesResult, toBullets } from './bullets';
import { findEmployers, findLatestTitle, findLeadRole, findPromotion, surnameNominative } from './employers';
import { extractProfile, findSelfEmployment } from './extract-profile';
import { correctTypo, correctTypos, loadMorphology } from './morphology';
import { findPeriod } from './periods';
import { longestCommonWordRun } from '../checks/text-metrics';
import { correctTyposWider } from './text-rules';
import { hhResumeWith } from '../__fixtures__/persona-input';

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
    const freelance = profile.experience.find((e) => e.employer.value === 'Фриланс (самозанятый)');
    expect(freelance).toMatchObject({ role: { value: 'Фотограф' }, start: { value: '2022-03' }, current: { value: true } });
    expect(freelance!.achievements.map((a) => a.text).join(' ')).toMatch(/14%/u);
    const studio = profile.experience.find((e) => e.employer.value === 'Студия «Кадр-Плюс»');
    expect(studio).toMatchObject({ start: { value: '2018-02' }, end: { value: '2022-02' }, achievements: [] });
  });

  it('names a sole proprietorship of one own, and does not take «у ИП Петрова» for it', async () => {
    expect(findSelfEmployment('В 2020 открыла ИП, шью на заказ.')?.value).toBe('Фриланс (ИП)');
    expect(findSelfEmployment('Фрилансю с 2019, делаю лендинги.')?.value).toBe('Фриланс');
    expect(findSelfEmployment('Работал у ИП Петрова водителем.')).toBeNull();
    expect(findSelfEmployment('В 2022 оформилась самозанятой, веду бухгалтерию трёх ИП.')?.value).toBe('Фриланс (самозанятая)');
    expect(findSelfEmployment('С 2021 года работаю самозанятым, ремонтирую квартиры.')?.value).toBe('Фриланс (самозанятый)');
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
    const later = profile.experience.find((e) => e.employer.value === 'ООО «Вектор-Транс»');
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

describe('employers in the forms people type them', () => {
  it('reads a lower-case name after a legal form or an institution noun, and no genitive complement', () => {
    expect(names('Сейчас работаю в ооо маяк кладовщиком.')).toEqual(['ООО «Маяк»']);
    expect(names('Работала в кафе ласточка официанткой.')).toEqual(['Ласточка']);
    expect(names('Работаю в магазине обуви продавцом.')).toEqual([]);
  });

  it('keeps a region abbreviation and nested quotes inside one name', () => {
    expect(names('С 2019 года работаю медсестрой в ГБУЗ СО «Городская поликлиника № 7».')).toEqual(['ГБУЗ СО «Городская поликлиника № 7»']);
    expect(names('С 2022 года работаю в АО «НПО «Сигнал»» инженером.')).toEqual(['АО «НПО «Сигнал»»']);
  });

  it('reads compound company nouns', () => {
    expect(names('Пять лет работал в турагентстве «Пальмира» менеджером.')).toEqual(['Пальмира']);
  });

  it('puts a sole proprietor into the nominative of the surname’s own gender', () => {
    expect(names('Два года работала у ИП Кузьминой продавцом.')).toEqual(['ИП Кузьмина']);
    expect(names('работал у ип петрова грузчиком')).toEqual(['ИП Петров']);
    expect(surnameNominative('Зябликовой', 'gent')).toBe('Зябликова');
  });

  it('takes no town, district, grove or own school for an employer', () => {
    expect(names('Семь лет работал водителем в Салехарде, в больнице № 2.')).toEqual(['Больница № 2']);
    expect(names('Построили два корпуса на Садовке, сдали в срок.')).toEqual([]);
    expect(names('Работаю в Кленовой роще администратором.')).toEqual([]);
    expect(names('Училась в гимназии № 9, потом техникум.')).toEqual([]);
  });
});

describe('a career told in steps', () => {
  it('reads the last title of the clauses that open with a later time', () => {
    expect(findLatestTitle('В «Ладье» с 2018 года, сначала младший юрист, с 2023 — ведущий юрист.')?.value).toBe('ведущий юрист');
    expect(findLatestTitle('Весной перевели в кладовщики, а с 2024 года я старший кладовщик.')?.value).toBe('старший кладовщик');
    expect(findLatestTitle('Весной перевели в кладовщики.')?.value).toBe('кладовщик');
    expect(findLatestTitle('Сейчас брат в порядке, работает.')).toBeNull();
  });

  it('gives the entry its latest title and keeps its first start', async () => {
    const profile = await profileOf('Пришла в салон «Орхидея» мастером в мае 2020, с 2023 — старший мастер.');
    expect(profile.experience[0]).toMatchObject({ role: { value: 'старший мастер' }, start: { value: '2020-05' } });
  });
});

describe('a title said last, and a move to another employer', () => {
  it('takes the title said last, «я» with it meaning now, and «через два года» as no length of the job', async () => {
    const profile = await profileOf('В 2016 году устроилась в «Глобус» продавцом, через два года стала старшим продавцом, а с 2021 я администратор магазина.');
    expect(profile.experience[0]).toMatchObject({
      role: { value: 'администратор магазина' },
      start: { value: '2016-01' },
      end: { value: null },
      current: { value: true },
    });
  });

  it('reads the role after «перешёл в …»', async () => {
    const profile = await profileOf('С 2018 по 2022 работал поваром в ресторане «Гусь», потом перешёл в «Пряность» су-шефом.');
    expect(profile.experience.map((e) => [e.employer.value, e.role.value])).toEqual([
      ['Гусь', 'повар'],
      ['Пряность', 'су-шеф'],
    ]);
  });
});

describe('roles and names around a left-out verb', () => {
  it('reads a title left in the instrumental before the employer, the verb left out', async () => {
    const profile = await profileOf('С 2017 года работаю поваром в столовой при заводе «Электрон», а раньше старшим пекарем в «Каравае».');
    expect(profile.experience.map((e) => [e.employer.value, e.role.value])).toEqual([
      ['Электрон', 'повар'],
      ['Каравай', 'старший пекарь'],
    ]);
  });

  it('ends a title at a comma, a dash or an emoji, and takes no date of a break for the job before it', async () => {
    const profile = await profileOf(
      'С 2020 по 2024 работала в «Игрушкине» продавцом-консультантом 🙂 потом ушла в декрет.',
      'Была в декрете с 2022, до этого 6 лет работала бухгалтером у ИП Соколовой.',
    );
    expect(profile.experience.map((e) => [e.employer.value, e.role.value, e.start.value, e.end.value])).toEqual([
      ['Игрушкин', 'продавец-консультант', '2020-01', '2024-12'],
      ['ИП Соколова', 'бухгалтер', null, null],
    ]);
  });

  it('takes a title whose word also reads as a verb («слесарь»)', async () => {
    const profile = await profileOf('Работаю на «Турбинном» слесарем с 2012 года.');
    expect(profile.experience[0]).toMatchObject({ role: { value: 'слесарь' }, start: { value: '2012-01' } });
  });

  it('keeps a terse line current when it goes on in the present, not when it tells of the past', async () => {
    const now = await profileOf('С 2022 — аналитик в «Бете», пишу SQL-запросы.');
    expect(now.experience[0]).toMatchObject({ start: { value: '2022-01' }, current: { value: true } });
  });

  it('takes no promotion date for the start of the job', async () => {
    const profile = await profileOf('Работаю в сети аптек «Здоровье» фармацевтом, с 2022 заведую аптечным пунктом.');
    expect(profile.experience[0]).toMatchObject({ role: { value: 'заведующий аптечным пунктом' }, start: { value: null }, current: { value: true } });
  });
});

describe('jobs listed line by line', () => {
  it('reads dash lines and «;»-joined jobs, each with its role «… по …» and its dates', async () => {
    const profile = await profileOf(
      '- ООО «Меридиан», специалист по закупкам, 03.2020 – наст. время\n- АО «Омега», менеджер по снабжению, 2016–2020',
      'С 2021 года — старший кассир в ООО «Кристалл»; 2017–2021 — кассир в ЗАО «Рубин».',
    );
    expect(profile.experience.map((e) => [e.employer.value, e.role.value, e.start.value, e.current.value])).toEqual([
      ['ООО «Меридиан»', 'специалист по закупкам', '2020-03', true],
      ['ООО «Кристалл»', 'старший кассир', '2021-01', true],
      ['ЗАО «Рубин»', 'кассир', '2017-01', false],
      ['АО «Омега»', 'менеджер по снабжению', '2016-01', false],
    ]);
  });

  it('reads the role after a quoted name with an abbreviation dot, and keeps an unknown indeclinable name as written', async () => {
    const profile = await profileOf(
      'С 2020 года работаю в МБДОУ «ДС № 15 г. Тулы» воспитателем.',
      'Работал в Яндексе с 2015 по 2019, потом в Авито до сих пор.',
    );
    expect(profile.experience.map((e) => [e.employer.value, e.role.value])).toContainEqual(['МБДОУ «ДС № 15 г. Тулы»', 'воспитатель']);
    expect(profile.experience.map((e) => e.employer.value)).toContain('Авито');
  });
});

describe('dates said around the job', () => {
  it('reads «пришёл в марте 2020» as a start and «в июне–июле 2023» as a start and an end', () => {
    expect(findPeriod('Пришёл на склад в марте 2020 года.').start?.value).toBe('2020-03');
    expect(findPeriod('Отдыхал в марте 2020 года.').start).toBeNull();
    const summer = findPeriod('Летом, в июне–июле 2023, стажировался.');
    expect([summer.start?.value, summer.end?.value]).toEqual(['2023-06', '2023-07']);
  });

  it('ends an earlier job when the later one began, and a past job its length after its start', async () => {
    const profile = await profileOf(
      'С мая 2021 года работаю технологом в пекарне «Колосок». До этого с 2017 года проработала кондитером в «Хлебном дворе».',
      'Начинал в 2012 году монтажником в «Альтаире», за четыре года дорос до прораба.',
    );
    const byName = Object.fromEntries(profile.experience.map((e) => [e.employer.value, e]));
    expect(byName['Хлебный двор']).toMatchObject({ role: { value: 'кондитер' }, start: { value: '2017-01' }, end: { value: '2021-04' } });
    expect(byName['Альтаир']).toMatchObject({ role: { value: 'прораб' }, start: { value: '2012-01' }, end: { value: '2016-01' } });
  });

  it('reads the work clause of a sentence that also speaks of study, and an internship by its verb', async () => {
    const profile = await profileOf(
      'Я на 3 курсе бакалавриата, и с сентября 2025 работаю младшим аналитиком в АО «Терра».',
      'А в июне–июле 2024 стажировался в отделе продаж компании «Вектор-Плюс».',
      'На стажировке собрал отчёт по оттоку, он стал готов за 5 минут вместо часа.',
    );
    const byName = Object.fromEntries(profile.experience.map((e) => [e.employer.value, e]));
    expect(byName['АО «Терра»']).toMatchObject({ role: { value: 'младший аналитик' }, start: { value: '2025-09' } });
    expect(byName['Вектор-Плюс']).toMatchObject({ role: { value: 'Стажёр' }, start: { value: '2024-06' }, end: { value: '2024-07' } });
    const internship = profile.experience.find((e) => e.employer.value === 'Вектор-Плюс');
    expect(internship?.achievements.map((a) => a.text).join(' ')).toMatch(/5 минут/u);
  });
});

describe('what a job is, and which job a result belongs to', () => {
  it('makes no entry of a client, a program or a place named without a role or a date', async () => {
    const profile = await extractProfile({
      answers: [
        { question_id: 'q1', text: 'С мая 2021 года работаю технологом в пекарне «Колосок».' },
        { question_id: 'q2', text: 'Для «Чайной лавки» испекли 200 тортов. Брак снизился с 5% до 1%.' },
        { question_id: 'q3', text: 'Работаю в Айко и Меркурии, веду техкарты.' },
      ],
      hhResume: null,
      today: '2026-11-01',
      questions: [
        { id: 'q1', topic: 'experience' },
        { id: 'q2', topic: 'results' },
        { id: 'q3', topic: 'skills' },
      ],
    });
    expect(profile.experience.map((e) => e.employer.value)).toEqual(['Колосок']);
    expect(profile.experience[0]!.achievements).toHaveLength(2);
  });

  it('gives a result said with the town of an earlier job to that job', async () => {
    const profile = await profileOf(
      'С 2020 года работаю фельдшером в «Скорой помощи № 1». До этого три года была медсестрой в Ишиме, в больнице № 4.',
      'На подстанции сократила время передачи пациента с 20 до 12 минут. А в Ишиме наладила учёт, и ошибок стало в 3 раза меньше.',
    );
    const byName = Object.fromEntries(profile.experience.map((e) => [e.employer.value, e.achievements.map((a) => a.text).join(' ')]));
    expect(byName['Больница № 4']).toMatch(/в 3 раза/u);
    expect(byName['Скорая помощь № 1'] ?? byName['Скорой помощи № 1']).toMatch(/12 минут/u);
  });

  it('takes an employer of the hh resume named as hh spells it, with no work verb', async () => {
    const profile = await extractProfile({
      answers: [
        { question_id: 'q1', text: 'Я в Quillby Studio с 2022, сначала junior designer, с 2024 — lead designer.' },
        { question_id: 'q2', text: 'Сократили время сборки макета с 5 дней до 2.' },
      ],
      hhResume: hhResumeWith([{ company: 'Quillby Studio', position: 'Junior Designer', start: '2022-02', end: null, description: null }]),
      today: '2026-11-01',
    });
    expect(profile.experience[0]).toMatchObject({ role: { value: 'lead designer' } });
    expect(profile.experience[0]!.achievements).toHaveLength(1);
  });

  it('reads a dictated sentence with no commas as two jobs, the earlier one the hh job named by its first word', async () => {
    const profile = await extractProfile({
      answers: [
        {
          question_id: 'q1',
          text: 'сейчас работаю в ооо кедр кладовщиком с марта 2022 года до этого был в сириусе это в резюме есть',
        },
      ],
      hhResume: hhResumeWith([{ company: 'ООО «Сириус-Трейд»', position: 'Грузчик', start: '2018-01', end: '2022-02', description: null }]),
      today: '2026-11-01',
    });
    expect(profile.experience.map((e) => [e.employer.value, e.role.value, e.start.value])).toEqual([
      ['ООО «Кедр»', 'кладовщик', '2022-03'],
      ['ООО «Сириус-Трейд»', 'Грузчик', '2018-01'],
    ]);
  });

  it('takes no hh job for an institution noun its name starts with', async () => {
    const profile = await extractProfile({
      answers: [{ question_id: 'q1', text: 'Сейчас работаю в банке «Точка» аналитиком с 2023 года.' }],
      hhResume: hhResumeWith([{ company: 'Банк «Открытие»', position: 'Кассир', start: '2019-01', end: '2022-12', description: null }]),
      today: '2026-11-01',
    });
    expect(profile.experience.map((e) => [e.employer.value, e.role.value])).toEqual([
      ['Точка', 'аналитик'],
      ['Банк «Открытие»', 'Кассир'],
    ]);
  });

  it('takes a brand typed in lower case after a work verb only when the dictionary knows it as one, or not at all', () => {
    expect(names('работаю в ржд проводником с 2020')).toEqual(['РЖД']);
    expect(names('работала в ашане продавцом')).toEqual(['Ашан']);
    expect(names('работаю в школе учителем')).toEqual([]);
    expect(names('был в отпуске два месяца')).toEqual([]);
  });

  it('mends a letter typed twice even where the dictionary reads the word as the right one stuttered', () => {
    expect(correctTypo('колличество')).toBe('количество');
    expect(correctTypo('программмист')).toBe('программист');
    expect(correctTyposWider('выросло колличество заказов')).toBe('выросло количество заказов');
  });

  it('corrects a typo only into a word of the same grammar', () => {
    expect(correctTypo('копирайтер')).toBeNull();
    expect(correctTypo('электромантером')).toBe('электромонтером');
  });
});

describe('a side job as self-employed', () => {
  const profileOf = (text: string) =>
    extractProfile({
      answers: [{ question_id: 'q1', text }],
      hhResume: { title: 'Бухгалтер', area: null, skills: [], about: null, experience: [], total_experience_months: 0, salary: null },
      today: '2026-11-01',
    });

  it('names the entry by the seeker’s word in its gender, never by a client or a platform', async () => {
    const man = await profileOf('С 2019 года бухгалтер в ООО «Итиль». Кроме того, с 2023 самозанятый: веду учёт для кофеен «Бодрое утро».');
    expect(man.experience.map((e) => e.employer.value)).toEqual(['ООО «Итиль»', 'Фриланс (самозанятый)']);
    const editor = await profileOf('С 2019 года бухгалтер в ООО «Итиль». Параллельно с 2023 самозанятый: верстаю сайты для Telegram-магазинов.');
    expect(editor.experience.map((e) => e.employer.value)).toEqual(['ООО «Итиль»', 'Фриланс (самозанятый)']);
    const woman = await profileOf('С 2019 года работала бухгалтером в ООО «Итиль». Ещё с 2023 самозанятая, сдаю отчётность через Контур.Эльбу.');
    expect(woman.experience.map((e) => e.employer.value)).toContain('Фриланс (самозанятая)');
    expect(woman.experience.map((e) => e.employer.value)).not.toContain('Контур.Эльба');
  });

  it('takes the feminine from how the seeker writes of herself', () => {
    expect(findSelfEmployment('С 2021 оформлена как самозанятый переводчик.', true)?.value).toBe('Фриланс (самозанятый)');
    expect(findSelfEmployment('Я на самозанятости с 2021.', true)?.value).toBe('Фриланс (самозанятая)');
    expect(findSelfEmployment('Я на самозанятости с 2021.')?.value).toBe('Фриланс (самозанятый)');
  });
});

describe('a legal form typed in lower case', () => {
  it('takes the unquoted lower-case name after it, and never the form alone', () => {
    expect(names('с 2020 года в ооо теплосервис, слесарь')).toEqual(['ООО «Теплосервис»']);
    expect(names('последние два года — зао балтийский берег, водитель')).toEqual(['ЗАО «Балтийский Берег»']);
    expect(names('в ооо работаю давно, в ао тоже был')).toEqual([]);
  });
});

describe('answers shaped like a form, and landmarks', () => {
  it('reads the employer from its own field, up to the unit after the comma, and the period from the next line', async () => {
    const profile = await profileOf(
      'Должность: главный специалист.\nОрганизация: Комитет по тарифам Курской области, отдел регулирования.\nПериод: 03.2020 — по настоящее время.\nРанее: кассир в магазине у ИП Силантьевой (2015–2020).',
    );
    expect(profile.experience.map((e) => [e.employer.value, e.role.value, e.start.value, e.current.value])).toEqual([
      ['Комитет по тарифам Курской области', 'Главный специалист', '2020-03', true],
      ['ИП Силантьева', 'кассир', '2015-01', false],
    ]);
  });

  it('takes no employer from «у» and a landmark, and no job from the years an archive spans', async () => {
    expect(names('Провела 300 выездных регистраций, в том числе у Кремля и у Вечного огня.')).toEqual([]);
    const profile = await profileOf('Работаю архивистом в ГКУ «Архив Курской области» с 2018.', 'Оцифровала записи 1950–1970 гг. у Кремля — 20 тыс. листов.');
    expect(profile.experience.map((e) => e.employer.value)).toEqual(['ГКУ «Архив Курской области»']);
  });
});

describe('certificates with Latin names, and an hh employer by its short form', () => {
  it('takes a passed Latin-named programme and a certificate by its issuer as courses, never as results', async () => {
    const profile = await profileOf(
      'С 2020 года работаю аналитиком в ООО «Вектор».',
      'Сократила время отчёта с 5 дней до 2.',
      'SQL, Tableau.',
      'МГУ, 2016. CSPO от Scrum.org — 2022. В 2024 прошла Google Data Analytics Professional, онлайн.',
    );
    expect(profile.education.filter((e) => e.course === true).map((e) => [e.institution.value, e.year.value])).toEqual([
      ['Scrum.org', 2022],
      ['Google Data Analytics Professional', 2024],
    ]);
    expect(profile.experience[0]!.achievements.map((a) => a.text).join(' ')).not.toMatch(/Google|Scrum/u);
  });

  it('reads a short form of an hh employer («в Сбере» for «Сбербанк») as that employer, not a second job', async () => {
    const hh = hhResumeWith([{ company: 'ООО «Техномаркет»', position: 'Оператор', start: '2015-08', end: '2017-02', description: null }]);
    const profile = await extractProfile({
      answers: [{ question_id: 'q1', text: 'Сейчас аналитик в ООО «Вектор» с 2021. А раньше полтора года был в Техно на кассе.' }],
      hhResume: hh,
      today: '2026-11-01',
    });
    expect(profile.experience.map((e) => e.employer.value)).toEqual(['ООО «Вектор»', 'ООО «Техномаркет»']);
  });
});

describe('titles said in full and titles that changed inside one job', () => {
  it('keeps with whom «работа с …» is in the title', async () => {
    const profile = await profileOf('С мая 2020 перешёл в ООО «Вега», специалистом по работе с ключевыми клиентами — там и сейчас.');
    expect(profile.experience[0]?.role.value).toBe('специалист по работе с ключевыми клиентами');
  });

  it('takes the later title said with a two-digit year or after «в должности»', async () => {
    const steward = await profileOf('Кассир в «Гипермаркете Лось» (АО), с 03.2019 — сначала кассиром, с весны 22-го старший кассир.');
    expect(steward.experience[0]?.role.value).toMatch(/^[Сс]тарший кассир$/u);
    const officer = await profileOf(
      'Служу в ГКУ «Центр занятости» с марта 2017 года: до мая 2021 года — в должности инспектора, с мая 2021 года по настоящее время — в должности ведущего инспектора.',
    );
    expect(officer.experience[0]?.role.value).toMatch(/^[Вв]едущий инспектор$/u);
  });
});

describe('a job told in chat bursts, and a legal form in brackets after a kind of place', () => {
  it('reads lines that only say where, what form or since when as one sentence with the line before', async () => {
    const profile = await profileOf('добрый день\nработаю сиделкой\nв пансионате для взрослых «Светлый путь»\nэто АО\nс весны 2023, с апреля\nграфик 2/2');
    expect(profile.experience.map((e) => [e.employer.value, e.role.value, e.start.value, e.current.value])).toEqual([
      ['АО «Светлый путь»', 'сиделка', '2023-04', true],
    ]);
  });

  it('keeps a line that opens another job with its dates a sentence of its own', async () => {
    const profile = await profileOf('Кладовщик в ООО «Вега»\nс марта 2015 по 2019 — грузчик у ИП Петрова');
    const vega = profile.experience.find((e) => e.employer.value === 'ООО «Вега»');
    expect(vega?.start.value ?? null).toBeNull();
    expect(profile.experience.find((e) => e.employer.value === 'ИП Петров')?.start.value).toBe('2015-03');
  });

  it('puts the bracketed form before the place it names, also when said as «тогда …»', async () => {
    const profile = await profileOf(
      'С 2019 года работаю кочегаром в Вязниковском доме-интернате (ГБУСО). До этого с 2005 по 2018 был лесником в Гусевском лесничестве (тогда ФГУ).',
    );
    expect(profile.experience.map((e) => e.employer.value)).toEqual(['ГБУСО «Вязниковский дом-интернат»', 'ФГУ «Гусевское лесничество»']);
  });
});

describe('results said of one’s own work beside a staff job', () => {
  it('puts what follows «На себя:» under the self-employment, and the rest under the staff job', async () => {
    const profile = await profileOf(
      'Плиточник в ООО «Керамика-Сервис» с 2019. И с 2022 ещё работаю на себя, самозанятый, ванные под ключ по выходным.',
      'На работе: сократил бой плитки с 7% до 3%. На себя: за 3 года сделал 30 ванных, отзывы 4,9 на Авито.',
    );
    const under = (name: RegExp): string =>
      profile.experience
        .find((e) => name.test(e.employer.value ?? ''))
        ?.achievements.map((a) => a.text)
        .join(' ') ?? '';
    expect(under(/Керамика/u)).toMatch(/7%/u);
    expect(under(/Фриланс/u)).toMatch(/30 ванных/u);
    expect(under(/Керамика/u)).not.toMatch(/30 ванных/u);
  });
});

describe('a client’s relative, and a place named by part of a compound noun', () => {
  it('keeps a thank-you written by a client’s relative, and points «в интернате» at the «дом-интернат» job', async () => {
    const profile = await profileOf(
      'работаю медсестрой\nв хосписе «Надежда» это ООО\nс весны 2021\nдо этого сиделкой в Ковровском доме-интернате (ГБУСО), 2015-2021',
      'сын одного пациента написал благодарность главврачу\nв интернате в 2018 дали грамоту от департамента',
    );
    const under = (name: RegExp): string =>
      profile.experience
        .find((e) => name.test(e.employer.value ?? ''))
        ?.achievements.map((a) => a.text)
        .join(' ') ?? '';
    expect(under(/интернат/u)).toMatch(/грамот/u);
    expect(under(/Надежда/u)).not.toMatch(/грамот/u);
    expect(JSON.stringify(profile)).toMatch(/благодарность главврачу/u);
  });
});

describe('what is no result at all', () => {
  it('takes no result from a remark on the resume itself or from finding a kindergarten', async () => {
    const profile = await profileOf(
      'С 2020 года работаю кладовщиком в ООО «Опора».',
      'Резюме на hh не обновлял лет 5. Нашли садик, так что могу на полный день. Сократил пересорт с 3% до 1%.',
    );
    const all = [...profile.experience.flatMap((e) => e.achievements), ...profile.unattributedAchievements].map((a) => a.text).join(' | ');
    expect(all).toMatch(/3%/u);
    expect(all).not.toMatch(/Резюме|садик/u);
  });
});

describe('«ЧПУ» is a machine, not a school', () => {
  it('keeps a result about a CNC machine a result, and makes no school of it', async () => {
    const profile = await profileOf('АО «Станкомаш», цех №2. Фрезеровщик 4 р. С мая 2019.', 'Освоил ЧПУ Heidenhain, брак по корпусам снизил с 5% до 1%.');
    expect(profile.education).toEqual([]);
    expect(profile.experience[0]?.achievements.map((a) => a.text).join(' ')).toMatch(/5% до 1%/u);
  });
});

describe('titles the dictionary does not know as people, and titles said apart from the employer', () => {
  it('reads a trade noun by its suffix, and the title «по трудовой» said in another sentence', async () => {
    const adjuster = await profileOf('Начинала в 2017 году андеррайтером в ООО «Щит-Страх», там и работаю.');
    expect(adjuster.experience[0]?.role.value?.toLowerCase()).toBe('андеррайтер');
    const dev = await profileOf(
      'Кем работаю — смешной вопрос: по трудовой я «инженер-программист», а по факту архитектор. Короче: ООО «Кедр Софт», Java, с мая 2021, удалёнка.',
    );
    expect(dev.experience.map((e) => [e.employer.value, e.role.value])).toEqual([['ООО «Кедр Софт»', 'инженер-программист']]);
  });
});

describe('a brand and the sole proprietor behind it', () => {
  it('takes the legal entity named with a brand as the employer', async () => {
    const profile = await profileOf('Сейчас работаю аниматором в «Радуге» у ИП Сорокиной, с мая 2024 года.');
    expect(profile.experience.map((e) => e.employer.value)).toEqual(['ИП Сорокина']);
  });
});
