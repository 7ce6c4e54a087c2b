import type { VacancyCandidate, VacancySource } from '../../domain/vacancy';
import type { HhClient, HhVacancySearch } from './hh-client';
import { HhApiError } from './hh-errors';
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
}

/** hh's applicant API for one seeker: the client's calls without the token argument, and the domain reads above. */
export type HhSeekerClient = { [K in SeekerCall]: WithoutToken<HhClient[K]> } & HhSeekerVacancies;

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
        return [name, (...rest: unknown[]) => tokens.withAccessToken(userId, (token) => call(token, ...rest))];
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
            if (error instanceof HhApiError && error.status === 404) return null;
            throw error;
          }
        },
      };
    },
    suggestAreas: (text) => client.suggestAreas(text),
    dictionaries: () => client.dictionaries(),
  };
}
