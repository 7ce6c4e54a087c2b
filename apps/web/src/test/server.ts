import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * What the shell asks on every session page (subscription state, daily counter, bell, support link, admin role) and the dashboard's summary, answered
 * by default so tests of other features need not mock it: a trial, 0 of 20, no new notifications, not an admin. Tests about the
 * shell override them with `server.use`.
 */
const shellDefaults = [
  http.get('/api/subscription/current', () =>
    HttpResponse.json({
      is_cancelled: false,
      plan_id: 'trial',
      trial_end: '2099-01-01T00:00:00.000Z',
      subscription_expiry: null,
      daily_quota: 10,
      next_renewal: null,
      pending_plan_id: null,
      provider: null,
      payment_status: 'trial',
    }),
  ),
  http.get('/api/applications/count', () => HttpResponse.json({ current_applications: 0, total_applications: 20 })),
  http.post('/notifications/have_notifications', () => HttpResponse.json(false)),
  http.get('/api/support/link', () => HttpResponse.json({ url: 'https://t.me/otklik_support_bot?start=test' })),
  http.get('/api/admin/me', () => HttpResponse.json({ is_admin: false })),
  http.get('/api/dashboard/summary', () =>
    HttpResponse.json({
      positions: [],
      quota: { used: 0, total: 20, queued: 0, next_send_at: null },
      invitations: [],
      subscription: { state: 'trial', plan_id: 'trial', ends_at: '2099-01-01T00:00:00.000Z' },
      hh_connected: true,
      next_step: { kind: 'create_position', position_id: null },
    }),
  ),
];

/** The mocked network of the component tests: every request must match a handler (onUnhandledRequest: 'error'). */
export const server = setupServer(...shellDefaults);

/** One request the app made, as the mocked server saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: string;
}

/**
 * Records every request from now on (method, path, query, headers, body), for asserting what the app sent and how
 * often (e.g. exactly one refresh).
 */
export function recordRequests(): { requests: RecordedRequest[]; count: (method: string, path: string) => number } {
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = { method: request.method, path: url.pathname, search: url.search, headers: request.headers, body: '' };
    requests.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text;
      });
  });
  return {
    requests,
    count: (method, path) => requests.filter((request) => request.method === method && request.path === path).length,
  };
}

/**
 * Resolves when the mocked server has answered a request to `method path` (with the query `search` when given) that
 * starts after this call: msw's `response:mocked` event, so a test waits for the answer it means, not for a clock.
 * Call it before the action that sends the request.
 */
export function answered(method: string, path: string, search?: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (request.method !== method || url.pathname !== path || (search !== undefined && url.search !== search)) return;
      server.events.removeListener('response:mocked', listener);
      resolve();
    };
    server.events.on('response:mocked', listener);
  });
}
