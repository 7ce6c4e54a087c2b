import { domProbe, selectorPack, type PageProbe } from '@otklik/hh-contract';
import type { LightMyRequestResponse } from 'fastify';
import { JSDOM, type DomDocument } from 'jsdom';
import { expect } from 'vitest';
import type { Sandbox } from '../src/app';

/** A page of the sandbox's website as a browser would see it: the answer, its DOM and a probe for the pack. */
export interface SitePage {
  res: LightMyRequestResponse;
  doc: DomDocument;
  probe: PageProbe;
}

/** Parses an HTML answer into a DOM and a selector-pack probe. */
export function pageOf(res: LightMyRequestResponse): SitePage {
  const doc = new JSDOM(res.body).window.document;
  return { res, doc, probe: domProbe(doc, selectorPack) };
}

/**
 * The response popup as it is once «Откликнуться» opened it: the content of the vacancy page's popup template,
 * parsed on its own (the template's children are not part of the page until the script clones them).
 */
export function openedPopup(vacancyPage: SitePage): SitePage | null {
  const template = vacancyPage.doc.getElementById('response-popup-template');
  if (!template) return null;
  const doc = new JSDOM(`<body>${template.innerHTML}</body>`).window.document;
  return { res: vacancyPage.res, doc, probe: domProbe(doc, selectorPack) };
}

/** The host the site browser asks for (links in the page state point back to it). */
export const SITE_HOST = 'hh.sandbox.test';

/** A browser for the sandbox's website: keeps the session cookie, sends forms as a browser does. */
export function siteBrowser(sandbox: Sandbox) {
  let cookie = '';
  const remember = (res: LightMyRequestResponse) => {
    const set = res.headers['set-cookie'];
    const value = Array.isArray(set) ? set[0] : set;
    const match = value ? /^hhtoken=([^;]*)/.exec(value) : null;
    if (match) cookie = match[1] === '' ? '' : `hhtoken=${match[1]}`;
    return res;
  };
  const headers = () => ({ host: SITE_HOST, 'user-agent': 'Mozilla/5.0 (sandbox test)', ...(cookie ? { cookie } : {}) });
  const browser = {
    /** GET a site path (no redirects followed). */
    get: async (url: string) => remember(await sandbox.app.inject({ method: 'GET', url, headers: headers() })),
    /** GET a site path and parse it. */
    page: async (url: string) => pageOf(await browser.get(url)),
    /** POST a form (repeated fields as arrays), as `application/x-www-form-urlencoded`. */
    post: async (url: string, form: Record<string, string | string[]>) => {
      const body = new URLSearchParams();
      for (const [key, value] of Object.entries(form)) for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
      return remember(
        await sandbox.app.inject({
          method: 'POST',
          url,
          payload: body.toString(),
          headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
        }),
      );
    },
    /** Logs in on /account/login as `email`. */
    login: async (email: string) => {
      const res = await browser.post('/account/login', { username: email, password: 'secret', backurl: '/applicant/resumes' });
      expect(res.statusCode).toBe(303);
      expect(cookie).not.toBe('');
      return res;
    },
    /** The `_xsrf` token forms of a page carry. */
    xsrf: (page: SitePage) => page.doc.querySelector('input[name="_xsrf"]')?.getAttribute('value') ?? '',
    get cookie() {
      return cookie;
    },
  };
  return browser;
}
