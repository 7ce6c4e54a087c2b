import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mineKeySkills } from './mine-key-skills';

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
});
