import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { AppError } from '../lib/app-error';

/** Paths the server answers itself; everything else is the SPA's (its routes, including its not-found page). */
const SERVER_PREFIXES = ['/api', '/pay', '/notifications', '/hh-auth'];

/** True for paths of the API and the server's own endpoints (/api, /pay, /notifications, /hh-auth, /__*). */
export function isServerPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/__') || SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Otklik</title></head>
<body><h1>Otklik: веб-приложение не собрано</h1>
<p>The web app is not built yet. Run <code>npm run build</code> in the repository root, then reload this page.</p>
</body></html>
`;

/** Where the web build lists each route's first-load files (apps/web/scripts/route-preloads.ts). */
const ROUTE_PRELOADS_PATH = join('.vite', 'route-preloads.json');

interface RoutePreloads {
  /** `scripts`: classic scripts the page runs right after `<div id="app">` (the dashboard's first-paint shell). */
  routes: { paths: string[]; files: string[]; scripts?: string[] }[];
}

/**
 * Whether a URL path matches a React Router path pattern: literal segments, `:param` (one segment), `:param?` (one
 * segment or none) and `*` (anything).
 */
export function matchesRoutePath(pattern: string, path: string): boolean {
  if (pattern === '*') return true;
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  let i = 0;
  for (const segment of want) {
    if (segment.startsWith(':') && segment.endsWith('?')) {
      if (i < have.length) i += 1;
      continue;
    }
    if (i >= have.length) return false;
    if (!segment.startsWith(':') && segment !== have[i]) return false;
    i += 1;
  }
  return i === have.length;
}

/**
 * index.html for one page, with the page's own chunks named in its head: a `<link rel="modulepreload">` for each JS file
 * and a `<link rel="stylesheet">` for each CSS file of the first route in `preloads` that matches `path`, so the
 * browser fetches them together with the entry (the chain to the first paint is three requests deep, not eight); and
 * the route's classic scripts as `<script src>` right after `<div id="app"></div>`, which they may draw into before
 * the app's modules run (only that page downloads them).
 * @returns the HTML as the build wrote it when no route matches or the route needs nothing more
 */
export function pageHtml(indexHtml: string, preloads: RoutePreloads, path: string): string {
  const route = preloads.routes.find((candidate) => candidate.paths.some((pattern) => matchesRoutePath(pattern, path)));
  const scripts = route?.scripts ?? [];
  if (route === undefined || (route.files.length === 0 && scripts.length === 0)) return indexHtml;
  let html = indexHtml;
  if (route.files.length > 0) {
    const links = route.files
      .map((file) => (file.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="/${file}">` : `<link rel="modulepreload" crossorigin href="/${file}">`))
      .join('\n    ');
    html = html.replace('</head>', `    ${links}\n  </head>`);
  }
  if (scripts.length > 0) {
    const app = '<div id="app"></div>';
    html = html.replace(app, `${app}${scripts.map((file) => `\n    <script src="/${file}"></script>`).join('')}`);
  }
  return html;
}

/** Reads index.html and the route preloads of the build the dist folder points to now, once per build. */
function createPageReader(webDistDir: string): (path: string) => { html: string; etag: string } {
  let cached: { key: string; indexHtml: string; preloads: RoutePreloads; pages: Map<string, { html: string; etag: string }> } | null = null;
  return (path) => {
    const indexFile = join(webDistDir, 'index.html');
    const key = `${realpathSync(webDistDir)}:${statSync(indexFile).mtimeMs}`;
    if (cached?.key !== key) {
      const preloadsFile = join(webDistDir, ROUTE_PRELOADS_PATH);
      const preloads: RoutePreloads = existsSync(preloadsFile) ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads) : { routes: [] };
      cached = { key, indexHtml: readFileSync(indexFile, 'utf8'), preloads, pages: new Map() };
    }
    const html = pageHtml(cached.indexHtml, cached.preloads, path);
    let page = cached.pages.get(html);
    if (page === undefined) {
      page = { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
      cached.pages.set(html, page);
    }
    return page;
  };
}

export interface StaticWebSettings {
  /** Absolute WEB_DIST_DIR (Vite's build output). */
  webDistDir: string;
  /** PUBLIC_URL is https: send HSTS and upgrade-insecure-requests. */
  publicUrlIsHttps: boolean;
}

/**
 * Security headers (helmet) with a Content-Security-Policy the built SPA runs under: scripts, fonts and API calls from
 * the same origin only; inline styles allowed (Mantine injects its CSS variables in <style> tags); images also from
 * data:/blob:; no framing, no plugins. HSTS and upgrade-insecure-requests only when PUBLIC_URL is https.
 * The headers are the same on every answer, so helmet's middleware is built once here and applied in an onRequest
 * hook (@fastify/helmet builds it again on every request: 8% of a polled request's CPU).
 */
export async function registerSecurityHeaders(app: FastifyInstance, settings: Pick<StaticWebSettings, 'publicUrlIsHttps'>): Promise<void> {
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        ...(settings.publicUrlIsHttps ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    hsts: settings.publicUrlIsHttps ? { maxAge: 180 * 86_400, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
}

/**
 * Serves the built web app from WEB_DIST_DIR (@fastify/static) and owns the not-found handler:
 * - a file in the dist folder is served as is, or its precompressed sibling (`.br`, `.gz`, written by the web build)
 *   when Accept-Encoding allows (`preCompressed`; `Vary: Accept-Encoding`); `/assets/*` (content-hashed names) with
 *   `Cache-Control: public, max-age=31536000, immutable`, the rest (index.html, favicon) `no-cache` with an ETag, so a
 *   browser revalidates them (304) and picks up a new build at once;
 * - no static answer sets a cookie (the XSRF cookie comes with the first API call instead), so shared caches may
 *   keep them;
 * - any other GET/HEAD outside {@link isServerPath}, `/` included, answers index.html with the page's own chunks named
 *   in its head ({@link pageHtml}), `no-cache` with an ETag of that page, so the SPA handles deep links and its own
 *   not-found page; when the dist folder has no index.html, a short page says to run `npm run build` (503);
 * - everything else (unknown /api routes, other methods, missing files such as /assets/x.js) → 404 `{detail:'Not found', code:'not_found'}`.
 */
export async function registerStaticWeb(app: FastifyInstance, settings: StaticWebSettings): Promise<void> {
  const indexFile = join(settings.webDistDir, 'index.html');
  const readPage = createPageReader(settings.webDistDir);
  await app.register(fastifyStatic, {
    root: settings.webDistDir,
    prefix: '/',
    wildcard: true,
    // `/` is a page like the others (its chunks named in the head): the not-found handler below serves it.
    index: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const immutable = path.includes(`${sep}assets${sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isServerPath(request.url)) reply.removeHeader('set-cookie');
    return payload;
  });

  /** Answers index.html for a page path, with that page's chunks named in its head. */
  const servePage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    if (!existsSync(indexFile)) {
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_PAGE);
    }
    const page = readPage(path);
    reply.header('cache-control', 'no-cache').header('etag', page.etag).type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.send(page.html);
  };

  // `/` is a page like the others; the static plugin would answer its directory (403).
  app.get('/', async (request, reply) => servePage(request, reply, '/'));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(path) && !lastSegment.includes('.');
    if (!isPage) throw new AppError('not_found');
    return servePage(request, reply, path);
  });
}
