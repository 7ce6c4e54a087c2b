import {
  companionAskReplySchema,
  companionAuditPageSchema,
  companionAuditQuerySchema,
  companionDeviceListSchema,
  companionSettingsBodySchema,
  companionSettingsSchema,
  companionStatusSchema,
  deviceMeSchema,
  nextOperationSchema,
  operationEventsBodySchema,
  operationReportSchema,
  packMismatchBodySchema,
  pairBodySchema,
  pairingCodeSchema,
  pairResultSchema,
  questionsAnswerSchema,
  questionsBodySchema,
} from '@otklik/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CompanionDeviceRow } from '../../db/schema/companion';
import { AppError } from '../../lib/app-error';
import { sessionUser } from '../../plugins/session';
import type { OperationsService } from './companion-operations.service';
import { companionErrors } from './companion.errors';
import type { CompanionService } from './companion.service';

const idParamsSchema = z.object({ id: z.string() });
const UUID = z.uuid();
/** Longest a long poll holds the request, in seconds (the companion asks for 25). */
const MAX_WAIT_SECONDS = 30;
const nextQuerySchema = z.object({
  lane: z.enum(['apply', 'read']).default('read'),
  wait: z.coerce.number().int().min(0).max(MAX_WAIT_SECONDS).default(25),
});

/** An id in the path that cannot be the seeker's is answered like an unknown one. */
function uuidOr(id: string, error: () => Error): string {
  if (!UUID.safeParse(id).success) throw error();
  return id;
}

export interface CompanionRoutesOptions {
  service: CompanionService;
  operations: OperationsService;
  /** The selector pack served to companions (its JSON, with its version). */
  pack: { version: string };
}

/**
 * The seeker's companion calls under /api/companion, session required, only the seeker's own data:
 * - POST /pairing-code → {code, expires_at} (10 minutes, single use; 429 after 5 in 10 minutes);
 * - GET /devices → the paired browsers; DELETE /devices/{id} → 204 (the token dies at once; another seeker's → 404);
 * - GET /settings, PUT /settings {mode?, per_hour?, per_day?, quiet_hours?, time_zone?, consent?} → the settings
 *   («Отправлять за меня» without consent → 409 companion_consent_required);
 * - GET /status → transport, online, mode, paused, waiting applications, the asks;
 * - GET /audit?offset&limit → the audit log, newest first;
 * - POST /asks/{id} {action: retry | answer | skip, answer?} → 204 (not theirs or not stopped → 404).
 * Answers are never cached.
 */
export const companionRoutes: FastifyPluginAsyncZod<CompanionRoutesOptions> = async (app, { service, operations }) => {
  app.post('/pairing-code', { preHandler: app.requireSession, schema: { response: { 200: pairingCodeSchema } } }, async (request) =>
    service.createPairingCode(sessionUser(request).userId),
  );

  app.get('/devices', { preHandler: app.requireSession, schema: { response: { 200: companionDeviceListSchema } } }, async (request) =>
    service.listDevices(sessionUser(request).userId),
  );

  app.delete('/devices/:id', { preHandler: app.requireSession, schema: { params: idParamsSchema } }, async (request, reply) => {
    await service.revokeDevice(sessionUser(request).userId, uuidOr(request.params.id, companionErrors.deviceNotFound));
    return reply.status(204).send();
  });

  app.get('/settings', { preHandler: app.requireSession, schema: { response: { 200: companionSettingsSchema } } }, async (request) =>
    service.getSettings(sessionUser(request).userId),
  );

  app.put(
    '/settings',
    { preHandler: app.requireSession, schema: { body: companionSettingsBodySchema, response: { 200: companionSettingsSchema } } },
    async (request) => service.updateSettings(sessionUser(request).userId, request.body),
  );

  app.get('/status', { preHandler: app.requireSession, schema: { response: { 200: companionStatusSchema } } }, async (request) =>
    service.status(sessionUser(request).userId),
  );

  app.get(
    '/audit',
    { preHandler: app.requireSession, schema: { querystring: companionAuditQuerySchema, response: { 200: companionAuditPageSchema } } },
    async (request) => service.audit(sessionUser(request).userId, request.query),
  );

  app.post('/asks/:id', { preHandler: app.requireSession, schema: { params: idParamsSchema, body: companionAskReplySchema } }, async (request, reply) => {
    await operations.reply(sessionUser(request).userId, uuidOr(request.params.id, companionErrors.askNotFound), request.body);
    return reply.status(204).send();
  });
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the companion's device guard: the paired browser whose bearer token the request carries. */
    companionDevice?: CompanionDeviceRow;
  }
}

/** The paired browser of a request that passed the device guard. */
function deviceOf(request: FastifyRequest): CompanionDeviceRow {
  if (!request.companionDevice) throw companionErrors.deviceTokenInvalid();
  return request.companionDevice;
}

/**
 * The companion's own calls, with `Authorization: Bearer <device token>` and no cookies (the token opens these routes
 * and nothing else; a session cookie opens none of them):
 * - GET /companion/otklik-companion.zip → the built extension (404 before `npm run build`);
 * - POST /api/companion/pair {code, device_name, extension_version?} → {device_id, device_token} (no token needed;
 *   a wrong code → 400, too many wrong codes from one address → 429);
 * - GET /api/companion/device/me → whose companion, the mode, whether sending is paused;
 * - GET /api/companion/device/selector-pack → the page contract (versioned JSON; ETag = version);
 * - GET /api/companion/device/operations/next?lane=apply|read&wait=0..30 → {operation} or 204 after the wait;
 * - POST /api/companion/device/operations/{id}/result {status, …} → 204;
 * - POST /api/companion/device/operations/{id}/questions {questions} → {answers, unanswered};
 * - POST /api/companion/device/operations/{id}/events {events} → 204 (the audit log; extends the lease);
 * - POST /api/companion/device/pack-mismatch {version, page, missing} → 204 (sending pauses on that pack when it is
 *   the one served now; a report about an older pack changes nothing).
 * A missing, unknown or revoked token → 401 device_token_invalid.
 */
export const companionDeviceRoutes: FastifyPluginAsyncZod<CompanionRoutesOptions & { packJson: string; zipPath: string }> = async (
  app,
  { service, operations, pack, packJson, zipPath },
) => {
  // The built extension for the seeker to install (npm run build makes it); 404 before the first build.
  app.get('/companion/otklik-companion.zip', async (_request, reply) => {
    const zip = await readFile(zipPath).catch(() => null);
    if (!zip) throw new AppError('not_found');
    return reply.type('application/zip').header('content-disposition', 'attachment; filename="otklik-companion.zip"').send(zip);
  });

  app.post('/api/companion/pair', { schema: { body: pairBodySchema, response: { 200: pairResultSchema } } }, async (request) =>
    service.pair(request.ip, request.body),
  );

  const requireDevice = async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization;
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    request.companionDevice = await service.authenticate(token);
  };

  app.get('/api/companion/device/me', { preHandler: requireDevice, schema: { response: { 200: deviceMeSchema } } }, async (request) =>
    service.deviceMe(deviceOf(request)),
  );

  app.get('/api/companion/device/selector-pack', { preHandler: requireDevice }, async (_request, reply) => {
    reply.header('etag', `"${pack.version}"`).type('application/json');
    return reply.send(packJson);
  });

  app.get(
    '/api/companion/device/operations/next',
    { preHandler: requireDevice, schema: { querystring: nextQuerySchema, response: { 200: nextOperationSchema, 204: z.null() } } },
    async (request, reply) => {
      const aborted = new AbortController();
      request.raw.once('close', () => aborted.abort());
      const operation = await operations.next(deviceOf(request), request.query.lane, request.query.wait * 1000, aborted.signal);
      if (!operation) return reply.status(204).send(null);
      return { operation };
    },
  );

  app.post(
    '/api/companion/device/operations/:id/result',
    { preHandler: requireDevice, schema: { params: idParamsSchema, body: operationReportSchema } },
    async (request, reply) => {
      await operations.report(deviceOf(request), uuidOr(request.params.id, companionErrors.operationNotFound), request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/companion/device/operations/:id/questions',
    { preHandler: requireDevice, schema: { params: idParamsSchema, body: questionsBodySchema, response: { 200: questionsAnswerSchema } } },
    async (request) => operations.questions(deviceOf(request), uuidOr(request.params.id, companionErrors.operationNotFound), request.body.questions),
  );

  app.post(
    '/api/companion/device/operations/:id/events',
    { preHandler: requireDevice, schema: { params: idParamsSchema, body: operationEventsBodySchema } },
    async (request, reply) => {
      await operations.events(deviceOf(request), uuidOr(request.params.id, companionErrors.operationNotFound), request.body.events);
      return reply.status(204).send();
    },
  );

  app.post('/api/companion/device/pack-mismatch', { preHandler: requireDevice, schema: { body: packMismatchBodySchema } }, async (request, reply) => {
    // A companion still on an older pack says nothing about the one served now: it takes the new one at its next operation.
    if (request.body.version === pack.version) await operations.packMismatch(deviceOf(request), request.body.page, request.body.missing);
    return reply.status(204).send();
  });
};
