import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Ports of the product and the hh sandbox during the journeys (apart from a dev server on 8080/8090). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 18090);
/** Port of the payment sandbox (YooKassa and Stripe stand-ins) during the journeys, apart from a dev one on 8095. */
export const E2E_PAYMENT_SANDBOX_PORT = Number(process.env.E2E_PAYMENT_SANDBOX_PORT ?? E2E_SANDBOX_PORT + 5);
/** The product's METRICS_TOKEN during the journeys: a journey reads GET /metrics to wait for work the server did. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789';

/**
 * The product's DATA_DIR during the journeys: fresh per run (PGlite, mail outbox). Set once in the main process; the
 * workers inherit it, so journeys can read the mail the product wrote.
 */
export const E2E_DATA_DIR = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'otklik-e2e-')));

/**
 * Browser journeys in Debian's Chromium (/usr/bin/chromium; never a downloaded browser), no retries:
 * a flaky journey must fail. Screenshots of each step go to e2e/artifacts.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts/test-results',
  retries: 0,
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    headless: true,
    locale: 'ru-RU',
    // The seeker's system asks for reduced motion, so Mantine skips its transitions: a click never lands on a dialog
    // button that is still sliding in (mousedown and mouseup on different elements make no click).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node support/serve.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      HH_SANDBOX_PORT: String(E2E_SANDBOX_PORT),
      HH_SANDBOX_PUBLIC_URL: `http://127.0.0.1:${E2E_SANDBOX_PORT}`,
      PAYMENT_SANDBOX_PORT: String(E2E_PAYMENT_SANDBOX_PORT),
      PAYMENT_SANDBOX_PUBLIC_URL: `http://127.0.0.1:${E2E_PAYMENT_SANDBOX_PORT}`,
      PAYMENT_SANDBOX_LOG_LEVEL: 'warn',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: E2E_METRICS_TOKEN,
      HH_SANDBOX_LOG_LEVEL: 'warn',
      // Employers invite only when a journey asks (control API), so statuses are what the journey expects.
      HH_SANDBOX_AUTO_INVITE_RATE: '0',
    },
  },
});
