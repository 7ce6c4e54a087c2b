import type { interviewBodySchema } from '@otklik/contracts';
import { hhVacancyIdOf, type Application, type Interview, type InterviewPrefill, type VacancyLookup } from '@otklik/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { InterviewRow } from '../../db/schema/interviews';
import type { HhPort } from '../../integrations/hh';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import * as repo from './interviews.repository';

export interface InterviewsServiceDeps {
  db: Db;
  clock: Clock;
  /** The hh port: the vacancy behind a link is read as the seeker (GET /vacancies/{id}). */
  hh: Pick<HhPort, 'forSeeker'>;
  /** The seeker's applications (the applications module's service), for pre-filling from an invitation. */
  applications: {
    findOne(userId: string, id: string): Promise<Application | null>;
    findByVacancies(userId: string, vacancyIds: readonly string[]): Promise<Map<string, Application>>;
  };
  /** Origin of the configured hh API (HH_API_URL): its `/vacancies/<id>` links are accepted besides hh.ru's. */
  hhApiOrigin: string;
}

/** The interview records' rules: a company name and a required hh vacancy link. */
export type InterviewsService = ReturnType<typeof createInterviewsService>;

/** An interview row as the API returns it. */
export function toInterview(row: InterviewRow): Interview {
  return {
    id: row.id,
    company_name: row.companyName,
    vacancy_link: row.vacancyLink,
    vacancy_id: row.vacancyId,
    vacancy_name: row.vacancyName,
    employer_name: row.employerName,
    vacancy_url: row.vacancyUrl,
    scheduled_at: row.scheduledAt.toISOString(),
    format: row.format,
    notes: row.notes,
    application_id: row.applicationId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Builds the interviews service. */
export function createInterviewsService(deps: InterviewsServiceDeps) {
  const { db, clock, hh, applications, hhApiOrigin } = deps;

  /**
   * The hh vacancy id of a link: hh.ru's `/vacancy/<id>` pages, or `/vacancies/<id>` on the configured hh API.
   * @throws 400 vacancy_link_invalid otherwise.
   */
  function vacancyIdOf(link: string): string {
    const parsed = hhVacancyIdOf(link);
    if (!parsed || (parsed.kind === 'api' && parsed.origin !== hhApiOrigin)) throw new AppError('vacancy_link_invalid');
    return parsed.id;
  }

  /**
   * Reads the vacancy of a link at hh, as the seeker.
   * @throws 400 vacancy_link_invalid; 400 vacancy_unknown when hh has no such vacancy; hh_not_integrated / hh_unavailable.
   */
  async function lookup(userId: string, link: string): Promise<VacancyLookup> {
    const id = vacancyIdOf(link);
    const found = await hh.forSeeker(userId).readVacancy(id);
    if (!found) throw new AppError('vacancy_unknown');
    const { candidate } = found;
    return { vacancy_id: candidate.id, vacancy_name: candidate.name, employer_name: candidate.employer?.name ?? null, vacancy_url: candidate.alternate_url };
  }

  async function valuesOf(userId: string, body: z.output<typeof interviewBodySchema>): Promise<repo.InterviewValues> {
    const vacancy = await lookup(userId, body.vacancy_link);
    let applicationId: string | null = null;
    if (body.application_id) {
      if (!(await applications.findOne(userId, body.application_id))) throw new AppError('application_not_found');
      applicationId = body.application_id;
    }
    return {
      companyName: body.company_name,
      vacancyLink: body.vacancy_link,
      vacancyId: vacancy.vacancy_id,
      vacancyName: vacancy.vacancy_name,
      employerName: vacancy.employer_name,
      vacancyUrl: vacancy.vacancy_url,
      scheduledAt: new Date(body.scheduled_at),
      format: body.format,
      notes: body.notes,
      applicationId,
    };
  }

  return {
    /** GET /api/interviews: the seeker's interviews, soonest first. */
    async list(userId: string): Promise<Interview[]> {
      return (await repo.listForUser(db, userId)).map(toInterview);
    },

    /** GET /api/interviews/{id}. @throws 404 interview_not_found for an id that is not the seeker's. */
    async get(userId: string, id: string): Promise<Interview> {
      const row = await repo.findOwned(db, userId, id);
      if (!row) throw new AppError('interview_not_found');
      return toInterview(row);
    },

    /** GET /api/interviews/vacancy?link=: the title and employer behind a vacancy link (see {@link lookup}). */
    lookup,

    /**
     * POST /api/interviews: validates the link, resolves it at hh and stores the record with hh's title and employer.
     * @throws 400 vacancy_link_invalid / vacancy_unknown; 404 application_not_found for another seeker's application.
     */
    async create(userId: string, body: z.output<typeof interviewBodySchema>): Promise<Interview> {
      return toInterview(await repo.insert(db, userId, await valuesOf(userId, body), clock.now()));
    },

    /** PUT /api/interviews/{id}: replaces the record (the link is resolved again). @throws 404 interview_not_found. */
    async update(userId: string, id: string, body: z.output<typeof interviewBodySchema>): Promise<Interview> {
      if (!(await repo.findOwned(db, userId, id))) throw new AppError('interview_not_found');
      const row = await repo.update(db, userId, id, await valuesOf(userId, body), clock.now());
      if (!row) throw new AppError('interview_not_found');
      return toInterview(row);
    },

    /** DELETE /api/interviews/{id}. @throws 404 interview_not_found. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(db, userId, id))) throw new AppError('interview_not_found');
    },

    /**
     * GET /api/interviews/prefill: a new record's fields from an invitation: the application (from /responses) or the
     * seeker's application to the vacancy of a notification link (from the bell); without one, the vacancy at hh.
     * @throws 404 application_not_found for an application that is not the seeker's; 400 vacancy_link_invalid.
     */
    async prefill(userId: string, query: { application?: string | undefined; vacancy_link?: string | undefined }): Promise<InterviewPrefill> {
      if (query.application) {
        const application = await applications.findOne(userId, query.application);
        if (!application) throw new AppError('application_not_found');
        return {
          application_id: application.id,
          company_name: application.employer_name ?? '',
          vacancy_link: application.alternate_url,
          vacancy_name: application.vacancy_name,
        };
      }
      const link = query.vacancy_link ?? '';
      const vacancyId = vacancyIdOf(link);
      const application = (await applications.findByVacancies(userId, [vacancyId])).get(vacancyId);
      if (application) {
        return { application_id: application.id, company_name: application.employer_name ?? '', vacancy_link: link, vacancy_name: application.vacancy_name };
      }
      const vacancy = await lookup(userId, link);
      return { application_id: null, company_name: vacancy.employer_name ?? '', vacancy_link: link, vacancy_name: vacancy.vacancy_name };
    },
  };
}
