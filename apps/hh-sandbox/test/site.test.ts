import {
  detectStop,
  hhMyResumesSchema,
  hhResumeSchema,
  hhSiteNegotiationsStateSchema,
  hhSiteResumeListStateSchema,
  hhSiteResumeViewStateSchema,
  hhSiteSearchStateSchema,
  hhSiteVacancyStateSchema,
  hhVacanciesResponseSchema,
  selectorPack,
  selfTest,
  SITE_PAGES,
} from '@otklik/hh-contract';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/app';
import { auth, connect, expectHh, startSandbox, UA } from './helpers';
import { openedPopup, pageOf, SITE_HOST, siteBrowser } from './site-helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.app.close());
beforeEach(() => sandbox.state.reset());

const api = (url: string, access: string) => sandbox.app.inject({ method: 'GET', url, headers: auth(access) });
/** A vacancy anyone can respond to in the popup: open, no test, no letter required, no questions. */
const plainVacancy = () =>
  sandbox.state.data.catalog.vacancies.find(
    (v) => !v.archived && !v.hasTest && !v.letterRequired && sandbox.state.questionsOf(v).length === 0 && v.full.key_skills.length > 0,
  )!;

describe('the selector pack on the sandbox pages', () => {
  it('has selectors that a real DOM accepts', () => {
    const doc = new JSDOM('<body></body>').window.document;
    for (const page of SITE_PAGES) {
      for (const [role, selector] of Object.entries(selectorPack.pages[page].selectors)) {
        expect(() => doc.querySelectorAll(selector), `${page}.${role}`).not.toThrow();
      }
    }
  });
});

describe('login with a cookie session', () => {
  it('shows the login wall on applicant pages, logs in with an e-mail and a password, and goes back', async () => {
    const browser = siteBrowser(sandbox);
    const wall = await browser.page('/applicant/negotiations');
    expect(wall.res.statusCode).toBe(200);
    expect(detectStop(selectorPack, wall.probe)).toBe('login_wall');
    expect(selfTest(selectorPack, 'login', wall.probe).ok).toBe(true);
    expect(wall.doc.querySelector('input[name="backurl"]')?.getAttribute('value')).toBe('/applicant/negotiations');

    const res = await browser.post('/account/login', { username: 'Site@Example.ru', password: 'x', backurl: '/applicant/negotiations' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/applicant/negotiations');
    expect(String(res.headers['set-cookie'])).toMatch(/^hhtoken=[\w-]{20,}; Path=\/; HttpOnly; SameSite=Lax$/);
    const after = await browser.page('/applicant/negotiations');
    expect(detectStop(selectorPack, after.probe)).toBeNull();
    expect(selfTest(selectorPack, 'negotiations', after.probe)).toMatchObject({ ok: true });
  });

  it('is the same applicant as the OAuth consent with that e-mail', async () => {
    const browser = siteBrowser(sandbox);
    await browser.login('same@example.ru');
    const { access } = await connect(sandbox, 'same@example.ru');
    const page = await browser.page('/applicant/resumes');
    expect(selfTest(selectorPack, 'resume_list', page.probe)).toMatchObject({ ok: true });
    const state = hhSiteResumeListStateSchema.parse(page.probe.state());
    const mine = expectHh(hhMyResumesSchema, await api('/resumes/mine', access));
    expect(state.applicantResumes.items).toEqual(mine.items);
    const titles = [...page.doc.querySelectorAll('[data-qa="resume-title-link"]')].map((a) => a.textContent);
    expect(titles).toEqual(mine.items.map((r) => r.title));
  });

  it('refuses an empty password or a malformed e-mail, and never redirects off the site', async () => {
    const browser = siteBrowser(sandbox);
    const noPassword = await browser.post('/account/login', { username: 'a@example.ru', password: '', backurl: '/' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.body).toContain('account-login-error');
    expect((await browser.post('/account/login', { username: 'not-an-email', password: 'x' })).statusCode).toBe(400);
    for (const backurl of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await browser.post('/account/login', { username: 'a@example.ru', password: 'x', backurl });
      expect(res.headers.location).toBe('/search/vacancy');
    }
  });

  it('logs out only with the form token, and a logged-out cookie opens nothing', async () => {
    const browser = siteBrowser(sandbox);
    await browser.login('out@example.ru');
    const cookie = browser.cookie;
    const withCookie = () => sandbox.app.inject({ method: 'GET', url: '/applicant/resumes', headers: { cookie } });
    const page = await browser.page('/applicant/resumes');
    await browser.post('/account/logout', { _xsrf: 'forged' });
    expect((await withCookie()).body).not.toContain('account-login-form');
    await browser.post('/account/logout', { _xsrf: browser.xsrf(page) });
    expect(browser.cookie).toBe('');
    expect((await withCookie()).body).toContain('account-login-form');
  });
});

describe('search results with the state embedded in the page', () => {
  it('shows the same vacancies as the API search, in order, and embeds them as hh does', async () => {
    const browser = siteBrowser(sandbox);
    const page = await browser.page('/search/vacancy?text=менеджер&items_on_page=20');
    expect(selfTest(selectorPack, 'search', page.probe)).toMatchObject({ ok: true });
    const state = hhSiteSearchStateSchema.parse(page.probe.state());
    const viaApi = expectHh(
      hhVacanciesResponseSchema,
      await sandbox.app.inject({ method: 'GET', url: `/vacancies?text=${encodeURIComponent('менеджер')}&per_page=20`, headers: UA }),
    );
    expect(state.vacancySearchResult.totalResults).toBe(viaApi.found);
    expect(state.vacancySearchResult.vacancies.map((v) => String(v.vacancyId))).toEqual(viaApi.items.map((v) => v.id));
    const first = state.vacancySearchResult.vacancies[0]!;
    const firstApi = viaApi.items[0]!;
    expect(first.name).toBe(firstApi.name);
    expect(first.company.name).toBe(firstApi.employer.name);
    expect(first.links.desktop).toBe(`http://${SITE_HOST}/vacancy/${firstApi.id}`);
    expect(first.snippet?.req ?? null).toBe(firstApi.snippet.requirement?.replace(/<\/?highlighttext>/g, '') ?? null);
    const cards = [...page.doc.querySelectorAll('[data-qa="vacancy-serp__vacancy"]')];
    expect(cards).toHaveLength(viaApi.items.length);
    expect(cards[0]!.querySelector('a[data-qa="serp-item__title"]')?.getAttribute('href')).toBe(`/vacancy/${firstApi.id}`);
    if (viaApi.pages > 1) expect(state.vacancySearchResult.paging?.lastPage?.page).toBe(Math.min(viaApi.pages, 100) - 1);
  });

  it('says when nothing is found, which the self-test accepts as a results page', async () => {
    const page = await siteBrowser(sandbox).page('/search/vacancy?text=зюзюкаквакнямс');
    expect(page.doc.querySelectorAll('[data-qa="vacancy-serp__no-results"]').length).toBe(1);
    expect(selfTest(selectorPack, 'search', page.probe)).toMatchObject({ ok: true });
    expect(hhSiteSearchStateSchema.parse(page.probe.state()).vacancySearchResult).toMatchObject({ vacancies: [], totalResults: 0 });
  });

  it('pages through results and ignores malformed parameters instead of failing', async () => {
    const browser = siteBrowser(sandbox);
    const second = await browser.page('/search/vacancy?text=менеджер&page=1&items_on_page=5');
    const firstPage = await browser.page('/search/vacancy?text=менеджер&page=0&items_on_page=5');
    const ids = (p: typeof second) => hhSiteSearchStateSchema.parse(p.probe.state()).vacancySearchResult.vacancies.map((v) => v.vacancyId);
    expect(ids(second)).toHaveLength(5);
    expect(ids(second).some((id) => ids(firstPage).includes(id))).toBe(false);
    expect(firstPage.doc.querySelector('[data-qa="pager-next"]')?.getAttribute('href')).toContain('page=1');
    const odd = await browser.get('/search/vacancy?page=abc&items_on_page=100000&area=x');
    expect(odd.statusCode).toBe(200);
  });

  it('marks the vacancies the seeker applied to', async () => {
    const browser = siteBrowser(sandbox);
    await browser.login('labels@example.ru');
    const page = await browser.page('/search/vacancy?text=менеджер');
    const target = hhSiteSearchStateSchema.parse(page.probe.state()).vacancySearchResult.vacancies.find((v) => !v.userTestPresent)!;
    sandbox.state.negotiations.apply(sandbox.state.applicants.findByEmail('labels@example.ru')!, {
      vacancyId: String(target.vacancyId),
      resumeId: sandbox.state.applicants.findByEmail('labels@example.ru')!.resumeIds[0]!,
      message: 'Здравствуйте',
    });
    const again = hhSiteSearchStateSchema.parse((await browser.page('/search/vacancy?text=менеджер')).probe.state());
    expect(again.vacancySearchResult.vacancies.find((v) => v.vacancyId === target.vacancyId)?.userLabels).toEqual(['response']);
  });
});

describe('vacancy pages', () => {
  it('show the vacancy of the API with its description, key skills and the response link; the popup opens over it', async () => {
    const v = plainVacancy();
    const browser = siteBrowser(sandbox);
    await browser.login('vacancy@example.ru');
    const page = await browser.page(`/vacancy/${v.id}`);
    expect(selfTest(selectorPack, 'vacancy', page.probe)).toMatchObject({ ok: true });
    const state = hhSiteVacancyStateSchema.parse(page.probe.state());
    expect(state.vacancyView).toMatchObject({ vacancyId: Number(v.id), name: v.full.name, description: v.full.description });
    expect(state.vacancyView.keySkills?.keySkill).toEqual(v.full.key_skills.map((k) => k.name));
    expect(state.applicantVacancyResponseStatuses[v.id]).toMatchObject({ alreadyApplied: false, test: { hasTests: false }, letterMaxLength: 10_000 });
    expect(page.doc.querySelector('[data-qa="vacancy-title"]')?.textContent).toBe(v.full.name);
    expect([...page.doc.querySelectorAll('[data-qa="skills-element"]')].map((e) => e.textContent)).toEqual(v.full.key_skills.map((k) => k.name));
    expect(page.doc.querySelector('[data-qa="vacancy-description"] script')).toBeNull();
    // The popup is not on the page until «Откликнуться» opens it; then its self-test passes.
    expect(selfTest(selectorPack, 'response_popup', page.probe).ok).toBe(false);
    const popup = openedPopup(page)!;
    expect(selfTest(selectorPack, 'response_popup', popup.probe)).toMatchObject({ ok: true });
    const resumes = [...popup.doc.querySelectorAll('input[data-qa="resume-select"]')].map((r) => r.getAttribute('value'));
    const applicant = sandbox.state.applicants.findByEmail('vacancy@example.ru')!;
    expect(resumes).toEqual(
      sandbox.state.applicants
        .resumesOf(applicant)
        .filter((r) => r.status === 'published')
        .map((r) => r.id),
    );
  });

  it('are readable without a login (the response link then leads to the login wall) and 404 for unknown ids', async () => {
    const v = plainVacancy();
    const browser = siteBrowser(sandbox);
    const page = await browser.page(`/vacancy/${v.id}`);
    expect(selfTest(selectorPack, 'vacancy', page.probe).ok).toBe(true);
    expect(openedPopup(page)).toBeNull();
    const link = page.doc.querySelector('a[data-qa="vacancy-response-link-top"]')!.getAttribute('href')!;
    expect(detectStop(selectorPack, (await browser.page(link)).probe)).toBe('login_wall');
    expect((await browser.get('/vacancy/999999999999')).statusCode).toBe(404);
    expect((await browser.get('/vacancy/abc')).statusCode).toBe(404);
  });

  it('show an archived vacancy without a response link', async () => {
    const archived = sandbox.state.data.catalog.vacancies.find((v) => v.archived)!;
    const page = await siteBrowser(sandbox).page(`/vacancy/${archived.id}`);
    expect(page.doc.querySelectorAll('[data-qa="vacancy-archived"]').length).toBe(1);
    expect(page.doc.querySelectorAll('[data-qa="vacancy-response-link-top"]').length).toBe(0);
    expect(selfTest(selectorPack, 'vacancy', page.probe).ok).toBe(true);
  });
});

describe('the resume list, a resume page and the resume editor', () => {
  it('saves a new resume from the editor; the API then lists it with the same title, skills, about and jobs', async () => {
    const browser = siteBrowser(sandbox);
    await browser.login('editor@example.ru');
    const { access } = await connect(sandbox, 'editor@example.ru');
    const editor = await browser.page('/applicant/resumes/new');
    expect(selfTest(selectorPack, 'resume_editor', editor.probe)).toMatchObject({ ok: true });
    const res = await browser.post('/applicant/resumes/edit', {
      _xsrf: browser.xsrf(editor),
      resume: '',
      title: 'Менеджер проектов',
      keySkills: ['Jira', 'Scrum', 'jira'],
      skills: 'Веду проекты от идеи до запуска.',
      salary: '180000',
      currency: 'RUR',
      experienceCompany: ['ООО «Ромашка»', 'ИП Петров'],
      experiencePosition: ['Менеджер проектов', 'Координатор'],
      experienceStart: ['2021-03', '2019-01'],
      experienceEnd: ['', '2021-02'],
      experienceDescription: ['Запустил 5 проектов.', ''],
    });
    expect(res.statusCode).toBe(303);
    const id = new URLSearchParams(String(res.headers.location).split('?')[1]).get('saved')!;
    const saved = expectHh(hhResumeSchema, await api(`/resumes/${id}`, access));
    // A finished new resume is published at once, as hh does.
    expect(saved).toMatchObject({
      title: 'Менеджер проектов',
      skill_set: ['Jira', 'Scrum'],
      skills: 'Веду проекты от идеи до запуска.',
      status: { id: 'published' },
    });
    expect(saved.salary).toEqual({ amount: 180_000, currency: 'RUR' });
    expect(saved.experience).toEqual([
      expect.objectContaining({ company: 'ООО «Ромашка»', position: 'Менеджер проектов', start: '2021-03-01', end: null, description: 'Запустил 5 проектов.' }),
      expect.objectContaining({ company: 'ИП Петров', position: 'Координатор', start: '2019-01-01', end: '2021-02-01', description: null }),
    ]);
    const list = await browser.page(`/applicant/resumes?saved=${id}`);
    const notice = list.doc.querySelector('[data-qa="resume-save-success"]');
    expect(notice?.textContent).toBe('Резюме «Менеджер проектов» сохранено и опубликовано.');
    expect(notice?.getAttribute('data-resume-id')).toBe(id);

    // A bump from the list: refused within 4 h of the publish, done after.
    const early = await browser.post('/applicant/resumes/touch', { _xsrf: browser.xsrf(list), resume: id });
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain('раз в 4 часа');
    sandbox.state.clock.advance(4 * 3600_000);
    expect((await browser.post('/applicant/resumes/touch', { _xsrf: browser.xsrf(list), resume: id })).statusCode).toBe(303);
    expect(expectHh(hhResumeSchema, await api(`/resumes/${id}`, access)).updated_at).not.toBe(saved.updated_at);
  });

  it('refuses what hh refuses and keeps what the seeker typed', async () => {
    const browser = siteBrowser(sandbox);
    await browser.login('bad-editor@example.ru');
    const editor = await browser.page('/applicant/resumes/new');
    const before = sandbox.state.applicants.findByEmail('bad-editor@example.ru')!.resumeIds.length;
    const res = await browser.post('/applicant/resumes/edit', {
      _xsrf: browser.xsrf(editor),
      title: 'Я',
      keySkills: ['SQL'],
      experienceCompany: ['Без даты'],
      experiencePosition: ['Аналитик'],
      experienceStart: [''],
      experienceEnd: [''],
      experienceDescription: [''],
    });
    expect(res.statusCode).toBe(400);
    const page = pageOf(res);
    const errors = [...page.doc.querySelectorAll('[data-qa="resume-edit-error"]')].map((e) => e.textContent);
    expect(errors).toEqual(['Укажите желаемую должность: от 2 до 100 символов.', 'Место работы 1: укажите месяц начала работы.']);
    expect(page.doc.querySelector('[data-qa="resume-edit-experience-company"]')?.getAttribute('value')).toBe('Без даты');
    expect(sandbox.state.applicants.findByEmail('bad-editor@example.ru')!.resumeIds).toHaveLength(before);
    const title = sandbox.state.applicants.resumesOf(sandbox.state.applicants.findByEmail('bad-editor@example.ru')!)[0]!.title!;
    const duplicate = await browser.post('/applicant/resumes/edit', { _xsrf: browser.xsrf(editor), title });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.body).toContain('уже есть резюме с такой должностью');
  });

  it('edits an own resume only; another applicant’s is not found, and a forged form is refused', async () => {
    const other = siteBrowser(sandbox);
    await other.login('owner@example.ru');
    const foreignId = sandbox.state.applicants.findByEmail('owner@example.ru')!.resumeIds[0]!;
    const browser = siteBrowser(sandbox);
    await browser.login('intruder@example.ru');
    expect((await browser.get(`/applicant/resumes/edit?resume=${foreignId}`)).statusCode).toBe(404);
    const ownId = sandbox.state.applicants.findByEmail('intruder@example.ru')!.resumeIds[0]!;
    const editor = await browser.page(`/applicant/resumes/edit?resume=${ownId}`);
    expect((await browser.post('/applicant/resumes/edit', { _xsrf: browser.xsrf(editor), resume: foreignId, title: 'Взлом' })).statusCode).toBe(404);
    expect((await browser.post('/applicant/resumes/edit', { _xsrf: 'forged', resume: ownId, title: 'Подделка' })).statusCode).toBe(403);
    expect(sandbox.state.applicants.findResume(ownId)!.title).not.toBe('Подделка');
    const ok = await browser.post('/applicant/resumes/edit', { _xsrf: browser.xsrf(editor), resume: ownId, title: 'Новое название', keySkills: ['Excel'] });
    expect(ok.statusCode).toBe(303);
    expect(sandbox.state.applicants.findResume(ownId)).toMatchObject({ title: 'Новое название', status: 'published' });
  });

  it('shows its owner a resume page with the resume embedded as the API gives it; others see only published ones', async () => {
    const browser = siteBrowser(sandbox);
    await browser.login('viewer@example.ru');
    const { access } = await connect(sandbox, 'viewer@example.ru');
    const id = sandbox.state.applicants.findByEmail('viewer@example.ru')!.resumeIds[0]!;
    const page = await browser.page(`/resume/${id}`);
    expect(selfTest(selectorPack, 'resume_view', page.probe)).toMatchObject({ ok: true });
    expect(hhSiteResumeViewStateSchema.parse(page.probe.state()).resumeView.resume).toEqual(expectHh(hhResumeSchema, await api(`/resumes/${id}`, access)));
    const stranger = await siteBrowser(sandbox).page(`/resume/${id}`);
    expect(stranger.res.statusCode).toBe(200);
    expect(stranger.probe.state()).toBeNull();
  });
});

describe('the negotiations list', () => {
  it('lists the same negotiations as the API, newest first, with their states', async () => {
    const browser = siteBrowser(sandbox);
    await browser.login('list@example.ru');
    const applicant = sandbox.state.applicants.findByEmail('list@example.ru')!;
    const open = sandbox.state.data.catalog.vacancies.filter((v) => !v.archived && !v.hasTest).slice(0, 3);
    const made = open.map((v) => sandbox.state.negotiations.apply(applicant, { vacancyId: v.id, resumeId: applicant.resumeIds[0]!, message: 'Письмо' }));
    sandbox.state.negotiations.respond(made[1]!, 'invitation');
    const page = await browser.page('/applicant/negotiations');
    expect(selfTest(selectorPack, 'negotiations', page.probe)).toMatchObject({ ok: true });
    const topics = hhSiteNegotiationsStateSchema.parse(page.probe.state()).applicantNegotiations.topicList;
    expect(topics.map((t) => String(t.id))).toEqual(made.map((n) => n.id).reverse());
    expect(topics.map((t) => t.state)).toEqual(['response', 'invitation', 'response']);
    const items = [...page.doc.querySelectorAll('[data-qa="negotiations-item"]')];
    expect(items.map((i) => i.querySelector('[data-qa="negotiations-item-vacancy"]')?.getAttribute('href'))).toEqual(
      made.map((n) => `/vacancy/${n.vacancyId}`).reverse(),
    );
    expect(items[1]!.querySelector('[data-qa~="negotiations-tag"]')?.textContent).toBe('Приглашение');
    const { access } = await connect(sandbox, 'list@example.ru');
    const viaApi = (await api('/negotiations', access)).json<{ items: { id: string }[] }>();
    expect(new Set(viaApi.items.map((n) => n.id))).toEqual(new Set(topics.map((t) => String(t.id))));
  });

  it('shows the empty state to a new seeker', async () => {
    const browser = siteBrowser(sandbox);
    await browser.login('empty@example.ru');
    const page = await browser.page('/applicant/negotiations');
    expect(page.doc.querySelectorAll('[data-qa="negotiations-empty"]').length).toBe(1);
    expect(selfTest(selectorPack, 'negotiations', page.probe).ok).toBe(true);
  });
});

describe('favourites and vacancies similar to a resume', () => {
  it('lists the seeker’s favourites as the API does, with the search page’s state', async () => {
    const browser = siteBrowser(sandbox);
    await browser.login('favorites@example.ru');
    const { access } = await connect(sandbox, 'favorites@example.ru');
    const page = await browser.page('/applicant/favorite_vacancies');
    expect(selfTest(selectorPack, 'favorites', page.probe)).toMatchObject({ ok: true });
    const state = hhSiteSearchStateSchema.parse(page.probe.state());
    const viaApi = (await api('/vacancies/favorited?per_page=100', access)).json<{ items: { id: string }[]; found: number }>();
    expect(state.vacancySearchResult.totalResults).toBe(viaApi.found);
    expect(state.vacancySearchResult.vacancies.map((v) => String(v.vacancyId))).toEqual(viaApi.items.map((v) => v.id));
    sandbox.state.applicants.findByEmail('favorites@example.ru')!.favorites.clear();
    const empty = await browser.page('/applicant/favorite_vacancies');
    expect(empty.doc.querySelectorAll('[data-qa="favorite-vacancies-empty"]').length).toBe(1);
    expect(selfTest(selectorPack, 'favorites', empty.probe).ok).toBe(true);
    expect(detectStop(selectorPack, (await siteBrowser(sandbox).page('/applicant/favorite_vacancies')).probe)).toBe('login_wall');
  });

  it('finds the vacancies similar to an own resume as the API’s similar_vacancies does; another’s resume is a plain search', async () => {
    const browser = siteBrowser(sandbox);
    await browser.login('similar@example.ru');
    const { access } = await connect(sandbox, 'similar@example.ru');
    const id = sandbox.state.applicants.findByEmail('similar@example.ru')!.resumeIds[0]!;
    const page = await browser.page(`/search/vacancy?resume=${id}&items_on_page=20`);
    expect(selfTest(selectorPack, 'search', page.probe)).toMatchObject({ ok: true });
    const viaApi = expectHh(hhVacanciesResponseSchema, await api(`/resumes/${id}/similar_vacancies?per_page=20`, access));
    const state = hhSiteSearchStateSchema.parse(page.probe.state());
    expect(state.vacancySearchResult.totalResults).toBe(viaApi.found);
    expect(state.vacancySearchResult.vacancies.map((v) => String(v.vacancyId))).toEqual(viaApi.items.map((v) => v.id));
    const other = siteBrowser(sandbox);
    await other.login('not-the-owner@example.ru');
    const foreign = hhSiteSearchStateSchema.parse((await other.page(`/search/vacancy?resume=${id}&items_on_page=20`)).probe.state());
    expect(foreign.vacancySearchResult.totalResults).toBe(sandbox.state.data.catalog.search({ order: 'relevance', offset: 0, limit: 0 }).found);
  });
});
