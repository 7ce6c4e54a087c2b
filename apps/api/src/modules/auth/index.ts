import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../integrations/mail/mailer';
import type { AccessTokens, SessionCookieSettings } from '../../plugins/session';
import type { SessionRevocations } from '../../plugins/session-revocations';
import type { SubscriptionService } from '../subscription';
import { passwordResetMailJob } from './auth.jobs';
import { openLoginLimiters } from './auth.limiters';
import { authRoutes } from './auth.routes';
import { createAuthService, type AuthService } from './auth.service';
import { startAuthWorkers } from './auth.workers';

export type { AuthService, IssuedTokens } from './auth.service';
export { ARGON2_OPTIONS } from './auth.service';
export { LOGIN_LIMITS_TABLE } from './auth.limiters';

export interface AuthModuleDeps {
  mailer: Mailer;
  accessTokens: AccessTokens;
  /** The session-state cache the guard reads; logout and password reset announce ended sessions through it. */
  sessions: Pick<SessionRevocations, 'announce' | 'forget'>;
  cookies: SessionCookieSettings;
  subscriptions: SubscriptionService;
}

/**
 * /api/auth and the password-reset mail worker. The login counters live in Redis (REDIS_URL), else PostgreSQL, else
 * memory (PGlite); see openLoginLimiters. @returns the service (sessions, users).
 */
export async function register(app: FastifyInstance, deps: AuthModuleDeps): Promise<AuthService> {
  const { config } = app;
  const limiterStore = await openLoginLimiters(app.database, { redisUrl: config.redisUrl, loginRateLimit: config.loginRateLimit });
  app.addHook('onClose', async () => limiterStore.close());
  const service = createAuthService({
    db: app.database.db,
    clock: app.clock,
    accessTokens: deps.accessTokens,
    sessions: deps.sessions,
    loginLimiters: limiterStore.limiters,
    queue: app.queue,
    mailer: deps.mailer,
    subscriptions: deps.subscriptions,
    settings: {
      registrationOpen: config.registrationOpen,
      refreshTokenTtlDays: config.refreshTokenTtlDays,
      publicUrl: config.publicUrl,
      loginRateLimit: config.loginRateLimit,
    },
  });
  await app.queue.declare(passwordResetMailJob);
  await app.register(authRoutes, { prefix: '/api/auth', service, cookies: deps.cookies });
  app.workers.push(() => startAuthWorkers(app.queue, service));
  return service;
}
