import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { optionalCaller } from '../http/guards';
import type { RouteContext } from './context';

/** GET /areas and GET /areas/{id}: the tree built from the areas in the data, Russia (113) first. */
export function registerAreaRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/areas', async (request) => {
    optionalCaller(ctx.state, request);
    return ctx.state.data.areas.tree();
  });
  app.get<{ Params: { id: string } }>('/areas/:id', async (request) => {
    optionalCaller(ctx.state, request);
    const area = ctx.state.data.areas.find(request.params.id);
    if (!area) throw notFound();
    return area;
  });
}
