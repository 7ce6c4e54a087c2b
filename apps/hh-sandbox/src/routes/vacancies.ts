import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badArgument, notFound } from '../http/errors';
import { optionalCaller, requireApplicant } from '../http/guards';
import { boolParam, multiParam, parseParams, singleParam } from '../http/query';
import type { Applicant } from '../state/applicants';
import { SEARCH_ORDERS, type SearchQuery } from '../state/catalog';
import type { RouteContext } from './context';

/** hh's search depth: results past the 2000th cannot be paged to. */
export const SEARCH_DEPTH = 2000;

const digits = z.string().regex(/^\d+$/);
const pageParams = {
  page: singleParam(z.coerce.number().int().min(0).default(0)),
  per_page: singleParam(z.coerce.number().int().min(0).max(100).default(10)),
};
const searchSchema = z.object({
  text: singleParam(z.string().max(3000).optional()),
  area: multiParam(digits),
  salary: singleParam(z.coerce.number().int().min(0).optional()),
  currency: singleParam(z.string().optional()),
  only_with_salary: singleParam(boolParam.optional()),
  schedule: multiParam(z.string()),
  experience: multiParam(z.string()),
  employment: multiParam(z.string()),
  employer_id: multiParam(digits),
  excluded_employer_id: multiParam(digits),
  order_by: singleParam(z.enum(SEARCH_ORDERS).default('relevance')),
  ...pageParams,
});
type SearchParams = z.infer<typeof searchSchema>;

/**
 * Turns validated parameters into a catalog query: dictionary ids checked, salary converted to RUR at the
 * /dictionaries rate, the depth cap enforced.
 * @throws HhApiError 400 bad_argument currency / schedule / experience / employment / page
 */
function toQuery(ctx: RouteContext, p: SearchParams): SearchQuery {
  const dict = ctx.state.data.dictionaries;
  const currency = p.currency ?? 'RUR';
  if (dict.rate(currency) === undefined) throw badArgument('currency');
  for (const key of ['schedule', 'experience', 'employment'] as const) {
    for (const id of p[key]) if (!dict.entry(key, id)) throw badArgument(key);
  }
  if (p.page * p.per_page >= SEARCH_DEPTH) throw badArgument('page');
  return {
    text: p.text,
    areaIds: p.area,
    salaryRur: p.salary === undefined ? null : dict.toRur(p.salary, currency),
    onlyWithSalary: p.only_with_salary ?? false,
    scheduleIds: p.schedule,
    experienceIds: p.experience,
    employmentIds: p.employment,
    employerIds: p.employer_id,
    excludedEmployerIds: p.excluded_employer_id,
    order: p.order_by,
    offset: p.page * p.per_page,
    limit: p.per_page,
  };
}

/** The same search on hh.ru's site, as `alternate_url` of the answer. */
function siteUrl(request: FastifyRequest): string {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return `https://hh.ru/search/vacancy${query}`;
}

/** Runs a search and answers in hh's VacanciesVacanciesResponse shape. */
function answer(ctx: RouteContext, request: FastifyRequest, p: SearchParams, query: SearchQuery, applicant: Applicant | null) {
  const result = ctx.state.data.catalog.search(query);
  const index = ctx.presenter.relationIndex(applicant);
  const pages = p.per_page === 0 ? 0 : Math.min(Math.ceil(result.found / p.per_page), Math.ceil(SEARCH_DEPTH / p.per_page));
  return {
    items: result.items.map((v) => ctx.presenter.searchItem(v, index, result.queryStems)),
    found: result.found,
    pages,
    page: p.page,
    per_page: p.per_page,
    clusters: null,
    arguments: null,
    fixes: null,
    suggests: null,
    alternate_url: siteUrl(request),
  };
}

const favoritesSchema = z.object({
  page: pageParams.page,
  per_page: singleParam(z.coerce.number().int().min(1).max(100).default(20)),
});

/**
 * Vacancies: GET /vacancies (search), GET /vacancies/{id}, the favourites
 * (GET /vacancies/favorited, PUT/DELETE /vacancies/favorited/{id}) and GET /resumes/{id}/similar_vacancies.
 */
export function registerVacancyRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { state, presenter } = ctx;

  app.get('/vacancies', async (request) => {
    const caller = optionalCaller(state, request);
    const p = parseParams(searchSchema, request.query);
    return answer(ctx, request, p, toQuery(ctx, p), caller.applicant);
  });

  app.get('/vacancies/favorited', async (request) => {
    const { applicant } = requireApplicant(state, request);
    const p = parseParams(favoritesSchema, request.query);
    const ids = [...applicant.favorites].reverse();
    const index = presenter.relationIndex(applicant);
    const items = ids.slice(p.page * p.per_page, (p.page + 1) * p.per_page).map((id) => presenter.vacancyShort(state.data.catalog.get(id)!, index));
    return { found: ids.length, page: p.page, pages: Math.ceil(ids.length / p.per_page), per_page: p.per_page, items };
  });

  app.put<{ Params: { id: string } }>('/vacancies/favorited/:id', async (request, reply) => {
    const { applicant } = requireApplicant(state, request);
    if (!state.data.catalog.get(request.params.id)) throw notFound();
    applicant.favorites.delete(request.params.id);
    applicant.favorites.add(request.params.id);
    return reply.status(204).send();
  });

  app.delete<{ Params: { id: string } }>('/vacancies/favorited/:id', async (request, reply) => {
    const { applicant } = requireApplicant(state, request);
    if (!state.data.catalog.get(request.params.id)) throw notFound();
    applicant.favorites.delete(request.params.id);
    return reply.status(204).send();
  });

  app.get<{ Params: { id: string } }>('/vacancies/:id', async (request) => {
    const caller = optionalCaller(state, request);
    const vacancy = state.data.catalog.get(request.params.id);
    if (!vacancy) throw notFound();
    return presenter.vacancy(vacancy, presenter.relationIndex(caller.applicant));
  });

  app.get<{ Params: { id: string } }>('/resumes/:id/similar_vacancies', async (request) => {
    const { applicant } = requireApplicant(state, request);
    const resume = state.applicants.ownResume(applicant, request.params.id);
    const p = parseParams(searchSchema, request.query);
    const query = toQuery(ctx, p);
    const b = resume.body;
    const boost = [...(b.skill_set ?? []), ...(b.experience ?? []).map((e) => e.position), b.skills ?? ''].join(' ');
    return answer(ctx, request, p, { ...query, text: undefined, similarText: resume.title ?? '', boostText: boost }, applicant);
  });
}
