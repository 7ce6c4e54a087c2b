import type { HhClient } from './hh-client';

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

/** hh's applicant API for one seeker: the client's calls without the token argument. */
export type HhSeekerClient = { [K in SeekerCall]: WithoutToken<HhClient[K]> };

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
      return Object.fromEntries(calls) as HhSeekerClient;
    },
    suggestAreas: (text) => client.suggestAreas(text),
    dictionaries: () => client.dictionaries(),
  };
}
