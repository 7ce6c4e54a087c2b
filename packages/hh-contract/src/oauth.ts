import { z } from 'zod';

/**
 * 200 answer of POST https://api.hh.ru/token for the `authorization_code` and `refresh_token` grants.
 * `expires_in` is in seconds (the documented example is 1209600 s = 14 days; read the field).
 * A refresh answers with a NEW pair; the old refresh token is dead from then on.
 */
export const hhTokenResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1),
});
export type HhTokenResponse = z.infer<typeof hhTokenResponseSchema>;

/** 200 answer of the `client_credentials` grant: an application token with an unlimited lifetime. */
export const hhAppTokenResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.literal('bearer'),
});
export type HhAppTokenResponse = z.infer<typeof hhAppTokenResponseSchema>;

/**
 * Form body (application/x-www-form-urlencoded) exchanging an authorization code.
 * `redirect_uri` must equal the one sent to /oauth/authorize when one was sent there.
 */
export const hhAuthorizationCodeGrantSchema = z.object({
  grant_type: z.literal('authorization_code'),
  client_id: z.string(),
  client_secret: z.string(),
  code: z.string(),
  redirect_uri: z.string().optional(),
});
export type HhAuthorizationCodeGrant = z.infer<typeof hhAuthorizationCodeGrantSchema>;

/** Form body of a refresh: only these two fields. Works once, and only after the access token expired. */
export const hhRefreshTokenGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string(),
});
export type HhRefreshTokenGrant = z.infer<typeof hhRefreshTokenGrantSchema>;

/** Form body of the application-token grant; at most one new token per 5 minutes. */
export const hhClientCredentialsGrantSchema = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string(),
  client_secret: z.string(),
});
export type HhClientCredentialsGrant = z.infer<typeof hhClientCredentialsGrantSchema>;

/** Any POST /token form body, told apart by `grant_type`. */
export const hhTokenRequestSchema = z.discriminatedUnion('grant_type', [
  hhAuthorizationCodeGrantSchema,
  hhRefreshTokenGrantSchema,
  hhClientCredentialsGrantSchema,
]);
export type HhTokenRequest = z.infer<typeof hhTokenRequestSchema>;
