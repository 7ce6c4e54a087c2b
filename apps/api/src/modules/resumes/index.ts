import type { FastifyInstance } from 'fastify';
import type { HhPort } from '../../integrations/hh';
import { resumesRoutes } from './resumes.routes';
import { createResumesService, type ResumesService } from './resumes.service';

export type { ResumesService };

/** /api/resumes (the seeker's hh resumes). @returns the service. */
export async function register(app: FastifyInstance, deps: { hh: HhPort }): Promise<ResumesService> {
  const service = createResumesService({ db: app.database.db, clock: app.clock, hh: deps.hh });
  await app.register(resumesRoutes, { prefix: '/api/resumes', service });
  return service;
}
