import { resetLinkOf, waitForMail } from '@otklik/api/testing/outbox';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { newSeeker, register, signIn, snap } from '../support/journey';

test('recovery: /recovery mails a reset link (an .eml in the outbox); the link sets a new password', async ({ page }) => {
  const seeker = newSeeker('recovery');
  await register(page, seeker);
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/recovery$/);
  await page.getByLabel('Email').fill(seeker.email);
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await snap(page, 'recovery', '1-requested');

  const mail = await waitForMail(E2E_DATA_DIR, seeker.email);
  const { token } = resetLinkOf(mail);
  await page.goto(`/recovery?token=${encodeURIComponent(token)}`);
  const newPassword = `${seeker.password}-new`;
  await page.getByLabel('Новый пароль').fill(newPassword);
  await page.getByLabel('Повторите пароль').fill(newPassword);
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByRole('link', { name: 'Перейти ко входу' })).toBeVisible();
  await snap(page, 'recovery', '2-password-set');

  await signIn(page, seeker);
  await expect(page.getByText('Введен неверный логин или пароль')).toBeVisible();
  await signIn(page, { email: seeker.email, password: newPassword });
  await expect(page).toHaveURL(/\/connect$/);
});
