import { ApplyRefusal, type Negotiation, type NegotiationPage } from '../../domain/negotiation';
import type { ResumeDraft } from '../../domain/position';
import type { NewResumeOptions, SeekerResume, SeekerResumeDetail } from '../../domain/resume';
import type { RussianArea, VacancyCandidate, VacancySource } from '../../domain/vacancy';
import { AppError, isAppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { HhApplyOutcome, HhClient, HhVacancySearch } from './hh-client';
import { flattenRussianAreas, RUSSIA_AREA_ID } from './area-mapping';
import { hhDate } from './hh-dates';
import { HhApiError, HhUnavailableError } from './hh-errors';
import type { HhNegotiation } from './hh-types';
import { toCreateResumeBody, toSeekerResume, toSeekerResumeDetail } from './resume-mapping';
import { createTokenKeeper, type HhSeekerTokens, type HhTokenPair } from './seeker-tokens';
import { fromFullVacancy, fromSearchItem, fromShortVacancy, isAppliedOnHh } from './vacancy-mapping';

/** The raw calls the OAuth transport makes with the seeker's token (a seeker's calls of {@link HhClient}). */
const OAUTH_CALLS = [
  'myResumes',
  'resume',
  'createResume',
  'publishResume',
  'searchVacancies',
  'vacancy',
  'favoriteVacancies',
  'similarVacancies',
  'apply',
  'negotiations',
] as const satisfies readonly (keyof HhClient)[];
type OAuthCall = (typeof OAUTH_CALLS)[number];
type WithoutToken<F> = F extends (token: string, ...rest: infer A) => infer R ? (...rest: A) => R : never;
type OAuthCalls = { [K in OAuthCall]: WithoutToken<HhClient[K]> };

/** A vacancy as a matching candidate, and whether hh says the seeker already responded to it. */
export interface FoundVacancy {
  candidate: VacancyCandidate;
  applied: boolean;
}

/** Which of the seeker's negotiations to list: hh's filters, paging (0-based `page`, `per_page` ≤ 100) and order. */
export interface HhNegotiationQuery {
  status?: string;
  vacancy_id?: string;
  page?: number;
  per_page?: number;
  order_by?: 'updated_at' | 'created_at';
  order?: 'asc' | 'desc';
}

/** An application as the port sends it: the vacancy, the seeker's resume and the cover letter ('' for none). */
export interface HhApplyForm {
  vacancy_id: string;
  resume_id: string;
  message: string;
}

/**
 * hh for one seeker, in our domain terms, whichever transport reaches hh (its API with the seeker's OAuth token, or the
 * seeker's browser companion on hh's pages). Modules use only this; they never learn the transport.
 * Every operation throws our errors, never hh's: AppError hh_not_integrated (403), hh_unavailable (503, also hh's
 * 429/5xx), hh_not_found (404; a resume id hh rejects as malformed too), hh_refused (502, hh's other refusals).
 */
export interface HhSeekerClient {
  /** The seeker's resumes (GET /resumes/mine, the first 100). */
  myResumes(): Promise<SeekerResume[]>;
  /** One of the seeker's resumes in full (GET /resumes/{id}); someone else's is hh_not_found. */
  resume(resumeId: string): Promise<SeekerResumeDetail>;
  /**
   * Creates a new, unpublished resume from the assistant's draft, with the personal fields of the seeker's resume
   * `options.source_resume_id` (POST /resumes). @returns the new resume's id
   */
  createResume(draft: ResumeDraft, options: NewResumeOptions): Promise<string>;
  /**
   * Publishes a resume, or bumps a published one (POST /resumes/{id}/publish). Resolves when hh says the resume was
   * touched too recently (a publish that reached hh before its answer was lost).
   */
  publishResume(resumeId: string): Promise<void>;
  /** One page of vacancy search results (GET /vacancies). */
  findVacancies(search: HhVacancySearch): Promise<FoundVacancy[]>;
  /** One page of the vacancies hh finds similar to a resume (GET /resumes/{id}/similar_vacancies). */
  findSimilarVacancies(resumeId: string, search: HhVacancySearch): Promise<FoundVacancy[]>;
  /** The seeker's favourite vacancies (GET /vacancies/favorited). */
  findFavoriteVacancies(): Promise<FoundVacancy[]>;
  /** One vacancy in full, key skills and description (GET /vacancies/{id}); null when hh no longer has it. */
  readVacancy(vacancyId: string): Promise<FoundVacancy | null>;
  /**
   * Applies (POST /negotiations): the new negotiation's id, or the employer's own form when hh takes no response.
   * @throws {@link ApplyRefusal} when hh refuses the application for good
   */
  apply(form: HhApplyForm): Promise<HhApplyOutcome>;
  /** One page of the seeker's negotiations (GET /negotiations). */
  findNegotiations(query: HhNegotiationQuery): Promise<NegotiationPage>;
}

/** The operations of {@link HhSeekerClient}, in a fixed order (a transport must implement each). */
export const SEEKER_OPERATIONS = [
  'myResumes',
  'resume',
  'createResume',
  'publishResume',
  'findVacancies',
  'findSimilarVacancies',
  'findFavoriteVacancies',
  'readVacancy',
  'apply',
  'findNegotiations',
] as const satisfies readonly (keyof HhSeekerClient)[];

/** hh's negotiation as the pipeline needs it. */
export function toNegotiation(n: HhNegotiation): Negotiation {
  return {
    id: n.id,
    state: n.state.id,
    vacancyId: n.vacancy?.id ?? null,
    resumeId: n.resume?.id ?? null,
    createdAt: hhDate(n.created_at),
    viewedByOpponent: n.viewed_by_opponent === true || n.state.id === 'invitation' || n.state.id === 'discard',
    vacancyName: n.vacancy?.name ?? null,
    employerName: n.vacancy?.employer?.name ?? null,
    vacancyLink: n.vacancy?.alternate_url ?? null,
  };
}

/** The reason of hh's final refusal of POST /negotiations: the negotiations item it names, or its first value. */
function applyRefusalReason(error: HhApiError): string {
  if (error.is('negotiations', 'already_applied')) return 'already_applied';
  if (error.is('negotiations', 'limit_exceeded')) return 'limit_exceeded';
  if (error.status === 403 && error.is('forbidden')) return 'forbidden';
  return error.reason;
}

/** What an hh failure of `call` means to us (see {@link HhSeekerClient}); errors that are not hh's pass unchanged. */
export function toOurError(call: OAuthCall, error: unknown): unknown {
  if (error instanceof HhUnavailableError) return error.toAppError();
  if (!(error instanceof HhApiError)) return error;
  if (call === 'apply') {
    // A token hh still calls expired after the refresh is a passing glitch: the pipeline tries again later.
    if (error.tokenExpired) return new AppError('hh_unavailable', { cause: error });
    if (!error.retryable && !error.tokenUnusable) return new ApplyRefusal(applyRefusalReason(error), { cause: error });
  }
  if (call === 'resume' && error.status === 400) return new AppError('hh_not_found', { cause: error });
  return error.toAppError();
}

const found =
  <T extends { id: string; relations?: string[] | undefined }>(map: (item: T, source: VacancySource) => VacancyCandidate, source: VacancySource) =>
  (item: T): FoundVacancy => ({ candidate: map(item, source), applied: isAppliedOnHh(item) });

/** The hh account a code was granted for (GET /me): `isApplicant` false for employers; `email` null when hh hides it. */
export interface HhAccount {
  hhUserId: string;
  isApplicant: boolean;
  email: string | null;
  name: string | null;
}

/** What modules use of hh: one client per seeker, the seeker's connection, plus the calls that need no seeker. */
export interface HhPort {
  forSeeker(userId: string): HhSeekerClient;
  /**
   * Exchanges an authorization code and reads whose it is.
   * @throws AppError hh_unavailable when hh does not answer; hh_exchange_failed when hh refuses the code.
   */
  connect(code: string, redirectUri: string): Promise<{ tokens: HhTokenPair; account: HhAccount }>;
  /** Checks the seeker has a usable token, refreshing an expired one. @throws AppError hh_not_integrated / hh_unavailable. */
  checkConnection(userId: string): Promise<void>;
  /**
   * DELETE /oauth/token with the seeker's token; a token hh already refuses (403) counts as revoked.
   * @throws AppError hh_not_integrated when there is no usable token; hh_unavailable / hh_refused otherwise.
   */
  revoke(userId: string): Promise<void>;
  suggestAreas: HhClient['suggestAreas'];
  /**
   * Every area of hh's tree of Russia (GET /areas/113), regions and cities, each city with its region.
   * @throws AppError hh_unavailable when hh does not answer; hh_refused / hh_not_found when it refuses.
   */
  russianAreas(): Promise<RussianArea[]>;
  dictionaries: HhClient['dictionaries'];
}

/**
 * The OAuth transport: hh's applicant API with the seeker's token (refreshed inside, see createTokenKeeper), its
 * answers mapped into our domain and its failures into our errors.
 */
function createOAuthSeekerClient(client: HhClient, keeper: ReturnType<typeof createTokenKeeper>, userId: string): HhSeekerClient {
  const calls = OAUTH_CALLS.map((name) => {
    const call = client[name] as (token: string, ...rest: unknown[]) => Promise<unknown>;
    const translated = async (...rest: unknown[]) => {
      try {
        return await keeper.withAccessToken(userId, (token) => call(token, ...rest));
      } catch (error) {
        if (name === 'publishResume' && error instanceof HhApiError && error.is('resumes', 'touch_limit_exceeded')) return undefined;
        throw toOurError(name, error);
      }
    };
    return [name, translated];
  });
  const hh = Object.fromEntries(calls) as OAuthCalls;
  return {
    myResumes: async () => (await hh.myResumes()).items.map(toSeekerResume),
    resume: async (resumeId) => toSeekerResumeDetail(await hh.resume(resumeId)),
    async createResume(draft, options) {
      const source = await hh.resume(options.source_resume_id);
      return hh.createResume(toCreateResumeBody(draft, source, { title: options.title, salary: options.salary }));
    },
    publishResume: (resumeId) => hh.publishResume(resumeId),
    findVacancies: async (search) => (await hh.searchVacancies(search)).items.map(found(fromSearchItem, 'search')),
    findSimilarVacancies: async (resumeId, search) => (await hh.similarVacancies(resumeId, search)).items.map(found(fromSearchItem, 'similar')),
    findFavoriteVacancies: async () => (await hh.favoriteVacancies()).items.map(found(fromShortVacancy, 'favorites')),
    async readVacancy(vacancyId) {
      try {
        const vacancy = await hh.vacancy(vacancyId);
        return { candidate: fromFullVacancy(vacancy, 'search'), applied: isAppliedOnHh(vacancy) };
      } catch (error) {
        if (isAppError(error, 'hh_not_found')) return null;
        throw error;
      }
    },
    apply: (form) => hh.apply(form),
    async findNegotiations(query) {
      const page = await hh.negotiations(query);
      return { items: page.items.map(toNegotiation), pages: page.pages };
    },
  };
}

/**
 * Seekers who reach hh another way than OAuth: `browserClient(userId)` answers the seeker's client through their
 * paired browser companion, or null when the seeker uses OAuth. It is asked at every operation, so a seeker who
 * pairs or unpairs switches at once and the modules never know which transport served them.
 */
export interface HhPortOptions {
  browserClient?: (userId: string) => Promise<HhSeekerClient | null>;
}

/**
 * A client that asks `pick` which transport serves the seeker before each operation, then runs the operation there.
 */
function routedSeekerClient(pick: () => Promise<HhSeekerClient>): HhSeekerClient {
  const routed = Object.fromEntries(
    SEEKER_OPERATIONS.map((name) => [
      name,
      async (...args: unknown[]) => {
        const target = (await pick())[name] as (...rest: unknown[]) => Promise<unknown>;
        return target(...args);
      },
    ]),
  );
  return routed as unknown as HhSeekerClient;
}

/**
 * Builds the port over the hh client and the seekers' token store (the OAuth transport), and the browser transport
 * when `options.browserClient` is given.
 */
export function createHhPort(client: HhClient, tokens: HhSeekerTokens, clock: Clock, options: HhPortOptions = {}): HhPort {
  const keeper = createTokenKeeper(client, tokens, clock);
  const { browserClient } = options;
  return {
    forSeeker(userId) {
      const oauth = createOAuthSeekerClient(client, keeper, userId);
      if (!browserClient) return oauth;
      return routedSeekerClient(async () => (await browserClient(userId)) ?? oauth);
    },
    async connect(code, redirectUri) {
      try {
        const granted = await client.exchangeCode(code, redirectUri);
        const me = await client.me(granted.access_token);
        const name = [me.first_name, me.last_name].filter(Boolean).join(' ') || null;
        return {
          tokens: { access_token: granted.access_token, refresh_token: granted.refresh_token, expires_in: granted.expires_in },
          account: { hhUserId: String(me.id), isApplicant: me.is_applicant !== false, email: me.email ? String(me.email) : null, name },
        };
      } catch (error) {
        if (error instanceof HhUnavailableError || (error instanceof HhApiError && error.retryable)) {
          throw new AppError('hh_unavailable', { cause: error });
        }
        throw new AppError('hh_exchange_failed', { cause: error });
      }
    },
    async checkConnection(userId) {
      await keeper.accessToken(userId);
    },
    async revoke(userId) {
      try {
        await keeper.withAccessToken(userId, (token) => client.revokeToken(token));
      } catch (error) {
        if (error instanceof HhApiError && error.status === 403) return;
        throw error instanceof HhApiError || error instanceof HhUnavailableError ? error.toAppError() : error;
      }
    },
    suggestAreas: (text) => client.suggestAreas(text),
    async russianAreas() {
      try {
        return flattenRussianAreas(await client.area(RUSSIA_AREA_ID));
      } catch (error) {
        throw error instanceof HhApiError || error instanceof HhUnavailableError ? error.toAppError() : error;
      }
    },
    dictionaries: () => client.dictionaries(),
  };
}
