import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOC, REPO_ROOT } from '../../src/config/env';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

describe('docs/configuration.md', () => {
  it('documents every variable the API reads, with its default', () => {
    const lines = read('docs/configuration.md').split('\n');
    for (const entry of CONFIG_DOC) {
      const row = lines.find((line) => line.startsWith(`| \`${entry.name}\` |`));
      expect(row, entry.name).toBeDefined();
      expect(row).toContain(entry.default.replaceAll('|', '\\|'));
    }
  });
});

describe('README', () => {
  const readme = read('README.md');

  it('opens with the two commands: run the product, run the tests', () => {
    const start = readme.indexOf('```');
    const firstBlock = readme.slice(start, readme.indexOf('```', start + 3));
    expect(firstBlock).toContain('npm ci && npm start');
    expect(firstBlock).toContain('npm test');
  });

  it('has prerequisites and a folder map naming every workspace and top folder that exists', () => {
    expect(readme).toMatch(/## Prerequisites[\s\S]*Node\.js ≥ 20\.19/);
    const map = readme.slice(readme.indexOf('## Folder map'));
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const folder of [...workspaces, 'scripts', 'docs', '.ci']) {
      expect(existsSync(join(REPO_ROOT, folder)), folder).toBe(true);
      expect(map, folder).toContain(`${folder}/`);
    }
  });

  it('links the configuration reference instead of repeating its tables', () => {
    expect(readme).toContain('](docs/configuration.md)');
    expect(readme).not.toMatch(/^\| `PORT` \|/m);
  });
});
