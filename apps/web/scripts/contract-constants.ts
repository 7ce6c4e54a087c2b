// Build step: constants of the API contracts (packages/contracts) that a signed-in page's first load needs, as a
// module without zod. Their contract modules also build zod schemas, and a module goes whole into one chunk: importing
// ERROR_CATALOGUE from them would put zod (25 kB gzipped) into every signed-in page's first load. The values are read
// from the contracts' source (so the config does not load the contracts and zod); contract-constants.test.ts checks
// them against the contracts themselves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** `import { ERROR_CODES, MAX_DAILY_QUOTA } from 'virtual:otklik/contract-constants'`. */
export const CONTRACT_CONSTANTS_ID = 'virtual:otklik/contract-constants';

const CONTRACTS_SRC = join(import.meta.dirname, '..', '..', '..', 'packages', 'contracts', 'src');

/**
 * The constants, read from the contracts' source: the keys of `ERROR_CATALOGUE` (errors.ts) and `MAX_DAILY_QUOTA`
 * (subscription.ts).
 * @throws Error when either is no longer where or how it was declared
 */
export function readContractConstants(): { errorCodes: string[]; maxDailyQuota: number } {
  const errors = readFileSync(join(CONTRACTS_SRC, 'errors.ts'), 'utf8');
  const catalogue = /export const ERROR_CATALOGUE = \{\n([\s\S]*?)\n\} as const/.exec(errors)?.[1];
  if (catalogue === undefined) throw new Error('contracts errors.ts: ERROR_CATALOGUE not found');
  const errorCodes = [...catalogue.matchAll(/^ {2}([a-z0-9_]+): \{/gm)].map(([, code]) => code!);
  const quota = /export const MAX_DAILY_QUOTA = (\d+);/.exec(readFileSync(join(CONTRACTS_SRC, 'subscription.ts'), 'utf8'))?.[1];
  if (quota === undefined || errorCodes.length === 0) throw new Error('contracts: MAX_DAILY_QUOTA or the error codes not found');
  return { errorCodes, maxDailyQuota: Number(quota) };
}

/** Vite plugin serving {@link CONTRACT_CONSTANTS_ID} (build, dev server and tests). */
export function contractConstants(): Plugin {
  return {
    name: 'otklik:contract-constants',
    resolveId(id) {
      return id === CONTRACT_CONSTANTS_ID ? `\0${id}` : null;
    },
    load(id) {
      if (id !== `\0${CONTRACT_CONSTANTS_ID}`) return null;
      this.addWatchFile(join(CONTRACTS_SRC, 'errors.ts'));
      this.addWatchFile(join(CONTRACTS_SRC, 'subscription.ts'));
      const { errorCodes, maxDailyQuota } = readContractConstants();
      return `export const ERROR_CODES = ${JSON.stringify(errorCodes)};\nexport const MAX_DAILY_QUOTA = ${maxDailyQuota};\n`;
    },
  };
}
