import type { FastifyInstance } from 'fastify';
import type { EngineAssistant } from '../../engines/assistant';
import type { HhPort } from '../../integrations/hh';
import type { ApplicationsService } from '../applications';
import type { ResumesService } from '../resumes';
import { areasRoutes, positionsRoutes } from './positions.routes';
import { createPositionsService, type PositionsService } from './positions.service';

export { isPublished, toPosition, toPositionInput, type PositionsService } from './positions.service';
export { addSeekerSkill, MAX_RESUME_SKILLS, seekerSource } from './seeker-facts';

export interface PositionsModuleDeps {
  hh: HhPort;
  resumes: ResumesService;
  assistant: EngineAssistant;
  applications: ApplicationsService;
}

/** /api/positions (the position and its resume) and /api/areas. @returns the service the questionnaire and proposals build on. */
export async function register(app: FastifyInstance, deps: PositionsModuleDeps): Promise<PositionsService> {
  const service = createPositionsService({ db: app.database.db, clock: app.clock, ...deps, log: app.log });
  await app.register(positionsRoutes, { prefix: '/api/positions', service });
  await app.register(areasRoutes, { prefix: '/api/areas', service });
  return service;
}
