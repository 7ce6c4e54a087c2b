import type { FastifyRequest } from 'fastify';
import type { Applicant } from '../state/applicants';
import type { TokenRecord } from '../state/oauth-state';
import type { SandboxState } from '../state/sandbox-state';
import { HhApiError, oauthError } from './errors';

/**
 * hh requires `User-Agent` or `HH-User-Agent` (the latter wins when both are sent) on every API request.
 * @throws HhApiError 400 `{type: 'bad_user_agent', value: 'unset'}` when neither is set
 */
export function requireUserAgent(request: FastifyRequest): string {
  const header = request.headers['hh-user-agent'] ?? request.headers['user-agent'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || value.trim() === '') throw new HhApiError(400, [{ type: 'bad_user_agent', value: 'unset' }], 'Bad Request');
  return value;
}

/** The bearer token of `Authorization: Bearer …`, or null when the header is absent. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : '';
}

/** Who is calling: an applicant (user token), the application (app token) or nobody. */
export interface Caller {
  token: TokenRecord | null;
  applicant: Applicant | null;
}

/**
 * Resolves the caller of an endpoint that works without a token too (search, vacancy, areas, dictionaries).
 * A token that is sent must still be valid.
 * @throws HhApiError 403 oauth bad_authorization / token_expired / token_revoked
 */
export function optionalCaller(state: SandboxState, request: FastifyRequest): Caller {
  const token = bearerToken(request);
  if (token === null) return { token: null, applicant: null };
  if (token === '') throw oauthError('bad_authorization');
  const record = state.oauth.authenticate(token);
  return { token: record, applicant: record.applicantId === null ? null : state.applicants.get(record.applicantId) };
}

/**
 * Resolves the applicant of an endpoint that needs a user token (/me, resumes, negotiations, favourites).
 * @throws HhApiError 403 oauth bad_authorization (no or unknown token), token_expired, token_revoked,
 *   user_auth_expected (an application token)
 */
export function requireApplicant(state: SandboxState, request: FastifyRequest): { applicant: Applicant; token: TokenRecord } {
  const caller = optionalCaller(state, request);
  if (!caller.token) throw oauthError('bad_authorization');
  if (!caller.applicant) throw oauthError('user_auth_expected');
  return { applicant: caller.applicant, token: caller.token };
}
