import { SESSION_COOKIES } from '@otklik/contracts';
import type { FastifyInstance } from 'fastify';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../lib/app-error';
import { isSecureRequest } from './session';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** 32 random bytes, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Settings the XSRF cookie depends on. */
export interface XsrfSettings {
  publicUrlIsHttps: boolean;
  /** How long the browser keeps the XSRF cookie, in seconds (as long as a refresh token lives). */
  cookieMaxAgeSeconds: number;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit XSRF protection: cookie `XSRF-TOKEN`, header `X-XSRF-TOKEN`.
 * - Any request without a well-formed XSRF-TOKEN cookie gets one (random 32 bytes; readable by scripts, not httpOnly;
 *   SameSite=Lax; path /; Secure behind https).
 * - A POST/PUT/PATCH/DELETE that carries a session cookie (`access_token` or `refresh_token`) must send
 *   X-XSRF-TOKEN equal to the cookie, else AppError 403 `xsrf_failed` 'XSRF token missing or invalid'.
 * Requests without a session cookie (register, login, forgot-password) have nothing to forge and pass.
 */
export function registerXsrf(app: FastifyInstance, settings: XsrfSettings): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[SESSION_COOKIES.xsrf];
    const hasValidCookie = typeof cookieToken === 'string' && TOKEN_PATTERN.test(cookieToken);
    if (!hasValidCookie) {
      reply.setCookie(SESSION_COOKIES.xsrf, randomBytes(32).toString('base64url'), {
        httpOnly: false,
        sameSite: 'lax',
        secure: isSecureRequest(settings, request),
        path: '/',
        maxAge: settings.cookieMaxAgeSeconds,
      });
    }
    if (!STATE_CHANGING.has(request.method)) return;
    const hasSession = Boolean(request.cookies[SESSION_COOKIES.access] ?? request.cookies[SESSION_COOKIES.refresh]);
    if (!hasSession) return;
    const header = request.headers[SESSION_COOKIES.xsrfHeader.toLowerCase()];
    if (!hasValidCookie || typeof header !== 'string' || !sameToken(header, cookieToken)) {
      throw new AppError('xsrf_failed');
    }
  });
}
