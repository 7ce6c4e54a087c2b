import type { FastifyInstance } from 'fastify';
import type { EngineAssistant } from '../../engines/assistant';
import type { PositionsService } from '../positions';
import type { VacanciesService } from '../proposals';
import { questionnaireRoutes } from './questionnaire.routes';
import { createQuestionnaireService, type QuestionnaireService } from './questionnaire.service';

export type { QuestionnaireService };

/** /api/positions/{id}/questions and /answers. */
export async function register(
  app: FastifyInstance,
  deps: { positions: PositionsService; assistant: EngineAssistant; vacancies: VacanciesService },
): Promise<QuestionnaireService> {
  const service = createQuestionnaireService(deps);
  await app.register(questionnaireRoutes, { prefix: '/api/positions', service });
  return service;
}
