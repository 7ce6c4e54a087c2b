import { HH_DETAIL, type LetterStyle, type ResumeSummary } from '@otklik/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { applications, type ApplicationRow } from '../src/db/schema/applications';
import { positions } from '../src/db/schema/positions';
import { enqueueSend } from '../src/modules/applications/applications.jobs';
import type { TestApp } from './build-test-app';
import { createUser, loginAs, uniqueEmail, type CookieJar, type TestUser } from './factories';
import { consentAtSandbox, startSandbox, type RunningSandbox } from './support/sandbox';

/**
 * Helpers for route tests against the real hh sandbox (apps/hh-sandbox, in this process on a loopback port):
 * an app wired to it, a seeker connected to hh through the real OAuth flow (generate-link → consent page →
 * exchange, no browser), typed calls as that seeker, and a poller for what background jobs do.
 */

/** A signed-in Otklik seeker connected to a sandbox hh account. */
export interface HhSeeker extends TestUser {
  jar: CookieJar;
  xsrf: string;
  /** The e-mail of the seeker's hh (sandbox) account. */
  hhEmail: string;
}

/** Env of an app whose hh is the running sandbox (API and OAuth host), with the sandbox's test client. */
export function sandboxEnv(hh: RunningSandbox, extra: Record<string, string> = {}): Record<string, string> {
  return { HH_API_URL: hh.url, HH_OAUTH_URL: hh.url, HH_TIMEOUT_MS: '3000', ...extra };
}

/** Starts the sandbox (bundled seed or HH_SANDBOX_DATA) with auto-invites off. */
export function startHhSandbox(env: Record<string, string> = {}): Promise<RunningSandbox> {
  return startSandbox(env);
}

/** Calls the API as a seeker: the session cookies, and the XSRF header on state-changing calls. */
export function callAs(
  app: FastifyInstance,
  seeker: { jar: CookieJar },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: seeker.jar.headers(), ...(payload === undefined ? {} : { payload }) });
}

/** Registers and signs in a seeker, then connects hh through the real OAuth flow: generate-link → consent → exchange. */
export async function connectedSeeker(app: FastifyInstance, hh: RunningSandbox, hhEmail = uniqueEmail('hh')): Promise<HhSeeker> {
  const account = await createUser(app);
  const session = await loginAs(app, account);
  const seeker: HhSeeker = { ...account, ...session, hhEmail };
  const link = await callAs(app, seeker, 'GET', '/api/hh/generate-link');
  expect(link.statusCode, link.body).toBe(200);
  const { code, state } = await consentAtSandbox(link.json<{ registration_link: string }>().registration_link, hhEmail);
  const exchange = await callAs(app, seeker, 'POST', '/api/hh/exchange', { code, state });
  expect(exchange.statusCode, exchange.body).toBe(200);
  expect(exchange.json()).toEqual({ detail: HH_DETAIL.tokensStored });
  return seeker;
}

/** The seeker's hh resumes as GET /api/resumes lists them. */
export async function resumesOf(app: FastifyInstance, seeker: HhSeeker): Promise<ResumeSummary[]> {
  const res = await callAs(app, seeker, 'GET', '/api/resumes');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: ResumeSummary[] }>().items;
}

/** The first resume the seeker can apply with (published at hh). */
export async function publishedResumeOf(app: FastifyInstance, seeker: HhSeeker): Promise<ResumeSummary> {
  const resume = (await resumesOf(app, seeker)).find((r) => r.can_apply);
  if (!resume) throw new Error(`${seeker.hhEmail} has no published resume at the sandbox`);
  return resume;
}

/** A negotiation as the sandbox's control API shows it, with the letter hh never shows back. */
export interface SandboxNegotiation {
  id: string;
  email: string;
  vacancy_id: string;
  resume_id: string;
  state: string;
  message: string;
}

/** The negotiations the sandbox holds for an hh e-mail. */
export async function sandboxNegotiations(hh: RunningSandbox, hhEmail: string): Promise<SandboxNegotiation[]> {
  const body = (await hh.control('GET', `/negotiations?email=${encodeURIComponent(hhEmail)}`)) as { items: SandboxNegotiation[] };
  return body.items;
}

/** Sandbox vacancies with the given flags (GET /__control/vacancies). */
export async function sandboxVacancies(
  hh: RunningSandbox,
  flags: { has_test?: boolean; archived?: boolean; response_letter_required?: boolean; limit?: number },
): Promise<{ id: string; name: string }[]> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(flags)) query.set(key, String(value));
  const body = (await hh.control('GET', `/vacancies?${query.toString()}`)) as { items: { id: string; name: string }[] };
  return body.items;
}

/** Moves both clocks (ours and the sandbox's) forward, as time passes for both sides. */
export async function advanceBoth(t: Pick<TestApp, 'clock'>, hh: RunningSandbox, ms: number): Promise<void> {
  t.clock.advance(ms);
  await hh.control('POST', '/clock', { advance_ms: ms });
}

/**
 * Polls `read` every 100 ms until `done` holds for its value (background jobs run on pg-boss), then returns it.
 * @throws after `timeoutMs` (default 30 s) with the last value, so a failing test shows where it stopped.
 */
export async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms; last value: ${JSON.stringify(value).slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/*
 * Fixtures of the sending-pipeline tests: a position row and queued applications written straight into the database
 * (as POST /api/positions/{id}/confirm would leave them), so each hh refusal can be aimed at the vacancy that causes it.
 */

/** Inserts a position of the seeker at stage 'done' (only what an application needs: its owner and title). */
export async function insertPosition(app: FastifyInstance, userId: string, resumeId: string): Promise<string> {
  const [row] = await app.database.db
    .insert(positions)
    .values({
      userId,
      title: 'Системный аналитик',
      resumeId,
      resumeTitle: 'Системный аналитик',
      useFavorites: false,
      areas: [{ id: '1', name: 'Москва' }],
      remote: false,
      salaryAmount: 150_000,
      salaryCurrency: 'RUR',
      letterStyles: ['neutral'],
      stage: 'done',
    })
    .returning({ id: positions.id });
  return row!.id;
}

/** Inserts a queued application for an hh vacancy (nothing enqueued yet). @returns its id. */
export async function insertQueued(
  app: FastifyInstance,
  values: { userId: string; positionId: string; resumeId: string; vacancyId: string; letter?: string; style?: LetterStyle },
): Promise<string> {
  const [row] = await app.database.db
    .insert(applications)
    .values({
      userId: values.userId,
      positionId: values.positionId,
      vacancyId: values.vacancyId,
      vacancyName: `Вакансия ${values.vacancyId}`,
      employerName: null,
      areaName: 'Москва',
      alternateUrl: `https://hh.ru/vacancy/${values.vacancyId}`,
      applyAlternateUrl: `https://hh.ru/applicant/vacancy_response?vacancyId=${values.vacancyId}`,
      resumeId: values.resumeId,
      coverLetter: values.letter ?? 'Здравствуйте. Откликаюсь на вакансию: мой опыт подходит под ваши задачи.',
      letterStyle: values.style ?? 'neutral',
    })
    .returning({ id: applications.id });
  return row!.id;
}

/** The application's row as stored. */
export async function rowOf(app: FastifyInstance, id: string): Promise<ApplicationRow> {
  const [row] = await app.database.db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new Error(`no application ${id}`);
  return row;
}

/** Enqueues the send job of an application, as confirm does after its commit. @returns false when one is already live. */
export function kick(app: FastifyInstance, id: string): Promise<boolean> {
  return enqueueSend(app.queue, id);
}

/** Waits until the application reaches one of `statuses` (the pipeline runs on pg-boss). */
export function waitForStatus(app: FastifyInstance, id: string, statuses: readonly ApplicationRow['status'][], timeoutMs?: number): Promise<ApplicationRow> {
  return waitUntil(() => rowOf(app, id), (row) => statuses.includes(row.status), timeoutMs);
}

/**
 * Makes the database refuse, once, the update that marks this vacancy's application 'sent': the worker "dies" between
 * hh's 201 and our commit. A sequence counts the attempts (sequences are not rolled back with the failed transaction).
 */
export async function failSentUpdateOnce(app: FastifyInstance, vacancyId: string): Promise<void> {
  const db = app.database.db;
  const tag = `v${vacancyId.replace(/\D/g, '')}`;
  await db.execute(sql.raw(`create sequence if not exists otklik_test_crash_${tag}`));
  await db.execute(
    sql.raw(`create or replace function otklik_test_crash_${tag}() returns trigger language plpgsql as $fn$
begin
  if new.vacancy_id = '${vacancyId.replace(/\D/g, '')}' and new.status = 'sent' and old.status = 'sending'
     and nextval('otklik_test_crash_${tag}') = 1 then
    raise exception 'simulated crash between hh''s 201 and the commit';
  end if;
  return new;
end
$fn$`),
  );
  await db.execute(
    sql.raw(`create trigger otklik_test_crash_${tag} before update on applications for each row execute function otklik_test_crash_${tag}()`),
  );
}

/**
 * Gives the seeker's sandbox account a published resume (their hh side of the story), e.g. one whose current job is at
 * a given employer. Written through the sandbox's own state, as if the seeker had made it on hh.
 * @returns the hh resume id.
 */
export function giveSandboxResume(
  hh: RunningSandbox,
  hhEmail: string,
  resume: { title: string; areaId: string; skills: string[]; currentEmployer: string },
): string {
  const { state } = hh.sandbox;
  const applicant = state.applicants.findByEmail(hhEmail);
  if (!applicant) throw new Error(`no sandbox applicant ${hhEmail}`);
  const created = state.applicants.createResume(applicant, {
    title: resume.title,
    first_name: applicant.firstName,
    last_name: applicant.lastName,
    area: { id: resume.areaId },
    gender: { id: applicant.gender, name: applicant.gender === 'male' ? 'Мужской' : 'Женский' },
    citizenship: [{ id: '113' }],
    contact: [{ type: { id: 'email', name: 'Эл. почта' }, value: hhEmail, preferred: true }],
    education: { level: { id: 'higher', name: 'Высшее' } },
    language: [{ id: 'rus', name: 'Русский', level: { id: 'l1' } }],
    skill_set: resume.skills,
    experience: [{ company: resume.currentEmployer, position: resume.title, start: '2021-03-01', end: null, description: null }],
  });
  state.applicants.publish(applicant, created.id);
  return created.id;
}

/**
 * Walks a seeker through the flow up to the proposals: the position, 5 answers, the resume written and published.
 * @returns the position id.
 */
export async function positionReadyForProposals(app: FastifyInstance, seeker: HhSeeker, body: object, answer: string): Promise<string> {
  const created = await callAs(app, seeker, 'POST', '/api/positions', body);
  expect(created.statusCode, created.body).toBe(201);
  const positionId = created.json<{ id: string }>().id;
  const questions = await callAs(app, seeker, 'GET', `/api/positions/${positionId}/questions`);
  for (const question of questions.json<{ questions: { id: string }[] }>().questions) {
    expect((await callAs(app, seeker, 'PUT', `/api/positions/${positionId}/answers/${question.id}`, { text: answer })).statusCode).toBe(200);
  }
  expect((await callAs(app, seeker, 'POST', `/api/positions/${positionId}/resume`)).statusCode).toBe(201);
  const published = await callAs(app, seeker, 'POST', `/api/positions/${positionId}/resume/publish`);
  expect(published.statusCode, published.body).toBe(200);
  return positionId;
}
