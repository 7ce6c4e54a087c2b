import { expect, type Locator, type Page, test } from '@playwright/test';
import { newSeeker, register, snap } from '../support/journey';

/** The side menu entries of a trial user (Vacancies is hidden during the trial). */
const TRIAL_MENU = ['Дашборд', 'Позиции', 'Отклики', 'Подписка', 'Интервью'];

/** Whether the element's box lies at least partly inside the viewport horizontally. */
async function horizontallyVisible(locator: Locator, page: Page): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x + box.width > 1 && box.x < width;
}

async function setScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const to = scheme === 'dark' ? 'Включить тёмную тему' : 'Включить светлую тему';
  const toggle = page.getByRole('button', { name: to });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

test('shell: desktop sidebar and header, the 650 px overlay, light and dark', async ({ page }) => {
  const seeker = newSeeker('shell');
  await page.setViewportSize({ width: 1280, height: 860 });
  await register(page, seeker);
  // A seeker without hh is kept on /connect except on /dashboard, so the shell is shown there.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Здравствуйте, ${seeker.name}!` })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Основное меню' });
  const navbar = page.locator('#app-navbar');
  const main = page.getByRole('main');
  /** The page heading: the content AppShell pads to the right of a docked sidebar. */
  const heading = main.getByRole('heading', { level: 1 });
  const burger = page.getByRole('button', { name: 'Показать или скрыть меню' });

  // Desktop: the sidebar sits beside the content; the trial hides Vacancies; the footer has counter, instructions, support.
  await expect(nav.getByRole('link')).toHaveText(TRIAL_MENU);
  await expect(page.getByText(/^\d+ из \d+ отклик(а|ов) за день$/)).toBeVisible();
  const support = navbar.getByRole('link', { name: 'Поддержка' });
  await expect(support).toHaveAttribute('href', /^https:\/\/t\.me\/[A-Za-z0-9_]+\?start=[0-9a-f-]{36}$/);
  await expect(support).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Уведомления' })).toBeVisible();
  expect(await horizontallyVisible(navbar, page)).toBe(true);
  const navbarBox = (await navbar.boundingBox())!;
  expect((await heading.boundingBox())!.x).toBeGreaterThanOrEqual(navbarBox.x + navbarBox.width);
  await setScheme(page, 'light');
  await snap(page, 'shell', 'desktop-light');
  await setScheme(page, 'dark');
  await snap(page, 'shell', 'desktop-dark');

  // The instructions dialog is 660 px wide.
  await navbar.getByRole('button', { name: 'Инструкция' }).click();
  const instructions = page.getByRole('dialog', { name: 'Инструкция' });
  await expect(instructions).toBeVisible();
  expect(Math.round((await instructions.boundingBox())!.width)).toBe(660);
  await instructions.getByRole('button', { name: 'Не проходит оплата' }).click();
  await expect(instructions.getByText(/достаточно средств/)).toBeVisible();
  await snap(page, 'shell', 'desktop-dark-instructions');
  await instructions.getByRole('button', { name: 'Закрыть' }).click();

  // The bell's panel is a 480 px modal; a new seeker has no notifications yet.
  await page.getByRole('button', { name: 'Уведомления' }).click();
  const panel = page.getByRole('dialog', { name: 'Уведомления' });
  await expect(panel.getByText('У вас нет новых уведомлений')).toBeVisible();
  expect(Math.round((await panel.boundingBox())!.width)).toBe(480);
  await panel.getByRole('button', { name: 'Закрыть' }).click();

  // 651 px is still desktop: the sidebar stays beside the content.
  await page.setViewportSize({ width: 651, height: 860 });
  expect(await horizontallyVisible(navbar, page)).toBe(true);
  expect((await heading.boundingBox())!.x).toBeGreaterThanOrEqual((await navbar.boundingBox())!.width);

  // 650 px: the sidebar becomes an overlay, closed until the burger opens it.
  await page.setViewportSize({ width: 650, height: 860 });
  await expect.poll(() => horizontallyVisible(navbar, page)).toBe(false);
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  const headingX = (await heading.boundingBox())!.x;
  expect(headingX).toBeLessThan(60);
  await snap(page, 'shell', 'mobile-dark-closed');

  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => horizontallyVisible(navbar, page)).toBe(true);
  // It overlays the page instead of pushing it aside.
  expect((await heading.boundingBox())!.x).toBe(headingX);
  const icons = page.getByRole('group', { name: 'Помощь и выход' });
  await expect(icons.getByRole('button', { name: 'Инструкция' })).toBeVisible();
  await expect(icons.getByRole('link', { name: 'Поддержка' })).toBeVisible();
  await expect(icons.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await expect.poll(async () => Math.round((await navbar.boundingBox())!.x)).toBe(0); // slide-in finished
  await snap(page, 'shell', 'mobile-dark-open');

  // A click on the content beside the overlay closes it.
  const open = (await navbar.boundingBox())!;
  await page.mouse.click(Math.min(open.x + open.width + 40, 640), 500);
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => horizontallyVisible(navbar, page)).toBe(false);

  // The burger toggles it both ways; light theme screenshots at 650 px.
  await setScheme(page, 'light');
  await snap(page, 'shell', 'mobile-light-closed');
  await burger.click();
  await expect.poll(() => horizontallyVisible(navbar, page)).toBe(true);
  await expect.poll(async () => Math.round((await navbar.boundingBox())!.x)).toBe(0);
  await snap(page, 'shell', 'mobile-light-open');
  await burger.click();
  await expect.poll(() => horizontallyVisible(navbar, page)).toBe(false);
});
