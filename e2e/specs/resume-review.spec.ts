import { sandboxControl } from '@otklik/hh-sandbox/testing/control';
import { expect, test } from '@playwright/test';
import { E2E_SANDBOX_PORT } from '../playwright.config';
import { checkScreen, expectNoFindings, type Finding } from '../support/a11y';
import { connectHh, newSeeker, register, snap } from '../support/journey';
import { confirmReviewFlags, positionToResume } from '../support/position-flow';

const sandbox = sandboxControl(`http://127.0.0.1:${E2E_SANDBOX_PORT}`);

/** The seeker's only hh resume: no work experience at all, so every employer they name is new to hh. */
const NO_EXPERIENCE_RESUME = {
  title: 'Продавец-консультант',
  first_name: 'Ирина',
  last_name: 'Котова',
  area: { id: '1' },
  gender: { id: 'female', name: 'Женский' },
  citizenship: [{ id: '113' }],
  contact: [{ type: { id: 'email', name: 'Эл. почта' }, value: 'irina.kotova@example.ru', preferred: true }],
  education: { level: { id: 'special_secondary', name: 'Среднее специальное' } },
  language: [{ id: 'rus', name: 'Русский', level: { id: 'l1' } }],
  skill_set: ['Работа с кассой'],
};

/** The current job at a chain store and an earlier shop; the second answer's last achievement belongs to the earlier one. */
const ANSWERS = [
  'С 2021 года работаю администратором торгового зала в сети магазинов «Пятёрочка». До этого два года была продавцом-кассиром в магазине «Весна».',
  'В «Пятёрочке» сократила списания просрочки на 30% за полгода. Обучила 5 новых кассиров.',
  'Работа с кассой, выкладка по планограмме, инвентаризация.',
  'Торговый колледж, 2018, коммерция.',
  'Хочу стать директором магазина.',
];

/** The text of each experience block of a resume page at the sandbox's hh.ru site. */
function experienceBlocks(html: string): string[] {
  return html
    .split('data-qa="resume-block-experience"')
    .slice(1)
    .map((chunk) =>
      chunk
        .split('</article>')[0]!
        .replace(/<[^>]+>/gu, ' ')
        .replace(/&quot;/gu, '"')
        .replace(/&#39;/gu, "'")
        .replace(/&amp;/gu, '&')
        .replace(/\s+/gu, ' '),
    );
}

test('a seeker with no experience on hh: the chain store from the answers is flagged «Проверьте», an achievement is moved to the right job, and hh holds the corrected resume', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const seeker = newSeeker('review');
  await sandbox.createApplicant(seeker.email, [NO_EXPERIENCE_RESUME]);
  await register(page, seeker);
  await connectHh(page, seeker.email);

  await expect(page.getByRole('heading', { name: 'Новая позиция' })).toBeVisible();
  await page.getByLabel('Название позиции').fill('Администратор магазина');
  await page.getByRole('combobox', { name: 'Резюме' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Города' }).fill('Моск');
  await page.getByRole('option', { name: 'Москва', exact: true }).click();
  await page.getByLabel('Зарплата').fill('80000');
  await page.getByRole('button', { name: 'Создать позицию' }).click();
  for (let i = 1; i <= 5; i += 1) {
    await expect(page.getByText(`Вопрос ${i} из 5`)).toBeVisible({ timeout: 60_000 });
    await page.getByLabel('Ваш ответ').fill(ANSWERS[i - 1]!);
    await page.getByRole('button', { name: 'Далее' }).click();
  }
  await expect(page.getByText('Резюме, которое написал ассистент')).toBeVisible({ timeout: 60_000 });

  // The chain store is only in the answers: flagged, with the answer it came from; publishing waits.
  const store = page.getByRole('listitem', { name: /Пят[её]рочк/u });
  const earlier = page.getByRole('listitem', { name: /Весн/u });
  await expect(store).toHaveCount(1);
  await expect(earlier).toHaveCount(1);
  await expect(store.getByText('Проверьте').first()).toBeVisible();
  await expect(store.getByText(/Этого работодателя нет в вашем резюме на hh\.ru/u)).toBeVisible();
  await expect(store.getByText(/^ответ 1: «.*Пят[её]рочк/u).first()).toBeVisible();
  const publish = page.getByRole('button', { name: 'Опубликовать на HH.ru' });
  await expect(publish).toBeDisabled();
  await snap(page, 'review', '1-flagged');
  // The flagged screen reads well: no serious axe violation in either scheme, no sideways scroll on a phone.
  const findings: Finding[] = [];
  await checkScreen(page, 'resume review with flags', findings);
  expectNoFindings(findings);

  // The cashiers were trained at the earlier shop: move that achievement there.
  const move = store.getByRole('button', { name: /^Перенести в другое место работы: «.*кассир/u });
  await expect(move).toHaveCount(1);
  const bullet = /^Перенести в другое место работы: «(.*)»$/u.exec((await move.getAttribute('aria-label')) ?? '')![1]!;
  await move.click();
  await page.getByRole('menuitem', { name: /^Перенести в «Весн/u }).click();
  await expect(earlier.getByText(bullet, { exact: true })).toBeVisible();
  await expect(store.getByText(bullet, { exact: true })).toHaveCount(0);

  // The earlier job's role and months, corrected in place.
  await earlier.getByRole('button', { name: 'Исправить' }).first().click();
  const form = page.getByRole('form', { name: /^Исправить место работы/u });
  await form.getByLabel('Должность').fill('Старший продавец-кассир');
  await form.getByLabel('Начало (ГГГГ-ММ)').fill('2019-02');
  await form.getByLabel(/^Окончание/u).fill('2020-12');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toHaveCount(0);
  const corrected = page.getByRole('listitem', { name: 'Старший продавец-кассир, Весна' });
  await expect(corrected).toBeVisible();
  await expect(corrected.getByText('Проверьте')).toHaveCount(0);

  // What is left is right as it is; then publish.
  await confirmReviewFlags(page);
  await snap(page, 'review', '2-checked');
  await publish.click();
  await expect(page.getByText('Резюме опубликовано на hh.ru')).toBeVisible({ timeout: 60_000 });

  // hh (the sandbox) holds the published resume with that employer, that role and that bullet.
  const href = await page.getByRole('link', { name: /Открыть резюме на hh.ru/u }).getAttribute('href');
  expect(href).not.toBeNull();
  const held = await fetch(href!);
  expect(held.status).toBe(200);
  const blocks = experienceBlocks(await held.text());
  const earlierOnHh = blocks.find((b) => b.includes('Весна'));
  expect(earlierOnHh, blocks.join('\n')).toBeDefined();
  expect(earlierOnHh).toContain('Старший продавец-кассир');
  expect(earlierOnHh).toContain(bullet);
  const storeOnHh = blocks.find((b) => /Пят[её]рочк/u.test(b));
  expect(storeOnHh, blocks.join('\n')).toBeDefined();
  expect(storeOnHh).not.toContain(bullet);
});

/** The current job told with its role and its results but not where it is. */
const UNNAMED_ANSWERS = [
  'Уже три года работаю кладовщиком, до этого был грузчиком.',
  'За год навёл порядок в ячейках: недостачи снизились с 5% до 1%.',
  'ТСД, 1С: Склад, инвентаризация.',
  'Колледж транспорта, 2019.',
  'Хочу стать старшим кладовщиком.',
];

test('a job told without its employer is kept with its result, and the resume waits until the seeker names the employer', async ({ page }) => {
  test.setTimeout(240_000);
  const seeker = newSeeker('unnamed');
  await sandbox.createApplicant(seeker.email, [{ ...NO_EXPERIENCE_RESUME, title: 'Кладовщик' }]);
  await register(page, seeker);
  await connectHh(page, seeker.email);

  await expect(page.getByRole('heading', { name: 'Новая позиция' })).toBeVisible();
  await page.getByLabel('Название позиции').fill('Кладовщик');
  await page.getByRole('combobox', { name: 'Резюме' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Города' }).fill('Моск');
  await page.getByRole('option', { name: 'Москва', exact: true }).click();
  await page.getByLabel('Зарплата').fill('70000');
  await page.getByRole('button', { name: 'Создать позицию' }).click();
  for (let i = 1; i <= 5; i += 1) {
    await expect(page.getByText(`Вопрос ${i} из 5`)).toBeVisible({ timeout: 60_000 });
    await page.getByLabel('Ваш ответ').fill(UNNAMED_ANSWERS[i - 1]!);
    await page.getByRole('button', { name: 'Далее' }).click();
  }
  await expect(page.getByText('Резюме, которое написал ассистент')).toBeVisible({ timeout: 60_000 });

  // The job is there with its role and its result; nothing is guessed for the employer, and «Всё верно» is not offered.
  const job = page.getByRole('listitem', { name: /^Кладовщик, Компания не указана/u });
  await expect(job).toHaveCount(1);
  await expect(job.getByText(/недостачи снизились с 5% до 1%/u).first()).toBeVisible();
  const ask = job.getByRole('alert').filter({ hasText: 'hh.ru требует название работодателя' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Всё верно' })).toHaveCount(0);
  const publish = page.getByRole('button', { name: 'Опубликовать на HH.ru' });
  await expect(publish).toBeDisabled();

  await ask.getByRole('button', { name: 'Исправить' }).click();
  const form = page.getByRole('form', { name: /^Исправить место работы/u });
  await form.getByLabel('Компания').fill('ООО «Северный склад»');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toHaveCount(0);
  const named = page.getByRole('listitem', { name: 'Кладовщик, ООО «Северный склад»' });
  await expect(named).toBeVisible();
  await expect(named.getByText(/недостачи снизились с 5% до 1%/u).first()).toBeVisible();

  await confirmReviewFlags(page);
  await publish.click();
  await expect(page.getByText('Резюме опубликовано на hh.ru')).toBeVisible({ timeout: 60_000 });
  const href = await page.getByRole('link', { name: /Открыть резюме на hh.ru/u }).getAttribute('href');
  const blocks = experienceBlocks(await (await fetch(href!)).text());
  const onHh = blocks.find((b) => b.includes('Северный склад'));
  expect(onHh, blocks.join('\n')).toBeDefined();
  expect(onHh).toContain('Кладовщик');
  expect(onHh).toMatch(/недостачи снизились с 5% до 1%/u);
});

/** The current job, then a job before it told with a start and no end. */
const OPEN_END_ANSWERS = [
  'С марта 2023 года работаю кассиром в магазине «Весна». А с 2016 года работала оператором в ООО «Квант-Плюс».',
  'В «Весне» сократила недостачи по кассе с 2% до 0,5%.',
  'Работа с кассой, инвентаризация, 1С.',
  'Торговый колледж, 2015.',
  'Хочу стать старшим кассиром.',
];

test('a past job told with no end is not published as held until now: it ends where the next job began, the seeker is asked to check that month, corrects it, and hh holds it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const seeker = newSeeker('open-end');
  await sandbox.createApplicant(seeker.email, [{ ...NO_EXPERIENCE_RESUME, title: 'Кассир' }]);
  await register(page, seeker);
  await connectHh(page, seeker.email);

  await positionToResume(page, { title: 'Кассир', salary: '60000', answers: OPEN_END_ANSWERS });

  // The earlier job ends where the current one began (a month worked out, so the seeker is asked to check it); it is
  // never shown as held until now, and the current one is not asked about its end.
  const earlier = page.getByRole('listitem', { name: /^Оператор, .*Квант-Плюс/u });
  // Its start («с 2016 года», no month) is a worked-out month too; the end is the one in 2023.
  const ask = earlier.getByRole('alert').filter({ hasText: 'мы вычислили' }).filter({ hasText: '2023' });
  await expect(ask).toBeVisible();
  await expect(earlier.getByRole('alert').filter({ hasText: 'до сих пор' })).toHaveCount(0);
  await expect(
    page
      .getByRole('listitem', { name: /^Кассир, .*Весна/u })
      .getByRole('alert')
      .filter({ hasText: 'до сих пор' }),
  ).toHaveCount(0);
  await ask.getByRole('button', { name: 'Исправить' }).click();
  const form = page.getByRole('form', { name: /^Исправить место работы/u });
  await form.getByLabel(/^Окончание/u).fill('2022-12');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toHaveCount(0);
  await expect(earlier.getByRole('alert').filter({ hasText: 'мы вычислили' }).filter({ hasText: '2023' })).toHaveCount(0);

  await confirmReviewFlags(page);
  await page.getByRole('button', { name: 'Опубликовать на HH.ru' }).click();
  await expect(page.getByText('Резюме опубликовано на hh.ru')).toBeVisible({ timeout: 60_000 });
  const href = await page.getByRole('link', { name: /Открыть резюме на hh.ru/u }).getAttribute('href');
  const blocks = experienceBlocks(await (await fetch(href!)).text());
  const onHh = blocks.find((b) => b.includes('Квант-Плюс'));
  expect(onHh, blocks.join('\n')).toBeDefined();
  expect(onHh).not.toMatch(/по настоящее время/u);
  expect(onHh).toMatch(/2022-12/u);
});

/** Two jobs held now; the second answer's results name neither, so the assistant cannot tell where they were achieved. */
const TWO_JOBS_ANSWERS = [
  'С 2021 года работаю администратором в магазине «Весна», а с 2022 года ещё и кассиром в сети «Пятёрочка».',
  'Сократила недостачи по кассе с 2% до 0,5%. Обучила 5 новых кассиров.',
  'Работа с кассой, выкладка по планограмме, инвентаризация.',
  'Торговый колледж, 2018, коммерция.',
  'Хочу стать директором магазина.',
];

test('results that name neither of two jobs held now are not guessed: the seeker sees them with their answer, moves one to its job, leaves the other out, and hh holds it there', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const seeker = newSeeker('unplaced');
  await sandbox.createApplicant(seeker.email, [NO_EXPERIENCE_RESUME]);
  await register(page, seeker);
  await connectHh(page, seeker.email);
  await positionToResume(page, { title: 'Администратор магазина', salary: '80000', answers: TWO_JOBS_ANSWERS });

  // Neither job shows the results; they wait in their own block, each with the words of the answer it came from.
  const block = page.getByRole('region', { name: 'Не знаем, к какой работе это относится' });
  await expect(block).toBeVisible();
  const store = page.getByRole('listitem', { name: /Пят[её]рочк/u });
  await expect(store).toHaveCount(1);
  await expect(store.getByText(/0,5%/u)).toHaveCount(0);
  const shortage = block.getByRole('listitem').filter({ hasText: /0,5%/u });
  await expect(shortage.getByText('ответ 2: «Сократила недостачи по кассе с 2% до 0,5%.»')).toBeVisible();
  const publish = page.getByRole('button', { name: 'Опубликовать на HH.ru' });
  await expect(publish).toBeDisabled();
  await snap(page, 'review', '3-unplaced');
  const findings: Finding[] = [];
  await checkScreen(page, 'resume review with achievements under no job', findings);
  expectNoFindings(findings);

  // The shortage was at the chain store: moved there from the menu, by keyboard.
  const place = shortage.getByRole('button', { name: /^Перенести в место работы: «/u });
  const bullet = /^Перенести в место работы: «(.*)»$/u.exec((await place.getAttribute('aria-label')) ?? '')![1]!;
  await place.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: /^Перенести в «Пят[её]рочк/u }).click();
  await expect(store.getByText(bullet, { exact: true })).toBeVisible();
  await expect(block.getByText(bullet, { exact: true })).toHaveCount(0);

  // The training is left out.
  const trained = block.getByRole('listitem').filter({ hasText: /кассиров/u });
  const left = (await trained.locator('p').first().innerText()).trim();
  await trained.getByRole('button', { name: /^Не включать в резюме/u }).click();
  await expect(block).toHaveCount(0);
  await expect(page.getByText(left, { exact: true })).toHaveCount(0);

  await confirmReviewFlags(page);
  await publish.click();
  await expect(page.getByText('Резюме опубликовано на hh.ru')).toBeVisible({ timeout: 60_000 });
  const href = await page.getByRole('link', { name: /Открыть резюме на hh.ru/u }).getAttribute('href');
  const blocks = experienceBlocks(await (await fetch(href!)).text());
  const storeOnHh = blocks.find((b) => /Пят[её]рочк/u.test(b));
  expect(storeOnHh, blocks.join('\n')).toBeDefined();
  expect(storeOnHh).toContain(bullet);
  expect(blocks.join('\n')).not.toContain(left);
});
