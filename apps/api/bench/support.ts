/**
 * What the API benches share: the hh sandbox in this process, the real app (buildApp) on PGlite or a fresh
 * PostgreSQL database, seekers connected through the real OAuth flow, and order statistics. Bench-only code.
 */
import { SESSION_COOKIES } from '@otklik/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { createTestDatabase, type TestBackend } from '../test/build-test-app';
import { consentAtSandbox, startSandbox, type RunningSandbox } from '../test/support/sandbox';

export { startSandbox, type RunningSandbox };

/** The backend the benches run on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite in memory. */
export const BENCH_BACKEND: TestBackend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** An app built for a bench, wired to the sandbox; `close()` also drops its database and data folder. */
export interface BenchApp {
  app: FastifyInstance;
  backend: TestBackend;
  close(): Promise<void>;
}

/**
 * Builds the real app with production settings (no test overrides: real clock, default queue polling) against the
 * sandbox, on a fresh database of `backend`.
 */
export async function startBenchApp(hh: RunningSandbox, options: { backend?: TestBackend; env?: Record<string, string> } = {}): Promise<BenchApp> {
  const backend = options.backend ?? 'pglite';
  const dataDir = await mkdtemp(join(tmpdir(), 'otklik-bench-'));
  const database = await createTestDatabase(backend);
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    APP_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    LOG_LEVEL: 'silent',
    HH_API_URL: hh.url,
    HH_OAUTH_URL: hh.url,
    DAILY_APPLICATION_QUOTA: '200',
    ...options.env,
  });
  const app = await buildApp(config, { logger: false });
  return {
    app,
    backend,
    close: async () => {
      try {
        await app.close();
      } finally {
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** A signed-in seeker connected to a sandbox hh account: its cookies, user id and hh e-mail. */
export interface BenchSeeker {
  userId: string;
  hhEmail: string;
  cookies: Map<string, string>;
}

function remember(cookies: Map<string, string>, response: LightMyRequestResponse): void {
  for (const cookie of response.cookies as { name: string; value: string }[]) cookies.set(cookie.name, cookie.value);
}

/** Calls the API as the seeker (session cookies and the XSRF header). @throws on any status ≥ 400. */
export async function api<T>(app: FastifyInstance, seeker: Pick<BenchSeeker, 'cookies'>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const cookie = [...seeker.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const xsrf = seeker.cookies.get(SESSION_COOKIES.xsrf);
  const response = await app.inject({
    method,
    url,
    headers: { cookie, ...(xsrf ? { [SESSION_COOKIES.xsrfHeader]: xsrf } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
  remember(seeker.cookies, response);
  if (response.statusCode >= 400) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return (response.body ? response.json() : undefined) as T;
}

/** Registers, signs in and connects hh through the real OAuth flow (generate-link → sandbox consent → exchange). */
export async function connectSeeker(app: FastifyInstance, hhEmail = `bench-${randomUUID().slice(0, 8)}@example.ru`): Promise<BenchSeeker> {
  const email = `seeker-${randomUUID().slice(0, 8)}@example.ru`;
  const password = 'bench password 123';
  const cookies = new Map<string, string>();
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password } });
  if (registered.statusCode !== 200) throw new Error(`register answered ${registered.statusCode}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });
  remember(cookies, login);
  const seeker: BenchSeeker = { userId: login.json<{ user_id: string }>().user_id, hhEmail, cookies };
  const { registration_link } = await api<{ registration_link: string }>(app, seeker, 'GET', '/api/hh/generate-link');
  const { code, state } = await consentAtSandbox(registration_link, hhEmail);
  await api(app, seeker, 'POST', '/api/hh/exchange', { code, state });
  return seeker;
}

/** Order statistics of samples: median, p95, min and max (nearest rank). */
export function describe(samples: readonly number[]): { n: number; median: number; p95: number; min: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
  return { n: sorted.length, median: at(0.5), p95: at(0.95), min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
}

/** Polls `done` every `everyMs` until it holds. @throws after `timeoutMs`. */
export async function waitFor(done: () => Promise<boolean>, timeoutMs = 120_000, everyMs = 10): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await done())) {
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
