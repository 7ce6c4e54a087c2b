import { POSITION_DETAIL } from '@otklik/contracts';
import { readErrorDetail, readErrorStatus } from '@/lib/api';

/** Russian messages of the assistant flow, keys under `assistant.errors`. */
export type AssistantErrorKey =
  | 'positionNotFound'
  | 'questionNotFound'
  | 'answersIncomplete'
  | 'resumeNotReady'
  | 'resumeUngrounded'
  | 'answersLocked'
  | 'publishInProgress'
  | 'unavailable'
  | 'questionsFailed'
  | 'answerFailed'
  | 'resumeFailed'
  | 'publishFailed';

const BY_DETAIL: ReadonlyMap<string, AssistantErrorKey> = new Map([
  [POSITION_DETAIL.positionNotFound, 'positionNotFound'],
  [POSITION_DETAIL.questionNotFound, 'questionNotFound'],
  [POSITION_DETAIL.answersIncomplete, 'answersIncomplete'],
  [POSITION_DETAIL.resumeNotReady, 'resumeNotReady'],
  [POSITION_DETAIL.resumeUngrounded, 'resumeUngrounded'],
  [POSITION_DETAIL.answersLocked, 'answersLocked'],
  [POSITION_DETAIL.publishInProgress, 'publishInProgress'],
]);

/**
 * The message for a failed assistant call: a POSITION_DETAIL text → its Russian message; a 5xx or network failure →
 * "the assistant or hh.ru is unavailable"; anything else → `fallback`.
 */
export function assistantErrorKey(error: unknown, fallback: AssistantErrorKey): AssistantErrorKey {
  const detail = readErrorDetail(error);
  const known = detail === undefined ? undefined : BY_DETAIL.get(detail);
  if (known !== undefined) return known;
  const status = readErrorStatus(error);
  if (status === undefined || status >= 500) return 'unavailable';
  return fallback;
}

/**
 * Whether a GET of something the assistant has not made yet (the resume, the proposals) failed only because it does not
 * exist: 404 or 409, other than 'Position not found'.
 */
export function isNotMadeYet(error: unknown): boolean {
  const status = readErrorStatus(error);
  return (status === 404 || status === 409) && readErrorDetail(error) !== POSITION_DETAIL.positionNotFound;
}
