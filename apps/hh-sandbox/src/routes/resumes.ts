import { hhResumeCreateRequestSchema } from '@otklik/hh-contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { HhApiError } from '../http/errors';
import { requireApplicant } from '../http/guards';
import type { RouteContext } from './context';

/** hh's resume field error reasons for zod issue codes (spec ErrorsResumeAddEditError). */
function reasonOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'array' ? 'size_less_than_min' : issue.origin === 'string' ? 'length_less_than_min' : 'less_than_min';
    case 'too_big':
      return issue.origin === 'array' ? 'size_greater_than_max' : issue.origin === 'string' ? 'length_greater_than_max' : 'greater_than_max';
    case 'invalid_type':
      return issue.message.includes('received undefined') ? 'required' : 'invalid';
    default:
      return 'invalid';
  }
}

/** 400 with hh's resume errors: `{type: 'bad_json_data', value, reason, description, pointer}` per bad field. */
function resumeFieldErrors(issues: readonly z.core.$ZodIssue[]): HhApiError {
  return new HhApiError(
    400,
    issues.slice(0, 10).map((issue) => {
      const named = issue.path.filter((p): p is string => typeof p === 'string');
      return {
        type: 'bad_json_data',
        value: named.at(-1) ?? 'body',
        reason: reasonOf(issue),
        description: issue.message,
        pointer: `/${issue.path.map(String).join('/')}`,
      };
    }),
    'Bad Request',
  );
}

/**
 * Resumes of the applicant: GET /resumes/mine, GET /resumes/{id}, GET
 * /resumes/{id}/status, POST /resumes (201 + Location, not_published) and POST /resumes/{id}/publish (204).
 * The site page GET /resume/{id} that `alternate_url` points to is the website's (site/site.routes.ts).
 */
export function registerResumeRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { state, presenter } = ctx;

  app.get('/resumes/mine', async (request) => {
    const { applicant } = requireApplicant(state, request);
    const items = state.applicants.resumesOf(applicant).map((r) => presenter.myResume(r, applicant));
    return { found: items.length, page: 0, pages: items.length > 0 ? 1 : 0, per_page: items.length, items };
  });

  app.get<{ Params: { id: string } }>('/resumes/:id', async (request) => {
    const { applicant } = requireApplicant(state, request);
    return presenter.resume(state.applicants.ownResume(applicant, request.params.id), applicant);
  });

  app.get<{ Params: { id: string } }>('/resumes/:id/status', async (request) => {
    const { applicant } = requireApplicant(state, request);
    const resume = state.applicants.ownResume(applicant, request.params.id);
    const view = presenter.resume(resume, applicant);
    return {
      status: view.status,
      blocked: view.blocked,
      finished: view.finished,
      can_publish_or_update: view.can_publish_or_update,
      moderation_note: [],
      progress: view.progress,
      publish_url: view.publish_url,
    };
  });

  app.post('/resumes', async (request, reply) => {
    const { applicant } = requireApplicant(state, request);
    const parsed = hhResumeCreateRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw resumeFieldErrors(parsed.error.issues);
    const body = parsed.data;
    if (body.title === undefined) {
      throw resumeFieldErrors([
        { code: 'invalid_type', expected: 'string', path: ['title'], message: 'Invalid input: expected string, received undefined', input: undefined },
      ]);
    }
    if (body.area && !state.data.areas.nameOf(body.area.id)) {
      throw new HhApiError(
        400,
        [{ type: 'bad_json_data', value: 'area', reason: 'not_found', description: 'Регион не найден', pointer: '/area/id' }],
        'Bad Request',
      );
    }
    const resume = state.applicants.createResume(applicant, body);
    return reply.status(201).header('location', `/resumes/${resume.id}`).send();
  });

  app.post<{ Params: { id: string } }>('/resumes/:id/publish', async (request, reply) => {
    const { applicant } = requireApplicant(state, request);
    state.applicants.publish(applicant, request.params.id);
    return reply.status(204).send();
  });
}
