/**
 * hh.ru's website as a contract: the selector pack (data-qa selectors, URLs and self-tests of each page), the
 * self-test that checks a page before a companion acts on it, and the JSON state hh embeds in its pages.
 * Read SITE.md beside this package for the contract in words.
 */
export * from './selector-pack';
export * from './self-test';
export * from './state';
export * from './form-fields';
