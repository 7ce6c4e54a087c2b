import { expect, test } from '@playwright/test';
import { connectHh, newSeeker, register, snap } from '../support/journey';

/** YooKassa's published test cards (the payment sandbox decides the outcome by the number). */
const CARD_OK = '5555555555554444';
const CARD_NO_FUNDS = '5555555555554600';
/** Stripe's published test card that succeeds. */
const STRIPE_CARD_OK = '4242424242424242';

test('subscription: a trial seeker opens the upsell, pays with a Russian test card, returns and sees the plan active', async ({ page }) => {
  const seeker = newSeeker('pay');
  await page.setViewportSize({ width: 1280, height: 900 });
  await register(page, seeker);
  await connectHh(page, seeker.email);

  // The trial: no Vacancies in the menu.
  const nav = page.getByRole('navigation', { name: 'Основное меню' });
  await expect(nav.getByRole('link', { name: 'Подписка' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Вакансии' })).toHaveCount(0);
  const counter = page.getByText(/^\d+ из \d+ отклик(а|ов)? за день$/);
  const totalOf = async () => Number(/из (\d+)/.exec((await counter.textContent()) ?? '')?.[1]);
  await expect(counter).toBeVisible();
  const trialTotal = await totalOf();

  // 'Увеличить количество' stores the flag and opens /subscription?showUpsell=true; the upsell offers the next plan up.
  // Reaching the trial's limit would take a day of applications, so the journey sets the flag the quota box's link sets.
  await page.evaluate("localStorage.setItem('showUpsellModal', 'true')");
  await page.goto('/subscription?showUpsell=true');
  const upsell = page.getByRole('dialog', { name: 'Увеличить количество откликов' });
  await expect(upsell).toBeVisible();
  const offered = upsell.getByRole('article');
  const planName = (await offered.getByText(/./).first().textContent())?.trim() ?? '';
  expect(planName).not.toBe('');
  await snap(page, 'subscription', 'upsell');

  await upsell.getByRole('button', { name: /Оплатить картой РФ/ }).click();
  // The payment sandbox's confirmation page: the card number decides the outcome.
  await expect(page.getByLabel('Номер карты')).toBeVisible();
  await page.getByLabel('Номер карты').fill(CARD_OK);
  await page.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Заплатить/ }).click();

  await expect(page).toHaveURL(/\/subscription\/return\?payment_id=/);
  await expect(page.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible();
  await expect(page.getByText(`Тариф «${planName}» активен.`)).toBeVisible();
  await expect(page.getByText(/^\d+ отклик(а|ов)? в день$/)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Вакансии' })).toBeVisible();
  // The quota box refreshed with the plan's quota.
  await expect.poll(totalOf).toBeGreaterThan(trialTotal);
  await snap(page, 'subscription', 'return-success');

  await page.getByRole('link', { name: 'К подписке' }).click();
  await expect(page.getByRole('heading', { name: planName, level: 2 })).toBeVisible();
  await expect(page.getByText(/^Оплачено до \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'История платежей' }).getByText('Оплачен', { exact: true })).toBeVisible();
  await snap(page, 'subscription', 'page-paid');
});

test('subscription: a declined card brings the seeker back to the upsell-failure advice', async ({ page }) => {
  const seeker = newSeeker('declined');
  await page.setViewportSize({ width: 1280, height: 900 });
  await register(page, seeker);
  await connectHh(page, seeker.email);
  await page.goto('/subscription');
  await page.getByRole('button', { name: /Оплатить картой РФ тариф/ }).first().click();
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
  await expect(history.getByRole('row', { name: new RegExp(`Покупка.*промокод DEMO20.*${promoPrice}`) })).toBeVisible();
});
