import { expect, test } from '@playwright/test';
import { checkScreen, expectNoFindings, type Finding } from '../support/a11y';
import { grantAdmin } from '../support/admin-cli';
import { connectHh, newSeeker, register } from '../support/journey';
import { confirmReviewFlags, PYTHON_ANSWERS } from '../support/position-flow';

/** YooKassa's published test card that succeeds (the payment sandbox decides by the number). */
const CARD_OK = '5555555555554444';

/**
 * Every screen, as one seeker meets them (one browser context, signed in once): axe-core finds no serious or critical
 * WCAG 2.2 A/AA violation in the light and the dark scheme at 1280 and 375 px, and no page scrolls sideways at 320, 375
 * or 414 px. The 19 screens: /login, /auth, /recovery, the not-found page, /connect, the position flow's four steps
 * (new position, questions, the assistant's resume, the proposed vacancies), /dashboard, /resumes, /responses,
 * /interview (with the trainer), /settings, /profile, /subscription, the payment return, /vacancy and /admin (refused
 * to a seeker, then, once the CLI made them an admin, the console's user card and every tab).
 */
test('accessibility: 19 screens, light and dark, 1280 and 375 px — no serious or critical axe violation, no sideways scroll at 320–414 px', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const findings: Finding[] = [];
  // A long name and e-mail, which must wrap or be cut (with the whole text at hand) instead of widening the page.
  const base = newSeeker('a11y');
  const seeker = { ...base, name: `Анна-Мария Константинопольская-Жуковская ${base.name}`, email: `a11y.very.long.address.for.wrapping.${base.email}` };
  await page.setViewportSize({ width: 1280, height: 900 });

  // Guest screens.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible();
  await checkScreen(page, '/login', findings);
  await page.goto('/recovery');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, '/recovery', findings);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, 'not found', findings);
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Зарегистрироваться' })).toBeVisible();
  await checkScreen(page, '/auth', findings);

  // Signed up, hh not connected yet.
  await register(page, seeker);
  await expect(page.getByRole('button', { name: 'Подключить HH.ru' })).toBeVisible();
  await checkScreen(page, '/connect', findings);

  // The position flow, step by step.
  await connectHh(page, seeker.email);
  await expect(page.getByRole('heading', { name: 'Новая позиция' })).toBeVisible();
  await checkScreen(page, 'position: new', findings);
  await page.getByLabel('Название позиции').fill('Python-разработчик');
  await page.getByRole('combobox', { name: 'Резюме' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Города' }).fill('Моск');
  await page.getByRole('option', { name: 'Москва', exact: true }).click();
  await page.getByLabel('Зарплата').fill('150000');
  await page.getByRole('button', { name: 'Создать позицию' }).click();
  await expect(page.getByText('Вопрос 1 из 5')).toBeVisible({ timeout: 60_000 });
  await checkScreen(page, 'position: questions', findings);
  for (let i = 1; i <= 5; i += 1) {
    await expect(page.getByText(`Вопрос ${i} из 5`)).toBeVisible({ timeout: 60_000 });
    await page.getByLabel('Ваш ответ').fill(PYTHON_ANSWERS[i - 1]!);
    await page.getByRole('button', { name: 'Далее' }).click();
  }
  await expect(page.getByText('Резюме, которое написал ассистент')).toBeVisible({ timeout: 60_000 });
  await checkScreen(page, 'position: resume', findings);
  await confirmReviewFlags(page);
  await page.getByRole('button', { name: 'Опубликовать на HH.ru' }).click();
  await expect(page.getByText('Резюме опубликовано на hh.ru')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'К вакансиям' }).click();
  await expect(page.getByRole('button', { name: 'Готово', exact: true })).toBeVisible({ timeout: 90_000 });
  await checkScreen(page, 'position: vacancies', findings);

  // The shell pages.
  for (const [path, ready] of [
    ['/dashboard', page.getByRole('heading', { name: `Здравствуйте, ${seeker.name}!` })],
    ['/resumes', page.getByRole('heading', { level: 1 })],
    ['/responses', page.getByRole('heading', { level: 1 })],
    ['/interview', page.getByRole('region', { name: 'Тренажёр интервью' })],
    ['/profile', page.getByRole('heading', { level: 1 })],
    ['/subscription', page.getByRole('heading', { name: 'История платежей' })],
    ['/admin', page.getByText('Нет доступа: консоль поддержки открыта только администраторам.')],
  ] as const) {
    await page.goto(path);
    await expect(ready.first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await checkScreen(page, path, findings);
  }

  // The position's settings (/settings/:positionId), reached from the list of /settings.
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Python-разработчик' }).click();
  await expect(page.getByRole('heading', { name: 'Python-разработчик' }).first()).toBeVisible();
  await checkScreen(page, '/settings/:positionId', findings);

  // Paid: the payment return, then /vacancy and /subscription with a payment in its history.
  await page.goto('/subscription');
  await page
    .getByRole('button', { name: /Оплатить картой РФ тариф/ })
    .first()
    .click();
  await page.getByLabel('Номер карты').fill(CARD_OK);
  await page.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Заплатить/ }).click();
  await expect(page.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible({ timeout: 30_000 });
  await checkScreen(page, '/subscription/return', findings);
  await page.goto('/vacancy');
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Почему подходит' }).first()).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await checkScreen(page, '/vacancy', findings);
  await page.goto('/subscription');
  await expect(page.getByRole('region', { name: 'История платежей' }).getByText('Карта РФ').first()).toBeVisible({ timeout: 30_000 });
  await checkScreen(page, '/subscription (paid)', findings);

  // The support console as an admin (the same seeker, granted by the CLI): one user's card with their payment and
  // application histories, then every tab, its tables becoming lists on a phone.
  expect(await grantAdmin(seeker.email)).toBe(`${seeker.email} is now an admin.`);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Консоль поддержки' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Поиск пользователя').fill(seeker.email);
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('button', { name: `Открыть ${seeker.email}` }).click();
  await expect(
    page
      .getByLabel(`Пользователь ${seeker.email}`)
      .getByText(/•••• 4444/)
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await checkScreen(page, '/admin: a user', findings);
  for (const tab of ['Запросы на тренажёр', 'Тарифы', 'Промокоды', 'Журнал']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('tabpanel').getByText('Загрузка…')).toHaveCount(0);
    await checkScreen(page, `/admin: ${tab}`, findings);
  }

  expectNoFindings(findings);
});
