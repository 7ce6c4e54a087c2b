import { expect, test } from '@playwright/test';
import {
  companionProposals,
  confirmFirst,
  expectStatuses,
  filledVacancyTab,
  launchWithCompanion,
  negotiationsAtHh,
  sandbox,
  type CompanionBrowser,
} from '../support/companion';
import { newSeeker, snap } from '../support/journey';

let browser: CompanionBrowser | null = null;
test.afterEach(async () => {
  await browser?.close();
  browser = null;
  await sandbox.setSite({ captcha: false });
});

test('a captcha on hh stops the companion and asks the seeker; nothing is sent until they solved it and said «Продолжить»', async () => {
  test.setTimeout(300_000);
  browser = await launchWithCompanion();
  const { page, context } = browser;
  const seeker = newSeeker('captcha');
  const proposals = await companionProposals(browser, seeker);

  await sandbox.setSite({ captcha: true });
  const [vacancyId] = await confirmFirst(page, proposals, 1);
  const ask = page.getByTestId('companion-ask');
  await expect(ask).toContainText('hh.ru показал капчу', { timeout: 60_000 });
  await expect(ask).toContainText('Решите капчу во вкладке hh.ru');
  expect(await negotiationsAtHh(seeker.email)).toHaveLength(0);
  await expect(page.getByRole('region', { name: 'Журнал расширения' }).getByText('Остановлено').first()).toBeVisible();
  await snap(page, 'companion-stops', '1-captcha-asked');

  // The seeker solves it on hh (the sandbox's switch stands for that) and tells Otklik to go on.
  await sandbox.setSite({ captcha: false });
  await ask.getByRole('button', { name: 'Продолжить' }).click();
  await expect(ask).toHaveCount(0);
  const tab = await filledVacancyTab(context);
  await tab.locator('[data-qa="vacancy-response-submit-popup"]').click();
  await expectStatuses(page, 'Отправлен', 1);
  expect((await negotiationsAtHh(seeker.email)).map((n) => n.vacancy_id)).toEqual([vacancyId]);
});

test('an employer’s required question the answer bank cannot answer: the seeker is asked, and their answer goes to hh', async () => {
  test.setTimeout(300_000);
  browser = await launchWithCompanion();
  const { page, context } = browser;
  const seeker = newSeeker('question');
  const proposals = await companionProposals(browser, seeker);
  const vacancyId = proposals.ids[0]!;
  const question = 'Сколько лет вы играете в шахматы?';
  await sandbox.setSite({ questions: { [vacancyId]: [{ text: question, kind: 'text', required: true }] } });
  try {
    await confirmFirst(page, proposals, 1);
    const ask = page.getByTestId('companion-ask');
    await expect(ask).toContainText(question, { timeout: 60_000 });
    expect(await negotiationsAtHh(seeker.email)).toHaveLength(0);
    await snap(page, 'companion-stops', '2-question-asked');
    await ask.getByLabel('Ваш ответ работодателю').fill('Двенадцать лет, разряд КМС');
    await ask.getByRole('button', { name: 'Ответить и продолжить' }).click();
    await expect(ask).toHaveCount(0);

    const tab = await filledVacancyTab(context);
    await expect(tab.locator('[data-qa="task-body"] textarea')).toHaveValue('Двенадцать лет, разряд КМС');
    await tab.locator('[data-qa="vacancy-response-submit-popup"]').click();
    await expectStatuses(page, 'Отправлен', 1);
    const [held] = await negotiationsAtHh(seeker.email);
    expect(held?.vacancy_id).toBe(vacancyId);
    expect(Object.values(held?.answers ?? {})).toContain('Двенадцать лет, разряд КМС');
  } finally {
    await sandbox.setSite({ questions: { [vacancyId]: null } });
  }
});
