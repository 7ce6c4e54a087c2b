import type { FastifyInstance } from 'fastify';
import type { HhPort } from '../../integrations/hh';
import type { ApplicationsService } from '../applications';
import { interviewsRoutes } from './interviews.routes';
import { createInterviewsService, type InterviewsService } from './interviews.service';

export type { InterviewsService };

/** /api/interviews: the seeker's interview records. @returns the service. */
export async function register(
  app: FastifyInstance,
  deps: { hh: Pick<HhPort, 'forSeeker'>; applications: Pick<ApplicationsService, 'findOne' | 'findByVacancies'> },
): Promise<InterviewsService> {
  const service = createInterviewsService({
    db: app.database.db,
    clock: app.clock,
    hh: deps.hh,
    applications: deps.applications,
    hhApiOrigin: new URL(app.config.hh.apiUrl).origin,
  });
  await app.register(interviewsRoutes, { prefix: '/api/interviews', service });
  return service;
}
