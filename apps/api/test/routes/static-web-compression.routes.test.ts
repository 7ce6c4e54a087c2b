import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type TestApp } from '@otklik/api/testing';
import { appTest } from '@otklik/api/testing/vitest';

/**
 * Precompressed assets: the web build's .br/.gz siblings are served by Accept-Encoding, hashed assets
 * are immutable for a year, index.html is `no-cache` with an ETag (304 on revalidation), and no static answer sets a
 * cookie.
 */
let t: TestApp;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<div id="app"></div>'.repeat(80)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('otklik '.repeat(400))});`;

appTest().beforeAll(async ({ app }) => {
  t = app;
  const dist = t.app.config.webDistDir;
  await mkdir(join(dist, 'assets'), { recursive: true });
  for (const [file, text] of [
    ['index.html', INDEX],
    [join('assets', 'index-abc123.js'), SCRIPT],
  ] as const) {
    await writeFile(join(dist, file), text);
    await writeFile(join(dist, `${file}.br`), brotliCompressSync(text));
    await writeFile(join(dist, `${file}.gz`), gzipSync(text));
  }
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('precompressed static web app', () => {
  it('serves brotli to a browser that accepts it, gzip to one that accepts only gzip, plain to the rest', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('gives hashed assets a year-long immutable cache, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await get('/assets/index-abc123.js', { 'accept-encoding': encoding });
      expect(response.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves index.html compressed with no-cache and an ETag, for / and for a deep link, and answers 304 to If-None-Match', async () => {
    for (const url of ['/', '/index.html', '/login', '/settings/42']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX);
      const etag = response.headers.etag;
      expect(etag, url).toMatch(/^(W\/)?"/);
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });

  it('sets no cookie on static answers, while an API answer still hands out the XSRF cookie', async () => {
    for (const url of ['/', '/login', '/assets/index-abc123.js']) {
      const response = await get(url, { 'accept-encoding': 'gzip' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    const api = await get('/api/health');
    expect(String(api.headers['set-cookie'])).toContain('XSRF-TOKEN=');
  });
});
