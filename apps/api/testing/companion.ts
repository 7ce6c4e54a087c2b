import type { CompanionOperation, OperationReport, PairResult, QuestionnaireQuestion, QuestionsAnswer } from '@otklik/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { callAs, expectStatus, type Seeker } from './session';

/*
 * The browser companion's side of the API, driven through inject() as the extension drives it over HTTP: pairing
 * with a code from /connect, then the device calls with the bearer token. Route tests and benches play the companion
 * with these; the browser journeys use the real extension.
 */

/** Asks for a pairing code as the seeker and trades it as a browser. @returns the device token and id. */
export async function pairCompanion(app: FastifyInstance, seeker: Seeker, name = 'Chromium (тест)'): Promise<PairResult> {
  const code = expectStatus(await callAs(app, seeker, 'POST', '/api/companion/pairing-code'), 200, 'POST /api/companion/pairing-code').json<{
    code: string;
  }>().code;
  const paired = await app.inject({ method: 'POST', url: '/api/companion/pair', payload: { code, device_name: name, extension_version: '0.1.0' } });
  return expectStatus(paired, 200, 'POST /api/companion/pair').json<PairResult>();
}

/** A device call with the bearer token (no cookies, as the extension's service worker sends it). */
export function deviceCall(app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload }) });
}

/** One long poll of a lane: the operation handed over, or null (204). @throws Error on any other answer. */
export async function nextOperation(app: FastifyInstance, token: string, lane: 'apply' | 'read', waitSeconds = 0): Promise<CompanionOperation | null> {
  const response = await deviceCall(app, token, 'GET', `/api/companion/device/operations/next?lane=${lane}&wait=${waitSeconds}`);
  if (response.statusCode === 204) return null;
  return expectStatus(response, 200, 'GET /api/companion/device/operations/next').json<{ operation: CompanionOperation }>().operation;
}

/** Reports an operation's outcome. @throws Error unless it answers 204. */
export async function reportOperation(app: FastifyInstance, token: string, id: string, report: OperationReport): Promise<void> {
  expectStatus(await deviceCall(app, token, 'POST', `/api/companion/device/operations/${id}/result`, report), 204, 'POST …/result');
}

/** Sends a questionnaire and returns the API's answers. */
export async function askQuestions(app: FastifyInstance, token: string, id: string, questions: QuestionnaireQuestion[]): Promise<QuestionsAnswer> {
  return expectStatus(
    await deviceCall(app, token, 'POST', `/api/companion/device/operations/${id}/questions`, { questions }),
    200,
    'POST …/questions',
  ).json<QuestionsAnswer>();
}

/** What a scripted companion answers for one operation. */
export type CompanionScript = (operation: CompanionOperation) => OperationReport | Promise<OperationReport>;

/**
 * A companion that keeps polling `lanes` (default both) and answers every operation with `script`, until `stop()`. Each poll
 * waits up to a second, so an operation queued while it waits is taken at once.
 * @returns the operations it handled (in order) and `stop`, which resolves once both loops ended.
 */
export function runScriptedCompanion(
  app: FastifyInstance,
  token: string,
  script: CompanionScript,
  lanes: readonly ('apply' | 'read')[] = ['apply', 'read'],
): { handled: CompanionOperation[]; stop(): Promise<void> } {
  const handled: CompanionOperation[] = [];
  let running = true;
  const loop = async (lane: 'apply' | 'read') => {
    while (running) {
      const operation = await nextOperation(app, token, lane, 1);
      if (!operation || !running) continue;
      handled.push(operation);
      await reportOperation(app, token, operation.id, await script(operation));
    }
  };
  const loops = Promise.all(lanes.map(loop));
  return {
    handled,
    stop: async () => {
      running = false;
      await loops;
    },
  };
}

/** The page state of hh's negotiations page listing `topics` (the shape the sandbox and hh embed). */
export function negotiationsPage(
  origin: string,
  topics: { id: number; vacancyId: number; resumeHash?: string; state?: string }[],
  paging?: { page: number; pages: number },
) {
  return {
    url: `${origin}/applicant/negotiations${paging && paging.page > 0 ? `?page=${paging.page}` : ''}`,
    state: {
      applicantNegotiations: {
        ...(paging ?? {}),
        topicList: topics.map((topic) => ({
          id: topic.id,
          vacancyId: topic.vacancyId,
          vacancyName: `Вакансия ${topic.vacancyId}`,
          employerName: 'Работодатель',
          resumeHash: topic.resumeHash ?? null,
          state: topic.state ?? 'response',
          creationTime: '2026-11-25T12:00:00.000+03:00',
        })),
      },
    },
  };
}
