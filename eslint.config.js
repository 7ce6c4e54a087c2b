// ESLint flat config: strict TypeScript plus the import boundaries of shared/architecture.md ("What may import what").
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Sub-folders of a directory (empty when it does not exist yet). */
const foldersOf = (dir) =>
  existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];

const restrict = (files, patterns, paths = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns, paths }] },
});

const msg = (text) => text;

/* Web: app -> features -> shared; features never import each other. */
const webFeatureRules = foldersOf('apps/web/src/features').map((feature) =>
  restrict(
    [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    [
      { group: ['@/app', '@/app/**'], message: msg('features never import the app layer') },
      {
        group: ['@/features/*', '@/features/*/**', `!@/features/${feature}`, `!@/features/${feature}/**`],
        message: msg('features never import each other'),
      },
      { group: ['@otklik/hh-contract', '**/apps/api/**', '**/hh-sandbox/**'], message: msg('web imports contracts only') },
    ],
  ),
);

/* API: one module reaches another only through its service. */
const apiModuleRules = foldersOf('apps/api/src/modules').map((mod) =>
  restrict(
    [`apps/api/src/modules/${mod}/**/*.ts`],
    [
      {
        group: ['../*/*.repository*', '../*/*.routes*', '../*/*.jobs*'],
        message: msg('one module reaches another only through its service'),
      },
      { group: ['@otklik/hh-contract'], message: msg('only integrations/hh imports hh-contract') },
    ],
  ),
);

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '**/drizzle/**', 'e2e/artifacts/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  restrict(
    ['apps/web/src/**/*.{ts,tsx}'],
    [{ group: ['@otklik/hh-contract', '**/apps/api/**', '**/hh-sandbox/**', 'fastify', 'drizzle-orm'], message: 'web imports contracts only' }],
  ),
  restrict(
    ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    [
      { group: ['@/features', '@/features/**', '@/app', '@/app/**'], message: 'shared code never imports features or the app' },
      { group: ['@otklik/hh-contract'], message: 'web imports contracts only' },
    ],
  ),
  ...webFeatureRules,
  restrict(
    ['apps/api/src/**/*.ts'],
    [{ group: ['@otklik/hh-contract', '**/hh-sandbox/**', '**/apps/web/**'], message: 'only integrations/hh imports hh-contract; api never imports web or the sandbox' }],
  ),
  restrict(
    ['apps/api/src/integrations/hh/**/*.ts'],
    [{ group: ['**/modules/**', '**/hh-sandbox/**'], message: 'integrations never import modules' }],
  ),
  restrict(
    ['apps/api/src/integrations/!(hh)/**/*.ts', 'apps/api/src/plugins/**/*.ts'],
    [{ group: ['**/modules/**', '@otklik/hh-contract'], message: 'integrations and plugins never import modules; only integrations/hh imports hh-contract' }],
  ),
  ...apiModuleRules,
  restrict(
    ['apps/hh-sandbox/**/*.ts'],
    [{ group: ['@otklik/contracts', '**/apps/api/**', '**/apps/web/**'], message: 'the sandbox imports hh-contract only' }],
  ),
  restrict(
    ['packages/contracts/src/**/*.ts'],
    [{ regex: '^(?!zod(/|$)|vitest$|\\.\\.?/)', message: 'contracts import only zod (and their own files)' }],
  ),
);
