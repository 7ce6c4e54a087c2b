import { sandboxControl } from '@otklik/hh-sandbox/testing/control';
import { expect, test } from '@playwright/test';
import { E2E_SANDBOX_PORT } from '../playwright.config';
import { connectHh, metricSample, newSeeker, register, snap } from '../support/journey';
import { cardNames, positionToProposals } from '../support/position-flow';

const sandbox = sandboxControl(`http://127.0.0.1:${E2E_SANDBOX_PORT}`);

test('positions: edited in place and paused — a paused position sends nothing; resumed, its applications go out', async ({ page }) => {
  test.setTimeout(300_000);
  const seeker = newSeeker('edit');
  await register(page, seeker);
  await connectHh(page, seeker.email);
  const cards = await positionToProposals(page);
  const chosen = await cardNames(cards);

  // Edit in place with the creation form: salary and remote.
  const settings = page.getByRole('region', { name: 'Настройки позиции' });
  await settings.getByRole('button', { name: 'Изменить настройки' }).click();
  const form = page.getByRole('region', { name: 'Изменить настройки' });
  await expect(form.getByLabel('Название позиции')).toBeDisabled();
  await form.getByLabel('Зарплата').fill('180000');
  await form.getByRole('switch', { name: 'Удалённая работа' }).check({ force: true });
  await snap(page, 'positions', '1-edit');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(settings.getByText(/Москва · Удалённая работа · 180\s000\s₽/)).toBeVisible();

  // Pause, then Готово: the applications are queued and wait; hh receives nothing.
  await settings.getByRole('button', { name: 'Приостановить' }).click();
  await expect(settings.getByText('Приостановлена', { exact: true })).toBeVisible();
  await snap(page, 'positions', '2-paused');
  // Each application's send job runs, finds the position paused and skips (the server counts it in /metrics).
  const skipped = 'otklik_application_sends_total{outcome="skipped"}';
  const skippedBefore = await metricSample(skipped);
  await page.getByRole('button', { name: 'Готово', exact: true }).click();
  await expect(page).toHaveURL(/\/responses/, { timeout: 30_000 });
  const applications = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(applications).toHaveCount(chosen.length, { timeout: 30_000 });
  await expect(applications.getByText('В очереди', { exact: true })).toHaveCount(chosen.length);
  await expect.poll(() => metricSample(skipped), { timeout: 60_000 }).toBeGreaterThanOrEqual(skippedBefore + chosen.length);
  expect(await sandbox.negotiations(seeker.email)).toHaveLength(0);
  await page.reload();
  await expect(applications.getByText('В очереди', { exact: true })).toHaveCount(chosen.length);
  await snap(page, 'positions', '3-queued-while-paused');

  // Resume: every queued application goes out.
  await page.goto('/position');
  await page.getByRole('listitem', { name: 'Python-разработчик' }).getByRole('link', { name: 'Открыть' }).click();
  await page.getByRole('region', { name: 'Настройки позиции' }).getByRole('button', { name: 'Возобновить' }).click();
  await expect(page.getByRole('region', { name: 'Настройки позиции' }).getByText('Приостановлена', { exact: true })).toHaveCount(0);
  await expect.poll(async () => (await sandbox.negotiations(seeker.email)).length, { timeout: 90_000 }).toBe(chosen.length);
  const held = await sandbox.negotiations(seeker.email);
  expect(held.map((n) => n.vacancy_name).sort()).toEqual([...chosen].sort());
  await snap(page, 'positions', '4-resumed');
});
