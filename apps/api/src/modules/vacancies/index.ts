import type { FastifyInstance } from 'fastify';
import type { ApplicationsService } from '../applications';
import type { PositionsService } from '../positions';
import type { LetterStep, ProposalsService } from '../proposals';
import type { SubscriptionService } from '../subscription';
import type { VacancySearch } from '../vacancy-search';
import { vacanciesRoutes } from './vacancies.routes';
import { createVacanciesService, type VacanciesService } from './vacancies.service';

export type { VacanciesService };

export interface VacanciesModuleDeps {
  positions: PositionsService;
  search: VacancySearch;
  proposals: ProposalsService;
  letters: LetterStep;
  applications: ApplicationsService;
  subscriptions: SubscriptionService;
}

/** /api/vacancies: the paid seekers' vacancy list (list, apply, hide). @returns the service. */
export async function register(app: FastifyInstance, deps: VacanciesModuleDeps): Promise<VacanciesService> {
  const service = createVacanciesService({ clock: app.clock, ...deps, plans: deps.subscriptions, log: app.log });
  await app.register(vacanciesRoutes, { prefix: '/api/vacancies', service });
  return service;
}
