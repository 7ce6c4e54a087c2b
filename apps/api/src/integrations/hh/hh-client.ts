import type { z } from 'zod';
import {
  hhAreaSchema,
  hhAreaSuggestsSchema,
  hhDictionariesSchema,
  hhFavoritedVacanciesSchema,
  hhMeSchema,
  hhMyResumesSchema,
  hhNegotiationsListSchema,
  hhResumeSchema,
  hhTokenResponseSchema,
  hhVacanciesResponseSchema,
  hhVacancySchema,
  type HhResumeCreateRequest,
  type HhTokenResponse,
} from '@otklik/hh-contract';
import { HhApiError, HhTokenError, HhUnavailableError } from './hh-errors';
import { createHhHttp, type HhHttpOptions, type HhRequest } from './hh-http';

/** Where hh is and who we are there. With HH_CLIENT_ID unset, config points these at the hh sandbox. */
export interface HhClientOptions extends HhHttpOptions {
  /** OAuth host, e.g. https://hh.ru (consent page /oauth/authorize). */
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
}

/** GET /vacancies and /resumes/{id}/similar_vacancies filters. `area` repeats. */
export interface HhVacancySearch {
  text?: string;
  area?: readonly string[];
  salary?: number;
  currency?: string;
  only_with_salary?: boolean;
  schedule?: 'remote';
  experience?: string;
  order_by?: 'relevance' | 'publication_time' | 'salary_desc' | 'salary_asc';
  per_page?: number;
  page?: number;
  /** true: hh does not rewrite words of `text` into filters («москва бухгалтер» → area) advises it. */
  no_magic?: boolean;
}

/** The outcome of POST /negotiations: a negotiation id (201), or an employer's external link (303). */
export type HhApplyOutcome = { kind: 'created'; negotiationId: string } | { kind: 'external'; url: string };

function idFromLocation(location: string | null, prefix: string): string {
  const match = location?.match(new RegExp(`${prefix}/([^/?#]+)`));
  if (!match?.[1]) throw new HhUnavailableError(`hh answered without a ${prefix} Location`);
  return match[1];
}

/**
 * The hh.ru job-board port: OAuth and the applicant API (me, resumes, vacancies, negotiations, areas, dictionaries),
 * every answer validated with packages/hh-contract. Calls that are safe to repeat (reads, token revocation) retry 429/5xx with backoff; writes
 * (apply, create resume, token grants) never retry here — the sending pipeline reconciles them instead.
 * @throws HhApiError (hh answered 4xx/5xx), HhTokenError (the token endpoint refused), HhUnavailableError.
 */
export function createHhClient(options: HhClientOptions) {
  const http = createHhHttp(options);

  async function tokenGrant(form: Record<string, string>): Promise<HhTokenResponse> {
    try {
      return await http.sendParsed({ method: 'POST', path: '/token', form }, hhTokenResponseSchema);
    } catch (err) {
      if (err instanceof HhApiError && err.status < 500) {
        const body = (err.body ?? {}) as { error?: unknown; error_description?: unknown };
        throw new HhTokenError(err.status, String(body.error ?? err.reason), String(body.error_description ?? ''));
      }
      throw err;
    }
  }

  const get = <S extends z.ZodType>(req: Omit<HhRequest, 'method'>, schema: S) => http.sendParsed({ ...req, method: 'GET', retry: true }, schema);

  return {
    /** hh's consent page URL; `state` is echoed back to redirect_uri with the code. */
    authorizeUrl(state: string, redirectUri: string): string {
      const q = new URLSearchParams({ response_type: 'code', client_id: options.clientId, state, redirect_uri: redirectUri });
      return `${options.oauthUrl}/oauth/authorize?${q.toString()}`;
    },
    /** Exchanges a single-use authorization code. */
    exchangeCode(code: string, redirectUri: string): Promise<HhTokenResponse> {
      return tokenGrant({
        grant_type: 'authorization_code',
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uri: redirectUri,
        code,
      });
    },
    /** Spends a refresh token, once, after the access token expired. */
    refreshToken(refreshToken: string): Promise<HhTokenResponse> {
      return tokenGrant({ grant_type: 'refresh_token', refresh_token: refreshToken });
    },
    /** DELETE /oauth/token: revokes the user's access and refresh tokens. */
    async revokeToken(accessToken: string): Promise<void> {
      await http.send({ method: 'DELETE', path: '/oauth/token', token: accessToken, retry: true });
    },
    /** GET /me. */
    me: (token: string) => get({ path: '/me', token }, hhMeSchema),
    /** GET /resumes/mine, first 100. */
    myResumes: (token: string) => get({ path: '/resumes/mine', token, query: { per_page: 100 } }, hhMyResumesSchema),
    /** GET /resumes/{id}. */
    resume: (token: string, resumeId: string) => get({ path: `/resumes/${encodeURIComponent(resumeId)}`, token }, hhResumeSchema),
    /** POST /resumes: 201 with Location /resumes/{id}; the new resume is not_published. */
    async createResume(token: string, body: HhResumeCreateRequest): Promise<string> {
      const res = await http.send({ method: 'POST', path: '/resumes', token, json: body });
      return idFromLocation(res.headers.get('location'), '/resumes');
    },
    /** POST /resumes/{id}/publish: 204. */
    async publishResume(token: string, resumeId: string): Promise<void> {
      await http.send({ method: 'POST', path: `/resumes/${encodeURIComponent(resumeId)}/publish`, token });
    },
    /** GET /vacancies. */
    searchVacancies: (token: string, search: HhVacancySearch) => get({ path: '/vacancies', token, query: { ...search } }, hhVacanciesResponseSchema),
    /** GET /vacancies/{id} with description and key_skills. */
    vacancy: (token: string, vacancyId: string) => get({ path: `/vacancies/${encodeURIComponent(vacancyId)}`, token }, hhVacancySchema),
    /** GET /vacancies/favorited. */
    favoriteVacancies: (token: string, perPage = 50) => get({ path: '/vacancies/favorited', token, query: { per_page: perPage } }, hhFavoritedVacanciesSchema),
    /** GET /resumes/{id}/similar_vacancies. */
    similarVacancies: (token: string, resumeId: string, search: HhVacancySearch) =>
      get({ path: `/resumes/${encodeURIComponent(resumeId)}/similar_vacancies`, token, query: { ...search } }, hhVacanciesResponseSchema),
    /**
     * POST /negotiations, multipart. Never retried here: a lost answer may still have created the
     * negotiation, which the caller reconciles through GET /negotiations?vacancy_id=.
     */
    async apply(token: string, form: { vacancy_id: string; resume_id: string; message: string }): Promise<HhApplyOutcome> {
      const res = await http.send({ method: 'POST', path: '/negotiations', token, multipart: form });
      if (res.status === 303) {
        const url = res.headers.get('location');
        if (!url) throw new HhUnavailableError('hh answered 303 without a Location');
        return { kind: 'external', url };
      }
      return { kind: 'created', negotiationId: idFromLocation(res.headers.get('location'), '/negotiations') };
    },
    /** GET /negotiations. */
    negotiations: (
      token: string,
      query: { status?: string; vacancy_id?: string; page?: number; per_page?: number; order_by?: 'updated_at' | 'created_at'; order?: 'asc' | 'desc' },
    ) => get({ path: '/negotiations', token, query }, hhNegotiationsListSchema),
    /** GET /areas/{id}: one area with every area under it (113: Russia, its regions and their cities). */
    area: (areaId: string) => get({ path: `/areas/${encodeURIComponent(areaId)}` }, hhAreaSchema),
    /** GET /suggests/areas?text=: text must have at least 2 characters. */
    suggestAreas: (text: string) => get({ path: '/suggests/areas', query: { text } }, hhAreaSuggestsSchema),
    /** GET /dictionaries: currency rates relative to RUR and the rest. */
    dictionaries: () => get({ path: '/dictionaries' }, hhDictionariesSchema),
  };
}

/** The job-board port as the modules see it. */
export type HhClient = ReturnType<typeof createHhClient>;
