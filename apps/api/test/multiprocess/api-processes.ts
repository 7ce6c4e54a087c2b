import type { FastifyInstance } from 'fastify';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResponseCookie } from '@otklik/api/testing';

/** apps/api, where the server entry runs from. */
const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The production entry: loadConfig → buildApp → startWorkers → listen (src/server.ts). */
const SERVER_ENTRY = join(API_DIR, 'src/server.ts');

/** A free loopback TCP port, found by binding port 0 and letting go of it. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** One Set-Cookie header as light-my-request describes it (name, value, max-age in seconds, expiry, path). */
function parseSetCookie(header: string): ResponseCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const cookie: ResponseCookie = { name: pair.slice(0, at), value: decodeURIComponent(pair.slice(at + 1)) };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    const name = key.toLowerCase();
    if (name === 'max-age') cookie.maxAge = Number(value);
    else if (name === 'expires') cookie.expires = new Date(value);
    else if (name === 'path') cookie.path = value;
    else if (name === 'httponly') cookie.httpOnly = true;
  }
  return cookie;
}

/** What the harness helpers pass to `app.inject`. */
interface InjectOptions {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | object;
  /** Sent as X-Forwarded-For (the processes trust their loopback proxy, as behind the load balancer). */
  remoteAddress?: string;
}

/**
 * An object the harness helpers (loginAs, callAs, connectHh…) accept as the app, whose `inject` is a real HTTP call
 * to `baseUrl`: the same requests, through a socket to another process.
 */
export function overHttp(baseUrl: string): FastifyInstance {
  const inject = async (options: InjectOptions) => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (typeof options.payload === 'string') body = options.payload;
    else if (options.payload !== undefined) {
      body = JSON.stringify(options.payload);
      headers['content-type'] ??= 'application/json';
    }
    if (options.remoteAddress) headers['x-forwarded-for'] = options.remoteAddress;
    const response = await fetch(`${baseUrl}${options.url}`, { method: options.method, headers, body, redirect: 'manual' });
    const text = await response.text();
    return {
      statusCode: response.status,
      body: text,
      headers: Object.fromEntries(response.headers),
      cookies: response.headers.getSetCookie().map(parseSetCookie),
      json: () => JSON.parse(text) as unknown,
    };
  };
  return { inject } as unknown as FastifyInstance;
}

/** One API process started from the server entry. */
export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The process as the harness helpers take an app (see {@link overHttp}). */
  app: FastifyInstance;
  /** What the process printed (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM, then waits for the graceful close (SIGKILL after 20 s); removes its DATA_DIR. */
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx src/server.ts` with `env` (on top of PATH and HOME only, so nothing of this process's
 * environment leaks in), on a free port, with its own DATA_DIR; resolves once GET /api/health answers 200.
 * @throws Error with the process's output when it exits or is not healthy within `readyTimeoutMs`.
 */
export async function startApiProcess(env: Record<string, string>, readyTimeoutMs = 90_000): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'otklik-mp-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'web-dist'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const stop = async (): Promise<void> => {
    if (!hasExited) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (hasExited) {
      await stop();
      throw new Error(`API process on ${url} exited before it was ready:\n${printed}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`API process on ${url} was not healthy within ${readyTimeoutMs} ms:\n${printed}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return { url, app: overHttp(url), output: () => printed, stop };
}
