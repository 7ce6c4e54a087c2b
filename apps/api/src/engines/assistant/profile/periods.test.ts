import { beforeAll, describe, expect, it } from 'vitest';
import { extractProfile } from './extract-profile';
import { loadMorphology } from './morphology';
import { findPeriod, writtenOn, datesInTwoClauses } from './periods';

const TODAY = '2026-11-26';
const start = (text: string) => findPeriod(text, TODAY).start?.value ?? null;

describe('periods: years said by two digits', () => {
  it('reads «ноября 21 года» as a month of 2021, not a length of 21 years', () => {
    const period = findPeriod('работаю диспетчером в таксопарке с ноября 21 года', TODAY);
    expect(period.start?.value).toBe('2021-11');
    expect(period.duration).toBeNull();
  });

  it('reads «с 19-го года» and «по март 05 г.» as years, one of the last century when later than today', () => {
    expect(start('с 19-го года тружусь в депо')).toBe('2019-01');
    expect(findPeriod('с марта 98 г. по май 05 г.', TODAY)).toMatchObject({ start: { value: '1998-03' }, end: { value: '2005-05' } });
  });

  it('leaves two digits with no month and no «-го» a length', () => {
    expect(findPeriod('работаю токарем 21 год', TODAY)).toMatchObject({ start: null, duration: { months: 252 } });
  });
});

describe('periods: a point said with «в» beside a verb of moving to a job', () => {
  it('takes «перешла», «перевёлся» and «ушёл … в» as the start', () => {
    expect(start('В 2018 году перешла в ООО «Вектор» кладовщиком.')).toBe('2018-01');
    expect(start('В мае 2020 перевёлся в соседний филиал.')).toBe('2020-05');
    expect(start('В 2017 ушёл барменом в кафе «Ромашка».')).toBe('2017-01');
  });

  it('gives no start for leaving a place', () => {
    expect(start('В 2017 ушёл из кафе «Ромашка».')).toBeNull();
  });
});

describe('periods: a date the seeker takes back', () => {
  it('reads the corrected date, not the one taken back', () => {
    expect(start('Кладу плитку в ООО «Мозаика» с 2015, нет, вру — с мая 2014, бригадиром.')).toBe('2014-05');
    expect(start('в депо с 2010-го... хотя нет, с марта 2010, да')).toBe('2010-03');
    expect(start('на складе с 2018, то есть с 2019 года')).toBe('2019-01');
    expect(findPeriod('с 2012, точнее с 2011 по 2020', TODAY)).toMatchObject({ start: { value: '2011-01' }, end: { value: '2020-12' } });
  });

  it('keeps two dates that correct nothing', () => {
    expect(findPeriod('с 2012 по 2016 работал в порту', TODAY)).toMatchObject({ start: { value: '2012-01' }, end: { value: '2016-12' } });
  });
});

describe('periods: a season told from today, and a month said after it', () => {
  it('takes «позапрошлой осенью, в октябре» as October two years back, «прошлой зимой» as last year', () => {
    expect(start('Устроилась в аптеку позапрошлой осенью, в октябре, фармацевтом.')).toBe('2024-10');
    expect(findPeriod('Перешёл в автосервис прошлой зимой.', TODAY).start).toMatchObject({ value: '2025-01', precision: 'year' });
  });

  it('makes a year precise by the month said right after it', () => {
    expect(start('В 2021 году, в марте, перешёл в банк.')).toBe('2021-03');
    expect(findPeriod('Пришла в 2021, в марте 2023 стала старшей', TODAY).start).toMatchObject({ value: '2021-01', precision: 'year' });
  });
});

describe('periods: a first stage of a job is not its length', () => {
  it('gives no duration for «сначала …» or «первые …»', () => {
    expect(findPeriod('с 2020 в цеху, сначала три месяца был учеником', TODAY).duration).toBeNull();
    expect(findPeriod('с 2020 в цеху, первые полгода стажёром', TODAY).duration).toBeNull();
    expect(findPeriod('с 2020 по 2022, два года крутил гайки', TODAY).duration?.months).toBe(24);
  });
});

describe('periods: the month a seeker says they write in', () => {
  it('reads «Пишу в марте 2027-го» and «сейчас декабрь 2025» as the day dates are told from', () => {
    expect(writtenOn('Пишу в марте 2027-го, чтобы было понятно. Работаю в порту.')).toBe('2027-03-15');
    expect(writtenOn('На момент написания — декабрь 2025.')).toBe('2025-12-15');
    expect(writtenOn('В марте 2027 перешёл в порт.')).toBeNull();
  });
});

describe('periods: a verb of leaving dates the end, not the start', () => {
  it('takes the point beside «уволился», «рассчиталась», «ушла оттуда», «ушёл в …» as the end', () => {
    expect(findPeriod('Работала кондитером в пекарне, уволилась в феврале 2022.', TODAY)).toMatchObject({ start: null, end: { value: '2022-02' } });
    expect(findPeriod('рассчитался зимой 2020, когда цех встал', TODAY)).toMatchObject({ start: null, end: { value: '2020-12', precision: 'year' } });
    expect(findPeriod('Штукатурил на объектах, ушла оттуда осенью 2021.', TODAY)).toMatchObject({ start: null, end: { value: '2021-12' } });
    expect(findPeriod('В 2018 году ушёл, склад переехал за город.', TODAY)).toMatchObject({ start: null, end: { value: '2018-12' } });
    expect(findPeriod('меня сократили в мае 2024', TODAY)).toMatchObject({ start: null, end: { value: '2024-05' } });
  });

  it('gives each point of a sentence to the verb nearest it', () => {
    expect(findPeriod('Устроился грузчиком в 2016, в 2021 уволился.', TODAY)).toMatchObject({ start: { value: '2016-01' }, end: { value: '2021-12' } });
    expect(findPeriod('с апреля 2017 года, ушла в декабре 2019', TODAY)).toMatchObject({ start: { value: '2017-04' }, end: { value: '2019-12' } });
  });

  it('still takes «ушёл барменом в …» as going to a job', () => {
    expect(findPeriod('В 2019 ушла администратором в салон.', TODAY)).toMatchObject({ start: { value: '2019-01' }, end: null });
  });

  it('reads «до 2019 года», «до 2020-го», «вплоть до марта 2018» as the end, never an amount', () => {
    expect(findPeriod('проработала там до 2019 года', TODAY)).toMatchObject({ start: null, end: { value: '2019-12' } });
    expect(findPeriod('Крутил баранку на маршрутке до 2020-го, потом сел на фуру.', TODAY).end?.value).toBe('2020-12');
    expect(findPeriod('с 2012 года на почте, вплоть до марта 2018', TODAY)).toMatchObject({ start: { value: '2012-01' }, end: { value: '2018-03' } });
    expect(findPeriod('премии до 2000 рублей', TODAY).end).toBeNull();
    expect(findPeriod('До этого года три возил грузы.', TODAY).end).toBeNull();
  });
});

describe('periods: a length rounded off by saying the unit first, and one year said alone', () => {
  it('reads «лет шесть», «года два», «месяцев девять» as lengths', () => {
    expect(findPeriod('Перед этим лет шесть работал маляром.', TODAY).duration?.months).toBe(72);
    expect(findPeriod('года два была няней', TODAY).duration?.months).toBe(24);
    expect(findPeriod('месяцев девять проработал на мойке', TODAY).duration?.months).toBe(9);
  });

  it('reads «год была швеёй», «около года», «отработал там год» as one year', () => {
    expect(findPeriod('Потом год была швеёй в ателье.', TODAY).duration?.months).toBe(12);
    expect(findPeriod('около года трудился в гараже', TODAY).duration?.months).toBe(12);
    expect(findPeriod('отработал там год, потом ушёл', TODAY).duration?.months).toBe(12);
  });

  it('gives no length for a year of the calendar, a count, «за год» or «… назад»', () => {
    for (const text of [
      'Прошлый год был тяжёлым.',
      'с 2020 года три раза брал первое место',
      'за год был рост продаж',
      'лет семь назад пришёл',
      'каждый год был аврал',
    ])
      expect(findPeriod(text, TODAY).duration).toBeNull();
  });
});

describe('periods in a profile: a past job dated by its end and its length', () => {
  beforeAll(async () => {
    await loadMorphology();
  });
  const jobs = async (...texts: string[]) =>
    (await extractProfile({ answers: texts.map((text, i) => ({ question_id: `q${i + 1}`, text })), hhResume: null, today: '2026-11-01' })).experience.map(
      (e) => [e.employer.value, e.start.value?.slice(0, 4) ?? null, e.end.value?.slice(0, 4) ?? null, e.current.value],
    );

  it('ends the job when the seeker left it and starts it that long before, never leaving it current', async () => {
    expect(
      await jobs(
        'С 2023 года работаю прорабом в ООО «Кровля-Сервис». Раньше лет семь работал монтажником в АО «Опорник», уволился в 2022, когда объект сдали.',
      ),
    ).toEqual([
      ['ООО «Кровля-Сервис»', '2023', null, true],
      ['АО «Опорник»', '2015', '2022', false],
    ]);
    expect(await jobs('Работала бухгалтером в ООО «Сальдо», рассчиталась в марте 2021.')).toEqual([['ООО «Сальдо»', null, '2021', false]]);
  });

  it('dates «перед этим года три» and «год была» from the start of the later job', async () => {
    expect(await jobs('С 2022 года работаю кладовщиком в ООО «Стеллаж». Перед этим года три был курьером в «Быстрой посылке».')).toEqual([
      ['ООО «Стеллаж»', '2022', null, true],
      ['Быстрая посылка', '2019', '2021', false],
    ]);
  });

  it('takes the length said with «последние» when a sentence gives two', () => {
    expect(findPeriod('сантехником уже лет десять, последние два года в ооо аквасервис').duration?.months).toBe(24);
    expect(findPeriod('Кладовщиком работаю шесть лет, последние 3 года — в «Складе-24»').duration?.months).toBe(36);
    expect(findPeriod('Три года работала администратором').duration?.months).toBe(36);
  });
});

describe('periods: two times told in two clauses', () => {
  it('sees a start or a year in each of two clauses', () => {
    expect(datesInTwoClauses('С марта 2021 по июнь 2022 подменял мастера в автосервисе, а осенью 2022 был на стажировке в «Колесе».')).toBe(true);
    expect(datesInTwoClauses('Два года вёл кружок; с 2023 года тренирую сборную.')).toBe(false);
    expect(datesInTwoClauses('С 2019 по 2022 работала в аптеке «Вита», потом переехала.')).toBe(false);
  });
});
