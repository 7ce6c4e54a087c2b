/**
 * Both transports answer the same: the hh sandbox's API objects mapped by the OAuth transport, and its website's page
 * state mapped for the browser transport, give the same candidates and negotiations for the same seeker.
 */
import {
  hhNegotiationsListSchema,
  hhSiteNegotiationsStateSchema,
  hhSiteSearchStateSchema,
  hhSiteVacancyStateSchema,
  hhVacanciesResponseSchema,
  hhVacancySchema,
  readEmbeddedState,
  selectorPack,
  type HhSiteSearchVacancy,
} from '@otklik/hh-contract';
import { consentAtSandbox, siteLoginAtSandbox, startSandbox, type RunningSandbox } from '@otklik/hh-sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VacancyCandidate } from '../../src/domain/vacancy';
import { fromSiteSearchVacancy, fromSiteTopic, fromSiteVacancyPage } from '../../src/integrations/hh/site-mapping';
import { toNegotiation } from '../../src/integrations/hh/seeker';
import { fromFullVacancy, fromSearchItem, isAppliedOnHh } from '../../src/integrations/hh/vacancy-mapping';

let hh: RunningSandbox;
let cookie: string;
let token: string;
const EMAIL = 'both-transports@example.ru';

beforeAll(async () => {
  hh = await startSandbox();
  cookie = (await siteLoginAtSandbox(hh.url, EMAIL)).header;
  const { code } = await consentAtSandbox(
    `${hh.url}/oauth/authorize?response_type=code&client_id=${hh.sandbox.config.clientId}&redirect_uri=${encodeURIComponent('http://localhost/cb')}&state=s`,
    EMAIL,
  );
  const grant = await fetch(`${hh.url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'OtklikTest/1.0' },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: hh.sandbox.config.clientId, client_secret: hh.sandbox.config.clientSecret, redirect_uri: 'http://localhost/cb', code }),
  });
  token = ((await grant.json()) as { access_token: string }).access_token;
});
afterAll(() => hh.close());

const api = async (path: string) => (await fetch(`${hh.url}${path}`, { headers: { authorization: `Bearer ${token}`, 'user-agent': 'OtklikTest/1.0' } })).json();
const site = async (path: string) => readEmbeddedState(await (await fetch(`${hh.url}${path}`, { headers: { cookie } })).text(), selectorPack.state_template_id);

/** What must agree between the transports: everything but hh's links (the site's own origin) and the time's spelling. */
const comparable = (c: VacancyCandidate) => ({ ...c, alternate_url: undefined, apply_alternate_url: undefined, published_at: c.published_at ? Date.parse(c.published_at.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')) : null });

describe('the browser transport maps hh pages into the domain as the OAuth transport maps the API', () => {
  it('gives the same candidates for a search', async () => {
    const viaApi = hhVacanciesResponseSchema.parse(await api(`/vacancies?text=${encodeURIComponent('менеджер')}&per_page=20`));
    const viaSite = hhSiteSearchStateSchema.parse(await site(`/search/vacancy?text=${encodeURIComponent('менеджер')}&items_on_page=20`));
    const fromSite = viaSite.vacancySearchResult.vacancies.map((v: HhSiteSearchVacancy) => fromSiteSearchVacancy(v, hh.url));
    expect(fromSite.map((f) => comparable(f.candidate))).toEqual(viaApi.items.map((item) => comparable(fromSearchItem(item, 'search'))));
    expect(fromSite[0]!.candidate.alternate_url).toBe(`${hh.url}/vacancy/${viaApi.items[0]!.id}`);
  });

  it('gives the same candidate for one vacancy read in full, and the same applied flag', async () => {
    const item = hhVacanciesResponseSchema.parse(await api('/vacancies?text=python&per_page=5')).items.find((v) => !v.has_test)!;
    await hh.control.applyAs(EMAIL, item.id, 'Здравствуйте');
    const full = hhVacancySchema.parse(await api(`/vacancies/${item.id}`));
    const page = fromSiteVacancyPage(hhSiteVacancyStateSchema.parse(await site(`/vacancy/${item.id}`)), hh.url);
    expect(comparable(page.candidate)).toEqual(comparable(fromFullVacancy(full, 'search')));
    expect(page.applied).toBe(true);
    expect(isAppliedOnHh(full)).toBe(true);
  });

  it('gives the same negotiations, the proof of sending', async () => {
    const viaApi = hhNegotiationsListSchema.parse(await api('/negotiations?per_page=100'));
    const viaSite = hhSiteNegotiationsStateSchema.parse(await site('/applicant/negotiations'));
    const fromSite = viaSite.applicantNegotiations.topicList.map((t) => fromSiteTopic(t, hh.url));
    expect(fromSite.length).toBeGreaterThan(0);
    // hh's API gives times to the second, its pages to the millisecond.
    const withoutLinks = (n: ReturnType<typeof toNegotiation>) => ({ ...n, vacancyLink: undefined, createdAt: n.createdAt && Math.floor(n.createdAt.getTime() / 1000) });
    expect(fromSite.map(withoutLinks).sort((a, b) => a.id.localeCompare(b.id))).toEqual(viaApi.items.map(toNegotiation).map(withoutLinks).sort((a, b) => a.id.localeCompare(b.id)));
  });
});
