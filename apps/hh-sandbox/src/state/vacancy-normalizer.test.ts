import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DICTIONARIES_FILE, BUNDLED_SEED_DIR } from '../config';
import { AreaTree } from './areas';
import { Dictionaries } from './dictionaries';
import { loadSandboxData } from './load-data';
import type { HhVacancyRecord } from '@otklik/hh-contract';
import { loadVacancyRecords } from './seed-loader';
import { GAP_RATES, UNKNOWN_EMPLOYER, normalizeVacancy, snippetOf } from './vacancy-normalizer';

const ctx = () => ({
  publicUrl: 'http://sandbox.test',
  areas: new AreaTree(),
  dictionaries: Dictionaries.fromFile(BUNDLED_DICTIONARIES_FILE),
  employerIdByName: new Map<string, string>(),
});
const raw = (overrides: Partial<HhVacancyRecord>): HhVacancyRecord => ({
  id: '100200300',
  name: 'Бухгалтер',
  area: { id: '1', name: 'Москва' },
  salary: null,
  employer: { id: '42', name: 'ООО Ромашка' },
  snippet: null,
  description: null,
  key_skills: null,
  schedule: null,
  experience: null,
  employment: null,
  published_at: '2024-05-01T10:00:00+0300',
  alternate_url: 'https://hh.ru/vacancy/100200300',
  ...overrides,
});

describe('filling the gaps of the data', () => {
  it('gives about 5 % a test, 2 % the archive and 10 % a required letter, the same on every load', async () => {
    const records = await loadVacancyRecords(BUNDLED_SEED_DIR);
    const c = ctx();
    const vacancies = records.map((r) => normalizeVacancy(r, c));
    const share = (f: (v: (typeof vacancies)[number]) => boolean) => vacancies.filter(f).length / vacancies.length;
    const near = (actual: number, rate: number) => expect(Math.abs(actual - rate)).toBeLessThan(rate * 0.35);
    near(
      share((v) => v.hasTest),
      GAP_RATES.hasTest,
    );
    near(
      share((v) => v.archived),
      GAP_RATES.archived,
    );
    near(
      share((v) => v.letterRequired),
      GAP_RATES.letterRequired,
    );
    const again = records.map((r) => normalizeVacancy(r, ctx()));
    expect(again.map((v) => [v.hasTest, v.archived, v.letterRequired])).toEqual(vacancies.map((v) => [v.hasTest, v.archived, v.letterRequired]));
  });

  it('fills URLs, salary_range, work_format and a currency the source did not keep', () => {
    const v = normalizeVacancy(
      raw({ salary: { from: 90000, to: null, currency: null, gross: null }, schedule: { id: 'remote', name: 'Удаленная работа' } }),
      ctx(),
    );
    expect(v.full).toMatchObject({
      url: 'http://sandbox.test/vacancies/100200300',
      apply_alternate_url: 'https://hh.ru/applicant/vacancy_response?vacancyId=100200300',
      salary: { from: 90000, to: null, currency: 'RUR', gross: null },
      salary_range: { from: 90000, to: null, currency: 'RUR', gross: false, mode: { id: 'MONTH' } },
      work_format: [{ id: 'REMOTE', name: 'Из дома' }],
      type: { id: 'open' },
      area: { id: '1', name: 'Москва', url: 'http://sandbox.test/areas/1' },
      published_at: '2024-05-01T10:00:00+0300',
    });
    expect(v.salaryFromRur).toBe(90000);
  });

  it('places vacancies without an area in Russia, and a town without an id under a stable synthetic id', () => {
    const c = ctx();
    expect(normalizeVacancy(raw({ area: null }), c).areaId).toBe('113');
    const first = normalizeVacancy(raw({ area: { id: null, name: 'Колпино' } }), c).areaId;
    const second = normalizeVacancy(raw({ id: '7', area: { id: null, name: 'Колпино' } }), c).areaId;
    expect(first).toBe(second);
    expect(Number(first)).toBeGreaterThanOrEqual(900_000);
    expect(c.areas.isWithin(first, '113')).toBe(true);
  });

  it('derives a snippet from the description, a description from the snippet, and names an unknown employer', () => {
    const fromDescription = normalizeVacancy(
      raw({ description: '<p><strong>Обязанности:</strong> вести учёт.</p><p><strong>Требования:</strong> опыт от 3 лет.</p>' }),
      ctx(),
    );
    expect(snippetOf(fromDescription)).toEqual({ requirement: 'опыт от 3 лет.', responsibility: 'вести учёт.' });
    const fromSnippet = normalizeVacancy(
      raw({ snippet: { requirement: 'Знание <highlighttext>1С</highlighttext>', responsibility: 'Расчёт зарплаты' }, employer: null }),
      ctx(),
    );
    expect(fromSnippet.full.description).toBe('<p><strong>Обязанности:</strong> Расчёт зарплаты</p><p><strong>Требования:</strong> Знание 1С</p>');
    expect(fromSnippet.full.employer).toMatchObject({ id: null, name: UNKNOWN_EMPLOYER, trusted: false });
  });

  it('dates a vacancy without a publication date deterministically', () => {
    const a = normalizeVacancy(raw({ published_at: null }), ctx());
    const b = normalizeVacancy(raw({ published_at: null }), ctx());
    expect(a.full.published_at).toBe(b.full.published_at);
    expect(a.full.published_at).toMatch(/^2025-0[3-8]-\d{2}T\d{2}:\d{2}:00\+0300$/);
  });
});

describe('loading .jsonl files', () => {
  it('takes a single file or a folder, and names the file and line of a bad record', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hh-sandbox-data-'));
    writeFileSync(join(dir, 'a.jsonl'), `${JSON.stringify(raw({ id: '1' }))}\n${JSON.stringify(raw({ id: '2', name: 'Кассир' }))}\n`);
    writeFileSync(join(dir, 'b.jsonl'), `${JSON.stringify(raw({ id: '2', name: 'Дубликат' }))}\n`);
    const all = await loadVacancyRecords(dir);
    expect(all.map((r) => [r.id, r.name])).toEqual([
      ['1', 'Бухгалтер'],
      ['2', 'Кассир'],
    ]);
    expect(await loadVacancyRecords(join(dir, 'b.jsonl'))).toHaveLength(1);
    writeFileSync(join(dir, 'c.jsonl'), `${JSON.stringify(raw({ id: '3' }))}\n{"id": "4"}\n`);
    await expect(loadVacancyRecords(dir)).rejects.toThrow(/c\.jsonl:2: name/);
    const data = await loadSandboxData({
      dataPath: join(dir, 'a.jsonl'),
      resumesPath: null,
      dictionariesFile: BUNDLED_DICTIONARIES_FILE,
      publicUrl: 'http://x',
    });
    expect(data.catalog.size).toBe(2);
  });
});
