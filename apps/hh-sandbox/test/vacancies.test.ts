import {
  hhErrorBodySchema,
  hhFavoritedVacanciesSchema,
  hhMyResumesSchema,
  hhVacanciesResponseSchema,
  hhVacancySchema,
  type HhVacancySearchItem,
} from '@otklik/hh-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/app';
import { UA, auth, connect, expectHh, multipart, startSandbox } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.app.close());

async function search(query: string, headers: Record<string, string> = UA) {
  const res = await sandbox.app.inject({ url: `/vacancies?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return expectHh(hhVacanciesResponseSchema, res);
}
async function searchError(query: string) {
  const res = await sandbox.app.inject({ url: `/vacancies?${query}`, headers: UA });
  expect(res.statusCode).toBe(400);
  return expectHh(hhErrorBodySchema, res).errors;
}
const q = (params: Record<string, string | string[]>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) p.append(k, one);
  return p.toString();
};
/** Salary bounds of an item in RUR at the dictionary rates. */
function rurRange(item: HhVacancySearchItem): { from: number | null; to: number | null } {
  const s = item.salary!;
  const rate = sandbox.state.data.dictionaries.rate(s.currency ?? 'RUR')!;
  return { from: s.from === null ? null : s.from / rate, to: s.to === null ? null : s.to / rate };
}

describe('GET /vacancies: text search in Russian with stemming', () => {
  it('finds the same vacancies for any form of a word and marks the words in the snippet', async () => {
    const base = await search(q({ text: 'аналитик' }));
    const plural = await search(q({ text: 'Аналитиков' }));
    expect(base.found).toBeGreaterThan(100);
    expect(plural.found).toBe(base.found);
    expect(base.items[0]!.name.toLowerCase()).toContain('аналитик');
    const snippets = base.items.map((i) => `${i.snippet.requirement ?? ''} ${i.snippet.responsibility ?? ''}`).join(' ');
    expect(snippets).toMatch(/<highlighttext>аналитик/i);
  });

  it('needs every word of the query (hh: AND) and ranks title matches first', async () => {
    const both = await search(q({ text: 'бизнес аналитик', per_page: '100' }));
    const one = await search(q({ text: 'бизнес' }));
    expect(both.found).toBeLessThanOrEqual(one.found);
    expect(both.found).toBeGreaterThan(0);
    expect(both.items[0]!.name.toLowerCase()).toMatch(/бизнес.*аналитик|аналитик.*бизнес/);
  });

  it('searches key skills, employer names and Latin words', async () => {
    const sql = await search(q({ text: 'SQL' }));
    expect(sql.found).toBeGreaterThan(50);
    const employerName = sql.items[0]!.employer.name;
    const byEmployer = await search(q({ text: employerName, per_page: '100' }));
    expect(byEmployer.items.some((i) => i.employer.name === employerName)).toBe(true);
    expect((await search(q({ text: 'несуществующееслово' }))).found).toBe(0);
  });

  it('answers in hh search shape: 10 per page by default, clusters and arguments null, apply_alternate_url', async () => {
    const res = await search(q({ text: 'аналитик' }));
    expect(res.per_page).toBe(10);
    expect(res.items).toHaveLength(10);
    expect(res.page).toBe(0);
    expect(res.pages).toBe(Math.ceil(res.found / 10));
    expect(res.clusters).toBeNull();
    expect(res.arguments).toBeNull();
    expect(res.alternate_url).toBe('https://hh.ru/search/vacancy?text=%D0%B0%D0%BD%D0%B0%D0%BB%D0%B8%D1%82%D0%B8%D0%BA');
    for (const item of res.items) {
      expect(item.apply_alternate_url).toBe(`https://hh.ru/applicant/vacancy_response?vacancyId=${item.id}`);
      expect(item.url).toBe(`http://sandbox.test/vacancies/${item.id}`);
      expect(item.archived).toBe(false);
    }
  });
});

describe('GET /vacancies: filters', () => {
  it('takes area repeatedly and matches a country (Russia 113) with every city under it', async () => {
    const moscow = await search(q({ area: '1' }));
    const spb = await search(q({ area: '2' }));
    const both = await search(q({ area: ['1', '2'], per_page: '100' }));
    expect(both.found).toBe(moscow.found + spb.found);
    expect(new Set(both.items.map((i) => i.area.id))).toEqual(new Set(['1', '2']));
    const russia = await search(q({ area: '113' }));
    expect(russia.found).toBeGreaterThan(moscow.found + spb.found);
    const otherCountries = sandbox.state.data.areas
      .tree()
      .map((a) => a.id)
      .filter((id) => id !== '113');
    const abroad = await search(q({ area: otherCountries }));
    const all = await search('');
    expect(russia.found + abroad.found).toBe(all.found);
    expect((await searchError(q({ area: 'moscow' })))[0]).toMatchObject({ type: 'bad_argument', value: 'area' });
  });

  it('matches salary ranges near the value, converting the currency at /dictionaries rates', async () => {
    const res = await search(q({ salary: '150000', only_with_salary: 'true', per_page: '100' }));
    expect(res.found).toBeGreaterThan(0);
    for (const item of res.items) {
      const { from, to } = rurRange(item);
      expect(from === null || from * 0.9 <= 150_000).toBe(true);
      expect(to === null || to * 1.1 >= 150_000).toBe(true);
    }
    const rate = sandbox.state.data.dictionaries.rate('USD')!;
    const inUsd = await search(q({ salary: String(Math.round(150_000 * rate)), currency: 'USD', only_with_salary: 'true' }));
    expect(Math.abs(inUsd.found - res.found)).toBeLessThanOrEqual(res.found * 0.02);
    expect((await searchError(q({ salary: '1000', currency: 'XYZ' })))[0]).toMatchObject({ value: 'currency' });
  });

  it('keeps vacancies without salary unless only_with_salary=true', async () => {
    const all = await search(q({ salary: '100000' }));
    const withSalary = await search(q({ salary: '100000', only_with_salary: 'true', per_page: '100' }));
    expect(all.found).toBeGreaterThan(withSalary.found);
    expect(withSalary.items.every((i) => i.salary !== null && i.salary_range !== null)).toBe(true);
  });

  it('filters schedule=remote, experience and employer_id', async () => {
    const remote = await search(q({ schedule: 'remote', per_page: '100' }));
    expect(remote.found).toBeGreaterThan(0);
    expect(remote.items.every((i) => i.schedule?.id === 'remote' && i.work_format?.[0]?.id === 'REMOTE')).toBe(true);
    const junior = await search(q({ experience: 'noExperience', per_page: '100' }));
    expect(junior.found).toBeGreaterThan(0);
    expect(junior.items.every((i) => i.experience?.id === 'noExperience')).toBe(true);
    const employerId = (await search(q({ text: 'python' }))).items.find((i) => i.employer.id)!.employer.id!;
    const byEmployer = await search(q({ employer_id: employerId, per_page: '100' }));
    expect(byEmployer.found).toBeGreaterThan(0);
    expect(byEmployer.items.every((i) => i.employer.id === employerId)).toBe(true);
    expect((await searchError(q({ schedule: 'sometimes' })))[0]).toMatchObject({ type: 'bad_argument', value: 'schedule' });
  });
});

describe('GET /vacancies: paging and order', () => {
  it('allows per_page up to 100 and refuses more with bad_argument per_page', async () => {
    expect((await search(q({ per_page: '100' }))).items).toHaveLength(100);
    expect((await searchError(q({ per_page: '101' })))[0]).toMatchObject({ type: 'bad_argument', value: 'per_page' });
  });

  it('caps the depth at 2000 results: page*per_page must stay below 2000', async () => {
    expect((await search(q({ page: '199', per_page: '10' }))).page).toBe(199);
    expect((await searchError(q({ page: '200', per_page: '10' })))[0]).toMatchObject({ type: 'bad_argument', value: 'page' });
    expect((await searchError(q({ page: '20', per_page: '100' })))[0]).toMatchObject({ type: 'bad_argument', value: 'page' });
  });

  it('orders by salary (no salary last), by publication time, and refuses unknown orders', async () => {
    const desc = await search(q({ order_by: 'salary_desc', only_with_salary: 'true', per_page: '100' }));
    const tops = desc.items.map((i) => rurRange(i)).map((r) => r.to ?? r.from!);
    expect(tops).toEqual([...tops].sort((a, b) => b - a));
    const asc = await search(q({ order_by: 'salary_asc', per_page: '100' }));
    const bottoms = asc.items.map((i) => rurRange(i)).map((r) => r.from ?? r.to!);
    expect(bottoms).toEqual([...bottoms].sort((a, b) => a - b));
    const byDate = await search(q({ order_by: 'publication_time', per_page: '100' }));
    const dates = byDate.items.map((i) => Date.parse(i.published_at.replace(/(\d{2})(\d{2})$/, '$1:$2')));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await searchError(q({ order_by: 'random' })))[0]).toMatchObject({ type: 'bad_argument', value: 'order_by' });
  });
});

describe('GET /vacancies/{id}', () => {
  it("answers the full vacancy with description and key_skills, 404 in hh's format when unknown", async () => {
    const id = sandbox.state.data.catalog.vacancies.find((v) => v.full.key_skills.some((k) => k.name === 'SQL'))!.id;
    const res = await sandbox.app.inject({ url: `/vacancies/${id}`, headers: UA });
    const vacancy = expectHh(hhVacancySchema, res);
    expect(vacancy.id).toBe(id);
    expect(vacancy.description.length).toBeGreaterThan(0);
    expect(vacancy.key_skills.map((k) => k.name)).toContain('SQL');
    const missing = await sandbox.app.inject({ url: '/vacancies/1', headers: UA });
    expect(missing.statusCode).toBe(404);
    expect(expectHh(hhErrorBodySchema, missing).errors).toEqual([{ type: 'not_found' }]);
  });

  it('keeps archived vacancies out of search but shows them by id', async () => {
    const archived = sandbox.state.data.catalog.vacancies.find((v) => v.archived)!;
    const res = await sandbox.app.inject({ url: `/vacancies/${archived.id}`, headers: UA });
    expect(expectHh(hhVacancySchema, res).archived).toBe(true);
    const found = await search(q({ text: archived.full.name, per_page: '100' }));
    expect(found.items.map((i) => i.id)).not.toContain(archived.id);
  });
});

describe('applicant views: relations, favourites, similar vacancies', () => {
  it('marks got_response after applying and favorited for favourites', async () => {
    const { access } = await connect(sandbox, 'relations@example.ru');
    const resumes = expectHh(hhMyResumesSchema, await sandbox.app.inject({ url: '/resumes/mine', headers: auth(access) }));
    const resume = resumes.items.find((r) => r.status.id === 'published')!;
    const target = sandbox.state.data.catalog.vacancies.find((v) => !v.archived && !v.hasTest && !v.letterRequired)!;
    const form = await multipart({ vacancy_id: target.id, resume_id: resume.id, message: 'Здравствуйте!' });
    const applied = await sandbox.app.inject({ method: 'POST', url: '/negotiations', headers: { ...auth(access), ...form.headers }, payload: form.payload });
    expect(applied.statusCode).toBe(201);
    const byId = expectHh(hhVacancySchema, await sandbox.app.inject({ url: `/vacancies/${target.id}`, headers: auth(access) }));
    expect(byId.relations).toContain('got_response');
    const anonymous = expectHh(hhVacancySchema, await sandbox.app.inject({ url: `/vacancies/${target.id}`, headers: UA }));
    expect(anonymous.relations).toEqual([]);
  });

  it('gives each applicant a fixed handful of favourites, which PUT and DELETE change', async () => {
    const { access } = await connect(sandbox, 'favourites@example.ru');
    const list = async () => expectHh(hhFavoritedVacanciesSchema, await sandbox.app.inject({ url: '/vacancies/favorited', headers: auth(access) }));
    const before = await list();
    expect(before.found).toBeGreaterThanOrEqual(3);
    expect(before.found).toBeLessThanOrEqual(6);
    expect(before.items.every((i) => i.relations.includes('favorited'))).toBe(true);

    const extra = sandbox.state.data.catalog.vacancies.find((v) => !before.items.some((i) => i.id === v.id))!;
    const put = await sandbox.app.inject({ method: 'PUT', url: `/vacancies/favorited/${extra.id}`, headers: auth(access) });
    expect(put.statusCode).toBe(204);
    const after = await list();
    expect(after.found).toBe(before.found + 1);
    expect(after.items[0]!.id).toBe(extra.id);

    const del = await sandbox.app.inject({ method: 'DELETE', url: `/vacancies/favorited/${extra.id}`, headers: auth(access) });
    expect(del.statusCode).toBe(204);
    expect((await list()).found).toBe(before.found);
    const unknown = await sandbox.app.inject({ method: 'PUT', url: '/vacancies/favorited/1', headers: auth(access) });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await sandbox.app.inject({ url: '/vacancies/favorited', headers: UA });
    expect(anonymous.statusCode).toBe(403);
  });

  it('finds similar vacancies for the owner of a resume only, with the search filters', async () => {
    const owner = await connect(sandbox, 'similar@example.ru');
    const other = await connect(sandbox, 'someone-else@example.ru');
    const resume = expectHh(hhMyResumesSchema, await sandbox.app.inject({ url: '/resumes/mine', headers: auth(owner.access) })).items[0]!;
    const res = await sandbox.app.inject({ url: `/resumes/${resume.id}/similar_vacancies?per_page=5`, headers: auth(owner.access) });
    const similar = expectHh(hhVacanciesResponseSchema, res);
    expect(similar.found).toBeGreaterThan(0);
    expect(similar.items.length).toBeLessThanOrEqual(5);
    const withArea = expectHh(
      hhVacanciesResponseSchema,
      await sandbox.app.inject({ url: `/resumes/${resume.id}/similar_vacancies?area=2&per_page=100`, headers: auth(owner.access) }),
    );
    expect(withArea.items.every((i) => i.area.id === '2')).toBe(true);
    const foreign = await sandbox.app.inject({ url: `/resumes/${resume.id}/similar_vacancies`, headers: auth(other.access) });
    expect(foreign.statusCode).toBe(404);
  });
});
