import { expect, type Page, test } from '@playwright/test';
import { connectHh, newSeeker, register, snap } from '../support/journey';

/** YooKassa's published test card that succeeds (the payment sandbox decides the outcome by the number). */
const CARD_OK = '5555555555554444';
/** Stripe's published test card that asks for 3-D Secure (4000 0027 6000 3184). */
const STRIPE_CARD_3DS = '4000002760003184';

async function fillCard(page: Page, number: string): Promise<void> {
  await expect(page.getByLabel('Номер карты')).toBeVisible();
  await page.getByLabel('Номер карты').fill(number);
  await page.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
}

test('subscription: two tabs, both paid — the seeker keeps one plan, the second payment is refunded and told in the bell', async ({ context, page }) => {
  test.setTimeout(240_000);
  const seeker = newSeeker('two-tabs');
  await page.setViewportSize({ width: 1280, height: 900 });
  await register(page, seeker);
  await connectHh(page, seeker.email);

  // Tab 2: the Stripe checkout for «Про» with a card that asks for 3-D Secure; the seeker stops at the bank's step.
  const tab2 = await context.newPage();
  await tab2.setViewportSize({ width: 1280, height: 900 });
  await tab2.goto('/subscription');
  await tab2.getByRole('button', { name: 'Оплатить иностранной картой тариф «Про»' }).click();
  await fillCard(tab2, STRIPE_CARD_3DS);
  await tab2.getByLabel('E-mail').fill(seeker.email);
  await tab2.getByRole('button', { name: 'Подписаться' }).click();
  await expect(tab2.getByRole('heading', { name: 'Подтверждение платежа' })).toBeVisible();
  await snap(tab2, 'subscription-two-tabs', '1-stripe-3ds');

  // Tab 1: a Russian card pays for «Старт» meanwhile.
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Оплатить картой РФ тариф «Старт»' }).click();
  await fillCard(page, CARD_OK);
  await page.getByRole('button', { name: /Заплатить/ }).click();
  await expect(page.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible();
  await expect(page.getByText('Тариф «Старт» активен.')).toBeVisible();
  await snap(page, 'subscription-two-tabs', '2-yookassa-paid');

  // Tab 2: the seeker confirms 3-D Secure; Stripe charges the card although «Старт» is paid already.
  await tab2.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(tab2).toHaveURL(/\/subscription\/return\?payment_id=/);
  await expect(tab2.getByText('Этот платёж возвращён')).toBeVisible({ timeout: 30_000 });
  await expect(tab2.getByRole('dialog', { name: 'Оплата не прошла' })).toHaveCount(0);
  await snap(tab2, 'subscription-two-tabs', '3-stripe-refunded');

  // One plan: «Старт», paid by the Russian card; the Stripe payment is returned, the refund is a row of its own.
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Старт', level: 2 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Старт' }).getByText('Ваш тариф')).toBeVisible();
  const history = page.getByRole('region', { name: 'История платежей' });
  await expect(history.getByRole('row', { name: /Старт.*Покупка.*990\s₽.*Карта РФ.*Оплачен/ })).toBeVisible();
  await expect(history.getByRole('row', { name: /Про.*Покупка.*24\s\$.*Иностранная карта · •••• 3184.*Возвращён/ })).toBeVisible();
  await expect(history.getByRole('row', { name: /Про.*Возврат.*−24\s\$.*Возвращено/ })).toBeVisible();
  await snap(page, 'subscription-two-tabs', '4-one-plan-refund-row');

  // The bell tells the seeker (it asks every 10 s).
  const bell = page.getByRole('button', { name: 'Уведомления: есть новые' });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Уведомления' });
  await expect(dialog.getByText('Второй платёж возвращён')).toBeVisible();
  await snap(page, 'subscription-two-tabs', '5-bell');
});
