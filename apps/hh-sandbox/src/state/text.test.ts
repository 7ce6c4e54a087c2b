import { describe, expect, it } from 'vitest';
import { highlight, stems, stripHtml, words } from './text';

describe('search text', () => {
  it('brings the forms of a Russian or English word to one stem', () => {
    expect(new Set(stems('разработчик разработчика разработчиков Разработчику'))).toEqual(new Set(['разработчик']));
    expect(stems('Developers developer')).toEqual(['develop', 'develop']);
    expect(stems('ёлка елка')).toEqual([stems('елка')[0], stems('елка')[0]]);
  });

  it('keeps c++, c# and 1С as words and drops stop words', () => {
    expect(words('Знание C++, C# и 1С')).toEqual(['знание', 'c++', 'c#', 'и', '1с']);
    expect(stems('аналитик в банке и на заводе')).not.toContain('в');
  });

  it('reads HTML without its tags and entities', () => {
    expect(stems('<p><strong>Python</strong>&nbsp;разработчик</p>', true)).toEqual(['python', 'разработчик']);
    expect(stripHtml('<p>Опыт&nbsp;от&nbsp;3&nbsp;лет</p><ul><li>SQL</li></ul>')).toBe('Опыт от 3 лет SQL');
  });

  it('marks the query words in a snippet the way hh does', () => {
    expect(highlight('Опыт разработки на Python', new Set(stems('разработка python')))).toBe(
      'Опыт <highlighttext>разработки</highlighttext> на <highlighttext>Python</highlighttext>',
    );
  });
});
