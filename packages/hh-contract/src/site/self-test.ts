import { MARKUP_STOPS, type MarkupStop, type SelectorPack, type SitePage } from './selector-pack';
import { parseStateText } from './state';

/**
 * What the self-test needs to know about the current document, whatever reads it: a content script over the live
 * DOM, or a test over parsed HTML (see {@link domProbe}).
 */
export interface PageProbe {
  /** How many elements match a CSS selector in the document. */
  count(selector: string): number;
  /** The page's embedded state (parsed JSON), or null when the page has none or it does not parse. */
  state(): unknown;
}

/**
 * The outcome of a self-test. `missing` names what failed: a role (`submit`), a group (`any:item|no_results`) or a
 * state path (`state:vacancySearchResult.vacancies`). `ok` is true only when nothing is missing.
 */
export interface SelfTestResult {
  page: SitePage;
  ok: boolean;
  missing: string[];
}

/**
 * The value at a dot path of a parsed JSON state (`a.b.c`), or undefined when a step is missing or not an object.
 */
export function readStatePath(state: unknown, path: string): unknown {
  let value: unknown = state;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Checks the pack against the current document before a companion acts on `page`: every `all` role matches at least
 * one element, each `any` group has a role that matches, and every `state` path exists in the embedded state. A
 * failure means hh's page is not the shape the pack describes: the companion must not act on it (hard stop
 * `unknown_page`). Markup stops (captcha, login wall…) are checked first, with {@link detectStop}.
 */
export function selfTest(pack: SelectorPack, page: SitePage, probe: PageProbe): SelfTestResult {
  const contract = pack.pages[page];
  const present = (role: string) => probe.count(contract.selectors[role]!) > 0;
  const missing: string[] = [];
  for (const role of contract.self_test.all) if (!present(role)) missing.push(role);
  for (const group of contract.self_test.any) if (!group.some(present)) missing.push(`any:${group.join('|')}`);
  if (contract.self_test.state.length > 0) {
    const state = probe.state();
    for (const path of contract.self_test.state) if (readStatePath(state, path) === undefined) missing.push(`state:${path}`);
  }
  return { page, ok: missing.length === 0, missing };
}

/**
 * The markup stop the current document shows, in the order captcha → login wall → test → external form, or null.
 * Checked before any action and before the self-test: a captcha page is not an "unknown page".
 */
export function detectStop(pack: SelectorPack, probe: Pick<PageProbe, 'count'>): MarkupStop | null {
  for (const stop of MARKUP_STOPS) {
    const rule = pack.stops[stop];
    const selectors = pack.pages[rule.page].selectors;
    if (rule.any.some((role) => probe.count(selectors[role]!) > 0)) return stop;
  }
  return null;
}

/** The slice of a DOM Document a probe reads (structural, so this package needs no DOM typings). */
export interface ProbeDocument {
  querySelectorAll(selector: string): { length: number };
  getElementById(id: string): { textContent: string | null; content?: { textContent: string | null } } | null;
}

/**
 * A probe over a DOM document (a browser page, or jsdom in tests). The state is the text of the
 * `<template id={pack.state_template_id}>`: a template keeps its children in `content`, so its text is read there.
 */
export function domProbe(document: ProbeDocument, pack: Pick<SelectorPack, 'state_template_id'>): PageProbe {
  return {
    count: (selector) => document.querySelectorAll(selector).length,
    state: () => {
      const template = document.getElementById(pack.state_template_id);
      if (!template) return null;
      return parseStateText(template.content?.textContent ?? template.textContent ?? '');
    },
  };
}
