import type { FastifyInstance } from 'fastify';
import type { HhPort } from '../../integrations/hh';
import { createVacancySearch, type VacancySearch } from './vacancy-search.service';

export type { ProposeInput, VacancySearch } from './vacancy-search.service';

/**
 * The vacancy search (no routes of its own): proposals, the paid seekers' vacancy list and the questionnaire's
 * market skills read hh through it. @returns the search.
 */
export function register(app: FastifyInstance, deps: { hh: HhPort }): VacancySearch {
  return createVacancySearch({ hh: deps.hh, log: app.log });
}
