import { HH_DETAIL, type ResumeSummary } from '@otklik/contracts';
import type { HhResumeCreateRequest } from '@otklik/hh-contract';
import { consentAtSandbox, type ControlNegotiation, type ControlVacancy, type RunningSandbox } from '@otklik/hh-sandbox/testing';
import type { FastifyInstance } from 'fastify';
import type { TestClock } from './app';
import { confirmReviewFlags } from './review';
import { callAs, expectStatus, signInSeeker, uniqueEmail, type Seeker } from './session';

/** A signed-in Otklik seeker connected to a sandbox hh account. */
export interface HhSeeker extends Seeker {
  /** The e-mail of the seeker's hh (sandbox) account. */
  hhEmail: string;
}

/**
 * Connects a signed-in seeker to hh through the real OAuth flow: GET /api/hh/generate-link → the sandbox's consent
 * page (as `hhEmail`) → POST /api/hh/exchange.
 * @throws Error when a step does not answer as the spec says (200, tokens stored)
 */
export async function connectHh<S extends Seeker>(app: FastifyInstance, seeker: S, hhEmail: string): Promise<S & { hhEmail: string }> {
  const link = expectStatus(await callAs(app, seeker, 'GET', '/api/hh/generate-link'), 200, 'GET /api/hh/generate-link');
  const { code, state } = await consentAtSandbox(link.json<{ registration_link: string }>().registration_link, hhEmail);
  const exchange = expectStatus(await callAs(app, seeker, 'POST', '/api/hh/exchange', { code, state }), 200, 'POST /api/hh/exchange');
  const detail = exchange.json<{ detail?: string }>().detail;
  if (detail !== HH_DETAIL.tokensStored) throw new Error(`POST /api/hh/exchange answered ${exchange.body}`);
  return { ...seeker, hhEmail };
}

/**
 * Registers and signs in a seeker, then connects hh (see {@link connectHh}). The sandbox makes the hh account on
 * consent (random resumes) unless one was created for `hhEmail` first (e.g. with `hh.control.createApplicant`).
 * @param _hh the sandbox the app is wired to (the consent URL comes from the app's generate-link)
 */
export async function connectedSeeker(app: FastifyInstance, _hh?: RunningSandbox, hhEmail = uniqueEmail('hh')): Promise<HhSeeker> {
  return connectHh(app, await signInSeeker(app), hhEmail);
}

/**
 * A seeker connected to an hh account whose resumes are exactly `resumes` (a coherent persona): creates the sandbox
 * applicant through the control API, then signs in and connects as in {@link connectedSeeker}.
 */
export async function personaSeeker(
  app: FastifyInstance,
  hh: RunningSandbox,
  resumes: (HhResumeCreateRequest & { title: string })[],
  hhEmail = uniqueEmail('persona'),
): Promise<HhSeeker & { hhResumeIds: string[] }> {
  const created = await hh.control.createApplicant(hhEmail, resumes);
  return { ...(await connectedSeeker(app, hh, hhEmail)), hhResumeIds: created.resume_ids };
}

/** The seeker's hh resumes as GET /api/resumes lists them. @throws Error unless it answers 200 */
export async function resumesOf(app: FastifyInstance, seeker: HhSeeker): Promise<ResumeSummary[]> {
  const res = expectStatus(await callAs(app, seeker, 'GET', '/api/resumes'), 200, 'GET /api/resumes');
  return res.json<{ items: ResumeSummary[] }>().items;
}

/** The first resume the seeker can apply with (published at hh). @throws Error when there is none */
export async function publishedResumeOf(app: FastifyInstance, seeker: HhSeeker): Promise<ResumeSummary> {
  const resume = (await resumesOf(app, seeker)).find((r) => r.can_apply);
  if (!resume) throw new Error(`${seeker.hhEmail} has no published resume at the sandbox`);
  return resume;
}

/** A negotiation as the sandbox's control API shows it, with the letter hh never shows back. */
export type SandboxNegotiation = ControlNegotiation;

/** The negotiations the sandbox holds for an hh e-mail. */
export function sandboxNegotiations(hh: RunningSandbox, hhEmail: string): Promise<SandboxNegotiation[]> {
  return hh.control.negotiations(hhEmail);
}

/** Sandbox vacancies with the given flags (GET /__control/vacancies). */
export function sandboxVacancies(
  hh: RunningSandbox,
  flags: { has_test?: boolean; archived?: boolean; response_letter_required?: boolean; limit?: number },
): Promise<ControlVacancy[]> {
  return hh.control.vacancies(flags);
}

/** Moves both clocks (ours and the sandbox's) forward by `ms`, as time passes for both sides. */
export async function advanceBoth(t: { clock: TestClock }, hh: RunningSandbox, ms: number): Promise<void> {
  t.clock.advance(ms);
  await hh.control.advanceClock(ms);
}

/**
 * Gives the seeker's sandbox account one more published resume (their hh side of the story), e.g. one whose
 * current job is at a given employer. Written through the sandbox's own state, as if the seeker made it on hh.
 * @returns the hh resume id
 * @throws Error when the e-mail has no sandbox account yet
 */
export function giveSandboxResume(
  hh: RunningSandbox,
  hhEmail: string,
  resume: { title: string; areaId: string; skills: string[]; currentEmployer: string },
): string {
  const { state } = hh.sandbox;
  const applicant = state.applicants.findByEmail(hhEmail);
  if (!applicant) throw new Error(`no sandbox applicant ${hhEmail}`);
  // Sandbox applicants come with random resumes: one may already bear this title, which hh refuses as not unique.
  const taken = new Set(state.applicants.resumesOf(applicant).map((r) => r.title?.toLowerCase()));
  let title = resume.title;
  for (let n = 2; taken.has(title.toLowerCase()); n += 1) title = `${resume.title} ${n}`;
  const created = state.applicants.createResume(applicant, {
    title,
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
 * Walks a seeker through the flow up to the proposals: the position (`body` of POST /api/positions), `answer` to
 * every question, the resume written, its «Проверьте» flags confirmed, and published.
 * @returns the position id
 * @throws Error when a step does not answer its success status
 */
export async function positionReadyForProposals(app: FastifyInstance, seeker: HhSeeker, body: object, answer: string): Promise<string> {
  const created = expectStatus(await callAs(app, seeker, 'POST', '/api/positions', body), 201, 'POST /api/positions');
  const positionId = created.json<{ id: string }>().id;
  const questions = await callAs(app, seeker, 'GET', `/api/positions/${positionId}/questions`);
  for (const question of questions.json<{ questions: { id: string }[] }>().questions) {
    expectStatus(await callAs(app, seeker, 'PUT', `/api/positions/${positionId}/answers/${question.id}`, { text: answer }), 200, 'PUT …/answers');
  }
  expectStatus(await callAs(app, seeker, 'POST', `/api/positions/${positionId}/resume`), 201, 'POST …/resume');
  await confirmReviewFlags(app, seeker, positionId);
  expectStatus(await callAs(app, seeker, 'POST', `/api/positions/${positionId}/resume/publish`), 200, 'POST …/resume/publish');
  return positionId;
}
