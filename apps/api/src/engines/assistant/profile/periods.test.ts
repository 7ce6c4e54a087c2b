import { describe, expect, it } from 'vitest';
import { findPeriod, writtenOn } from './periods';

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
