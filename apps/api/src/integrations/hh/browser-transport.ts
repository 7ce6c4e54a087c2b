/**
 * The second transport behind the hh port: the seeker's browser companion. Each call becomes an operation queued for
 * the seeker's paired extension, which performs it in an hh.ru tab in the seeker's own session and reports what hh's
 * pages showed, as hh's objects (validated here with packages/hh-contract, like the API's answers). Modules see the
 * same domain types and the same errors as with OAuth; hh's cookies never reach the API.
 */
import type { CompanionOperationKind, HardStop } from '@otklik/contracts';
import { hhSiteResumeListStateSchema, hhSiteResumeViewStateSchema } from '@otklik/hh-contract';
import { z } from 'zod';
import { ApplyPending, ApplyRefusal } from '../../domain/negotiation';
import { AppError } from '../../lib/app-error';
import type { HhApplyOutcome } from './hh-client';
import { toCreateResumeBody, toSeekerResume, toSeekerResumeDetail } from './resume-mapping';
import type { HhSeekerClient } from './seeker';
import { fromSiteNegotiations, fromSiteSearch, fromSiteVacancy, pageReadSchema, type PageRead } from './site-mapping';

/** How an operation stands when the transport stops waiting for it. */
export type CompanionOutcome =
  /** The companion finished it; `result` is the kind's result as reported (not yet validated). */
  | { state: 'done'; result: unknown }
  /** No companion of the seeker is online: the operation waits in the queue for the browser to open. */
  | { state: 'offline' }
  /** Queued or in the companion's hands, with no result within the wait. */
  | { state: 'pending' }
  /** A hard stop: the seeker is asked (captcha, login wall, unknown question, changed page). */
  | { state: 'stopped'; reason: HardStop }
  /** The seeker chose to apply by hand after a hard stop of `reason`. */
  | { state: 'skipped'; reason: HardStop | null }
  /** The companion could not do it (an hh error page, a timeout). */
  | { state: 'failed'; detail: string | null };

/** One operation for the companion: its kind, its parameters and the key that makes a repeat reuse it. */
export interface CompanionRequest {
  kind: CompanionOperationKind;
  /** Same key, same operation: an apply is keyed by vacancy for ever; reads share a live operation. */
  key: string;
  params: Record<string, unknown>;
}

/** The companion module's queue, as the transport needs it. */
export interface CompanionOperations {
  /** Queues `request` (or finds the operation with its key) and waits a bounded time for its outcome. */
  run(userId: string, request: CompanionRequest): Promise<CompanionOutcome>;
}

/** What an apply operation reports when done: hh's negotiation, hh's refusal, or the employer's own site. */
export const applyResultSchema = z.union([
  z.object({ negotiation_id: z.string().min(1) }),
  z.object({ refusal: z.string().min(1) }),
  z.object({ external_url: z.string().min(1) }),
]);

/** Pages of hh's negotiations list read at most to find one vacancy's response (newest first, 20 a page on hh). */
const PROOF_PAGES = 25;

/** What fill_resume reports once the seeker saved hh's editor: the new resume's id. */
const filledResumeSchema = z.object({ resume_id: z.string().min(1) });

/** Why an apply stopped, as the pipeline's refusal reason when the seeker applies by hand. */
const SKIP_REASONS: Record<HardStop, string> = {
  captcha: 'captcha_required',
  login_wall: 'login_required',
  test_required: 'test_required',
  unanswerable_question: 'questionnaire_required',
  external_form: 'external_apply',
  unknown_page: 'page_changed',
};

/** The seeker's browser is closed: reads fail at once, applications wait (the pipeline tries again). */
const offline = () => new AppError('companion_offline');
const waiting = (what: string) => new AppError('hh_unavailable', { detail: `HH is reached through your browser: ${what}` });

/** The error a call throws for an outcome that is not done. */
function failureOf(outcome: Exclude<CompanionOutcome, { state: 'done' }>): AppError {
  switch (outcome.state) {
    case 'offline':
      return offline();
    case 'pending':
      return waiting('the operation is not finished yet');
    case 'stopped':
      return waiting(`stopped (${outcome.reason}), waiting for you`);
    case 'skipped':
      return new AppError('hh_refused', { detail: 'You chose to do this on hh.ru yourself' });
    case 'failed':
      return waiting(outcome.detail ?? 'the companion could not read the page');
  }
}

/** A done operation's result, validated with hh's schema. @throws AppError hh_refused when it does not match. */
function resultOf<S extends z.ZodType>(result: unknown, schema: S): z.output<S> {
  const parsed = schema.safeParse(result);
  if (!parsed.success) throw new AppError('hh_refused', { detail: 'HH page did not read as expected', cause: parsed.error });
  return parsed.data;
}

/**
 * Runs one operation and returns its validated result.
 * @throws AppError companion_offline (no companion online), hh_unavailable (still pending, stopped for the seeker,
 *   or the companion failed), hh_refused (the seeker skipped it, or the result did not match hh's shape).
 */
async function perform<S extends z.ZodType>(ops: CompanionOperations, userId: string, request: CompanionRequest, schema: S): Promise<z.output<S>> {
  const outcome = await ops.run(userId, request);
  if (outcome.state !== 'done') throw failureOf(outcome);
  return resultOf(outcome.result, schema);
}

const unsupported = (what: string) => async (): Promise<never> => {
  throw new AppError('hh_refused', { detail: `${what} is not available through the browser companion` });
};

/**
 * The seeker's hh operations through their companion, with the same domain answers and errors as the OAuth transport
 * (see {@link HhSeekerClient}); reads come from hh's pages (site-mapping.ts). Not available this way: favourites and
 * similar vacancies (hh_refused, which the proposals treat as an empty optional source). `createResume` reads the
 * source resume's page and fills hh's resume editor; the seeker saves it, and the call answers once hh shows the new
 * resume. `publishResume` is the seeker's save there, so it does nothing
 * more. `apply` throws ApplyPending while the answer is not there yet (browser closed, in progress, the seeker asked),
 * and ApplyRefusal when hh refused, the seeker chose to apply by hand, or the companion gave up ('companion_failed').
 */
export function createBrowserSeekerClient(userId: string, ops: CompanionOperations): HhSeekerClient {
  const run = <S extends z.ZodType>(request: CompanionRequest, schema: S) => perform(ops, userId, request, schema);
  const read = (request: CompanionRequest) => run(request, pageReadSchema);
  /** A page's state mapped by `map`; a state of another shape is hh_refused (the self-test passed, the data did not). */
  const mapped = <T>(page: PageRead, map: (page: PageRead) => T): T => {
    try {
      return map(page);
    } catch (error) {
      throw new AppError('hh_refused', { detail: 'HH page did not read as expected', cause: error });
    }
  };
  async function fullResume(resumeId: string) {
    const page = await read({ kind: 'read_resume', key: `read_resume:${resumeId}`, params: { resume_id: resumeId } });
    if (isNotFound(page.state)) throw new AppError('hh_not_found');
    return mapped(page, ({ state }) => hhSiteResumeViewStateSchema.parse(state).resumeView.resume);
  }
  return {
    findSimilarVacancies: unsupported('Similar vacancies'),
    findFavoriteVacancies: unsupported('Favourite vacancies'),
    async myResumes() {
      const page = await read({ kind: 'list_resumes', key: 'list_resumes', params: {} });
      return mapped(page, ({ state }) => hhSiteResumeListStateSchema.parse(state).applicantResumes.items.map(toSeekerResume));
    },
    resume: async (resumeId) => toSeekerResumeDetail(await fullResume(resumeId)),
    async createResume(draft, options) {
      const body = toCreateResumeBody(draft, await fullResume(options.source_resume_id), { title: options.title, salary: options.salary });
      return (await run({ kind: 'fill_resume', key: `fill_resume:${options.title}`, params: { resume: body } }, filledResumeSchema)).resume_id;
    },
    publishResume: async () => undefined,
    async findVacancies(query) {
      const params = { ...query, area: query.area ? [...query.area] : undefined };
      return mapped(await read({ kind: 'search_vacancies', key: `search_vacancies:${stableJson(params)}`, params }), (page) => fromSiteSearch(page));
    },
    async readVacancy(vacancyId) {
      const page = await read({ kind: 'read_vacancy', key: `read_vacancy:${vacancyId}`, params: { vacancy_id: vacancyId } });
      if (isNotFound(page.state)) return null;
      return mapped(page, fromSiteVacancy);
    },
    async findNegotiations(query) {
      const readPage = async (pageNo: number) =>
        mapped(await read({ kind: 'list_negotiations', key: `list_negotiations:${pageNo}`, params: { page: pageNo } }), (p) =>
          fromSiteNegotiations(p, query.vacancy_id),
        );
      const first = query.page ?? 0;
      const found = await readPage(first);
      if (query.vacancy_id === undefined) return found;
      // hh's site has no filter by vacancy: the proof of an older response is further down the list, a page at a time.
      for (let pageNo = first + 1; found.items.length === 0 && pageNo < Math.min(found.pages, first + PROOF_PAGES); pageNo += 1) {
        const next = await readPage(pageNo);
        found.items.push(...next.items);
      }
      return found;
    },
    async apply(form): Promise<HhApplyOutcome> {
      const request: CompanionRequest = {
        kind: 'apply',
        key: `apply:${form.vacancy_id}`,
        params: { vacancy_id: form.vacancy_id, resume_id: form.resume_id, letter: form.message },
      };
      const outcome = await ops.run(userId, request);
      switch (outcome.state) {
        case 'offline':
          throw new ApplyPending('browser_closed');
        case 'pending':
          throw new ApplyPending('in_progress');
        case 'stopped':
          throw new ApplyPending('seeker_asked');
        case 'skipped':
          throw new ApplyRefusal(outcome.reason ? SKIP_REASONS[outcome.reason] : 'application_denied');
        case 'failed':
          // The companion gave up after its attempts (run() re-queues a failed apply until then).
          throw new ApplyRefusal('companion_failed');
        case 'done':
          break;
      }
      const result = resultOf(outcome.result, applyResultSchema);
      if ('negotiation_id' in result) return { kind: 'created', negotiationId: result.negotiation_id };
      if ('external_url' in result) return { kind: 'external', url: result.external_url };
      throw new ApplyRefusal(result.refusal);
    },
  };
}

/** A page hh answered «not found» for (the companion reports `{not_found: true}` as its state). */
function isNotFound(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { not_found?: unknown }).not_found === true;
}

/** JSON with sorted keys, so the same search always gets the same key. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
