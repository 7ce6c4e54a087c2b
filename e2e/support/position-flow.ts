import { expect, type Locator, type Page } from '@playwright/test';

/** Answers to the assistant's 5 questions of a Python position (the sandbox's vacancies have plenty of those). */
export const PYTHON_ANSWERS = [
  'Пять лет пишу backend на Python: Django, FastAPI и PostgreSQL. Последние два года веду команду из трёх разработчиков.',
  'Проектировал REST API и очереди задач на Celery и Redis, настраивал CI в GitLab и деплой в Docker.',
  'Ускорил отчёты в 3 раза за счёт индексов PostgreSQL и кэширования в Redis.',
  'Хочу работать Python-разработчиком в продуктовой команде, где много работы с данными и API.',
  'Пишу тесты на pytest, делаю код-ревью, помогаю новичкам разобраться в проекте.',
];

/** What a journey's position differs in; every field has the «Python-разработчик» in Москва default. */
export interface PositionFlowOptions {
  /** The position's title as typed (default 'Python-разработчик'). */
  title?: string;
  /** The city: what is typed in «Города», and the suggestion picked (default 'Моск' → 'Москва'). */
  city?: { typed: string; pick: string };
  /** The 5 answers, in question order (default {@link PYTHON_ANSWERS}). */
  answers?: readonly string[];
  /** The monthly salary in ₽ as typed (default '150000'). */
  salary?: string;
  /** Letter styles to tick besides the form's default, by their labels (e.g. ['Классический']). */
  styles?: readonly string[];
}

/**
 * From /position (hh connected): creates «Python-разработчик» in Москва (title, city, salary and extra letter styles
 * from `options`) and answers the 5 questions, up to the resume the assistant wrote (not yet published).
 */
export async function positionToResume(page: Page, options: PositionFlowOptions = {}): Promise<void> {
  const answers = options.answers ?? PYTHON_ANSWERS;
  await expect(page.getByRole('heading', { name: 'Новая позиция' })).toBeVisible();
  await page.getByLabel('Название позиции').fill(options.title ?? 'Python-разработчик');
  await page.getByRole('combobox', { name: 'Резюме' }).click();
  await page.getByRole('option').first().click();
  const city = options.city ?? { typed: 'Моск', pick: 'Москва' };
  await page.getByRole('combobox', { name: 'Города' }).fill(city.typed);
  await page.getByRole('option', { name: city.pick, exact: true }).click();
  await page.getByLabel('Зарплата').fill(options.salary ?? '150000');
  for (const style of options.styles ?? []) await page.getByRole('checkbox', { name: style }).check();
  await page.getByRole('button', { name: 'Создать позицию' }).click();
  for (let i = 1; i <= 5; i += 1) {
    await expect(page.getByText(`Вопрос ${i} из 5`)).toBeVisible({ timeout: 60_000 });
    await page.getByLabel('Ваш ответ').fill(answers[i - 1]!);
    await page.getByRole('button', { name: 'Далее' }).click();
  }
  await expect(page.getByText('Резюме, которое написал ассистент')).toBeVisible({ timeout: 60_000 });
}

/**
 * On the written resume: answers every «Проверьте» flag with «Всё верно» (a seeker who finds each fact right), fills
 * in what hh needs, and leaves out each achievement told under no job («Не включать»), until «Опубликовать на HH.ru»
 * is enabled.
 */
export async function confirmReviewFlags(page: Page): Promise<void> {
  const confirm = page.getByRole('button', { name: 'Всё верно' });
  for (let open = await confirm.count(); open > 0; open = await confirm.count()) {
    await confirm.first().click();
    await expect.poll(() => confirm.count(), { timeout: 15_000 }).toBeLessThan(open);
  }
  // A job with no employer or no start month cannot be confirmed: the seeker fills the empty field in.
  const missing = page.getByRole('alert').filter({ hasText: 'hh.ru требует' });
  for (let open = await missing.count(); open > 0; open = await missing.count()) {
    await missing.first().getByRole('button', { name: 'Исправить' }).click();
    const form = page.getByRole('form', { name: /Исправить место работы/u });
    const company = form.getByLabel('Компания');
    if ((await company.inputValue()) === '') await company.fill('ООО «Северный склад»');
    const role = form.getByLabel('Должность');
    if ((await role.inputValue()) === '') await role.fill('Сотрудник склада');
    const start = form.getByLabel('Начало (ГГГГ-ММ)');
    if ((await start.inputValue()) === '') await start.fill('2020-01');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => missing.count(), { timeout: 15_000 }).toBeLessThan(open);
  }
  // An achievement under no job cannot be confirmed either: a seeker who does not place it leaves it out.
  const leaveOut = page.getByRole('button', { name: /^Не включать в резюме/u });
  for (let open = await leaveOut.count(); open > 0; open = await leaveOut.count()) {
    await leaveOut.first().click();
    await expect.poll(() => leaveOut.count(), { timeout: 15_000 }).toBeLessThan(open);
  }
  await expect(page.getByRole('button', { name: 'Опубликовать на HH.ru' })).toBeEnabled();
}

/**
 * {@link positionToResume}, then confirms its «Проверьте» flags, publishes the resume and opens the proposals.
 * @returns the proposal cards (3–5, each with «Почему подходит»).
 */
export async function positionToProposals(page: Page, options: PositionFlowOptions = {}): Promise<Locator> {
  await positionToResume(page, options);
  await confirmReviewFlags(page);
  await page.getByRole('button', { name: 'Опубликовать на HH.ru' }).click();
  await expect(page.getByText('Резюме опубликовано на hh.ru')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'К вакансиям' }).click();
  const cards = page
    .locator('li')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasText: 'Почему подходит' });
  await expect(cards.first()).toBeVisible({ timeout: 90_000 });
  return cards;
}

/** The names of the proposal cards, in order. */
export async function cardNames(cards: Locator): Promise<string[]> {
  return (await cards.getByRole('heading').allInnerTexts()).map((name) => name.trim());
}
