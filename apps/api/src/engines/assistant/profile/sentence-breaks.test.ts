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
