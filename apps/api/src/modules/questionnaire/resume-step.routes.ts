import { confirmedSkillSchema, confirmSkillBodySchema, generatedResumeSchema, resumeEditBodySchema, skillGapsSchema } from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/session';
import type { ResumeStepService } from './resume-step.service';

const idParams = z.object({ id: z.string() });

/**
 * The resume step of /api/positions/{id} (the resume written from the answers), session required, only the seeker's own positions
 * (another seeker's id → 404 position_not_found), never cached:
 * - PUT /{id}/resume {title, skill_set, skills, experience, education?, language?} → the edited resume (draft only);
 * - GET /{id}/skill-gaps → «Как усилить резюме»: missing key skills with their share, empty fields, confirmed skills;
 * - POST /{id}/skills {name} → 201 the skill stored as the seeker's fact, added to the draft when there is one.
 */
export const resumeStepRoutes: FastifyPluginAsyncZod<{ service: ResumeStepService }> = async (app, { service }) => {
  const guard = { preHandler: app.requireSession };

  app.put('/:id/resume', { ...guard, schema: { params: idParams, body: resumeEditBodySchema, response: { 200: generatedResumeSchema } } }, async (request) =>
    service.editResume(sessionUser(request).userId, request.params.id, request.body),
  );

  app.get('/:id/skill-gaps', { ...guard, schema: { params: idParams, response: { 200: skillGapsSchema } } }, async (request) =>
    service.skillGaps(sessionUser(request).userId, request.params.id),
  );

  app.post(
    '/:id/skills',
    { ...guard, schema: { params: idParams, body: confirmSkillBodySchema, response: { 201: confirmedSkillSchema } } },
    async (request, reply) => reply.status(201).send(await service.confirmSkill(sessionUser(request).userId, request.params.id, request.body.name)),
  );
};
