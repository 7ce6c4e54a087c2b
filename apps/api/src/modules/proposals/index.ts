import type { FastifyInstance } from 'fastify';
import type { EngineAssistant } from '../../engines/assistant';
import type { ApplicationsService } from '../applications';
import type { PositionsService } from '../positions';
import type { VacancySearch } from '../vacancy-search';
import { createLetterStep, type LetterStep } from './letter-step.service';
import { proposalsRoutes } from './proposals.routes';
import { createProposalsService, type ProposalsService } from './proposals.service';

export type { ProposalsService, LetterStep };
export { letterStyleFor, type LetterTarget, type PublishedPosition } from './letter-step.service';

export interface ProposalsModuleDeps {
  search: VacancySearch;
  positions: PositionsService;
  assistant: EngineAssistant;
  applications: ApplicationsService;
}

/**
 * /api/positions/{id}/proposals and /confirm.
 * @returns the proposals service and the letter step (the vacancy list's «Откликнуться» queues through it too).
 */
export async function register(app: FastifyInstance, deps: ProposalsModuleDeps): Promise<{ proposals: ProposalsService; letters: LetterStep }> {
  const letters = createLetterStep({ clock: app.clock, assistant: deps.assistant, applications: deps.applications, log: app.log });
  const proposals = createProposalsService({
    db: app.database.db,
    clock: app.clock,
    positions: deps.positions,
    letters,
    vacancies: deps.search,
    applications: deps.applications,
  });
  await app.register(proposalsRoutes, { prefix: '/api/positions', service: proposals });
  return { proposals, letters };
}
