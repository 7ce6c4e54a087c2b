// The bundle budget: the JavaScript a first visit to /login downloads, gzipped, over every chunk it pulls
// (the scripts dist/index.html names: the entry with /login and the Mantine parts it renders in one chunk, the vendor
// chunks; then the public part of the Russian locale; and their static imports, read from the build manifest by
// scripts/first-load.mjs). `npm run size -w @otklik/web` after a build; `npm test` runs it after its web build, so a
// change that breaks the budget fails CI. Measured 149.2 kB: react-dom 67.4, react-router 30.0, i18next 17.4, the
// first-load chunk 33.0, the locale's public part 1.0.
import { join } from 'node:path';
import { DASHBOARD_SOURCES, LOGIN_SOURCES, firstLoadFiles, routeScripts } from './scripts/first-load.mjs';

const dist = join(import.meta.dirname, 'dist');
const { js } = firstLoadFiles(dist, LOGIN_SOURCES);
const dashboard = firstLoadFiles(dist, DASHBOARD_SOURCES);
// The dashboard's page also runs the first-paint shell's classic script (src/app/first-paint-shell.ts, about 1 kB).
dashboard.js.push(...routeScripts(dist, '/dashboard'));

export default [
  {
    name: '/login first load (JS, gzipped)',
    path: js.map((file) => join('dist', file)),
    gzip: true,
    limit: '150 kB',
  },
  // A signed-in /dashboard: the same entry, the public and session parts of the locale (the shell's and the dashboard's keys), the
  // shared chunk of what the signed-in shell and the dashboard run (TanStack Query, the fetch client, the valibot twins
  // of the schemas they parse, the Mantine parts they render; what only other pages need, zod among it, is in a second
  // shared chunk), the shell with the page (one chunk); the user menu, the bell's panel and the dialogs load when used.
  // Measured 195.6 kB (191 KiB) in 7 files: react-dom 62, react-router 29, i18next 15, the first-load chunk 32, the
  // locale's two parts 6, the shared chunk 34 (Mantine 10, TanStack Query 10, valibot 2), the shell with the page 8.
  {
    name: '/dashboard first load (JS, gzipped)',
    path: dashboard.js.map((file) => join('dist', file)),
    gzip: true,
    limit: '200 kB',
  },
];
