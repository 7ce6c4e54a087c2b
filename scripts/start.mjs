#!/usr/bin/env node
// `npm start`: runs Otklik on its embedded defaults. First the web app is built, only when its sources changed since
// the last build, into a fresh folder switched in atomically (scripts/web-build.mjs). When HH_CLIENT_ID is not set, the hh sandbox starts beside
// the API (on HH_SANDBOX_PORT, default 8090) and the API points at it; with HH_CLIENT_ID set, only the API starts
// and talks to the real hh.ru. Likewise the payment sandbox (PAYMENT_SANDBOX_PORT, default 8095) starts when no
// payment provider keys are set, with its webhooks pointed at the API's /pay/webhooks/*. All run as child processes;
// a signal stops them all, and if one exits the rest are stopped.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const children = [];
let stopping = false;

/**
 * The API's memory settings on the embedded PGlite default (docs/memory.md): a 4 MB young generation instead of 16 MB,
 * one V8 background thread instead of one per core, and one malloc arena instead of one per thread (glibc keeps what
 * the wasm compiler threads freed). Together they take about 60 MB off the API's RSS at ready, and cost about 10% of
 * its request throughput (bench:polling), so with DATABASE_URL (PostgreSQL, no wasm) they are not set. They go first
 * in NODE_OPTIONS, so a NODE_OPTIONS or MALLOC_ARENA_MAX of your own overrides them.
 */
function apiEnv() {
  if (process.env.DATABASE_URL) return process.env;
  return {
    ...process.env,
    NODE_OPTIONS: ['--max-semi-space-size=4', '--v8-pool-size=1', process.env.NODE_OPTIONS].filter(Boolean).join(' '),
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '1',
  };
}

function run(name, cwd, env = process.env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, cwd),
    env,
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} exited (${signal ?? code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code) {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() => process.exit(code));
}

/** Resolves once something listens on host:port (polls every 100 ms, gives up after timeoutMs). */
function waitForPort(host, port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = createConnection({ host, port }, () => {
        socket.end();
        resolve();
      });
      socket.on('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on ${host}:${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  await ensureWebBuild({ root });
} catch (err) {
  console.error(`[start] the web build failed: ${err.message}`);
  process.exit(1);
}

if (!process.env.HH_CLIENT_ID) {
  // The sandbox serves the ~17,500 real vacancies of ../shared/data when that folder is beside the repository
  // (a developer's machine, CI); otherwise its bundled MIT-licensed seed.
  const shared = join(root, '..', 'shared', 'data');
  if (!process.env.HH_SANDBOX_DATA && existsSync(join(shared, 'vacancies'))) process.env.HH_SANDBOX_DATA = join(shared, 'vacancies');
  run('hh-sandbox', 'apps/hh-sandbox');
  const host = process.env.HH_SANDBOX_HOST ?? '127.0.0.1';
  const port = Number(process.env.HH_SANDBOX_PORT ?? 8090);
  try {
    await waitForPort(host, port, 60_000);
  } catch (err) {
    console.error(`[start] the hh sandbox did not start: ${err.message}`);
    stop(1);
  }
}
const paymentKeys = ['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];
if (!stopping && !paymentKeys.some((key) => process.env[key])) {
  const apiUrl = (process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`).replace(/\/+$/, '');
  process.env.PAYMENT_SANDBOX_YOOKASSA_WEBHOOK_URL ??= `${apiUrl}/pay/webhooks/yookassa`;
  process.env.PAYMENT_SANDBOX_STRIPE_WEBHOOK_URL ??= `${apiUrl}/pay/webhooks/stripe`;
  run('payment-sandbox', 'apps/payment-sandbox');
  const host = process.env.PAYMENT_SANDBOX_HOST ?? '127.0.0.1';
  const port = Number(process.env.PAYMENT_SANDBOX_PORT ?? 8095);
  try {
    await waitForPort(host, port, 60_000);
  } catch (err) {
    console.error(`[start] the payment sandbox did not start: ${err.message}`);
    stop(1);
  }
}
if (!stopping) run('api', 'apps/api', apiEnv());
