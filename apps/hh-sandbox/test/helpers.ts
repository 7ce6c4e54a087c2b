import { expect } from 'vitest';
import type { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import { type Sandbox, buildSandbox } from '../src/app';
import { BUNDLED_DICTIONARIES_FILE, BUNDLED_SEED_DIR, type SandboxConfig, loadConfig } from '../src/config';
import { createClock } from '../src/state/clock';
import { type SandboxData, loadSandboxData } from '../src/state/load-data';

/** The sandbox clock of the route tests starts here, frozen (2026-01-15 12:00 Moscow). */
export const T0 = Date.parse('2026-01-15T09:00:00Z');
export const PUBLIC_URL = 'http://sandbox.test';
export const UA = { 'user-agent': 'OtklikTest/1.0 (tests@otklik.example)' };
export const REDIRECT_URI = 'http://localhost:5173/connect';

let seedData: Promise<SandboxData> | undefined;

/** The bundled seed, loaded once per test file (resumes derived from it, so tests need nothing outside the repo). */
export function seed(): Promise<SandboxData> {
  seedData ??= loadSandboxData({
    dataPath: BUNDLED_SEED_DIR,
    resumesPath: null,
    dictionariesFile: BUNDLED_DICTIONARIES_FILE,
    publicUrl: PUBLIC_URL,
  });
  return seedData;
}

/** A sandbox on the seed with a frozen clock at T0; auto-invites off unless the overrides turn them on. */
export async function startSandbox(overrides: Partial<SandboxConfig> = {}): Promise<Sandbox> {
  const config: SandboxConfig = { ...loadConfig({}), publicUrl: PUBLIC_URL, autoInviteRate: 0, ...overrides };
  return buildSandbox({ config, data: await seed(), clock: createClock({ start: T0, frozen: true }), logger: false });
}

/**
 * Parses a response body with an hh-contract schema and returns it typed; the test fails with zod's issues when
 * the sandbox's answer does not match the contract.
 */
export function expectHh<T extends z.ZodType>(schema: T, res: LightMyRequestResponse): z.infer<T> {
  const parsed = schema.safeParse(res.json());
  expect(parsed.error?.issues ?? [], `contract violation in ${res.body.slice(0, 300)}`).toEqual([]);
  return parsed.data as z.infer<T>;
}

/** A multipart/form-data body built with the platform's FormData, as a browser or undici would send it. */
export async function multipart(fields: Record<string, string>): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** The query parameters of a redirect's Location. */
export function locationParams(res: LightMyRequestResponse): URLSearchParams {
  return new URL(String(res.headers.location)).searchParams;
}

/** Goes through consent for `email` and returns the authorization code. */
export async function authorize(sandbox: Sandbox, email: string, state = 'st-1'): Promise<string> {
  const res = await sandbox.app.inject({
    method: 'POST',
    url: '/oauth/authorize',
    payload: new URLSearchParams({
      response_type: 'code',
      client_id: sandbox.config.clientId,
      redirect_uri: REDIRECT_URI,
      state,
      email,
      decision: 'allow',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode).toBe(302);
  return locationParams(res).get('code')!;
}

/** POST /token with a form body. */
export function postToken(sandbox: Sandbox, form: Record<string, string>, url = '/token') {
  return sandbox.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: { ...UA, 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Consent + code exchange: a token pair for the applicant `email`. */
export async function connect(sandbox: Sandbox, email: string): Promise<{ access: string; refresh: string }> {
  const code = await authorize(sandbox, email);
  const res = await postToken(sandbox, {
    grant_type: 'authorization_code',
    client_id: sandbox.config.clientId,
    client_secret: sandbox.config.clientSecret,
    redirect_uri: REDIRECT_URI,
    code,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ access_token: string; refresh_token: string }>();
  return { access: body.access_token, refresh: body.refresh_token };
}

/** Headers of an API call with a user token. */
export const auth = (access: string) => ({ ...UA, authorization: `Bearer ${access}` });
