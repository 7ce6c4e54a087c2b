import type { FastifyInstance } from 'fastify';
import { requireApplicant } from '../http/guards';
import type { RouteContext } from './context';

/** GET /me: the applicant behind the token (spec MeApplicantProfile). */
export function registerMeRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/me', async (request) => ctx.presenter.me(requireApplicant(ctx.state, request).applicant));
}
