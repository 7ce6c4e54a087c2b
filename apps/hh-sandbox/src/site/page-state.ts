import {
  HH_NEGOTIATION_MESSAGE_MAX_LENGTH,
  type HhSiteResponseStatus,
  type HhSiteSearchVacancy,
  type HhSiteTopic,
  type HhSiteVacancyView,
} from '@otklik/hh-contract';
import type { Applicant } from '../state/applicants';
import type { StoredNegotiation } from '../state/negotiations';
import type { SandboxState } from '../state/sandbox-state';
import { stripHighlight } from '../state/text';
import type { CatalogVacancy } from '../state/vacancy-normalizer';
import { snippetOf } from '../state/vacancy-normalizer';
import { siteTime } from './html';

/** The applicant's negotiation per vacancy id (empty for nobody): what "Вы откликнулись" and `userLabels` show. */
export function negotiationsByVacancy(state: SandboxState, applicant: Applicant | null): Map<string, StoredNegotiation> {
  const byVacancy = new Map<string, StoredNegotiation>();
  if (applicant) for (const n of state.negotiations.of(applicant)) byVacancy.set(n.vacancyId, n);
  return byVacancy;
}

/** The fields the search item and the vacancy view share, from the catalogue vacancy (hh's site names). */
function siteFields(state: SandboxState, v: CatalogVacancy) {
  const f = v.full;
  const salary = f.salary_range ?? f.salary;
  const published = siteTime(v.publishedMs);
  return {
    vacancyId: Number(v.id),
    name: f.name,
    company: { id: f.employer.id ? Number(f.employer.id) : null, name: f.employer.name, visibleName: f.employer.name },
    area: { '@id': Number(f.area.id), name: f.area.name },
    compensation:
      salary && (salary.from !== null || salary.to !== null)
        ? { from: salary.from, to: salary.to, currencyCode: salary.currency ?? 'RUR', gross: salary.gross ?? null }
        : { noCompensation: {} },
    publicationTime: { '@timestamp': Math.floor(v.publishedMs / 1000), $: published },
    creationTime: published,
    workExperience: f.experience?.id ?? null,
    employmentForm: f.employment_form?.id ?? null,
    workFormats: [{ workFormatsElement: (f.work_format ?? []).map((w) => w.id) }],
    '@workSchedule': f.schedule?.id ?? null,
    '@responseLetterRequired': v.letterRequired,
    userTestPresent: state.hasTest(v),
  };
}

/** One vacancy of the search page's state (`vacancySearchResult.vacancies[]`). */
export function searchVacancyState(state: SandboxState, publicUrl: string, v: CatalogVacancy, negotiation: StoredNegotiation | undefined): HhSiteSearchVacancy {
  const snippet = snippetOf(v);
  return {
    ...siteFields(state, v),
    links: { desktop: `${publicUrl}/vacancy/${v.id}` },
    snippet: {
      req: snippet.requirement === null ? null : stripHighlight(snippet.requirement),
      resp: snippet.responsibility === null ? null : stripHighlight(snippet.responsibility),
    },
    userLabels: negotiation ? [negotiation.state] : [],
  };
}

/** The vacancy page's `vacancyView`: the description, key skills, archive state and the employer's own form. */
export function vacancyViewState(state: SandboxState, v: CatalogVacancy): HhSiteVacancyView {
  return {
    ...siteFields(state, v),
    description: v.full.description,
    keySkills: { keySkill: v.full.key_skills.map((k) => k.name) },
    archived: v.archived,
    closedForApplicants: v.archived,
    responseUrl: state.externalUrl(v),
  };
}

/** What the seeker may know about responding to the vacancy (`applicantVacancyResponseStatuses[id]`). */
export function responseStatusState(state: SandboxState, v: CatalogVacancy, applied: boolean): Record<string, HhSiteResponseStatus> {
  return {
    [v.id]: {
      alreadyApplied: applied,
      test: { hasTests: state.hasTest(v) },
      letterMaxLength: HH_NEGOTIATION_MESSAGE_MAX_LENGTH,
      shortVacancy: { '@responseLetterRequired': v.letterRequired },
    },
  };
}

/** One negotiation of the negotiations page's state (`applicantNegotiations.topicList[]`). */
export function topicState(state: SandboxState, n: StoredNegotiation): HhSiteTopic {
  const vacancy = state.data.catalog.get(n.vacancyId);
  return {
    id: Number(n.id),
    vacancyId: Number(n.vacancyId),
    vacancyName: vacancy?.full.name ?? null,
    employerName: vacancy?.full.employer.name ?? null,
    resumeHash: n.resumeId,
    state: n.state,
    creationTime: siteTime(n.createdMs),
    lastChangeTime: siteTime(n.updatedMs),
    viewedByOpponent: n.viewedByOpponent,
    hasNewMessages: n.hasUpdates,
  };
}
