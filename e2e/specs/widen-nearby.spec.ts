import { expect, test } from '@playwright/test';
import { connectHh, newSeeker, register, snap } from '../support/journey';
import { confirmReviewFlags, positionToResume } from '../support/position-flow';

/** Answers of a financial analyst: a title the sandbox's Мытищи has too few vacancies for, and nearby Москва has. */
const ANALYST_ANSWERS = [
  'Четыре года работаю финансовым аналитиком: строю финансовые модели в Excel и готовлю управленческую отчётность.',
  'Готовил отчётность по МСФО, вёл бюджеты подразделений и сверял план с фактом каждый месяц.',
  'Сократил подготовку ежемесячного отчёта с 5 до 2 дней, автоматизировав сбор данных в Excel и Power Query.',
  'Хочу работать финансовым аналитиком в компании, где решения принимают по цифрам.',
  'Объясняю цифры руководителям простыми словами, работаю с 1С и SQL.',
];

test('widening to nearby cities: a town with too few fits is offered its neighbours, and accepting brings their vacancies', async ({ page }) => {
  test.setTimeout(300_000);
  const seeker = newSeeker('near');
  await register(page, seeker);
  await connectHh(page, seeker.email);

  await positionToResume(page, { title: 'Финансовый аналитик', city: { typed: 'Мыти', pick: 'Мытищи' }, salary: '70000', answers: ANALYST_ANSWERS });
  await confirmReviewFlags(page);
  await page.getByRole('button', { name: 'Опубликовать на HH.ru' }).click();
  await expect(page.getByText('Резюме опубликовано на hh.ru')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'К вакансиям' }).click();

  // Fewer than 3 fit in Мытищи: the card says so and offers the nearby cities first, with how many more they find.
  const offer = page.getByRole('region', { name: 'Подходящих вакансий меньше трёх' });
  await expect(offer).toBeVisible({ timeout: 90_000 });
  const cards = page
    .locator('li')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasText: 'Почему подходит' });
  const before = await cards.count();
  expect(before).toBeLessThan(3);
  const nearby = offer.getByRole('button', { name: /^Соседние города: .*Москва.* \(ещё \d+\)$/ });
  await expect(nearby).toBeVisible();
  await expect(offer.getByRole('button').first()).toHaveAccessibleName(/^Соседние города:/);
  const found = Number(/\(ещё (\d+)\)$/.exec((await nearby.textContent()) ?? '')?.[1]);
  expect(found).toBeGreaterThanOrEqual(1);
  await snap(page, 'widen-nearby', '1-offer');

  await nearby.click();
  await expect.poll(() => cards.count(), { timeout: 90_000 }).toBeGreaterThanOrEqual(Math.min(3, before + found));
  expect(await cards.count()).toBeLessThanOrEqual(5);
  await expect(cards.filter({ hasText: 'Москва' }).first()).toBeVisible();
  await expect(offer).toBeHidden();
  await snap(page, 'widen-nearby', '2-widened');

  // The cities are saved on the position, each once, after its own; the title, salary and remote stay as they were.
  const positions = (await (await page.request.get('/api/positions')).json()) as {
    items: { title: string; areas: { name: string }[]; remote: boolean; salary: { amount: number } }[];
  };
  const position = positions.items.find((item) => item.title === 'Финансовый аналитик');
  const cities = position?.areas.map((area) => area.name) ?? [];
  expect(cities[0]).toBe('Мытищи');
  expect(cities).toContain('Москва');
  expect(new Set(cities).size).toBe(cities.length);
  expect(position).toMatchObject({ remote: false, salary: { amount: 70_000 } });
});
