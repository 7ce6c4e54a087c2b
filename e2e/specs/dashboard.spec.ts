import { sandboxControl } from '@otklik/hh-sandbox/testing/control';
import { expect, test } from '@playwright/test';
import { E2E_SANDBOX_PORT } from '../playwright.config';
import { connectHh, newSeeker, register, snap } from '../support/journey';
import { cardNames, positionToProposals } from '../support/position-flow';

const sandbox = sandboxControl(`http://127.0.0.1:${E2E_SANDBOX_PORT}`);

test('dashboard: after sends the funnel counts them, the quota shows the day, the next step and the trial end', async ({ page }) => {
  test.setTimeout(300_000);
  const seeker = newSeeker('dash');
  await register(page, seeker);

  // Before hh: the next step is to connect it.
  await page.goto('/dashboard');
  await expect(
    page
      .getByRole('button', { name: 'Подключить HH.ru' })
      .or(page.getByRole('link', { name: 'Подключить HH.ru' }))
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Пробный период')).toBeVisible();

  await connectHh(page, seeker.email);
  const cards = await positionToProposals(page);
  const names = await cardNames(cards);
  await cards
    .nth(names.length - 1)
    .getByRole('checkbox')
    .uncheck();
  let chosen = names.slice(0, -1);
  // The letter rules may refuse a letter for one vacancy («Не удалось написать сопроводительное письмо…», nothing
  // sent): the seeker unchecks one more and presses «Готово» again.
  for (let attempt = 0; ; attempt += 1) {
    await page.getByRole('button', { name: 'Готово', exact: true }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Не удалось написать сопроводительное письмо' });
    await expect(async () => {
      if (await refused.isVisible()) return;
      expect(page.url()).toMatch(/\/responses/);
    }).toPass({ timeout: 60_000 });
    if (!(await refused.isVisible()) || attempt >= 2 || chosen.length <= 1) break;
    await cards
      .nth(0 + attempt)
      .getByRole('checkbox')
      .uncheck();
    chosen = chosen.filter((name) => name !== names[attempt]);
  }
  await expect(page).toHaveURL(/\/responses/, { timeout: 30_000 });
  await expect.poll(async () => (await sandbox.negotiations(seeker.email)).length, { timeout: 90_000 }).toBe(chosen.length);

  await page.goto('/dashboard');
  const funnel = page.getByLabel('Воронка: Python-разработчик');
  await expect(funnel).toBeVisible();
  // The summary refreshes itself; sent counts once hh took each application.
  await expect(funnel.getByRole('group', { name: `Отправлено: ${chosen.length}` })).toBeVisible({ timeout: 60_000 });
  const proposed = Number((await funnel.getByRole('group', { name: /^Предложено: \d+$/ }).getAttribute('aria-label'))?.split(': ')[1]);
  expect(proposed).toBeGreaterThanOrEqual(chosen.length + 1); // the unchecked one counts as proposed
  await expect(funnel.getByRole('group', { name: 'Приглашения: 0' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${chosen.length} из \\d+$`))).toBeVisible();
  await expect(page.getByText('Пробный период')).toBeVisible();
  await expect(page.getByText(/^до \d/)).toBeVisible();
  await snap(page, 'dashboard', 'funnel');
});
