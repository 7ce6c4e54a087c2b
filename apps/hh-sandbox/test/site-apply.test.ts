import {
  detectStop,
  hhErrorBodySchema,
  hhNegotiationsListSchema,
  hhSiteNegotiationsStateSchema,
  hhSiteVacancyStateSchema,
  hhVacancySchema,
  selectorPack,
  selfTest,
} from '@otklik/hh-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/app';
import type { CatalogVacancy } from '../src/state/vacancy-normalizer';
import { auth, connect, expectHh, multipart, startSandbox, UA } from './helpers';
import { openedPopup, pageOf, siteBrowser, type SitePage } from './site-helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.app.close());
beforeEach(() => sandbox.state.reset());

const control = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  sandbox.app.inject({ method, url: `/__control${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });

/** Open vacancies without a test or a required letter, whose form asks no questions. */
const plainVacancies = (): CatalogVacancy[] =>
  sandbox.state.data.catalog.vacancies.filter((v) => !v.archived && !v.hasTest && !v.letterRequired && sandbox.state.questionsOf(v).length === 0);

/** The fields a browser sends when the popup or page form is submitted as the page rendered it. */
function formFields(page: SitePage): Record<string, string> {
  const form = page.doc.querySelector('form#RESPONSE_MODAL_FORM_ID')!;
  const out: Record<string, string> = {};
  for (const input of [...form.querySelectorAll('input')]) {
    const name = input.getAttribute('name');
    const type = input.getAttribute('type');
    if (!name || ((type === 'radio' || type === 'checkbox') && !input.hasAttribute('checked'))) continue;
    out[name] = input.getAttribute('value') ?? '';
  }
  return out;
}

/** POST /negotiations through hh's API with a user token. */
async function applyViaApi(access: string, fields: Record<string, string>) {
  const body = await multipart(fields);
  return sandbox.app.inject({ method: 'POST', url: '/negotiations', payload: body.payload, headers: { ...auth(access), ...body.headers } });
}

async function loggedIn(email: string) {
  const browser = siteBrowser(sandbox);
  await browser.login(email);
  return browser;
}

describe('applying on the website', () => {
  it('sends the popup form: the API shows the same negotiation, the page and the negotiations list prove it was sent', async () => {
    const v = plainVacancies()[0]!;
    const browser = await loggedIn('apply@example.ru');
    const popup = openedPopup(await browser.page(`/vacancy/${v.id}`))!;
    const res = await browser.post('/applicant/vacancy_response', { ...formFields(popup), letter: 'Здравствуйте!\r\nГотов обсудить.' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/vacancy/${v.id}?from=response`);

    const after = await browser.page(String(res.headers.location));
    expect(after.doc.querySelectorAll('[data-qa="vacancy-response-success-standard-notification"]').length).toBe(1);
    expect(after.doc.querySelectorAll('[data-qa="vacancy-response-link-view-topic"]').length).toBe(1);
    expect(hhSiteVacancyStateSchema.parse(after.probe.state()).applicantVacancyResponseStatuses[v.id]?.alreadyApplied).toBe(true);

    const { access } = await connect(sandbox, 'apply@example.ru');
    const viaApi = expectHh(
      hhNegotiationsListSchema,
      await sandbox.app.inject({ method: 'GET', url: `/negotiations?vacancy_id=${v.id}`, headers: auth(access) }),
    );
    expect(viaApi.items).toHaveLength(1);
    expect(viaApi.items[0]).toMatchObject({ state: { id: 'response' }, vacancy: { id: v.id }, resume: { id: formFields(popup)['resumeId'] } });
    const topics = hhSiteNegotiationsStateSchema.parse((await browser.page('/applicant/negotiations')).probe.state()).applicantNegotiations.topicList;
    expect(topics.map((t) => [String(t.id), String(t.vacancyId)])).toEqual([[viaApi.items[0]!.id, v.id]]);
    const [sent] = (await control('GET', '/negotiations?email=apply@example.ru')).json<{ items: { message: string; channel: string }[] }>().items;
    expect(sent).toMatchObject({ message: 'Здравствуйте!\nГотов обсудить.', channel: 'site' });
  });

  it('lists the responses a page of twenty at a time, newest first, with the page count in the state and a pager', async () => {
    const vacancies = plainVacancies().slice(0, 45);
    expect(vacancies).toHaveLength(45);
    const browser = await loggedIn('many@example.ru');
    const { resumeId } = formFields(openedPopup(await browser.page(`/vacancy/${vacancies[0]!.id}`))!);
    const applicant = sandbox.state.applicants.findByEmail('many@example.ru')!;
    for (const v of vacancies) sandbox.state.negotiations.apply(applicant, { vacancyId: v.id, resumeId: resumeId!, message: '' });
    const read = async (path: string) => {
      const page = await browser.page(path);
      expect(selfTest(selectorPack, 'negotiations', page.probe).ok).toBe(true);
      return { page, state: hhSiteNegotiationsStateSchema.parse(page.probe.state()).applicantNegotiations };
    };
    const first = await read('/applicant/negotiations');
    expect(first.state).toMatchObject({ page: 0, pages: 3 });
    expect(first.state.topicList).toHaveLength(20);
    expect(first.page.doc.querySelectorAll('[data-qa="negotiations-item"]')).toHaveLength(20);
    expect(first.page.doc.querySelector('[data-qa="pager-next"]')?.getAttribute('href')).toBe('/applicant/negotiations?page=1');
    const last = await read('/applicant/negotiations?page=2');
    expect(last.state).toMatchObject({ page: 2, pages: 3 });
    expect(last.page.doc.querySelector('[data-qa="pager-next"]')).toBeNull();
    const seen = [first, await read('/applicant/negotiations?page=1'), last].flatMap((p) => p.state.topicList.map((topic) => String(topic.vacancyId)));
    expect(seen).toEqual(vacancies.map((v) => v.id).reverse());
  });

  it('makes one negotiation when the form is sent twice, in parallel or again later, and the API then refuses', async () => {
    const v = plainVacancies()[1]!;
    const browser = await loggedIn('twice@example.ru');
    const fields: Record<string, string> = { ...formFields(openedPopup(await browser.page(`/vacancy/${v.id}`))!), letter: 'Письмо' };
    const answers = await Promise.all([1, 2, 3].map(() => browser.post('/applicant/vacancy_response', fields)));
    expect(answers.map((r) => r.statusCode)).toEqual([303, 303, 303]);
    const later = await browser.post('/applicant/vacancy_response', fields);
    expect(later.headers.location).toBe(`/vacancy/${v.id}`);
    const applicant = sandbox.state.applicants.findByEmail('twice@example.ru')!;
    expect(sandbox.state.negotiations.of(applicant).filter((n) => n.vacancyId === v.id)).toHaveLength(1);

    const { access } = await connect(sandbox, 'twice@example.ru');
    const otherResume = applicant.resumeIds.find((id) => id !== fields['resumeId'] && sandbox.state.applicants.findResume(id)!.status === 'published')!;
    const viaApi = await applyViaApi(access, { vacancy_id: v.id, resume_id: otherResume, message: '' });
    expect(viaApi.statusCode).toBe(403);
    expect(expectHh(hhErrorBodySchema, viaApi).errors).toEqual([{ type: 'negotiations', value: 'already_applied' }]);
    const page = await browser.page(`/applicant/vacancy_response?vacancyId=${v.id}`);
    expect(page.doc.querySelectorAll('[data-qa="vacancy-response-link-view-topic"]').length).toBe(1);
    expect(page.doc.querySelectorAll('form#RESPONSE_MODAL_FORM_ID').length).toBe(0);
  });

  it('asks for the letter the employer requires, and refuses one over 10 000 characters, sending nothing', async () => {
    const v = sandbox.state.data.catalog.vacancies.find((x) => x.letterRequired && !x.archived && !x.hasTest && sandbox.state.questionsOf(x).length === 0)!;
    const browser = await loggedIn('letter@example.ru');
    const popup = openedPopup(await browser.page(`/vacancy/${v.id}`))!;
    expect(popup.doc.querySelector('textarea[data-qa="vacancy-response-popup-form-letter-input"]')?.hasAttribute('required')).toBe(true);
    const empty = await browser.post('/applicant/vacancy_response', { ...formFields(popup), letter: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(pageOf(empty).doc.querySelector('[data-qa="vacancy-response-error-notification"]')?.textContent).toBe(
      'Работодатель просит приложить сопроводительное письмо.',
    );
    const long = await browser.post('/applicant/vacancy_response', { ...formFields(popup), letter: 'я'.repeat(10_001) });
    expect(long.statusCode).toBe(400);
    expect(selfTest(selectorPack, 'response_page', pageOf(long).probe).ok).toBe(true);
    expect(sandbox.state.negotiations.all()).toHaveLength(0);
  });

  it('refuses a form without its token or without a login', async () => {
    const v = plainVacancies()[2]!;
    const browser = await loggedIn('forged@example.ru');
    const fields = formFields(openedPopup(await browser.page(`/vacancy/${v.id}`))!);
    expect((await browser.post('/applicant/vacancy_response', { ...fields, _xsrf: 'forged' })).statusCode).toBe(403);
    const stranger = siteBrowser(sandbox);
    const res = await stranger.post('/applicant/vacancy_response', fields);
    expect(detectStop(selectorPack, pageOf(res).probe)).toBe('login_wall');
    expect(sandbox.state.negotiations.all()).toHaveLength(0);
  });
});

describe('questionnaire vacancies', () => {
  const questions = [
    { text: 'Сколько лет вы работаете с PostgreSQL?', kind: 'text', required: true },
    {
      text: 'Готовы к командировкам?',
      kind: 'single',
      required: true,
      options: [
        { id: 'yes', text: 'Да' },
        { id: 'no', text: 'Нет' },
      ],
    },
    { text: 'Ссылка на GitHub', kind: 'text', required: false },
  ];

  it('open the full-page form with the questions; a missing required answer sends nothing, answers are kept with the response', async () => {
    const v = plainVacancies()[3]!;
    expect((await control('POST', '/site', { questions: { [v.id]: questions } })).statusCode).toBe(200);
    const browser = await loggedIn('quiz@example.ru');
    const vacancyPage = await browser.page(`/vacancy/${v.id}`);
    expect(openedPopup(vacancyPage)).toBeNull();
    const page = await browser.page(`/applicant/vacancy_response?vacancyId=${v.id}`);
    expect(detectStop(selectorPack, page.probe)).toBeNull();
    expect(selfTest(selectorPack, 'response_page', page.probe)).toMatchObject({ ok: true });
    expect(selfTest(selectorPack, 'questionnaire', page.probe)).toMatchObject({ ok: true });
    const blocks = [...page.doc.querySelectorAll('[data-qa="task-body"]')];
    expect(blocks.map((b) => b.querySelector('[data-qa="task-question"]')?.textContent?.replace(' *', ''))).toEqual(questions.map((q) => q.text));
    expect(blocks.map((b) => b.querySelectorAll('[required]').length > 0)).toEqual([true, true, false]);
    const [q1, q2] = (await control('GET', `/vacancies/${v.id}/questions`)).json<{ items: { id: string }[] }>().items;

    const missing = await browser.post('/applicant/vacancy_response', { ...formFields(page), [`task_${q1!.id}_text`]: '3 года' });
    expect(missing.statusCode).toBe(400);
    expect(pageOf(missing).doc.querySelector('[data-qa="vacancy-response-error-notification"]')?.textContent).toBe(
      'Ответьте на обязательные вопросы работодателя.',
    );
    expect(pageOf(missing).doc.querySelector(`textarea[name="task_${q1!.id}_text"]`)?.textContent).toBe('3 года');
    expect(sandbox.state.negotiations.all()).toHaveLength(0);

    const sent = await browser.post('/applicant/vacancy_response', { ...formFields(page), [`task_${q1!.id}_text`]: '3 года', [`task_${q2!.id}`]: 'no' });
    expect(sent.statusCode).toBe(303);
    const [negotiation] = (await control('GET', '/negotiations?email=quiz@example.ru')).json<{ items: { answers: Record<string, unknown> }[] }>().items;
    expect(negotiation!.answers).toEqual({ [q1!.id]: '3 года', [q2!.id]: 'no' });
  });

  it('come from the data too: about one vacancy in twelve asks questions, the same ones on every load', async () => {
    const asking = (await control('GET', '/vacancies?has_questions=true&limit=1000')).json<{ items: { id: string; questions: number }[]; total: number }>();
    const share = asking.items.length / asking.total;
    expect(share).toBeGreaterThan(0.04);
    expect(share).toBeLessThan(0.14);
    const first = asking.items[0]!;
    const a = (await control('GET', `/vacancies/${first.id}/questions`)).json<{ items: { id: string; required: boolean }[] }>();
    expect(a.items).toHaveLength(first.questions);
    expect(a.items[0]!.required || a.items.length > 0).toBe(true);
    expect((await control('GET', `/vacancies/${first.id}/questions`)).json()).toEqual(a);
  });
});

describe('the switches', () => {
  it('a test vacancy: the form shows the test (a stop for a companion), the API refuses it, the seeker can still take the test', async () => {
    const v = plainVacancies()[4]!;
    await control('POST', '/site', { test_vacancies: [v.id] });
    expect(expectHh(hhVacancySchema, await sandbox.app.inject({ method: 'GET', url: `/vacancies/${v.id}`, headers: UA }))).toMatchObject({
      has_test: true,
      test: { required: true },
    });
    const browser = await loggedIn('test@example.ru');
    const page = await browser.page(`/applicant/vacancy_response?vacancyId=${v.id}`);
    expect(detectStop(selectorPack, page.probe)).toBe('test_required');
    const { access } = await connect(sandbox, 'test@example.ru');
    const resumeId = formFields(page)['resumeId']!;
    const viaApi = await applyViaApi(access, { vacancy_id: v.id, resume_id: resumeId, message: '' });
    expect(expectHh(hhErrorBodySchema, viaApi).errors).toEqual([{ type: 'negotiations', value: 'test_required' }]);
    const taken = await browser.post('/applicant/vacancy_response', {
      ...formFields(page),
      task_900000001: 'b',
      task_900000001_text: '',
      task_900000002_text: 'Перечитываю и прогоняю тесты.',
    });
    expect(taken.statusCode).toBe(303);
    expect(sandbox.state.negotiations.all()).toHaveLength(1);
  });

  it('an external-form vacancy: the form page links to the employer (a stop), the API answers 303 to that form', async () => {
    const v = plainVacancies()[5]!;
    await control('POST', '/site', { external_vacancies: { [v.id]: 'https://career.example.ru/apply/42' } });
    const browser = await loggedIn('external@example.ru');
    expect(openedPopup(await browser.page(`/vacancy/${v.id}`))).toBeNull();
    const page = await browser.page(`/applicant/vacancy_response?vacancyId=${v.id}`);
    expect(detectStop(selectorPack, page.probe)).toBe('external_form');
    expect(page.doc.querySelector('[data-qa="vacancy-response-link-advertising"]')?.getAttribute('href')).toBe('https://career.example.ru/apply/42');
    const { access } = await connect(sandbox, 'external@example.ru');
    const resumeId = sandbox.state.applicants.findByEmail('external@example.ru')!.resumeIds[0]!;
    const viaApi = await applyViaApi(access, { vacancy_id: v.id, resume_id: resumeId, message: '' });
    expect(viaApi.statusCode).toBe(303);
    expect(viaApi.headers.location).toBe('https://career.example.ru/apply/42');
    expect((await browser.post('/applicant/vacancy_response', { vacancyId: v.id, resumeId, _xsrf: browser.xsrf(page) })).statusCode).toBe(409);
    expect(sandbox.state.negotiations.all()).toHaveLength(0);
  });

  it('the other response shape: every vacancy responds on the full page, which sends the same negotiation', async () => {
    const v = plainVacancies()[6]!;
    await control('POST', '/site', { response_shape: 'page' });
    const browser = await loggedIn('shape@example.ru');
    expect(openedPopup(await browser.page(`/vacancy/${v.id}`))).toBeNull();
    const page = await browser.page(`/applicant/vacancy_response?vacancyId=${v.id}`);
    expect(selfTest(selectorPack, 'response_page', page.probe)).toMatchObject({ ok: true });
    expect((await browser.post('/applicant/vacancy_response', formFields(page))).statusCode).toBe(303);
    expect(sandbox.state.negotiations.all().map((n) => n.vacancyId)).toEqual([v.id]);
  });

  it('a changed page shape: renamed data-qa values fail the self-test of the pages that use them', async () => {
    const v = plainVacancies()[7]!;
    const browser = await loggedIn('renamed@example.ru');
    await control('POST', '/site', { renamed_qa: ['vacancy-response-submit-popup'] });
    const popup = openedPopup(await browser.page(`/vacancy/${v.id}`))!;
    expect(selfTest(selectorPack, 'response_popup', popup.probe)).toEqual({ page: 'response_popup', ok: false, missing: ['submit'] });
    expect(selfTest(selectorPack, 'vacancy', (await browser.page(`/vacancy/${v.id}`)).probe).ok).toBe(true);
    await control('POST', '/site', { renamed_qa: 'all' });
    const search = await browser.page('/search/vacancy?text=менеджер');
    expect(selfTest(selectorPack, 'search', search.probe).missing).toEqual(['header', 'any:item|no_results']);
    await control('POST', '/site', { renamed_qa: [] });
    expect(selfTest(selectorPack, 'search', (await browser.page('/search/vacancy?text=менеджер')).probe).ok).toBe(true);
  });

  it('a captcha: every page shows it, nothing is sent meanwhile, the right code lets the seeker back', async () => {
    const v = plainVacancies()[8]!;
    const browser = await loggedIn('captcha@example.ru');
    const fields = formFields(openedPopup(await browser.page(`/vacancy/${v.id}`))!);
    const { captcha_code: code } = (await control('POST', '/site', { captcha: true })).json<{ captcha_code: string }>();
    expect(code).toMatch(/^\d{5}$/);
    for (const path of [`/vacancy/${v.id}`, '/search/vacancy', '/applicant/negotiations']) {
      const page = await browser.page(path);
      expect(detectStop(selectorPack, page.probe)).toBe('captcha');
      expect(selfTest(selectorPack, 'captcha', page.probe).ok).toBe(true);
      expect(page.res.body).not.toContain(code);
    }
    expect((await browser.post('/applicant/vacancy_response', fields)).body).toContain('account-captcha-input');
    expect(sandbox.state.negotiations.all()).toHaveLength(0);
    const picture = await browser.get('/account/captcha/picture');
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    const wrong = await browser.post('/account/captcha', { captchaText: '00000', backurl: `/vacancy/${v.id}` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('account-captcha-error');
    const right = await browser.post('/account/captcha', { captchaText: code, backurl: `/vacancy/${v.id}` });
    expect(right.headers.location).toBe(`/vacancy/${v.id}`);
    expect(detectStop(selectorPack, (await browser.page(`/vacancy/${v.id}`)).probe)).toBeNull();
  });

  it('a login wall: ending the seeker’s sessions sends their next page to the login form, others stay logged in', async () => {
    const seeker = await loggedIn('wall@example.ru');
    const other = await loggedIn('other@example.ru');
    expect((await control('POST', '/site/logout', { email: 'wall@example.ru' })).json()).toEqual({ ended: 1 });
    expect(detectStop(selectorPack, (await seeker.page('/applicant/resumes')).probe)).toBe('login_wall');
    expect(detectStop(selectorPack, (await other.page('/applicant/resumes')).probe)).toBeNull();
    expect((await control('POST', '/site/logout', { email: 'nobody@example.ru' })).statusCode).toBe(404);
  });

  it('refuses malformed switches and unknown vacancies, and a reset turns every switch off', async () => {
    expect((await control('POST', '/site', { response_shape: 'sideways' })).statusCode).toBe(400);
    expect((await control('POST', '/site', { test_vacancies: ['999999999999'] })).statusCode).toBe(400);
    expect((await control('POST', '/site', { questions: { [plainVacancies()[0]!.id]: [{ text: 'Выбор?', kind: 'single' }] } })).statusCode).toBe(400);
    expect((await control('POST', '/site', { surprise: true })).statusCode).toBe(400);
    await control('POST', '/site', { captcha: true, response_shape: 'page', renamed_qa: 'all' });
    await control('POST', '/reset');
    expect((await control('GET', '/site')).json()).toMatchObject({
      captcha: false,
      captcha_code: null,
      response_shape: 'popup',
      renamed_qa: [],
      test_vacancies: [],
    });
  });
});
