import { expect, type Page, test } from '@playwright/test';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PAYMENT_SANDBOX_PORT, E2E_PORT, E2E_SANDBOX_PORT } from '../playwright.config';
import { connectHh, newSeeker, register, snap } from '../support/journey';
import { positionToProposals } from '../support/position-flow';

/**
 * Journey 1 of the paid path: a trial seeker reaches the daily limit BY SENDING applications, sees the 'limit reached'
 * box, follows 'Увеличить количество' to the upsell, pays with a Russian test card and comes back with a bigger quota.
 *
 * Reaching the trial's default quota (20 a day) would take five or six positions, so this file runs its own Otklik
 * (API + hh sandbox + payment sandbox, `support/serve.mjs`, a fresh DATA_DIR) with the trial quota set to 2 through
 * the product's documented setting DAILY_APPLICATION_QUOTA (docs/configuration.md). Nothing else differs from
 * `npm start`: the applications really go out through the hh sandbox, and the quota is counted by the product.
 * The shared journey server keeps the default quota, so the other journeys are unaffected.
 */
const TRIAL_QUOTA = 2;
const PORT = E2E_PORT + 1;
const SANDBOX_PORT = E2E_SANDBOX_PORT + 1;
const PAYMENT_SANDBOX_PORT = E2E_PAYMENT_SANDBOX_PORT + 1;
const BASE_URL = `http://127.0.0.1:${PORT}`;

/** YooKassa's published test card that succeeds (the payment sandbox decides the outcome by the number). */
const CARD_OK = '5555555555554444';

let server: ChildProcess | null = null;

/** Resolves once GET /api/health answers 200, or throws after `timeoutMs`. */
async function waitHealthy(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error(`the quota journey's server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${BASE_URL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the quota journey's server did not answer ${BASE_URL}/api/health within ${timeoutMs} ms`);
}

/**
 * Booting a second stack (hh sandbox with its vacancy set, payment sandbox, API with fresh migrations) takes ~30 s on
 * an idle machine; the journeys' machines are shared, so it gets the time `npm start` may need under load.
 */
const BOOT_TIMEOUT_MS = 300_000;

test.beforeAll(async () => {
  test.setTimeout(BOOT_TIMEOUT_MS + 20_000);
  const serve = join(dirname(fileURLToPath(import.meta.url)), '..', 'support', 'serve.mjs');
  server = spawn(process.execPath, [serve], {
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'otklik-e2e-quota-')),
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      HH_SANDBOX_PORT: String(SANDBOX_PORT),
      HH_SANDBOX_PUBLIC_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
      PAYMENT_SANDBOX_PORT: String(PAYMENT_SANDBOX_PORT),
      PAYMENT_SANDBOX_PUBLIC_URL: `http://127.0.0.1:${PAYMENT_SANDBOX_PORT}`,
      PAYMENT_SANDBOX_LOG_LEVEL: 'warn',
      LOG_LEVEL: 'warn',
      HH_SANDBOX_LOG_LEVEL: 'warn',
      HH_SANDBOX_AUTO_INVITE_RATE: '0',
      DAILY_APPLICATION_QUOTA: String(TRIAL_QUOTA),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitHealthy(BOOT_TIMEOUT_MS);
});

test.afterAll(async () => {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
});

test.use({ baseURL: BASE_URL });

/** Position → 5 answers → resume published → the proposals, all kept → «Готово». @returns how many were chosen. */
async function sendApplications(page: Page): Promise<number> {
  const cards = await positionToProposals(page, { styles: ['Классический'] });
  const chosen = await cards.count();
  await page.getByRole('button', { name: 'Готово', exact: true }).click();
  await expect(page).toHaveURL(/\/responses/, { timeout: 30_000 });
  return chosen;
}

test('subscription: a trial seeker sends up to the daily limit, follows the upsell, pays with a Russian card and gets a bigger quota', async ({ page }) => {
  test.setTimeout(300_000);
  const seeker = newSeeker('quota');
  await page.setViewportSize({ width: 1280, height: 900 });
  await register(page, seeker);
  await connectHh(page, seeker.email);

  // The trial: no Vacancies in the menu, the trial's quota in the box.
  const nav = page.getByRole('navigation', { name: 'Основное меню' });
  await expect(nav.getByRole('link', { name: 'Подписка' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Вакансии' })).toHaveCount(0);
  await expect(page.getByText(`0 из ${TRIAL_QUOTA} откликов за день`)).toBeVisible();

  // Real applications: more proposals (3–5) than the trial's quota; the quota's worth go out, the rest wait.
  const chosen = await sendApplications(page);
  expect(chosen).toBeGreaterThan(TRIAL_QUOTA);
  const applications = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  // Each reload boots the app again (session check, then the list): give the page time to render before re-reading.
  await expect(async () => {
    await page.reload();
    await expect(applications).toHaveCount(chosen, { timeout: 10_000 });
    await expect(applications.getByText('Отправлен', { exact: true })).toHaveCount(TRIAL_QUOTA, { timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000] });

  // The quota box turns into 'limit reached' (current ≥ total > 0, trial-active counts as the paid state).
  const limit = page.getByRole('alert', { name: 'Дневной лимит откликов исчерпан' });
  await expect(limit).toBeVisible({ timeout: 20_000 });
  await expect(limit.getByText(`${TRIAL_QUOTA} из ${TRIAL_QUOTA} откликов за день`)).toBeVisible();
  await snap(page, 'subscription-quota', '1-limit-reached');

  // 'Увеличить количество' → /subscription?showUpsell=true with the showUpsellModal flag → the upsell offers a plan.
  await limit.getByRole('link', { name: 'Увеличить количество' }).click();
  await expect(page).toHaveURL(/\/subscription\?showUpsell=true$/);
  expect(await page.evaluate("localStorage.getItem('showUpsellModal')")).toBe('true');
  const upsell = page.getByRole('dialog', { name: 'Увеличить количество откликов' });
  await expect(upsell).toBeVisible();
  const offered = upsell.getByRole('article');
  const planName = (await offered.getAttribute('aria-label'))?.trim() ?? '';
  expect(planName).not.toBe('');
  const planQuota = Number(
    /(\d+) отклик/.exec(
      (await offered
        .getByText(/^\d+ отклик(а|ов)? в день$/)
        .first()
        .textContent()) ?? '',
    )?.[1],
  );
  expect(planQuota).toBeGreaterThan(TRIAL_QUOTA);
  await snap(page, 'subscription-quota', '2-upsell');

  // The payment sandbox's YooKassa confirmation page: the card number decides the outcome.
  await upsell.getByRole('button', { name: /Оплатить картой РФ/ }).click();
  await expect(page.getByLabel('Номер карты')).toBeVisible();
  await page.getByLabel('Номер карты').fill(CARD_OK);
  await page.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Заплатить/ }).click();

  // Back on Otklik: the plan is active, the quota raised, Vacancies in the menu.
  await expect(page).toHaveURL(/\/subscription\/return\?payment_id=/);
  await expect(page.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible();
  await expect(page.getByText(`Тариф «${planName}» активен.`)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Вакансии' })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Дневной лимит откликов исчерпан' })).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Отклики за сегодня' }).getByText(new RegExp(`^\\d+ из ${planQuota} отклик`))).toBeVisible();
  await snap(page, 'subscription-quota', '3-paid');

  await page.getByRole('link', { name: 'К подписке' }).click();
  await expect(page.getByRole('heading', { name: planName, level: 2 })).toBeVisible();
  await expect(page.getByText(/^Оплачено до \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'История платежей' }).getByText('Оплачен', { exact: true })).toBeVisible();

  // The applications the trial's quota held back for tomorrow go out now, under the plan's quota.
  await page.goto('/responses');
  await expect(async () => {
    await page.reload();
    await expect(applications).toHaveCount(chosen, { timeout: 10_000 });
    await expect(applications.getByText('Отправлен', { exact: true })).toHaveCount(chosen, { timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000] });
  await expect(page.getByRole('status', { name: 'Отклики за сегодня' }).getByText(`${chosen} из ${planQuota} откликов за день`)).toBeVisible({
    timeout: 20_000,
  });
  await snap(page, 'subscription-quota', '4-held-back-sent');
});
