import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_DETAIL } from '@otklik/contracts';
import { apiError } from '@/test/fixtures';
import { server } from '@/test/server';
import { SessionCheckError, validateSession } from './validate-session';

/** The Response objects validateSession received from fetch, to see whether it read their bodies. */
function captureResponses(): Response[] {
  const seen: Response[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args: Parameters<typeof fetch>) => {
    const response = await realFetch(...args);
    seen.push(response);
    return response;
  });
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('validateSession', () => {
  it('reads every answer to the end, so the request closes (401, 500 and 200 alike)', async () => {
    const seen = captureResponses();
    server.use(http.get('/api/auth/validate', () => apiError('unauthenticated')));
    await expect(validateSession()).resolves.toBe(false);
    server.use(http.get('/api/auth/validate', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    await expect(validateSession()).rejects.toBeInstanceOf(SessionCheckError);
    server.use(http.get('/api/auth/validate', () => HttpResponse.json({ detail: `${AUTH_DETAIL.tokenValid}: anna@example.ru` })));
    await expect(validateSession()).resolves.toBe(true);
    expect(seen.map((response) => [response.status, response.bodyUsed])).toEqual([
      [401, true],
      [500, true],
      [200, true],
    ]);
  });
});

describe('validateSession verdicts, by status and error code', () => {
  it('a 2xx answer is a session whatever its text; a no-session code is none; another code is no verdict', async () => {
    server.use(http.get('/api/auth/validate', () => HttpResponse.json({ detail: 'OK' })));
    await expect(validateSession()).resolves.toBe(true);
    server.use(http.get('/api/auth/validate', () => apiError('unauthenticated')));
    await expect(validateSession()).resolves.toBe(false);
    server.use(http.get('/api/auth/validate', () => HttpResponse.json({ detail: 'Token is valid', code: 'refresh_missing' }, { status: 401 })));
    await expect(validateSession()).resolves.toBe(false);
    server.use(http.get('/api/auth/validate', () => new HttpResponse('Unauthorized', { status: 401 })));
    await expect(validateSession()).resolves.toBe(false);
    server.use(http.get('/api/auth/validate', () => apiError('rate_limited')));
    await expect(validateSession()).rejects.toMatchObject({ name: 'SessionCheckError', status: 429 });
  });
});
