import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { connectHh, newSeeker, register, signIn, snap } from '../support/journey';

/** The e-mail-change link the product mailed to `to` (an .eml in DATA_DIR/outbox), once it is there. */
async function emailChangeLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const dir = join(E2E_DATA_DIR, 'outbox');
    const mails = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) =>
        readFileSync(join(dir, name), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      );
    const mail = mails.find((text) => text.toLowerCase().includes(`to: ${to}`) && text.includes('email_token='));
    link = /(https?:\/\/[^\s"<>]+\/profile\?email_token=[A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  return link!;
}

const main = (page: Page) => page.getByRole('main');
/** The «Личные данные» form (the one portfolio field on /profile: the answer bank uses its link). */
const details = (page: Page) => page.getByRole('form', { name: 'Личные данные' });

test('/profile: details edited with field errors, e-mail changed by the mailed link, password changed → the old password fails', async ({ page }) => {
  // Registration, hh consent, an e-mail round trip and three sign-ins: about a minute alone, longer on a shared CI box.
  test.setTimeout(180_000);
  const seeker = newSeeker('profile');
  await register(page, seeker);
  await connectHh(page, seeker.email);

  // 1. Details: a bad Telegram and portfolio get their own messages; fixed ones are saved and survive a reload.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Мой профиль' })).toBeVisible();
  await expect(main(page).getByLabel('Имя')).toHaveValue(seeker.name);
  await main(page).getByLabel('Имя').fill('Анна Смирнова');
  await main(page).getByLabel('Telegram').fill('@ab');
  await details(page).getByLabel('Ссылка на портфолио').fill('github.com/anna');
  await details(page).getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(main(page).getByText('Укажите ник Telegram вида @username', { exact: false })).toBeVisible();
  await expect(main(page).getByText('Укажите ссылку целиком', { exact: false })).toBeVisible();
  await snap(page, 'profile', '1-field-errors');

  await main(page).getByLabel('Telegram').fill('https://t.me/anna_smirnova');
  await details(page).getByLabel('Ссылка на портфолио').fill('https://github.com/anna-smirnova');
  await details(page).getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Профиль сохранён')).toBeVisible();
  await page.reload();
  await expect(main(page).getByLabel('Имя')).toHaveValue('Анна Смирнова');
  await expect(main(page).getByLabel('Telegram')).toHaveValue('@anna_smirnova');
  await expect(details(page).getByLabel('Ссылка на портфолио')).toHaveValue('https://github.com/anna-smirnova');
  await snap(page, 'profile', '2-saved');

  // 2. E-mail: a wrong password is refused; with the right one the new address gets a link, and opening it changes the e-mail.
  const newEmail = `moved-${seeker.email}`;
  await main(page).getByLabel('Новый e-mail').fill(newEmail);
  await main(page).getByLabel('Текущий пароль').first().fill('не тот пароль');
  await main(page).getByRole('button', { name: 'Сменить e-mail' }).click();
  await expect(main(page).getByText('Неверный текущий пароль')).toBeVisible();
  await main(page).getByLabel('Текущий пароль').first().fill(seeker.password);
  await main(page).getByRole('button', { name: 'Сменить e-mail' }).click();
  await expect(main(page).getByText(`Мы отправили ссылку на ${newEmail}`, { exact: false })).toBeVisible();
  await expect(main(page).getByTestId('profile-email')).toHaveText(seeker.email);
  await page.goto(await emailChangeLink(newEmail));
  await expect(page.getByText('Новый e-mail подтверждён')).toBeVisible();
  await expect(main(page).getByTestId('profile-email')).toHaveText(newEmail);
  await snap(page, 'profile', '3-email-changed');

  // 3. Password: changed here; after signing out the old password fails and the new one works.
  const newPassword = `${seeker.password}-2`;
  const passwordForm = main(page)
    .locator('form')
    .filter({ has: page.getByRole('heading', { name: 'Пароль' }) });
  await passwordForm.getByLabel('Текущий пароль').fill(seeker.password);
  await passwordForm.getByLabel('Новый пароль').fill(newPassword);
  await passwordForm.getByLabel('Повторите пароль').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByText('Пароль изменён', { exact: false })).toBeVisible();
  await snap(page, 'profile', '4-password-changed');

  await page.context().clearCookies();
  await signIn(page, { email: newEmail, password: seeker.password });
  await expect(page.getByText('Введен неверный логин или пароль')).toBeVisible();
  await signIn(page, { email: newEmail, password: newPassword });
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/profile');
  await expect(main(page).getByLabel('Имя')).toHaveValue('Анна Смирнова');
});
