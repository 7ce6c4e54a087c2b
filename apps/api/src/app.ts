import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import { deriveKey } from './config/keys';
import { type Database, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { createHhClient, type HhClient } from './integrations/hh/hh-client';
import { createTokenCipher } from './integrations/hh/token-crypto';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { workAuthJobs } from './modules/auth/auth.jobs';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { healthRoutes } from './modules/health/health.routes';
import { hhAuthRoutes, hhConnectionRoutes } from './modules/hh-connection/hh-connection.routes';
import { createHhConnectionService } from './modules/hh-connection/hh-connection.service';
import { workApplicationJobs } from './modules/applications/applications.jobs';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { createApplicationsService } from './modules/applications/applications.service';
import { createAssistant } from './engines/assistant/create-assistant';
import { areasRoutes, positionsRoutes } from './modules/positions/positions.routes';
import { createPositionsService } from './modules/positions/positions.service';
import { resumesRoutes } from './modules/resumes/resumes.routes';
import { createResumesService } from './modules/resumes/resumes.service';
import { createVacanciesService } from './modules/proposals/vacancies.service';
import { createHealthService } from './modules/health/health.service';
import { feedbackRoutes, supportRoutes } from './modules/feedback/feedback.routes';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { createHhInvitationSource, createInvitationPoller } from './modules/notifications/invitation-poller';
import { workNotificationJobs } from './modules/notifications/notifications.jobs';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { subscriptionRoutes } from './modules/subscription/subscription.routes';
import { createSubscriptionService } from './modules/subscription/subscription.service';
import { type Clock, systemClock } from './lib/clock';
import { registerErrorHandler, registerBodyParsers } from './plugins/error-handler';
import { type JobQueue, type QueueSettings, startQueue } from './plugins/queue';
import { createAccessTokens, registerSession, type SessionCookieSettings } from './plugins/session';
import { registerSecurityHeaders, registerStaticWeb } from './plugins/static-web';
import { registerXsrf } from './plugins/xsrf';

/** Largest request body accepted, in bytes (256 KiB); larger ones get 413. */
export const BODY_LIMIT_BYTES = 256 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the app was built with. */
    config: Config;
    /** The open database (Drizzle handle, driver, ping, close). */
    database: Database;
    /** The job queue (pg-boss), started with the app and stopped on close. */
    queue: JobQueue;
    clock: Clock;
  }
}

/** Replaceable parts, for tests: a movable clock, a mail transport, faster queue polling, a logger. */
export interface AppOverrides {
  clock?: Clock;
  mailer?: Mailer;
  queue?: QueueSettings;
  /** The hh.ru client; default: built from config.hh (the real hh.ru or the sandbox). */
  hh?: HhClient;
  /** Fastify logger option; default pino at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the whole API: plugins first, then modules, in this explicit order (architecture.md):
 * error handler and body parsers → form bodies → cookies → security headers → database (opened, migrated) →
 * queue (pg-boss) → XSRF → session → static web app (and the not-found handler) → modules (health, auth).
 * Plugins are applied to the root instance, so their hooks and decorators reach every module.
 * `app.close()` stops the queue, closes the database (releasing the PGlite lock) and the mailer.
 * @throws ConfigError-free: config is already parsed; DataDirLockedError when another process holds the PGlite directory;
 *   database and migration errors (everything opened so far is closed again first).
 */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    logger: overrides.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  });
  for (const warning of config.warnings) app.log.warn(warning);

  const clock = overrides.clock ?? systemClock;
  const mailer = overrides.mailer ?? createMailer(config.mail);
  let database: Database | null = null;
  let queue: JobQueue | null = null;
  const release = async (): Promise<void> => {
    try {
      await queue?.stop();
    } finally {
      queue = null;
      try {
        await database?.close();
      } finally {
        database = null;
        mailer.close();
      }
    }
  };

  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    registerBodyParsers(app);
    await app.register(formbody);
    await app.register(cookie);
    await registerSecurityHeaders(app, config);

    database = await openDatabase(config.database, app.log);
    await migrate(database);
    queue = await startQueue(database, app.log, overrides.queue);
    app.decorate('config', config);
    app.decorate<Database>('database', database);
    app.decorate('queue', queue);
    app.decorate('clock', clock);
    app.addHook('onClose', release);

    const cookieSettings: SessionCookieSettings = {
      publicUrlIsHttps: config.publicUrlIsHttps,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlDays: config.refreshTokenTtlDays,
    };
    const accessTokens = createAccessTokens(deriveKey(config.appSecret, 'jwt'), config.accessTokenTtlSeconds, clock);
    registerXsrf(app, { publicUrlIsHttps: config.publicUrlIsHttps, cookieMaxAgeSeconds: config.refreshTokenTtlDays * 86_400 });
    registerSession(app, accessTokens);
    await registerStaticWeb(app, { webDistDir: config.webDistDir, publicUrlIsHttps: config.publicUrlIsHttps });

    await app.register(healthRoutes, { service: createHealthService(database.ping) });

    const subscriptionService = createSubscriptionService({ db: database.db, clock });
    const authService = createAuthService({
      db: database.db,
      clock,
      accessTokens,
      queue,
      mailer,
      subscriptions: subscriptionService,
      settings: {
        registrationOpen: config.registrationOpen,
        refreshTokenTtlDays: config.refreshTokenTtlDays,
        publicUrl: config.publicUrl,
        loginRateLimit: config.loginRateLimit,
      },
    });
    await workAuthJobs(queue, authService);
    await app.register(authRoutes, { prefix: '/api/auth', service: authService, cookies: cookieSettings });

    const hh =
      overrides.hh ??
      createHhClient({
        apiUrl: config.hh.apiUrl,
        oauthUrl: config.hh.oauthUrl,
        clientId: config.hh.clientId,
        clientSecret: config.hh.clientSecret,
        userAgent: config.hh.userAgent,
        timeoutMs: config.hh.timeoutMs,
        maxRetries: 2,
        backoffMs: 250,
      });
    const hhConnectionService = createHhConnectionService({
      db: database.db,
      clock,
      hh,
      cipher: createTokenCipher(Buffer.from(deriveKey(config.appSecret, 'hh-token-encryption'))),
      auth: authService,
      settings: { redirectUri: config.hh.redirectUri, loginRedirectUri: `${new URL(config.hh.redirectUri).origin}/login` },
      log: app.log,
    });
    await app.register(hhConnectionRoutes, { prefix: '/api/hh', service: hhConnectionService, cookies: cookieSettings });
    await app.register(hhAuthRoutes, { service: hhConnectionService, cookies: cookieSettings });
    const resumesService = createResumesService({ db: database.db, clock, hh, hhConnection: hhConnectionService });
    await app.register(resumesRoutes, { prefix: '/api/resumes', service: resumesService });

    // The main job (issue 4): positions, the assistant, proposals and the sending pipeline.
    const assistant = createAssistant({ ...(config.llm ? { llm: config.llm } : {}), log: app.log });
    const vacanciesService = createVacanciesService({ hh, hhConnection: hhConnectionService, log: app.log });
    const applicationsService = createApplicationsService({
      db: database.db,
      clock,
      queue,
      hh,
      hhConnection: hhConnectionService,
      settings: { dailyQuota: config.dailyApplicationQuota },
      log: app.log,
    });
    await workApplicationJobs(queue, applicationsService, { pollingIntervalSeconds: overrides.queue?.pollingIntervalSeconds });
    const positionsService = createPositionsService({
      db: database.db,
      clock,
      hh,
      hhConnection: hhConnectionService,
      resumes: resumesService,
      assistant,
      vacancies: vacanciesService,
      applications: applicationsService,
      log: app.log,
    });
    await app.register(positionsRoutes, { prefix: '/api/positions', service: positionsService });
    await app.register(areasRoutes, { prefix: '/api/areas', service: positionsService });
    await app.register(applicationsRoutes, { prefix: '/api/applications', service: applicationsService });

    // The shell (issue 5): notifications (and the invitation poll), the trial subscription, feedback and support.
    const notificationsService = createNotificationsService({
      db: database.db,
      clock,
      queue,
      mailer,
      users: authService,
      settings: { publicUrl: config.publicUrl },
    });
    const invitationPoller = createInvitationPoller({
      source: createHhInvitationSource({ hhConnection: hhConnectionService, hh }),
      notifications: notificationsService,
      log: app.log,
    });
    await workNotificationJobs(queue, { service: notificationsService, poller: invitationPoller });
    await app.register(notificationsRoutes, { prefix: '/notifications', service: notificationsService });
    await app.register(subscriptionRoutes, { prefix: '/api/subscription', service: subscriptionService });
    const feedbackService = createFeedbackService({ db: database.db, clock, settings: { telegramSupportBot: config.telegramSupportBot } });
    await app.register(feedbackRoutes, { prefix: '/api/feedback', service: feedbackService });
    await app.register(supportRoutes, { prefix: '/api/support', service: feedbackService });

    await app.ready();
    return app;
  } catch (error) {
    await release().catch((closeError: unknown) => app.log.error({ err: closeError }, 'cleanup after a failed start failed'));
    throw error;
  }
}
