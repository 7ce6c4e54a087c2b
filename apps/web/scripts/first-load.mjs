// What a first visit to a page downloads: the entry of index.html, the lazy route module of that page and the
// locale it starts in, with every chunk they import statically (transitively), read from Vite's build manifest
// (dist/.vite/manifest.json). Used by the bundle budget (.size-limit.js) and the bench's size report.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JS and CSS files (relative to distDir) a first load of a route pulls: the scripts and stylesheets dist/index.html
 * names (the entry and the chunks the build hoisted into the page), then the sources loaded right after them, each with
 * every chunk it imports statically (transitively), read from Vite's build manifest (dist/.vite/manifest.json).
 * @param {string} distDir the built web app (apps/web/dist)
 * @param {string[]} sources the source modules loaded right after the entry (the route module, the locale), as the
 *   manifest names them, e.g. 'src/locales/ru-public.ts'; a name missing from the manifest throws
 * @returns {{ js: string[], css: string[] }} paths relative to distDir, each once, in load order
 */
export function firstLoadFiles(distDir, sources) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`npm run build -w @otklik/web\` first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`the build manifest has no '${key}'`);
    if (js.has(chunk.file)) return;
    if (chunk.file.endsWith('.css')) {
      css.add(chunk.file);
      return;
    }
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  for (const [, file] of html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)) {
    const key = keyOfFile.get(file);
    if (key === undefined) js.add(file);
    else visit(key);
  }
  for (const [, file] of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)) css.add(file);
  for (const source of sources) visit(source);
  return { js: [...js], css: [...css] };
}

/**
 * The classic scripts the page served for `path` runs besides its modules (the route preloads' `scripts`,
 * scripts/route-preloads.ts: the dashboard's first-paint shell), as the API names them.
 * @param {string} distDir the built web app
 * @param {string} path a page's path, matched literally against the routes' paths
 * @returns {string[]} paths relative to distDir
 */
export function routeScripts(distDir, path) {
  const file = join(distDir, '.vite', 'route-preloads.json');
  if (!existsSync(file)) return [];
  const { routes } = JSON.parse(readFileSync(file, 'utf8'));
  return routes.find((route) => route.paths.includes(path))?.scripts ?? [];
}

/** The sources a first visit to /login loads after the page's scripts (the login route is part of the entry): the public part of the Russian locale. */
export const LOGIN_SOURCES = ['src/locales/ru-public.ts'];

/**
 * The sources a first visit to a signed-in /dashboard loads after the page's scripts (the route's head names them,
 * apps/api static-web.ts): the public and the session part of the Russian locale, the signed-in pages' entry (with the page).
 */
export const DASHBOARD_SOURCES = ['src/locales/ru-public.ts', 'src/locales/ru-session.ts', 'src/app/session-entry.ts'];

/**
 * Sums the gzipped size (level 9, as size-limit measures) of files.
 * @param {string} distDir the built web app
 * @param {string[]} files paths relative to distDir
 * @returns {number} bytes
 */
export function gzippedBytes(distDir, files) {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length, 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = join(import.meta.dirname, '..', 'dist');
  const sources = process.argv.length > 2 ? process.argv.slice(2) : LOGIN_SOURCES;
  const { js, css } = firstLoadFiles(distDir, sources);
  for (const file of js) console.log(`${(gzippedBytes(distDir, [file]) / 1024).toFixed(2).padStart(8)} KB  ${file}`);
  console.log(
    `JS gzipped: ${(gzippedBytes(distDir, js) / 1024).toFixed(1)} KB in ${js.length} files; CSS gzipped: ${(gzippedBytes(distDir, css) / 1024).toFixed(1)} KB`,
  );
}
