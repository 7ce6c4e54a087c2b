import { POSITION_DETAIL, positionSchema, proposalListSchema, type ProposalList } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import { callAs, connectedSeeker, giveSandboxResume, type HhSeeker, type HhTestApp, positionReadyForProposals } from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';
import { normalizeTitle } from '../../src/engines/matching';
import { scoreTitleRelevance } from '../../src/lib/title-relevance';

/**
 * Proposals follow the market: when hh holds at least 3 vacancies that meet a position's constraints (title, city,
 * salary), 3 to 5 of them are proposed; when it holds fewer, the list says how to widen the search (remote work, a
 * related title), and the seeker's choice is saved on the position and searched again.
 */

let t: HhTestApp;

hhAppTest().beforeAll(({ hhApp }) => {
  t = hhApp;
});

interface Market {
  title: string;
  area: { id: string; name: string };
  salary: number;
  skills: string[];
  answer: string;
}

const ANALYST = 'Пишу SQL-запросы, строю дашборды в Power BI и Excel, автоматизирую отчёты на Python, работаю с заказчиками.';

/** A seeker with an hh resume and a position for `market`, walked up to the proposals. */
async function positionFor(market: Market, patch: object = {}): Promise<{ seeker: HhSeeker; positionId: string }> {
  const seeker = await connectedSeeker(t.app, t.hh);
  const resumeId = giveSandboxResume(t.hh, seeker.hhEmail, {
    title: market.title,
    areaId: market.area.id,
    skills: market.skills,
    currentEmployer: 'ООО «Северный ветер»',
  });
  const body = {
    title: market.title,
    resume_id: resumeId,
    use_favorites: false,
    areas: [market.area],
    remote: false,
    salary: { amount: market.salary, currency: 'RUR' },
    letter_styles: ['neutral'],
    ...patch,
  };
  return { seeker, positionId: await positionReadyForProposals(t.app, seeker, body, market.answer) };
}

async function propose(seeker: HhSeeker, positionId: string): Promise<ProposalList> {
  const res = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/proposals`);
  expect(res.statusCode, res.body).toBe(201);
  return proposalListSchema.parse(res.json());
}

/** A position in a market where hh holds fewer than 3 fits, and its first batch (fewer than 3 as well). */
async function shortBatchFor(market: Market): Promise<{ seeker: HhSeeker; positionId: string; first: ProposalList }> {
  expect(fittingInSandbox(market)).toBeLessThan(3);
  const { seeker, positionId } = await positionFor(market);
  const first = await propose(seeker, positionId);
  expect(first.items.length).toBeLessThan(3);
  return { seeker, positionId, first };
}

/**
 * How many distinct vacancies the sandbox's own search for the title in `areaIds` (the position's city unless given)
 * holds that meet the constraints as a seeker reads them: the title fits, no test, and the offered top (when there
 * is one) not below the salary; one job counted once (one employer's postings of one title, level and bracketed
 * remarks aside). `asListed`: the title is judged as hh's search list shows a vacancy (its name, no
 * key skills), as the offer to widen counts them; otherwise with the vacancy's key skills, as it reads in full.
 */
function fittingInSandbox(market: Market, areaIds: readonly string[] = [market.area.id], asListed = false): number {
  const found = t.hh.sandbox.state.data.catalog.search({ text: market.title, areaIds, order: 'relevance', offset: 0, limit: 500 });
  const fitting = found.items.filter(
    (v) =>
      !v.hasTest &&
      scoreTitleRelevance(market.title, v.full.name, asListed ? [] : v.full.key_skills.map((skill) => skill.name)) >= 0.6 &&
      (v.salaryToRur === null || v.salaryToRur >= market.salary),
  );
  return new Set(fitting.map((v) => `${v.employerId ?? v.id}|${normalizeTitle(v.full.name)}`)).size;
}

const MARKETS: Market[] = [
  { title: 'Аналитик данных', area: { id: '88', name: 'Казань' }, salary: 80_000, skills: ['SQL', 'Python', 'Excel'], answer: ANALYST },
  { title: 'Аналитик данных', area: { id: '3', name: 'Екатеринбург' }, salary: 80_000, skills: ['SQL', 'Python', 'Excel'], answer: ANALYST },
  {
    title: 'Финансовый аналитик',
    area: { id: '3', name: 'Екатеринбург' },
    salary: 70_000,
    skills: ['Excel', 'МСФО'],
    answer: 'Строю финансовые модели в Excel, готовлю отчётность по МСФО, анализирую бюджеты.',
  },
  {
    title: 'Бизнес-аналитик',
    area: { id: '88', name: 'Казань' },
    salary: 70_000,
    skills: ['BPMN', 'SQL'],
    answer: 'Описываю процессы в BPMN, собираю требования, пишу SQL.',
  },
  {
    title: 'Системный аналитик',
    area: { id: '4', name: 'Новосибирск' },
    salary: 80_000,
    skills: ['SQL', 'BPMN', 'UML'],
    answer: 'Пишу требования и спецификации, работаю с SQL и BPMN.',
  },
];

describe('proposals when the market has them', () => {
  for (const market of MARKETS) {
    it(`${market.title}, ${market.area.name}: 3 to 5 in the city when hh holds at least 3 that fit`, async () => {
      expect(fittingInSandbox(market), 'the bundled seed holds at least 3 that fit').toBeGreaterThanOrEqual(3);
      const { seeker, positionId } = await positionFor(market);
      const list = await propose(seeker, positionId);
      expect(list.items.length).toBeGreaterThanOrEqual(3);
      expect(list.items.length).toBeLessThanOrEqual(5);
      expect(list.widen).toBeUndefined();
      for (const item of list.items) expect(item.area?.id).toBe(market.area.id);
    });
  }
});

describe('when fewer fit: the offer to widen the search', () => {
  const python: Market = {
    title: 'Python-разработчик',
    area: { id: '88', name: 'Казань' },
    salary: 100_000,
    skills: ['Python', 'Django', 'SQL'],
    answer: 'Пишу на Python и Django, работаю с SQL и PostgreSQL.',
  };

  it('says how to widen; «remote» is saved on the position and brings remote vacancies from other cities', async () => {
    const { seeker, positionId, first } = await shortBatchFor(python);
    const remote = first.widen?.find((option) => option.kind === 'remote');
    expect(remote?.found).toBeGreaterThanOrEqual(1);

    const stored = await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}/proposals`);
    expect(proposalListSchema.parse(stored.json()).widen).toEqual(first.widen);

    const widened = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/proposals/widen`, { kind: 'remote' });
    expect(widened.statusCode, widened.body).toBe(201);
    const after = proposalListSchema.parse(widened.json());
    expect(after.items.length).toBeGreaterThan(first.items.length);
    expect(after.items.length).toBeGreaterThanOrEqual(Math.min(3, first.items.length + remote!.found));
    for (const item of after.items) expect(item.area?.id === python.area.id || item.remote).toBe(true);
    const position = positionSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}`)).json());
    expect(position.remote).toBe(true);
  });

  it('a related title is saved as the position’s title and searched', async () => {
    const { seeker, positionId } = await positionFor(python);
    const first = await propose(seeker, positionId);
    const related = first.widen?.find((option) => option.kind === 'related_title');
    expect(related, JSON.stringify(first.widen)).toBeDefined();
    if (related?.kind !== 'related_title') return;
    const widened = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/proposals/widen`, { kind: 'related_title', title: related.title });
    expect(widened.statusCode, widened.body).toBe(201);
    expect(proposalListSchema.parse(widened.json()).items.length).toBeGreaterThanOrEqual(1);
    const position = positionSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}`)).json());
    expect(position.title).toBe(related.title);
  });

  it('validates the choice and needs a published resume', async () => {
    const { seeker, positionId } = await positionFor(python);
    for (const body of [
      {},
      { kind: 'nearby' },
      { kind: 'related_title' },
      { kind: 'related_title', title: '' },
      { kind: 'nearby_areas' },
      { kind: 'nearby_areas', areas: [] },
      { kind: 'nearby_areas', areas: [{ id: '', name: 'Москва' }] },
    ]) {
      const res = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/proposals/widen`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const other = await connectedSeeker(t.app, t.hh);
    const foreign = await callAs(t.app, other, 'POST', `/api/positions/${positionId}/proposals/widen`, { kind: 'remote' });
    expect(foreign.statusCode).toBe(404);
    const fresh = await callAs(t.app, seeker, 'POST', '/api/positions', {
      title: 'Python-разработчик',
      resume_id: giveSandboxResume(t.hh, seeker.hhEmail, { title: 'Python-разработчик', areaId: '88', skills: ['Python'], currentEmployer: 'ООО «Ветер»' }),
      use_favorites: false,
      areas: [python.area],
      remote: false,
      salary: { amount: 100_000, currency: 'RUR' },
      letter_styles: ['neutral'],
    });
    const notReady = await callAs(t.app, seeker, 'POST', `/api/positions/${fresh.json<{ id: string }>().id}/proposals/widen`, { kind: 'remote' });
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json()).toEqual({ detail: POSITION_DETAIL.proposalsNotReady, code: 'proposals_not_ready' });
  });
});

describe('when fewer fit in the city: the nearby cities', () => {
  const analyst: Market = {
    title: 'Финансовый аналитик',
    area: { id: '2041', name: 'Мытищи' },
    salary: 70_000,
    skills: ['Excel', 'МСФО'],
    answer: 'Строю финансовые модели в Excel, готовлю отчётность по МСФО, анализирую бюджеты.',
  };

  it('offers the nearby cities with fits, as many as hh’s own search over them finds; accepting adds them once and proposes from them', async () => {
    const { seeker, positionId, first } = await shortBatchFor(analyst);
    const nearby = first.widen?.find((option) => option.kind === 'nearby_areas');
    expect(nearby, JSON.stringify(first.widen)).toBeDefined();
    if (nearby?.kind !== 'nearby_areas') return;
    expect(first.widen?.[0]).toEqual(nearby);
    expect(nearby.areas.map((area) => area.name)).toContain('Москва');
    expect(nearby.areas.map((area) => area.id)).not.toContain(analyst.area.id);
    const offered = nearby.areas.map((area) => area.id);
    const inOffered = (item: { area: { id: string | null } | null }) => item.area?.id != null && offered.includes(item.area.id);
    for (const id of offered) expect(fittingInSandbox(analyst, [id], true), `fits in ${id}`).toBeGreaterThan(0);
    const proposedThere = first.items.filter(inOffered).length;
    expect(nearby.found).toBe(fittingInSandbox(analyst, offered, true) - proposedThere);

    const widened = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/proposals/widen`, { kind: 'nearby_areas', areas: nearby.areas });
    expect(widened.statusCode, widened.body).toBe(201);
    const after = proposalListSchema.parse(widened.json());
    expect(after.items.length).toBeGreaterThanOrEqual(Math.min(3, first.items.length + nearby.found));
    expect(after.items.length).toBeLessThanOrEqual(5);
    expect(after.items.some(inOffered)).toBe(true);
    for (const item of after.items) {
      expect([analyst.area.id, ...offered]).toContain(item.area?.id);
      expect(item.remote).toBe(false);
      expect(item.reasons.salary.verdict).not.toBe('below');
    }
    expect(new Set(after.items.map((item) => item.vacancy_id)).size).toBe(after.items.length);
    const position = positionSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}`)).json());
    expect(position.areas).toEqual([analyst.area, ...nearby.areas]);
    expect(position.title).toBe(analyst.title);
    expect(position.remote).toBe(false);

    const again = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/proposals/widen`, {
      kind: 'nearby_areas',
      areas: [analyst.area, ...nearby.areas],
    });
    expect(again.statusCode, again.body).toBe(201);
    const unchanged = positionSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}`)).json());
    expect(unchanged.areas).toEqual(position.areas);
  });

  it('offers no nearby cities when none near the city holds a fitting vacancy', async () => {
    const python: Market = {
      title: 'Python-разработчик',
      area: { id: '88', name: 'Казань' },
      salary: 100_000,
      skills: ['Python', 'Django', 'SQL'],
      answer: 'Пишу на Python и Django, работаю с SQL и PostgreSQL.',
    };
    const { seeker, positionId } = await positionFor(python);
    const first = await propose(seeker, positionId);
    expect(first.items.length).toBeLessThan(3);
    expect(first.widen?.some((option) => option.kind === 'nearby_areas')).toBe(false);
  });
});

describe('a region among the position’s cities', () => {
  it('proposes the vacancies of the region’s towns (hh suggests a region as well as a city)', async () => {
    const areas = t.hh.sandbox.state.data.areas;
    const [oblast] = areas.suggest('Московская область');
    expect(oblast?.name).toBe('Московская область');
    const teacher: Market = {
      title: 'Преподаватель программирования',
      area: oblast!,
      salary: 30_000,
      skills: ['Python', 'Scratch', 'Робототехника'],
      answer: 'Веду кружки программирования и робототехники для школьников, учу Python и Scratch.',
    };
    expect(fittingInSandbox(teacher)).toBeGreaterThanOrEqual(1);
    const { seeker, positionId } = await positionFor(teacher);
    const list = await propose(seeker, positionId);
    expect(list.items.length).toBeGreaterThanOrEqual(1);
    for (const item of list.items) {
      expect(item.area?.id, item.name).toBeDefined();
      expect(areas.isWithin(item.area!.id!, oblast!.id), `${item.name}, ${item.area?.name}`).toBe(true);
    }
  });
});
