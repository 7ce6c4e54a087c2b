import type { AddressInfo } from 'node:net';
import { buildSandbox, type Sandbox } from '../../../hh-sandbox/src/app';
import { loadConfig as loadSandboxConfig } from '../../../hh-sandbox/src/config';

/** The hh sandbox running in this test process on 127.0.0.1 (a real HTTP peer for the product's hh client). */
export interface RunningSandbox {
  sandbox: Sandbox;
  /** Base URL, e.g. http://127.0.0.1:41234: both the API host and the OAuth host. */
  url: string;
  /** Calls the sandbox's control API (/__control/...). */
  control(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * Starts the hh sandbox on a free loopback port with its bundled seed (or HH_SANDBOX_DATA), auto-invites off.
 * @param env extra sandbox variables (HH_SANDBOX_TOKEN_TTL_SECONDS, …).
 */
export async function startSandbox(env: Record<string, string> = {}): Promise<RunningSandbox> {
  const config = loadSandboxConfig({
    HH_SANDBOX_PORT: '0',
    HH_SANDBOX_AUTO_INVITE_RATE: '0',
    HH_SANDBOX_LOG_LEVEL: 'silent',
    ...(process.env.HH_SANDBOX_DATA ? { HH_SANDBOX_DATA: process.env.HH_SANDBOX_DATA } : {}),
    ...env,
  });
  const sandbox = await buildSandbox({ config, logger: false });
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = sandbox.app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    sandbox,
    url,
    async control(method, path, body) {
      const response = await fetch(`${url}/__control${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status >= 400) throw new Error(`control ${method} ${path}: ${response.status} ${await response.text()}`);
      const text = await response.text();
      return text ? (JSON.parse(text) as unknown) : undefined;
    },
    close: () => sandbox.app.close(),
  };
}

/**
 * Plays the seeker's part on the sandbox's consent page for an hh authorize URL: submits the e-mail and «Разрешить».
 * @returns the code and state hh sends back to redirect_uri.
 */
export async function consentAtSandbox(authorizeUrl: string, email: string): Promise<{ code: string; state: string; location: URL }> {
  const link = new URL(authorizeUrl);
  const form = new URLSearchParams(link.searchParams);
  form.set('decision', 'allow');
  form.set('email', email);
  const response = await fetch(`${link.origin}/oauth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  if (response.status !== 302) throw new Error(`consent answered ${response.status}: ${await response.text()}`);
  const location = new URL(response.headers.get('location') ?? '');
  const code = location.searchParams.get('code');
  const state = location.searchParams.get('state');
  if (!code || !state) throw new Error(`no code/state in ${location.toString()}`);
  return { code, state, location };
}
