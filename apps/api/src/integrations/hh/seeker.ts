import { ApplyRefusal, type Negotiation, type NegotiationPage } from '../../domain/negotiation';
import type { VacancyCandidate, VacancySource } from '../../domain/vacancy';
import { AppError, isAppError } from '../../lib/app-error';
import type { HhClient, HhVacancySearch } from './hh-client';
import { HhApiError, HhUnavailableError } from './hh-errors';
import type { HhNegotiation } from './hh-types';
import { fromFullVacancy, fromSearchItem, fromShortVacancy, isAppliedOnHh } from './vacancy-mapping';

/**
 * Where the seekers' hh tokens live; the hh-connection module implements it. Runs `call` with the seeker's access
 * token, refreshing the token first when it expired and once more when hh says it expired during the call.
 * @throws AppError hh_not_integrated when the seeker has no usable connection; hh_unavailable when hh does not answer.
 */
export interface HhSeekerTokens {
  withAccessToken<T>(userId: string, call: (accessToken: string) => Promise<T>): Promise<T>;
}

const SEEKER_CALLS = [
  'me',
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
type SeekerCall = (typeof SEEKER_CALLS)[number];
type WithoutToken<F> = F extends (token: string, ...rest: infer A) => infer R ? (...rest: A) => R : never;

/** A vacancy as a matching candidate, and whether hh says the seeker already responded to it. */
export interface FoundVacancy {
  candidate: VacancyCandidate;
  applied: boolean;
}

/** What the port answers in our domain terms, for one seeker. */
export interface HhSeekerVacancies {
  /** GET /vacancies: one page of search results. */
  findVacancies(search: HhVacancySearch): Promise<FoundVacancy[]>;
  /** GET /resumes/{id}/similar_vacancies: one page. */
  findSimilarVacancies(resumeId: string, search: HhVacancySearch): Promise<FoundVacancy[]>;
  /** GET /vacancies/favorited: the seeker's favourites. */
  findFavoriteVacancies(): Promise<FoundVacancy[]>;
  /** GET /vacancies/{id}, full (key_skills, description); null when hh no longer has it (404). */
  readVacancy(vacancyId: string): Promise<FoundVacancy | null>;
  /** GET /negotiations: one page of the seeker's negotiations. */
  findNegotiations(query: Parameters<HhClient['negotiations']>[1]): Promise<NegotiationPage>;
}

/**
 * hh's applicant API for one seeker: the client's calls without the token argument, and the domain reads above.
 * Every call throws our errors, never hh's: AppError hh_not_integrated (403), hh_unavailable (503, also hh's 429/5xx),
 * hh_not_found (404; a resume id hh rejects as malformed too), hh_refused (502, hh's other refusals); `apply` throws
 * {@link ApplyRefusal} when hh refuses the application for good. `publishResume` resolves when hh says the resume was
 * touched too recently (a publish that reached hh before its answer was lost).
 */
export type HhSeekerClient = { [K in SeekerCall]: WithoutToken<HhClient[K]> } & HhSeekerVacancies;

/** The hh date-time of a negotiation as a Date ('2026-01-15T12:00:00+0300'), or null when unreadable. */
function hhDate(value: string): Date | null {
  const ms = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/u, '$1:$2'));
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** hh's negotiation as the pipeline needs it. */
export function toNegotiation(n: HhNegotiation): Negotiation {
  return { id: n.id, state: n.state.id, vacancyId: n.vacancy?.id ?? null, resumeId: n.resume?.id ?? null, createdAt: hhDate(n.created_at) };
}

/** The reason of hh's final refusal of POST /negotiations: the negotiations item it names, or its first value. */
function applyRefusalReason(error: HhApiError): string {
  if (error.is('negotiations', 'already_applied')) return 'already_applied';
  if (error.is('negotiations', 'limit_exceeded')) return 'limit_exceeded';
  if (error.status === 403 && error.is('forbidden')) return 'forbidden';
  return error.reason;
}

/** What an hh failure of `call` means to us (see {@link HhSeekerClient}); errors that are not hh's pass unchanged. */
export function toOurError(call: SeekerCall, error: unknown): unknown {
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

/** What modules use of hh: one client per seeker, plus the calls that need no seeker. */
export interface HhPort {
  forSeeker(userId: string): HhSeekerClient;
  suggestAreas: HhClient['suggestAreas'];
  dictionaries: HhClient['dictionaries'];
}

/** Builds the port over the client and the seekers' token store. */
export function createHhPort(client: HhClient, tokens: HhSeekerTokens): HhPort {
  return {
    forSeeker(userId) {
      const calls = SEEKER_CALLS.map((name) => {
        const call = client[name] as (token: string, ...rest: unknown[]) => Promise<unknown>;
        const translated = async (...rest: unknown[]) => {
          try {
            return await tokens.withAccessToken(userId, (token) => call(token, ...rest));
          } catch (error) {
            if (name === 'publishResume' && error instanceof HhApiError && error.is('resumes', 'touch_limit_exceeded')) return undefined;
            throw toOurError(name, error);
          }
        };
        return [name, translated];
      });
      const seeker = Object.fromEntries(calls) as { [K in SeekerCall]: WithoutToken<HhClient[K]> };
      return {
        ...seeker,
        findVacancies: async (search) => (await seeker.searchVacancies(search)).items.map(found(fromSearchItem, 'search')),
        findSimilarVacancies: async (resumeId, search) =>
          (await seeker.similarVacancies(resumeId, search)).items.map(found(fromSearchItem, 'similar')),
        findFavoriteVacancies: async () => (await seeker.favoriteVacancies()).items.map(found(fromShortVacancy, 'favorites')),
        async readVacancy(vacancyId) {
          try {
            const vacancy = await seeker.vacancy(vacancyId);
            return { candidate: fromFullVacancy(vacancy, 'search'), applied: isAppliedOnHh(vacancy) };
          } catch (error) {
            if (isAppError(error, 'hh_not_found')) return null;
            throw error;
          }
        },
        async findNegotiations(query) {
          const page = await seeker.negotiations(query);
          return { items: page.items.map(toNegotiation), pages: page.pages };
        },
      };
    },
    suggestAreas: (text) => client.suggestAreas(text),
    dictionaries: () => client.dictionaries(),
  };
}
