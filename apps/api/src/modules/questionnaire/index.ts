import type { FastifyInstance } from 'fastify';
import type { EngineAssistant } from '../../engines/assistant';
import type { PositionsService } from '../positions';
import type { VacancySearch } from '../vacancy-search';
import type { ResumesService } from '../resumes';
import { questionnaireRoutes } from './questionnaire.routes';
import { createQuestionnaireService, type QuestionnaireService } from './questionnaire.service';
import { resumeStepRoutes } from './resume-step.routes';
import { createResumeStepService, type ResumeStepService } from './resume-step.service';

export type { QuestionnaireService, ResumeStepService };

/**
 * /api/positions/{id}/questions and /answers; the resume step's edit (PUT …/resume), «Как усилить резюме»
 * (GET …/skill-gaps) and «У меня есть этот навык» (POST …/skills).
 */
export async function register(
  app: FastifyInstance,
  deps: { positions: PositionsService; assistant: EngineAssistant; vacancies: VacancySearch; resumes: ResumesService },
): Promise<QuestionnaireService> {
  const service = createQuestionnaireService(deps);
  await app.register(questionnaireRoutes, { prefix: '/api/positions', service });
  const resumeStep = createResumeStepService({
    db: app.database.db,
    clock: app.clock,
    positions: deps.positions,
    vacancies: deps.vacancies,
    resumes: deps.resumes,
  });
  await app.register(resumeStepRoutes, { prefix: '/api/positions', service: resumeStep });
  return service;
}
