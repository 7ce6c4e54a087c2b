/**
 * hh.ru's website in our domain terms: the JSON state hh embeds in its pages (packages/hh-contract, site/state.ts)
 * becomes the same VacancyCandidate and Negotiation the API's objects become, so the browser transport answers the
 * port's operations exactly as the OAuth one does. Resume pages embed hh's API resume objects: resume-mapping.ts maps them.
 */
import type { HhSiteSearchVacancy, HhSiteTopic, HhSiteVacancyState } from '@otklik/hh-contract';
import type { Negotiation } from '../../domain/negotiation';
import type { VacancyCandidate, VacancySource } from '../../domain/vacancy';
import { stripHtml } from '../../domain/text';
import { hhDate } from './hh-dates';

/** A vacancy as a matching candidate, and whether hh says the seeker already responded to it. */
interface SiteFoundVacancy {
  candidate: VacancyCandidate;
  applied: boolean;
}

type SiteVacancyFields = Pick<
  HhSiteSearchVacancy,
  'vacancyId' | 'name' | 'company' | 'area' | 'compensation' | 'publicationTime' | 'creationTime' | 'workFormats' | '@workSchedule' | 'userTestPresent'
>;

/** A salary per month as the domain keeps it; null when hh says there is none. */
function salaryOf(v: SiteVacancyFields): VacancyCandidate['salary'] {
  const c = v.compensation;
  if (!c || c.noCompensation !== undefined || ((c.from ?? null) === null && (c.to ?? null) === null)) return null;
  return { from: c.from ?? null, to: c.to ?? null, currency: c.currencyCode ?? null, gross: c.gross ?? null };
}

/** The candidate fields both pages give. `origin` is the site the page came from (https://hh.ru, a regional host). */
function baseOf(v: SiteVacancyFields, origin: string, source: VacancySource): VacancyCandidate {
  const id = String(v.vacancyId);
  const companyId = v.company.id;
  const areaId = v.area['@id'];
  return {
    id,
    name: v.name,
    employer: { id: companyId === null || companyId === undefined ? null : String(companyId), name: v.company.name ?? v.company.visibleName ?? '' },
    area: { id: areaId === undefined ? null : String(areaId), name: v.area.name },
    salary: salaryOf(v),
    key_skills: [],
    text: '',
    remote: v['@workSchedule'] === 'remote' || (v.workFormats ?? []).some((f) => f.workFormatsElement.includes('REMOTE')),
    has_test: v.userTestPresent ?? false,
    archived: false,
    alternate_url: `${origin}/vacancy/${id}`,
    apply_alternate_url: `${origin}/applicant/vacancy_response?vacancyId=${id}`,
    published_at: v.publicationTime?.$ ?? v.creationTime ?? null,
    sources: [source],
  };
}

/**
 * One vacancy of a search results page (`vacancySearchResult.vacancies[]`): the snippet is its text, no key skills;
 * applied when hh labels it with the seeker's response, invitation or rejection.
 */
export function fromSiteSearchVacancy(item: HhSiteSearchVacancy, origin: string, source: VacancySource = 'search'): SiteFoundVacancy {
  const text = stripHtml([item.snippet?.req, item.snippet?.resp].filter(Boolean).join(' '));
  const candidate = { ...baseOf(item, origin, source), text, alternate_url: item.links.desktop || `${origin}/vacancy/${item.vacancyId}` };
  return { candidate, applied: (item.userLabels ?? []).length > 0 };
}

/**
 * A vacancy page's state: the description as plain text, the key skills, archived or closed, the test hh asks for,
 * and whether the seeker already applied (`applicantVacancyResponseStatuses`).
 */
export function fromSiteVacancyPage(state: HhSiteVacancyState, origin: string, source: VacancySource = 'search'): SiteFoundVacancy {
  const view = state.vacancyView;
  const status = state.applicantVacancyResponseStatuses[String(view.vacancyId)];
  const candidate: VacancyCandidate = {
    ...baseOf(view, origin, source),
    key_skills: view.keySkills?.keySkill ?? [],
    text: stripHtml(view.description),
    has_test: status?.test?.hasTests ?? view.userTestPresent ?? false,
    archived: view.archived === true || view.closedForApplicants === true,
  };
  return { candidate, applied: status?.alreadyApplied ?? false };
}

/**
 * One negotiation of the negotiations page (`applicantNegotiations.topicList[]`). An invitation or a rejection
 * implies the employer viewed it, whatever the flag says.
 */
export function fromSiteTopic(topic: HhSiteTopic, origin: string): Negotiation {
  return {
    id: String(topic.id),
    state: topic.state,
    vacancyId: String(topic.vacancyId),
    resumeId: topic.resumeHash ?? null,
    createdAt: hhDate(topic.creationTime),
    viewedByOpponent: topic.viewedByOpponent === true || topic.state === 'invitation' || topic.state === 'discard',
    vacancyName: topic.vacancyName ?? null,
    employerName: topic.employerName ?? null,
    vacancyLink: `${origin}/vacancy/${topic.vacancyId}`,
  };
}
