import { sandboxControl } from '@otklik/hh-sandbox/testing/control';
import { expect, test } from '@playwright/test';
import { E2E_SANDBOX_PORT } from '../playwright.config';
import { connectHh, newSeeker, register, snap } from '../support/journey';
import { positionToProposals } from '../support/position-flow';

const sandbox = sandboxControl(`http://127.0.0.1:${E2E_SANDBOX_PORT}`);
/** YooKassa's published test card that succeeds (the payment sandbox decides by the number). */
const CARD_OK = '5555555555554444';

test('vacancy: a trial seeker is told why /vacancy is closed; once paid, they apply from it and hh receives the application', async ({ page }) => {
  test.setTimeout(300_000);
  const seeker = newSeeker('vac');
  await page.setViewportSize({ width: 1280, height: 900 });
  await register(page, seeker);
  await connectHh(page, seeker.email);
  const proposalCards = await positionToProposals(page);
  const proposed = await proposalCards
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(proposed.length).toBeGreaterThanOrEqual(3);

  // The trial: a direct visit explains and links to /subscription.
  await page.goto('/vacancy');
  await expect(page.getByText('Вакансии доступны на платном тарифе')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Выбрать тариф' })).toHaveAttribute('href', '/subscription');
  await snap(page, 'vacancy', '1-trial');

  // Pay through the payment sandbox (the upsell's Russian card checkout).
  await page.evaluate("localStorage.setItem('showUpsellModal', 'true')");
  await page.goto('/subscription?showUpsell=true');
  const upsell = page.getByRole('dialog', { name: 'Увеличить количество откликов' });
  await upsell.getByRole('button', { name: /Оплатить картой РФ/ }).click();
  await page.getByLabel('Номер карты').fill(CARD_OK);
  await page.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Заплатить/ }).click();
  await expect(page.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible();

  // /vacancy: more than the proposals, with reasons and filters.
  const nav = page.getByRole('navigation', { name: 'Основное меню' });
  await nav.getByRole('link', { name: 'Вакансии' }).click();
  const cards = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Почему подходит' });
  await expect(cards.first()).toBeVisible({ timeout: 60_000 });
  expect(await cards.count()).toBeGreaterThan(5);

  // Every vacancy the assistant proposed for the position is listed, whatever its source, marked as proposed; the
  // list is paged, 20 a page, and the page is in the URL.
  const listed: string[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    await expect(page.getByRole('main').locator('ul[aria-busy]')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
    const hrefs = await cards
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeLessThanOrEqual(20);
    listed.push(...hrefs);
    const next = page.getByRole('button', { name: 'Следующая страница' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${pageNo + 1}`));
    // The URL changes first and the page renders the navigation after it: the next page is read only once its own
    // number is the current one, so the «next» control looked at is that page's.
    await expect(page.getByRole('button', { name: `Страница ${pageNo + 1}`, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  for (const href of proposed) {
    expect(listed).toContain(href);
  }
  await page.goto('/vacancy');
  // «Почему подходит» names what differs from one vacancy to the next: the first page's reasons are not one text
  // repeated, and each salary reason names that vacancy's own salary beside the seeker's expectation.
  await expect(page.getByRole('main').locator('ul[aria-busy]')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  const reasons = (await cards.allInnerTexts()).map((text) => text.slice(text.indexOf('Почему подходит')));
  expect(new Set(reasons).size).toBeGreaterThanOrEqual(Math.min(3, reasons.length));
  for (const text of reasons)
    expect(text).toMatch(/Зарплата (.+ — (на уровне|выше|ниже) ваших ожиданий \(150\s000\s₽\)|не указана, сравнить с ожиданиями \(150\s000\s₽\) нельзя)/);
  for (const href of proposed.filter((candidate) => listed.slice(0, 20).includes(candidate))) {
    await expect(cards.filter({ has: page.locator(`a[href="${href}"]`) }).getByText('Предложена ассистентом')).toBeVisible();
  }

  const remoteOnly = page.getByRole('switch', { name: 'Только удалённая работа' });
  await remoteOnly.click({ force: true });
  await expect(page).toHaveURL(/[?&]remote=1/);
  await expect(remoteOnly).toBeChecked();
  await expect(async () => {
    const texts = await cards.allInnerTexts();
    expect(texts.every((text) => text.includes('Удалённо'))).toBe(true);
  }).toPass({ timeout: 20_000 });
  await remoteOnly.click({ force: true });
  await expect(remoteOnly).not.toBeChecked();
  // The unfiltered list (it has non-remote vacancies again) must be the one on screen before a card is picked:
  // a list still refetching re-renders under the pointer.
  const list = page.getByRole('main').locator('ul[aria-busy]');
  const settled = async () => {
    await expect(list).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  };
  await expect(async () => {
    const texts = await cards.allInnerTexts();
    expect(texts.some((text) => !text.includes('Удалённо'))).toBe(true);
  }).toPass({ timeout: 30_000 });
  await settled();
  await snap(page, 'vacancy', '2-list');

  // «Не интересно» hides the first; «Откликнуться» queues the next whose letter passes the rules.
  // Titles repeat across employers: the vacancy's hh link tells a card apart, and each action targets its card by it.
  const cardOf = (href: string) => cards.filter({ has: page.locator(`a[href="${href}"]`) });
  const hidden = await cards.first().getByRole('heading').getByRole('link').getAttribute('href');
  expect(hidden).toMatch(/\/vacancy\/\d+/);
  await cardOf(hidden ?? '')
    .getByRole('button', { name: 'Не интересно' })
    .click();
  await expect(page.getByRole('main').locator(`a[href="${hidden}"]`)).toHaveCount(0, { timeout: 30_000 });
  await settled();

  let applied: string | null = null;
  const tried = new Set<string>();
  for (let i = 0; i < 6 && applied === null; i += 1) {
    await settled();
    const hrefs = await cards
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const href = hrefs.find((candidate) => !tried.has(candidate));
    if (href === undefined) break;
    tried.add(href);
    const card = cardOf(href);
    const name = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('button', { name: 'Откликнуться' }).click();
    const queued = page.getByRole('status').filter({ hasText: `Отклик на «${name}» поставлен в очередь` });
    const refused = card.getByRole('alert');
    await expect(queued.or(refused)).toBeVisible({ timeout: 60_000 });
    if (await queued.isVisible()) applied = name;
  }
  expect(applied).not.toBeNull();
  await snap(page, 'vacancy', '3-applied');
  await expect.poll(async () => (await sandbox.negotiations(seeker.email)).map((n) => n.vacancy_name), { timeout: 90_000 }).toContain(applied);
  const negotiation = (await sandbox.negotiations(seeker.email)).find((n) => n.vacancy_name === applied);
  expect(negotiation?.message.length).toBeGreaterThan(50);
});
