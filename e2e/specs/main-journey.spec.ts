import { sandboxControl } from '@otklik/hh-sandbox/testing/control';
import { expect, test } from '@playwright/test';
import { E2E_SANDBOX_PORT } from '../playwright.config';
import { connectHh, newSeeker, register, snap } from '../support/journey';
import { confirmReviewFlags } from '../support/position-flow';

/** The sandbox's control API: what it holds for an applicant, with the letters hh itself never shows back. */
const sandbox = sandboxControl(`http://127.0.0.1:${E2E_SANDBOX_PORT}`);
const sandboxNegotiations = (email: string) => sandbox.negotiations(email);

/**
 * A coherent persona: the hh account holds exactly this resume (an earlier job at «Альфа Софт»), and the answers name
 * the current employer «Ромашка» with an achievement that has numbers. Nothing in one contradicts the other.
 */
const PERSONA_RESUME = {
  title: 'Младший Python-разработчик',
  first_name: 'Пётр',
  last_name: 'Смирнов',
  area: { id: '1' },
  gender: { id: 'male', name: 'Мужской' },
  citizenship: [{ id: '113' }],
  contact: [{ type: { id: 'email', name: 'Эл. почта' }, value: 'petr.smirnov@example.ru', preferred: true }],
  education: { level: { id: 'higher', name: 'Высшее' } },
  language: [{ id: 'rus', name: 'Русский', level: { id: 'l1' } }],
  skill_set: ['Python', 'Git', 'SQL'],
  experience: [
    {
      company: 'Альфа Софт',
      position: 'Младший Python-разработчик',
      start: '2019-09-01',
      end: '2022-08-01',
      description: 'Поддерживал внутренние сервисы на Python.',
    },
  ],
};

const ANSWERS = [
  'Три года работаю бэкенд-разработчиком в Ромашке. Пишу сервисы на Python и Django, фоновые задачи на Celery.',
  'В Ромашке переписал SQL-запросы тяжёлого отчёта и ускорил его с 2 с до 300 мс.',
  'Python, Django, Celery, PostgreSQL, pytest. Сборка и деплой через GitLab CI в Docker.',
  'МГТУ им. Баумана, 2019, информатика, бакалавр.',
  'Хочу в продуктовую команду Python-разработчиком, где много работы с данными и API. Английский B2.',
];

/** The employer's name of a sandbox vacancy (hh's public GET /vacancies/{id}). */
async function employerOf(vacancyId: string): Promise<string | null> {
  const response = await fetch(`http://127.0.0.1:${E2E_SANDBOX_PORT}/vacancies/${vacancyId}`);
  const body = (await response.json()) as { employer?: { name?: string } | null };
  return body.employer?.name ?? null;
}

/** A vacancy title as a comparison key: lower case, words only, sorted (so «Python-разработчик (Senior)» and «Senior Python разработчик» meet). */
const titleKey = (title: string): string =>
  [
    ...new Set(
      title
        .toLowerCase()
        .replace(/ё/g, 'е')
        .split(/[^\p{L}\p{N}+#]+/u)
        .filter((w) => w !== ''),
    ),
  ]
    .sort()
    .join(' ');

test('coherent persona: position → 5 questions → resume with the achievement under its employer → distinct vacancies → uncheck one → Готово → letters that name vacancy and employer and contradict nothing', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const seeker = newSeeker('journey');
  await sandbox.createApplicant(seeker.email, [PERSONA_RESUME]);
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
  // «Ромашка» is only in the answers: the seeker is asked to check it, and finds it right.
  await expect(page.getByText('Проверьте').first()).toBeVisible();
  await confirmReviewFlags(page);
  await expect(page.getByRole('heading', { name: 'Ключевые навыки' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Опыт работы' })).toBeVisible();
  const draft = page.getByRole('article').filter({ hasText: 'Резюме, которое написал ассистент' });
  const jobs = draft.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Откуда это:/ }) });
  const romashka = jobs.filter({ hasText: 'Ромашка' });
  await expect(romashka).toHaveCount(1);
  await expect(romashka).toContainText('с 2 с до 300 мс');
  const alfa = jobs.filter({ hasText: 'Альфа Софт' });
  await expect(alfa).toHaveCount(1);
  await expect(alfa).not.toContainText('300 мс');
  // Where the employer came from: the answer that named it.
  await romashka.getByRole('button', { name: /^Откуда это:/ }).hover();
  await expect(page.getByText(/^Из ответа на вопрос 1: «Три года работаю бэкенд-разработчиком в Ромашке/)).toBeVisible();
  await snap(page, 'main', '3-resume');
  await page.getByRole('button', { name: 'Опубликовать на HH.ru' }).click();
  await expect(page.getByText('Резюме опубликовано на hh.ru')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'К вакансиям' }).click();

  // 4. 3–5 vacancies, each with why it fits.
  const cards = page
    .locator('li')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasText: 'Почему подходит' });
  await expect(cards.first()).toBeVisible({ timeout: 90_000 });
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(5);
  for (let i = 0; i < count; i += 1) await expect(cards.nth(i).getByText(/Зарплата/)).toBeVisible();
  // Distinct jobs: no two cards with the same employer and the same title.
  const jobKeys: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    const title = (await card.getByRole('heading').innerText()).trim();
    const employer = (await card.locator('p').first().innerText()).trim();
    jobKeys.push(`${employer.toLowerCase()}|${titleKey(title)}`);
  }
  expect(new Set(jobKeys).size, jobKeys.join('\n')).toBe(count);
  await snap(page, 'main', '4-vacancies');

  // 5. Uncheck one and press Готово.
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) names.push((await cards.nth(i).getByRole('heading').innerText()).trim());
  await cards
    .nth(count - 1)
    .getByRole('checkbox')
    .uncheck();
  const chosen = names.slice(0, count - 1);
  await snap(page, 'main', '5-unchecked');
  await page.getByRole('button', { name: 'Готово', exact: true }).click();

  // 6. /responses: exactly the checked ones, sent; the sandbox holds exactly those negotiations, with letters.
  await expect(page).toHaveURL(/\/responses/, { timeout: 30_000 });
  const applications = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(async () => {
    await page.reload();
    // The list is read again after every reload: wait until it shows (its first item) before counting (slow under load).
    await expect(applications.first()).toBeVisible({ timeout: 30_000 });
    await expect(applications).toHaveCount(chosen.length, { timeout: 5_000 });
    await expect(applications.getByText('Отправлен', { exact: true })).toHaveCount(chosen.length, { timeout: 5_000 });
  }).toPass({ timeout: 150_000, intervals: [2_000] });
  const shown = await applications.getByRole('heading').allInnerTexts();
  expect(shown.map((name) => name.trim()).sort()).toEqual([...chosen].sort());
  await snap(page, 'main', '6-responses');

  const held = await sandboxNegotiations(seeker.email);
  expect(held.map((n) => n.vacancy_name).sort()).toEqual([...chosen].sort());
  for (const negotiation of held) {
    const letter = negotiation.message;
    expect(letter.length).toBeGreaterThan(50);
    expect(letter.length).toBeLessThanOrEqual(10_000);
    expect(letter).toContain(negotiation.vacancy_name!);
    expect(letter).not.toMatch(/https?:\/\//);
    const employer = await employerOf(negotiation.vacancy_id);
    if (employer !== null) expect(letter, `the letter names «${employer}»`).toContain(employer);
    // No contradiction with the persona: the current job is at «Ромашка» as a backend developer; «Альфа Софт» is past.
    for (const sentence of letter.split(/(?<=[.!?])\s+/u)) {
      if (/сейчас|в настоящее время|работаю/iu.test(sentence) && /Альфа Софт/u.test(sentence)) {
        expect(sentence, 'the past employer is named as the current one').toMatch(/работал|ранее|до этого/iu);
      }
      expect(sentence).not.toMatch(/junior|frontend|фронтенд/iu);
      const years = /(\d+|один|два|три|четыре|пять)\s+(?:год|года|лет)\b[^.]*Ромашк/iu.exec(sentence);
      if (years !== null) expect(['3', 'три'], sentence).toContain(years[1]!.toLowerCase());
    }
  }
});
