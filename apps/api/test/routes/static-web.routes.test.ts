import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '@otklik/api/testing';
import { appTest } from '@otklik/api/testing/vitest';

/** The built web app served by the API: files, SPA deep links, the "not built" page, and the CSP. */
let t: TestApp;
let dist: string;
appTest().beforeAll(({ app }) => {
  t = app;
  dist = t.app.config.webDistDir;
});

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="app"></div></body></html>';

describe('static web app', () => {
  it('says to run `npm run build` while the dist folder is missing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('npm run build');
  });

  describe('once built', () => {
    beforeAll(async () => {
      await mkdir(join(dist, 'assets'), { recursive: true });
      await writeFile(join(dist, 'index.html'), INDEX);
      await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("otklik")');
    });

    it.each(['/', '/dashboard', '/settings/42', '/recovery?token=abc', '/no/such/page'])('GET %s answers index.html', async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    describe('with the route preloads of the build', () => {
      beforeAll(async () => {
        await mkdir(join(dist, '.vite'), { recursive: true });
        const routes = [
          { paths: ['/login'], files: [] },
          { paths: ['/', '/dashboard'], files: ['assets/session-1.js', 'assets/dashboard-1.js', 'assets/dashboard-1.css'], scripts: ['assets/shell-1.js'] },
          { paths: ['/settings/:positionId?'], files: ['assets/settings-1.js'] },
          { paths: ['*'], files: ['assets/not-found-1.js'] },
        ];
        await writeFile(join(dist, '.vite', 'route-preloads.json'), JSON.stringify({ routes }));
        // A new build: the page reader notices index.html changed.
        await writeFile(join(dist, 'index.html'), INDEX.replace('<body>', '<body> '));
      });
      afterAll(async () => {
        await rm(join(dist, '.vite'), { recursive: true, force: true });
        await writeFile(join(dist, 'index.html'), INDEX);
      });

      it.each([
        ['/', ['/assets/session-1.js', '/assets/dashboard-1.js']],
        ['/dashboard?x=1', ['/assets/session-1.js', '/assets/dashboard-1.js']],
        ['/settings', ['/assets/settings-1.js']],
        ['/settings/42', ['/assets/settings-1.js']],
        ['/no/such/page', ['/assets/not-found-1.js']],
        ['/login', []],
      ])('GET %s names that page’s chunks in the head', async (url, scripts) => {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        const head = response.body.slice(0, response.body.indexOf('</head>'));
        expect([...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1])).toEqual(scripts);
        expect(head.includes('<link rel="stylesheet" crossorigin href="/assets/dashboard-1.css">')).toBe(url.startsWith('/dashboard') || url === '/');
        expect(head).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
      });

      it.each([
        ['/dashboard', true],
        ['/', true],
        ['/login', false],
        ['/settings/42', false],
      ])('GET %s runs the route’s classic scripts right after the app’s element: %s', async (url, runs) => {
        const response = await t.app.inject({ method: 'GET', url });
        const body = response.body.slice(response.body.indexOf('<body>'));
        expect(body.includes('<div id="app"></div>\n    <script src="/assets/shell-1.js"></script>')).toBe(runs);
        expect(response.body.match(/shell-1\.js/g)?.length ?? 0).toBe(runs ? 1 : 0);
      });

      it('revalidates a page with its ETag (304), and a page of another build is new', async () => {
        const first = await t.app.inject({ method: 'GET', url: '/dashboard' });
        const etag = String(first.headers.etag);
        expect(etag).toMatch(/^".+"$/);
        const again = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { 'if-none-match': etag } });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        const other = await t.app.inject({ method: 'GET', url: '/login', headers: { 'if-none-match': etag } });
        expect(other.statusCode).toBe(200);
      });
    });

    it('serves hashed assets with a long immutable cache', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('answers 404, not index.html, for a missing file and for server paths', async () => {
      for (const url of ['/assets/missing.js', '/api/unknown', '/pay/x', '/notifications/x', '/hh-auth/x', '/__control/reset']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ detail: 'Not found', code: 'not_found' });
      }
    });

    it('sends a Content-Security-Policy that lets the built SPA run and nothing else in', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('sends the same security headers on API answers, errors included, on every request', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
      const security = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'];
      for (const url of ['/api/health', '/api/unknown', '/api/health']) {
        const response = await t.app.inject({ method: 'GET', url });
        for (const header of security) expect(response.headers[header], `${url} ${header}`).toBe(page.headers[header]);
      }
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
    });

    it('marks every answer of the server paths no-store, errors included, and leaves the web app’s caching alone', async () => {
      for (const [method, url] of [
        ['GET', '/api/health'],
        ['GET', '/api/resumes'],
        ['GET', '/api/unknown'],
        ['POST', '/api/auth/login'],
        ['GET', '/pay/x'],
        ['GET', '/notifications/x'],
        ['GET', '/hh-auth/x'],
      ] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.headers['cache-control'], `${method} ${url} → ${response.statusCode}`).toBe('no-store');
      }
      expect((await t.app.inject({ method: 'GET', url: '/dashboard' })).headers['cache-control']).toBe('no-cache');
      expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });
});
