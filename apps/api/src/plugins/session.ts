import { SESSION_COOKIES } from '@otklik/contracts';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { webcrypto } from 'node:crypto';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import type { SessionRevocations, SessionUser } from './session-revocations';

/** Who a request acts for, taken from a verified access token: the user and the refresh-token family of the login. */
export type { SessionUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession`; null on routes that do not require a session. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler: verifies the access-token cookie, sets `request.user`, else 401 'Not authenticated'. */
    requireSession: preHandlerAsyncHookHandler;
  }
}

const ISSUER = 'otklik';
const AUDIENCE = 'otklik-api';

/**
 * Signs and verifies access tokens: HS256 JWTs (jose) with `sub` = user id, `fid` = refresh-token family id,
 * issuer `otklik`, audience `otklik-api`, lifetime ACCESS_TOKEN_TTL_SECONDS. Time comes from the clock, so tests can expire tokens.
 */
export interface AccessTokens {
  /** @returns a compact JWT valid for `ttlSeconds` from clock.now(). */
  sign(user: SessionUser): Promise<string>;
  /** @returns the session, or null for a missing, malformed, forged or expired token (never throws). */
  verify(token: string | undefined): Promise<SessionUser | null>;
  readonly ttlSeconds: number;
}

/** Most verified tokens kept (about 300 bytes each): beyond it the least recently used is verified again. */
export const VERIFIED_TOKEN_CACHE_SIZE = 20_000;

/**
 * Creates the access-token signer/verifier.
 * The key is imported into WebCrypto once (jose would import a raw key on every call), and a verified token is
 * remembered until its `exp` (bounded LRU of {@link VERIFIED_TOKEN_CACHE_SIZE}), so a polling tab costs one map lookup.
 * Only signature and claims are cached: whether the session was revoked is asked of {@link SessionRevocations}.
 * @param key 32-byte HS256 key, derived from APP_SECRET for the `jwt` purpose (config/keys.ts).
 * @param ttlSeconds token lifetime in seconds (ACCESS_TOKEN_TTL_SECONDS).
 */
export function createAccessTokens(key: Uint8Array, ttlSeconds: number, clock: Clock): AccessTokens {
  const cryptoKey = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  /** token → its session and expiry (ms since epoch); Map order is the LRU order. */
  const verified = new Map<string, { user: SessionUser; expiresAtMs: number }>();
  return {
    ttlSeconds,
    async sign(user) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ fid: user.familyId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(await cryptoKey);
    },
    async verify(token) {
      if (!token) return null;
      const nowMs = clock.now().getTime();
      const cached = verified.get(token);
      if (cached) {
        verified.delete(token);
        if (cached.expiresAtMs <= nowMs) return null;
        verified.set(token, cached);
        return cached.user;
      }
      try {
        const { payload } = await jwtVerify(token, await cryptoKey, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
          clockTolerance: 0,
        });
        if (typeof payload.sub !== 'string' || typeof payload.fid !== 'string' || typeof payload.exp !== 'number') return null;
        const user = { userId: payload.sub, familyId: payload.fid };
        if (verified.size >= VERIFIED_TOKEN_CACHE_SIZE) {
          const oldest = verified.keys().next();
          if (!oldest.done) verified.delete(oldest.value);
        }
        verified.set(token, { user, expiresAtMs: payload.exp * 1000 });
        return user;
      } catch {
        return null;
      }
    },
  };
}

/** Settings the session cookies depend on. */
export interface SessionCookieSettings {
  /** PUBLIC_URL is https: cookies are always Secure. */
  publicUrlIsHttps: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
}

/** True when cookies for this request must be Secure: PUBLIC_URL is https, or the request came over https (TRUST_PROXY honours X-Forwarded-Proto). */
export function isSecureRequest(settings: Pick<SessionCookieSettings, 'publicUrlIsHttps'>, request: FastifyRequest): boolean {
  return settings.publicUrlIsHttps || request.protocol === 'https';
}

/** Path of the refresh cookie: it is only ever sent to the auth endpoints. */
export const REFRESH_COOKIE_PATH = '/api/auth';

function cookieOptions(settings: SessionCookieSettings, request: FastifyRequest, path: string, maxAge: number): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: isSecureRequest(settings, request), path, maxAge };
}

/**
 * Sets the session cookies: `access_token` (path /, max-age = access TTL) and
 * `refresh_token` (path /api/auth, max-age = refresh TTL), both httpOnly, SameSite=Lax, Secure behind https.
 */
export function setSessionCookies(
  reply: FastifyReply,
  request: FastifyRequest,
  settings: SessionCookieSettings,
  tokens: { accessToken: string; refreshToken: string },
): void {
  reply.setCookie(SESSION_COOKIES.access, tokens.accessToken, cookieOptions(settings, request, '/', settings.accessTokenTtlSeconds));
  reply.setCookie(SESSION_COOKIES.refresh, tokens.refreshToken, cookieOptions(settings, request, REFRESH_COOKIE_PATH, settings.refreshTokenTtlDays * 86_400));
}

/** Expires both session cookies (same names, paths and flags as when set). */
export function clearSessionCookies(reply: FastifyReply, request: FastifyRequest, settings: SessionCookieSettings): void {
  reply.clearCookie(SESSION_COOKIES.access, cookieOptions(settings, request, '/', 0));
  reply.clearCookie(SESSION_COOKIES.refresh, cookieOptions(settings, request, REFRESH_COOKIE_PATH, 0));
}

/**
 * Adds `request.user` and the `requireSession` preHandler to the root instance.
 * requireSession: reads the `access_token` cookie, verifies it, checks that its session (refresh-token family) is still
 * live — not ended by logout, a password change or reset, reuse of a rotated token, or account deletion — and sets
 * `request.user`; otherwise throws AppError 401 `unauthenticated` with detail 'Not authenticated'
 * (AUTH_DETAIL.notAuthenticated).
 */
export function registerSession(app: FastifyInstance, tokens: AccessTokens, revocations: Pick<SessionRevocations, 'isLive'>): void {
  app.decorateRequest('user', null);
  const requireSession: preHandlerAsyncHookHandler = async (request) => {
    const user = await tokens.verify(request.cookies[SESSION_COOKIES.access]);
    if (!user || !(await revocations.isLive(user))) throw new AppError('unauthenticated');
    request.user = user;
  };
  app.decorate('requireSession', requireSession);
}

/**
 * The session of a request that passed `requireSession`.
 * @throws AppError 401 'Not authenticated' when the route forgot the guard (defensive: never answers as nobody).
 */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthenticated');
  return request.user;
}
