/**
 * The hh.ru port: the client (OAuth and the applicant API), hh's failures and what they mean to us, and the mapping of
 * hh's objects into our domain types. Nothing outside this folder imports its files but this one; modules get hh's
 * answers as domain types and its failures as AppError codes or ApplyRefusal (domain/negotiation.ts), never hh's DTOs.
 */
export { createHhClient, type HhApplyOutcome, type HhClient, type HhClientOptions, type HhVacancySearch } from './hh-client';
export { uniqueResumeTitle } from './resume-mapping';
export {
  createHhPort,
  SEEKER_OPERATIONS,
  type FoundVacancy,
  type HhAccount,
  type HhApplyForm,
  type HhNegotiationQuery,
  type HhPort,
  type HhPortOptions,
  type HhSeekerClient,
} from './seeker';
export type { HhSeekerTokens, HhStoredTokens, HhTokenPair } from './seeker-tokens';
export { createTokenCipher, type TokenCipher } from './token-crypto';
/** hh.ru's website contract for the browser companion: the selector pack served to companions, and the stop codes. */
export { HARD_STOPS, selectorPack, selectorPackSchema, type HardStop, type SelectorPack } from '@otklik/hh-contract';
