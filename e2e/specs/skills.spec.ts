import { sandboxControl } from '@otklik/hh-sandbox/testing/control';
import { expect, test } from '@playwright/test';
import { E2E_SANDBOX_PORT } from '../playwright.config';
import { connectHh, newSeeker, register, snap } from '../support/journey';
import { confirmReviewFlags, positionToResume } from '../support/position-flow';

const sandbox = sandboxControl(`http://127.0.0.1:${E2E_SANDBOX_PORT}`);

/** A coherent persona: one hh resume, answers that name the current employer. */
const PERSONA_RESUME = {
  title: 'Разработчик Python',
  first_name: 'Ирина',
  last_name: 'Кузнецова',
  area: { id: '1' },
  gender: { id: 'female', name: 'Женский' },
  citizenship: [{ id: '113' }],
  contact: [{ type: { id: 'email', name: 'Эл. почта' }, value: 'irina.k@example.ru', preferred: true }],
  education: { level: { id: 'higher', name: 'Высшее' } },
  language: [{ id: 'rus', name: 'Русский', level: { id: 'l1' } }],
  skill_set: ['Python', 'Git'],
  experience: [
    { company: 'Бета Групп', position: 'Разработчик Python', start: '2020-02-01', end: '2023-01-01', description: 'Писала скрипты выгрузки данных.' },
  ],
};

const ANSWERS = [
  'Два года работаю бэкенд-разработчиком в Ромашке. Пишу сервисы на Python и Django.',
  'В Ромашке сократила время ответа API с 800 мс до 200 мс.',
  'Python, Django, PostgreSQL.',
  'СПбГУ, 2019, прикладная математика, бакалавр.',
  'Хочу в продуктовую команду Python-разработчиком.',
];

test('«Как усилить резюме»: missing skills with their share → «У меня есть этот навык» → the skill is on the resume as the seeker’s own; the seeker edits the resume before publishing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const seeker = newSeeker('skills');
  await sandbox.createApplicant(seeker.email, [PERSONA_RESUME]);
  await register(page, seeker);
  await connectHh(page, seeker.email);

  await positionToResume(page, { answers: ANSWERS, salary: '180000', styles: ['Классический'] });
  const skillList = page.getByRole('list', { name: 'Ключевые навыки' });
  await expect(skillList).toBeVisible();

  // 1. «Как усилить резюме» on the resume step: what the matched vacancies ask for and the resume lacks.
  await page.getByRole('button', { name: 'Как усилить резюме' }).click();
  const dialog = page.getByRole('dialog', { name: 'Как усилить резюме' });
  const gaps = dialog.getByRole('listitem').filter({ hasText: /— в \d+% подходящих вакансий/ });
  await expect(gaps.first()).toBeVisible({ timeout: 60_000 });
  const firstGap = (await gaps.first().getAttribute('aria-label'))!;
  const skill = /^(.+) — в (\d+)% подходящих вакансий$/u.exec(firstGap)![1]!;
  const onResume = (await skillList.getByRole('listitem').allInnerTexts()).map((s) => s.trim().toLowerCase());
  expect(onResume).not.toContain(skill.toLowerCase());
  await expect(dialog.getByText('Эти поля на hh.ru обычно заполняют, а в резюме они пустые:')).toBeVisible();
  await expect(dialog.getByText('Фото', { exact: true })).toBeVisible();
  await snap(page, 'skills', '1-gaps');

  // 2. «У меня есть этот навык» asks first, then stores the skill as the seeker's fact.
  await gaps.first().getByRole('button', { name: 'У меня есть этот навык' }).click();
  await expect(gaps.first().getByText(`Добавить «${skill}» в резюме?`, { exact: false })).toBeVisible();
  await gaps.first().getByRole('button', { name: 'Да, добавить' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`«${skill}» добавлен в резюме`);
  await expect(dialog.getByText(`Вы подтвердили навыки: ${skill}`)).toBeVisible();
  await expect(dialog.getByRole('listitem', { name: new RegExp(`^${skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — в`) })).toHaveCount(0);
  await snap(page, 'skills', '2-confirmed');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // 3. The resume shows it, with the seeker as its source.
  const badge = skillList.getByRole('listitem').filter({ hasText: new RegExp(`^${skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
  await expect(badge).toHaveCount(1);
  await badge.hover();
  await expect(page.getByText('Вы указали это сами')).toBeVisible();

  // 4. The seeker edits the resume before publishing; it is published as edited.
  await page.getByRole('button', { name: 'Редактировать' }).click();
  await expect(page.getByRole('heading', { name: 'Правка резюме перед публикацией' })).toBeVisible();
  await page.getByLabel('Название резюме').fill('Backend-разработчик (Python, Django)');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('heading', { name: 'Backend-разработчик (Python, Django)' })).toBeVisible();
  await snap(page, 'skills', '3-edited');
  await confirmReviewFlags(page);
  await page.getByRole('button', { name: 'Опубликовать на HH.ru' }).click();
  await expect(page.getByText('Резюме опубликовано на hh.ru')).toBeVisible({ timeout: 60_000 });
  const held = await sandbox.applicants();
  expect(held.find((a) => a.email === seeker.email)?.resume_ids).toHaveLength(2);

  // 5. /resumes: the same button under the resume the position was made from; the confirmed skill is listed.
  await page.goto('/resumes');
  const card = page.getByRole('listitem', { name: 'Разработчик Python', exact: true });
  await card.getByRole('button', { name: 'Как усилить резюме' }).click();
  await expect(page.getByRole('dialog', { name: 'Как усилить резюме' }).getByText(`Вы подтвердили навыки: ${skill}`)).toBeVisible({ timeout: 60_000 });
  await snap(page, 'skills', '4-resumes');
});
