/**
 * Russian texts of the reasons an application failed or needs assisted apply, by hh's error value
 * (`errors[].value` of POST /negotiations, hh's docs/negotiations.md#post_negotiation) or our own ('hh_not_connected'; 'external_apply' when
 * the employer takes applications on its own site); keys under
 * `applications.failure`.
 */
export const KNOWN_FAILURE_REASONS = [
  'test_required',
  'invalid_vacancy',
  'limit_exceeded',
  'hh_not_connected',
  'already_applied',
  'application_denied',
  'forbidden',
  'vacancy_not_found',
  'resume_not_found',
  'resume_visibility_conflict',
  'empty_message',
  'too_long_message',
  'captcha_required',
  'external_apply',
  'login_required',
  'questionnaire_required',
  'page_changed',
  'companion_failed',
] as const;
export type KnownFailureReason = (typeof KNOWN_FAILURE_REASONS)[number];

const KNOWN: ReadonlySet<string> = new Set(KNOWN_FAILURE_REASONS);

/** Whether hh's value has a Russian text; anything else is shown raw. */
export function isKnownFailureReason(reason: string): reason is KnownFailureReason {
  return KNOWN.has(reason);
}
