import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keySkillsData, toolNamesData } from './data-files';
import { mineKeySkills, readCorpusLicences } from './mine-key-skills';

const dir = mkdtempSync(join(tmpdir(), 'key-skills-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const vacancy = (name: string, skills: string[]): string => JSON.stringify({ name, key_skills: skills.map((s) => ({ name: s })) });

describe('mineKeySkills', () => {
  it('counts skills per vacancy, keeps the usual spelling, and ties skills to title words', () => {
    const lines = [
      ...Array.from({ length: 5 }, () => vacancy('Python-разработчик', ['Python', 'Django', 'Не указаны'])),
      vacancy('Python разработчик', ['python', 'PostgreSQL']),
      vacancy('Python developer', ['PostgreSQL']),
      vacancy('Бухгалтер', ['1С: Бухгалтерия']),
    ];
    writeFileSync(join(dir, 'a.jsonl'), `${lines.join('\n')}\n`);
    writeFileSync(join(dir, 'ignored.txt'), 'not a corpus file');
    const mined = mineKeySkills(dir);
    expect(mined.skills).toEqual([
      ['Python', 6],
      ['Django', 5],
      ['PostgreSQL', 2],
    ]);
    const [vacancies, row] = mined.titleWords['python'] ?? [0, []];
    expect(vacancies).toBe(7);
    expect(row.map(([i, n]) => [mined.skills[i]?.[0], n])).toEqual([
      ['Python', 6],
      ['Django', 5],
      ['PostgreSQL', 2],
    ]);
    expect(mined.titleWords['бухгалтер']).toBeUndefined();
  });

  it('labels each source with the licence its README states, and reads only the licensed files when asked', () => {
    const readme = [
      '| file | source repo @ commit (path) | licence | rows |',
      '|---|---|---|---|',
      '| `vacancies/open.jsonl` | [someone/open-data](https://example.org/x) @ `abc123` (`data.csv`) | MIT (LICENSE file) | 2 |',
      '| `vacancies/closed.jsonl` | [other/closed](https://example.org/y) @ `def456` (`v.json`) | none stated | 1 |',
    ].join('\n');
    const licences = readCorpusLicences(readme);
    expect(licences.get('open.jsonl')).toEqual({ repository: 'someone/open-data', licence: 'MIT (LICENSE file)' });
    const corpus = mkdtempSync(join(tmpdir(), 'key-skills-licence-'));
    writeFileSync(
      join(corpus, 'open.jsonl'),
      `${[vacancy('Кладовщик', ['1С: Склад', 'Инвентаризация']), vacancy('Кладовщик', ['Инвентаризация'])].join('\n')}\n`,
    );
    writeFileSync(join(corpus, 'closed.jsonl'), `${[vacancy('Кладовщик', ['ТСД']), vacancy('Кладовщик', ['ТСД'])].join('\n')}\n`);
    const all = mineKeySkills(corpus, licences);
    expect(all.sources.map((s) => [s.file, s.licence, s.vacancies])).toEqual([
      ['closed.jsonl', 'none stated', 2],
      ['open.jsonl', 'MIT (LICENSE file)', 2],
    ]);
    const open = mineKeySkills(corpus, licences, 'MIT');
    expect(open.skills).toEqual([['Инвентаризация', 2]]);
    expect(open.sources.map((s) => s.file)).toEqual(['open.jsonl']);
    rmSync(corpus, { recursive: true, force: true });
  });
});

describe('the shipped key_skills vocabulary', () => {
  it('was mined only from vacancy files whose stated licence is MIT, so the product may ship what it derives', () => {
    const file = JSON.parse(readFileSync(new URL('../data/key-skills.json', import.meta.url), 'utf8')) as { source: { files: { licence: string }[] } };
    expect(file.source.files.length).toBeGreaterThan(0);
    expect(file.source.files.filter((f) => !f.licence.startsWith('MIT'))).toEqual([]);
  });

  it('adds the tools the team listed that the mined names lack, after the mined names', () => {
    const { skills } = keySkillsData();
    const names = skills.map(([name]) => name.toLowerCase());
    for (const tool of ['Jenkins', 'Django', 'Ruby', 'КОМПАС-3D', 'Figma']) expect(names).toContain(tool.toLowerCase());
    expect(toolNamesData().length).toBeGreaterThan(300);
    const firstAdded = skills.findIndex(([, count]) => count === 0);
    expect(skills.slice(firstAdded).every(([, count]) => count === 0)).toBe(true);
  });
});
