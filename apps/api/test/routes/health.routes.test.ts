import { describe, expect, it } from 'vitest';
import { type TestApp, uniqueEmail } from '@otklik/api/testing';
import { appTest } from '@otklik/api/testing/vitest';

/** GET /api/health, and what clients see when the database is gone: 503 for health, a 500 that hides its cause. */
const logLines: string[] = [];
let t: TestApp;
appTest({ logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } } }).beforeAll(({ app }) => {
  t = app;
});

describe('GET /api/health', () => {
  it("answers 200 {status:'ok'} while the database answers", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 once the database is gone; other failures are 500 with the detail hidden and logged with the request id', async () => {
    await t.app.database.close();

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ detail: 'Database is not available', code: 'unavailable' });

    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'long enough password' },
    });
    expect(register.statusCode).toBe(500);
    expect(register.json()).toEqual({ detail: 'Internal server error', code: 'internal' });

    const logged = logLines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string; err?: { message?: string } });
    const failure = logged.find((entry) => entry.msg === 'request failed' && entry.reqId === register.headers['x-request-id']);
    expect(failure?.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u); // the id the response carries in x-request-id
    expect(failure?.err?.message).toBeTruthy();
  });
});
