import { sandboxControl } from '@otklik/hh-sandbox/testing/control';
import { expect, type Page, test } from '@playwright/test';
import { E2E_SANDBOX_PORT } from '../playwright.config';
import { connectHh, newSeeker, register, snap } from '../support/journey';
import { positionToProposals } from '../support/position-flow';

/**
 * The answer bank: the seeker fills «Ответы для анкет» on /profile, pastes an employer's question and
 * gets a draft, answers a missing fact once (it is stored and used next time), and opens the assisted-apply packet
 * of an application hh refused (the sandbox's refusal fault plays a vacancy that requires a test).
 */
const sandbox = sandboxControl(`http://127.0.0.1:${E2E_SANDBOX_PORT}`);

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});
test.afterEach(async () => {
  await sandbox.clearFaults();
});

/** What the page copied (the browser's clipboard; the permission is granted per test). */
const clipboard = (page: Page): Promise<string> => page.evaluate<string>('navigator.clipboard.readText()');

/**
 * Opens /profile (or reloads it) and waits for the bank's GET /api/answer-bank answer: the section renders its form
 * only then, and on a loaded machine the app's start (session, hh check) can take longer than one expect window.
 */
async function openProfile(page: Page, how: 'goto' | 'reload' = 'goto'): Promise<void> {
  const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/answer-bank' && r.request().method() === 'GET', { timeout: 60_000 });
  await (how === 'goto' ? page.goto('/profile') : page.reload());
  expect((await loaded).status()).toBe(200);
}

/** /profile → the bank section with the expected salary (₽ per month on hand) saved. */
async function saveSalary(page: Page, amount: string): Promise<void> {
  await openProfile(page);
  const bank = page.getByRole('region', { name: 'Ответы для анкет' });
  await expect(bank.getByLabel('Ожидаемая зарплата')).toBeVisible();
  await bank.getByLabel('Ожидаемая зарплата').fill(amount);
  await bank.getByRole('button', { name: 'Сохранить ответы' }).click();
  await expect(bank.getByRole('status')).toHaveText(/Ответы сохранены/);
}

test('fill the bank → paste a question → a draft from it → a missing fact asked once, stored and used next time', async ({ page }) => {
  const seeker = newSeeker('bank');
  await register(page, seeker);
  await connectHh(page, seeker.email);

  // 1. The bank: salary, notice period, remote work; saved and still there after a reload.
  await saveSalary(page, '250000');
  const bank = page.getByRole('region', { name: 'Ответы для анкет' });
  await bank.getByLabel('Через сколько можете выйти на работу').fill('2');
  await bank.getByRole('checkbox', { name: 'Удалённо' }).check();
  await bank.getByRole('button', { name: 'Сохранить ответы' }).click();
  await expect(bank.getByRole('status')).toHaveText(/Ответы сохранены/);
  await openProfile(page, 'reload');
  await expect(bank.getByLabel('Ожидаемая зарплата')).toHaveValue('250 000');
  await expect(bank.getByRole('checkbox', { name: 'Удалённо' })).toBeChecked();
  await snap(page, 'answer-bank', '1-bank');

  // 2. A pasted question answered from the bank, copied.
  const question = bank.getByLabel('Вопрос работодателя');
  await question.fill('Какой уровень заработной платы вы ожидаете?');
  await bank.getByRole('button', { name: 'Подготовить ответ' }).click();
  const draft = bank.getByTestId('draft-answer');
  await expect(draft).toHaveText(/^Мои ожидания по зарплате — 250\s000 ₽ в месяц на руки\.$/u);
  await expect(bank.getByText('Тип вопроса: условия работы')).toBeVisible();
  await bank.getByRole('button', { name: 'Скопировать ответ' }).click();
  await expect(bank.getByRole('button', { name: 'Ответ скопирован' })).toBeVisible();
  expect(await clipboard(page)).toMatch(/^Мои ожидания по зарплате — 250\s000 ₽/u);

  // 3. A fact the bank lacks: asked once, stored, then answered.
  await question.fill('Готовы ли вы к командировкам?');
  await bank.getByRole('button', { name: 'Подготовить ответ' }).click();
  await expect(bank.getByText('Нужен один факт: готовность к командировкам')).toBeVisible();
  await expect(draft).toHaveCount(0);
  await snap(page, 'answer-bank', '2-missing');
  await bank.getByRole('alert').getByRole('combobox', { name: 'Командировки' }).click();
  await page.getByRole('option', { name: 'Готовность есть' }).click();
  await bank.getByRole('button', { name: 'Сохранить и ответить' }).click();
  await expect(draft).toHaveText('К командировкам готовность есть.');
  await expect(bank.getByText('Нужен один факт')).toHaveCount(0);

  // 4. Next time the same fact is answered at once, and the bank's form shows it.
  await question.fill('Как вы относитесь к командировкам?');
  await bank.getByRole('button', { name: 'Подготовить ответ' }).click();
  await expect(draft).toHaveText('К командировкам готовность есть.');
  await expect(bank.getByText('Нужен один факт')).toHaveCount(0);
  await openProfile(page, 'reload');
  await expect(bank.getByRole('combobox', { name: 'Командировки' })).toHaveValue('Готовность есть');

  // 5. Citizenship is never guessed: it is asked.
  await question.fill('Какое у вас гражданство?');
  await bank.getByRole('button', { name: 'Подготовить ответ' }).click();
  await expect(bank.getByText('Нужен один факт: гражданство')).toBeVisible();
  await snap(page, 'answer-bank', '3-drafts');
});

test('an application hh refuses (test required) → the assisted-apply packet: letter, bank answers, apply link, each copied', async ({ page }) => {
  test.setTimeout(300_000);
  const seeker = newSeeker('packet');
  await register(page, seeker);
  await connectHh(page, seeker.email);
  await saveSalary(page, '180000');

  // The main flow up to «Готово»: a position, 5 answers, the resume published, the proposals.
  await page.goto('/position');
  const cards = await positionToProposals(page, { styles: ['Классический'] });

  // Keep one vacancy; hh refuses its response as it does for a vacancy with a required test.
  const count = await cards.count();
  for (let i = 1; i < count; i += 1) await cards.nth(i).getByRole('checkbox').uncheck();
  const vacancyName = (await cards.first().getByRole('heading').innerText()).trim();
  await sandbox.addFault({ route: 'POST /negotiations', kind: 'refusal', value: 'test_required', count: 1 });
  await page.getByRole('button', { name: 'Готово', exact: true }).click();
  await expect(page).toHaveURL(/\/responses/, { timeout: 30_000 });

  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: vacancyName }).first();
  // /responses polls every 10 s while an application is queued or sending: the refusal shows up by itself.
  await expect(card.getByRole('alert', { name: 'Откликнитесь на hh.ru сами' })).toBeVisible({ timeout: 90_000 });
  expect(await sandbox.negotiations(seeker.email)).toHaveLength(0);

  // The packet: the letter, the bank's salary answer, hh's apply link; each with its own copy button.
  await card.getByRole('button', { name: 'Подготовленный отклик' }).click();
  const packet = page.getByRole('dialog', { name: `Отклик вручную: ${vacancyName}` });
  await expect(packet.getByText('Какой уровень заработной платы вы ожидаете?')).toBeVisible();
  await expect(packet.getByText(/Мои ожидания по зарплате — 180\s000 ₽ в месяц на руки\./u)).toBeVisible();
  await expect(packet.getByText('Какое у вас гражданство?')).toBeVisible();
  await expect(packet.getByRole('link', { name: /hh\.ru\/applicant\/vacancy_response\?vacancyId=\d+/u })).toBeVisible();
  await snap(page, 'answer-bank', '4-packet');

  await packet.getByRole('button', { name: 'Скопировать: Сопроводительное письмо' }).click();
  const letter = await clipboard(page);
  expect(letter).toContain(vacancyName);
  expect(letter.length).toBeGreaterThan(50);
  await packet.getByRole('button', { name: 'Скопировать: Какой уровень заработной платы вы ожидаете?' }).click();
  expect(await clipboard(page)).toMatch(/^Мои ожидания по зарплате — 180\s000 ₽/u);
  await packet.getByRole('button', { name: 'Скопировать: Ссылка на отклик' }).click();
  expect(await clipboard(page)).toMatch(/^https:\/\/hh\.ru\/applicant\/vacancy_response\?vacancyId=\d+$/u);
  await expect(packet.getByRole('button', { name: 'Скопировать: Какое у вас гражданство?' })).toHaveCount(0);
});
