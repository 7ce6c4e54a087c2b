import { expect, type Locator, type Page, test } from '@playwright/test';
import { newSeeker } from '../support/journey';
import { PYTHON_ANSWERS } from '../support/position-flow';

/** YooKassa's published test card that succeeds (the payment sandbox decides by the number). */
const CARD_OK = '5555555555554444';
/** Most Tab presses to reach a control: more means the page makes keyboard users walk too far (or it is unreachable). */
const MAX_TABS = 60;

/**
 * How the focus could show on an element and the two boxes around it (a text field's visible box may wrap the focused
 * inner input, as a password field with its eye button does): outline, box shadow and border colour of each.
 */
function focusLook(element: Element): string[] {
  const looks: string[] = [];
  for (let node: Element | null = element, level = 0; node !== null && level < 3; node = node.parentElement, level += 1) {
    const style = getComputedStyle(node);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}` : 'none';
    looks.push(`${outline} | ${style.boxShadow} | ${style.borderColor}`);
  }
  return looks;
}

/**
 * Presses Tab until `target` has the focus, then checks that the focus shows: the control (or the box drawn around it)
 * looks different from when it had no focus, by an outline, a ring or a border colour.
 * @throws when `target` is not reached within {@link MAX_TABS} presses
 */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible({ timeout: 60_000 });
  // A field the page focused by itself is left for a moment, to see how it looks without the focus.
  if (await target.evaluate((element) => element === document.activeElement)) await page.keyboard.press('Shift+Tab');
  const unfocused = await target.evaluate(focusLook);
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      // A border colour may take a short transition to change.
      const shows = async () => JSON.stringify(await target.evaluate(focusLook)) !== JSON.stringify(unfocused);
      await expect.poll(shows, { message: 'the focused control shows its focus', timeout: 2000 }).toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with ${MAX_TABS} Tab presses: ${target.toString()}`);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * The whole way with the keyboard alone, every control reached with Tab and a visible focus: sign-up, connecting hh,
 * the position flow (form, questions, the resume, «Готово»), the bell, and paying for a plan.
 */
test('keyboard only: sign-up, hh, the position flow to «Готово», the bell and payment, each control with a visible focus', async ({ page }) => {
  test.setTimeout(300_000);
  const seeker = newSeeker('keys');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/auth');
  await typeInto(page, page.getByLabel('Имя'), seeker.name);
  await typeInto(page, page.getByLabel('Email'), seeker.email);
  await typeInto(page, page.getByLabel('Пароль'), seeker.password);
  await tabTo(page, page.getByRole('button', { name: 'Зарегистрироваться' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/connect$/);

  await tabTo(page, page.getByRole('button', { name: 'Подключить HH.ru' }));
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByLabel('Email'), seeker.email);
  await tabTo(page, page.getByRole('button', { name: 'Разрешить' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/position(\?.*)?$/);

  await typeInto(page, page.getByLabel('Название позиции'), 'Python-разработчик');
  await tabTo(page, page.getByRole('combobox', { name: 'Резюме' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByRole('combobox', { name: 'Города' }), 'Моск');
  await expect(page.getByRole('option', { name: 'Москва', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Москва', { exact: true }).first()).toBeVisible();
  await typeInto(page, page.getByLabel('Зарплата'), '150000');
  await tabTo(page, page.getByRole('button', { name: 'Создать позицию' }));
  await page.keyboard.press('Enter');

  for (let i = 1; i <= 5; i += 1) {
    await expect(page.getByText(`Вопрос ${i} из 5`)).toBeVisible({ timeout: 60_000 });
    await typeInto(page, page.getByLabel('Ваш ответ'), PYTHON_ANSWERS[i - 1]!);
    await tabTo(page, page.getByRole('button', { name: 'Далее' }));
    await page.keyboard.press('Enter');
  }
  await tabTo(page, page.getByRole('button', { name: 'Опубликовать на HH.ru' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Резюме опубликовано на hh.ru')).toBeVisible({ timeout: 60_000 });
  await tabTo(page, page.getByRole('button', { name: 'К вакансиям' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Готово', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/responses/, { timeout: 60_000 });

  // The bell opens its panel with Enter and closes with Escape, the focus back on the bell.
  const bell = page.getByRole('button', { name: 'Уведомления' });
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Уведомления' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Уведомления' })).toHaveCount(0);
  await expect(bell).toBeFocused();

  // Payment: the plan's button, then the card form of the payment page.
  await page.goto('/subscription');
  await tabTo(page, page.getByRole('button', { name: /Оплатить картой РФ тариф/ }).first());
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByLabel('Номер карты'), CARD_OK);
  await typeInto(page, page.getByLabel('Срок действия (ММ/ГГ)'), '12/30');
  await typeInto(page, page.getByLabel('CVC'), '123');
  await tabTo(page, page.getByRole('button', { name: /Заплатить/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible({ timeout: 30_000 });
});
