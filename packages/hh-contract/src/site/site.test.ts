import { describe, expect, it } from 'vitest';
import packJson from './selector-pack.json' with { type: 'json' };
import {
  detectStop,
  embedStateHtml,
  hhSiteSearchStateSchema,
  packMajor,
  pagesAt,
  readEmbeddedState,
  readStatePath,
  selectorOf,
  selectorPack,
  selectorPackSchema,
  selfTest,
  siteUrl,
  SITE_PAGES,
  type PageProbe,
} from './index';

/** A probe over a fixed set of present selectors and a state. */
function probeOf(present: string[], state: unknown = null): PageProbe {
  return { count: (selector) => (present.includes(selector) ? 1 : 0), state: () => state };
}

const roleSelectors = (page: keyof typeof selectorPack.pages, roles: string[]) => roles.map((role) => selectorOf(selectorPack, page, role));

describe('the selector pack', () => {
  it('covers every page, with a self-test for each, and names hh data-qa attributes', () => {
    expect(Object.keys(selectorPack.pages).sort()).toEqual([...SITE_PAGES].sort());
    for (const page of SITE_PAGES) {
      const test = selectorPack.pages[page].self_test;
      expect(test.all.length + test.any.length + test.state.length, page).toBeGreaterThan(0);
    }
    expect(selectorOf(selectorPack, 'response_popup', 'submit')).toBe('[data-qa="vacancy-response-submit-popup"]');
    expect(selectorOf(selectorPack, 'response_popup', 'letter_toggle')).toBe('[data-qa="vacancy-response-letter-toggle"]');
    expect(selectorOf(selectorPack, 'negotiations', 'item')).toBe('[data-qa="negotiations-item"]');
    expect(packMajor(selectorPack)).toBe(1);
  });

  it('refuses a pack whose self-test or stop names a role the page does not have', () => {
    const broken = structuredClone(packJson) as { pages: { vacancy: { self_test: { all: string[] } } }; stops: { captcha: { any: string[] } } };
    broken.pages.vacancy.self_test.all.push('no_such_role');
    expect(selectorPackSchema.safeParse(broken).success).toBe(false);
    const brokenStop = structuredClone(packJson) as typeof broken;
    brokenStop.stops.captcha.any = ['nothing'];
    expect(selectorPackSchema.safeParse(brokenStop).success).toBe(false);
  });

  it('refuses a pack without a page, with a bad version or with a path that does not compile', () => {
    const { captcha: _captcha, ...pages } = packJson.pages;
    expect(selectorPackSchema.safeParse({ ...packJson, pages }).success).toBe(false);
    expect(selectorPackSchema.safeParse({ ...packJson, version: '1.0' }).success).toBe(false);
    const badPath = structuredClone(packJson);
    badPath.pages.vacancy.path = '^/vacancy/(';
    expect(selectorPackSchema.safeParse(badPath).success).toBe(false);
  });

  it('builds page URLs from the templates, dropping query parameters without a value', () => {
    expect(siteUrl(selectorPack, 'vacancy', 'open', { vacancy_id: 123 })).toBe('/vacancy/123');
    expect(siteUrl(selectorPack, 'search', 'open', { text: 'аналитик данных', page: 0 })).toBe(
      `/search/vacancy?text=${encodeURIComponent('аналитик данных')}&page=0`,
    );
    expect(siteUrl(selectorPack, 'search', 'open', { page: 2 })).toBe('/search/vacancy?page=2');
    expect(siteUrl(selectorPack, 'resume_editor', 'edit', { resume_id: 'ab12' })).toBe('/applicant/resumes/edit?resume=ab12');
    expect(() => siteUrl(selectorPack, 'captcha', 'open')).toThrow(/no URL captcha.open/);
  });

  it('recognises pages by path, with their ids', () => {
    expect(pagesAt(selectorPack, '/vacancy/987654')).toEqual([
      { page: 'vacancy', params: { vacancy_id: '987654' } },
      { page: 'response_popup', params: { vacancy_id: '987654' } },
    ]);
    expect(pagesAt(selectorPack, '/applicant/vacancy_response').map((p) => p.page)).toEqual(['response_page', 'questionnaire']);
    expect(pagesAt(selectorPack, '/applicant/negotiations').map((p) => p.page)).toEqual(['negotiations']);
    expect(pagesAt(selectorPack, '/employer/1')).toEqual([]);
  });
});

describe('the self-test', () => {
  const searchState = { vacancySearchResult: { vacancies: [], totalResults: 0, paging: null } };

  it('passes a page that has every required role and state path', () => {
    const present = roleSelectors('search', ['header', 'no_results']);
    expect(selfTest(selectorPack, 'search', probeOf(present, searchState))).toEqual({ page: 'search', ok: true, missing: [] });
  });

  it('names what is missing: a role, an any-group and a state path', () => {
    const result = selfTest(selectorPack, 'search', probeOf([], { vacancySearchResult: { totalResults: 3, paging: null } }));
    expect(result.ok).toBe(false);
    expect(result.missing).toEqual(['header', 'any:item|no_results', 'state:vacancySearchResult.vacancies']);
  });

  it('fails the response popup when hh renamed its submit button', () => {
    const all = roleSelectors('response_popup', ['root', 'form', 'resume_option', 'letter_toggle']);
    expect(selfTest(selectorPack, 'response_popup', probeOf(all)).missing).toEqual(['submit']);
  });

  it('reads state paths without being fooled by inherited keys', () => {
    expect(readStatePath({ a: { b: [1] } }, 'a.b')).toEqual([1]);
    expect(readStatePath({ a: null }, 'a.b')).toBeUndefined();
    expect(readStatePath({}, 'constructor')).toBeUndefined();
  });

  it('detects the markup stops in order: a captcha before a login form, a test, an external form', () => {
    const captcha = selectorOf(selectorPack, 'captcha', 'input');
    const login = selectorOf(selectorPack, 'login', 'form');
    expect(detectStop(selectorPack, probeOf([login, captcha]))).toBe('captcha');
    expect(detectStop(selectorPack, probeOf([login]))).toBe('login_wall');
    expect(detectStop(selectorPack, probeOf([selectorOf(selectorPack, 'response_page', 'test_required')]))).toBe('test_required');
    expect(detectStop(selectorPack, probeOf([selectorOf(selectorPack, 'response_page', 'external')]))).toBe('external_form');
    expect(detectStop(selectorPack, probeOf([selectorOf(selectorPack, 'vacancy', 'title')]))).toBeNull();
  });
});

describe('the embedded page state', () => {
  it('survives embedding and reading back, with quotes, brackets and ampersands in the text', () => {
    const state = {
      vacancySearchResult: {
        vacancies: [
          {
            vacancyId: 1,
            name: 'Стажёр "QA" <junior> & R&D',
            company: { name: 'ООО «Ромашка» &amp; партнёры' },
            area: { name: 'Москва' },
            links: { desktop: 'https://hh.ru/vacancy/1?a=1&b=2' },
          },
        ],
        totalResults: 1,
        paging: null,
      },
    };
    const html = `<html><body>${embedStateHtml(state, selectorPack.state_template_id)}<script>var x = "</template>";</script></body></html>`;
    expect(html).not.toContain('<junior>');
    const read = readEmbeddedState(html, selectorPack.state_template_id);
    expect(read).toEqual(state);
    expect(hhSiteSearchStateSchema.parse(read).vacancySearchResult.vacancies[0]!.name).toBe('Стажёр "QA" <junior> & R&D');
  });

  it('answers null, never an empty state, for a page without the template or with broken JSON', () => {
    expect(readEmbeddedState('<html><body>Подтвердите, что вы не робот</body></html>', 'HH-Lux-InitialState')).toBeNull();
    expect(readEmbeddedState('<template id="HH-Lux-InitialState">{not json</template>', 'HH-Lux-InitialState')).toBeNull();
  });
});
