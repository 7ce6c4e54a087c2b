import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminTrainerRequest } from '@otklik/contracts';
import { TestProviders } from '@/test/providers';
import { server } from '@/test/server';
import { ADMIN_TARGET_ID, adminUserDetail } from '@/test/admin-fixtures';
import { TRIAL } from '@/test/subscription-fixtures';
import { TrainerRequestsPanel } from './trainer-requests-panel';
import { UserDetail } from './user-detail';
import { UsersPanel } from './users-panel';

/** The support console's forms: each checks its values with the contract's schema before it calls the API. */

const USER_ID = ADMIN_TARGET_ID;
const DETAIL = adminUserDetail();
const USER = DETAIL.user;

function renderIn(ui: React.ReactElement) {
  const user = userEvent.setup({ delay: null });
  render(<TestProviders>{ui}</TestProviders>);
  return user;
}

describe('support console forms', { timeout: 20_000 }, () => {
  it('extends by 1–365 days only: out of range shows the field’s message and sends nothing; a valid choice sends the body', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`/api/admin/users/${USER_ID}`, () => HttpResponse.json(DETAIL)),
      http.post(`/api/admin/users/${USER_ID}/extend`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(TRIAL);
      }),
    );
    const user = renderIn(<UserDetail userId={USER_ID} />);
    const days = await screen.findByLabelText('Дней');
    const extend = screen.getByRole('button', { name: 'Продлить' });

    await user.clear(days);
    await user.type(days, '400');
    expect(await screen.findByText('От 1 до 365')).toBeInTheDocument();
    expect(extend).toBeDisabled();
    await user.clear(days);
    expect(extend).toBeDisabled();

    await user.type(days, '30');
    await waitFor(() => expect(extend).toBeEnabled());
    expect(screen.queryByText('От 1 до 365')).not.toBeInTheDocument();
    await user.click(screen.getByText('Тариф'));
    await user.click(extend);
    expect(await screen.findByRole('status')).toHaveTextContent('Продлено');
    expect(bodies).toEqual([{ target: 'plan', days: 30 }]);
  });

  it('declines a trainer request only with a reply; grants without one', async () => {
    const open = (id: string, email: string): AdminTrainerRequest => ({
      id,
      user_id: USER_ID,
      email,
      name: null,
      status: 'open',
      message: 'Хочу потренироваться',
      reply: null,
      created_at: '2026-11-20T09:00:00.000Z',
      answered_at: null,
    });
    const answers: { id: string; body: unknown }[] = [];
    server.use(
      http.get('/api/admin/trainer-requests', () => HttpResponse.json({ items: [open('r1', 'one@example.ru'), open('r2', 'two@example.ru')] })),
      http.post('/api/admin/trainer-requests/:id/answer', async ({ params, request }) => {
        answers.push({ id: String(params.id), body: await request.json() });
        return HttpResponse.json({ ...open(String(params.id), 'x@example.ru'), status: 'granted' });
      }),
    );
    const user = renderIn(<TrainerRequestsPanel />);
    const first = await screen.findByLabelText('Запрос от one@example.ru');
    await user.click(within(first).getByRole('button', { name: 'Отклонить' }));
    expect(await within(first).findByText('Напишите, почему отказываете')).toBeInTheDocument();
    expect(answers).toEqual([]);

    await user.type(within(first).getByLabelText('Ответ пользователю'), 'Пока нет мест');
    expect(within(first).queryByText('Напишите, почему отказываете')).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]).toEqual({ id: 'r1', body: { decision: 'decline', message: 'Пока нет мест' } });

    const second = screen.getByLabelText('Запрос от two@example.ru');
    await user.click(within(second).getByRole('button', { name: 'Выдать доступ' }));
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(answers[1]).toEqual({ id: 'r2', body: { decision: 'grant', message: '' } });
  });

  it('searches users by the trimmed text, and not for blanks', async () => {
    const queries: string[] = [];
    server.use(
      http.get('/api/admin/users', ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json({ items: [{ ...USER }] });
      }),
    );
    const user = renderIn(<UsersPanel />);
    const input = screen.getByLabelText('Поиск пользователя');
    await user.type(input, '   ');
    expect(screen.getByRole('button', { name: 'Найти' })).toBeDisabled();
    await user.type(input, 'anna  ');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByRole('button', { name: 'Открыть anna@example.ru' })).toBeInTheDocument();
    expect(queries).toEqual(['anna']);
  });
});
