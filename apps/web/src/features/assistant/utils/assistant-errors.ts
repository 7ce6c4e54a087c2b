import { POSITION_DETAIL } from '@otklik/contracts';
import { errorKeyOf, isNotMadeYet as isNotMadeYetAt } from '@/lib/api';

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
  return errorKeyOf(error, BY_DETAIL, { unavailable: 'unavailable', fallback });
}

/**
 * Whether a GET of something the assistant has not made yet (the resume, the proposals) failed only because it does not
 * exist: 404 or 409, other than 'Position not found'.
 */
export function isNotMadeYet(error: unknown): boolean {
  return isNotMadeYetAt(error, POSITION_DETAIL.positionNotFound);
}
