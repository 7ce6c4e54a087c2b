import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_STATUSES, type Application, type ApplicationStatus } from '@otklik/contracts';
import { STORAGE_KEYS } from '@/lib/storage/session-store';
import { anna, apiError, sessionHandlers } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';

function application(id: string, overrides: Partial<Application> = {}): Application {
  return {
    id,
    position_id: 'p-1',
    position_title: 'Frontend-разработчик',
    vacancy_id: `v-${id}`,
    vacancy_name: `Вакансия ${id}`,
    employer_name: 'Яндекс',
    area_name: 'Москва',
    alternate_url: `https://hh.ru/vacancy/v-${id}`,
    apply_alternate_url: `https://hh.ru/applicant/vacancy_response?vacancyId=v-${id}`,
    status: 'sent',
    failure_reason: null,
    cover_letter: `Здравствуйте! Меня заинтересовала вакансия ${id}.`,
    letter_style: 'neutral',
    hh_negotiation_id: `n-${id}`,
    feedback_status: null,
    created_at: '2026-11-22T09:00:00.000Z',
    sent_at: '2026-11-22T09:01:00.000Z',
    updated_at: '2026-11-22T09:01:00.000Z',
    ...overrides,
  };
}

function statistics(total: number, today: number, byStatus: Partial<Record<ApplicationStatus, number>>) {
  return { total, today, by_status: Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, byStatus[status] ?? 0])) };
}

/** GET /api/applications/v2 answering from `items` by status, offset and limit, and the statistics. */
function mockApplicationsApi(items: Application[] | (() => Application[]), total?: number) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(anna));
  server.use(
    ...sessionHandlers(),
    http.get('/api/applications/v2', ({ request }) => {
      const url = new URL(request.url);
      const statuses = url.searchParams.getAll('status');
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const all = (typeof items === 'function' ? items() : items).filter((item) => statuses.length === 0 || statuses.includes(item.status));
      return HttpResponse.json({ items: all.slice(offset, offset + limit), total: total ?? all.length, offset, limit });
    }),
    http.post('/api/applications/statistics', () => HttpResponse.json(statistics(5, 2, { sent: 3, failed: 1, assisted_apply: 1 }))),
  );
}

async function cardOf(name: string) {
  const link = await screen.findByRole('link', { name }, { timeout: 5000 });
  return link.closest('li') as HTMLElement;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/responses: statistics, status filter and the applications list', { timeout: 20_000 }, () => {
  it('shows each application with its status, time, reason in Russian and the letter on demand', async () => {
    mockApplicationsApi([
      application('1'),
      application('2', { status: 'failed', failure_reason: 'invalid_vacancy', sent_at: null, hh_negotiation_id: null }),
      application('3', { status: 'failed', failure_reason: 'limit_exceeded', sent_at: null }),
      application('4', { status: 'failed', failure_reason: 'hh_not_connected', sent_at: null }),
      application('5', { status: 'failed', failure_reason: 'vacancy_gone_somewhere', sent_at: null }),
      application('6', { status: 'invited' }),
    ]);
    const app = renderApp('/responses');

    const sent = await cardOf('Вакансия 1');
    expect(within(sent).getByRole('link', { name: 'Вакансия 1' })).toHaveAttribute('target', '_blank');
    expect(sent).toHaveTextContent('Яндекс · Москва');
    expect(sent).toHaveTextContent('Отправлен');
    expect(sent).toHaveTextContent(/Отправлен \d{2}\.11\.2026 \d{2}:01/);
    expect(within(sent).queryByText('Здравствуйте! Меня заинтересовала вакансия 1.')).not.toBeInTheDocument();
    await app.user.click(within(sent).getByRole('button', { name: 'Показать письмо' }));
    expect(within(sent).getByText('Здравствуйте! Меня заинтересовала вакансия 1.')).toBeVisible();
    expect(within(sent).getByRole('button', { name: 'Скрыть письмо' })).toHaveAttribute('aria-expanded', 'true');

    expect(await cardOf('Вакансия 2')).toHaveTextContent('Причина: Вакансия в архиве');
    expect(await cardOf('Вакансия 2')).toHaveTextContent('Ошибка');
    expect(await cardOf('Вакансия 3')).toHaveTextContent('Причина: Дневной лимит откликов hh.ru исчерпан');
    expect(await cardOf('Вакансия 4')).toHaveTextContent('Причина: HH.ru не подключён');
    expect(await cardOf('Вакансия 5')).toHaveTextContent('Причина: vacancy_gone_somewhere');
    expect(await cardOf('Вакансия 6')).toHaveTextContent('Приглашение');
  });

  it('gives the letter, a copy button and the hh apply link for an assisted apply', async () => {
    const letter = 'Здравствуйте!\nПрошу рассмотреть мою кандидатуру на вакансию «Вакансия 7» в компании Яндекс.';
    mockApplicationsApi([
      application('7', { status: 'assisted_apply', failure_reason: 'test_required', cover_letter: letter, sent_at: null }),
      application('8', { status: 'assisted_apply', failure_reason: 'external_apply', apply_alternate_url: 'https://careers.example.ru/jobs/8', sent_at: null }),
    ]);
    const app = renderApp('/responses');
    const card = await cardOf('Вакансия 7');

    expect(card).toHaveTextContent('Откликнитесь на hh.ru');
    expect(card).toHaveTextContent('Причина: Работодатель требует пройти тест');
    expect(within(card).getByText(/Прошу рассмотреть мою кандидатуру/)).toBeVisible();
    const apply = within(card).getByRole('link', { name: 'Откликнуться на hh.ru' });
    expect(apply).toHaveAttribute('href', 'https://hh.ru/applicant/vacancy_response?vacancyId=v-7');
    expect(apply).toHaveAttribute('target', '_blank');
    await app.user.click(within(card).getByRole('button', { name: 'Скопировать письмо' }));
    expect(await within(card).findByRole('button', { name: 'Письмо скопировано' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(letter);

    const external = await cardOf('Вакансия 8');
    expect(external).toHaveTextContent('Причина: Работодатель принимает отклики на своём сайте');
    expect(within(external).getByRole('link', { name: 'Откликнуться на сайте работодателя' })).toHaveAttribute('href', 'https://careers.example.ru/jobs/8');
  });

  it('filters by status with repeated status parameters and pages with offset and limit', async () => {
    const many = Array.from({ length: 45 }, (_, index) =>
      application(String(index + 1), { status: index % 3 === 0 ? 'failed' : index % 3 === 1 ? 'sent' : 'invited' }),
    );
    mockApplicationsApi(many);
    const calls = recordRequests();
    const app = renderApp('/responses');
    await cardOf('Вакансия 1');
    const lists = () => calls.requests.filter((request) => request.path === '/api/applications/v2').map((request) => request.search);
    expect(lists()[0]).toBe('?offset=0&limit=20');
    expect(screen.getByText('Найдено: 45')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Страница 2' }));
    await cardOf('Вакансия 21');
    expect(lists()).toContain('?offset=20&limit=20');

    await app.user.click(screen.getByRole('combobox', { name: 'Статус' }));
    await app.user.click(await screen.findByRole('option', { name: 'Отправлен' }));
    await app.user.click(await screen.findByRole('option', { name: 'Ошибка' }));
    await waitFor(() => expect(lists().at(-1)).toBe('?status=sent&status=failed&offset=0&limit=20'));
    expect(await screen.findByText('Найдено: 30')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Вакансия 3' })).not.toBeInTheDocument();
  });

  it('sets and deletes the feedback status with PUT and DELETE', async () => {
    mockApplicationsApi([application('1')]);
    server.use(
      http.put('/api/applications/:id/feedback_status', () => HttpResponse.json({ detail: 'ok' })),
      http.delete('/api/applications/:id/feedback_status', () => new HttpResponse(null, { status: 204 })),
    );
    const calls = recordRequests();
    const app = renderApp('/responses');
    const card = await cardOf('Вакансия 1');
    const like = within(card).getByRole('button', { name: 'Нравится' });
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await app.user.click(like);
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Нравится' })).toHaveAttribute('aria-pressed', 'true'));
    const put = calls.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/api/applications/1/feedback_status');
    expect(JSON.parse(put?.body ?? 'null')).toEqual({ feedback_status: 'like' });

    await app.user.click(within(card).getByRole('button', { name: 'Нравится' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Нравится' })).toHaveAttribute('aria-pressed', 'false'));
    expect(calls.count('DELETE', '/api/applications/1/feedback_status')).toBe(1);

    await app.user.click(within(card).getByRole('button', { name: 'Не нравится' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Не нравится' })).toHaveAttribute('aria-pressed', 'true'));
    expect(JSON.parse(calls.requests.filter((request) => request.method === 'PUT').at(-1)?.body ?? 'null')).toEqual({ feedback_status: 'dislike' });
  });

  it('lets a 403 on feedback go to /subscription through the transport', async () => {
    mockApplicationsApi([application('1')]);
    server.use(http.put('/api/applications/:id/feedback_status', () => apiError('forbidden')));
    const app = renderApp('/responses');
    const card = await cardOf('Вакансия 1');
    await app.user.click(within(card).getByRole('button', { name: 'Нравится' }));
    await waitFor(() => expect(app.location()).toBe('/subscription'));
  });

  it("shows the statistics of the cached user's applications", async () => {
    mockApplicationsApi([application('1')]);
    const calls = recordRequests();
    renderApp('/responses');
    const stats = await screen.findByRole('region', { name: 'Статистика' }, { timeout: 5000 });
    const count = (label: string) => within(stats).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    await waitFor(() => expect(count('Всего')).toBe('5'));
    expect(count('Сегодня')).toBe('2');
    expect(count('Отправлен')).toBe('3');
    expect(count('Ошибка')).toBe('1');
    expect(count('Откликнитесь на hh.ru')).toBe('1');
    expect(count('В очереди')).toBe('0');
    const body = calls.requests.find((request) => request.path === '/api/applications/statistics')?.body;
    expect(JSON.parse(body ?? 'null')).toEqual({ user_id: anna.user_id });
  });

  it('reads the list again every 10 s while an application is queued or sending, and stops after', async () => {
    let status: ApplicationStatus = 'queued';
    mockApplicationsApi(() => [application('1', { status, sent_at: status === 'sent' ? '2026-11-22T09:01:00.000Z' : null })]);
    const calls = recordRequests();
    const lists = () => calls.count('GET', '/api/applications/v2');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderApp('/responses');
    const card = await cardOf('Вакансия 1');
    expect(card).toHaveTextContent('В очереди');
    expect(lists()).toBe(1);

    await vi.advanceTimersByTimeAsync(9_999);
    expect(lists()).toBe(1);
    status = 'sending';
    await vi.advanceTimersByTimeAsync(1);
    await waitFor(() => expect(lists()).toBe(2));
    expect(await cardOf('Вакансия 1')).toHaveTextContent('Отправляется');

    status = 'sent';
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(lists()).toBe(3));
    await waitFor(async () => expect(await cardOf('Вакансия 1')).toHaveTextContent('Отправлен'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lists()).toBe(3);
  });
});
