import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every test must pass on a clone that has nothing beside the repository: no test, test helper, fixture or browser
 * journey may name the data or API notes kept next to the repo. Benches and the product may (they fall back to
 * the bundled seed), tests may not.
 */
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

/** Path fragments that lead outside the repository to the shared folder (joined here so this file does not match itself). */
const FORBIDDEN_PATHS = [['..', 'shared'].join('/'), ['shared', 'hh-api'].join('/'), ['shared', 'data'].join('/')];
/** The sandbox harness's ways to the shared data set: for benches, never for tests. */
const FORBIDDEN_IN_TESTS = [['SHARED', 'VACANCIES', 'DIR'].join('_'), ['SHARED', 'RESUMES', 'DIR'].join('_'), ["seed: '", "shared'"].join('')];

const SKIP_DIRS = new Set(['node_modules', 'dist', 'artifacts', '.data', '.git', 'seed']);

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx|mts|mjs|js|json)$/.test(name)) out.push(path);
  }
  return out;
}

/** Tests, test helpers, fixtures and journeys: what `npm test` runs or loads. */
const isTestCode = (path: string): boolean => {
  const rel = relative(REPO, path).split('\\').join('/');
  return (
    /\.(test|spec)\.(ts|tsx|mts|js|mjs)$/.test(rel) ||
    /^(apps|packages)\/[^/]+\/(test|testing|fixtures)\//.test(rel) ||
    /\/__fixtures__\/[^/]+\.(ts|json)$/.test(rel) ||
    /(^|\/)vitest\.config\.ts$/.test(rel) ||
    rel.startsWith('e2e/')
  );
};

/** The source without its comment lines: a comment naming a document is not a read (comments are policed apart). */
const codeOf = (text: string): string =>
  text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');

describe('self-contained tests', () => {
  const files = ['apps', 'packages', 'e2e'].flatMap((top) => walk(join(REPO, top))).filter(isTestCode);

  it('finds the test code of every workspace', () => {
    const roots = new Set(files.map((file) => relative(REPO, file).split(/[\\/]/).slice(0, 2).join('/')));
    expect([...roots]).toEqual(expect.arrayContaining(['apps/api', 'apps/hh-sandbox', 'apps/web', 'packages/hh-contract', 'e2e/specs']));
  });

  it('no test, helper, fixture or journey reads the shared folder beside the repository', () => {
    const offenders = files.flatMap((file) => {
      const rel = relative(REPO, file).split('\\').join('/');
      const code = codeOf(readFileSync(file, 'utf8'));
      const forbidden = /\/testing\//.test(rel) ? FORBIDDEN_PATHS : [...FORBIDDEN_PATHS, ...FORBIDDEN_IN_TESTS];
      return forbidden.filter((fragment) => code.includes(fragment)).map((fragment) => `${rel}: ${fragment}`);
    });
    expect(offenders).toEqual([]);
  });
});
