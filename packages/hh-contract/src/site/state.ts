import { z } from 'zod';
import { hhMyResumeSchema, hhResumeSchema } from '../resumes';

/**
 * hh.ru renders its pages on the server and boots the front end from a JSON state embedded in the page, in
 * `<template id="HH-Lux-InitialState">` (the text is HTML-escaped). The schemas below are the parts of that state the
 * companion reads, in hh's own names where public automation projects document them (search results, the vacancy
 * view, the response statuses, the negotiations' topic list). Permissive like hh: unknown keys pass through.
 */

/** Escapes the JSON for the inside of an HTML element (`&`, `<`, `>`), as hh does. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Undoes HTML escaping: named quotes and brackets, numeric references, and `&amp;` last (so `&amp;quot;` stays `&quot;`). */
function unescapeText(text: string): string {
  return text
    .replace(/&#x([0-9a-fA-F]+);/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The `<template>` element carrying a page's state, HTML-escaped as hh writes it. */
export function embedStateHtml(state: unknown, templateId: string): string {
  return `<template id="${templateId}">${escapeText(JSON.stringify(state))}</template>`;
}

/** Parses the (already unescaped) text of the state template; null when it is not JSON. */
export function parseStateText(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Reads the embedded state from raw page HTML (no DOM needed): the text of `<template id={templateId}>`, unescaped
 * and parsed. Null when the page has no such template or its text is not JSON (never an empty state: a missing
 * state is a failed self-test, not "no results").
 */
export function readEmbeddedState(html: string, templateId: string): unknown {
  const id = templateId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`<template[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</template>`).exec(html);
  return match ? parseStateText(unescapeText(match[1]!)) : null;
}

const idLike = z.union([z.number(), z.string()]);

/** A salary as hh's site state gives it: bounds per month in `currencyCode` (RUR, USD…); `noCompensation` when none. */
export const hhSiteCompensationSchema = z.looseObject({
  from: z.number().nullable().optional(),
  to: z.number().nullable().optional(),
  currencyCode: z.string().nullable().optional(),
  gross: z.boolean().nullable().optional(),
  noCompensation: z.unknown().optional(),
});
export type HhSiteCompensation = z.infer<typeof hhSiteCompensationSchema>;

/** The employer: `visibleName` is shown for anonymous employers, which have no `name`. */
export const hhSiteCompanySchema = z.looseObject({
  id: idLike.nullable().optional(),
  name: z.string().nullable().optional(),
  visibleName: z.string().nullable().optional(),
});

/** The vacancy's area (hh writes the id as `@id`). */
export const hhSiteAreaSchema = z.looseObject({ '@id': idLike.optional(), name: z.string() });

/** `workFormats`: the new work formats (ON_SITE, REMOTE, HYBRID, FIELD_WORK), nested as hh nests them. */
export const hhSiteWorkFormatsSchema = z.array(z.looseObject({ workFormatsElement: z.array(z.string()) }));

/** The fields the search item and the vacancy view share. */
const siteVacancyFields = {
  vacancyId: z.number().int().positive(),
  name: z.string().min(1),
  company: hhSiteCompanySchema,
  area: hhSiteAreaSchema,
  compensation: hhSiteCompensationSchema.nullable().optional(),
  /** `$`: the publication time, ISO 8601 with an offset (`2026-08-11T11:09:53.978+03:00`). */
  publicationTime: z.looseObject({ '@timestamp': z.number().optional(), $: z.string() }).optional(),
  creationTime: z.string().optional(),
  workExperience: z.string().nullable().optional(),
  employmentForm: z.string().nullable().optional(),
  workFormats: hhSiteWorkFormatsSchema.optional(),
  '@workSchedule': z.string().nullable().optional(),
  '@responseLetterRequired': z.boolean().optional(),
  /** True when the employer requires a test before the response (the sandbox's name; hh's is not documented). */
  userTestPresent: z.boolean().optional(),
};

/**
 * One vacancy of `vacancySearchResult.vacancies`. `links.desktop` is the vacancy page (possibly a regional host);
 * `snippet` the requirement and responsibility excerpts (`req`, `resp`; may contain `<highlighttext>`);
 * `userLabels` the seeker's relations to it (`response`, `invitation`, `discard`; the sandbox's names).
 */
export const hhSiteSearchVacancySchema = z.looseObject({
  ...siteVacancyFields,
  links: z.looseObject({ desktop: z.string() }),
  snippet: z.looseObject({ req: z.string().nullable().optional(), resp: z.string().nullable().optional() }).optional(),
  userLabels: z.array(z.string()).optional(),
});
export type HhSiteSearchVacancy = z.infer<typeof hhSiteSearchVacancySchema>;

/**
 * The state of a search results page (/search/vacancy): the page's vacancies, the total found, and the paging
 * (`lastPage.page` 0-based, null when the depth is not given). A page without `vacancySearchResult.vacancies` is not
 * a results page: never read it as "found nothing".
 */
export const hhSiteSearchStateSchema = z.looseObject({
  vacancySearchResult: z.looseObject({
    vacancies: z.array(hhSiteSearchVacancySchema),
    totalResults: z.number().int().nonnegative(),
    paging: z.looseObject({ lastPage: z.looseObject({ page: z.number().int().nonnegative() }).nullable().optional() }).nullable(),
    criteria: z.looseObject({ text: z.string().optional(), page: z.number().int().nonnegative().optional() }).optional(),
  }),
});
export type HhSiteSearchState = z.infer<typeof hhSiteSearchStateSchema>;

/**
 * The vacancy page's `vacancyView`: the search item's fields plus the HTML `description`, `keySkills.keySkill`,
 * `archived`, `closedForApplicants`, and `responseUrl` (the employer's own response form, null when hh takes the
 * response; the sandbox's name).
 */
export const hhSiteVacancyViewSchema = z.looseObject({
  ...siteVacancyFields,
  description: z.string(),
  keySkills: z
    .looseObject({ keySkill: z.array(z.string()) })
    .nullable()
    .optional(),
  archived: z.boolean().optional(),
  closedForApplicants: z.boolean().optional(),
  responseUrl: z.string().nullable().optional(),
});
export type HhSiteVacancyView = z.infer<typeof hhSiteVacancyViewSchema>;

/**
 * What hh tells the seeker about responding to one vacancy (`applicantVacancyResponseStatuses[vacancyId]`):
 * `alreadyApplied`, `test.hasTests`, `letterMaxLength` (characters), `shortVacancy['@responseLetterRequired']`.
 */
export const hhSiteResponseStatusSchema = z.looseObject({
  alreadyApplied: z.boolean(),
  test: z.looseObject({ hasTests: z.boolean() }).optional(),
  letterMaxLength: z.number().int().positive().optional(),
  shortVacancy: z.looseObject({ '@responseLetterRequired': z.boolean().optional() }).optional(),
});
export type HhSiteResponseStatus = z.infer<typeof hhSiteResponseStatusSchema>;

/** The state of a vacancy page (/vacancy/{id}). */
export const hhSiteVacancyStateSchema = z.looseObject({
  vacancyView: hhSiteVacancyViewSchema,
  applicantVacancyResponseStatuses: z.record(z.string(), hhSiteResponseStatusSchema),
});
export type HhSiteVacancyState = z.infer<typeof hhSiteVacancyStateSchema>;

/** The state of the full-page response form (/applicant/vacancy_response?vacancyId=). */
export const hhSiteResponsePageStateSchema = z.looseObject({
  applicantVacancyResponseStatuses: z.record(z.string(), hhSiteResponseStatusSchema),
});

/**
 * One negotiation of the seeker's list (`applicantNegotiations.topicList`): hh's topic `id`, `vacancyId`,
 * `vacancyName`, `employerName`, and (the sandbox's names) `resumeHash`, `state` (`response`, `invitation`,
 * `discard`), `creationTime` / `lastChangeTime` (ISO 8601 with an offset), `viewedByOpponent`, `hasNewMessages`.
 * This list is the proof of sending: an application counts as sent when its vacancy is in it.
 */
export const hhSiteTopicSchema = z.looseObject({
  id: z.number().int().positive(),
  vacancyId: z.number().int().positive(),
  vacancyName: z.string().nullable().optional(),
  employerName: z.string().nullable().optional(),
  resumeHash: z.string().nullable().optional(),
  state: z.string(),
  creationTime: z.string(),
  lastChangeTime: z.string().optional(),
  viewedByOpponent: z.boolean().optional(),
  hasNewMessages: z.boolean().optional(),
});
export type HhSiteTopic = z.infer<typeof hhSiteTopicSchema>;

/** The state of the negotiations page (/applicant/negotiations). */
export const hhSiteNegotiationsStateSchema = z.looseObject({
  applicantNegotiations: z.looseObject({
    topicList: z.array(hhSiteTopicSchema),
    /** The page shown (0-based) and how many pages the list has, newest responses first; absent: one page. */
    page: z.number().int().nonnegative().optional(),
    pages: z.number().int().positive().optional(),
  }),
});
export type HhSiteNegotiationsState = z.infer<typeof hhSiteNegotiationsStateSchema>;

/**
 * The state of the resume list (/applicant/resumes): `applicantResumes.items` in the shape of GET /resumes/mine items.
 * hh's own state of this page is not publicly documented; this is the place the pack reads, defined by the sandbox.
 */
export const hhSiteResumeListStateSchema = z.looseObject({
  applicantResumes: z.looseObject({ items: z.array(hhMyResumeSchema) }),
});
export type HhSiteResumeListState = z.infer<typeof hhSiteResumeListStateSchema>;

/**
 * The state of a resume page (/resume/{id}) seen by its owner: `resumeView.resume` in the shape of GET /resumes/{id}
 * (the sandbox's place, as for the resume list).
 */
export const hhSiteResumeViewStateSchema = z.looseObject({
  resumeView: z.looseObject({ resume: hhResumeSchema }),
});
export type HhSiteResumeViewState = z.infer<typeof hhSiteResumeViewStateSchema>;
