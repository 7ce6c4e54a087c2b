/**
 * The hh.ru port: the client (OAuth and the applicant API), hh's failures and what they mean to us, and the mapping of
 * hh's objects into our domain types. Nothing outside this folder imports its files but this one.
 */
export { createHhClient, type HhApplyOutcome, type HhClient, type HhClientOptions, type HhVacancySearch } from './hh-client';
export { HhApiError, HhTokenError, HhUnavailableError, type HhErrorItem } from './hh-errors';
export type { HhNegotiation, HhVacancySearchItem, HhVacancyShort } from './hh-types';
export { currentEmployerIds, toCreateResumeBody, toResumeFacts, uniqueResumeTitle } from './resume-mapping';
export { createHhPort, type FoundVacancy, type HhPort, type HhSeekerClient, type HhSeekerTokens } from './seeker';
export { createTokenCipher, type TokenCipher } from './token-crypto';
export { fromFullVacancy, fromSearchItem, fromShortVacancy, isAppliedOnHh } from './vacancy-mapping';
