/**
 * hh.ru's API objects as zod schemas, in hh's own names (example bodies in ../fixtures).
 * Permissive where hh is (unknown keys pass through), strict about the fields the product relies on.
 * Imported by apps/api/src/integrations/hh and by apps/hh-sandbox, which validates its own answers with it.
 * `site/`: the website contract (selector pack, self-test, embedded page state) for the browser companion.
 */
export * from './common';
export * from './errors';
export * from './oauth';
export * from './me';
export * from './vacancies';
export * from './resumes';
export * from './negotiations';
export * from './areas';
export * from './dictionaries';
export * from './vacancy-record';
export * from './site';
