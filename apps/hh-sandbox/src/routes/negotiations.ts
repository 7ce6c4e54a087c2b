import { HH_APPLY_ERRORS, hhApplyFormSchema } from '@otklik/hh-contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badArgument, negotiationError } from '../http/errors';
import { requireApplicant } from '../http/guards';
import { boolParam, multiParam, parseParams, singleParam } from '../http/query';
import type { StoredNegotiation } from '../state/negotiations';
import type { RouteContext } from './context';

/** `status` of GET /negotiations (dictionary `applicant_negotiation_status`). */
const STATUSES = ['all', 'active', 'invitations', 'response', 'discard', 'archived', 'non_archived', 'deleted'] as const;

const listSchema = z.object({
  page: singleParam(z.coerce.number().int().min(0).default(0)),
  per_page: singleParam(z.coerce.number().int().min(1).max(100).default(20)),
  order_by: singleParam(z.enum(['updated_at', 'created_at']).default('updated_at')),
  order: singleParam(z.enum(['asc', 'desc']).default('desc')),
  status: singleParam(z.enum(STATUSES).default('all')),
  vacancy_id: multiParam(z.string().regex(/^\d+$/)),
  has_updates: singleParam(boolParam.optional()),
});

/**
 * Negotiations of the applicant: POST /negotiations (multipart: vacancy_id, resume_id,
 * message ≤ 10 000; 201 + Location), GET /negotiations with status filters, GET /negotiations/{id} and the thread
 * GET /negotiations/{id}/messages, whose first message is the cover letter.
 */
export function registerNegotiationRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { state, presenter } = ctx;

  app.post('/negotiations', async (request, reply) => {
    const { applicant } = requireApplicant(state, request);
    const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/form-data');
    const fields = multipart && typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
    for (const name of ['vacancy_id', 'resume_id', 'message'] as const) {
      if (Array.isArray(fields[name])) throw badArgument(name, 'too_many_arguments');
    }
    // multipart/form-data turns line breaks into CRLF on the way (HTML form encoding); keep the letter as written.
    const message = typeof fields['message'] === 'string' ? fields['message'].replace(/\r\n?/g, '\n') : '';
    const form = hhApplyFormSchema.safeParse({ vacancy_id: fields['vacancy_id'], resume_id: fields['resume_id'], message });
    if (!form.success) {
      const issue = form.error.issues[0]!;
      const field = String(issue.path[0]);
      // The letter's length is a negotiations error, not a malformed argument.
      if (field !== 'message') throw badArgument(field, fields[field] === undefined ? undefined : 'invalid');
    }
    // A refusal injected through /__control/faults: hh refuses this response as it would a test-required vacancy.
    const refusal = state.faults.take(request.method, request.url, ['refusal']);
    if (refusal) {
      const value = refusal.value ?? 'test_required';
      throw negotiationError(HH_APPLY_ERRORS[value], value);
    }
    // The employer takes responses on its own site: hh answers 303 with that form's address.
    const vacancy = state.data.catalog.get(String(fields['vacancy_id']));
    const external = vacancy ? state.externalUrl(vacancy) : null;
    if (external) return reply.status(303).header('location', external).send();
    const negotiation = state.negotiations.apply(applicant, {
      vacancyId: String(fields['vacancy_id']),
      resumeId: String(fields['resume_id']),
      message,
    });
    return reply.status(201).header('location', `/negotiations/${negotiation.id}`).type('text/html; charset=utf-8').send('');
  });

  app.get('/negotiations', async (request) => {
    const { applicant } = requireApplicant(state, request);
    const p = parseParams(listSchema, request.query);
    const archived = (n: StoredNegotiation) => state.data.catalog.get(n.vacancyId)?.archived ?? false;
    const byStatus: Record<(typeof STATUSES)[number], (n: StoredNegotiation) => boolean> = {
      all: () => true,
      active: (n) => n.state !== 'discard' && !archived(n),
      invitations: (n) => n.state === 'invitation' && !archived(n),
      response: (n) => n.state === 'response' && !archived(n),
      discard: (n) => n.state === 'discard',
      archived,
      non_archived: (n) => !archived(n),
      deleted: () => false,
    };
    const vacancies = new Set(p.vacancy_id);
    const key = p.order_by === 'created_at' ? 'createdMs' : 'updatedMs';
    const sign = p.order === 'asc' ? 1 : -1;
    const matching = state.negotiations
      .of(applicant)
      .filter(byStatus[p.status])
      .filter((n) => vacancies.size === 0 || vacancies.has(n.vacancyId))
      .filter((n) => p.has_updates === undefined || n.hasUpdates === p.has_updates)
      .sort((a, b) => sign * (a[key] - b[key]) || sign * (Number(a.id) - Number(b.id)));
    const index = presenter.relationIndex(applicant);
    return {
      found: matching.length,
      page: p.page,
      pages: Math.ceil(matching.length / p.per_page),
      per_page: p.per_page,
      items: matching.slice(p.page * p.per_page, (p.page + 1) * p.per_page).map((n) => presenter.negotiation(n, index)),
    };
  });

  app.get<{ Params: { id: string } }>('/negotiations/:id', async (request) => {
    const { applicant } = requireApplicant(state, request);
    const negotiation = state.negotiations.own(applicant, request.params.id);
    return presenter.negotiation(negotiation, presenter.relationIndex(applicant));
  });

  app.get<{ Params: { id: string } }>('/negotiations/:id/messages', async (request) => {
    const { applicant } = requireApplicant(state, request);
    const negotiation = state.negotiations.own(applicant, request.params.id);
    const items = negotiation.messages.map((m) => presenter.message(m, negotiation));
    state.negotiations.markRead(negotiation);
    return { found: items.length, page: 0, pages: items.length > 0 ? 1 : 0, per_page: Math.max(items.length, 20), items };
  });
}
