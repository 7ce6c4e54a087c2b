import { expect, test } from '@playwright/test';
import {
  filledVacancyTab,
  launchWithCompanion,
  negotiationsAtHh,
  proposedVacancyIds,
  publishThroughEditor,
  seekerOnCompanion,
  type CompanionBrowser,
} from '../support/companion';
import { newSeeker, snap } from '../support/journey';
import { positionToResume } from '../support/position-flow';

let browser: (CompanionBrowser & { profileDir: string }) | null = null;
test.afterEach(async () => {
  await browser?.close();
  browser = null;
});

test('pairing → a position whose proposals come from the companion’s searches → Готово → assisted apply: the seeker presses hh’s «Откликнуться», hh holds it', async () => {
  test.setTimeout(300_000);
  browser = await launchWithCompanion();
  const { page, context } = browser;
  const seeker = newSeeker('companion');

  // 1. Pairing: /connect → «Через расширение браузера» → the code typed into the extension → /position.
  await seekerOnCompanion(browser, seeker);
  await snap(page, 'companion', '1-paired');
  await page.goto('/profile');
  await expect(page.getByTestId('companion-device')).toHaveCount(1);
  await expect(page.getByTestId('companion-device').getByText('В сети')).toBeVisible();

  // 2. The position: the resume list, the published resume and every vacancy come through the companion's tab.
  await page.goto('/position');
  await positionToResume(page);
  await publishThroughEditor(browser);
  await page.getByRole('button', { name: 'К вакансиям' }).click();
  const cards = page
    .locator('li')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasText: 'Почему подходит' });
  await expect(cards.first()).toBeVisible({ timeout: 120_000 });
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(3);
  const proposed = await proposedVacancyIds(page);
  expect(proposed.length).toBe(count);
  await page.goto('/responses');
  const audit = page.getByRole('region', { name: 'Журнал расширения' });
  await expect(audit.getByText('Поиск вакансий').first()).toBeVisible();
  await expect(audit.getByText('Чтение вакансии').first()).toBeVisible();
  await page.goBack();
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  await snap(page, 'companion', '2-proposals');

  // 3. Keep two, press Готово: the companion opens each vacancy, fills the letter, and waits for the seeker.
  for (let i = 2; i < count; i += 1) await cards.nth(i).getByRole('checkbox').uncheck();
  const chosen = proposed.slice(0, 2);
  const started = Date.now();
  await page.getByRole('button', { name: 'Готово', exact: true }).click();
  await expect(page).toHaveURL(/\/responses/, { timeout: 30_000 });

  for (let sent = 0; sent < chosen.length; sent += 1) {
    // The companion brings one vacancy at a time to the seeker's eyes, filled.
    const tab = await filledVacancyTab(context);
    const letter = tab.locator('[data-qa="vacancy-response-popup-form-letter-input"]');
    await expect(letter).not.toHaveValue('');
    expect(await negotiationsAtHh(seeker.email)).toHaveLength(sent); // nothing is sent before the seeker presses
    await snap(tab, 'companion', `3-filled-${sent + 1}`);
    await tab.locator('[data-qa="vacancy-response-submit-popup"]').click(); // hh's own «Откликнуться», pressed by the seeker
    // hh holds it; the companion then reads the proof on hh's negotiations page and closes the tab.
    await expect.poll(async () => (await negotiationsAtHh(seeker.email)).length, { timeout: 30_000 }).toBe(sent + 1);
  }

  // 4. /responses: both sent, each proven by hh's negotiations page; hh holds exactly those two.
  const applications = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(async () => {
    await page.reload();
    await expect(applications.getByText('Отправлен', { exact: true })).toHaveCount(2, { timeout: 5_000 });
  }).toPass({ timeout: 90_000, intervals: [1_000] });
  const heldMs = Date.now() - started;
  const held = await negotiationsAtHh(seeker.email);
  expect(held.map((n) => n.vacancy_id).sort()).toEqual([...chosen].sort());
  expect(held.every((n) => n.channel === 'site' && n.message.length > 50)).toBe(true);
  await expect(page.getByRole('region', { name: 'Журнал расширения' }).getByText('Отклик виден в списке откликов hh.ru').first()).toBeVisible();
  await snap(page, 'companion', '4-responses');
  const hhHeldMs = Math.max(...held.map((n) => Date.parse(n.created_at))) - started;
  const figure = `assisted: Готово → hh holds both applications after ${hhHeldMs} ms (the journey presses at once); /responses shows both «Отправлен» after ${heldMs} ms`;
  test.info().annotations.push({ type: 'figure', description: figure });
  console.log(`figure: ${figure}`);
});
