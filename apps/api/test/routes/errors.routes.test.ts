import { apiErrorSchema } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import { type TestApp, uniqueEmail } from '@otklik/api/testing';
import { appTest } from '@otklik/api/testing/vitest';

/** Bad requests get a clear 4xx in the one error shape `{detail, code, issues?}`, never a 500, and the server keeps serving. */
let t: TestApp;
appTest().beforeAll(({ app }) => {
  t = app;
});

async function expectStillServing(): Promise<void> {
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  expect(health.json()).toEqual({ status: 'ok' });
}

function expectErrorShape(response: { json: () => unknown; headers: Record<string, unknown> }): void {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(apiErrorSchema.strict().safeParse(response.json()).success).toBe(true);
}

describe('bad bodies', () => {
  it('malformed JSON → 400 invalid_json', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.ru", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response);
    expect(response.json()).toEqual({ detail: 'Request body is not valid JSON', code: 'invalid_json' });
    await expectStillServing();
  });

  it('wrong types → 400 validation_failed listing each field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 42, password: true, name: [] } });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response);
    const body = response.json<{ code: string; detail: string; issues: { path: string; message: string }[] }>();
    expect(body.code).toBe('validation_failed');
    expect(body.detail).toBe('Request validation failed');
    expect([...new Set(body.issues.map((issue) => issue.path))].sort()).toEqual(['email', 'name', 'password']);
    for (const issue of body.issues) expect(issue.message.length).toBeGreaterThan(0);
    await expectStillServing();
  });

  it('a missing body → 400 validation_failed', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('an oversize body (over 256 KiB) → 413 payload_too_large', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'long enough password', name: 'x'.repeat(300 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expectErrorShape(response);
    expect(response.json()).toEqual({ detail: 'Request body is too large', code: 'payload_too_large' });
    await expectStillServing();
  });

  it('a content type the route cannot read → 415 unsupported_media_type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=a@b.ru&password=x',
    });
    expect(response.statusCode).toBe(415);
    expectErrorShape(response);
    expect(response.json()).toEqual({ detail: 'Unsupported content type', code: 'unsupported_media_type' });
    await expectStillServing();
  });

  it('an empty JSON body on a call without one (POST /api/auth/refresh) is read as no body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Refresh token missing', code: 'refresh_missing' });
  });

  it('a prototype-poisoning body is refused, not merged', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.ru","password":"long enough password","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response);
    await expectStillServing();
  });
});

describe('unknown API routes', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/auth/nope'],
    ['DELETE', '/api/auth/login'],
    ['GET', '/pay/payments/unknown'],
    ['GET', '/notifications/unknown'],
    ['GET', '/hh-auth/unknown'],
  ] as const)('%s %s → 404 in the error shape', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expectErrorShape(response);
    expect(response.json()).toEqual({ detail: 'Not found', code: 'not_found' });
  });
});
