import { HH_NEGOTIATION_MESSAGE_MAX_LENGTH, LOGIN_FORM_FIELDS, RESPONSE_FORM_FIELDS } from '@otklik/hh-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HhApiError } from '../http/errors';
import type { RouteContext } from '../routes/context';
import { missingMandatory, type Applicant, type StoredResume } from '../state/applicants';
import { SEARCH_ORDERS } from '../state/catalog';
import { TEST_QUESTIONS, type SiteQuestion } from '../state/questionnaires';
import type { SiteSession } from '../state/site-state';
import type { CatalogVacancy } from '../state/vacancy-normalizer';
import {
  captchaBody,
  captchaPicture,
  EDITOR_SCRIPT,
  loginBody,
  negotiationsBody,
  resumeEditorBody,
  resumeListBody,
  resumeViewBody,
  type ResumeEditorValues,
} from './applicant-pages';
import { esc, layout, renameQa, type Viewer } from './html';
import { negotiationsByVacancy, responseStatusState, searchVacancyState, topicState, vacancyViewState } from './page-state';
import {
  favoritesBody,
  LETTER_TOGGLE_SCRIPT,
  pager,
  POPUP_SCRIPT,
  responseForm,
  responsePageBody,
  searchBody,
  vacancyBody,
  type ResponseFormOptions,
} from './vacancy-pages';

/** The website's login cookie (hh's name): an unguessable session id, httpOnly, SameSite=Lax. */
export const SESSION_COOKIE = 'hhtoken';
/** Responses per page of the negotiations list (/applicant/negotiations). */
export const NEGOTIATIONS_PER_PAGE = 20;
/** hh's search depth: results past the 2000th cannot be paged to. */
const SEARCH_DEPTH = 2000;

/** Paths of hh.ru's website (the page contract's pages): browsers load them, so no User-Agent rule. */
export const isSitePath = (path: string): boolean =>
  path === '/' ||
  path === '/favicon.ico' ||
  path.startsWith('/search/vacancy') ||
  path.startsWith('/vacancy/') ||
  path.startsWith('/applicant/') ||
  path.startsWith('/account/') ||
  path.startsWith('/resume/');

/** The refusals of a response, as hh's site words them. */
const APPLY_MESSAGES: Record<string, string> = {
  resume_not_found: 'Выберите опубликованное резюме.',
  empty_message: 'Работодатель просит приложить сопроводительное письмо.',
  too_long_message: `Сопроводительное письмо длиннее ${HH_NEGOTIATION_MESSAGE_MAX_LENGTH.toLocaleString('ru-RU')} символов.`,
  limit_exceeded: 'В течение 24 часов можно совершить не более 200 откликов.',
  test_required: 'Для отклика необходимо пройти тест работодателя.',
  invalid_vacancy: 'Вакансия в архиве: отклик невозможен.',
  vacancy_not_found: 'Вакансия не найдена.',
};

/** One form field as a string: the first value of a repeated one, '' when absent. */
function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : '';
  return typeof value === 'string' ? value : '';
}

/** Every value of a (possibly repeated) form field. */
function fields(body: Record<string, unknown>, name: string): string[] {
  const value = body[name];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** The cookies of a request (one header, `a=1; b=2`). */
function cookies(request: FastifyRequest): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out.set(part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim()));
  }
  return out;
}

/** The origin the page was loaded from (links in the page state point back to it, as hh's regional hosts do). */
function siteOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** A path on this site to go back to after a login or a captcha: relative paths only (no open redirect). */
function safeBackurl(value: string | undefined, fallback = '/search/vacancy'): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}

const siteSearchSchema = z.object({
  text: z.string().max(3000).catch(''),
  area: z.array(z.string().regex(/^\d+$/)).catch([]),
  salary: z.coerce.number().int().min(0).optional().catch(undefined),
  only_with_salary: z.enum(['true', 'false']).optional().catch(undefined),
  experience: z.array(z.string()).catch([]),
  schedule: z.array(z.string()).catch([]),
  work_format: z.array(z.string()).catch([]),
  employer_id: z.array(z.string().regex(/^\d+$/)).catch([]),
  resume: z
    .string()
    .regex(/^[0-9a-f]{1,64}$/)
    .optional()
    .catch(undefined),
  order_by: z.enum(SEARCH_ORDERS).catch('relevance'),
  page: z.coerce.number().int().min(0).catch(0),
  items_on_page: z.coerce.number().int().min(1).max(100).catch(20),
});

const asList = (value: unknown): unknown => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const asOne = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** The employer's answers of a response form: `task_{id}_text` for a text question, `task_{id}` for a choice. */
function readAnswers(body: Record<string, unknown>, questions: readonly SiteQuestion[]): Record<string, string | string[]> {
  const answers: Record<string, string | string[]> = {};
  for (const q of questions) {
    if (q.kind === 'text') {
      const text = field(body, RESPONSE_FORM_FIELDS.textAnswer(q.id)).replace(/\r\n?/g, '\n').trim();
      if (text !== '') answers[q.id] = text;
    } else {
      const known = new Set((q.options ?? []).map((o) => o.id));
      const chosen = fields(body, RESPONSE_FORM_FIELDS.choiceAnswer(q.id)).filter((id) => known.has(id));
      if (chosen.length > 0) answers[q.id] = q.kind === 'single' ? chosen[0]! : chosen;
    }
  }
  return answers;
}

/** The values of the resume editor as posted (repeated job fields are zipped by position). */
function editorValues(body: Record<string, unknown>): ResumeEditorValues {
  const companies = fields(body, 'experienceCompany');
  const positions = fields(body, 'experiencePosition');
  const starts = fields(body, 'experienceStart');
  const ends = fields(body, 'experienceEnd');
  const descriptions = fields(body, 'experienceDescription');
  const count = Math.max(companies.length, positions.length, starts.length, ends.length, descriptions.length);
  const experience = Array.from({ length: count }, (_, i) => ({
    company: (companies[i] ?? '').trim(),
    position: (positions[i] ?? '').trim(),
    start: (starts[i] ?? '').trim(),
    end: (ends[i] ?? '').trim(),
    description: (descriptions[i] ?? '').replace(/\r\n?/g, '\n').trim(),
  })).filter((job) => Object.values(job).some((v) => v !== ''));
  const seen = new Set<string>();
  const skills = fields(body, 'keySkills')
    .map((s) => s.trim())
    .filter((s) => s !== '' && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
  return {
    title: field(body, 'title').trim(),
    skills,
    about: field(body, 'skills').replace(/\r\n?/g, '\n').trim(),
    salary: field(body, 'salary').trim(),
    currency: field(body, 'currency') || 'RUR',
    experience,
  };
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** What is wrong with the editor's values, in the words hh's editor uses; empty when they can be saved. */
function editorErrors(v: ResumeEditorValues): string[] {
  const errors: string[] = [];
  if (v.title.length < 2 || v.title.length > 100) errors.push('Укажите желаемую должность: от 2 до 100 символов.');
  if (v.skills.length > 30) errors.push('Ключевых навыков может быть не больше 30.');
  if (v.skills.some((s) => s.length > 100)) errors.push('Навык не может быть длиннее 100 символов.');
  if (v.about.length > 32_768) errors.push('Раздел «Обо мне» слишком длинный.');
  if (v.salary !== '' && !/^[1-9]\d{0,9}$/.test(v.salary)) errors.push('Зарплата — целое положительное число.');
  if (!['RUR', 'USD', 'EUR'].includes(v.currency)) errors.push('Выберите валюту.');
  v.experience.forEach((job, i) => {
    const n = i + 1;
    if (job.company === '' || job.position === '') errors.push(`Место работы ${n}: укажите организацию и должность.`);
    if (!MONTH.test(job.start)) errors.push(`Место работы ${n}: укажите месяц начала работы.`);
    if (job.end !== '' && (!MONTH.test(job.end) || job.end < job.start)) errors.push(`Место работы ${n}: окончание раньше начала.`);
    if (job.description.length > 4096) errors.push(`Место работы ${n}: описание длиннее 4096 символов.`);
  });
  return errors;
}

/** The editor's values of a saved resume. */
function valuesOf(resume: StoredResume | null): ResumeEditorValues {
  const b = resume?.body;
  return {
    title: resume?.title ?? '',
    skills: b?.skill_set ?? [],
    about: b?.skills ?? '',
    salary: b?.salary ? String(b.salary.amount) : '',
    currency: b?.salary?.currency ?? 'RUR',
    experience: (b?.experience ?? []).map((e) => ({
      company: e.company,
      position: e.position,
      start: e.start.slice(0, 7),
      end: e.end ? e.end.slice(0, 7) : '',
      description: e.description ?? '',
    })),
  };
}

/**
 * hh.ru's website, for a browser companion and for people: the same applicants, vacancies, resumes and negotiations
 * as the API, written to the page contract of packages/hh-contract (data-qa attributes, the embedded page state).
 * A cookie session (`hhtoken`) after /account/login; pages under /applicant show the login form without one. The
 * switches of /__control/site put a captcha in front of every page, open responses on a full page instead of the
 * popup, rename data-qa values, and make a vacancy a test or an external-form one.
 */
export function registerSiteRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { state, presenter, publicUrl } = ctx;
  const switches = () => state.site.switches;

  const sessionOf = (request: FastifyRequest): SiteSession | null => state.site.session(cookies(request).get(SESSION_COOKIE));
  const viewerOf = (session: SiteSession | null): Viewer | null => {
    if (!session) return null;
    const applicant = state.applicants.get(session.applicantId);
    return { name: `${applicant.firstName} ${applicant.lastName}`, xsrf: session.xsrf };
  };

  /** Sends a page (no caching: the pages are per seeker), with the data-qa renames of the switches applied. */
  const send = (reply: FastifyReply, html: string, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renameQa(html, switches().renamedQa));

  const sendLogin = (reply: FastifyReply, backurl: string, error: string | null = null, email = '', status = 200) =>
    send(reply, layout({ title: 'Вход в личный кабинет', body: loginBody({ backurl, email, error }), viewer: null }), status);

  const sendMessage = (reply: FastifyReply, viewer: Viewer | null, title: string, text: string, status: number) =>
    send(reply, layout({ title, body: `<div class="card"><h1>${esc(title)}</h1><p>${esc(text)}</p></div>`, viewer }), status);

  /**
   * The logged-in applicant of a page under /applicant, or null after answering with the login form (a POST also
   * needs its form token: a form from another site is refused).
   */
  async function applicantPage(request: FastifyRequest, reply: FastifyReply): Promise<{ applicant: Applicant; session: SiteSession; viewer: Viewer } | null> {
    const session = sessionOf(request);
    if (!session) {
      const back =
        request.method === 'GET' ? request.url : safeBackurl(request.headers.referer ? new URL(request.headers.referer, publicUrl).pathname : undefined);
      await sendLogin(reply, back);
      return null;
    }
    const viewer = viewerOf(session)!;
    if (request.method === 'POST' && field((request.body ?? {}) as Record<string, unknown>, '_xsrf') !== session.xsrf) {
      await sendMessage(reply, viewer, 'Страница устарела', 'Обновите страницу и повторите действие.', 403);
      return null;
    }
    return { applicant: state.applicants.get(session.applicantId), session, viewer };
  }

  // The captcha, when switched on, stands in front of every page of the site until its code is typed.
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (switches().captcha === null || !isSitePath(path) || path.startsWith('/account/captcha')) return;
    const backurl = request.method === 'GET' ? request.url : '/search/vacancy';
    await send(reply, layout({ title: 'Подтвердите, что вы не робот', body: captchaBody({ backurl, error: false }), viewer: null }));
    return reply;
  });

  app.get('/account/captcha/picture', async (_request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'no-store')
      .send(captchaPicture(switches().captcha ?? '00000')),
  );

  app.post('/account/captcha', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const backurl = safeBackurl(field(body, 'backurl'));
    const code = switches().captcha;
    if (code !== null && field(body, 'captchaText').trim() !== code) {
      return send(reply, layout({ title: 'Подтвердите, что вы не робот', body: captchaBody({ backurl, error: true }), viewer: null }), 400);
    }
    switches().captcha = null;
    return reply.redirect(backurl, 303);
  });

  app.get('/', async (_request, reply) => reply.redirect('/search/vacancy', 303));
  // Browsers ask for it on every page; no icon, and no 404 in the console.
  app.get('/favicon.ico', async (_request, reply) => reply.status(204).send());

  app.get<{ Querystring: { backurl?: string } }>('/account/login', async (request, reply) => {
    const backurl = safeBackurl(typeof request.query.backurl === 'string' ? request.query.backurl : undefined);
    if (sessionOf(request)) return reply.redirect(backurl, 303);
    return sendLogin(reply, backurl);
  });

  app.post('/account/login', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const email = field(body, LOGIN_FORM_FIELDS.email).trim();
    const backurl = safeBackurl(field(body, LOGIN_FORM_FIELDS.backurl));
    if (!z.email().safeParse(email).success) return sendLogin(reply, backurl, 'Введите электронную почту.', email, 400);
    if (field(body, LOGIN_FORM_FIELDS.password) === '') return sendLogin(reply, backurl, 'Введите пароль.', email, 400);
    const applicant = state.applicants.ensure(email);
    const session = state.site.login(applicant.id);
    reply.header('set-cookie', `${SESSION_COOKIE}=${session.id}; Path=/; HttpOnly; SameSite=Lax`);
    return reply.redirect(backurl, 303);
  });

  app.post('/account/logout', async (request, reply) => {
    const session = sessionOf(request);
    if (session && field((request.body ?? {}) as Record<string, unknown>, '_xsrf') !== session.xsrf) {
      return sendMessage(reply, viewerOf(session), 'Страница устарела', 'Обновите страницу и повторите действие.', 403);
    }
    if (session) state.site.logout(session.id);
    reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    return reply.redirect('/search/vacancy', 303);
  });

  app.get('/search/vacancy', async (request, reply) => {
    const raw = request.query as Record<string, unknown>;
    const p = siteSearchSchema.parse({
      ...Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, asOne(v)])),
      area: asList(raw['area']),
      experience: asList(raw['experience']),
      schedule: asList(raw['schedule']),
      work_format: asList(raw['work_format']),
      employer_id: asList(raw['employer_id']),
    });
    const session = sessionOf(request);
    const applicant = session ? state.applicants.get(session.applicantId) : null;
    const perPage = p.items_on_page;
    const page = Math.min(p.page, Math.max(0, Math.ceil(SEARCH_DEPTH / perPage) - 1));
    const dict = state.data.dictionaries;
    const remote = p.work_format.includes('REMOTE') ? ['remote'] : [];
    // hh's «подходящие вакансии» for one of the seeker's resumes: the search the API's similar_vacancies makes.
    const resume = p.resume && applicant ? state.applicants.findResume(p.resume) : undefined;
    const ownResume = resume && applicant && resume.ownerId === applicant.id ? resume : undefined;
    const similar = ownResume
      ? {
          similarText: ownResume.title ?? '',
          boostText: [...(ownResume.body.skill_set ?? []), ...(ownResume.body.experience ?? []).map((e) => e.position), ownResume.body.skills ?? ''].join(' '),
        }
      : {};
    const result = state.data.catalog.search({
      ...similar,
      text: ownResume ? undefined : p.text || undefined,
      areaIds: p.area,
      salaryRur: p.salary === undefined ? null : p.salary,
      onlyWithSalary: p.only_with_salary === 'true',
      scheduleIds: [...p.schedule.filter((id) => dict.entry('schedule', id)), ...remote],
      experienceIds: p.experience.filter((id) => dict.entry('experience', id)),
      employerIds: p.employer_id,
      order: p.order_by,
      offset: page * perPage,
      limit: perPage,
    });
    const pages = Math.min(Math.ceil(result.found / perPage), Math.ceil(SEARCH_DEPTH / perPage));
    const applied = negotiationsByVacancy(state, applicant);
    const pageUrl = (n: number) => {
      const query = new URLSearchParams(request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '');
      query.set('page', String(n));
      return `/search/vacancy?${query.toString()}`;
    };
    const pageState = {
      vacancySearchResult: {
        vacancies: result.items.map((v) => searchVacancyState(state, siteOrigin(request), v, applied.get(v.id))),
        totalResults: result.found,
        paging: pages > 1 ? { lastPage: { page: pages - 1 } } : null,
        criteria: { text: p.text, page },
      },
    };
    return send(
      reply,
      layout({
        title: p.text ? `Работа: ${p.text}` : 'Вакансии',
        body: searchBody({
          text: p.text,
          resumeTitle: ownResume ? (ownResume.title ?? '') : null,
          found: result.found,
          page,
          pages,
          items: result.items,
          applied,
          pageUrl,
        }),
        viewer: viewerOf(session),
        state: pageState,
      }),
    );
  });

  /** Whether a vacancy's response opens in the popup: no test, no questions, no external form, the popup switch on. */
  const opensInPopup = (v: CatalogVacancy) =>
    switches().responseShape === 'popup' && !state.hasTest(v) && !state.externalUrl(v) && state.questionsOf(v).length === 0;

  const publishedResumes = (applicant: Applicant) => state.applicants.resumesOf(applicant).filter((r) => r.status === 'published');

  /** The response form for this vacancy and applicant, with the test or the questions the vacancy asks. */
  const formOptions = (v: CatalogVacancy, applicant: Applicant, viewer: Viewer): ResponseFormOptions => {
    const test = state.hasTest(v);
    return {
      vacancy: v,
      resumes: publishedResumes(applicant),
      viewer,
      letterRequired: v.letterRequired,
      questions: test ? TEST_QUESTIONS : state.questionsOf(v),
      test,
    };
  };

  app.get<{ Params: { id: string }; Querystring: { from?: string } }>('/vacancy/:id', async (request, reply) => {
    const session = sessionOf(request);
    const viewer = viewerOf(session);
    const v = /^\d+$/.test(request.params.id) ? state.data.catalog.get(request.params.id) : undefined;
    if (!v) return sendMessage(reply, viewer, 'Вакансия не найдена', 'Возможно, она удалена или ссылка неверна.', 404);
    const applicant = session ? state.applicants.get(session.applicantId) : null;
    const negotiation = applicant ? state.negotiations.ofVacancy(applicant, v.id) : undefined;
    const popup =
      applicant && viewer && !negotiation && !v.archived && opensInPopup(v) && publishedResumes(applicant).length > 0
        ? responseForm(formOptions(v, applicant, viewer))
        : null;
    const body = vacancyBody({ vacancy: v, experienceName: v.full.experience?.name ?? null, negotiation, justSent: request.query.from === 'response', popup });
    const pageState = { vacancyView: vacancyViewState(state, v), applicantVacancyResponseStatuses: responseStatusState(state, v, negotiation !== undefined) };
    return send(reply, layout({ title: v.full.name, body, viewer, state: pageState, script: POPUP_SCRIPT }));
  });

  /** The full-page response for a vacancy, with the form (and what the seeker typed, after a refusal). */
  const sendResponsePage = (
    reply: FastifyReply,
    v: CatalogVacancy,
    applicant: Applicant,
    viewer: Viewer,
    extra: Partial<ResponseFormOptions> = {},
    status = 200,
  ) => {
    const negotiation = state.negotiations.ofVacancy(applicant, v.id);
    const options = formOptions(v, applicant, viewer);
    const form = options.resumes.length > 0 ? responseForm({ ...options, ...extra }) : null;
    const body = responsePageBody({ vacancy: v, negotiation, externalUrl: state.externalUrl(v), form });
    const pageState = { applicantVacancyResponseStatuses: responseStatusState(state, v, negotiation !== undefined) };
    return send(reply, layout({ title: `Отклик на вакансию ${v.full.name}`, body, viewer, state: pageState, script: LETTER_TOGGLE_SCRIPT }), status);
  };

  app.get<{ Querystring: { vacancyId?: string } }>('/applicant/vacancy_response', async (request, reply) => {
    const who = await applicantPage(request, reply);
    if (!who) return reply;
    const id = typeof request.query.vacancyId === 'string' ? request.query.vacancyId : '';
    const v = /^\d+$/.test(id) ? state.data.catalog.get(id) : undefined;
    if (!v) return sendMessage(reply, who.viewer, 'Вакансия не найдена', 'Возможно, она удалена или ссылка неверна.', 404);
    return sendResponsePage(reply, v, who.applicant, who.viewer);
  });

  app.post('/applicant/vacancy_response', async (request, reply) => {
    const who = await applicantPage(request, reply);
    if (!who) return reply;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const id = field(body, RESPONSE_FORM_FIELDS.vacancy);
    const v = /^\d+$/.test(id) ? state.data.catalog.get(id) : undefined;
    if (!v) return sendMessage(reply, who.viewer, 'Вакансия не найдена', 'Возможно, она удалена или ссылка неверна.', 404);
    // One negotiation per vacancy: a repeated submit (a second click, a reopened tab) shows the response already made.
    if (state.negotiations.ofVacancy(who.applicant, v.id)) return reply.redirect(`/vacancy/${v.id}`, 303);
    if (state.externalUrl(v) || v.archived) return sendResponsePage(reply, v, who.applicant, who.viewer, {}, 409);
    const test = state.hasTest(v);
    const questions = test ? TEST_QUESTIONS : state.questionsOf(v);
    const answers = readAnswers(body, questions);
    const letter = field(body, RESPONSE_FORM_FIELDS.letter).replace(/\r\n?/g, '\n');
    const resumeId = field(body, RESPONSE_FORM_FIELDS.resume);
    const values = { letter, resumeId, answers };
    const refuse = (error: string) => sendResponsePage(reply, v, who.applicant, who.viewer, { values, error }, 400);
    if (questions.some((q) => q.required && answers[q.id] === undefined)) {
      return refuse(test ? 'Ответьте на все вопросы теста.' : 'Ответьте на обязательные вопросы работодателя.');
    }
    if (test && field(body, 'testRequired') !== 'true') return refuse(APPLY_MESSAGES['test_required']!);
    try {
      state.negotiations.apply(who.applicant, { vacancyId: v.id, resumeId, message: letter }, { testTaken: test, answers });
    } catch (error) {
      if (!(error instanceof HhApiError)) throw error;
      const value = error.errors[0]?.value ?? '';
      if (value === 'already_applied') return reply.redirect(`/vacancy/${v.id}`, 303);
      return refuse(APPLY_MESSAGES[value] ?? 'Не удалось отправить отклик. Попробуйте ещё раз.');
    }
    return reply.redirect(`/vacancy/${v.id}?from=response`, 303);
  });

  const canPublish = (r: StoredResume) => missingMandatory(r).length === 0 && (r.nextPublishMs === null || state.clock.now() >= r.nextPublishMs);

  const sendResumeList = (
    reply: FastifyReply,
    applicant: Applicant,
    viewer: Viewer,
    notice: { text: string; resumeId: string } | null,
    error: string | null = null,
    status = 200,
  ) => {
    const resumes = state.applicants.resumesOf(applicant);
    const pageState = { applicantResumes: { items: resumes.map((r) => presenter.myResume(r, applicant)) } };
    return send(reply, layout({ title: 'Мои резюме', body: resumeListBody({ resumes, viewer, canPublish, notice, error }), viewer, state: pageState }), status);
  };

  app.get<{ Querystring: { saved?: string; published?: string } }>('/applicant/resumes', async (request, reply) => {
    const who = await applicantPage(request, reply);
    if (!who) return reply;
    const resumes = state.applicants.resumesOf(who.applicant);
    const saved = resumes.find((r) => r.id === request.query.saved);
    const published = resumes.find((r) => r.id === request.query.published);
    const notice = saved
      ? { text: `Резюме «${saved.title ?? ''}» сохранено${saved.status === 'published' ? ' и опубликовано' : ''}.`, resumeId: saved.id }
      : published
        ? { text: `Резюме «${published.title ?? ''}» опубликовано.`, resumeId: published.id }
        : null;
    return sendResumeList(reply, who.applicant, who.viewer, notice);
  });

  app.post('/applicant/resumes/touch', async (request, reply) => {
    const who = await applicantPage(request, reply);
    if (!who) return reply;
    const id = field((request.body ?? {}) as Record<string, unknown>, 'resume');
    try {
      state.applicants.publish(who.applicant, id);
    } catch (error) {
      if (!(error instanceof HhApiError)) throw error;
      const message =
        error.status === 404
          ? 'Резюме не найдено.'
          : error.status === 429
            ? 'Поднимать резюме можно раз в 4 часа.'
            : 'Заполните обязательные поля резюме, чтобы опубликовать его.';
      return sendResumeList(reply, who.applicant, who.viewer, null, message, error.status === 404 ? 404 : 400);
    }
    return reply.redirect(`/applicant/resumes?published=${encodeURIComponent(id)}`, 303);
  });

  const sendEditor = (reply: FastifyReply, viewer: Viewer, resumeId: string | null, values: ResumeEditorValues, errors: string[] = [], status = 200) =>
    send(
      reply,
      layout({
        title: resumeId ? 'Редактирование резюме' : 'Новое резюме',
        body: resumeEditorBody({ resumeId, values, viewer, errors }),
        viewer,
        script: EDITOR_SCRIPT,
      }),
      status,
    );

  app.get('/applicant/resumes/new', async (request, reply) => {
    const who = await applicantPage(request, reply);
    if (!who) return reply;
    return sendEditor(reply, who.viewer, null, valuesOf(null));
  });

  app.get<{ Querystring: { resume?: string } }>('/applicant/resumes/edit', async (request, reply) => {
    const who = await applicantPage(request, reply);
    if (!who) return reply;
    const id = typeof request.query.resume === 'string' ? request.query.resume : '';
    const resume = state.applicants.findResume(id);
    if (!resume || resume.ownerId !== who.applicant.id)
      return sendMessage(reply, who.viewer, 'Резюме не найдено', 'Оно удалено или принадлежит другому соискателю.', 404);
    return sendEditor(reply, who.viewer, resume.id, valuesOf(resume));
  });

  app.post('/applicant/resumes/edit', async (request, reply) => {
    const who = await applicantPage(request, reply);
    if (!who) return reply;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const id = field(body, 'resume') || null;
    if (id !== null) {
      const resume = state.applicants.findResume(id);
      if (!resume || resume.ownerId !== who.applicant.id)
        return sendMessage(reply, who.viewer, 'Резюме не найдено', 'Оно удалено или принадлежит другому соискателю.', 404);
    }
    const values = editorValues(body);
    const errors = editorErrors(values);
    if (errors.length > 0) return sendEditor(reply, who.viewer, id, values, errors, 400);
    let saved: StoredResume;
    try {
      saved = state.applicants.saveFromEditor(who.applicant, id, {
        title: values.title,
        skill_set: values.skills,
        skills: values.about === '' ? null : values.about,
        salary: values.salary === '' ? null : { amount: Number(values.salary), currency: values.currency },
        experience: values.experience.map((job) => ({
          company: job.company,
          position: job.position,
          start: `${job.start}-01`,
          end: job.end === '' ? null : `${job.end}-01`,
          description: job.description === '' ? null : job.description,
        })),
      });
    } catch (error) {
      if (!(error instanceof HhApiError)) throw error;
      const message =
        error.errors[0]?.value === 'total_limit_exceeded'
          ? 'Можно создать не больше 20 резюме.'
          : 'У вас уже есть резюме с такой должностью: измените название.';
      return sendEditor(reply, who.viewer, id, values, [message], 400);
    }
    return reply.redirect(`/applicant/resumes?saved=${encodeURIComponent(saved.id)}`, 303);
  });

  app.get<{ Params: { id: string } }>('/resume/:id', async (request, reply) => {
    const session = sessionOf(request);
    const viewer = viewerOf(session);
    const resume = state.applicants.findResume(request.params.id);
    const owner = resume !== undefined && session !== null && resume.ownerId === session.applicantId;
    if (!resume || (!owner && resume.status !== 'published')) {
      return sendMessage(reply, viewer, 'Резюме не найдено', 'Оно удалено, скрыто или ещё не опубликовано.', 404);
    }
    const pageState = owner ? { resumeView: { resume: presenter.resume(resume, state.applicants.get(resume.ownerId)) } } : undefined;
    return send(reply, layout({ title: resume.title ?? 'Резюме', body: resumeViewBody(resume, owner), viewer, ...(pageState ? { state: pageState } : {}) }));
  });

  app.get<{ Querystring: { page?: string } }>('/applicant/favorite_vacancies', async (request, reply) => {
    const who = await applicantPage(request, reply);
    if (!who) return reply;
    const perPage = 20;
    const ids = [...who.applicant.favorites].reverse();
    const pages = Math.ceil(ids.length / perPage);
    const page = Math.min(Math.max(0, Number.parseInt(String(request.query.page ?? '0'), 10) || 0), Math.max(0, pages - 1));
    const items = ids.slice(page * perPage, (page + 1) * perPage).flatMap((id) => state.data.catalog.get(id) ?? []);
    const applied = negotiationsByVacancy(state, who.applicant);
    const pageState = {
      vacancySearchResult: {
        vacancies: items.map((v) => searchVacancyState(state, siteOrigin(request), v, applied.get(v.id))),
        totalResults: ids.length,
        paging: pages > 1 ? { lastPage: { page: pages - 1 } } : null,
        criteria: { page },
      },
    };
    const pageUrl = (n: number) => `/applicant/favorite_vacancies?page=${n}`;
    return send(
      reply,
      layout({ title: 'Избранные вакансии', body: favoritesBody({ items, applied, page, pages, pageUrl }), viewer: who.viewer, state: pageState }),
    );
  });

  // Like hh's own list, the responses come a page at a time (newest first): a reader looks further with ?page=N.
  app.get<{ Querystring: { page?: string } }>('/applicant/negotiations', async (request, reply) => {
    const who = await applicantPage(request, reply);
    if (!who) return reply;
    const all = state.negotiations.of(who.applicant).sort((a, b) => b.createdMs - a.createdMs || Number(b.id) - Number(a.id));
    const pages = Math.max(1, Math.ceil(all.length / NEGOTIATIONS_PER_PAGE));
    const page = Math.min(Math.max(0, Number.parseInt(String(request.query.page ?? '0'), 10) || 0), pages - 1);
    const negotiations = all.slice(page * NEGOTIATIONS_PER_PAGE, (page + 1) * NEGOTIATIONS_PER_PAGE);
    const items = negotiations.map((n) => ({ negotiation: n, vacancy: state.data.catalog.get(n.vacancyId) }));
    const pageState = { applicantNegotiations: { topicList: negotiations.map((n) => topicState(state, n)), page, pages, total: all.length } };
    const body = negotiationsBody(items) + pager(page, pages, (n) => `/applicant/negotiations?page=${n}`);
    return send(reply, layout({ title: 'Отклики', body, viewer: who.viewer, state: pageState }));
  });
}
