import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The lint that keeps the API's graph one-way: layer allow-list (import-x/no-restricted-paths) and import-x/no-cycle. */
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: REPO_ROOT });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
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

  it('refuse an import cycle', async () => {
    // lib/text.ts imports russian-stemmer.ts; the stemmer importing text back closes a loop.
    const code = "import { foldCase } from './text';\nexport const folded = foldCase;\n";
    expect(await ruleIdsFor('apps/api/src/lib/russian-stemmer.ts', code)).toContain('import-x/no-cycle');
  });
});
