import { z } from 'zod';
import packJson from './selector-pack.json' with { type: 'json' };

/**
 * The pages of hh.ru's website a browser companion reads or acts on. `response_popup` is the response modal over a
 * vacancy page; `response_page` its full-page variant (/applicant/vacancy_response); `questionnaire` the employer's
 * question blocks inside a response form; `favorites` the seeker's favourite vacancies (their state has the search
 * page's shape); `captcha` may replace any page. Vacancies similar to a resume are the search page (`urls.similar`).
 */
export const SITE_PAGES = [
  'search',
  'vacancy',
  'response_popup',
  'response_page',
  'questionnaire',
  'resume_list',
  'resume_view',
  'resume_editor',
  'favorites',
  'negotiations',
  'login',
  'captcha',
] as const;
export type SitePage = (typeof SITE_PAGES)[number];

/**
 * Why a companion stops and asks the seeker instead of acting (it never guesses past one of these):
 * - `captcha`: hh asks to prove a human is there;
 * - `login_wall`: the hh session is gone, hh shows its login form;
 * - `test_required`: the employer requires a test before the response;
 * - `external_form`: the employer takes responses on its own site;
 * - `unanswerable_question`: a required question the answer bank cannot answer from an explicit fact;
 * - `unknown_page`: the page failed its self-test (hh changed its markup).
 * The first four are recognised by the pack's `stops`; the last two by the companion's logic.
 */
export const HARD_STOPS = ['captcha', 'login_wall', 'test_required', 'external_form', 'unanswerable_question', 'unknown_page'] as const;
export type HardStop = (typeof HARD_STOPS)[number];

/** The hard stops a page's markup reveals (see HARD_STOPS). */
export const MARKUP_STOPS = ['captcha', 'login_wall', 'test_required', 'external_form'] as const;
export type MarkupStop = (typeof MARKUP_STOPS)[number];

/** A role name inside a page: lower snake_case (`letter_toggle`). */
const roleSchema = z.string().regex(/^[a-z][a-z0-9_]*$/, 'expected a snake_case role name');
/** A dot path into the page's embedded state (`vacancySearchResult.vacancies`). */
const statePathSchema = z.string().regex(/^[A-Za-z_$@][\w$@]*(\.[A-Za-z_$@][\w$@]*)*$/, 'expected a dot path');
/** A CSS selector (checked for syntax against a real DOM in the sandbox's page tests). */
const cssSchema = z.string().trim().min(1).max(500);

/** A regular expression source that compiles. */
const regexSourceSchema = z.string().refine((source) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}, 'expected a valid regular expression');

/**
 * What must be present for the pack to be trusted on a page: every role of `all`, at least one role of each `any`
 * group, and every `state` path of the embedded state (HH-Lux-InitialState). Roles name the page's own selectors.
 */
export const selfTestSchema = z.object({
  all: z.array(roleSchema),
  any: z.array(z.array(roleSchema).min(1)),
  state: z.array(statePathSchema),
});
export type SelfTest = z.infer<typeof selfTestSchema>;

/**
 * One page of the contract.
 * - `path`: a regular expression on the URL's pathname that recognises the page (named groups carry ids such as
 *   `vacancy_id`); null for a page that can replace any other (the captcha).
 * - `urls`: named URL templates, relative to the site's origin, with `{placeholders}` (`open`, or `new` / `edit`).
 * - `selectors`: role → CSS selector. Roles starting with `item_` are looked up inside an `item`; in the
 *   questionnaire every role but `intro` and `block` is looked up inside a `block`; in the resume editor the
 *   `experience_*` fields inside an `experience_item`.
 * - `self_test`: see selfTestSchema.
 */
export const sitePageSchema = z
  .object({
    path: regexSourceSchema.nullable(),
    urls: z.record(roleSchema, z.string().startsWith('/')).optional(),
    selectors: z.record(roleSchema, cssSchema),
    self_test: selfTestSchema,
  })
  .superRefine((page, ctx) => {
    const roles = new Set(Object.keys(page.selectors));
    for (const role of [...page.self_test.all, ...page.self_test.any.flat()]) {
      if (!roles.has(role)) ctx.addIssue({ code: 'custom', message: `self_test names unknown role ${role}`, path: ['self_test'] });
    }
  });
export type SitePageContract = z.infer<typeof sitePageSchema>;

/** A markup stop: present when any of the given roles of `page` matches on the current document. */
const stopRuleSchema = z.object({ page: z.enum(SITE_PAGES), any: z.array(roleSchema).min(1) });

/**
 * The selector pack: hh.ru's page contract as data, versioned, served to companions so a change of hh's markup is
 * a new pack rather than a new extension.
 * - `version`: semver. Major: a role renamed or removed, or a meaning changed (companions must update);
 *   minor: roles or pages added; patch: selector values changed (hh renamed an attribute).
 * - `released`: YYYY-MM-DD.
 * - `state_template_id`: the id of the `<template>` whose text is the page's JSON state.
 * - `stops`: how each markup stop is recognised (checked before any self-test).
 * - `pages`: every page of SITE_PAGES.
 */
export const selectorPackSchema = z
  .object({
    version: z.string().regex(/^\d+\.\d+\.\d+$/, 'expected semver MAJOR.MINOR.PATCH'),
    released: z.iso.date(),
    state_template_id: z.string().regex(/^[A-Za-z][\w-]*$/),
    stops: z.object(Object.fromEntries(MARKUP_STOPS.map((stop) => [stop, stopRuleSchema])) as Record<MarkupStop, typeof stopRuleSchema>),
    pages: z.object(Object.fromEntries(SITE_PAGES.map((page) => [page, sitePageSchema])) as Record<SitePage, typeof sitePageSchema>),
  })
  .superRefine((pack, ctx) => {
    for (const [stop, rule] of Object.entries(pack.stops)) {
      const page = pack.pages[rule.page];
      for (const role of rule.any) {
        if (!(role in page.selectors)) ctx.addIssue({ code: 'custom', message: `stop ${stop} names unknown role ${rule.page}.${role}`, path: ['stops', stop] });
      }
    }
  });
export type SelectorPack = z.infer<typeof selectorPackSchema>;

/**
 * The current pack (selector-pack.json), validated when this module loads.
 * @throws ZodError at import time when the JSON breaks the schema (the package's tests catch it first)
 */
export const selectorPack: SelectorPack = selectorPackSchema.parse(packJson);

/** The major version of a pack: companions accept only the majors they were built for. */
export function packMajor(pack: Pick<SelectorPack, 'version'>): number {
  return Number(pack.version.split('.')[0]);
}

/**
 * The CSS selector of a role.
 * @throws Error when the page has no such role (a programming error: roles are part of the contract)
 */
export function selectorOf(pack: SelectorPack, page: SitePage, role: string): string {
  const selector = pack.pages[page].selectors[role];
  if (selector === undefined) throw new Error(`selector pack ${pack.version} has no role ${page}.${role}`);
  return selector;
}

/**
 * A page URL from its template, relative to the site's origin: `{placeholders}` are replaced by the URL-encoded
 * values; a placeholder without a value is dropped together with its query parameter (`text={text}` with no text).
 * @throws Error when the page has no such URL template
 */
export function siteUrl(pack: SelectorPack, page: SitePage, name: string, values: Record<string, string | number> = {}): string {
  const template = pack.pages[page].urls?.[name];
  if (template === undefined) throw new Error(`selector pack ${pack.version} has no URL ${page}.${name}`);
  const [path, query] = template.split('?') as [string, string | undefined];
  const fill = (part: string) => part.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(values[key] ?? '')));
  const params = (query ?? '')
    .split('&')
    .filter((pair) => pair !== '')
    .filter((pair) => !/\{(\w+)\}/.test(pair) || [...pair.matchAll(/\{(\w+)\}/g)].every((m) => values[m[1]!] !== undefined && values[m[1]!] !== ''))
    .map(fill);
  return params.length > 0 ? `${fill(path)}?${params.join('&')}` : fill(path);
}

/**
 * The pages whose `path` matches a pathname, in SITE_PAGES order, with the named groups of the match
 * (`{vacancy_id: '123'}`). Several pages share a path (the vacancy page and its popup; the response page and its
 * questionnaire); the self-test tells which of them is really there.
 */
export function pagesAt(pack: SelectorPack, pathname: string): { page: SitePage; params: Record<string, string> }[] {
  const found: { page: SitePage; params: Record<string, string> }[] = [];
  for (const page of SITE_PAGES) {
    const source = pack.pages[page].path;
    if (source === null) continue;
    const match = new RegExp(source).exec(pathname);
    if (match) found.push({ page, params: { ...(match.groups ?? {}) } });
  }
  return found;
}
