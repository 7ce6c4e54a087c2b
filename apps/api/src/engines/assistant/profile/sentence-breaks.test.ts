import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

const texts = (text: string): string[] => splitSentences(text).map((s) => s.text);

describe('sentences of a seeker who types without capitals', () => {
  it('begins a new sentence after a whole word and a stop, also before a lower-case word', () => {
    expect(texts('подняла продажи втрое. на прошлой работе вела склад.')).toEqual(['подняла продажи втрое.', 'на прошлой работе вела склад.']);
    expect(texts('работаю в ромбе кладовщиком. до этого был грузчиком')).toEqual(['работаю в ромбе кладовщиком.', 'до этого был грузчиком']);
  });

  it('does not break after a word cut short', () => {
    expect(texts('03.2020 – наст. время, закупки')).toHaveLength(1);
    expect(texts('за 2 мес. подняла выручку')).toHaveLength(1);
    expect(texts('живу в пос. заречный, работаю на складе')).toHaveLength(1);
  });
});

describe('sentences after a typed smiley', () => {
  it('begins a new sentence after «:)» or «;-)» before a capital, and keeps one going before a lower-case word', () => {
    expect(texts('платят побольше :) С марта я старший смены.')).toEqual(['платят побольше', 'С марта я старший смены.']);
    expect(texts('всё норм ;-) Дальше хочу расти')).toEqual(['всё норм', 'Дальше хочу расти']);
    expect(texts('всё норм :) и дальше так')).toHaveLength(1);
  });
});

describe('sentences after a unit or a list cut short', () => {
  it('ends a sentence at a unit after a number when a capital follows', () => {
    expect(texts('Время сборки заказа сократил с 3 до 1,5 мин. На прошлом месте вёл приёмку.')).toEqual([
      'Время сборки заказа сократил с 3 до 1,5 мин.',
      'На прошлом месте вёл приёмку.',
    ]);
    expect(texts('Выручка точки выросла до 900 тыс. Потом меня перевели в офис.')).toHaveLength(2);
    expect(texts('Сдал смену, и т. д. Потом перешёл на склад.')).toHaveLength(2);
  });

  it('keeps an abbreviation that names what follows, and a unit before a lower-case word', () => {
    expect(texts('Работала в г. Самара, в аптеке у дома')).toHaveLength(1);
    expect(texts('Учился в ун-те им. Губкина до 2012 года')).toHaveLength(1);
    expect(texts('за 2 ч. успевал принять машину')).toHaveLength(1);
  });
});
