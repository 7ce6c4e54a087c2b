import { hhAreaSuggestsSchema, hhAreasSchema, hhDictionariesSchema, hhErrorBodySchema } from '@otklik/hh-contract';
import { readHhExample } from '@otklik/hh-contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/app';
import { UA, expectHh, startSandbox } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.app.close());

describe('GET /areas', () => {
  it('is a tree rooted at Russia (113) of the areas in the data, with their hh ids, cities under their regions', async () => {
    const tree = expectHh(hhAreasSchema, await sandbox.app.inject({ url: '/areas', headers: UA }));
    expect(tree[0]).toMatchObject({ id: '113', name: 'Россия', parent_id: null });
    const russia = tree[0]!.areas;
    expect(russia).toEqual(expect.arrayContaining([expect.objectContaining({ id: '1', name: 'Москва', parent_id: '113', areas: [] })]));
    const oblast = russia.find((a) => a.name === 'Новосибирская область');
    expect(oblast).toMatchObject({ parent_id: '113' });
    expect(oblast?.areas).toEqual([expect.objectContaining({ id: '4', name: 'Новосибирск', parent_id: oblast?.id, areas: [] })]);
    for (const v of sandbox.state.data.catalog.vacancies.slice(0, 200)) {
      expect(sandbox.state.data.areas.nameOf(v.areaId)).toBe(v.full.area.name);
    }
    const one = await sandbox.app.inject({ url: '/areas/113', headers: UA });
    expect(one.json()).toMatchObject({ id: '113', name: 'Россия' });
    expect((await sandbox.app.inject({ url: '/areas/0', headers: UA })).statusCode).toBe(404);
  });
});

describe('GET /suggests/areas', () => {
  const suggest = (text: string) => sandbox.app.inject({ url: `/suggests/areas?text=${encodeURIComponent(text)}`, headers: UA });

  it('matches city names by prefix, case-insensitively, whole-name prefixes first', async () => {
    const res = expectHh(hhAreaSuggestsSchema, await suggest('мОс'));
    expect(res.items[0]).toEqual({ id: '1', text: 'Москва', url: 'http://sandbox.test/areas/1' });
    expect(res.items.every((i) => i.text.toLowerCase().includes('мос'))).toBe(true);
    const novo = expectHh(hhAreaSuggestsSchema, await suggest('новос'));
    expect(novo.items.map((i) => i.id)).toContain('4');
    expect(expectHh(hhAreaSuggestsSchema, await suggest('Ъъ')).items).toEqual([]);
  });

  it('needs at least 2 characters: 400 bad_argument text', async () => {
    for (const text of ['м', ' ']) {
      const res = await suggest(text);
      expect(res.statusCode).toBe(400);
      expect(expectHh(hhErrorBodySchema, res).errors[0]).toMatchObject({ type: 'bad_argument', value: 'text' });
    }
    expect((await sandbox.app.inject({ url: '/suggests/areas', headers: UA })).statusCode).toBe(400);
  });
});

describe('GET /dictionaries', () => {
  it("serves hh's official example unchanged, currency rates included", async () => {
    const res = await sandbox.app.inject({ url: '/dictionaries', headers: UA });
    const dictionaries = expectHh(hhDictionariesSchema, res);
    const official = readHhExample('get-dictionaries.DictionariesDictionaries.json');
    expect(res.json()).toEqual(official);
    expect(dictionaries.currency.find((c) => c.code === 'USD')!.rate).toBeGreaterThan(0);
  });
});

describe('unknown routes', () => {
  it("answer 404 in hh's format", async () => {
    const res = await sandbox.app.inject({ url: '/employers/1/unknown', headers: UA });
    expect(res.statusCode).toBe(404);
    expect(expectHh(hhErrorBodySchema, res).errors).toEqual([{ type: 'not_found' }]);
  });
});
