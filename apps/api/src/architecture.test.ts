import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The lint that keeps the import graph one-way: the API's layer allow-list (import-x/no-restricted-paths),
 * import-x/no-cycle, and the web's bans (no-restricted-imports).
 */
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: REPO_ROOT });

/** The rules `code` breaks as the file `filePath` (relative to the repository root, whatever folder vitest runs in). */
async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(REPO_ROOT, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the API import rules', () => {
  it('refuse a module reaching into another module past its index.ts', async () => {
    const code = "import { positionErrors } from '../positions/positions.errors';\nexport const leak = positionErrors;\n";
    expect(await ruleIdsFor('apps/api/src/modules/resumes/leak.ts', code)).toContain('import-x/no-restricted-paths');
    const allowed = "import type { PositionsService } from '../positions';\nexport type Allowed = PositionsService;\n";
    expect(await ruleIdsFor('apps/api/src/modules/resumes/allowed.ts', allowed)).toEqual([]);
  });

  it('refuse a lower layer importing a higher one (domain → lib, engine → module)', async () => {
    expect(await ruleIdsFor('apps/api/src/domain/up.ts', "import { systemClock } from '../lib/clock';\nexport const up = systemClock;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    const engine = "import type { PositionsService } from '../../modules/positions';\nexport type Up = PositionsService;\n";
    expect(await ruleIdsFor('apps/api/src/engines/matching/up.ts', engine)).toContain('import-x/no-restricted-paths');
  });

  it('put every folder of the API in a layer: none may import app.ts', async () => {
    const src = fileURLToPath(new URL('.', import.meta.url));
    const folders = (dir: string) =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
        .map((entry) => entry.name);
    const layered = ['integrations', 'engines', 'modules'];
    const layers = folders(src).flatMap((top) => (layered.includes(top) ? folders(`${src}/${top}`).map((sub) => `${top}/${sub}`) : [top]));
    expect(layers).toContain('cli');
    for (const layer of layers) {
      const up = '../'.repeat(layer.split('/').length);
      const code = `import { buildApp } from '${up}app';\nexport const up = buildApp;\n`;
      expect(await ruleIdsFor(`apps/api/src/${layer}/probe.ts`, code), layer).toContain('import-x/no-restricted-paths');
    }
  });

  it('let the admin CLI reach a module through its index.ts only', async () => {
    const allowed = "import { runAdminCommand } from '../modules/admin';\nexport const run = runAdminCommand;\n";
    expect(await ruleIdsFor('apps/api/src/cli/probe.ts', allowed)).toEqual([]);
    const leak = "import * as repository from '../modules/admin/admin.repository';\nexport const leak = repository;\n";
    expect(await ruleIdsFor('apps/api/src/cli/probe.ts', leak)).toContain('import-x/no-restricted-paths');
  });

  it('refuse hh types in an engine fixture, which reads hh-shaped JSON into domain types itself', async () => {
    const hhTypes = "import type { HhResume } from '../../../integrations/hh/hh-types';\nexport type Leak = HhResume;\n";
    expect(await ruleIdsFor('apps/api/src/engines/assistant/__fixtures__/probe.ts', hhTypes)).toContain('no-restricted-imports');
    const mapping = "import { toResumeFacts } from '../../../integrations/hh/resume-mapping';\nexport const leak = toResumeFacts;\n";
    expect(await ruleIdsFor('apps/api/src/engines/assistant/__fixtures__/probe.ts', mapping)).toContain('no-restricted-imports');
    const domain = "import type { ResumeFacts } from '../../../domain/position';\nexport type Allowed = ResumeFacts;\n";
    expect(await ruleIdsFor('apps/api/src/engines/assistant/__fixtures__/probe.ts', domain)).toEqual([]);
  });

  it('refuse an import cycle', async () => {
    // lib/text.ts imports russian-stemmer.ts; the stemmer importing text back closes a loop.
    const code = "import { foldCase } from './text';\nexport const folded = foldCase;\n";
    expect(await ruleIdsFor('apps/api/src/lib/russian-stemmer.ts', code)).toContain('import-x/no-cycle');
  });
});

describe('the web import rules', () => {
  const server = ['fastify', '@fastify/cookie', 'drizzle-orm', 'drizzle-orm/pg-core', '@otklik/api/testing', '@otklik/hh-contract', '../../../api/src/app'];
  const groups = {
    app: 'apps/web/src/app/probe.tsx',
    components: 'apps/web/src/components/probe.tsx',
    lib: 'apps/web/src/lib/probe.ts',
    features: 'apps/web/src/features/positions/probe.ts',
  };

  for (const [group, file] of Object.entries(groups)) {
    it(`refuse server code and hh's objects in ${group}/`, async () => {
      for (const source of server) {
        const code = `import * as banned from '${source}';\nexport const leak = banned;\n`;
        expect(await ruleIdsFor(file, code), source).toContain('no-restricted-imports');
      }
    });
  }

  it('refuse shared code importing a feature or the app', async () => {
    for (const file of [groups.components, groups.lib]) {
      for (const source of ['@/features/positions', '@/app/router']) {
        const code = `import * as up from '${source}';\nexport const leak = up;\n`;
        expect(await ruleIdsFor(file, code), `${file} ← ${source}`).toContain('no-restricted-imports');
      }
    }
  });

  it('refuse a feature importing another feature or the app, and let it import its own files and shared code', async () => {
    for (const source of ['@/features/profile', '@/features/profile/api/get-profile', '@/app/router']) {
      const code = `import * as other from '${source}';\nexport const leak = other;\n`;
      expect(await ruleIdsFor(groups.features, code), source).toContain('no-restricted-imports');
    }
    const allowed =
      "import * as own from '@/features/positions/api';\nimport * as shared from '@/lib/query-client';\nimport * as wire from '@otklik/contracts';\nexport const ok = [own, shared, wire];\n";
    expect(await ruleIdsFor(groups.features, allowed)).toEqual([]);
  });
});
