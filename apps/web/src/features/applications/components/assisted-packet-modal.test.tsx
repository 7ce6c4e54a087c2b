import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type Application, type AssistedPacket } from '@otklik/contracts';
import { STORAGE_KEYS } from '@/lib/storage/session-store';
import { anna, apiError, sessionHandlers } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';

const LETTER = 'Здравствуйте!\nОткликаюсь на вакансию «Python-разработчик» в компании Ромашка.';

const assisted: Application = {
  id: '11111111-1111-4111-8111-111111111111',
  position_id: 'p-1',
  position_title: 'Python-разработчик',
  vacancy_id: 'v-1',
  vacancy_name: 'Python-разработчик',
  employer_name: 'Ромашка',
  area_name: 'Москва',
  alternate_url: 'https://hh.ru/vacancy/1',
  apply_alternate_url: 'https://hh.ru/applicant/vacancy_response?vacancyId=1',
  status: 'assisted_apply',
  failure_reason: 'test_required',
  cover_letter: LETTER,
  letter_style: 'neutral',
  hh_negotiation_id: null,
  feedback_status: null,
  created_at: '2026-11-22T09:00:00.000Z',
  sent_at: null,
  updated_at: '2026-11-22T09:01:00.000Z',
};

const PACKET: AssistedPacket = {
  application_id: assisted.id,
  vacancy_name: assisted.vacancy_name,
  employer_name: 'Ромашка',
  failure_reason: 'test_required',
  letter: LETTER,
  apply_url: assisted.apply_alternate_url,
  answers: [
    { field: 'salary', question: 'Какой уровень заработной платы вы ожидаете?', answer: 'Мои ожидания по зарплате — 250 000 ₽ в месяц на руки.' },
    { field: 'citizenship', question: 'Какое у вас гражданство?', answer: null },
  ],
};

function mockApi(packet: () => Response) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(anna));
  server.use(
    ...sessionHandlers(),
    http.get('/api/applications/v2', () => HttpResponse.json({ items: [assisted], total: 1, offset: 0, limit: 20 })),
    http.post('/api/applications/statistics', () =>
      HttpResponse.json({ total: 1, today: 1, by_status: Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, s === 'assisted_apply' ? 1 : 0])) }),
    ),
    http.get(`/api/applications/${assisted.id}/assisted-packet`, packet),
  );
}

describe('the assisted-apply packet on /responses', { timeout: 20_000 }, () => {
  it('opens from the card: the letter, the bank answers and the apply link, each copied by its own button', async () => {
    mockApi(() => HttpResponse.json(PACKET));
    const app = renderApp('/responses');
    await app.user.click(await screen.findByRole('button', { name: 'Подготовленный отклик' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклик вручную: Python-разработчик' });

    expect(await within(dialog).findByText('Мои ожидания по зарплате — 250 000 ₽ в месяц на руки.')).toBeVisible();
    expect(within(dialog).getByText('Нет в ваших ответах для анкет')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Скопировать: Какое у вас гражданство?' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Заполнить ответы для анкет' })).toHaveAttribute('href', '/profile');

    await app.user.click(within(dialog).getByRole('button', { name: 'Скопировать: Сопроводительное письмо' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(LETTER);
    await app.user.click(within(dialog).getByRole('button', { name: 'Скопировать: Какой уровень заработной платы вы ожидаете?' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('Мои ожидания по зарплате — 250 000 ₽ в месяц на руки.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Скопировать: Ссылка на отклик' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('https://hh.ru/applicant/vacancy_response?vacancyId=1');
  });

  it('says so in Russian when the packet cannot be read', async () => {
    mockApi(() => apiError('application_not_found'));
    const app = renderApp('/responses');
    await app.user.click(await screen.findByRole('button', { name: 'Подготовленный отклик' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Не удалось загрузить подготовленный отклик.')).toBeVisible();
  });
});
