import {
  HH_TOKEN_ERROR_DESCRIPTIONS as D,
  hhAuthorizationCodeGrantSchema,
  hhClientCredentialsGrantSchema,
  hhRefreshTokenGrantSchema,
} from '@otklik/hh-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HhTokenError } from '../http/errors';
import { requireApplicant } from '../http/guards';
import type { RouteContext } from './context';
import { type AuthorizeRequest, authorizeErrorPage, consentPage } from './consent-page';

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
  'cache-control': 'no-store',
} as const;

const firstValue = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const authorizeSchema = z.object({
  response_type: z.preprocess(firstValue, z.string()),
  client_id: z.preprocess(firstValue, z.string()),
  redirect_uri: z.preprocess(firstValue, z.url({ protocol: /^https?$/ })),
  state: z.preprocess(firstValue, z.string().max(1024).optional()),
});
const decisionSchema = z.object({
  decision: z.preprocess(firstValue, z.enum(['allow', 'deny'])),
  email: z.preprocess(firstValue, z.string().optional()),
});

/** Reads an authorize request, or answers the error page (400). */
function readAuthorize(ctx: RouteContext, input: unknown, reply: FastifyReply): AuthorizeRequest | null {
  const parsed = authorizeSchema.safeParse(input);
  const fail = (message: string) => {
    void reply.status(400).headers(PAGE_HEADERS).send(authorizeErrorPage(message));
    return null;
  };
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]!.path[0]);
    return fail(field === 'redirect_uri' ? 'Не указан или неверен redirect_uri (в песочнице он обязателен: http или https).' : `Неверный параметр ${field}.`);
  }
  if (parsed.data.response_type !== 'code') return fail('Неверный параметр response_type: поддерживается только code.');
  if (!ctx.state.oauth.isKnownClient(parsed.data.client_id)) return fail('Приложение с таким client_id не найдено.');
  return parsed.data;
}

/** redirect_uri with the answer's parameters appended (keeping the query it already has). */
function redirectTo(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

/** The grant fields of a form body as strings ('' when absent, first value when repeated). */
function formFields(request: FastifyRequest): Record<string, string> {
  const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  const body = isForm && typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    const first = firstValue(v);
    if (typeof first === 'string') out[k] = first;
  }
  return out;
}

/**
 * POST /token (and the deprecated POST /oauth/token) with hh's semantics.
 * @throws HhTokenError with hh's `{error, error_description}` for every refusal
 */
function token(ctx: RouteContext, request: FastifyRequest) {
  const form = formFields(request);
  switch (form['grant_type']) {
    case 'authorization_code': {
      const parsed = hhAuthorizationCodeGrantSchema.safeParse(form);
      if (!parsed.success) {
        if (!form['client_id'] || !form['client_secret']) throw new HhTokenError(400, 'invalid_client', D.clientNotFound);
        throw new HhTokenError(400, 'invalid_request', D.codeNotFound);
      }
      return ctx.state.oauth.exchangeCode(parsed.data);
    }
    case 'refresh_token': {
      const parsed = hhRefreshTokenGrantSchema.safeParse({ grant_type: form['grant_type'], refresh_token: form['refresh_token'] ?? '' });
      if (!parsed.success) throw new HhTokenError(400, 'invalid_request', D.tokenEmpty);
      return ctx.state.oauth.refresh(parsed.data.refresh_token);
    }
    case 'client_credentials': {
      const parsed = hhClientCredentialsGrantSchema.safeParse(form);
      if (!parsed.success) throw new HhTokenError(400, 'invalid_client', D.clientNotFound);
      return ctx.state.oauth.issueAppToken(parsed.data.client_id, parsed.data.client_secret);
    }
    default:
      throw new HhTokenError(400, 'unsupported_grant_type', D.unsupportedGrant);
  }
}

/**
 * hh's OAuth host and token endpoint: the consent page (GET/POST /oauth/authorize on "hh.ru"), POST /token,
 * POST /oauth/token (deprecated alias) and DELETE /oauth/token (revoke; 204).
 */
export function registerOAuthRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/oauth/authorize', async (request, reply) => {
    const authorize = readAuthorize(ctx, request.query, reply);
    if (!authorize) return reply;
    return reply.headers(PAGE_HEADERS).send(consentPage(authorize));
  });

  app.post('/oauth/authorize', async (request, reply) => {
    const authorize = readAuthorize(ctx, request.body, reply);
    if (!authorize) return reply;
    const decision = decisionSchema.safeParse(request.body);
    if (!decision.success) return reply.status(400).headers(PAGE_HEADERS).send(consentPage(authorize));
    if (decision.data.decision === 'deny') {
      return reply.redirect(redirectTo(authorize.redirect_uri, { error: 'access_denied', state: authorize.state }), 302);
    }
    const email = z.email().safeParse(decision.data.email?.trim());
    if (!email.success) {
      return reply
        .status(400)
        .headers(PAGE_HEADERS)
        .send(consentPage(authorize, { email: decision.data.email ?? '', error: 'Введите корректный email.' }));
    }
    const applicant = ctx.state.applicants.ensure(email.data);
    const code = ctx.state.oauth.issueCode(authorize.client_id, authorize.redirect_uri, applicant.id);
    return reply.redirect(redirectTo(authorize.redirect_uri, { code, state: authorize.state }), 302);
  });

  app.post('/token', async (request) => token(ctx, request));
  app.post('/oauth/token', async (request) => token(ctx, request));

  app.delete('/oauth/token', async (request, reply) => {
    const { token: record } = requireApplicant(ctx.state, request);
    ctx.state.oauth.revoke(record);
    return reply.status(204).send();
  });
}
