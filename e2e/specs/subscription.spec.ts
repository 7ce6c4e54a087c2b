import { expect, type Page, test } from '@playwright/test';
import { E2E_PAYMENT_SANDBOX_PORT } from '../playwright.config';
import { connectHh, newSeeker, register, snap } from '../support/journey';

// Journey 1 (the trial's limit reached by sending, the upsell, a Russian card) is in subscription-quota.spec.ts: it
// runs its own server with a small trial quota.

/** The payment sandbox's test-only control API (like Stripe's test clocks: sandbox time moves, the product's does not). */
const PAYMENT_SANDBOX = `http://127.0.0.1:${E2E_PAYMENT_SANDBOX_PORT}`;
const DAY_MS = 86_400_000;

/** YooKassa's published test cards (the payment sandbox decides the outcome by the number). */
const CARD_OK = '5555555555554444';
const CARD_NO_FUNDS = '5555555555554600';
/** Stripe's published test card that succeeds. */
const STRIPE_CARD_OK = '4242424242424242';

/** Pays on the sandbox's YooKassa confirmation page with a test card. */
async function payOnYooKassaPage(page: Page, card: string): Promise<void> {
  await expect(page.getByLabel('Номер карты')).toBeVisible();
  await page.getByLabel('Номер карты').fill(card);
  await page.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Заплатить/ }).click();
}

/** 'DD.MM.YYYY' plus whole days, as the page prints dates. */
function plusDays(date: string, days: number): string {
  const [d, m, y] = date.split('.').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d) + days * DAY_MS);
  return `${String(next.getUTCDate()).padStart(2, '0')}.${String(next.getUTCMonth() + 1).padStart(2, '0')}.${next.getUTCFullYear()}`;
}

test('subscription: a declined card brings the seeker back to the upsell-failure advice', async ({ page }) => {
  const seeker = newSeeker('declined');
  await page.setViewportSize({ width: 1280, height: 900 });
  await register(page, seeker);
  await connectHh(page, seeker.email);
  await page.goto('/subscription');
  await page
    .getByRole('button', { name: /Оплатить картой РФ тариф/ })
    .first()
    .click();
  await page.getByLabel('Номер карты').fill(CARD_NO_FUNDS);
  await page.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Заплатить/ }).click();

  await expect(page).toHaveURL(/\/subscription\/return\?payment_id=/);
  const advice = page.getByRole('dialog', { name: 'Оплата не прошла' });
  await expect(advice).toBeVisible();
  await expect(advice.getByText('Проверьте, хватает ли средств на карте.')).toBeVisible();
  await expect(advice.getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', /^https:\/\/t\.me\//);
  await snap(page, 'subscription', 'return-declined');
});

test('subscription: a foreign card pays through the Stripe checkout and the plan is active on return', async ({ page }) => {
  const seeker = newSeeker('stripe');
  await page.setViewportSize({ width: 1280, height: 900 });
  await register(page, seeker);
  await connectHh(page, seeker.email);
  await page.goto('/subscription');
  const plan = page.getByRole('article').first();
  const planName = (await plan.getByText(/./).first().textContent())?.trim() ?? '';
  await plan.getByRole('button', { name: /Оплатить иностранной картой тариф/ }).click();

  await expect(page.getByLabel('Номер карты')).toBeVisible();
  await page.getByLabel('Номер карты').fill(STRIPE_CARD_OK);
  await page.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Подписаться' }).click();

  await expect(page).toHaveURL(/\/subscription\/return\?payment_id=/);
  await expect(page.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible();
  await expect(page.getByText(`Тариф «${planName}» активен.`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Вакансии' })).toBeVisible();
  await page.getByRole('link', { name: 'К подписке' }).click();
  await expect(page.getByRole('region', { name: 'История платежей' }).getByText('Иностранная карта')).toBeVisible();
  await snap(page, 'subscription', 'page-paid-stripe');
});

test('subscription: a promo code lowers the price and is charged at checkout', async ({ page }) => {
  const seeker = newSeeker('promo');
  await page.setViewportSize({ width: 1280, height: 900 });
  await register(page, seeker);
  await connectHh(page, seeker.email);
  await page.goto('/subscription');
  const plan = page.getByRole('article').first();
  const listPrice = (await plan.getByTestId('price-rub').textContent())?.trim() ?? '';
  await page.getByLabel('Промокод').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Такого промокода нет')).toBeVisible();

  // DEMO20 exists while the payment sandbox stands in for the providers.
  await page.getByLabel('Промокод').fill('DEMO20');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText(/Промокод DEMO20 применён: скидка 20%/)).toBeVisible();
  await expect(plan.getByLabel(`Старая цена ${listPrice}`)).toBeVisible();
  const promoPrice = (await plan.getByTestId('price-rub').textContent())?.trim() ?? '';
  expect(promoPrice).not.toBe(listPrice);
  await snap(page, 'subscription', 'promo');

  await plan.getByRole('button', { name: /Оплатить картой РФ тариф/ }).click();
  await page.getByLabel('Номер карты').fill(CARD_OK);
  await page.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Заплатить/ }).click();
  await expect(page.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible();
  await page.getByRole('link', { name: 'К подписке' }).click();
  const history = page.getByRole('region', { name: 'История платежей' });
  // The charge is the discounted price, and the history names the promo code it used.
  // Prices keep their sign on the amount's line with a no-break space; the row's accessible name has a plain one.
  await expect(history.getByRole('row', { name: new RegExp(`Покупка.*промокод DEMO20.*${promoPrice.replace(/\s/g, '\\s')}`) })).toBeVisible();
});

test('subscription: a referee registers through the referral link; the bonus is credited to both only after the referee pays', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const referrer = newSeeker('referrer');
  await register(page, referrer);
  await connectHh(page, referrer.email);
  await page.goto('/subscription');
  const referral = page.getByRole('region', { name: 'Приглашайте друзей' });
  const link = await referral.getByLabel('Ваша реферальная ссылка').inputValue();
  expect(link).toMatch(/\/register\?ref=[A-Z2-9]{8}$/);
  await expect(referral.getByText('Зарегистрировались: 0')).toBeVisible();
  const trialEnd = /(\d\d\.\d\d\.\d{4})/.exec((await page.getByText(/^Пробный период до /).textContent()) ?? '')?.[1] ?? '';
  expect(trialEnd).not.toBe('');

  // The referee, in a browser of their own, opens the link: the registration page names who invites.
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
  try {
    const friend = await context.newPage();
    const referee = newSeeker('referee');
    await friend.goto(new URL(link).pathname + new URL(link).search);
    await expect(friend.getByText(`Вас пригласил(а) ${referrer.name}.`, { exact: false })).toBeVisible();
    await friend.getByLabel('Имя').fill(referee.name);
    await friend.getByLabel('Email').fill(referee.email);
    await friend.getByLabel('Пароль').fill(referee.password);
    await friend.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(friend).toHaveURL(/\/connect$/);
    await connectHh(friend, referee.email);

    // Joined, not paid: no bonus yet.
    await page.reload();
    await expect(referral.getByText('Зарегистрировался: 1')).toBeVisible();
    await expect(referral.getByText('Оплатили: 0')).toBeVisible();
    await expect(referral.getByText('Бонус: 0 дней')).toBeVisible();
    await expect(page.getByText(`Пробный период до ${trialEnd}`)).toBeVisible();
    await snap(page, 'subscription', 'referral-joined');

    // The referee pays with a Russian test card.
    await friend.goto('/subscription');
    await friend
      .getByRole('button', { name: /Оплатить картой РФ тариф/ })
      .first()
      .click();
    await payOnYooKassaPage(friend, CARD_OK);
    await expect(friend.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible();
    await friend.getByRole('link', { name: 'К подписке' }).click();
    await expect(friend.getByText(/^Оплачено до \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  } finally {
    await context.close();
  }

  // Now the referrer has the bonus: counted as paid, +7 days, the trial longer by them.
  await page.reload();
  await expect(referral.getByText('Оплатил: 1')).toBeVisible();
  await expect(referral.getByText('Бонус: 7 дней')).toBeVisible();
  await expect(page.getByText(`Пробный период до ${plusDays(trialEnd, 7)}`)).toBeVisible();
  await snap(page, 'subscription', 'referral-credited');
});

test('subscription: a cancelled plan stays until its end, then access ends (Stripe sandbox clock past the period end)', async ({ page }) => {
  test.setTimeout(180_000);
  const seeker = newSeeker('cancel');
  await page.setViewportSize({ width: 1280, height: 900 });
  await register(page, seeker);
  await connectHh(page, seeker.email);
  const nav = page.getByRole('navigation', { name: 'Основное меню' });

  // A foreign card through the Stripe checkout: Stripe bills the subscription, so its clock decides the period end.
  await page.goto('/subscription');
  const plan = page.getByRole('article').first();
  const planName = (await plan.getAttribute('aria-label'))?.trim() ?? '';
  await plan.getByRole('button', { name: /Оплатить иностранной картой тариф/ }).click();
  await page.getByLabel('Номер карты').fill(STRIPE_CARD_OK);
  await page.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Подписаться' }).click();
  await expect(page.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible();
  await page.getByRole('link', { name: 'К подписке' }).click();
  await expect(page.getByRole('heading', { name: planName, level: 2 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Вакансии' })).toBeVisible();

  // Cancel: no more renewals, the plan stays until the end of the paid period.
  await page.getByRole('button', { name: 'Отменить подписку' }).click();
  const confirm = page.getByRole('dialog', { name: 'Отменить подписку?' });
  await confirm.getByRole('button', { name: 'Отменить подписку' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(/^Продление отменено\. Тариф действует до \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Возобновить подписку' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Вакансии' })).toBeVisible();
  await page.goto('/responses');
  await expect(page).toHaveURL(/\/responses$/);
  await snap(page, 'subscription', 'cancelled');

  // Time passes at the provider: the sandbox's clock (Stripe's test clock) moves past the period end, so Stripe ends
  // the cancelled subscription and sends customer.subscription.deleted, signed, to the product's webhook.
  const res = await fetch(`${PAYMENT_SANDBOX}/__control/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advance_ms: 100 * DAY_MS }),
  });
  expect(res.ok).toBe(true);
  const moved = (await res.json()) as { events: { type: string; deliveries: { status: number | null }[] }[] };
  const deleted = moved.events.filter((e) => e.type === 'customer.subscription.deleted');
  expect(deleted.length).toBeGreaterThanOrEqual(1);
  expect(deleted.every((e) => e.deliveries.some((d) => d.status === 200))).toBe(true);

  // Access ends: no plan, no quota, no Vacancies, and a paid-only page sends the seeker to /subscription.
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Нет активного тарифа', level: 2 })).toBeVisible();
  await expect(page.getByText('Закончился', { exact: true })).toBeVisible();
  await expect(page.getByText('0 из 0 откликов за день')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Вакансии' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Подписка' })).toBeVisible();
  await page.goto('/responses');
  await expect(page).toHaveURL(/\/subscription$/);
  await snap(page, 'subscription', 'expired');
});
