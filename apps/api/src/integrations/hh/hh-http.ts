import type { z } from 'zod';
import { hhErrors } from '../../lib/metrics';
import { HhApiError, HhUnavailableError, type HhErrorItem } from './hh-errors';

/** Settings of the hh HTTP transport. URLs without a trailing slash. */
export interface HhHttpOptions {
  /** API host, e.g. https://api.hh.ru (or the sandbox). */
  apiUrl: string;
  /** Sent as User-Agent and HH-User-Agent on every call. */
  userAgent: string;
  /** Per-attempt timeout in ms. */
  timeoutMs: number;
  /** Extra attempts for retryable failures (429, 5xx, network) on calls marked safe to retry. */
  maxRetries: number;
  /** Base backoff in ms; attempt n waits base * 4^n (capped by Retry-After when hh sends one). */
  backoffMs: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** One request to hh. `form` is sent urlencoded, `multipart` as multipart/form-data, `json` as JSON. */
export interface HhRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  token?: string;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  form?: Record<string, string>;
  multipart?: Record<string, string>;
  json?: unknown;
  /** Retry 429/5xx/network failures. Only for calls whose repetition is harmless. */
  retry?: boolean;
}

/** What a call returned: status, headers and the parsed JSON body (undefined for an empty body). */
export interface HhResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Builds `?a=1&area=1&area=2` from a query object; arrays repeat the key (hh's "multi" parameters). */
export function buildQuery(query: HhRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function parseRetryAfter(headers: Headers): number | null {
  const raw = headers.get('retry-after');
  if (!raw) return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function errorItems(body: unknown): HhErrorItem[] {
  if (body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)) {
    return (body as { errors: unknown[] }).errors.filter(
      (e): e is HhErrorItem => !!e && typeof e === 'object' && typeof (e as { type?: unknown }).type === 'string',
    );
  }
  return [];
}

/**
 * The transport every hh call goes through: sends the User-Agent, a bearer token when given, applies the timeout,
 * and retries 429/5xx/network failures with exponential backoff when `retry` is set.
 * @throws HhApiError on a 4xx/5xx answer (after retries), HhUnavailableError when hh does not answer.
 */
export function createHhHttp(options: HhHttpOptions) {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;

  async function attempt(req: HhRequest): Promise<HhResponse> {
    const headers: Record<string, string> = {
      'User-Agent': options.userAgent,
      'HH-User-Agent': options.userAgent,
      Accept: 'application/json',
    };
    if (req.token) headers.Authorization = `Bearer ${req.token}`;
    let body: RequestInit['body'];
    if (req.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(req.form).toString();
    } else if (req.multipart) {
      const data = new FormData();
      for (const [k, v] of Object.entries(req.multipart)) data.append(k, v);
      body = data;
    } else if (req.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(req.json);
    }
    let res: Response;
    try {
      res = await doFetch(`${options.apiUrl}${req.path}${buildQuery(req.query)}`, {
        method: req.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      hhErrors.inc({ code: 'unavailable' });
      throw new HhUnavailableError(`hh did not answer ${req.method} ${req.path}`, { cause: err });
    }
    const text = await res.text().catch(() => '');
    let parsed: unknown;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined; // 5xx bodies may not be JSON: branch on the status.
      }
    }
    if (res.status >= 400) {
      hhErrors.inc({ code: String(res.status) });
      throw new HhApiError(
        res.status,
        errorItems(parsed),
        (parsed as { request_id?: string } | undefined)?.request_id ?? null,
        parseRetryAfter(res.headers),
        parsed,
      );
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }

  /** Sends one request, retrying per the rules above. */
  async function send(req: HhRequest): Promise<HhResponse> {
    const tries = req.retry ? options.maxRetries + 1 : 1;
    for (let n = 0; ; n++) {
      try {
        return await attempt(req);
      } catch (err) {
        const retryable = err instanceof HhUnavailableError || (err instanceof HhApiError && err.retryable);
        if (!retryable || n + 1 >= tries) throw err;
        const backoff = options.backoffMs * 4 ** n;
        const hinted = err instanceof HhApiError ? err.retryAfterMs : null;
        await sleep(hinted !== null ? Math.min(Math.max(hinted, backoff), 30_000) : backoff);
      }
    }
  }

  /** Sends and validates the JSON body with a zod schema (a shape mismatch is HhUnavailableError, never a 500). */
  async function sendParsed<S extends z.ZodType>(req: HhRequest, schema: S): Promise<z.output<S>> {
    const res = await send(req);
    const result = schema.safeParse(res.body);
    if (!result.success) {
      throw new HhUnavailableError(`hh answered ${req.method} ${req.path} with an unexpected shape: ${result.error.message.slice(0, 300)}`);
    }
    return result.data;
  }

  return { send, sendParsed };
}

export type HhHttp = ReturnType<typeof createHhHttp>;
