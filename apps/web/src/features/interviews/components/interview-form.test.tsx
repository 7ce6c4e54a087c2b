import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Interview } from '@otklik/contracts';
import { renderWithProviders } from '@/test/providers';
import { server } from '@/test/server';
import { InterviewForm } from './interview-form';

const saved: unknown[] = [];
const handlers = [
  http.get('/api/interviews/vacancy', ({ request }) => {
    const link = new URL(request.url).searchParams.get('link') ?? '';
    if (link.endsWith('/404')) return HttpResponse.json({ detail: 'Vacancy not found at HH', code: 'vacancy_unknown' }, { status: 400 });
    return HttpResponse.json({ vacancy_id: '101', vacancy_name: 'Python-разработчик', employer_name: 'Ромашка', vacancy_url: 'https://hh.ru/vacancy/101' });
  }),
  http.post('/api/interviews', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    saved.push(body);
    const interview: Interview = {
      id: '00000000-0000-4000-8000-000000000001',
      company_name: String(body.company_name),
      vacancy_link: String(body.vacancy_link),
      vacancy_id: '101',
      vacancy_name: 'Python-разработчик',
      employer_name: 'Ромашка',
      vacancy_url: 'https://hh.ru/vacancy/101',
      scheduled_at: String(body.scheduled_at),
      format: body.format as Interview['format'],
      notes: String(body.notes),
      application_id: (body.application_id as string | null) ?? null,
      created_at: '2026-11-23T10:00:00.000Z',
      updated_at: '2026-11-23T10:00:00.000Z',
    };
    return HttpResponse.json(interview, { status: 201 });
  }),
];
beforeEach(() => {
  saved.length = 0;
  server.use(...handlers);
});

const renderForm = (start: Parameters<typeof InterviewForm>[0]['start'], onSaved = vi.fn()) =>
  renderWithProviders(
    <MemoryRouter>
      <InterviewForm start={start} onSaved={onSaved} onCancel={vi.fn()} />
    </MemoryRouter>,
  );

/** Slow CI machines render Mantine forms slowly; these tests type and wait for the mocked network. */
const TIMEOUT_MS = 20_000;

describe('InterviewForm: company name and a required hh vacancy link', () => {
  it(
    'requires company, an hh vacancy link and the date, each with its own message, and sends nothing',
    async () => {
      const { user } = renderForm({});
      await user.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect(await screen.findByText('Укажите компанию')).toBeInTheDocument();
      expect(screen.getByText('Укажите ссылку на вакансию — без неё интервью не сохранить')).toBeInTheDocument();
      expect(screen.getByText('Укажите дату и время')).toBeInTheDocument();

      await user.click(screen.getByLabelText(/Ссылка на вакансию/));
      await user.paste('https://example.com/vacancy/1');
      await user.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect(await screen.findByText('Нужна ссылка на вакансию hh.ru вида https://hh.ru/vacancy/123456')).toBeInTheDocument();
      expect(saved).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    'starts pre-filled from an invitation, shows the vacancy hh names, and saves it linked to the application',
    async () => {
      const onSaved = vi.fn();
      const { user } = renderForm(
        { companyName: 'Ромашка', vacancyLink: 'https://hh.ru/vacancy/101', applicationId: '00000000-0000-4000-8000-00000000000a' },
        onSaved,
      );
      expect(screen.getByLabelText(/Компания/)).toHaveValue('Ромашка');
      expect(await screen.findByText('Вакансия: Python-разработчик — Ромашка')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText(/Дата и время/), { target: { value: '2026-12-15T11:30' } });
      await user.click(screen.getByRole('radio', { name: 'Очно' }));
      await user.click(screen.getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(saved[0]).toMatchObject({
        company_name: 'Ромашка',
        vacancy_link: 'https://hh.ru/vacancy/101',
        format: 'on_site',
        application_id: '00000000-0000-4000-8000-00000000000a',
        scheduled_at: new Date('2026-12-15T11:30').toISOString(),
      });
    },
    TIMEOUT_MS,
  );

  it(
    'says when hh has no such vacancy',
    async () => {
      renderForm({ vacancyLink: 'https://hh.ru/vacancy/404' });
      expect(await screen.findByText('Такой вакансии нет на hh.ru')).toBeInTheDocument();
    },
    TIMEOUT_MS,
  );
});
