// ESLint flat config: strict TypeScript, the import boundaries of each workspace, and no import cycles.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The repository root: paths below are read from here, whatever folder ESLint was started in (a vitest run inside apps/api). */
const ROOT = import.meta.dirname;

/** Sub-folders of a directory relative to the root (empty when it does not exist yet). */
const foldersOf = (dir) =>
  existsSync(join(ROOT, dir))
    ? readdirSync(join(ROOT, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/*
 * One `no-restricted-imports` block per group of files: in flat config a later block's options replace an earlier
 * one's, so two blocks matching one file would silently drop the first block's bans. Each group's ban list is
 * composed from the shared lists below; `ignores` keeps the groups apart.
 */
const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const msg = (text) => text;

/** What the payment sandbox must not import: our contracts and every other app. */
const PAYMENT_SANDBOX_APART = ['@otklik/*', '**/apps/api/**', '**/apps/web/**', '**/hh-sandbox/**', '**/companion/**'];

/* Web: app -> features -> shared; features never import each other; everything in the web imports contracts only. */
const WEB = 'apps/web/src';
const WEB_SHARED = [`${WEB}/components/**/*.{ts,tsx}`, `${WEB}/lib/**/*.{ts,tsx}`];
const webBans = [
  {
    group: [
      '@otklik/hh-contract',
      '@otklik/api',
      '@otklik/hh-sandbox',
      '@otklik/payment-sandbox',
      '**/apps/api/**',
      '**/api/src/**',
      '**/api/testing/**',
      '**/hh-sandbox/**',
      '**/payment-sandbox/**',
      'fastify',
      '@fastify/*',
      'drizzle-orm',
    ],
    message: msg('web imports contracts only'),
  },
];
const webAppRule = restrict([`${WEB}/**/*.{ts,tsx}`], webBans, [...WEB_SHARED, `${WEB}/features/**`]);
const webSharedRule = restrict(WEB_SHARED, [
  ...webBans,
  { group: ['@/features', '@/features/**', '@/app', '@/app/**'], message: msg('shared code never imports features or the app') },
]);
const webFeatureRules = foldersOf(`${WEB}/features`).map((feature) =>
  restrict(
    [`${WEB}/features/${feature}/**/*.{ts,tsx}`],
    [
      ...webBans,
      { group: ['@/app', '@/app/**'], message: msg('features never import the app layer') },
      {
        group: ['@/features/*', '@/features/*/**', `!@/features/${feature}`, `!@/features/${feature}/**`],
        message: msg('features never import each other'),
      },
    ],
  ),
);

/*
 * API layers, as an allow-list: each folder of apps/api/src names the folders it may import (besides its own).
 * app.ts, server.ts and workers.ts at the root may import everything.
 */
const API = 'apps/api/src';
const apiModules = foldersOf(`${API}/modules`);
const apiEngines = foldersOf(`${API}/engines`);
const apiIntegrations = foldersOf(`${API}/integrations`);
const engineEntries = apiEngines.map((engine) => `./engines/${engine}/index.ts`);
const API_LAYERS = [
  { target: 'domain', allow: [] },
  { target: 'lib', allow: ['domain'] },
  { target: 'config', allow: [] },
  { target: 'db', allow: ['domain', 'lib', 'config'] },
  ...apiIntegrations.map((name) => ({ target: `integrations/${name}`, allow: ['domain', 'lib', 'config'] })),
  ...apiEngines.map((name) => ({ target: `engines/${name}`, allow: ['domain', 'lib', 'integrations/llm'] })),
  { target: 'plugins', allow: ['lib', 'domain', 'config', 'db'] },
  { target: 'cli', allow: ['domain', 'lib', 'config', 'db', ...apiModules.map((name) => `./modules/${name}/index.ts`)] },
  ...apiModules.map((name) => ({
    target: `modules/${name}`,
    allow: [
      'domain',
      'lib',
      'config',
      'db',
      'plugins',
      './integrations/hh/index.ts',
      './integrations/payments/index.ts',
      'integrations/llm',
      'integrations/mail',
      ...engineEntries,
      ...apiModules.map((other) => `./modules/${other}/index.ts`),
    ],
  })),
];
const apiLayerRule = {
  files: [`${API}/**/*.ts`],
  ignores: ['**/*.test.ts', '**/__fixtures__/**'],
  plugins: { 'import-x': importX },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: join(ROOT, API),
        zones: API_LAYERS.map(({ target, allow }) => ({
          target: `./${target}`,
          from: '.',
          except: [`./${target}`, ...allow.map((path) => (path.startsWith('./') ? path : `./${path}`))],
          message: `${target} may import only: ${allow.filter((path) => !path.startsWith('./')).join(', ') || 'nothing of the API'}${target.startsWith('modules/') ? '; integrations/hh, engines and other modules only through their index.ts' : ''}`,
        })),
      },
    ],
  },
};

/* hh's DTOs and error classes stay in integrations/hh: the port answers domain types and our errors. */
const apiOutsideHh = {
  group: ['@otklik/hh-contract', '**/hh-sandbox/**', '**/apps/web/**'],
  message: 'only integrations/hh imports hh-contract; api never imports web or the sandbox',
};
const hhInternals = {
  regex: 'integrations/hh(/index(\\.ts)?)?$',
  importNamePattern:
    '^Hh(ApiError|TokenError|UnavailableError|ErrorItem|Negotiation|Vacancy|VacancyShort|VacancySearchItem|Resume|MyResume|ResumeCreateRequest|Me|Dictionaries)$',
  message: 'hh failures reach modules as AppError codes or ApplyRefusal, hh objects as domain types (domain/)',
};

/* The API's bans: the rest of the API, then integrations/hh (which may import hh-contract), then domain/. */
const apiRule = restrict([`${API}/**/*.ts`], [apiOutsideHh, hhInternals], [`${API}/integrations/hh/**`, `${API}/domain/**`]);
const apiHhRule = restrict(
  [`${API}/integrations/hh/**/*.ts`],
  [{ group: ['**/hh-sandbox/**', '**/apps/web/**'], message: 'api never imports web or the sandbox' }],
);
/*
 * Fixtures of engines and modules are read by tests of their own layer: they take hh's objects as domain types
 * (ResumeFacts, …), never from integrations/hh, so a fixture cannot carry hh's shapes past the hh port.
 */
const apiFixturesRule = restrict(
  [`${API}/engines/**/__fixtures__/**/*.ts`, `${API}/modules/**/__fixtures__/**/*.ts`],
  [
    apiOutsideHh,
    hhInternals,
    { group: ['**/integrations/hh', '**/integrations/hh/**'], message: 'fixtures import no hh types: map hh-shaped JSON to domain types in the fixture' },
  ],
);
/* domain/ holds plain types and helpers: zod and the contracts only. */
const apiDomainRule = restrict(
  [`${API}/domain/**/*.ts`],
  [apiOutsideHh, hhInternals, { regex: '^(?!zod(/|$)|@otklik/contracts$|\\.\\.?/)', message: 'domain imports only zod and @otklik/contracts' }],
);

/* No import cycles anywhere in the TypeScript sources. */
const noCycleRule = {
  files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] })],
    // The files a cycle runs through are parsed again by import-x: with the TypeScript parser, not espree.
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/dist-*/**',
      '.data/**',
      '**/drizzle/**',
      'e2e/artifacts/**',
      'test-results/**',
      'playwright-report/**',
    ],
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
  webAppRule,
  webSharedRule,
  ...webFeatureRules,
  apiRule,
  apiHhRule,
  apiFixturesRule,
  {
    files: ['apps/companion/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  restrict(
    ['apps/companion/src/**/*.ts'],
    [
      {
        group: ['**/apps/api/**', '**/apps/web/**', '**/hh-sandbox/**', 'fastify', 'drizzle-orm'],
        message: 'the companion imports the contracts and the page contract only',
      },
    ],
  ),
  apiLayerRule,
  apiDomainRule,
  noCycleRule,
  restrict(
    ['apps/hh-sandbox/**/*.ts'],
    [{ group: ['@otklik/contracts', '**/apps/api/**', '**/apps/web/**'], message: 'the sandbox imports hh-contract only' }],
  ),
  // The payment sandbox imports nothing from the other apps; its state and presenters never reach the HTTP surface.
  restrict(
    ['apps/payment-sandbox/**/*.ts'],
    [{ group: PAYMENT_SANDBOX_APART, message: 'the payment sandbox imports nothing from the other apps' }],
    ['apps/payment-sandbox/src/state/**', 'apps/payment-sandbox/src/present/**'],
  ),
  restrict(
    ['apps/payment-sandbox/src/state/**/*.ts'],
    [
      { group: PAYMENT_SANDBOX_APART, message: 'the payment sandbox imports nothing from the other apps' },
      { group: ['**/routes/**', '**/control/**', 'fastify'], message: 'sandbox state never imports routes, control or fastify' },
    ],
  ),
  restrict(
    ['apps/payment-sandbox/src/present/**/*.ts'],
    [
      { group: PAYMENT_SANDBOX_APART, message: 'the payment sandbox imports nothing from the other apps' },
      { group: ['**/routes/**', '**/control/**'], message: 'sandbox presenters never import routes or control' },
    ],
  ),
  restrict(['packages/contracts/src/**/*.ts'], [{ regex: '^(?!zod(/|$)|vitest$|\\.\\.?/)', message: 'contracts import only zod (and their own files)' }]),
);
