import { expect, test } from '@playwright/test';
import { connectHh, newSeeker, register, snap } from '../support/journey';

test('register → /connect → the sandbox consent page → back with a code → /position; resumes; sign out of hh', async ({ page }) => {
  const seeker = newSeeker('hh');
  await register(page, seeker);
  await snap(page, 'hh-connect', '1-connect');

  await page.getByRole('button', { name: 'Подключить HH.ru' }).click();
  await expect(page.getByRole('button', { name: 'Разрешить' })).toBeVisible();
  await snap(page, 'hh-connect', '2-consent');
  await page.getByLabel('Email').fill(seeker.email);
  await page.getByRole('button', { name: 'Разрешить' }).click();
  await expect(page).toHaveURL(/\/position(\?.*)?$/);
  await snap(page, 'hh-connect', '3-position');

  await page.goto('/resumes');
  const items = page.getByRole('link', { name: 'Открыть на hh.ru' });
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThanOrEqual(2);
  await snap(page, 'hh-connect', '4-resumes');

  await page.getByRole('button', { name: 'Выйти из HH.ru' }).first().click();
  await expect(page).toHaveURL(/\/connect$/);
  await page.goto('/resumes');
  await expect(page).toHaveURL(/\/connect$/);
  await snap(page, 'hh-connect', '5-signed-out-of-hh');
});

test('connecting again after signing out of hh works', async ({ page }) => {
  const seeker = newSeeker('hh2');
  await register(page, seeker);
  await connectHh(page, seeker.email);
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
});

test('sign in with hh: /login → «Войти через HH.ru» → consent → /dashboard, connected', async ({ page }) => {
  const seeker = newSeeker('hh-login');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Войти через HH.ru' }).click();
  await expect(page.getByRole('button', { name: 'Разрешить' })).toBeVisible();
  await page.getByLabel('Email').fill(seeker.email);
  await page.getByRole('button', { name: 'Разрешить' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/resumes');
  await expect(page.getByRole('link', { name: 'Открыть на hh.ru' }).first()).toBeVisible();
  await snap(page, 'hh-connect', '6-signed-in-with-hh');
});
