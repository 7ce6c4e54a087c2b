import { SESSION_COOKIES, type User } from '@otklik/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';

/** A cookie as light-my-request parses a Set-Cookie header. */
export interface ResponseCookie {
  name: string;
  value: string;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  maxAge?: number;
  expires?: Date;
}

/** @returns the Set-Cookie entry named `name` of a response, or undefined. */
export function cookieOf(response: { cookies: ResponseCookie[] }, name: string): ResponseCookie | undefined {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** True when the response expires the cookie (Max-Age=0 or an Expires in the past). */
export function isCleared(cookie: ResponseCookie | undefined): boolean {
  if (!cookie) return false;
  return cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
}

/** A browser-like cookie jar for inject(): remembers what responses set, forgets what they clear. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  /** Applies a response's Set-Cookie headers. Paths are ignored: tests only call paths every cookie covers. */
  update(response: { cookies: ResponseCookie[] }): this {
    for (const cookie of response.cookies) {
      if (isCleared(cookie) || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The Cookie header value. */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Cookie header plus the matching X-XSRF-TOKEN, as the web client sends on state-changing calls. */
  headers(): Record<string, string> {
    const xsrf = this.get(SESSION_COOKIES.xsrf);
    return { cookie: this.header(), ...(xsrf ? { [SESSION_COOKIES.xsrfHeader]: xsrf } : {}) };
  }
}

/** A unique e-mail per call, so test files can share one database. */
export const uniqueEmail = (prefix = 'user'): string => `${prefix}-${randomUUID().slice(0, 8)}@example.ru`;

/** @throws Error naming the call, its status and body when the response's status is not `status`. */
export function expectStatus(response: LightMyRequestResponse, status: number, what: string): LightMyRequestResponse {
  if (response.statusCode !== status) throw new Error(`${what} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
  return response;
}

/** A registered account with the password it was created with. */
export interface TestUser {
  email: string;
  password: string;
  user: User;
}

/**
 * Registers an account through POST /api/auth/register (the real path).
 * @throws Error when the registration does not answer 200
 */
export async function createUser(app: FastifyInstance, fields: { email?: string; password?: string; name?: string } = {}): Promise<TestUser> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, ...(fields.name ? { name: fields.name } : {}) },
  });
  expectStatus(response, 200, 'POST /api/auth/register');
  return { email: email.trim().toLowerCase(), password, user: response.json<User>() };
}

/** POST /api/auth/login body, form-urlencoded. */
export const loginForm = (username: string, password: string): { headers: Record<string, string>; payload: string } => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ username, password }).toString(),
});

/** A signed-in session: the jar with the session and XSRF cookies, the XSRF token and the User. */
export interface TestSession {
  jar: CookieJar;
  xsrf: string;
  user: User;
}

/**
 * Logs in through POST /api/auth/login (form-urlencoded, as the web client does).
 * @throws Error when the login does not answer 200 or sets no XSRF-TOKEN cookie
 */
export async function loginAs(app: FastifyInstance, account: { email: string; password: string }, options: { ip?: string } = {}): Promise<TestSession> {
  const jar = new CookieJar();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    ...loginForm(account.email, account.password),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  expectStatus(response, 200, 'POST /api/auth/login');
  jar.update(response);
  const xsrf = jar.get(SESSION_COOKIES.xsrf);
  if (!xsrf) throw new Error('login did not set the XSRF-TOKEN cookie');
  return { jar, xsrf, user: response.json<User>() };
}

/** A registered and signed-in seeker: their account and session. */
export type Seeker = TestUser & TestSession;

/** Registers a seeker and signs them in (register + login with cookies and XSRF). */
export async function signInSeeker(app: FastifyInstance, fields: { email?: string; password?: string; name?: string } = {}): Promise<Seeker> {
  const account = await createUser(app, fields);
  return { ...account, ...(await loginAs(app, account)) };
}

/** Calls the API as a seeker: the session cookies, and the XSRF header on state-changing calls. */
export function callAs(
  app: FastifyInstance,
  seeker: { jar: CookieJar },
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: seeker.jar.headers(), ...(payload === undefined ? {} : { payload }) });
}

/**
 * Calls the API as a seeker and returns the JSON body (undefined for an empty one); the jar keeps what it sets.
 * @throws Error on any status ≥ 400, with the body
 */
export async function callOk<T>(
  app: FastifyInstance,
  seeker: { jar: CookieJar },
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
): Promise<T> {
  const response = await callAs(app, seeker, method, url, payload);
  seeker.jar.update(response);
  if (response.statusCode >= 400) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return (response.body ? response.json() : undefined) as T;
}

/**
 * Polls `read` every `everyMs` (default 100) until `done` holds for its value, then returns it.
 * @throws Error after `timeoutMs` (default 30 s) with the last value, so a failure shows where it stopped
 */
export async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms; last value: ${JSON.stringify(value).slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
