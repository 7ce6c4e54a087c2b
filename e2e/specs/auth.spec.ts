import { expect, test } from '@playwright/test';
import { newSeeker, register, signIn, snap } from '../support/journey';

test('register → /connect → sign out → sign in → unknown page', async ({ page }) => {
  const seeker = newSeeker();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await snap(page, 'auth', '1-login');

  await register(page, seeker);
  await expect(page.getByRole('heading', { name: 'Подключите HH.ru' })).toBeVisible();
  await snap(page, 'auth', '2-connect');

  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, { email: seeker.email, password: 'wrong password' });
  await expect(page.getByText('Введен неверный логин или пароль')).toBeVisible();
  await snap(page, 'auth', '3-wrong-password');

  await signIn(page, seeker);
  await expect(page).toHaveURL(/\/connect$/);

  await page.reload();
  await expect(page).toHaveURL(/\/connect$/);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Здравствуйте, ${seeker.name}!` })).toBeVisible();
  await snap(page, 'auth', '4-dashboard');

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await snap(page, 'auth', '5-not-found');
});

test('a duplicate e-mail shows the spec message', async ({ page }) => {
  const seeker = newSeeker('dup');
  await register(page, seeker);
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/auth');
  await page.getByLabel('Имя').fill(seeker.name);
  await page.getByLabel('Email').fill(seeker.email);
  await page.getByLabel('Пароль').fill(seeker.password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Email уже зарегистрирован')).toBeVisible();
});
