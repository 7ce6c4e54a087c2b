import { ApplyRefusal, type Negotiation, type NegotiationPage } from '../../domain/negotiation';
import type { VacancyCandidate, VacancySource } from '../../domain/vacancy';
import { AppError, isAppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { HhClient, HhVacancySearch } from './hh-client';
import { HhApiError, HhUnavailableError } from './hh-errors';
import type { HhNegotiation } from './hh-types';
import { createTokenKeeper, type HhSeekerTokens, type HhTokenPair } from './seeker-tokens';
import { fromFullVacancy, fromSearchItem, fromShortVacancy, isAppliedOnHh } from './vacancy-mapping';

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
  dictionaries: HhClient['dictionaries'];
}

/** Builds the port over the client and the seekers' token store; tokens are refreshed inside it (see createTokenKeeper). */
export function createHhPort(client: HhClient, tokens: HhSeekerTokens, clock: Clock): HhPort {
  const keeper = createTokenKeeper(client, tokens, clock);
  return {
    forSeeker(userId) {
      const calls = SEEKER_CALLS.map((name) => {
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
    dictionaries: () => client.dictionaries(),
  };
}
