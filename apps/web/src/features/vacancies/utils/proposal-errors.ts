import { POSITION_DETAIL } from '@otklik/contracts';
import { errorKeyOf, isNotMadeYet } from '@/lib/api';

/** Russian messages of the vacancies step, keys under `vacancies.errors`. */
export type ProposalErrorKey =
  | 'nothingSelected'
  | 'unknownVacancy'
  | 'proposalsNotReady'
  | 'letterUngrounded'
  | 'positionNotFound'
  | 'unavailable'
  | 'loadFailed'
  | 'confirmFailed';

const BY_DETAIL: ReadonlyMap<string, ProposalErrorKey> = new Map([
  [POSITION_DETAIL.nothingSelected, 'nothingSelected'],
  [POSITION_DETAIL.unknownVacancy, 'unknownVacancy'],
  [POSITION_DETAIL.proposalsNotReady, 'proposalsNotReady'],
  [POSITION_DETAIL.letterUngrounded, 'letterUngrounded'],
  [POSITION_DETAIL.positionNotFound, 'positionNotFound'],
]);

/** The message of a failed proposals or confirm call: a POSITION_DETAIL text, 5xx/network → unavailable, else `fallback`. */
export function proposalErrorKey(error: unknown, fallback: ProposalErrorKey): ProposalErrorKey {
  return errorKeyOf(error, BY_DETAIL, { unavailable: 'unavailable', fallback });
}

/** Whether GET …/proposals failed only because the assistant has not proposed yet (404/409, not 'Position not found'). */
export function proposalsNotMadeYet(error: unknown): boolean {
  return isNotMadeYet(error, POSITION_DETAIL.positionNotFound);
}
