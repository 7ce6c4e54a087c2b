import { chromium, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { sandboxControl } from '@otklik/hh-sandbox/testing/control';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT, E2E_SANDBOX_PORT } from '../playwright.config';
import { register, type newSeeker } from './journey';
import { confirmReviewFlags, positionToResume } from './position-flow';

/*
 * The browser companion in the journeys: the extension built by apps/companion/scripts/build.mjs (the same build as
 * `npm run build`, with the journeys' Otklik and hh sandbox origins), loaded into Debian's Chromium in a persistent
 * context with --load-extension and --disable-extensions-except, headless.
 */

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OTKLIK = `http://127.0.0.1:${E2E_PORT}`;
export const HH_SITE = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;
export const sandbox = sandboxControl(HH_SITE);

let built: string | null = null;

/** Builds the extension once per run for the journeys' origins. @returns its unpacked folder. */
export function buildCompanion(): string {
  if (built) return built;
  const out = join(mkdtempSync(join(tmpdir(), 'otklik-companion-')), 'extension');
  execFileSync(process.execPath, [join(repo, 'apps/companion/scripts/build.mjs'), '--out', out, '--no-zip'], {
    env: { ...process.env, COMPANION_OTKLIK_ORIGIN: OTKLIK, COMPANION_HH_ORIGIN: HH_SITE },
    stdio: 'pipe',
  });
  built = out;
  return out;
}

/** A Chromium with the companion loaded: the context, the extension's id and its service worker. */
export interface CompanionBrowser {
  context: BrowserContext;
  extensionId: string;
  page: Page;
  close(): Promise<void>;
}

/** Launches Chromium (persistent profile in `profileDir`, fresh by default) with the companion. */
export async function launchWithCompanion(profileDir = mkdtempSync(join(tmpdir(), 'otklik-profile-'))): Promise<CompanionBrowser & { profileDir: string }> {
  const extension = buildCompanion();
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    baseURL: OTKLIK,
    locale: 'ru-RU',
    reducedMotion: 'reduce',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--disable-extensions-except=${extension}`,
      `--load-extension=${extension}`,
    ],
  });
  let [worker] = context.serviceWorkers();
  worker ??= await context.waitForEvent('serviceworker');
  const extensionId = new URL(worker.url()).host;
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, extensionId, page, profileDir, close: () => context.close() };
}

/** Logs the seeker in on the sandbox's hh.ru website in this browser (their own hh session; cookies stay here). */
export async function loginToHh(page: Page, email: string): Promise<void> {
  await page.goto(`${HH_SITE}/account/login?backurl=/applicant/resumes`);
  await page.locator('[data-qa="applicant-login-input-email"]').fill(email);
  await page.locator('[data-qa="applicant-login-input-password"]').fill('пароль');
  await page.locator('[data-qa="submit-button"]').click();
  await expect(page).toHaveURL(/\/applicant\/resumes/);
}

/** Types a pairing code into the extension's popup (opened as a page) and waits until it says it is connected. */
export async function pairInPopup(browser: CompanionBrowser, code: string): Promise<void> {
  const popup = await browser.context.newPage();
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  await popup.getByLabel('Код подключения').fill(code);
  await popup.getByRole('button', { name: 'Подключить' }).click();
  await expect(popup.getByText(/Подключено к Otklik/)).toBeVisible();
  await popup.close();
}

/**
 * A new seeker on the companion: registers in Otklik, logs in to hh's site with the same e-mail, picks «Через
 * расширение браузера» on /connect, types the code into the extension, and lands on /position.
 */
export async function seekerOnCompanion(browser: CompanionBrowser, seeker: ReturnType<typeof newSeeker>): Promise<void> {
  const { page } = browser;
  await loginToHh(page, seeker.email);
  await register(page, seeker);
  await page.getByRole('button', { name: 'Через расширение браузера' }).click();
  const code = (await page.getByTestId('pairing-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await pairInPopup(browser, code);
  await expect(page).toHaveURL(/\/position(\?.*)?$/, { timeout: 15_000 });
}

/**
 * Publishes the assistant's resume through the companion: «Опубликовать на HH.ru» opens hh's resume editor filled by
 * the extension; the seeker saves it there (the journey presses «Сохранить»).
 */
export async function publishThroughEditor(browser: CompanionBrowser): Promise<void> {
  const { page, context } = browser;
  await confirmReviewFlags(page);
  const editorOpened = context.waitForEvent('page', { predicate: (opened) => opened.url().includes('/applicant/resumes/new'), timeout: 30_000 });
  await page.getByRole('button', { name: 'Опубликовать на HH.ru' }).click();
  const editor = await editorOpened;
  await expect(editor.getByText('Otklik заполнил резюме')).toBeVisible({ timeout: 20_000 });
  await expect(editor.locator('[data-qa="resume-edit-title"]')).not.toHaveValue('');
  await editor.locator('[data-qa="resume-save"]').click();
  await expect(page.getByText('Резюме опубликовано на hh.ru')).toBeVisible({ timeout: 90_000 });
}

/** The hh vacancy ids of the proposal cards (their «hh.ru» links). */
export async function proposedVacancyIds(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('li')
    .filter({ hasText: 'Почему подходит' })
    .locator('a[href*="/vacancy/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => /\/vacancy\/(\d+)/.exec(href)?.[1]).filter((id): id is string => Boolean(id)))];
}

/** The seeker's negotiations at the sandbox (hh's side of the truth). */
export const negotiationsAtHh = (email: string) => sandbox.negotiations(email);

/**
 * A seeker on the companion with a position up to its proposals (resumes, published resume and vacancies all through
 * the extension's tab). @returns the proposal cards and their hh vacancy ids, in order.
 */
export async function companionProposals(browser: CompanionBrowser, seeker: ReturnType<typeof newSeeker>, before?: () => Promise<void>) {
  const { page } = browser;
  await seekerOnCompanion(browser, seeker);
  await before?.();
  await page.goto('/position');
  await positionToResume(page);
  await publishThroughEditor(browser);
  await page.getByRole('button', { name: 'К вакансиям' }).click();
  const cards = page
    .locator('li')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasText: 'Почему подходит' });
  await expect(cards.first()).toBeVisible({ timeout: 120_000 });
  return { cards, ids: await proposedVacancyIds(page) };
}

/** Keeps the first `keep` proposals checked, presses «Готово» and lands on /responses. @returns the kept vacancy ids. */
export async function confirmFirst(page: Page, proposals: { cards: Locator; ids: string[] }, keep: number): Promise<string[]> {
  const count = await proposals.cards.count();
  for (let i = keep; i < count; i += 1) await proposals.cards.nth(i).getByRole('checkbox').uncheck();
  await page.getByRole('button', { name: 'Готово', exact: true }).click();
  await expect(page).toHaveURL(/\/responses/, { timeout: 30_000 });
  return proposals.ids.slice(0, keep);
}

/** «Отправлять за меня» on /profile, through the consent screen. */
export async function turnOnSendForMe(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('radio', { name: /Отправлять за меня/ }).click();
  const consent = page.getByRole('dialog', { name: 'Отправлять отклики за вас?' });
  await expect(consent.getByText('Правила hh.ru запрещают автоматические отклики. hh.ru может ограничить ваш аккаунт')).toBeVisible();
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Включить «Отправлять за меня»' }).click();
  await expect(consent).toBeHidden();
  await expect(page.getByRole('radio', { name: /Отправлять за меня/ })).toBeChecked();
}

/** The open hh vacancy tab on which the companion shows its «filled» notice (one at a time in assisted mode). */
export async function filledVacancyTab(context: BrowserContext, path = /\/(vacancy\/\d+|applicant\/vacancy_response)/): Promise<Page> {
  let found: Page | null = null;
  await expect(async () => {
    for (const candidate of context.pages()) {
      if (candidate.isClosed() || !path.test(candidate.url())) continue;
      if (
        await candidate
          .getByText('Otklik заполнил отклик')
          .isVisible()
          .catch(() => false)
      )
        found = candidate;
    }
    expect(found).not.toBeNull();
  }).toPass({ timeout: 60_000, intervals: [250] });
  return found!;
}

/** The applications on /responses with a status, read again until `count` of them show `status`. */
export async function expectStatuses(page: Page, status: string, count: number, timeout = 90_000): Promise<void> {
  const applications = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(async () => {
    await page.reload();
    await expect(applications.getByText(status, { exact: true })).toHaveCount(count, { timeout: 5_000 });
  }).toPass({ timeout, intervals: [1_000] });
}
