/**
 * Achievement bullets by clause structure, verb forms and number grammar, on sentences written for these tests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { longestCommonWordRun } from '../checks/text-metrics';
import { toBullets } from './bullets';
import { correctTypo, correctTypos, loadMorphology } from './morphology';
import { cardinalsInDigits, cardinalWordValues, findAchievementNumbers, timesInDigits } from './numbers';
import { splitSentences } from './sentences';
import { correctTyposWider, resolvedRelative, spelledAsSeeker, withoutPlaces } from './text-rules';

beforeAll(async () => {
  await loadMorphology();
});

describe('what is a result', () => {
  it('takes a perfective verb or a counted imperfective one, not a duty told in the past', () => {
    expect(toBullets('Развозила посылки по области.')).toEqual([]);
    expect(toBullets('Вёл 8 проектов одновременно.')).toEqual(['Вёл 8 проектов одновременно.']);
  });

  it('reads a past without «-л» («развёз», «принёс») as a done verb', () => {
    expect(toBullets('Развёз 500 заказов за месяц.')).toEqual(['Развёз 500 заказов за месяц.']);
  });

  it('takes a Latin name before the verb for its subject, not the seeker', () => {
    expect(toBullets('Переписал модуль оплаты, crash-free вырос до 99%.')).toEqual(['Переписал модуль оплаты: crash-free вырос до 99%.']);
  });

  it('takes no verb of working, becoming or being taken on, whatever its form', () => {
    expect(toBullets('Отработала два года администратором.')).toEqual([]);
    expect(toBullets('Стала старшим кассиром.')).toEqual([]);
    expect(toBullets('Оформлен как ИП.')).toEqual([]);
  });

  it('takes no words about the answers themselves, and no year after a result for a number', () => {
    expect(toBullets('Про результаты уже написала выше.')).toEqual([]);
    expect(toBullets('Запустил склад, с 2023 года старший кладовщик.')).toEqual(['Запустил склад.']);
  });

  it('reads «X … нет» said without a comma after a verb as an outcome of its own', () => {
    expect(toBullets('отгрузил 300 заказов претензий от клиентов нет')).toEqual(['Отгрузил 300 заказов.', 'Претензий от клиентов нет.']);
  });
});

describe('the words of a bullet', () => {
  it('drops a hedge typed with a space instead of a hyphen', () => {
    expect(toBullets('Выручка выросла где то на 15%.')).toEqual(['Выручка выросла на 15%.']);
  });

  it('says «в 3 раза короче» as the change it is, since «короче» is also a filler word', () => {
    const [bullet] = toBullets('Очередь у окна выдачи стала в 3 раза короче.');
    expect(bullet).toBe('Очередь у окна выдачи сократилась в 3 раза.');
  });

  it('keeps «плюс» before a number as its sign, with the noun phrase said before it', () => {
    expect(toBullets('Продажи отдела — плюс 18% к прошлому году.')).toEqual(['Продажи отдела: плюс 18% к прошлому году.']);
  });

  it('keeps the period a count is over, said last', () => {
    expect(toBullets('За год провела больше 250 консультаций.')).toEqual(['Провела больше 250 консультаций за год.']);
  });

  it('writes a factor said in words in digits', () => {
    expect(timesInDigits('жалобы упали вдвое, сборка втрое быстрее')).toBe('жалобы упали в 2 раза, сборка в 3 раза быстрее');
    expect(toBullets('Обращения в сервис упали вдвое.')).toEqual(['Обращения в сервис упали в 2 раза.']);
  });

  it('drops «со мной» and «с нами»: the seeker is the one the resume is about', () => {
    expect(toBullets('Ученик за два года со мной поднял рейтинг на 300 пунктов.')[0]).not.toMatch(/со мной/u);
    expect(toBullets('Вместе с нами бригада сдала объект на месяц раньше.')).toEqual(['Бригада сдала объект на месяц раньше.']);
  });

  it('keeps «под моим руководством» whole while dropping other pronouns', () => {
    expect(toBullets('Отдел под моим руководством выполнил план на 130%.').join(' ')).toMatch(/под моим руководством/u);
  });

  it('splits a sentence typed without a capital after its full stop', () => {
    expect(toBullets('Перевёл склад на WMS. еще обучил 5 кладовщиков')).toEqual(['Перевёл склад на WMS.', 'Обучил 5 кладовщиков.']);
  });
});

describe('places named in passing', () => {
  it('drops streets, districts and towns by grammar and the dictionary, and keeps tools and quoted names', () => {
    expect(withoutPlaces('смонтировал 40 камер на Заречной и Лесной')).toBe('смонтировал 40 камер');
    expect(withoutPlaces('открыли 2 пункта выдачи на Садовой и в Коломне')).toBe('открыли 2 пункта выдачи');
    expect(withoutPlaces('снизил брак в Казани на 7%')).toBe('снизил брак на 7%');
    expect(withoutPlaces('подняли продажи в Ленинском районе')).toBe('подняли продажи');
    expect(withoutPlaces('открыл 3 точки в Новосибирске и Бердске')).toBe('открыл 3 точки');
    expect(withoutPlaces('продал 40 квартир в Ленинском и Кировском районах')).toBe('продал 40 квартир');
    expect(withoutPlaces('развёз 500 заказов по Уралмашу и Эльмашу')).toBe('развёз 500 заказов');
    expect(withoutPlaces('перевёл сервис на Python')).toBe('перевёл сервис на Python');
    expect(withoutPlaces('запустили продажи в «Ромашке»')).toBe('запустили продажи в «Ромашке»');
  });
});

describe('clauses said with the clause before', () => {
  it('gives a relative clause its antecedent, or drops a relative link', () => {
    expect(resolvedRelative('которая за полгода сбросила 12 кг', 'Вела клиентку')).toBe('клиентка за полгода сбросила 12 кг');
    expect(toBullets('Вела клиентку, которая за полгода сбросила 12 кг.')).toEqual(['Клиентка за полгода сбросила 12 кг.']);
    expect(toBullets('Ввела программу наставничества, по итогам которой текучка снизилась с 30% до 12%.')).toEqual([
      'Ввела программу наставничества: текучка снизилась с 30% до 12%.',
    ]);
  });

  it('gives a verb after «и» the subject of the verb before it', () => {
    expect(toBullets('Команда сдала проект на неделю раньше и получила премию.')).toEqual([
      'Команда сдала проект на неделю раньше.',
      'Команда получила премию.',
    ]);
  });

  it('says a measured outcome with the action before it, without copying a long run', () => {
    const answer = 'Переставил стеллажи в зоне приёмки — время разгрузки сократилось с 50 до 30 минут.';
    const bullets = toBullets(answer);
    expect(bullets).toHaveLength(1);
    expect(bullets[0]).toMatch(/^Переставил стеллажи в зоне приёмки: .*30 минут\.$/u);
    expect(longestCommonWordRun(bullets[0]!, [answer]).length).toBeLessThan(8);
    expect(toBullets('Переписал отчёт по остаткам: он теперь строится за 5 минут вместо часа.')).toEqual([
      'Переписал отчёт по остаткам: строится за 5 минут вместо часа.',
    ]);
  });
});

describe('a long clause said in another order', () => {
  it('moves the phrase after a leading verb to the end, and a phrase chain with the phrase it hangs on', () => {
    expect(toBullets('Сэкономил компании около 2 млн рублей в год за счёт пересмотра договоров с поставщиками.')).toEqual([
      'Сэкономил за счёт пересмотра договоров с поставщиками компании около 2 млн ₽ в год.',
    ]);
    expect(toBullets('Предложил на планёрке новый график дежурств для всей смены техников.')).toEqual([
      'Предложил новый график дежурств для всей смены техников на планёрке.',
    ]);
    expect(toBullets('Конверсия рассылки держится на 12% при среднем по отрасли около 5.')).toEqual([
      'При среднем по отрасли около 5 конверсия рассылки держится на 12%.',
    ]);
  });

  it('moves a long trailing phrase to the front, and opening place and period phrases to the end', () => {
    const trailing = 'Наш цех занял 2 место на городском конкурсе мастеров сварочного дела.';
    const [moved] = toBullets(trailing);
    expect(moved).toMatch(/^На городском конкурсе мастеров сварочного дела/u);
    expect(longestCommonWordRun(moved!, [trailing]).length).toBeLessThanOrEqual(7);
    const leading = 'В депо за прошлый сезон поломки трамваев снизили на 17% после смены графика.';
    const [peeled] = toBullets(leading);
    expect(peeled).toMatch(/17%/u);
    expect(peeled).toMatch(/в депо за прошлый сезон/u);
    expect(longestCommonWordRun(peeled!, [leading]).length).toBeLessThanOrEqual(7);
  });

  it('says the last two phrases the other way round when that alone breaks a long copied run', () => {
    const sentence = 'Занял третье место на краевом конкурсе сварщиков в номинации «Сварка труб».';
    const [bullet] = toBullets(sentence);
    expect(bullet).toBe('Занял третье место в номинации «Сварка труб» на краевом конкурсе сварщиков.');
    expect(longestCommonWordRun(bullet!, [sentence]).length).toBeLessThanOrEqual(7);
  });

  it('drops the first name of a seeker who writes of themselves in the third person', () => {
    expect(toBullets('Марина подняла продажи отдела на 18% за полгода.')).toEqual(['Подняла продажи отдела на 18% за полгода.']);
  });

  it('keeps «не» with its verb', () => {
    expect(toBullets('Ни одна поставка потом не сорвалась.')).toEqual(['Ни одна поставка не сорвалась.']);
  });
});

describe('slang, dialect and vowel typos', () => {
  it('drops a short particle no dictionary knows, but keeps a short name after a preposition and a consonant abbreviation', () => {
    expect(toBullets('Чё, наладил учёт инструмента, потерь стало вдвое меньше.')[0]).toMatch(/^Наладил учёт инструмента/u);
    expect(toBullets('Ще сделал сам стенд для проверки насосов.')).toEqual(['Сделал стенд для проверки насосов.']);
    expect(toBullets('Перевёл оплату поставщикам в сбер, сэкономил 9% на комиссиях.').join(' ')).toMatch(/в сбер/u);
    expect(toBullets('Внедрил тсд на приёмке, ошибки упали на 40%.').join(' ')).toMatch(/тсд/u);
  });

  it('writes a vowel typo as the one known word it stands for, and never turns a noun after a preposition into a verb', () => {
    expect(correctTyposWider('сдал проэкт раньше срока')).toBe('сдал проект раньше срока');
    expect(correctTyposWider('обучил сатрудников склада')).toBe('обучил сотрудников склада');
    expect(correctTyposWider('перевёл счета в сбер')).toBe('перевёл счета в сбер');
  });
});

describe('typos', () => {
  it('restores a doubled consonant the dictionary knows, and leaves capitalised names alone', () => {
    expect(correctTyposWider('монтаж инсталяций и програмирование')).toBe('монтаж инсталляций и программирование');
    expect(correctTyposWider('Битрикс и Тилда')).toBe('Битрикс и Тилда');
  });

  it('keeps jargon and slang the dictionary lacks as written rather than turning it into an unrelated word', () => {
    // Each was «corrected» before: «мерчи» → «мечи», «флаеров» → «флеров», «ботоксом» → «батоксом», «мемов» → «мимов».
    expect(correctTypos('раздавал флаеров больше всех и продавал мерчи')).toBe('раздавал флаеров больше всех и продавал мерчи');
    expect(correctTypos('колю ботоксом и делаю рилсы про мемов')).toBe('колю ботоксом и делаю рилсы про мемов');
    expect(correctTypo('кринж')).toBeNull();
  });

  it('still corrects a by-ear vowel in a long word, a doubled consonant, and one letter too many in a long word', () => {
    expect(correctTypo('менеджира')).toBe('менеджера');
    expect(correctTypo('сатрудниками')).toBe('сотрудниками');
    // «поврежденого» is no stuttered «повреждено»: the doubled «н» is the fix.
    expect(correctTyposWider('ни одного поврежденого ящика')).toBe('ни одного поврежденного ящика');
    expect(correctTypo('оптимизаировал')).toBe('оптимизировал');
  });

  it('writes a word as the seeker spelt it elsewhere in the answers', () => {
    expect(spelledAsSeeker('Класические стрижки', ['делаю класические стрижки', 'клиенты любят классических мастеров'])).toBe('Классические стрижки');
  });
});

describe('chatty and dictated answers', () => {
  it('ends a sentence at an emoji before a capital, and prints no emoji', () => {
    const text = 'Рада!! 🎉 Мой торт для фестиваля взял 1 место на ярмарке «Сладкий Урал — 2023» 🥳 А ещё я завела страницу магазина 💪';
    expect(splitSentences(text).map((s) => s.text)).toEqual([
      'Рада!!',
      'Мой торт для фестиваля взял 1 место на ярмарке «Сладкий Урал — 2023»',
      'А ещё я завела страницу магазина 💪',
    ]);
    expect(toBullets('Я завела страницу магазина и заказы за квартал выросли на 15% 💪)))').join(' ')).not.toMatch(/[💪)]/u);
  });

  it('writes a cardinal of ten or more in digits, and reads it as the number it is', () => {
    expect(cardinalsInDigits('за лето покрасил тридцать восемь домов и сто сорок окон')).toBe('за лето покрасил 38 домов и 140 окон');
    // A lone unit and an ordinal stay as said.
    expect(cardinalsInDigits('три бригады в двадцать первом году')).toBe('три бригады в двадцать первом году');
    const [n] = findAchievementNumbers('за лето покрасил тридцать восемь домов', 10);
    expect(n).toMatchObject({ value: 38, raw: 'тридцать восемь', span: [27, 42] });
    expect(cardinalWordValues('покрасил тридцать восемь домов')).toEqual([38]);
  });

  it('parts a dictated sentence at «а ещё», at « и » before a period and its verb, and at a relative or consequence link', () => {
    expect(toBullets('за лето покрасил тридцать восемь домов и ни одной жалобы от хозяев а ещё я первым в артели освоил покраску краскопультом')).toEqual([
      'Покрасил за лето 38 домов и ни одной жалобы от хозяев.',
      'Первым в артели освоил покраску краскопультом.',
    ]);
    expect(toBullets('ускорил сборку заказов с 12 до 7 минут и за 2023 год обучил 6 комплектовщиков')).toEqual([
      'Ускорил сборку заказов 12 → 7 минут.',
      'Обучил 6 комплектовщиков за 2023 год.',
    ]);
    expect(toBullets('перевёл бухгалтерию на электронный документооборот благодаря чему ошибки в актах снизились на 60%')).toEqual([
      'Перевёл бухгалтерию на электронный документооборот: ошибки в актах снизились на 60%.',
    ]);
  });

  it('never moves a number to the other verb of a clause', () => {
    const bullets = toBullets('А ещё я завела страницу магазина в соцсетях и за квартал заказы выросли на 15%').join(' ');
    expect(bullets).not.toMatch(/Завела на 15%/u);
    expect(bullets).toMatch(/заказы выросли на 15%/u);
    expect(toBullets('Наладил приёмку товара на складе отчего ошибки в накладных снизились с 9 до 2 в месяц').join(' ')).not.toMatch(/Наладил в месяц/u);
  });

  it('keeps a result said after «а ещё» apart from the action before it', () => {
    const bullets = toBullets('за год выявил 9 нарушений и ещё по обрезке выживаемость саженцев на моём участке 85 процентов это выше среднего');
    expect(bullets[0]).toBe('Выявил 9 нарушений за год.');
    expect(bullets[1]).toMatch(/^По обрезке выживаемость саженцев на участке 85%/u);
  });

  it('keeps the subject of a transitive verb before it, whatever its case reading', () => {
    expect(toBullets('Мой торт для фестиваля взял 1 место на ярмарке «Сладкий Урал — 2023»')[0]).not.toMatch(/^Взял торт/u);
  });

  it('reads a noun before the verb as its subject when the verb has a direct object after it', () => {
    expect(toBullets('Наш хор взял 2 место на фестивале «Голоса Сибири — 2022»')[0]).not.toMatch(/^Взял хор/u);
  });

  it('leaves out «…, который я переделал»: the relative word is the object of the seeker; «ТО» is no particle', () => {
    const bullets = toBullets('Простои сократили на 20% за счёт регламента ТО, который я переписал.');
    expect(bullets).toHaveLength(1);
    expect(bullets[0]).toMatch(/20% за счёт регламента ТО/u);
  });

  it('takes the antecedent that agrees with «которая», not the last noun', () => {
    expect(resolvedRelative('которая сократила простои на 25%', 'внедрил новую систему учёта запчастей')).toBe('система сократила простои на 25%');
  });

  it('drops a place a dictated answer writes in lower case, and «по всей …»', () => {
    expect(withoutPlaces('кладём плитку по всей Карелии и на дачах')).toBe('кладём плитку и на дачах');
    expect(withoutPlaces('сдал 3 объекта в москве')).toBe('сдал 3 объекта');
    expect(withoutPlaces('работал на складе в цехе')).toBe('работал на складе в цехе');
  });
});

describe('what a bullet must not say', () => {
  it('takes no compound noun the dictionary lacks for a done verb, and no program name «в 1С» for a rate', () => {
    expect(toBullets('газоблок пеноблок сайдинг профнастил кровля монтаж водостоков')).toEqual([]);
    expect(toBullets('Веду приходные накладные и акты в 1С:Бухгалтерия.')).toEqual([]);
    expect(toBullets('Закрываю по 40 заявок за смену.')).toEqual(['Закрываю по 40 заявок за смену.']);
  });

  it('parts «… все дела переданы …» said without a comma after a done verb', () => {
    expect(toBullets('за сезон нашёл 11 самовольных построек все акты направлены в администрацию')).toEqual([
      'Нашёл 11 самовольных построек за сезон.',
      'Все акты направлены в администрацию.',
    ]);
  });

  it('leaves out a relative clause whose relative word is the object of a subject of its own', () => {
    expect(toBullets('Нашла 12 ошибочных счетов — это 3 млн рублей, которые клиент не переплатил.').join(' ')).not.toMatch(/Рубли|клиент не переплатил/u);
  });

  it('says the size of the team one works in as no result, nor joins it to the result before it', () => {
    expect(toBullets('Заняла первое место на конкурсе кассиров, в смене нас 8 человек.')).toEqual(['Заняла первое место на конкурсе кассиров.']);
  });

  it('keeps a headcount that measures an action with it', () => {
    expect(toBullets('запустил утренние пробежки, через 2 месяца на них ходило 30 человек')).toEqual([
      'Запустил утренние пробежки: на них ходило 30 человек через 2 месяца.',
    ]);
  });

  it('says a short qualifier with the result before it', () => {
    expect(toBullets('Время смены формы сократилось с 50 до 30 минут, без потери качества.')).toEqual([
      'Время смены формы сократилось 50 → 30 минут без потери качества.',
    ]);
  });

  it('says a comparison after a number with a comma, not with a spoken «это»', () => {
    expect(toBullets('план выполнила на 112% это лучше всех в регионе')).toEqual(['Выполнила план на 112%, лучше всех в регионе.']);
  });

  it('takes a share of revenue for a result', () => {
    expect(toBullets('Теперь доставка приносит где-то 25% выручки магазина.')).toEqual(['Доставка приносит 25% выручки магазина.']);
  });

  it('says two objects of a leading verb the other way round when that alone breaks a long copied run', () => {
    const said = 'Внедрила журналы на каждый вид оборудования и единое время проверки';
    const [bullet] = toBullets(said);
    expect(bullet).toBe('Внедрила единое время проверки и журналы на каждый вид оборудования.');
    expect(longestCommonWordRun(bullet!, [said]).length).toBeLessThanOrEqual(7);
  });
});

describe('the outcome of what the seeker does', () => {
  it('takes a count said after «поэтому / так что» for the outcome of the action before it', () => {
    expect(toBullets('Трактор ремонтирую сам, поэтому простоев за сезон было всего 2 дня.')).toEqual(['Ремонтирую трактор сам: простоев за сезон — 2 дня.']);
    expect(toBullets('Склад проверяю сама, так что недостача за год была 0,2%.')).toEqual(['Проверяю склад сама: недостача за год — 0,2%.']);
  });

  it('takes people said by a collective numeral who now do something for the outcome of teaching them', () => {
    expect(toBullets('Новых кассиров обучаю, четверо уже сами закрывают смену.')).toEqual(['Обучаю новых кассиров: четверо сами закрывают смену.']);
    expect(toBullets('Пятерых учеников подготовила к олимпиаде, двое стали призёрами.')).toEqual([
      'Подготовила пятерых учеников к олимпиаде: двое стали призёрами.',
    ]);
  });

  it('does not take the size of a team or a count with no action before it', () => {
    expect(toBullets('Работаю на кассе, в смене нас трое.')).toEqual([]);
    expect(toBullets('Поэтому в отделе было 5 человек.')).toEqual([]);
  });

  it('reads a collective numeral as a count of people', () => {
    expect(findAchievementNumbers('трое стали мастерами').map((n) => [n.value, n.unit])).toEqual([[3, 'people']]);
  });

  it('keeps «сам» that says «on one’s own», drops it after «я»', () => {
    expect(toBullets('Я сам собрал стенд за 3 дня.')).toEqual(['Собрал стенд за 3 дня.']);
  });

  it('keeps the seeker’s «ё»', () => {
    expect(correctTyposWider('учу стажёров')).toBe('учу стажёров');
  });
});

describe('what is no achievement line', () => {
  it('drops the seeker being put into a role: that is role history, said by the title and dates', () => {
    expect(toBullets('Начинала продавцом, а с 2021-го меня поставили старшей смены.')).toEqual([]);
    expect(toBullets('В 2022 году назначена заведующей отделением.')).toEqual([]);
    expect(toBullets('Через год меня повысили до старшего кассира.')).toEqual([]);
  });

  it('keeps a duty over an area given beside the job', () => {
    expect(toBullets('Меня назначили ответственным за пожарную безопасность цеха.', 20, { gender: 'masc' })).toEqual([
      'Назначен ответственным за пожарную безопасность цеха.',
    ]);
    expect(toBullets('Меня сделали старшей по приёмке товара.', 20, { gender: 'femn' }).length).toBe(1);
  });

  it('keeps an award said with the same verbs', () => {
    expect(toBullets('Меня выбрали лучшим продавцом месяца.')).toEqual(['Выбрали лучшим продавцом месяца.']);
  });

  it('takes no unknown word for a participle by its ending alone', () => {
    expect(toBullets('Сначала оператор, с 2020-го — тимлид саппорта.')).toEqual([]);
  });
});

describe('word order of a period', () => {
  it('puts a period said first after the first of two negated parts, not a phrase of the second in front', () => {
    expect(toBullets('За всё время работы ни одной жалобы и ни одного возврата по браку.')).toEqual([
      'Ни одной жалобы за всё время работы и ни одного возврата по браку.',
    ]);
    expect(toBullets('За всё время ни одной аварии.')).toEqual(['Ни одной аварии за всё время.']);
  });
});

describe('a unit abbreviation at a sentence end', () => {
  it('ends the sentence after a number and its unit when a capital follows, so the next job’s sentence is its own', () => {
    expect(splitSentences('Замес сократил с 3 до 1,5 ч. На прежней работе вёл учёт сырья.').map((s) => s.text)).toEqual([
      'Замес сократил с 3 до 1,5 ч.',
      'На прежней работе вёл учёт сырья.',
    ]);
    expect(splitSentences('Выручка выросла до 800 тыс. руб. в месяц.').map((s) => s.text)).toEqual(['Выручка выросла до 800 тыс. руб. в месяц.']);
  });
});

describe('a change said without its verb after «, а …»', () => {
  it('takes the metric said before the dash as its object, and counts no ordinal in it', () => {
    expect(toBullets('Открыл второй цех: выручка выросла на 30%, а доля возвратов 2-го сорта — с 5% до 2%.')).toEqual([
      'Открыл второй цех: выручка выросла на 30%.',
      'Доля возвратов 2-го сорта: 5% → 2%.',
    ]);
    expect(findAchievementNumbers('к 3-му кварталу')).toEqual([]);
  });

  it('keeps a short word the word before it counts', () => {
    expect(toBullets('Убрали половину фич из релиза, и сборка ускорилась на 40%.')[0]).toMatch(/половину фич/u);
  });
});

describe('figures said against a benchmark or counted further', () => {
  it('takes an average of one’s work for a result and says the benchmark after it in brackets', () => {
    expect(toBullets('Средний чек у меня 2400 рублей, по сети примерно 1900.')).toEqual(['Средний чек 2400 рублей (по сети примерно 1900).']);
  });

  it('says what a count after the dash names with the count', () => {
    expect(toBullets('За смену собрал 40 заказов, из них 12 — срочные.')).toEqual(['Собрал 40 заказов за смену: из них 12 — срочные.']);
  });
});

describe('a figure said after a dash, then an outcome', () => {
  it('keeps the figure after the dash when an outcome of the same action follows', () => {
    const [bullet] = toBullets('Сети химчисток переписал учёт заказов — оформление с 12 до 3 минут, повторные визиты выросли на 15%.');
    expect(bullet).toMatch(/12 → 3 минут/u);
    expect(bullet).toMatch(/15%/u);
  });
});

describe('life, not work', () => {
  it('makes no line of what the seeker’s family does or of a break from work', () => {
    expect(toBullets('Дочка пошла в школу, и я вышла на работу.')).toEqual([]);
    expect(toBullets('Потом ушла в декрет на два года.')).toEqual([]);
    expect(toBullets('После армии взял академ.')).toEqual([]);
  });

  it('still takes what a pupil or a client did', () => {
    expect(toBullets('Моя ученица выиграла олимпиаду.')).toEqual(['Ученица выиграла олимпиаду.']);
  });
});

describe('no scraps and no story lines', () => {
  it('joins no lone «это» to the line before', () => {
    expect(toBullets('Я перестроила график смен, и переработки упали на 30%, но это, честно говоря, заслуга всей команды.')).toEqual([
      'Перестроила график смен: переработки упали на 30%.',
    ]);
  });

  it('makes no line of a decision to move, of getting a job, or of growing into a role', () => {
    expect(toBullets('Решил уйти в логистику.')).toEqual([]);
    expect(toBullets('Попала после колледжа сразу туда.')).toEqual([]);
    expect(toBullets('Дорос до старшего мастера за три года.')).toEqual([]);
    expect(toBullets('Дорос до 30 клиентов в месяц.')).toEqual(['Дорос до 30 клиентов в месяц.']);
    expect(toBullets('Наш магазин попал в топ-5 сети по выручке.')).toEqual(['Магазин попал в топ-5 сети по выручке.']);
  });
});
