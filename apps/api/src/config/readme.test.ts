import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOC, REPO_ROOT } from './env';

describe('README configuration table', () => {
  it('documents every variable the API reads, with its default', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    for (const entry of CONFIG_DOC) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${entry.name}\` |`));
      expect(row, entry.name).toBeDefined();
      expect(row).toContain(entry.default.replaceAll('|', '\\|'));
    }
  });

  it('opens with the two commands: run the product, run the tests', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const firstBlock = readme.slice(readme.indexOf('```'), readme.indexOf('```', readme.indexOf('```') + 3));
    expect(firstBlock).toContain('npm ci && npm start');
    expect(firstBlock).toContain('npm test');
  });
});
