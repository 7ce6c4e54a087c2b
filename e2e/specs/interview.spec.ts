import { sandboxControl } from '@otklik/hh-sandbox/testing/control';
import { expect, test } from '@playwright/test';
import { E2E_SANDBOX_PORT } from '../playwright.config';
import { connectHh, newSeeker, register, snap } from '../support/journey';

const sandbox = sandboxControl(`http://127.0.0.1:${E2E_SANDBOX_PORT}`);

test('/interview: an employer invites → «Записать интервью» in the bell opens the record pre-filled → saved, edited, deleted', async ({ page }) => {
  test.setTimeout(240_000);
  const seeker = newSeeker('interview');
  await register(page, seeker);
  await connectHh(page, seeker.email);

  // The seeker responded to a vacancy on hh.ru; the employer invites (sandbox control API).
  const [vacancy] = await sandbox.vacancies({ has_test: false, archived: false, response_letter_required: false, limit: 1 });
  const negotiation = await sandbox.applyAs(seeker.email, vacancy!.id);
  await sandbox.invite(negotiation.id);

  // The invitation reaches the bell (the poll runs every minute; the bell asks every 10 s).
  await page.goto('/interview');
  await expect(page.getByRole('heading', { name: 'Интервью', exact: true })).toBeVisible();
  const bell = page.getByRole('button', { name: 'Уведомления: есть новые' });
  await expect(bell).toBeVisible({ timeout: 150_000 });
  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Уведомления' });
  await expect(dialog.getByText(`Приглашение на вакансию «${vacancy!.name}»`)).toBeVisible();
  await snap(page, 'interview', '1-bell');
  await dialog.getByRole('link', { name: 'Записать интервью' }).click();

  // One click: the form is pre-filled with the vacancy link and the employer, and the link is resolved at hh.
  const form = page.getByRole('dialog', { name: 'Новое интервью' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Ссылка на вакансию на hh.ru')).toHaveValue(new RegExp(`/vacancy/${vacancy!.id}$`));
  await expect(form.getByTestId('interview-vacancy-preview')).toContainText(vacancy!.name);
  const company = await form.getByLabel('Компания').inputValue();
  expect(company.length).toBeGreaterThan(0);
  await form.getByLabel('Дата и время').fill('2026-12-15T11:30');
  await form.getByRole('radio', { name: 'Очно' }).check();
  await form.getByLabel('Заметки').fill('Взять паспорт, спросить про команду');
  await snap(page, 'interview', '2-prefilled');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toBeHidden();

  const card = page.getByTestId('interview-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(company);
  await expect(card).toContainText('15.12.2026 11:30');
  await expect(card).toContainText('Очно');
  await expect(card.getByRole('link', { name: new RegExp(vacancy!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  await expect(page).toHaveURL(/\/interview$/);
  await snap(page, 'interview', '3-saved');

  // Edit: a link that is not an hh vacancy is refused with a clear message; the record keeps its link.
  await card.getByRole('button', { name: 'Изменить' }).click();
  const edit = page.getByRole('dialog', { name: 'Интервью' });
  await edit.getByLabel('Компания').fill('ООО «Тест»');
  await edit.getByLabel('Ссылка на вакансию на hh.ru').fill('https://example.com/job/1');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(edit.getByText('Нужна ссылка на вакансию hh.ru вида https://hh.ru/vacancy/123456')).toBeVisible();
  await edit.getByLabel('Ссылка на вакансию на hh.ru').fill(`https://hh.ru/vacancy/${vacancy!.id}`);
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('ООО «Тест»');

  // Delete.
  await card.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByTestId('interview-card')).toHaveCount(0);
  await expect(page.getByText('Пока нет записей', { exact: false })).toBeVisible();
});
