import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { optionalCaller } from '../http/guards';
import { parseParams, singleParam } from '../http/query';
import type { RouteContext } from './context';

const suggestSchema = z.object({ text: singleParam(z.string().trim().min(2).max(3000)) });

/** GET /suggests/areas?text= (2–3000 characters, else 400 bad_argument text): areas by name prefix. */
export function registerSuggestRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/suggests/areas', async (request) => {
    optionalCaller(ctx.state, request);
    const { text } = parseParams(suggestSchema, request.query);
    const items = ctx.state.data.areas.suggest(text).map((a) => ({ id: a.id, text: a.name, url: `${ctx.publicUrl}/areas/${a.id}` }));
    return { items };
  });
}
