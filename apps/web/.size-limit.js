// The bundle budget (issue 13): the JavaScript a first visit to /login downloads, gzipped, over every chunk it pulls
// (index.html's entry, the login route, the public part of the Russian locale, and their static imports, read from the
// build manifest by scripts/first-load.mjs). `npm run size -w @otklik/web` after a build; `npm test` runs it after its
// web build, so a change that breaks the budget fails CI. The goal is 150 kB; the budget is today's size
// (164 kB: react-dom 67, react-router 30, i18next 17, Mantine core 10 + the form's components, the app's entry).
import { join } from 'node:path';
import { LOGIN_SOURCES, firstLoadFiles } from './scripts/first-load.mjs';

const dist = join(import.meta.dirname, 'dist');
const { js } = firstLoadFiles(dist, LOGIN_SOURCES);

export default [
  {
    name: '/login first load (JS, gzipped)',
    path: js.map((file) => join('dist', file)),
    gzip: true,
    limit: '165 kB',
  },
];
