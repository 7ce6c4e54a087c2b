import { randomBytes } from 'node:crypto';
import { HH_TOKEN_ERROR_DESCRIPTIONS as D } from '@otklik/hh-contract';
import { HhTokenError, oauthError } from '../http/errors';
import type { SandboxClock } from './clock';

/** Authorization codes live 10 minutes (hh: "short-lived", TTL not documented). */
export const CODE_TTL_MS = 10 * 60_000;
/** hh issues an application token at most once per 5 minutes. */
export const APP_TOKEN_INTERVAL_MS = 5 * 60_000;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** A random token in hh's style: upper-case letters and digits after a 4-letter kind. */
function randomToken(kind: 'USER' | 'APPL' | 'CODE'): string {
  const bytes = randomBytes(60);
  let out = kind;
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}
const TOKEN_SHAPE = /^[A-Z0-9]{16,128}$/;

interface AuthorizationCode {
  clientId: string;
  redirectUri: string | null;
  applicantId: string;
  expiresMs: number;
  used: boolean;
}

/** One issued token pair (or an application token, with `applicantId` null and no refresh token). */
export interface TokenRecord {
  access: string;
  refresh: string | null;
  applicantId: string | null;
  expiresMs: number;
  status: 'active' | 'revoked' | 'refreshed';
}

/** A token pair as POST /token answers it. */
export interface IssuedPair {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_token: string;
}

/**
 * hh's OAuth rules on the sandbox clock: single-use short-lived codes; refresh only after the
 * access token expired and only once; revocation kills the refresh token too.
 */
export class OAuthState {
  private codes = new Map<string, AuthorizationCode>();
  private byAccess = new Map<string, TokenRecord>();
  private byRefresh = new Map<string, TokenRecord>();
  private lastAppTokenMs = new Map<string, number>();

  constructor(
    private readonly clock: SandboxClock,
    private readonly client: { id: string; secret: string; tokenTtlMs: number },
  ) {}

  /** Forgets every code and token. */
  reset(): void {
    this.codes.clear();
    this.byAccess.clear();
    this.byRefresh.clear();
    this.lastAppTokenMs.clear();
  }

  /** True for the configured sandbox client id. */
  isKnownClient(clientId: string): boolean {
    return clientId === this.client.id;
  }

  /** Issues a single-use authorization code for an applicant who allowed access. */
  issueCode(clientId: string, redirectUri: string | null, applicantId: string): string {
    const code = randomToken('CODE');
    this.codes.set(code, { clientId, redirectUri, applicantId, expiresMs: this.clock.now() + CODE_TTL_MS, used: false });
    return code;
  }

  private checkClient(clientId: string, clientSecret: string): void {
    if (clientId !== this.client.id || clientSecret !== this.client.secret) {
      throw new HhTokenError(400, 'invalid_client', D.clientNotFound);
    }
  }

  private issuePair(applicantId: string): IssuedPair {
    const record: TokenRecord = {
      access: randomToken('USER'),
      refresh: randomToken('USER'),
      applicantId,
      expiresMs: this.clock.now() + this.client.tokenTtlMs,
      status: 'active',
    };
    this.byAccess.set(record.access, record);
    this.byRefresh.set(record.refresh!, record);
    return {
      access_token: record.access,
      token_type: 'bearer',
      expires_in: Math.round(this.client.tokenTtlMs / 1000),
      refresh_token: record.refresh!,
    };
  }

  /**
   * grant_type=authorization_code.
   * @throws HhTokenError invalid_client, invalid_request 'code not found' / 'bad redirect url',
   *   invalid_grant 'code has already been used' / 'code expired'
   */
  exchangeCode(form: { client_id: string; client_secret: string; code: string; redirect_uri?: string | undefined }): IssuedPair {
    this.checkClient(form.client_id, form.client_secret);
    const code = this.codes.get(form.code);
    if (!code || code.clientId !== form.client_id) throw new HhTokenError(400, 'invalid_request', D.codeNotFound);
    if (code.used) throw new HhTokenError(400, 'invalid_grant', D.codeUsed);
    if (this.clock.now() >= code.expiresMs) throw new HhTokenError(400, 'invalid_grant', D.codeExpired);
    if (code.redirectUri !== null && form.redirect_uri !== code.redirectUri) {
      throw new HhTokenError(400, 'invalid_request', D.badRedirectUrl);
    }
    code.used = true;
    return this.issuePair(code.applicantId);
  }

  /**
   * grant_type=refresh_token: a new pair, once, and only after the access token expired.
   * @throws HhTokenError invalid_request 'token is empty' / 'token not found', invalid_grant 'bad token' /
   *   'token was revoked' / 'token has already been refreshed' / 'token not expired'
   */
  refresh(refreshToken: string): IssuedPair {
    if (refreshToken === '') throw new HhTokenError(400, 'invalid_request', D.tokenEmpty);
    if (!TOKEN_SHAPE.test(refreshToken)) throw new HhTokenError(400, 'invalid_grant', D.badToken);
    const record = this.byRefresh.get(refreshToken);
    if (!record) throw new HhTokenError(400, 'invalid_request', D.tokenNotFound);
    if (record.status === 'revoked') throw new HhTokenError(400, 'invalid_grant', D.revoked);
    if (record.status === 'refreshed') throw new HhTokenError(400, 'invalid_grant', D.alreadyRefreshed);
    if (this.clock.now() < record.expiresMs) throw new HhTokenError(400, 'invalid_grant', D.notExpired);
    record.status = 'refreshed';
    return this.issuePair(record.applicantId!);
  }

  /**
   * grant_type=client_credentials: an application token without expiry; asking again revokes the previous one.
   * @throws HhTokenError invalid_client; 403 forbidden 'app token refresh too early' within 5 minutes
   */
  issueAppToken(clientId: string, clientSecret: string): { access_token: string; token_type: 'bearer' } {
    this.checkClient(clientId, clientSecret);
    const now = this.clock.now();
    const last = this.lastAppTokenMs.get(clientId);
    if (last !== undefined && now - last < APP_TOKEN_INTERVAL_MS) {
      throw new HhTokenError(403, 'forbidden', D.appTokenTooEarly);
    }
    for (const record of this.byAccess.values()) if (record.applicantId === null) record.status = 'revoked';
    const record: TokenRecord = { access: randomToken('APPL'), refresh: null, applicantId: null, expiresMs: Infinity, status: 'active' };
    this.byAccess.set(record.access, record);
    this.lastAppTokenMs.set(clientId, now);
    return { access_token: record.access, token_type: 'bearer' };
  }

  /**
   * The live token record of a bearer token.
   * @throws HhApiError 403 oauth bad_authorization (unknown or replaced), token_revoked, token_expired
   */
  authenticate(accessToken: string): TokenRecord {
    const record = this.byAccess.get(accessToken);
    if (!record || record.status === 'refreshed') throw oauthError('bad_authorization');
    if (record.status === 'revoked') throw oauthError('token_revoked');
    if (this.clock.now() >= record.expiresMs) throw oauthError('token_expired');
    return record;
  }

  /** DELETE /oauth/token: the pair is dead; its refresh token answers 'token was revoked'. */
  revoke(record: TokenRecord): void {
    record.status = 'revoked';
  }

  /** How many of an applicant's token pairs are live ('active') and revoked by DELETE /oauth/token ('revoked'). */
  tokenCounts(applicantId: string): { active: number; revoked: number } {
    const counts = { active: 0, revoked: 0 };
    for (const record of this.byAccess.values()) {
      if (record.applicantId !== applicantId) continue;
      if (record.status === 'active') counts.active += 1;
      if (record.status === 'revoked') counts.revoked += 1;
    }
    return counts;
  }

  /** Makes a token expire now (control API fault `token_expired`), so the client can and must refresh. */
  expireNow(accessToken: string): boolean {
    const record = this.byAccess.get(accessToken);
    if (!record || record.status !== 'active' || record.applicantId === null) return false;
    record.expiresMs = Math.min(record.expiresMs, this.clock.now());
    return true;
  }
}
