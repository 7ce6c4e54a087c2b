/**
 * hh.ru's website, as the browser companion reads it, in our domain terms: the JSON state hh embeds in its pages
 * (`<template id="HH-Lux-InitialState">`, schemas in packages/hh-contract site/state.ts) becomes VacancyCandidate and
 * Negotiation, exactly as the API's objects do in vacancy-mapping.ts and seeker.ts. A page's URL gives the site's
 * origin (hh.ru or a regional host), from which the vacancy and response links are made.
 */
import {
  hhSiteNegotiationsStateSchema,
  hhSiteSearchStateSchema,
  hhSiteVacancyStateSchema,
  type HhSiteSearchVacancy,
  type HhSiteTopic,
  type HhSiteVacancyView,
} from '@otklik/hh-contract';
import { z } from 'zod';
import type { Negotiation, NegotiationPage } from '../../domain/negotiation';
import { stripHtml } from '../../domain/text';
import type { VacancyCandidate, VacancySource } from '../../domain/vacancy';
import type { FoundVacancy } from './seeker';

/** What the companion reports for a read: the page's URL and its embedded state. */
export const pageReadSchema = z.object({ url: z.url(), state: z.unknown() });
export type PageRead = z.infer<typeof pageReadSchema>;

/** The seeker's relations to a vacancy that mean they already responded (the site's `userLabels`). */
const APPLIED_LABELS = new Set(['response', 'invitation', 'discard']);

const originOf = (url: string): string => new URL(url).origin;

/** hh's site date `2026-08-11T11:09:53.978+03:00` as a Date, or null when unreadable. */
function siteDate(value: string | undefined): Date | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

function salaryOf(vacancy: HhSiteSearchVacancy | HhSiteVacancyView): VacancyCandidate['salary'] {
  const pay = vacancy.compensation;
  if (!pay || pay.noCompensation || ((pay.from ?? null) === null && (pay.to ?? null) === null)) return null;
  return { from: pay.from ?? null, to: pay.to ?? null, currency: pay.currencyCode ?? null, gross: pay.gross ?? null };
}

function isRemote(vacancy: HhSiteSearchVacancy | HhSiteVacancyView): boolean {
  const formats = (vacancy.workFormats ?? []).flatMap((format) => format.workFormatsElement);
  return formats.includes('REMOTE') || vacancy['@workSchedule'] === 'remote';
}

/** The fields a search item and a vacancy page share, as a candidate. */
function candidateOf(vacancy: HhSiteSearchVacancy | HhSiteVacancyView, origin: string, source: VacancySource): VacancyCandidate {
  const id = String(vacancy.vacancyId);
  const employerName = vacancy.company.name ?? vacancy.company.visibleName ?? null;
  const link = 'links' in vacancy && typeof vacancy.links === 'object' && vacancy.links !== null ? (vacancy.links as { desktop?: unknown }).desktop : undefined;
  return {
    id,
    name: vacancy.name,
    employer: employerName === null ? null : { id: vacancy.company.id == null ? null : String(vacancy.company.id), name: employerName },
    area: { id: vacancy.area['@id'] == null ? null : String(vacancy.area['@id']), name: vacancy.area.name },
    salary: salaryOf(vacancy),
    key_skills: [],
    text: '',
    remote: isRemote(vacancy),
    has_test: vacancy.userTestPresent ?? false,
    archived: false,
    alternate_url: typeof link === 'string' ? link : `${origin}/vacancy/${id}`,
    apply_alternate_url: `${origin}/applicant/vacancy_response?vacancyId=${id}`,
    published_at: vacancy.publicationTime?.$ ?? null,
    sources: [source],
  };
}

/**
 * The vacancies of a search results page (/search/vacancy).
 * @throws ZodError when the page's state is not a results page (never read as "found nothing").
 */
export function fromSiteSearch(read: PageRead, source: VacancySource = 'search'): FoundVacancy[] {
  const { vacancySearchResult } = hhSiteSearchStateSchema.parse(read.state);
  const origin = originOf(read.url);
  return vacancySearchResult.vacancies.map((vacancy) => {
    const text = stripHtml([vacancy.snippet?.req, vacancy.snippet?.resp].filter(Boolean).join(' '));
    return {
      candidate: { ...candidateOf(vacancy, origin, source), text },
      applied: (vacancy.userLabels ?? []).some((label) => APPLIED_LABELS.has(label)),
    };
  });
}

/**
 * A vacancy page (/vacancy/{id}) in full: key skills, the description as plain text, whether it is archived or
 * closed, whether it needs a test, and whether the seeker already responded (hh's response status).
 * @throws ZodError when the page's state is not a vacancy page.
 */
export function fromSiteVacancy(read: PageRead): FoundVacancy {
  const { vacancyView, applicantVacancyResponseStatuses } = hhSiteVacancyStateSchema.parse(read.state);
  const status = applicantVacancyResponseStatuses[String(vacancyView.vacancyId)];
  const candidate = candidateOf(vacancyView, originOf(read.url), 'search');
  return {
    candidate: {
      ...candidate,
      key_skills: vacancyView.keySkills?.keySkill ?? [],
      text: stripHtml(vacancyView.description),
      archived: vacancyView.archived === true || vacancyView.closedForApplicants === true,
      has_test: candidate.has_test || status?.test?.hasTests === true,
    },
    applied: status?.alreadyApplied === true,
  };
}

function negotiationOf(topic: HhSiteTopic, origin: string): Negotiation {
  const answered = topic.state === 'invitation' || topic.state === 'discard';
  return {
    id: String(topic.id),
    state: topic.state,
    vacancyId: String(topic.vacancyId),
    resumeId: topic.resumeHash ?? null,
    createdAt: siteDate(topic.creationTime),
    viewedByOpponent: topic.viewedByOpponent === true || answered,
    vacancyName: topic.vacancyName ?? null,
    employerName: topic.employerName ?? null,
    vacancyLink: `${origin}/vacancy/${topic.vacancyId}`,
  };
}

/**
 * The seeker's negotiations page (/applicant/negotiations): the proof that hh holds an application.
 * @param vacancyId only this vacancy's negotiations (the page lists every vacancy).
 * @throws ZodError when the page's state is not the negotiations list.
 */
export function fromSiteNegotiations(read: PageRead, vacancyId?: string): NegotiationPage {
  const { applicantNegotiations } = hhSiteNegotiationsStateSchema.parse(read.state);
  const origin = originOf(read.url);
  const items = applicantNegotiations.topicList.map((topic) => negotiationOf(topic, origin));
  const pages = typeof applicantNegotiations.pages === 'number' ? applicantNegotiations.pages : 1;
  return { items: vacancyId === undefined ? items : items.filter((item) => item.vacancyId === vacancyId), pages };
}
