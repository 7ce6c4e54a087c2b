import type {
  HhMe,
  HhMyResume,
  HhNegotiation,
  HhNegotiationMessage,
  HhResume,
  HhVacancy,
  HhVacancySearchItem,
  HhVacancyShort,
  IdName,
} from '@otklik/hh-contract';
import type { Applicant, StoredResume } from '../state/applicants';
import { missingMandatory } from '../state/applicants';
import { RUSSIA } from '../state/areas';
import { formatHhDateTime } from '../state/hh-time';
import type { StoredMessage, StoredNegotiation } from '../state/negotiations';
import type { SandboxState } from '../state/sandbox-state';
import { highlight } from '../state/text';
import type { CatalogVacancy } from '../state/vacancy-normalizer';
import { snippetOf } from '../state/vacancy-normalizer';

/** Relations of one applicant to vacancies: favourites and the state of their negotiation per vacancy. */
export interface RelationIndex {
  favorites: ReadonlySet<string>;
  states: ReadonlyMap<string, StoredNegotiation['state']>;
}

const RELATION_OF_STATE = { response: 'got_response', invitation: 'got_invitation', discard: 'got_rejection' } as const;

/**
 * Turns sandbox state into hh's response shapes (checked against packages/hh-contract in the route tests).
 * URLs point at the sandbox (`publicUrl`) where hh would point at api.hh.ru; `alternate_url` of vacancies keeps
 * the real hh.ru link from the data.
 */
export class Presenter {
  constructor(
    private readonly state: SandboxState,
    private readonly publicUrl: string,
  ) {}

  private entry(dictionary: string, id: string): IdName {
    return this.state.data.dictionaries.entry(dictionary, id) ?? { id, name: id };
  }

  /** Favourites and negotiation states of an applicant (null: anonymous or application token). */
  relationIndex(applicant: Applicant | null): RelationIndex {
    if (!applicant) return { favorites: new Set(), states: new Map() };
    const states = new Map<string, StoredNegotiation['state']>();
    for (const n of this.state.negotiations.of(applicant)) {
      const prev = states.get(n.vacancyId);
      if (prev === undefined || prev === 'response') states.set(n.vacancyId, n.state);
    }
    return { favorites: applicant.favorites, states };
  }

  private relations(v: CatalogVacancy, index: RelationIndex): string[] {
    const out: string[] = [];
    if (index.favorites.has(v.id)) out.push('favorited');
    const state = index.states.get(v.id);
    if (state) out.push(RELATION_OF_STATE[state]);
    return out;
  }

  /** The short form (favourites list, negotiation's vacancy). */
  vacancyShort(v: CatalogVacancy, index: RelationIndex): HhVacancyShort {
    const f = v.full;
    return {
      id: f.id,
      premium: f.premium,
      name: f.name,
      department: f.department,
      has_test: this.state.hasTest(v),
      response_letter_required: f.response_letter_required,
      area: f.area,
      salary: f.salary,
      salary_range: f.salary_range,
      type: f.type,
      address: null,
      response_url: this.state.externalUrl(v),
      sort_point_distance: null,
      published_at: f.published_at,
      created_at: f.created_at,
      archived: f.archived,
      apply_alternate_url: f.apply_alternate_url,
      insider_interview: null,
      url: f.url ?? `${this.publicUrl}/vacancies/${f.id}`,
      alternate_url: f.alternate_url,
      relations: this.relations(v, index),
      employer: f.employer,
    };
  }

  /** A GET /vacancies item; query words are marked with `<highlighttext>` in the snippet, as hh does. */
  searchItem(v: CatalogVacancy, index: RelationIndex, queryStems: ReadonlySet<string>): HhVacancySearchItem {
    const f = v.full;
    const snippet = snippetOf(v);
    return {
      ...this.vacancyShort(v, index),
      snippet: {
        requirement: snippet.requirement === null ? null : highlight(snippet.requirement, queryStems),
        responsibility: snippet.responsibility === null ? null : highlight(snippet.responsibility, queryStems),
      },
      contacts: null,
      schedule: f.schedule,
      working_days: [],
      working_time_intervals: [],
      working_time_modes: [],
      accept_temporary: false,
      professional_roles: f.professional_roles,
      accept_incomplete_resumes: false,
      experience: f.experience,
      employment: f.employment,
      employment_form: f.employment_form,
      work_format: f.work_format,
      show_logo_in_search: null,
    };
  }

  /** GET /vacancies/{id}; a switch may have made it a test vacancy or one with the employer's own form. */
  vacancy(v: CatalogVacancy, index: RelationIndex): HhVacancy {
    const hasTest = this.state.hasTest(v);
    return {
      ...v.full,
      has_test: hasTest,
      test: hasTest ? { required: true } : null,
      response_url: this.state.externalUrl(v),
      relations: this.relations(v, index),
    };
  }

  private areaOf(resume: StoredResume) {
    const id = resume.body.area?.id ?? RUSSIA.id;
    return { id, name: this.state.data.areas.nameOf(id) ?? RUSSIA.name, url: `${this.publicUrl}/areas/${id}` };
  }

  /** A GET /resumes/mine item. */
  myResume(resume: StoredResume, applicant: Applicant): HhMyResume {
    const now = this.state.clock.now();
    const complete = missingMandatory(resume).length === 0;
    const b = resume.body;
    const area = this.areaOf(resume);
    const similar = resume.title ? this.state.data.catalog.search({ similarText: resume.title, order: 'relevance', offset: 0, limit: 0 }).found : 0;
    return {
      id: resume.id,
      title: resume.title,
      status: this.entry('resume_status', resume.status),
      access: { type: this.entry('resume_access_type', 'clients') },
      blocked: false,
      finished: complete,
      can_publish_or_update: complete && (resume.nextPublishMs === null || now >= resume.nextPublishMs),
      next_publish_at: resume.nextPublishMs === null ? null : formatHhDateTime(resume.nextPublishMs),
      created_at: formatHhDateTime(resume.createdMs),
      updated_at: formatHhDateTime(resume.updatedMs),
      alternate_url: `${this.publicUrl}/resume/${resume.id}`,
      url: `${this.publicUrl}/resumes/${resume.id}`,
      area,
      salary: b.salary ?? null,
      total_experience: resume.totalExperienceMonths === null ? null : { months: resume.totalExperienceMonths },
      experience: (b.experience ?? []).map((e) => ({
        company: e.company,
        position: e.position,
        start: e.start,
        end: e.end ?? null,
        description: e.description ?? null,
        area,
        company_id: null,
        company_url: null,
        employer: null,
        industries: [],
        industry: null,
      })),
      first_name: b.first_name ?? applicant.firstName,
      last_name: b.last_name ?? applicant.lastName,
      middle_name: b.middle_name ?? null,
      age: null,
      gender: b.gender ?? null,
      photo: null,
      contact: b.contact ?? [],
      education: b.education ?? null,
      platform: { id: 'headhunter' },
      certificate: [],
      hidden_fields: [],
      marked: false,
      new_views: 0,
      total_views: 0,
      paid_services: [],
      tags: [],
      similar_vacancies: {
        url: `${this.publicUrl}/resumes/${resume.id}/similar_vacancies`,
        counters: { total: similar },
      },
    };
  }

  /** GET /resumes/{id} for the owner: the list fields plus the CV and `progress`. */
  resume(resume: StoredResume, applicant: Applicant): HhResume {
    const missing = missingMandatory(resume);
    const b = resume.body;
    return {
      ...this.myResume(resume, applicant),
      skills: b.skills ?? null,
      skill_set: b.skill_set ?? [],
      professional_roles: (b.professional_roles ?? []).map((r) => ({ id: r.id, name: typeof r['name'] === 'string' ? r['name'] : r.id })),
      language: b.language ?? [],
      citizenship: (b.citizenship ?? []).map((c) => ({ id: c.id, name: this.state.data.areas.nameOf(c.id) ?? c.id, url: `${this.publicUrl}/areas/${c.id}` })),
      employments: b.employments ?? [this.entry('employment', 'full')],
      schedules: b.schedules ?? [this.entry('schedule', 'fullDay')],
      business_trip_readiness: this.entry('business_trip_readiness', 'sometimes'),
      travel_time: this.entry('travel_time', 'any'),
      relocation: { type: this.entry('relocation_type', 'no_relocation'), area: [], district: [] },
      resume_locale: { id: 'RU', name: 'Русский' },
      birth_date: b.birth_date ?? null,
      metro: null,
      site: [],
      portfolio: [],
      recommendation: [],
      work_ticket: [],
      driver_license_types: [],
      has_vehicle: null,
      moderation_note: [],
      progress: {
        percentage: Math.round((100 * (9 - missing.length)) / 9),
        mandatory: missing,
        recommended: [],
      },
      publish_url: `${this.publicUrl}/resumes/${resume.id}/publish`,
    };
  }

  /** GET /me for an applicant token. */
  me(applicant: Applicant): HhMe {
    const unread = this.state.negotiations.of(applicant).filter((n) => n.hasUpdates).length;
    return {
      id: applicant.id,
      first_name: applicant.firstName,
      last_name: applicant.lastName,
      middle_name: null,
      email: applicant.email,
      phone: null,
      auth_type: 'applicant',
      is_admin: false,
      is_applicant: true,
      is_application: false,
      is_employer: false,
      is_employer_integration: false,
      is_in_search: true,
      resumes_url: `${this.publicUrl}/resumes/mine`,
      negotiations_url: `${this.publicUrl}/negotiations`,
      counters: { resumes_count: applicant.resumeIds.length, new_resume_views: 0, unread_negotiations: unread },
      personal_manager: null,
    };
  }

  /** A negotiation as GET /negotiations and GET /negotiations/{id} show it. */
  negotiation(n: StoredNegotiation, index: RelationIndex): HhNegotiation {
    const vacancy = this.state.data.catalog.get(n.vacancyId);
    const resume = this.state.applicants.findResume(n.resumeId);
    const unread = n.hasUpdates ? n.messages.filter((m) => m.author === 'employer').length : 0;
    return {
      id: n.id,
      state: this.entry('negotiations_state', n.state),
      created_at: formatHhDateTime(n.createdMs),
      updated_at: formatHhDateTime(n.updatedMs),
      has_updates: n.hasUpdates,
      viewed_by_opponent: n.viewedByOpponent,
      hidden: false,
      decline_allowed: n.state !== 'discard',
      messaging_status: 'ok',
      source: 'NEGOTIATION',
      url: `${this.publicUrl}/negotiations/${n.id}`,
      messages_url: `${this.publicUrl}/negotiations/${n.id}/messages`,
      counters: { messages: n.messages.length, unread_messages: unread },
      vacancy: vacancy ? this.vacancyShort(vacancy, index) : null,
      resume: resume
        ? {
            id: resume.id,
            title: resume.title,
            url: `${this.publicUrl}/resumes/${resume.id}`,
            alternate_url: `${this.publicUrl}/resume/${resume.id}`,
            created_at: formatHhDateTime(resume.createdMs),
            updated_at: formatHhDateTime(resume.updatedMs),
          }
        : null,
    };
  }

  /** One message of a negotiation's thread. */
  message(m: StoredMessage, n: StoredNegotiation): HhNegotiationMessage {
    return {
      id: m.id,
      text: m.text,
      created_at: formatHhDateTime(m.createdMs),
      author: { participant_type: m.author },
      state: this.entry('negotiations_state', m.state),
      viewed_by_opponent: m.author === 'applicant' ? n.viewedByOpponent : true,
      viewed_by_me: m.author === 'applicant' || !n.hasUpdates,
      read: m.author === 'applicant' || !n.hasUpdates,
      editable: false,
    };
  }
}
