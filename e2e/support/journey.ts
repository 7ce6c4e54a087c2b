import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_METRICS_TOKEN, E2E_PORT } from '../playwright.config';

/** Where journeys save their step screenshots (kept as CI artifacts). */
export const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screenshots');
mkdirSync(SCREENSHOT_DIR, { recursive: true });

/** Saves a full-page screenshot named `<journey>-<step>.png`. */
export async function snap(page: Page, journey: string, step: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${journey}-${step}.png`), fullPage: true });
}

/** A fresh seeker's credentials. */
export function newSeeker(prefix = 'seeker') {
  const id = randomUUID().slice(0, 8);
  return { name: `Анна ${id}`, email: `${prefix}-${id}@example.ru`, password: `пароль-${id}-Secure` };
}

/** Registers through /auth; the app logs in automatically and lands on /connect (no hh yet). */
export async function register(page: Page, seeker: ReturnType<typeof newSeeker>): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Имя').fill(seeker.name);
  await page.getByLabel('Email').fill(seeker.email);
  await page.getByLabel('Пароль').fill(seeker.password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/connect$/);
}

/** Signs in through /login. */
export async function signIn(page: Page, seeker: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(seeker.email);
  await page.getByLabel('Пароль').fill(seeker.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
}

/** /connect → hh's (sandbox) consent page → «Разрешить» → back with a code → /position. */
export async function connectHh(page: Page, hhEmail: string): Promise<void> {
  await page.goto('/connect');
  await page.getByRole('button', { name: 'Подключить HH.ru' }).click();
  await expect(page.getByRole('button', { name: 'Разрешить' })).toBeVisible();
  await page.getByLabel('Email').fill(hhEmail);
  await page.getByRole('button', { name: 'Разрешить' }).click();
  await expect(page).toHaveURL(/\/position(\?.*)?$/);
}

/**
 * One sample of the product's GET /metrics (Prometheus text), e.g. `otklik_application_sends_total{outcome="skipped"}`;
 * 0 while the series does not exist yet. A journey waits on it for work the server does out of sight (a job that ran).
 */
export async function metricSample(series: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${E2E_PORT}/metrics`, { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } });
  if (!res.ok) throw new Error(`GET /metrics answered ${res.status}`);
  const line = (await res.text()).split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
