import { expect, test } from '@playwright/test';
import {
  companionProposals,
  confirmFirst,
  expectStatuses,
  launchWithCompanion,
  negotiationsAtHh,
  turnOnSendForMe,
  type CompanionBrowser,
} from '../support/companion';
import { newSeeker, snap } from '../support/journey';

let browser: CompanionBrowser | null = null;
test.afterEach(async () => {
  await browser?.close();
  browser = null;
});

test('«Отправлять за меня» after the consent screen: three applications go out one by one at the (test) pace, with no press by the seeker', async () => {
  test.setTimeout(300_000);
  browser = await launchWithCompanion();
  const { page } = browser;
  const seeker = newSeeker('send-for-me');
  const proposals = await companionProposals(browser, seeker, () => turnOnSendForMe(page));
  await snap(page, 'companion-send', '1-proposals');
  expect(await proposals.cards.count()).toBeGreaterThanOrEqual(3);

  const started = Date.now();
  const chosen = await confirmFirst(page, proposals, 3);
  await expectStatuses(page, 'Отправлен', 3, 120_000);
  const heldMs = Date.now() - started;

  const held = await negotiationsAtHh(seeker.email);
  expect(held.map((n) => n.vacancy_id).sort()).toEqual([...chosen].sort());
  // The pace: never two at once; at least the test gap (2 s) between two sends.
  const times = held.map((n) => Date.parse(n.created_at)).sort((a, b) => a - b);
  for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1_900);
  await expect(page.getByRole('region', { name: 'Журнал расширения' }).getByText('Нажата кнопка «Откликнуться»')).toHaveCount(3);
  await snap(page, 'companion-send', '2-sent');
  const hhHeldMs = Math.max(...times) - started;
  const figure = `send-for-me: Готово → hh holds all 3 applications after ${hhHeldMs} ms (test pace: gap 2 s + jitter, step 100 ms); /responses shows them «Отправлен» after ${heldMs} ms`;
  test.info().annotations.push({ type: 'figure', description: figure });
  console.log(`figure: ${figure}`);
});
