import { expect, test } from '@playwright/test';
import {
  companionProposals,
  confirmFirst,
  expectStatuses,
  filledVacancyTab,
  launchWithCompanion,
  negotiationsAtHh,
  type CompanionBrowser,
} from '../support/companion';
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

  // The seeker presses hh's button; hh takes the response, and the tab is closed before its answer reaches the page,
  // so the companion never saw hh's «Вы откликнулись».
  const tab = await filledVacancyTab(browser.context);
  const closedAfterHhTookIt = new Promise<void>((resolveClosed) => {
    void tab.route('**/*', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch();
      await tab.close();
      resolveClosed();
    });
  });
  await tab.locator('[data-qa="vacancy-response-submit-popup"]').click();
  await closedAfterHhTookIt;
  expect(await negotiationsAtHh(seeker.email)).toHaveLength(1);

  // The whole browser goes away and comes back with the same profile (the pairing is kept in the extension).
  await browser.close();
  browser = await launchWithCompanion(profileDir);
  const page = browser.page;
  await page.goto('/responses');
  await expectStatuses(page, 'Отправлен', 1);
  const held = await negotiationsAtHh(seeker.email);
  expect(held.map((n) => n.vacancy_id)).toEqual([vacancyId]);
  await expect(page.getByRole('region', { name: 'Журнал расширения' }).getByText('hh.ru уже показывает отклик на эту вакансию')).toBeVisible();
  await snap(page, 'companion-tab-closed', '1-one-negotiation');
});
