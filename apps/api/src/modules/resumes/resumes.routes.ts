import { resumeListSchema } from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../plugins/session';
import type { ResumesService } from './resumes.service';

/** GET /api/resumes (issue 3 "/resumes"): the seeker's hh resumes. Session and hh connection required. */
export const resumesRoutes: FastifyPluginAsyncZod<{ service: ResumesService }> = async (app, { service }) => {
  app.get(
    '/',
    { preHandler: app.requireSession, schema: { response: { 200: resumeListSchema } } },
    async (request) => service.listResumes(sessionUser(request).userId),
  );
};
