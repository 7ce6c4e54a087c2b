import type { ApiError } from '@otklik/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, isTranslatableError } from '../lib/app-error';

/** Fastify's own 4xx error codes, translated to our codes and plain details. */
const FASTIFY_ERRORS: Record<string, { code: ApiError['code']; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', detail: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', detail: 'Request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', detail: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', detail: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', detail: 'Request body size did not match Content-Length' },
};

const CODE_BY_STATUS: Record<number, ApiError['code']> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * Turns any thrown error into the one error shape `{detail, code, issues?}` (packages/contracts apiErrorSchema):
 * - AppError → its status, code, detail and headers; an outside system's error (e.g. hh's) → the AppError it names;
 * - zod request validation → 400 `validation_failed` with `issues` [{path: 'email', message}];
 * - malformed JSON → 400 `invalid_json`, oversize body → 413, unsupported content type → 415;
 * - other 4xx from Fastify → that status with Fastify's message;
 * - anything else, including a response failing its schema → 500 `internal`, detail hidden;
 * every 5xx is logged with the request id, and only a non-500 AppError (e.g. 503) keeps its client-facing detail.
 * Applied to the root instance, so it covers every module. Every response carries `X-Request-Id`, the id the logs use.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // Every answer names its request id, so a person reporting a 500 can point at the matching log line.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler((thrown: FastifyError | AppError | Error, request, reply) => {
    const error = isTranslatableError(thrown) ? thrown.toAppError() : thrown;
    let status: number;
    let body: ApiError;

    if (error instanceof AppError) {
      status = error.status;
      body = { detail: error.detail, code: error.code as ApiError['code'] };
      reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      body = {
        detail: 'Request validation failed',
        code: 'validation_failed',
        issues: error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? 'Invalid value',
        })),
      };
    } else if (isFastifyClientError(error) && !isResponseSerializationError(error)) {
      status = error.statusCode;
      const known = FASTIFY_ERRORS[error.code];
      body = known ?? { detail: error.message, code: CODE_BY_STATUS[status] ?? 'bad_request' };
    } else {
      status = 500;
      body = { detail: 'Internal server error', code: 'internal' };
    }

    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // Only AppErrors written for clients (e.g. 503 'HH is temporarily unavailable') keep their text; 500s never do.
      if (!(error instanceof AppError) || status === 500) body = { detail: 'Internal server error', code: 'internal' };
    }
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}

function isFastifyClientError(error: unknown): error is FastifyError & { statusCode: number } {
  if (typeof error !== 'object' || error === null) return false;
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}

/**
 * Body parsers of the API:
 * - JSON: Fastify's safe parser (prototype-poisoning protection), except that an empty body reads as "no body", so
 *   POST /api/auth/refresh with `Content-Type: application/json` and nothing else works. Malformed JSON → 400 `invalid_json`.
 * - text/plain: removed; no route takes it, so it gets 415 like any other unreadable type.
 * Form bodies (application/x-www-form-urlencoded, for login) come from @fastify/formbody.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, text, done);
  });
}
