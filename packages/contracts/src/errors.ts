import { z } from 'zod';
import { ANSWER_BANK_DETAIL } from './answer-bank';
import { APPLICATION_DETAIL } from './applications';
import { AUTH_DETAIL } from './auth';
import { COMPANION_DETAIL } from './companion';
import { HH_DETAIL } from './hh';
import { INTERVIEW_DETAIL } from './interviews';
import { NOTIFICATION_DETAIL } from './notifications';
import { POSITION_DETAIL } from './positions';
import { USER_DETAIL } from './users';
import { RESUME_STEP_DETAIL } from './resume-step';

/**
 * Every error the API answers with: `code` → HTTP status and the `detail` text sent with it.
 * Where the web expects a fixed text ('Email already registered', 'Access denied', …) the detail is that text.
 * The web chooses its message by `code` (locale key `errors.<code>`), never by `detail`.
 */
export const ERROR_CATALOGUE = {
  bad_request: { status: 400, detail: 'Bad request' },
  validation_failed: { status: 400, detail: 'Validation failed' },
  invalid_json: { status: 400, detail: 'Body is not valid JSON' },
  invalid_text: { status: 400, detail: 'Text contains a control character or an unpaired surrogate' },
  unauthenticated: { status: 401, detail: AUTH_DETAIL.notAuthenticated },
  forbidden: { status: 403, detail: APPLICATION_DETAIL.accessDenied },
  xsrf_failed: { status: 403, detail: AUTH_DETAIL.xsrfMismatch },
  not_found: { status: 404, detail: 'Not found' },
  conflict: { status: 409, detail: 'Conflict' },
  method_not_allowed: { status: 405, detail: 'Method not allowed' },
  not_acceptable: { status: 406, detail: 'Not acceptable' },
  request_timeout: { status: 408, detail: 'Request timeout' },
  payload_too_large: { status: 413, detail: 'Request body is too large' },
  uri_too_long: { status: 414, detail: 'URI too long' },
  unsupported_media_type: { status: 415, detail: 'Unsupported media type' },
  rate_limited: { status: 429, detail: AUTH_DETAIL.tooManyAttempts },
  internal: { status: 500, detail: 'Internal server error' },
  unavailable: { status: 503, detail: 'Service is not available' },

  email_taken: { status: 409, detail: AUTH_DETAIL.emailTaken },
  registration_closed: { status: 403, detail: AUTH_DETAIL.registrationClosed },
  invalid_credentials: { status: 401, detail: AUTH_DETAIL.invalidCredentials },
  refresh_missing: { status: 401, detail: AUTH_DETAIL.refreshMissing },
  refresh_invalid: { status: 401, detail: AUTH_DETAIL.refreshInvalid },
  refresh_reused: { status: 401, detail: AUTH_DETAIL.refreshReused },
  reset_invalid: { status: 400, detail: AUTH_DETAIL.resetInvalid },

  hh_not_integrated: { status: 403, detail: HH_DETAIL.notIntegrated },
  hh_exchange_failed: { status: 400, detail: HH_DETAIL.exchangeFailed },
  hh_state_mismatch: { status: 400, detail: HH_DETAIL.stateMismatch },
  hh_logout_failed: { status: 503, detail: HH_DETAIL.logoutFailed },
  hh_unavailable: { status: 503, detail: HH_DETAIL.hhUnavailable },
  hh_auth_failed: { status: 400, detail: HH_DETAIL.authFailed },
  hh_register_failed: { status: 400, detail: HH_DETAIL.registerFailed },
  hh_not_applicant: { status: 400, detail: 'HH account is not an applicant account' },
  hh_not_found: { status: 404, detail: 'Not found at HH' },
  hh_refused: { status: 502, detail: 'HH refused the request' },

  position_not_found: { status: 404, detail: POSITION_DETAIL.positionNotFound },
  resume_not_found: { status: 400, detail: POSITION_DETAIL.resumeNotFound },
  assistant_resume_refused: { status: 400, detail: POSITION_DETAIL.assistantResumeRefused },
  question_not_found: { status: 404, detail: POSITION_DETAIL.questionNotFound },
  answers_incomplete: { status: 409, detail: POSITION_DETAIL.answersIncomplete },
  answers_locked: { status: 409, detail: POSITION_DETAIL.answersLocked },
  resume_not_ready: { status: 409, detail: POSITION_DETAIL.resumeNotReady },
  resume_ungrounded: { status: 422, detail: POSITION_DETAIL.resumeUngrounded },
  publish_in_progress: { status: 409, detail: POSITION_DETAIL.publishInProgress },
  review_unresolved: { status: 409, detail: POSITION_DETAIL.reviewUnresolved },
  review_target_gone: { status: 409, detail: POSITION_DETAIL.reviewTargetGone },
  review_needs_fix: { status: 409, detail: POSITION_DETAIL.reviewNeedsFix },
  review_needs_place: { status: 409, detail: POSITION_DETAIL.reviewNeedsPlace },
  resume_locked: { status: 409, detail: RESUME_STEP_DETAIL.resumeLocked },
  proposals_not_ready: { status: 409, detail: POSITION_DETAIL.proposalsNotReady },
  proposals_not_made: { status: 404, detail: POSITION_DETAIL.proposalsNotMade },
  nothing_selected: { status: 400, detail: POSITION_DETAIL.nothingSelected },
  unknown_vacancy: { status: 400, detail: POSITION_DETAIL.unknownVacancy },
  letter_ungrounded: { status: 422, detail: POSITION_DETAIL.letterUngrounded },
  position_paused: { status: 409, detail: POSITION_DETAIL.positionPaused },
  already_applied: { status: 409, detail: POSITION_DETAIL.alreadyApplied },
  vacancy_unavailable: { status: 409, detail: POSITION_DETAIL.vacancyUnavailable },

  application_not_found: { status: 404, detail: APPLICATION_DETAIL.applicationNotFound },
  notification_not_found: { status: 404, detail: NOTIFICATION_DETAIL.notFound },
  assisted_packet_unavailable: { status: 409, detail: ANSWER_BANK_DETAIL.packetUnavailable },

  plan_not_found: { status: 404, detail: 'Plan not found or not on sale' },
  promo_unknown: { status: 404, detail: 'Promo code not found' },
  promo_expired: { status: 409, detail: 'Promo code has expired' },
  promo_used_up: { status: 409, detail: 'Promo code has been used up' },
  promo_already_used: { status: 409, detail: 'You have already used this promo code' },
  promo_not_applicable: { status: 400, detail: 'Promo code does not apply to this plan' },
  subscription_active: { status: 409, detail: 'A paid plan is already active; change the plan instead' },
  no_paid_plan: { status: 409, detail: 'No active paid plan' },
  checkout_in_progress: { status: 409, detail: 'Another checkout is being opened right now; try again in a moment' },
  same_plan: { status: 409, detail: 'This plan is already the current one' },
  plan_change_in_progress: { status: 409, detail: 'Another plan change is being charged right now; try again once it is done' },
  change_plan_other_period: { status: 400, detail: 'A Stripe subscription moves to another billing period at its renewal only' },
  subscription_expired: { status: 409, detail: 'The subscription has already expired' },
  payment_not_found: { status: 404, detail: 'Payment not found' },
  payment_declined: { status: 402, detail: 'Payment declined' },
  payment_unavailable: { status: 503, detail: 'Payment provider is not available, try again later' },
  payment_failed: { status: 502, detail: 'Payment provider refused the request' },
  webhook_invalid: { status: 400, detail: 'Webhook did not verify' },

  password_incorrect: { status: 400, detail: USER_DETAIL.passwordIncorrect },
  email_change_invalid: { status: 400, detail: USER_DETAIL.emailChangeInvalid },
  interview_not_found: { status: 404, detail: INTERVIEW_DETAIL.notFound },
  vacancy_link_invalid: { status: 400, detail: INTERVIEW_DETAIL.linkInvalid },
  vacancy_unknown: { status: 400, detail: INTERVIEW_DETAIL.vacancyUnknown },
  admin_required: { status: 403, detail: APPLICATION_DETAIL.accessDenied },
  user_not_found: { status: 404, detail: 'User not found' },
  promo_code_taken: { status: 409, detail: 'A promo code with this code already exists' },
  trainer_access_granted: { status: 409, detail: 'Trainer access is already granted' },
  trainer_request_open: { status: 409, detail: 'An access request is already open' },
  trainer_request_not_found: { status: 404, detail: 'Access request not found' },
  trainer_request_answered: { status: 409, detail: 'The access request has already been answered' },

  companion_offline: { status: 503, detail: COMPANION_DETAIL.offline },
  pairing_code_invalid: { status: 400, detail: COMPANION_DETAIL.pairingCodeInvalid },
  device_token_invalid: { status: 401, detail: COMPANION_DETAIL.deviceTokenInvalid },
  device_not_found: { status: 404, detail: COMPANION_DETAIL.deviceNotFound },
  companion_consent_required: { status: 409, detail: COMPANION_DETAIL.consentRequired },
  companion_ask_not_found: { status: 404, detail: COMPANION_DETAIL.askNotFound },
  companion_operation_not_found: { status: 404, detail: COMPANION_DETAIL.operationNotFound },
} as const satisfies Record<string, { status: number; detail: string }>;

/** Every error code the API sends (the `code` of `{detail, code}`). */
export const errorCodeSchema = z.enum(Object.keys(ERROR_CATALOGUE) as [keyof typeof ERROR_CATALOGUE, ...(keyof typeof ERROR_CATALOGUE)[]]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * The one error shape every endpoint answers with: `{detail, code}`, plus `issues` (field problems) on 400
 * validation errors. `detail` is the catalogue's text, or a more precise one for the same code.
 */
export const apiErrorSchema = z.object({
  detail: z.string(),
  code: errorCodeSchema,
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** True when `value` is one of the API's error codes. */
export const isErrorCode = (value: unknown): value is ErrorCode => errorCodeSchema.safeParse(value).success;
