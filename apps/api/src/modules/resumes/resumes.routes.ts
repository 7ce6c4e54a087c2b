import { resumeListSchema } from '@otklik/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../plugins/session';
import type { ResumesService } from './resumes.service';

/** GET /api/resumes: the seeker's hh resumes. Session and hh connection required. */
export const resumesRoutes: FastifyPluginAsyncZod<{ service: ResumesService }> = async (app, { service }) => {
  app.get('/', { preHandler: app.requireSession, schema: { response: { 200: resumeListSchema } } }, async (request) =>
    service.listResumes(sessionUser(request).userId),
  );
};
