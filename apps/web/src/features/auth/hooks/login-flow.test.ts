import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anna, hhValidateHandler, validateHandler } from '@/test/fixtures';
import { recordRequests, server } from '@/test/server';
import { runLoginFlow } from './login-flow';

afterEach(() => {
  vi.useRealTimers();
});

describe('login sequence: login, a 100 ms pause, validate, then hh', () => {
  it('pauses 100 ms between the login call and the session check', async () => {
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json(anna)),
      validateHandler(true),
      hhValidateHandler(true),
    );
    const calls = recordRequests();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const next = runLoginFlow({ email: anna.email, password: 'correct horse' });
    // Let the login answer arrive (I/O is real) until the flow schedules its pause.
    while (vi.getTimerCount() === 0) await new Promise((done) => setImmediate(done));
    expect(calls.count('POST', '/api/auth/login')).toBe(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(calls.count('GET', '/api/auth/validate')).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();

    await expect(next).resolves.toBe('/dashboard');
    expect(calls.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/auth/login',
      'GET /api/auth/validate',
      'GET /api/hh/validate',
    ]);
  });
});
