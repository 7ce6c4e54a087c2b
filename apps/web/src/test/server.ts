import { setupServer } from 'msw/node';

/** The mocked network of the component tests: every request must match a handler (onUnhandledRequest: 'error'). */
export const server = setupServer();

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
