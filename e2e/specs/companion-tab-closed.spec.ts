import { expect, test } from '@playwright/test';
import { companionProposals, confirmFirst, expectStatuses, filledVacancyTab, launchWithCompanion, negotiationsAtHh, type CompanionBrowser } from '../support/companion';
import { newSeeker, snap } from '../support/journey';

let browser: CompanionBrowser | null = null;
test.afterEach(async () => {
  await browser?.close();
  browser = null;
});

test('the tab is closed mid-send and the browser reopened: the companion checks hh first and never responds twice', async () => {
  test.setTimeout(300_000);
  browser = await launchWithCompanion();
  const { profileDir } = browser as CompanionBrowser & { profileDir: string };
  const seeker = newSeeker('tab-closed');
  const proposals = await companionProposals(browser, seeker);
  const [vacancyId] = await confirmFirst(browser.page, proposals, 1);

  // The seeker presses hh's button and closes the tab the moment hh took it, before the companion saw the answer.
  const tab = await filledVacancyTab(browser.context);
  const answered = tab.waitForResponse((response) => response.request().method() === 'POST' && response.status() < 400);
  await tab.locator('[data-qa="vacancy-response-submit-popup"]').click();
  await answered;
  await tab.close();
  expect(await negotiationsAtHh(seeker.email)).toHaveLength(1);

  // The whole browser goes away and comes back with the same profile (the pairing is kept in the extension).
  await browser.close();
  browser = await launchWithCompanion(profileDir);
  const page = browser.page;
  await page.goto('/responses');
  await expectStatuses(page, 'Отправлен', 1);
  const held = await negotiationsAtHh(seeker.email);
  expect(held.map((n) => n.vacancy_id)).toEqual([vacancyId]);
  await expect(page.getByRole('region', { name: 'Журнал расширения' }).getByText('hh.ru уже показывает отклик на эту вакансию: повторно не откликаемся')).toBeVisible();
  await snap(page, 'companion-tab-closed', '1-one-negotiation');
});
