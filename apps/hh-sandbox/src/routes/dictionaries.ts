import type { FastifyInstance } from 'fastify';
import { optionalCaller } from '../http/guards';
import type { RouteContext } from './context';

/** GET /dictionaries: hh's official example content, currency rates included. */
export function registerDictionaryRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/dictionaries', async (request) => {
    optionalCaller(ctx.state, request);
    return ctx.state.data.dictionaries.raw;
  });
}
