import { describe, expect, it } from 'vitest';
import { findPeriod } from './periods';

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
