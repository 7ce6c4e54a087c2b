import {
  AUTH_DETAIL,
  SESSION_COOKIES,
  detailSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  userSchema,
} from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { clearSessionCookies, setSessionCookies, type SessionCookieSettings } from '../../plugins/session';
import type { AuthService } from './auth.service';

/** What the auth routes need: the service and the cookie settings. */
export interface AuthRoutesOptions {
  service: AuthService;
  cookies: SessionCookieSettings;
}

/**
 * /api/auth/*: register, login, refresh, logout, validate, password recovery. Bodies and answers are the schemas of packages/contracts;
 * each answer's schema is the allow-list of what leaves the server. Answers are never cached.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { service, cookies }) => {
  app.post('/register', { schema: { body: registerBodySchema, response: { 200: userSchema } } }, async (request) => service.register(request.body));

  app.post('/login', { schema: { body: loginBodySchema, response: { 200: userSchema } } }, async (request, reply) => {
    const { user, ...tokens } = await service.login(request.body, request.ip);
    setSessionCookies(reply, request, cookies, tokens);
    return user;
  });

  app.get('/validate', { preHandler: app.requireSession, schema: { response: { 200: detailSchema } } }, async () => ({ detail: AUTH_DETAIL.tokenValid }));

  app.post('/refresh', { schema: { response: { 200: detailSchema } } }, async (request, reply) => {
    try {
      const tokens = await service.refresh(request.cookies[SESSION_COOKIES.refresh]);
      setSessionCookies(reply, request, cookies, tokens);
      return { detail: AUTH_DETAIL.refreshed };
    } catch (error) {
      // A reused or dead refresh token ends the session in the browser too.
      if (error instanceof AppError && (error.code === 'refresh_reused' || error.code === 'refresh_invalid')) {
        clearSessionCookies(reply, request, cookies);
      }
      throw error;
    }
  });

  app.post('/logout', { schema: { response: { 200: detailSchema } } }, async (request, reply) => {
    await service.logout({
      refreshToken: request.cookies[SESSION_COOKIES.refresh],
      accessToken: request.cookies[SESSION_COOKIES.access],
    });
    clearSessionCookies(reply, request, cookies);
    return { detail: AUTH_DETAIL.loggedOut };
  });

  app.post('/forgot-password', { schema: { body: forgotPasswordBodySchema, response: { 200: detailSchema } } }, async (request) => {
    await service.requestPasswordReset(request.body);
    return { detail: AUTH_DETAIL.resetSent };
  });

  app.post('/reset-password', { schema: { body: resetPasswordBodySchema, response: { 200: detailSchema } } }, async (request) => {
    await service.resetPassword(request.body);
    return { detail: AUTH_DETAIL.resetDone };
  });
};
