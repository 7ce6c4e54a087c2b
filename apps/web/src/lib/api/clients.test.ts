import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_DETAIL } from '@otklik/contracts';
import { STORAGE_KEYS } from '@/lib/storage/session-store';
import { anna, apiError } from '@/test/fixtures';
import { recordRequests, server } from '@/test/server';
import { apiClient, authClient, refreshSession } from './clients';
import { registerNavigator } from './navigation';
import { validateHhIntegration } from './validate-hh';
import { validateSession } from './validate-session';

/** A promise with its resolve handle, to hold the refresh call open while other requests pile up. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** GET /api/things/:id answers 401 while `expired()` and the id otherwise. */
function thingsHandler(expired: () => boolean) {
  return http.get('/api/things/:id', ({ params }) => (expired() ? apiError('unauthenticated') : HttpResponse.json({ id: params.id })));
}

let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
let unregister: () => void;
beforeEach(() => {
  navigate = vi.fn<(path: string) => void>();
  unregister = registerNavigator(navigate);
});
afterEach(() => {
  unregister();
  vi.useRealTimers();
});

describe('apiClient refresh queue: one refresh for every 401 meanwhile, then one retry each', () => {
  it('runs exactly one refresh for several requests failing with 401, then retries and resolves each', async () => {
    let expired = true;
    const refreshGate = deferred();
    server.use(
      thingsHandler(() => expired),
      http.post('/api/auth/refresh', async () => {
        await refreshGate.promise;
        expired = false;
        return HttpResponse.json({ detail: AUTH_DETAIL.refreshed });
      }),
    );
    const calls = recordRequests();

    const pending = ['1', '2', '3'].map((id) => apiClient.get<{ id: string }>(`/api/things/${id}`));
    await vi.waitFor(() => {
      expect(calls.count('POST', '/api/auth/refresh')).toBe(1);
      expect(calls.requests.filter((r) => r.path.startsWith('/api/things/'))).toHaveLength(3);
    });
    // A request that fails while the refresh is in flight joins the queue instead of starting a second refresh.
    pending.push(apiClient.get<{ id: string }>('/api/things/4'));
    await vi.waitFor(() => expect(calls.requests.filter((r) => r.path === '/api/things/4')).toHaveLength(1));
    refreshGate.resolve();

    const answers = await Promise.all(pending);
    expect(answers.map((answer) => answer.data.id)).toEqual(['1', '2', '3', '4']);
    expect(calls.count('POST', '/api/auth/refresh')).toBe(1);
    for (const id of ['1', '2', '3', '4']) expect(calls.count('GET', `/api/things/${id}`)).toBe(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh between the guard and the 401 queue, so the rotated token is never used twice', async () => {
    let expired = true;
    const refreshGate = deferred();
    server.use(
      thingsHandler(() => expired),
      http.post('/api/auth/refresh', async () => {
        await refreshGate.promise;
        expired = false;
        return HttpResponse.json({ detail: AUTH_DETAIL.refreshed });
      }),
    );
    const calls = recordRequests();
    const fromGuard = refreshSession();
    const request = apiClient.get<{ id: string }>('/api/things/5');
    await vi.waitFor(() => expect(calls.count('GET', '/api/things/5')).toBe(1));
    const secondGuard = refreshSession();
    refreshGate.resolve();

    await Promise.all([fromGuard, secondGuard]);
    await expect(request).resolves.toMatchObject({ data: { id: '5' } });
    expect(calls.count('POST', '/api/auth/refresh')).toBe(1);
  });

  it('waits 100 ms after a successful refresh before retrying', async () => {
    let expired = true;
    const refreshGate = deferred();
    server.use(
      thingsHandler(() => expired),
      http.post('/api/auth/refresh', async () => {
        await refreshGate.promise;
        expired = false;
        return HttpResponse.json({ detail: AUTH_DETAIL.refreshed });
      }),
    );
    const calls = recordRequests();
    const answer = apiClient.get<{ id: string }>('/api/things/7');
    await vi.waitFor(() => expect(calls.count('POST', '/api/auth/refresh')).toBe(1));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    refreshGate.resolve();
    // Let the refresh answer arrive (I/O is real) until the transport schedules its pause.
    while (vi.getTimerCount() === 0) await new Promise((done) => setImmediate(done));
    await vi.advanceTimersByTimeAsync(99);
    expect(calls.count('GET', '/api/things/7')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();

    await expect(answer).resolves.toMatchObject({ data: { id: '7' } });
    expect(calls.count('GET', '/api/things/7')).toBe(2);
  });

  it('retries a request only once: a second 401 after the refresh is returned to the caller', async () => {
    server.use(
      thingsHandler(() => true),
      http.post('/api/auth/refresh', () => HttpResponse.json({ detail: AUTH_DETAIL.refreshed })),
    );
    const calls = recordRequests();
    await expect(apiClient.get('/api/things/1')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.count('POST', '/api/auth/refresh')).toBe(1);
    expect(calls.count('GET', '/api/things/1')).toBe(2);
  });

  it('logs out and goes to /login once when the refresh fails, rejecting every queued request', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(anna));
    localStorage.setItem(STORAGE_KEYS.hhIntegrated, 'true');
    server.use(
      thingsHandler(() => true),
      http.post('/api/auth/refresh', () => apiError('refresh_missing')),
    );
    const calls = recordRequests();

    const results = await Promise.allSettled([apiClient.get('/api/things/1'), apiClient.get('/api/things/2')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(calls.count('POST', '/api/auth/refresh')).toBe(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.hhIntegrated)).toBeNull();
  });

  it('never retries auth validate or refresh', async () => {
    server.use(
      http.get('/api/auth/validate', () => apiError('unauthenticated')),
      http.post('/api/auth/refresh', () => apiError('refresh_missing')),
    );
    const calls = recordRequests();

    await expect(apiClient.get('/api/auth/validate')).rejects.toMatchObject({ response: { status: 401 } });
    await expect(apiClient.post('/api/auth/refresh')).rejects.toMatchObject({ response: { status: 401 } });
    await expect(validateSession()).resolves.toBe(false);

    expect(calls.count('GET', '/api/auth/validate')).toBe(2);
    expect(calls.count('POST', '/api/auth/refresh')).toBe(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not refresh when /api/hh/validate answers 401 "not connected": that is the integration state', async () => {
    server.use(http.get('/api/hh/validate', () => apiError('hh_not_integrated', { status: 401 })));
    const calls = recordRequests();
    await expect(validateHhIntegration()).resolves.toBe(false);
    expect(calls.count('POST', '/api/auth/refresh')).toBe(0);
  });

  it('sends a 403 "Access denied" to /subscription and leaves other 403s alone', async () => {
    server.use(
      http.get('/api/paid', () => apiError('forbidden')),
      http.post('/api/form', () => apiError('xsrf_failed')),
      // The same text under another code (an admin call): the code decides, not the text.
      http.get('/api/admin/me', () => apiError('admin_required')),
    );
    await expect(apiClient.get('/api/paid')).rejects.toMatchObject({ response: { status: 403 } });
    expect(navigate).toHaveBeenCalledWith('/subscription');
    navigate.mockClear();
    await expect(apiClient.post('/api/form', {})).rejects.toMatchObject({ response: { status: 403 } });
    await expect(apiClient.get('/api/admin/me')).rejects.toMatchObject({ response: { status: 403, data: { detail: 'Access denied' } } });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('403 rules: the plan, the hh connection and other refusals', () => {
  it('sends a 403 on the statistics call and on setting or deleting a feedback status to /subscription, whatever the detail', async () => {
    server.use(
      http.post('/api/applications/statistics', () => apiError('forbidden', { detail: 'Plan does not include statistics' })),
      http.put('/api/applications/:id/feedback_status', () => apiError('forbidden', { detail: 'Plan required' })),
      http.delete('/api/applications/:id/feedback_status', () => apiError('forbidden', { detail: 'Plan required' })),
    );
    const calls = [
      () => apiClient.post('/api/applications/statistics', { user_id: anna.user_id }),
      () => apiClient.put('/api/applications/a-17/feedback_status', { feedback_status: 'liked' }),
      () => apiClient.delete('/api/applications/a-17/feedback_status'),
    ];
    for (const call of calls) {
      navigate.mockClear();
      await expect(call()).rejects.toMatchObject({ response: { status: 403 } });
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('/subscription');
    }
  });

  it('leaves a 403 of another applications call, or a GET of the feedback status, to the caller', async () => {
    // A 403 other than `forbidden` (which goes to /subscription from any call): only the named calls redirect on it.
    server.use(
      http.get('/api/applications/a-17/feedback_status', () => apiError('xsrf_failed')),
      http.post('/api/applications/statistics/export', () => apiError('xsrf_failed')),
    );
    await expect(apiClient.get('/api/applications/a-17/feedback_status')).rejects.toMatchObject({ response: { status: 403 } });
    await expect(apiClient.post('/api/applications/statistics/export')).rejects.toMatchObject({ response: { status: 403 } });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("clears the integration flag and goes to /connect on a 403 'hh_not_integrated'", async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(anna));
    localStorage.setItem(STORAGE_KEYS.hhIntegrated, 'true');
    server.use(http.get('/api/resumes', () => apiError('hh_not_integrated')));
    await expect(apiClient.get('/api/resumes')).rejects.toMatchObject({ response: { status: 403 } });
    expect(navigate).toHaveBeenCalledWith('/connect');
    expect(localStorage.getItem(STORAGE_KEYS.hhIntegrated)).toBe('false');
    expect(localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
  });
});

describe('XSRF and credentials: cookies sent, the XSRF cookie copied into its header', () => {
  it('copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header on both clients', async () => {
    document.cookie = 'XSRF-TOKEN=token-from-cookie-42; path=/';
    server.use(
      http.post('/api/things', () => HttpResponse.json({ ok: true })),
      http.post('/api/auth/logout', () => HttpResponse.json({ detail: AUTH_DETAIL.loggedOut })),
    );
    const calls = recordRequests();

    await apiClient.post('/api/things', { a: 1 });
    await authClient.post('/api/auth/logout');

    expect(calls.requests).toHaveLength(2);
    for (const request of calls.requests) expect(request.headers.get('x-xsrf-token')).toBe('token-from-cookie-42');
  });

  it('sends cookies from both clients, JSON bodies as JSON, and no Content-Type without a body', async () => {
    server.use(
      http.post('/api/things', () => HttpResponse.json({ ok: true })),
      http.post('/api/auth/logout', () => HttpResponse.json({ detail: AUTH_DETAIL.loggedOut })),
    );
    const calls = recordRequests();
    for (const client of [apiClient, authClient]) expect(client.defaults.credentials).toBe('include');

    await apiClient.post('/api/things', { a: 1 });
    await authClient.post('/api/auth/logout');

    expect(calls.requests[0]?.headers.get('content-type')).toBe('application/json');
    await vi.waitFor(() => expect(calls.requests[0]?.body).toBe('{"a":1}'));
    expect(calls.requests[1]?.headers.get('content-type')).toBeNull();
    expect(calls.requests[1]?.headers.get('accept')).toBe('application/json');
  });

  it('sends query parameters without the empty ones, and rejects a network failure without a response', async () => {
    server.use(
      http.get('/api/search', ({ request }) => HttpResponse.json({ search: new URL(request.url).search })),
      http.get('/api/down', () => HttpResponse.error()),
    );
    const answer = await apiClient.get<{ search: string }>('/api/search', { params: { q: 'a b', page: 2, none: undefined, empty: null } });
    expect(answer.data.search).toBe('?q=a+b&page=2');
    await expect(apiClient.get('/api/down')).rejects.toMatchObject({ code: 'ERR_NETWORK', response: undefined });
  });
});
