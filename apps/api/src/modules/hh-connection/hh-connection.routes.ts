import { codeExchangeBodySchema, detailSchema, registrationLinkSchema, userSchema } from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { isSecureRequest, sessionUser, setSessionCookies, type SessionCookieSettings } from '../../plugins/session';
import { OAUTH_STATE_TTL_MS, type HhConnectionService } from './hh-connection.service';

/** Cookie holding the pre-auth nonce that binds a "sign in with hh" state to this browser (httpOnly, 10 min). */
export const HH_LOGIN_NONCE_COOKIE = 'hh_login_nonce';

export interface HhConnectionRoutesOptions {
  service: HhConnectionService;
  cookies: SessionCookieSettings;
}

/**
 * The job-board calls under /api/hh (session required): generate-link, exchange, validate, logout.
 * Answers are never cached.
 */
export const hhConnectionRoutes: FastifyPluginAsyncZod<HhConnectionRoutesOptions> = async (app, { service }) => {
  app.get('/generate-link', { preHandler: app.requireSession, schema: { response: { 200: registrationLinkSchema } } }, async (request) =>
    service.generateLink(sessionUser(request)),
  );
  app.post('/exchange', { preHandler: app.requireSession, schema: { body: codeExchangeBodySchema, response: { 200: detailSchema } } }, async (request) =>
    service.exchange(sessionUser(request), request.body),
  );
  app.get('/validate', { preHandler: app.requireSession, schema: { response: { 200: detailSchema } } }, async (request) =>
    service.validate(sessionUser(request).userId),
  );
  app.post('/logout', { preHandler: app.requireSession, schema: { response: { 200: detailSchema } } }, async (request) =>
    service.logout(sessionUser(request).userId),
  );
};

/**
 * Sign in with hh: GET /api/hh-auth/auth-link, and POST /hh-auth/auth and /hh-auth/register,
 * which answer the User and set the session cookies like a login. Register with this plugin at the root prefix.
 */
export const hhAuthRoutes: FastifyPluginAsyncZod<HhConnectionRoutesOptions> = async (app, { service, cookies }) => {
  app.get('/api/hh-auth/auth-link', { schema: { response: { 200: registrationLinkSchema } } }, async (request, reply) => {
    const nonce = randomBytes(24).toString('base64url');
    reply.setCookie(HH_LOGIN_NONCE_COOKIE, nonce, {
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecureRequest(cookies, request),
      path: '/',
      maxAge: OAUTH_STATE_TTL_MS / 1000,
    });
    return service.authLink(nonce);
  });
  for (const mode of ['auth', 'register'] as const) {
    app.post(`/hh-auth/${mode}`, { schema: { body: codeExchangeBodySchema, response: { 200: userSchema } } }, async (request, reply) => {
      const { user, ...tokens } = await service.signInWithHh(request.body, request.cookies[HH_LOGIN_NONCE_COOKIE], mode);
      reply.clearCookie(HH_LOGIN_NONCE_COOKIE, { path: '/' });
      setSessionCookies(reply, request, cookies, tokens);
      return user;
    });
  }
};
