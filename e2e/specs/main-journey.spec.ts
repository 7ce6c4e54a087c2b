import { sandboxControl } from '@otklik/hh-sandbox/testing/control';
import { expect, test } from '@playwright/test';
import { E2E_SANDBOX_PORT } from '../playwright.config';
import { connectHh, newSeeker, register, snap } from '../support/journey';

/** The sandbox's control API: what it holds for an applicant, with the letters hh itself never shows back. */
const sandbox = sandboxControl(`http://127.0.0.1:${E2E_SANDBOX_PORT}`);
const sandboxNegotiations = (email: string) => sandbox.negotiations(email);

const ANSWERS = [
  'Пять лет пишу backend на Python: Django, FastAPI и PostgreSQL. Последние два года веду команду из трёх разработчиков.',
  'Проектировал REST API и очереди задач на Celery и Redis, настраивал CI в GitLab и деплой в Docker.',
  'Ускорил отчёты в 3 раза за счёт индексов PostgreSQL и кэширования в Redis.',
  'Хочу работать Python-разработчиком в продуктовой команде, где много работы с данными и API.',
  'Пишу тесты на pytest, делаю код-ревью, помогаю новичкам разобраться в проекте.',
];

test('position → 5 questions → resume → 3–5 vacancies with reasons → uncheck one → Готово → /responses shows exactly the sent ones', async ({ page }) => {
  test.setTimeout(240_000);
  const seeker = newSeeker('journey');
  await register(page, seeker);
  await connectHh(page, seeker.email);

  // 1. The position.
  await expect(page.getByRole('heading', { name: 'Новая позиция' })).toBeVisible();
  await page.getByLabel('Название позиции').fill('Python-разработчик');
  await page.getByRole('combobox', { name: 'Резюме' }).click();
  await page.getByRole('option').first().click();
  const cities = page.getByRole('combobox', { name: 'Города' });
  await cities.fill('Моск');
  await page.getByRole('option', { name: 'Москва', exact: true }).click();
  await page.getByLabel('Зарплата').fill('150000');
  await page.getByRole('checkbox', { name: 'Классический' }).check();
  await snap(page, 'main', '1-position');
  await page.getByRole('button', { name: 'Создать позицию' }).click();

  // 2. Five questions, one at a time.
  for (let i = 1; i <= 5; i += 1) {
    await expect(page.getByText(`Вопрос ${i} из 5`)).toBeVisible({ timeout: 60_000 });
    await page.getByLabel('Ваш ответ').fill(ANSWERS[i - 1]!);
    if (i === 1) await snap(page, 'main', '2-question');
    await page.getByRole('button', { name: 'Далее' }).click();
  }

  // 3. The resume, shown for review, then published on hh.
  await expect(page.getByText('Резюме, которое написал ассистент')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Ключевые навыки' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Опыт работы' })).toBeVisible();
  await snap(page, 'main', '3-resume');
  await page.getByRole('button', { name: 'Опубликовать на HH.ru' }).click();
  await expect(page.getByText('Резюме опубликовано на hh.ru')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'К вакансиям' }).click();

  // 4. 3–5 vacancies, each with why it fits.
  const cards = page.locator('li').filter({ has: page.getByRole('checkbox') }).filter({ hasText: 'Почему подходит' });
  await expect(cards.first()).toBeVisible({ timeout: 90_000 });
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(5);
  for (let i = 0; i < count; i += 1) await expect(cards.nth(i).getByText(/Зарплата/)).toBeVisible();
  await snap(page, 'main', '4-vacancies');

  // 5. Uncheck one and press Готово.
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) names.push((await cards.nth(i).getByRole('heading').innerText()).trim());
  await cards.nth(count - 1).getByRole('checkbox').uncheck();
  const chosen = names.slice(0, count - 1);
  await snap(page, 'main', '5-unchecked');
  await page.getByRole('button', { name: 'Готово', exact: true }).click();

  // 6. /responses: exactly the checked ones, sent; the sandbox holds exactly those negotiations, with letters.
  await expect(page).toHaveURL(/\/responses/, { timeout: 30_000 });
  const applications = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(async () => {
    await page.reload();
    await expect(applications).toHaveCount(chosen.length, { timeout: 2_000 });
    await expect(applications.getByText('Отправлен', { exact: true })).toHaveCount(chosen.length, { timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  const shown = await applications.getByRole('heading').allInnerTexts();
  expect(shown.map((name) => name.trim()).sort()).toEqual([...chosen].sort());
  await snap(page, 'main', '6-responses');

  const held = await sandboxNegotiations(seeker.email);
  expect(held.map((n) => n.vacancy_name).sort()).toEqual([...chosen].sort());
  for (const negotiation of held) {
    expect(negotiation.message.length).toBeGreaterThan(50);
    expect(negotiation.message.length).toBeLessThanOrEqual(10_000);
    expect(negotiation.message).toContain(negotiation.vacancy_name!);
    expect(negotiation.message).not.toMatch(/https?:\/\//);
  }
});
