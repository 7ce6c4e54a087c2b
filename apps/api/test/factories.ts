import { SESSION_COOKIES, type User } from '@otklik/contracts';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';

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

/** A registered account with the password it was created with. */
export interface TestUser {
  email: string;
  password: string;
  user: User;
}

/** Registers an account through POST /api/auth/register (the real path). */
export async function createUser(
  app: FastifyInstance,
  fields: { email?: string; password?: string; name?: string } = {},
): Promise<TestUser> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, ...(fields.name ? { name: fields.name } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { email: email.trim().toLowerCase(), password, user: response.json<User>() };
}

/**
 * Logs in through POST /api/auth/login (form-urlencoded, as the web client does).
 * @returns a jar with the session and XSRF cookies, the XSRF token, and the User.
 */
export async function loginAs(
  app: FastifyInstance,
  account: { email: string; password: string },
  options: { ip?: string } = {},
): Promise<{ jar: CookieJar; xsrf: string; user: User }> {
  const jar = new CookieJar();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: account.email, password: account.password }).toString(),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  jar.update(response);
  const xsrf = jar.get(SESSION_COOKIES.xsrf);
  if (!xsrf) throw new Error('login did not set the XSRF-TOKEN cookie');
  return { jar, xsrf, user: response.json<User>() };
}

/** POST /api/auth/login body, form-urlencoded. */
export const loginForm = (username: string, password: string): { headers: Record<string, string>; payload: string } => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ username, password }).toString(),
});
