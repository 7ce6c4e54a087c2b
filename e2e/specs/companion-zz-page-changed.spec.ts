import { expect, test } from '@playwright/test';
import { companionProposals, confirmFirst, launchWithCompanion, negotiationsAtHh, sandbox, type CompanionBrowser } from '../support/companion';
import { newSeeker, snap } from '../support/journey';

// Runs after the other companion journeys (file order): the pause it causes holds for every seeker on the pack.
let browser: CompanionBrowser | null = null;
test.afterEach(async () => {
  await browser?.close();
  browser = null;
  await sandbox.setSite({ renamed_qa: [] });
});

test('hh changes a page: the self-test fails, nothing is clicked, sending pauses and the seeker reads «hh изменил страницу, отправка на паузе»', async () => {
  test.setTimeout(300_000);
  browser = await launchWithCompanion();
  const { page } = browser;
  const seeker = newSeeker('page-changed');
  const proposals = await companionProposals(browser, seeker);

  await sandbox.setSite({ renamed_qa: ['vacancy-response-submit-popup'] });
  await confirmFirst(page, proposals, 2);
  await expect(page.getByText('hh изменил страницу, отправка на паузе')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('companion-ask')).toContainText('hh изменил страницу');
  expect(await negotiationsAtHh(seeker.email)).toHaveLength(0);
  // The second application is not even opened while the pack is paused.
  await expect(page.getByRole('region', { name: 'Журнал расширения' }).getByText('Открыта вакансия')).toHaveCount(1);
  await snap(page, 'companion-page-changed', '1-paused');
});
