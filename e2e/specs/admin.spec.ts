import { expect, type Page, test } from '@playwright/test';
import { grantAdmin } from '../support/admin-cli';
import { connectHh, newSeeker, register, snap } from '../support/journey';

/** TRAINER_URL's default: the journeys' server does not set it. */
const TRAINER_URL = 'https://trainer.otklik.local';

/** The console's tab `name`, opened. */
async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('admin: a seeker requests trainer access on /interview, an admin granted by the CLI grants it in /admin, the seeker sees the link', async ({
  browser,
}) => {
  const seekerContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const page = await seekerContext.newPage();
  const adminPage = await adminContext.newPage();
  const seeker = newSeeker('trainee');
  const support = newSeeker('support');

  // The seeker: no access yet, so the trainer section offers «Запросить доступ»; the request goes to support.
  await register(page, seeker);
  await connectHh(page, seeker.email);
  await page.goto('/interview');
  const trainer = page.getByRole('region', { name: 'Тренажёр интервью' });
  await expect(trainer.getByRole('button', { name: 'Запросить доступ' })).toBeVisible();
  await expect(trainer.getByRole('link', { name: 'Открыть тренажёр' })).toHaveCount(0);
  await trainer.getByLabel('Сообщение для поддержки (необязательно)').fill('Готовлюсь к собеседованию на аналитика');
  await trainer.getByRole('button', { name: 'Запросить доступ' }).click();
  await expect(trainer.getByText('Запрос отправлен')).toBeVisible();
  await expect(trainer.getByRole('button', { name: 'Запросить доступ' })).toHaveCount(0);
  await snap(page, 'admin', 'seeker-requested');

  // Support signs up: no admin exists by default, so /admin refuses until the CLI grants the role.
  await register(adminPage, support);
  await adminPage.goto('/admin');
  await expect(adminPage.getByText('Нет доступа: консоль поддержки открыта только администраторам.')).toBeVisible();
  expect(await grantAdmin(support.email)).toBe(`${support.email} is now an admin.`);
  await adminPage.reload();
  await expect(adminPage.getByRole('heading', { name: 'Консоль поддержки' })).toBeVisible();
  // The admin's side menu links the console.
  const adminMenu = adminPage.getByRole('navigation', { name: 'Основное меню' });
  await expect(adminMenu.getByRole('link', { name: 'Консоль поддержки' })).toHaveAttribute('href', '/admin');

  await openTab(adminPage, 'Запросы на тренажёр');
  const request = adminPage.getByLabel(`Запрос от ${seeker.email}`);
  await expect(request.getByText('Готовлюсь к собеседованию на аналитика')).toBeVisible();
  await snap(adminPage, 'admin', 'requests');
  await request.getByRole('button', { name: 'Выдать доступ' }).click();
  await expect(request).toHaveCount(0);

  // The seeker now sees the trainer's link; their menu has no support console (GET /api/admin/me said no).
  const seekerAdminMe = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/me');
  await page.reload();
  expect(await (await seekerAdminMe).json()).toEqual({ is_admin: false });
  const link = trainer.getByRole('link', { name: 'Открыть тренажёр' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', TRAINER_URL);
  await expect(link).toHaveAttribute('target', '_blank');
  const seekerMenu = page.getByRole('navigation', { name: 'Основное меню' });
  await expect(seekerMenu.getByRole('link', { name: 'Интервью' })).toBeVisible();
  await expect(seekerMenu.getByRole('link', { name: 'Консоль поддержки' })).toHaveCount(0);
  await snap(page, 'admin', 'seeker-has-access');

  // The audit log shows who granted the role (the CLI) and who answered the request.
  await openTab(adminPage, 'Журнал');
  const log = adminPage.getByRole('table', { name: 'Журнал' });
  await expect(
    log.getByRole('row').filter({ hasText: 'Запрос на тренажёр одобрен' }).filter({ hasText: support.email }).filter({ hasText: seeker.email }),
  ).toBeVisible();
  // Other journeys on the same server grant admins too: the row is the one about this journey's admin.
  await expect(
    log.getByRole('row').filter({ hasText: 'Назначен администратором' }).filter({ hasText: 'командная строка' }).filter({ hasText: support.email }),
  ).toBeVisible();

  await seekerContext.close();
  await adminContext.close();
});

test('admin: support extends a seeker’s trial and creates a promo code the seeker can apply', async ({ browser }) => {
  const seekerContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const page = await seekerContext.newPage();
  const adminPage = await adminContext.newPage();
  const seeker = newSeeker('extend');
  const support = newSeeker('support');
  await register(page, seeker);
  await register(adminPage, support);
  expect(await grantAdmin(support.email)).toBe(`${support.email} is now an admin.`);

  await adminPage.goto('/admin');
  await adminPage.getByLabel('Поиск пользователя').fill(seeker.email);
  await adminPage.getByRole('button', { name: 'Найти' }).click();
  await adminPage.getByRole('button', { name: `Открыть ${seeker.email}` }).click();
  const card = adminPage.getByLabel(`Пользователь ${seeker.email}`);
  const state = card.getByTestId('admin-subscription');
  await expect(state).toHaveText(/^Пробный период до \d\d\.\d\d\.\d{4} \d\d:\d\d$/);
  const endOf = async () => {
    const [, d, m, y, hh, mm] = /(\d\d)\.(\d\d)\.(\d{4}) (\d\d):(\d\d)/.exec((await state.textContent()) ?? '') ?? [];
    return new Date(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm)).getTime();
  };
  const before = await endOf();
  await card.getByLabel('Дней').fill('10');
  await card.getByRole('button', { name: 'Продлить' }).click();
  await expect(card.getByText('Продлено')).toBeVisible();
  await expect.poll(endOf).toBe(before + 10 * 86_400_000);
  await snap(adminPage, 'admin', 'extended');

  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await openTab(adminPage, 'Промокоды');
  await adminPage.getByRole('textbox', { name: 'Код', exact: true }).fill(code);
  await adminPage.getByRole('textbox', { name: 'Скидка, %' }).fill('30');
  await adminPage.getByRole('button', { name: 'Создать промокод' }).click();
  await expect(adminPage.getByText(`Промокод ${code} создан`)).toBeVisible();
  await expect(adminPage.getByRole('table', { name: 'Промокоды' }).getByRole('row').filter({ hasText: code })).toContainText('30%');

  await openTab(adminPage, 'Журнал');
  const log = adminPage.getByRole('table', { name: 'Журнал' });
  await expect(log.getByRole('row').filter({ hasText: 'Продлён пробный период' }).filter({ hasText: seeker.email })).toContainText('days: 10');
  await expect(log.getByRole('row').filter({ hasText: 'Создан промокод' }).filter({ hasText: code })).toContainText('percent: 30');
  await snap(adminPage, 'admin', 'audit');

  // The seeker applies the new code on /subscription.
  await connectHh(page, seeker.email);
  await page.goto('/subscription');
  await page.getByLabel('Промокод').fill(code);
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText(`Промокод ${code} применён: скидка 30%.`)).toBeVisible();

  await seekerContext.close();
  await adminContext.close();
});
