import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { YooKassaError } from '../http/yookassa-errors';
import type { YooKassaState } from '../state/yookassa';

/** Checks HTTP Basic auth (shopId:secretKey). @throws YooKassaError 401 invalid_credentials */
function requireShopAuth(request: FastifyRequest, shopId: string, secretKey: string): void {
  const header = request.headers.authorization ?? '';
  const m = /^Basic\s+(.+)$/i.exec(header);
  const decoded = m ? Buffer.from(m[1]!, 'base64').toString('utf8') : '';
  if (decoded !== `${shopId}:${secretKey}`) {
    throw new YooKassaError(401, 'invalid_credentials', 'Login or password is incorrect. Check the shopId and the secret key', 'Authorization');
  }
}

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** The YooKassa API v3 subset (`/v3/payments…`, `/v3/refunds`, Basic auth, YooKassa's error bodies). */
export function registerYooKassaApiRoutes(app: FastifyInstance, state: YooKassaState, creds: { shopId: string; secretKey: string }): void {
  app.register(async (api) => {
    api.addHook('onRequest', async (request) => requireShopAuth(request, creds.shopId, creds.secretKey));
    api.setErrorHandler(async (error, request, reply) => {
      if (error instanceof YooKassaError) {
        return reply.status(error.status).send({
          type: 'error',
          id: randomUUID(),
          code: error.code,
          description: error.description,
          ...(error.parameter ? { parameter: error.parameter } : {}),
        });
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status < 500)
        return reply.status(400).send({ type: 'error', id: randomUUID(), code: 'invalid_request', description: 'Request body is not valid JSON' });
      request.log.error({ err: error }, 'yookassa sandbox error');
      return reply.status(500).send({ type: 'error', id: randomUUID(), code: 'internal_server_error', description: 'Internal server error' });
    });

    api.post('/v3/payments', async (request, reply) => {
      const out = await state.idempotent(header(request, 'idempotence-key'), 'POST /v3/payments', request.body ?? {}, async () => ({
        status: 200,
        body: await state.create(request.body ?? {}),
      }));
      return reply.status(out.status).send(out.body);
    });
    api.get<{ Params: { id: string } }>('/v3/payments/:id', async (request) => state.get(request.params.id));
    api.post<{ Params: { id: string } }>('/v3/payments/:id/capture', async (request, reply) => {
      const { id } = request.params;
      const out = await state.idempotent(header(request, 'idempotence-key'), `POST /v3/payments/${id}/capture`, request.body ?? {}, async () => ({
        status: 200,
        body: await state.capture(id),
      }));
      return reply.status(out.status).send(out.body);
    });
    api.post('/v3/refunds', async (request, reply) => {
      const out = await state.idempotent(header(request, 'idempotence-key'), 'POST /v3/refunds', request.body ?? {}, async () => ({
        status: 200,
        body: await state.refund(request.body ?? {}),
      }));
      return reply.status(out.status).send(out.body);
    });
    api.post<{ Params: { id: string } }>('/v3/payments/:id/cancel', async (request, reply) => {
      const { id } = request.params;
      const out = await state.idempotent(header(request, 'idempotence-key'), `POST /v3/payments/${id}/cancel`, request.body ?? {}, async () => ({
        status: 200,
        body: await state.cancelByMerchant(id),
      }));
      return reply.status(out.status).send(out.body);
    });
  });
}
