import type { FastifyInstance } from 'fastify';
import type { HhClient } from '../../integrations/hh';
import type { HhConnectionService } from '../hh-connection';
import { resumesRoutes } from './resumes.routes';
import { createResumesService, type ResumesService } from './resumes.service';

export type { ResumesService };

/** /api/resumes (the seeker's hh resumes). @returns the service. */
export async function register(app: FastifyInstance, deps: { hh: HhClient; hhConnection: HhConnectionService }): Promise<ResumesService> {
  const service = createResumesService({ db: app.database.db, clock: app.clock, hh: deps.hh, hhConnection: deps.hhConnection });
  await app.register(resumesRoutes, { prefix: '/api/resumes', service });
  return service;
}
