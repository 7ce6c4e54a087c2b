import type { HhResumeCreateRequest } from '@otklik/hh-contract';
import type { FaultSpec } from '../src/state/faults';

/** A negotiation as the control API shows it, with the cover letter hh never shows back. Times are ISO UTC. */
export interface ControlNegotiation {
  id: string;
  applicant_id: string;
  email: string;
  vacancy_id: string;
  vacancy_name: string | null;
  resume_id: string;
  state: string;
  /** The cover letter sent with the response ('' when none). */
  message: string;
  has_updates: boolean;
  /** hh's `viewed_by_opponent`: the employer opened it (always true once invited or rejected). */
  viewed_by_opponent: boolean;
  created_at: string;
  updated_at: string;
  auto_invite_at: string | null;
  /** Answers to the employer's questions (question id → text or option ids), when sent through the website. */
  answers: Record<string, string | string[]>;
  /** Where the response was sent: hh's API or hh's website. */
  channel: 'api' | 'site';
}

/** An employer question of a response form (see the website's questionnaires). */
export interface ControlQuestion {
  id?: string;
  text: string;
  kind?: 'text' | 'single' | 'multiple';
  required?: boolean;
  options?: { id: string; text: string }[];
}

/** A question as the sandbox reports it: every field given. */
export type SiteQuestionView = Required<Omit<ControlQuestion, 'options'>> & Pick<ControlQuestion, 'options'>;

/**
 * The website's switches (POST /__control/site): each key given replaces the current value.
 * - `captcha`: a captcha in front of every page until its code is typed (`captcha_code` in the answer);
 * - `response_shape`: `popup` (default) or `page` (the full-page response form for every vacancy);
 * - `renamed_qa`: data-qa values written with a `-v2` suffix (`'all'` for every one): self-tests fail;
 * - `test_vacancies`: vacancies that require a test; `external_vacancies`: id → the employer's own form;
 * - `questions`: the questionnaire of a vacancy (`null` puts back what the data implies, `[]` removes it).
 */
export interface SiteSwitches {
  captcha?: boolean;
  response_shape?: 'popup' | 'page';
  renamed_qa?: 'all' | string[];
  test_vacancies?: string[];
  external_vacancies?: Record<string, string>;
  questions?: Record<string, ControlQuestion[] | null>;
}

/** The switches as the sandbox reports them. */
export interface SiteSwitchesView {
  captcha: boolean;
  captcha_code: string | null;
  response_shape: 'popup' | 'page';
  renamed_qa: 'all' | string[];
  test_vacancies: string[];
  external_vacancies: Record<string, string>;
  questions: Record<string, SiteQuestionView[]>;
}

/** A vacancy of the sandbox catalogue with the flags tests aim at. */
export interface ControlVacancy {
  id: string;
  name: string;
  has_test: boolean;
  archived: boolean;
  response_letter_required: boolean;
  /** How many questions its response form asks. */
  questions: number;
  /** The employer's own response form, or null. */
  external_url: string | null;
}

/** An applicant as the control API lists it. */
export interface ControlApplicant {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  resume_ids: string[];
  /** The applicant's token pairs: live ones, and those revoked by DELETE /oauth/token (GET /__control/applicants only). */
  tokens?: { active: number; revoked: number };
}

/** What POST /__control/applicants answers: the account to consent as (its e-mail) and its resumes. */
export interface CreatedApplicant extends ControlApplicant {
  resumes: { id: string; title: string | null; status: 'published' | 'not_published' }[];
}

/** A fault of an hh route (`'METHOD /path'` or `'/path'`): its kind, delay (ms), how many calls and 5xx status. */
export type { FaultSpec } from '../src/state/faults';

/**
 * A typed client of the sandbox's control API (/__control, JSON; never part of hh) at `baseUrl`, e.g.
 * `http://127.0.0.1:18390`. Works against a sandbox in this process or one started by another process (e2e).
 * The client is itself a function for any path without a helper: `control('POST', '/faults', {...})`.
 * Every call throws Error with the status and body on an answer ≥ 400.
 */
export function sandboxControl(baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');
  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}/__control${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 400) throw new Error(`control ${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  return Object.assign(call, {
    /** Forgets applicants, tokens, negotiations and faults; puts the clock back to its start. */
    reset: () => call<undefined>('POST', '/reset'),
    /** The sandbox clock (ISO UTC) and whether it is frozen. */
    clock: () => call<{ now: string; frozen: boolean }>('GET', '/clock'),
    /** Sets the sandbox clock to an ISO instant; due auto-invites run. */
    setClock: (now: string) => call<{ now: string; auto_invited: number }>('POST', '/clock', { now }),
    /** Moves the sandbox clock forward by `ms` milliseconds; due auto-invites run. */
    advanceClock: (ms: number) => call<{ now: string; auto_invited: number }>('POST', '/clock', { advance_ms: ms }),
    /** Adds a fault (e.g. `{ route: 'POST /negotiations', kind: '5xx', status: 503, count: 1 }`). @returns the stored fault. */
    addFault: (fault: FaultSpec) => call<FaultSpec>('POST', '/faults', fault),
    /** Removes every fault. */
    clearFaults: () => call<undefined>('DELETE', '/faults'),
    /**
     * The applicant of `email` responds to a vacancy on hh.ru's own site (their first published resume), as hh's
     * POST /negotiations would. @returns the new negotiation. @throws Error 404 for an unknown e-mail, hh's apply errors
     */
    applyAs: (email: string, vacancyId: string, message = '') => call<ControlNegotiation>('POST', '/negotiations', { email, vacancy_id: vacancyId, message }),
    /** The employer invites on a negotiation (state → invitation). */
    invite: (negotiationId: string) => call<ControlNegotiation>('POST', `/negotiations/${negotiationId}/invite`),
    /** The employer rejects a negotiation (state → discard). */
    reject: (negotiationId: string) => call<ControlNegotiation>('POST', `/negotiations/${negotiationId}/reject`),
    /** The employer opens a negotiation without answering (viewed_by_opponent → true; the state stays). */
    view: (negotiationId: string) => call<ControlNegotiation>('POST', `/negotiations/${negotiationId}/view`),
    /** The negotiations of one hh e-mail (all of them without one), with the letters sent. */
    negotiations: async (email?: string) =>
      (await call<{ items: ControlNegotiation[] }>('GET', `/negotiations${email ? `?email=${encodeURIComponent(email)}` : ''}`)).items,
    /** The cover letters an hh e-mail sent, by vacancy id. */
    letters: async (email: string) => {
      const items = (await call<{ items: ControlNegotiation[] }>('GET', `/negotiations?email=${encodeURIComponent(email)}`)).items;
      return new Map(items.map((n) => [n.vacancy_id, n.message]));
    },
    /** Catalogue vacancies with the given flags (default limit 20). */
    vacancies: async (flags: { has_test?: boolean; has_questions?: boolean; archived?: boolean; response_letter_required?: boolean; limit?: number } = {}) => {
      const query = new URLSearchParams(Object.entries(flags).map(([k, v]): [string, string] => [k, String(v)]));
      return (await call<{ items: ControlVacancy[] }>('GET', `/vacancies?${query.toString()}`)).items;
    },
    /** The website's switches. */
    site: () => call<SiteSwitchesView>('GET', '/site'),
    /** Sets website switches (see {@link SiteSwitches}). @returns all of them */
    setSite: (switches: SiteSwitches) => call<SiteSwitchesView>('POST', '/site', switches),
    /** The login wall: ends the website sessions of one hh e-mail, or every session. @returns how many ended */
    siteLogout: (email?: string) => call<{ ended: number }>('POST', '/site/logout', email === undefined ? {} : { email }),
    /** The questions a vacancy's response form asks, and whether it requires a test. */
    questions: (vacancyId: string) => call<{ items: SiteQuestionView[]; test: boolean }>('GET', `/vacancies/${vacancyId}/questions`),
    /** Every applicant so far. */
    applicants: async () => (await call<{ items: ControlApplicant[] }>('GET', '/applicants')).items,
    /**
     * Creates an applicant whose resumes are exactly `resumes` (hh's POST /resumes body; `title` required), all
     * published unless `publish` is false. Consent with the same e-mail signs in as them (see `consentAtSandbox`).
     * @throws Error 400 when the e-mail is taken or a body breaks hh's resume contract
     */
    createApplicant: (email: string, resumes: (HhResumeCreateRequest & { title: string })[], options: { publish?: boolean } = {}) =>
      call<CreatedApplicant>('POST', '/applicants', { email, resumes, ...(options.publish === undefined ? {} : { publish: options.publish }) }),
  });
}

/** The control client type. */
export type SandboxControl = ReturnType<typeof sandboxControl>;

/**
 * Plays the seeker's part on the sandbox's consent page for an hh authorize URL: submits the e-mail and «Разрешить».
 * @returns the code and state hh sends back to redirect_uri.
 * @throws Error when the page does not redirect (302) with a code and state.
 */
export async function consentAtSandbox(authorizeUrl: string, email: string): Promise<{ code: string; state: string; location: URL }> {
  const link = new URL(authorizeUrl);
  const form = new URLSearchParams(link.searchParams);
  form.set('decision', 'allow');
  form.set('email', email);
  const response = await fetch(`${link.origin}/oauth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  if (response.status !== 302) throw new Error(`consent answered ${response.status}: ${await response.text()}`);
  const location = new URL(response.headers.get('location') ?? '');
  const code = location.searchParams.get('code');
  const state = location.searchParams.get('state');
  if (!code || !state) throw new Error(`no code/state in ${location.toString()}`);
  return { code, state, location };
}

/**
 * Logs an hh e-mail in on the sandbox's website (/account/login; any non-empty password), as the seeker would in
 * their browser. @returns the session cookie (`hhtoken`) to give a browser context or a fetch.
 * @throws Error when the login does not answer 303 with the cookie
 */
export async function siteLoginAtSandbox(baseUrl: string, email: string): Promise<{ name: string; value: string; header: string }> {
  const base = baseUrl.replace(/\/+$/, '');
  const response = await fetch(`${base}/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: 'sandbox', backurl: '/applicant/resumes' }).toString(),
    redirect: 'manual',
  });
  const cookie = /^(hhtoken)=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
  if (response.status !== 303 || !cookie) throw new Error(`site login answered ${response.status}: ${await response.text()}`);
  return { name: cookie[1]!, value: cookie[2]!, header: `${cookie[1]}=${cookie[2]}` };
}
