import { POSITION_DETAIL } from '@otklik/contracts';
import { readErrorDetail, readErrorStatus } from '@/lib/api';

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
  const detail = readErrorDetail(error);
  const known = detail === undefined ? undefined : BY_DETAIL.get(detail);
  if (known !== undefined) return known;
  const status = readErrorStatus(error);
  if (status === undefined || status >= 500) return 'unavailable';
  return fallback;
}

/** Whether GET …/proposals failed only because the assistant has not proposed yet (404/409, not 'Position not found'). */
export function proposalsNotMadeYet(error: unknown): boolean {
  const status = readErrorStatus(error);
  return (status === 404 || status === 409) && readErrorDetail(error) !== POSITION_DETAIL.positionNotFound;
}
