import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
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
