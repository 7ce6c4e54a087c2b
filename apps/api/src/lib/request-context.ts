import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request id of the work in progress, carried through async calls (AsyncLocalStorage): set for each HTTP request
 * (plugins/request-log.ts) and for each pg-boss job from the id stored in its data (plugins/queue.ts), so a job a
 * request enqueued — and every job that job enqueues — logs under the same id.
 */
const storage = new AsyncLocalStorage<{ requestId: string }>();

/** A request id a client or load balancer may send in `x-request-id`: 1–64 of `A-Z a-z 0-9 . _ : -`. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id of a new request: the `x-request-id` header when it is a plausible id ({@link REQUEST_ID}), else a new
 * UUID v4. Anything else in the header (too long, spaces, control characters) is ignored, never logged.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && REQUEST_ID.test(value) ? value : randomUUID();
}

/** Runs `fn` with `requestId` as the current request id (also for everything `fn` starts asynchronously). */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

/** @returns the current request id, or null outside a request or job. */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}
