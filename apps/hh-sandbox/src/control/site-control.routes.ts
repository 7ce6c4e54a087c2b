import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badArgument, notFound } from '../http/errors';
import type { SiteQuestion } from '../state/questionnaires';
import type { SandboxState } from '../state/sandbox-state';

const vacancyId = z.string().regex(/^\d+$/);

/** A question set through the control API: a choice needs 2–10 options, a text question none; ids are given or made. */
const questionSchema = z
  .object({
    id: z
      .string()
      .regex(/^\d{1,12}$/)
      .optional(),
    text: z.string().trim().min(1).max(500),
    kind: z.enum(['text', 'single', 'multiple']).default('text'),
    required: z.boolean().default(true),
    options: z
      .array(z.object({ id: z.string().regex(/^[\w-]{1,50}$/), text: z.string().trim().min(1).max(200) }).strict())
      .min(2)
      .max(10)
      .optional(),
  })
  .strict()
  .refine((q) => (q.kind === 'text') === (q.options === undefined), { message: 'a choice needs options, a text question has none', path: ['options'] });

/** POST /__control/site: every key is optional; what is given replaces the switch's current value. */
const switchesSchema = z
  .object({
    captcha: z.boolean(),
    response_shape: z.enum(['popup', 'page']),
    renamed_qa: z.union([z.literal('all'), z.array(z.string().regex(/^[\w-]{1,100}$/)).max(200)]),
    test_vacancies: z.array(vacancyId).max(1000),
    external_vacancies: z.record(vacancyId, z.url({ protocol: /^https?$/ })),
    questions: z.record(vacancyId, z.array(questionSchema).max(20).nullable()),
  })
  .partial()
  .strict();

const logoutSchema = z.object({ email: z.email().optional() }).strict();

/** The switches as the control API shows them (the captcha's code too, so a test can play the seeker solving it). */
function switchesView(state: SandboxState) {
  const s = state.site.switches;
  return {
    captcha: s.captcha !== null,
    captcha_code: s.captcha,
    response_shape: s.responseShape,
    renamed_qa: s.renamedQa === 'all' ? 'all' : [...s.renamedQa],
    test_vacancies: [...s.testVacancies],
    external_vacancies: Object.fromEntries(s.externalVacancies),
    questions: Object.fromEntries(s.questions),
  };
}

/**
 * The website's switches under /__control/site (sandbox only): a captcha in front of every page, the full-page
 * response instead of the popup, renamed data-qa values (hh changed its markup), test and external-form vacancies,
 * questionnaires per vacancy, and the login wall (every session of an applicant, or all, ends).
 */
export function registerSiteControlRoutes(app: FastifyInstance, state: SandboxState): void {
  app.get('/__control/site', async () => switchesView(state));

  app.post('/__control/site', async (request) => {
    const parsed = switchesSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw badArgument(parsed.error.issues[0]!.path.map(String).join('.') || 'body');
    const body = parsed.data;
    const ids = [...(body.test_vacancies ?? []), ...Object.keys(body.external_vacancies ?? {}), ...Object.keys(body.questions ?? {})];
    const unknown = ids.find((id) => !state.data.catalog.get(id));
    if (unknown !== undefined) throw badArgument('vacancy_id', 'not_found');
    const s = state.site.switches;
    if (body.captcha === true) state.site.showCaptcha();
    if (body.captcha === false) s.captcha = null;
    if (body.response_shape) s.responseShape = body.response_shape;
    if (body.renamed_qa) s.renamedQa = body.renamed_qa === 'all' ? 'all' : new Set(body.renamed_qa);
    if (body.test_vacancies) s.testVacancies = new Set(body.test_vacancies);
    if (body.external_vacancies) s.externalVacancies = new Map(Object.entries(body.external_vacancies));
    for (const [id, questions] of Object.entries(body.questions ?? {})) {
      if (questions === null) {
        s.questions.delete(id);
        continue;
      }
      const made: SiteQuestion[] = questions.map((q, i) => ({
        id: q.id ?? String(400_000_000 + Number(id.slice(-6)) * 10 + i),
        text: q.text,
        kind: q.kind,
        required: q.required,
        ...(q.options ? { options: q.options } : {}),
      }));
      s.questions.set(id, made);
    }
    return switchesView(state);
  });

  app.post('/__control/site/logout', async (request) => {
    const parsed = logoutSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw badArgument('email');
    const email = parsed.data.email;
    if (email === undefined) return { ended: state.site.expireSessions() };
    const applicant = state.applicants.findByEmail(email);
    if (!applicant) throw notFound();
    return { ended: state.site.expireSessions(applicant.id) };
  });

  app.get<{ Params: { id: string } }>('/__control/vacancies/:id/questions', async (request) => {
    const vacancy = state.data.catalog.get(request.params.id);
    if (!vacancy) throw notFound();
    return { items: state.questionsOf(vacancy), test: state.hasTest(vacancy) };
  });
}
