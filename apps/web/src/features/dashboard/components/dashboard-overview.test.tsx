import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DashboardSummary } from '@otklik/contracts';
import { sessionHandlers } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';

const SUMMARY: DashboardSummary = {
  positions: [
    {
      id: 'p-1',
      title: 'Системный аналитик',
      stage: 'done',
      paused: true,
      funnel: { proposed: 5, sent: 3, viewed: 2, invited: 1, rejected: 1 },
    },
  ],
  quota: { used: 3, total: 20, queued: 2, next_send_at: '2026-11-23T12:00:00.000Z' },
  invitations: [
    {
      application_id: 'a-1',
      vacancy_name: 'Аналитик данных',
      employer_name: 'Ромашка',
      alternate_url: 'https://hh.ru/vacancy/1',
      position_title: 'Системный аналитик',
      updated_at: '2026-11-23T10:00:00.000Z',
    },
  ],
  subscription: { state: 'trial', plan_id: 'trial', ends_at: '2026-11-26T10:00:00.000Z' },
  hh_connected: true,
  next_step: { kind: 'confirm_proposals', position_id: 'p-2' },
};

describe('/dashboard summary', { timeout: 30_000 }, () => {
  it('shows the funnel per position, the quota and next send, the invitation, the trial end and the next step', async () => {
    server.use(
      ...sessionHandlers(),
      http.get('/api/dashboard/summary', () => HttpResponse.json(SUMMARY)),
    );
    renderApp('/dashboard');
    const funnel = await screen.findByLabelText('Воронка: Системный аналитик', {}, { timeout: 15_000 });
    for (const [label, value] of [
      ['Предложено', '5'],
      ['Отправлено', '3'],
      ['Просмотрено', '2'],
      ['Приглашения', '1'],
      ['Отказы', '1'],
    ] as const) {
      expect(within(funnel).getByText(label)).toBeInTheDocument();
      expect(within(funnel).getAllByText(value).length).toBeGreaterThan(0);
    }
    expect(within(funnel).getByText('Приостановлена')).toBeInTheDocument();
    expect(screen.getByText('3 из 20')).toBeInTheDocument();
    expect(screen.getByText(/В очереди 2 отклика, следующий уйдёт/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Аналитик данных' })).toHaveAttribute('href', 'https://hh.ru/vacancy/1');
    expect(screen.getByText('Пробный период')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подтвердить вакансии' })).toHaveAttribute('href', '/position?id=p-2');
    expect(screen.queryByText(/Здесь будет/)).not.toBeInTheDocument();
  });

  it('dates the plan like /subscription does, and never counts above the quota', async () => {
    server.use(
      ...sessionHandlers(),
      http.get('/api/dashboard/summary', () =>
        HttpResponse.json({
          ...SUMMARY,
          quota: { ...SUMMARY.quota, used: 23, total: 20 },
          subscription: { state: 'paid', plan_id: 'start', ends_at: '2099-01-10T12:00:00.000Z' },
        }),
      ),
    );
    renderApp('/dashboard');
    expect(await screen.findByText('до 10.01.2099', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-quota-used')).toHaveTextContent('20 из 20');
    expect(screen.getByText(/следующий уйдёт 23\.11\.2026, \d\d:\d\d/)).toBeInTheDocument();
  });
});
