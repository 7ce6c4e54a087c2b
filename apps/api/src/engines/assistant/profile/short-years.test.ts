import { describe, expect, it } from 'vitest';
import { findPeriod } from './periods';

const TODAY = '2026-11-15';

describe('a year written with two digits', () => {
  it('reads «с 19 года», «с 21-го», «в 18 году» as years of the calendar', () => {
    expect(findPeriod('сейчас мастером участка, с 19 года', TODAY).start?.value).toBe('2019-01');
    expect(findPeriod('работаю там с 21-го', TODAY).start?.value).toBe('2021-01');
    expect(findPeriod('в 18 году пришла на склад', TODAY).start?.value).toBe('2018-01');
    expect(findPeriod('на комбинате с 98 года', TODAY).start?.value).toBe('1998-01');
    const range = findPeriod('с 20 года по 23 год', TODAY);
    expect([range.start?.value, range.end?.value]).toEqual(['2020-01', '2023-12']);
  });

  it('never reads the digits alone as a length of work or as an age', () => {
    expect(findPeriod('с 19 года', TODAY).duration).toBeNull();
    expect(findPeriod('в 21 год пошёл на завод', TODAY).duration).toBeNull();
    expect(findPeriod('мне 19 лет', TODAY).duration).toBeNull();
    // Grams, not a year.
    expect(findPeriod('сократил расход с 20 г до 15 г', TODAY).start).toBeNull();
    // A length said as such is still one.
    expect(findPeriod('уже 12 лет на одном месте', TODAY).duration?.months).toBe(144);
  });
});

describe('dates written in English', () => {
  it('reads a month cut short and «now» or «currently» for a job held now', () => {
    const since = findPeriod('Currently Lead Android Developer at Acme, since Sept 2021.', TODAY);
    expect(since.start?.value).toBe('2021-09');
    expect(since.current).not.toBeNull();
    const range = findPeriod('Oct. 2019 – Mar 2022', TODAY);
    expect([range.start?.value, range.end?.value]).toEqual(['2019-10', '2022-03']);
    const open = findPeriod('Jun 2018 – now', TODAY);
    expect([open.start?.value, open.current === null]).toEqual(['2018-06', false]);
  });
});

describe('dates of time off work', () => {
  it('does not date a job with the army, a parental leave or one’s studies', () => {
    const army = findPeriod('после армии (2017–2018) устроился в ООО «Ромб» грузчиком, работаю там до сих пор', TODAY);
    expect(army.start).toBeNull();
    expect(army.current).not.toBeNull();
    expect(findPeriod('в декрете с 2021 по 2024, потом вышла на склад', TODAY).start).toBeNull();
  });

  it('still dates the job said after the time off', () => {
    expect(findPeriod('после армии с 2019 работаю в ООО «Ромб»', TODAY).start?.value).toBe('2019-01');
    expect(findPeriod('после декрета, с марта 2023 года работаю кассиром', TODAY).start?.value).toBe('2023-03');
  });
});
