import type { FastifyInstance } from 'fastify';
import { hhResumeCreateRequestSchema } from '@otklik/hh-contract';
import { z } from 'zod';
import { badArgument, notFound } from '../http/errors';
import { boolParam, parseParams, singleParam } from '../http/query';
import type { StoredNegotiation } from '../state/negotiations';
import type { SandboxState } from '../state/sandbox-state';
import { faultSpecSchema } from '../state/faults';
import { registerSiteControlRoutes } from './site-control.routes';

/** A negotiation as the control API shows it: with the cover letter hh never shows back. Times are ISO UTC. */
function controlNegotiation(state: SandboxState, n: StoredNegotiation) {
  const applicant = state.applicants.get(n.applicantId);
  return {
    id: n.id,
    applicant_id: n.applicantId,
    email: applicant.email,
    vacancy_id: n.vacancyId,
    vacancy_name: state.data.catalog.get(n.vacancyId)?.full.name ?? null,
    resume_id: n.resumeId,
    state: n.state,
    message: n.message,
    has_updates: n.hasUpdates,
    viewed_by_opponent: n.viewedByOpponent,
    created_at: new Date(n.createdMs).toISOString(),
    updated_at: new Date(n.updatedMs).toISOString(),
    auto_invite_at: n.autoInviteAtMs === null ? null : new Date(n.autoInviteAtMs).toISOString(),
    answers: n.answers,
    channel: n.channel,
  };
}

const clockSchema = z.union([z.object({ now: z.iso.datetime({ offset: true }) }).strict(), z.object({ advance_ms: z.number().int() }).strict()]);

const createApplicantSchema = z
  .object({
    email: z.email(),
    resumes: z
      .array(hhResumeCreateRequestSchema.extend({ title: z.string().min(2).max(100) }))
      .min(1)
      .max(20),
    publish: z.boolean().default(true),
  })
  .strict();

const applyAsApplicantSchema = z.object({ email: z.email(), vacancy_id: z.string().min(1), message: z.string().max(10_000).default('') }).strict();

const vacancyFilterSchema = z.object({
  has_test: singleParam(boolParam.optional()),
  has_questions: singleParam(boolParam.optional()),
  archived: singleParam(boolParam.optional()),
  response_letter_required: singleParam(boolParam.optional()),
  limit: singleParam(z.coerce.number().int().min(1).max(1000).default(20)),
});

/**
 * The sandbox's own control API under /__control (JSON; never part of hh): reset, the clock, faults, employer
 * actions and read access to what hh hides (the letters). Used by tests and e2e journeys.
 */
export function registerControlRoutes(app: FastifyInstance, state: SandboxState): void {
  app.post('/__control/reset', async (_request, reply) => {
    state.reset();
    return reply.status(204).send();
  });

  app.get('/__control/clock', async () => ({ now: new Date(state.clock.now()).toISOString(), frozen: state.clock.frozen }));

  app.post('/__control/clock', async (request) => {
    const parsed = clockSchema.safeParse(request.body);
    if (!parsed.success) throw badArgument('now');
    if ('now' in parsed.data) state.clock.set(Date.parse(parsed.data.now));
    else state.clock.advance(parsed.data.advance_ms);
    const invited = state.negotiations.runDueInvites();
    return { now: new Date(state.clock.now()).toISOString(), frozen: state.clock.frozen, auto_invited: invited };
  });

  app.post('/__control/faults', async (request, reply) => {
    const parsed = faultSpecSchema.safeParse(request.body);
    if (!parsed.success) throw badArgument(String(parsed.error.issues[0]!.path[0] ?? 'body'));
    return reply.status(201).send(state.faults.add(parsed.data));
  });

  app.get('/__control/faults', async () => ({ items: state.faults.list() }));

  app.delete('/__control/faults', async (_request, reply) => {
    state.faults.clear();
    return reply.status(204).send();
  });

  for (const [action, nextState] of [
    ['invite', 'invitation'],
    ['reject', 'discard'],
  ] as const) {
    app.post<{ Params: { nid: string } }>(`/__control/negotiations/:nid/${action}`, async (request) => {
      const negotiation = state.negotiations.find(request.params.nid);
      if (!negotiation) throw notFound();
      state.negotiations.respond(negotiation, nextState);
      return controlNegotiation(state, negotiation);
    });
  }

  // The employer opened the response (hh's `viewed_by_opponent`), without inviting or rejecting yet.
  app.post<{ Params: { nid: string } }>('/__control/negotiations/:nid/view', async (request) => {
    const negotiation = state.negotiations.find(request.params.nid);
    if (!negotiation) throw notFound();
    state.negotiations.view(negotiation);
    return controlNegotiation(state, negotiation);
  });

  // The applicant responds on hh.ru's own site (outside any API client): a negotiation from their first published
  // resume, under hh's rules (POST /negotiations). Lets journeys reach an invitation without a whole sending run.
  app.post('/__control/negotiations', async (request, reply) => {
    const parsed = applyAsApplicantSchema.safeParse(request.body);
    if (!parsed.success) throw badArgument(String(parsed.error.issues[0]!.path[0] ?? 'body'));
    const applicant = state.applicants.findByEmail(parsed.data.email);
    if (!applicant) throw notFound();
    const resume = state.applicants.resumesOf(applicant).find((r) => r.status === 'published');
    if (!resume) throw badArgument('email');
    const negotiation = state.negotiations.apply(applicant, { vacancyId: parsed.data.vacancy_id, resumeId: resume.id, message: parsed.data.message });
    return reply.status(201).send(controlNegotiation(state, negotiation));
  });

  app.get<{ Querystring: { email?: string } }>('/__control/negotiations', async (request) => {
    const email = typeof request.query.email === 'string' ? request.query.email : undefined;
    let negotiations = state.negotiations.all();
    if (email !== undefined) {
      const applicant = state.applicants.findByEmail(email);
      negotiations = applicant ? state.negotiations.of(applicant) : [];
    }
    return { items: negotiations.map((n) => controlNegotiation(state, n)) };
  });

  app.get('/__control/applicants', async () => ({
    items: state.applicants.all().map((a) => ({
      id: a.id,
      email: a.email,
      first_name: a.firstName,
      last_name: a.lastName,
      resume_ids: a.resumeIds,
      favorite_vacancy_ids: [...a.favorites],
      negotiations: state.negotiations.of(a).length,
      tokens: state.oauth.tokenCounts(a.id),
    })),
  }));

  // A coherent persona for tests and demos: the resumes are exactly the bodies given. The consent page then signs
  // in as this applicant with the same e-mail.
  app.post('/__control/applicants', async (request, reply) => {
    const parsed = createApplicantSchema.safeParse(request.body);
    if (!parsed.success) throw badArgument(parsed.error.issues[0]!.path.map(String).join('.') || 'body');
    const applicant = state.applicants.createWithResumes(parsed.data.email, parsed.data.resumes, parsed.data.publish);
    return reply.status(201).send({
      id: applicant.id,
      email: applicant.email,
      first_name: applicant.firstName,
      last_name: applicant.lastName,
      resume_ids: applicant.resumeIds,
      resumes: state.applicants.resumesOf(applicant).map((r) => ({ id: r.id, title: r.title, status: r.status })),
    });
  });

  app.get('/__control/vacancies', async (request) => {
    const p = parseParams(vacancyFilterSchema, request.query);
    const items = state.data.catalog.vacancies
      .filter(
        (v) =>
          (p.has_test === undefined || state.hasTest(v) === p.has_test) &&
          (p.has_questions === undefined || state.questionsOf(v).length > 0 === p.has_questions) &&
          (p.archived === undefined || v.archived === p.archived) &&
          (p.response_letter_required === undefined || v.letterRequired === p.response_letter_required),
      )
      .slice(0, p.limit)
      .map((v) => ({
        id: v.id,
        name: v.full.name,
        has_test: state.hasTest(v),
        archived: v.archived,
        response_letter_required: v.letterRequired,
        questions: state.questionsOf(v).length,
        external_url: state.externalUrl(v),
      }));
    return { items, total: state.data.catalog.size };
  });

  registerSiteControlRoutes(app, state);
}
