import { createHash } from 'node:crypto';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { BUNDLED_DICTIONARIES_FILE, type SandboxConfig } from './config';
import { registerControlRoutes } from './control/control.routes';
import { HhApiError, HhTokenError, oauthError } from './http/errors';
import { bearerToken, requireUserAgent } from './http/guards';
import { Presenter } from './present/presenter';
import { registerAreaRoutes } from './routes/areas';
import type { RouteContext } from './routes/context';
import { registerDictionaryRoutes } from './routes/dictionaries';
import { registerMeRoutes } from './routes/me';
import { registerNegotiationRoutes } from './routes/negotiations';
import { registerOAuthRoutes } from './routes/oauth';
import { registerResumeRoutes } from './routes/resumes';
import { registerSuggestRoutes } from './routes/suggests';
import { registerVacancyRoutes } from './routes/vacancies';
import { isSitePath, registerSiteRoutes } from './site/site.routes';
import { createClock, type SandboxClock } from './state/clock';
import { type SandboxData, loadSandboxData } from './state/load-data';
import { SandboxState } from './state/sandbox-state';

/** How long a `hang` fault keeps a request open before dropping the connection, unless `ms` says otherwise. */
const DEFAULT_HANG_MS = 5 * 60_000;
/** Auto-invites are also checked on this real-time tick (besides every request and clock change). */
const AUTO_INVITE_TICK_MS = 1000;

/** What buildSandbox needs: the config, and optionally preloaded data and a clock (tests freeze it). */
export interface SandboxOptions {
  config: SandboxConfig;
  data?: SandboxData;
  clock?: SandboxClock;
  logger?: boolean;
}

/** A built sandbox: the Fastify app plus its state (tests read and drive it directly too). */
export interface Sandbox {
  app: FastifyInstance;
  state: SandboxState;
  config: SandboxConfig;
}

/** Pages of the hh.ru site host, which browsers load: no User-Agent rule there. */
const isSitePage = (path: string) => path === '/oauth/authorize' || isSitePath(path);

/**
 * Builds the sandbox: loads the data (unless given), creates the state and registers, in order, the parsers, the
 * request hooks (auto-invites, User-Agent rule, faults), the error handler, hh's API routes, hh's website and
 * /__control.
 * @throws Error when the data files are missing or malformed
 */
export async function buildSandbox(options: SandboxOptions): Promise<Sandbox> {
  const { config } = options;
  const data =
    options.data ??
    (await loadSandboxData({
      dataPath: config.dataPath,
      resumesPath: config.resumesPath,
      dictionariesFile: BUNDLED_DICTIONARIES_FILE,
      publicUrl: config.publicUrl,
    }));
  const clock = options.clock ?? createClock();
  const state = new SandboxState(data, clock, config);
  const presenter = new Presenter(state, config.publicUrl);

  let requestCount = 0;
  const requestSeed = Date.now().toString(36);
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    genReqId: () => createHash('sha1').update(`${requestSeed}:${++requestCount}`).digest('hex').slice(0, 32),
    bodyLimit: 1_048_576,
  });

  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 20, fieldSize: 1_048_576, files: 0 },
  });

  const hangs = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  const tick = setInterval(() => state.negotiations.runDueInvites(), AUTO_INVITE_TICK_MS);
  tick.unref();
  app.addHook('onClose', async () => {
    clearInterval(tick);
    for (const hang of hangs) {
      clearTimeout(hang.timer);
      hang.resolve();
    }
  });

  /** Applies the injected faults that match this request (control routes are never faulted). */
  async function applyFaults(request: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean> {
    const fault = state.faults.take(request.method, path, ['latency', '429', '5xx', 'hang']);
    if (fault?.kind === 'latency') await new Promise((resolve) => setTimeout(resolve, fault.ms ?? 1000));
    if (fault?.kind === '429') {
      await reply.status(429).send({ errors: [{ type: 'too_many_requests' }], request_id: request.id, description: 'Too Many Requests' });
      return true;
    }
    if (fault?.kind === '5xx') {
      const status = fault.status ?? 503;
      if (status === 503) {
        await reply.status(503).send({ errors: [{ type: 'service_unavailable' }], request_id: request.id });
      } else {
        // hh's 5xx bodies may not be JSON at all: clients must branch on the status first.
        await reply.status(status).type('text/html; charset=utf-8').send(`<html><body><h1>${status}</h1></body></html>`);
      }
      return true;
    }
    if (fault?.kind === 'hang') {
      await new Promise<void>((resolve) => {
        const hang = { timer: setTimeout(() => done(), fault.ms ?? DEFAULT_HANG_MS), resolve: () => done() };
        const done = () => {
          clearTimeout(hang.timer);
          hangs.delete(hang);
          resolve();
        };
        hangs.add(hang);
      });
      reply.hijack();
      reply.raw.destroy();
      return true;
    }
    const token = bearerToken(request);
    if (token && state.faults.take(request.method, path, ['token_expired'])) {
      state.oauth.expireNow(token);
      throw oauthError('token_expired');
    }
    return false;
  }

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    reply.header('x-request-id', request.id);
    if (path.startsWith('/__control')) return;
    state.negotiations.runDueInvites();
    if (!isSitePage(path)) requireUserAgent(request);
    if (await applyFaults(request, reply, path)) return reply;
  });

  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof HhApiError) {
      return reply.status(error.status).send({
        errors: error.errors,
        request_id: request.id,
        ...(error.description ? { description: error.description } : {}),
      });
    }
    if (error instanceof HhTokenError) {
      return reply.status(error.status).send({ error: error.error, error_description: error.errorDescription });
    }
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
    if (status === 413) return reply.status(413).send({ errors: [{ type: 'request_entity_too_large' }], request_id: request.id });
    if (status >= 400 && status < 500) {
      return reply.status(400).send({ errors: [{ type: 'bad_json_data' }], request_id: request.id, description: 'Bad Request' });
    }
    request.log.error({ err: error }, 'sandbox error');
    return reply.status(500).send({ errors: [{ type: 'internal_error' }], request_id: request.id });
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.status(404).send({ errors: [{ type: 'not_found' }], request_id: request.id, description: 'Not Found' }),
  );

  const ctx: RouteContext = { state, presenter, publicUrl: config.publicUrl };
  registerOAuthRoutes(app, ctx);
  registerMeRoutes(app, ctx);
  registerResumeRoutes(app, ctx);
  registerVacancyRoutes(app, ctx);
  registerNegotiationRoutes(app, ctx);
  registerAreaRoutes(app, ctx);
  registerSuggestRoutes(app, ctx);
  registerDictionaryRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerControlRoutes(app, state);

  return { app, state, config };
}
