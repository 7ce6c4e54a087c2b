import { positionListSchema } from '@otklik/contracts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type Seeker, type TestApp, insertPosition, signInSeeker } from '@otklik/api/testing';
import { appTest } from '@otklik/api/testing/vitest';

/**
 * Dynamic JSON answers above 1 KB go out compressed (@fastify/compress), brotli or gzip as the
 * request's Accept-Encoding asks, and plain when it asks for neither; small answers (the polled ones) stay plain.
 */
let t: TestApp;
let seeker: Seeker;

appTest().beforeAll(async ({ app }) => {
  t = app;
  seeker = await signInSeeker(t.app);
  // Twelve positions make GET /api/positions a few KB of JSON.
  for (let i = 0; i < 12; i += 1) await insertPosition(t.app, seeker.user.user_id, `${1000 + i}abcdef`);
});

const listPositions = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/positions',
    headers: { ...seeker.jar.headers(), ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

describe('compressed JSON answers above 1 KB', () => {
  it('sends a large JSON answer brotli-compressed to a client that accepts br, and the body is the same list', async () => {
    const plain = await listPositions();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await listPositions('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const decoded = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'));
    expect(positionListSchema.parse(decoded)).toEqual(positionListSchema.parse(plain.json()));
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const gz = await listPositions('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(JSON.parse((await listPositions()).body));
  });

  it('sends the answer uncompressed when the client accepts no compression, or asks for identity', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await listPositions(acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(positionListSchema.parse(response.json()).items).toHaveLength(12);
    }
  });

  it('leaves answers under 1 KB uncompressed even when the client accepts br', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual(JSON.parse(health.rawPayload.toString('utf8')));
  });
});
