import { describe, expect, it } from 'vitest';
import { linksOutsideNames } from './cover-letter';

describe('linksOutsideNames', () => {
  it('spares an employer whose name looks like a domain, but not a link the letter adds', () => {
    const letter = 'Хочу работать в Mail.ru Group над вакансией «Python-разработчик». Портфолио: example.com/me';
    const links = linksOutsideNames(letter, ['Python-разработчик', 'Mail.ru Group']);
    expect(links.map((link) => link.value)).toEqual(['example.com/me']);
  });

  it('finds every link when the names hold none', () => {
    expect(linksOutsideNames('Пишите: https://t.me/someone', ['Бухгалтер', 'Ромашка'])).toHaveLength(1);
  });
});
