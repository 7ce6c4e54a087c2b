import { z } from 'zod';

/**
 * One entry of hh's `errors[]`: `type` is always present, `value` usually; `reason` refines `bad_argument`
 * (`too_long_value`, `too_many_arguments`, `invalid`); captcha errors add `captcha_url`/`fallback_url`.
 * Source: hh's API docs (docs/errors.md of the hhru/api repository).
 */
export const hhErrorSchema = z.looseObject({
  type: z.string().min(1),
  value: z.string().optional(),
  reason: z.string().optional(),
  captcha_url: z.string().optional(),
  fallback_url: z.string().optional(),
});
export type HhError = z.infer<typeof hhErrorSchema>;

/**
 * The body of every non-OAuth error answer of api.hh.ru: `{errors: [...], request_id, description?}`.
 * Several errors can come at once; `request_id` is what hh support asks for. A 5xx body may not be JSON at all,
 * so clients branch on the HTTP status first.
 */
export const hhErrorBodySchema = z.looseObject({
  errors: z.array(hhErrorSchema).min(1),
  request_id: z.string().optional(),
  description: z.string().optional(),
});
export type HhErrorBody = z.infer<typeof hhErrorBodySchema>;

/**
 * The token endpoint's error body, RFC 6749 style: `{error, error_description}`.
 * `error_description` is what tells 'token not expired' from 'token has already been refreshed'.
 */
export const hhTokenErrorSchema = z.looseObject({
  error: z.string().min(1),
  error_description: z.string(),
});
export type HhTokenError = z.infer<typeof hhTokenErrorSchema>;

/** `error_description` texts of POST /token, verbatim from hh's docs/errors.md#oauth-get-errors. */
export const HH_TOKEN_ERROR_DESCRIPTIONS = {
  accountNotFound: 'account not found',
  badRedirectUrl: 'bad redirect url',
  tokenEmpty: 'token is empty',
  tokenNotFound: 'token not found',
  codeNotFound: 'code not found',
  clientNotFound: 'client_id or client_secret not found',
  alreadyRefreshed: 'token has already been refreshed',
  notExpired: 'token not expired',
  revoked: 'token was revoked',
  deactivated: 'token deactivated',
  badToken: 'bad token',
  codeUsed: 'code has already been used',
  codeExpired: 'code expired',
  unsupportedGrant: 'unsupported grant_type',
  appTokenTooEarly: 'app token refresh too early',
} as const;

/** `errors[].value` of 403 `{type: 'oauth'}` answers on API calls. */
export const HH_OAUTH_ERROR_VALUES = [
  'bad_authorization',
  'token_expired',
  'token_revoked',
  'application_not_found',
  'user_auth_expected',
  'application_auth_expected',
] as const;
export type HhOauthErrorValue = (typeof HH_OAUTH_ERROR_VALUES)[number];

/**
 * `errors[].value` (with `type: 'negotiations'`) of POST /negotiations and the HTTP status each comes with,
 * as the sandbox answers them. hh documents some values under both 400 and 403; clients must key on the value.
 */
export const HH_APPLY_ERRORS = {
  vacancy_not_found: 400,
  resume_not_found: 400,
  limit_exceeded: 403,
  invalid_vacancy: 403,
  already_applied: 403,
  test_required: 403,
  resume_visibility_conflict: 403,
  application_denied: 403,
  empty_message: 403,
  too_long_message: 403,
} as const;
export type HhApplyErrorValue = keyof typeof HH_APPLY_ERRORS;
