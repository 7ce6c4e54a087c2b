import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import { deriveKey } from './config/keys';
import { type Database, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { createAssistant } from './engines/assistant';
import { createHhClient, type HhClient } from './integrations/hh';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { type Clock, systemClock } from './lib/clock';
import { requestIdFrom } from './lib/request-context';
import * as answerBank from './modules/answer-bank';
import * as admin from './modules/admin';
import * as applications from './modules/applications';
import * as auth from './modules/auth';
import * as companion from './modules/companion';
import * as dashboard from './modules/dashboard';
import * as feedback from './modules/feedback';
import * as health from './modules/health';
import * as hhConnection from './modules/hh-connection';
import * as interviews from './modules/interviews';
import * as notifications from './modules/notifications';
import * as payments from './modules/payments';
import * as positions from './modules/positions';
import * as proposals from './modules/proposals';
import * as questionnaire from './modules/questionnaire';
import * as resumes from './modules/resumes';
import * as subscription from './modules/subscription';
import * as usersModule from './modules/users';
import * as trainer from './modules/trainer';
import * as vacancyList from './modules/vacancies';
import { registerCompression } from './plugins/compress';
import { registerCore } from './plugins/core';
import { registerBodyParsers, registerErrorHandler } from './plugins/error-handler';
import { registerInputHygiene } from './plugins/input-hygiene';
import { registerMetrics } from './plugins/metrics';
import { registerNoStore } from './plugins/no-store';
import { type JobQueue, type QueueSettings, startQueue } from './plugins/queue';
import { PollingAwareLogController, registerRequestContext } from './plugins/request-log';
import { createAccessTokens, registerSession, type SessionCookieSettings } from './plugins/session';
import { type SessionRevocations, startSessionRevocations } from './plugins/session-revocations';
import { type ChangeFeed, startChangeFeed } from './db/change-feed';
import { registerSecurityHeaders, registerStaticWeb } from './plugins/static-web';
import { registerXsrf } from './plugins/xsrf';

/** Largest request body accepted, in bytes (256 KiB); larger ones get 413. */
export const BODY_LIMIT_BYTES = 256 * 1024;

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

function hhClientOf(config: Config): HhClient {
  const { apiUrl, oauthUrl, clientId, clientSecret, userAgent, timeoutMs } = config.hh;
  return createHhClient({ apiUrl, oauthUrl, clientId, clientSecret, userAgent, timeoutMs, maxRetries: 2, backoffMs: 250 });
}

/**
 * Builds the whole API without starting any worker (see workers.ts): plugins on the root instance (error handler,
 * body parsers, cookies, security headers, database opened and migrated, queue, XSRF, session, static web app), then
 * every module's `register(app, deps)`. `app.close()` stops the queue, closes the database and the mailer.
 * @throws DataDirLockedError when another process holds the PGlite directory; database and migration errors
 *   (everything opened so far is closed again first).
 */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    logger: overrides.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // The request id: the load balancer's or client's x-request-id when plausible, else a new UUID (lib/request-context.ts).
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    // Polled routes (config.polling) log their request lines at debug.
    logController: new PollingAwareLogController(),
  });
  for (const warning of config.warnings) app.log.warn(warning);

  const clock = overrides.clock ?? systemClock;
  const mailer = overrides.mailer ?? createMailer(config.mail);
  let database: Database | null = null;
  let queue: JobQueue | null = null;
  let sessions: SessionRevocations | null = null;
  let changes: ChangeFeed | null = null;
  const release = async (): Promise<void> => {
    try {
      await queue?.stop();
    } finally {
      queue = null;
      sessions?.close();
      sessions = null;
      await changes?.close().catch((error: unknown) => app.log.error({ err: error }, 'closing the change listener failed'));
      changes = null;
      try {
        await database?.close();
      } finally {
        database = null;
        mailer.close();
      }
    }
  };

  try {
    registerRequestContext(app);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    registerBodyParsers(app);
    registerInputHygiene(app);
    await app.register(formbody);
    await app.register(cookie);
    await registerCompression(app);
    await registerSecurityHeaders(app, config);

    database = await openDatabase(config.database, app.log);
    await migrate(database);
    queue = await startQueue(database, app.log, overrides.queue);
    changes = await startChangeFeed(database, app.log);
    sessions = startSessionRevocations(database, changes);
    registerCore(app, { config, database, changes, queue, clock });
    registerMetrics(app, { token: config.metricsToken, queue });
    app.addHook('onClose', release);

    const cookies: SessionCookieSettings = {
      publicUrlIsHttps: config.publicUrlIsHttps,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlDays: config.refreshTokenTtlDays,
    };
    const accessTokens = createAccessTokens(deriveKey(config.appSecret, 'jwt'), config.accessTokenTtlSeconds, clock);
    registerXsrf(app, { publicUrlIsHttps: config.publicUrlIsHttps, cookieMaxAgeSeconds: config.refreshTokenTtlDays * 86_400 });
    registerSession(app, accessTokens, sessions);
    await registerStaticWeb(app, { webDistDir: config.webDistDir, publicUrlIsHttps: config.publicUrlIsHttps });
    registerNoStore(app);

    const hh = overrides.hh ?? hhClientOf(config);
    const assistant = createAssistant({ ...(config.llm ? { llm: config.llm } : {}), log: app.log });

    await health.register(app);
    const subscriptions = await subscription.register(app);
    const users = await auth.register(app, { mailer, accessTokens, sessions, cookies, subscriptions });
    const browserCompanion = await companion.register(app, { users });
    const connection = await hhConnection.register(app, { hh, auth: users, cookies, companion: browserCompanion });
    const hhPort = connection.port;
    const seekerResumes = await resumes.register(app, { hh: hhPort });
    const sending = await applications.register(app, { hh: hhPort, subscriptions });
    const position = await positions.register(app, { hh: hhPort, resumes: seekerResumes, assistant, applications: sending });
    const { vacancies, proposals: proposed } = await proposals.register(app, { hh: hhPort, positions: position, assistant, applications: sending });
    await vacancyList.register(app, { positions: position, search: vacancies, proposals: proposed, applications: sending, assistant, subscriptions });
    await questionnaire.register(app, { positions: position, assistant, vacancies, resumes: seekerResumes });
    const bell = await notifications.register(app, { hh: hhPort, hhConnection: connection, mailer, users });
    await feedback.register(app);
    await dashboard.register(app, { positions: position, applications: sending, subscriptions, hhConnection: connection });
    const payment = await payments.register(app, { subscriptions, users, mailer, applications: sending, notifications: bell });
    const account = await usersModule.register(app, { mailer, cookies, users, sessions, hhConnection: connection, payments: payment });
    const bank = await answerBank.register(app, {
      positions: position,
      applications: sending,
      account: {
        portfolioLink: async (userId) => (await account.profile(userId)).portfolio_link,
        setPortfolioLink: async (userId, link) => void (await account.update(userId, { portfolio_link: link })),
      },
    });
    browserCompanion.link({ applications: sending, answerBank: bank });
    await interviews.register(app, { hh: hhPort, applications: sending });
    const trainerAccess = await trainer.register(app);
    await admin.register(app, { subscriptions, trainer: trainerAccess, applications: sending });

    await app.ready();
    return app;
  } catch (error) {
    await release().catch((closeError: unknown) => app.log.error({ err: closeError }, 'cleanup after a failed start failed'));
    throw error;
  }
}
