import type { FastifyInstance } from 'fastify';
import { isServerPath } from './static-web';

/**
 * `Cache-Control: no-store` on every answer of the server's own paths (/api, /pay, /notifications, /hh-auth, /__…)
 * that did not set a Cache-Control of its own, errors included: these answers are one seeker's data, a token or a
 * payment, never to be kept by a browser or a shared cache. The web app's files keep the caching static-web gives them.
 * Registered once on the root instance, before the modules, so no route sets the header by hand.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isServerPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
