import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractConstants } from './scripts/contract-constants.ts';
import { firstLoadModules } from './scripts/first-load-modules.ts';
import { firstPaintShell } from './scripts/first-paint-shell.ts';
import { localeParts } from './scripts/locale-parts.ts';
import { precompress } from './scripts/precompress.ts';
import { type RouteModules, routePreloads } from './scripts/route-preloads.ts';
import { PATHS } from './src/lib/paths.ts';
import { STORAGE_KEYS } from './src/lib/storage/session-flags.ts';
import { COLOR_SCHEME_STORAGE_KEY, DARK_DIMMED, PALETTE, theme } from './src/lib/theme.ts';
import ru from './src/locales/ru.json' with { type: 'json' };

/** The API origin the dev server proxies to (apps/api listens on PORT, 8080 by default). */
const apiOrigin = 'http://127.0.0.1:8080';

/**
 * The libraries every page runs (react, react-router, i18next) in one chunk of their own, whose hash changes only when
 * they do, so a deploy of app code keeps it cached. TanStack Query and the HTTP client come with the signed-in pages'
 * shared chunk (never on /login, the /login first-load budget); the Mantine parts /login renders go into the first-load chunk.
 */
const VENDOR_CHUNKS: Array<{ name: string; test: RegExp }> = [
  {
    name: 'vendor',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
];

/** The styles of the Mantine components outside the first paint (src/lib/styles): every page but /login and /dashboard. */
const OTHER_STYLES = 'src/lib/styles/other-styles.ts';

/**
 * What every signed-in page loads lazily besides its own module: query root, shell and API clients, the whole locale,
 * the other styles.
 * (The toasts' host comes after the first paint: app/base-provider.tsx.)
 */
const SESSION_MODULES = ['src/app/session-entry.ts', 'src/locales/ru.json', OTHER_STYLES];

/**
 * The modules a signed-in /dashboard runs on its first load (the signed-in pages' entry and the page, with all they
 * import statically), filled by the build before chunking: the shared chunk every signed-in page loads holds only
 * these, and what only other pages need (forms, number and date inputs, most schemas) goes into a second shared chunk.
 */
const SIGNED_IN_CORE = new Set<string>();
const isLocale = (id: string): boolean => /[\\/]src[\\/]locales[\\/]/.test(id);

/**
 * A signed-in /dashboard paints its frame and greeting before its JS has run (src/app/first-paint-shell.ts): a small
 * classic script that only `/` and /dashboard name (ROUTES below).
 */
const firstShell = firstPaintShell(
  {
    paths: [PATHS.home, PATHS.dashboard],
    userKey: STORAGE_KEYS.user,
    colorSchemeKey: COLOR_SCHEME_STORAGE_KEY,
    greeting: ru.dashboard.greeting,
    intro: ru.dashboard.intro,
    defaultName: ru.shell.defaultUserName,
  },
  { fontFamily: theme.fontFamily ?? 'sans-serif', dimmedLight: PALETTE.secondary[6], dimmedDark: DARK_DIMMED },
);

/** The lazy modules of each route's first load (app/router.tsx). */
const ROUTES: RouteModules[] = [
  // /login itself is in the entry; its head names the locale's public part, which the entry would ask for only once it runs.
  { paths: [PATHS.login, PATHS.register], modules: ['src/locales/ru-public.ts'] },
  { paths: [PATHS.auth], modules: ['src/app/routes/auth.tsx', 'src/locales/ru.json', OTHER_STYLES] },
  { paths: [PATHS.recovery], modules: ['src/app/routes/recovery.tsx', 'src/locales/ru.json', OTHER_STYLES] },
  { paths: [PATHS.connect], modules: ['src/app/routes/connect.tsx', ...SESSION_MODULES] },
  // The dashboard renders with the locale's session part (src/locales/session-part.ts), not the whole locale; its page
  // is part of the signed-in pages' entry (app/session-entry.ts).
  {
    paths: [PATHS.home, PATHS.dashboard],
    modules: ['src/app/session-entry.ts', 'src/locales/ru-public.ts', 'src/locales/ru-session.ts'],
    scripts: [firstShell.fileName],
  },
  ...(
    [
      [PATHS.position, 'position'],
      [PATHS.resumes, 'resumes'],
      [PATHS.responses, 'responses'],
      [PATHS.subscription, 'subscription'],
      [PATHS.subscriptionReturn, 'subscription-return'],
      [PATHS.interview, 'interview'],
      [`${PATHS.settings}/:positionId?`, 'settings'],
      [PATHS.profile, 'profile'],
      [PATHS.vacancy, 'vacancy'],
      [PATHS.admin, 'admin'],
    ] as const
  ).map(([path, file]) => ({ paths: [path], modules: [`src/app/routes/${file}.tsx`, ...SESSION_MODULES] })),
  { paths: ['*'], modules: ['src/app/routes/not-found.tsx', 'src/locales/ru.json', OTHER_STYLES] },
];

/**
 * Vite config of the web app. `npm run build -w @otklik/web` writes apps/web/dist (OUT_DIR overrides it: `npm start`
 * builds into a fresh folder), which the API serves with an SPA fallback; every asset also gets .br and .gz siblings
 * for @fastify/static's preCompressed serving, and dist/.vite/manifest.json feeds the bundle budget (.size-limit.js).
 * In `npm run dev -w @otklik/web` the API prefixes are proxied so cookies stay same-origin.
 */
export default defineConfig({
  plugins: [
    react(),
    contractConstants(),
    firstLoadModules(['src/app/session-entry.ts', 'src/app/routes/dashboard.tsx'], SIGNED_IN_CORE),
    localeParts(fileURLToPath(new URL('./src/locales', import.meta.url))),
    precompress(),
    routePreloads(ROUTES),
    firstShell.plugin,
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    // Every browser the app supports knows <link rel=modulepreload> (Chromium, Firefox 115+, Safari 17+): no polyfill in
    // the first load (the /login first-load budget).
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_CHUNKS.map((group) => ({ ...group, priority: 20 })),
            // Everything else a first page load needs (the entry itself, /login, the Mantine parts they render) in one
            // chunk that index.html names directly: one gzip stream instead of ~30 small files, each with its own header
            // and import lines; that alone is ~10 kB of the /login budget.
            { name: 'first-load', tags: ['$initial'], priority: 15 },
            // What two or more lazy chunks share, in two chunks, so a signed-in page loads a dozen files, not ~60: the
            // part a signed-in /dashboard runs (TanStack Query, the HTTP client and the API clients, the Mantine parts of the shell
            // and the dashboard), and the rest, which only other pages load (forms, inputs, the schemas they parse).
            { name: 'session', test: (id: string) => SIGNED_IN_CORE.has(id) && !isLocale(id), minShareCount: 2, priority: 11 },
            { name: 'pages', test: (id: string) => !isLocale(id), minShareCount: 2, priority: 10 },
          ],
        },
      },
      // The contracts build their zod schemas at module level; calls on `z` have no side effects, so a page importing
      // only constants from @otklik/contracts (the guest guard) gets no schema and no zod.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(['/api', '/pay', '/notifications', '/hh-auth'].map((prefix) => [prefix, { target: apiOrigin }])),
  },
});
