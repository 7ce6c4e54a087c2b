import type { FastifyInstance } from 'fastify';
import type { EngineAssistant } from '../../engines/assistant';
import type { HhPort } from '../../integrations/hh';
import type { ApplicationsService } from '../applications';
import type { PositionsService } from '../positions';
import { proposalsRoutes } from './proposals.routes';
import { createProposalsService, type ProposalsService } from './proposals.service';
import { createVacanciesService, type VacanciesService } from './vacancies.service';

export type { ProposalsService, VacanciesService };

export interface ProposalsModuleDeps {
  hh: HhPort;
  positions: PositionsService;
  assistant: EngineAssistant;
  applications: ApplicationsService;
}

/**
 * /api/positions/{id}/proposals and /confirm.
 * @returns the proposals service and the vacancy search (the questionnaire reads the market's skills through it).
 */
export async function register(app: FastifyInstance, deps: ProposalsModuleDeps): Promise<{ proposals: ProposalsService; vacancies: VacanciesService }> {
  const vacancies = createVacanciesService({ hh: deps.hh, log: app.log });
  const proposals = createProposalsService({ db: app.database.db, clock: app.clock, positions: deps.positions, assistant: deps.assistant, vacancies, applications: deps.applications, log: app.log });
  await app.register(proposalsRoutes, { prefix: '/api/positions', service: proposals });
  return { proposals, vacancies };
}
