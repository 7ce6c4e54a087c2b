import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_STATUSES, type Application, type ApplicationStatus } from '@otklik/contracts';
import { STORAGE_KEYS } from '@/lib/storage/session-store';
import { anna, sessionHandlers } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';

/** No stale screens: the statistics follow the cards, and a card waiting on hh says when it retries. */

function application(id: string, overrides: Partial<Application> = {}): Application {
  return {
    id,
    position_id: 'p-1',
    position_title: 'Frontend-разработчик',
    vacancy_id: `10${id}`,
    vacancy_name: `Вакансия ${id}`,
    employer_name: 'Яндекс',
    area_name: 'Москва',
    alternate_url: `https://hh.ru/vacancy/10${id}`,
    apply_alternate_url: `https://hh.ru/applicant/vacancy_response?vacancyId=10${id}`,
    status: 'sending',
    failure_reason: null,
    cover_letter: 'Здравствуйте!',
    letter_style: 'neutral',
    hh_negotiation_id: null,
    feedback_status: null,
    created_at: '2026-11-22T09:00:00.000Z',
    sent_at: null,
    updated_at: '2026-11-22T09:00:00.000Z',
    retry_at: null,
    ...overrides,
  };
}

/** The API: the list and the statistics both read `state`, as the server's one table would. */
function mockApi(state: { items: Application[] }, calls: { lists: number; statistics: number }) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(anna));
  server.use(
    ...sessionHandlers(),
    http.get('/api/applications/v2', () => {
      calls.lists += 1;
      return HttpResponse.json({ items: state.items, total: state.items.length, offset: 0, limit: 20 });
    }),
    http.post('/api/applications/statistics', () => {
      calls.statistics += 1;
      const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s: ApplicationStatus) => [s, state.items.filter((i) => i.status === s).length]));
      return HttpResponse.json({ total: state.items.length, today: state.items.length, by_status: byStatus });
    }),
  );
}

/** The number the «Статистика» block shows under `label`. */
function statistic(label: string): string {
  const section = screen.getByRole('region', { name: 'Статистика' });
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/responses stays current without a reload', { timeout: 30_000 }, () => {
  it('refreshes «Статистика» when the cards change, without a reload', async () => {
    const state = { items: [application('1'), application('2')] };
    const calls = { lists: 0, statistics: 0 };
    mockApi(state, calls);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderApp('/responses');

    await waitFor(() => expect(statistic('Отправляется')).toBe('2'));
    expect(statistic('Отправлен')).toBe('0');
    const statisticsBefore = calls.statistics;

    state.items = state.items.map((item) => ({ ...item, status: 'sent', sent_at: '2026-11-22T09:01:00.000Z' }));
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(calls.lists).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(statistic('Отправлен')).toBe('2'));
    expect(statistic('Отправляется')).toBe('0');
    expect(calls.statistics).toBeGreaterThan(statisticsBefore);
    const card = (await screen.findByRole('link', { name: 'Вакансия 1' })).closest('li') as HTMLElement;
    expect(card).toHaveTextContent('Отправлен');

    // Nothing is in flight any more: neither the list nor the statistics keep polling.
    const settled = { ...calls };
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual(settled);
  });

  it('says «HH.ru не отвечает, повторим в HH:MM» on a card waiting for an hh retry, and nothing on the others', async () => {
    const retryAt = '2026-11-22T09:17:00.000Z';
    mockApi(
      { items: [application('1', { retry_at: retryAt }), application('2'), application('3', { status: 'sent', retry_at: null })] },
      { lists: 0, statistics: 0 },
    );
    renderApp('/responses');

    const waiting = (await screen.findByRole('link', { name: 'Вакансия 1' }, { timeout: 5000 })).closest('li') as HTMLElement;
    expect(waiting).toHaveTextContent(`HH.ru не отвечает, повторим в ${dayjs(retryAt).format('HH:mm')}`);
    expect(waiting).toHaveTextContent('Отправляется');
    for (const name of ['Вакансия 2', 'Вакансия 3']) {
      const card = (await screen.findByRole('link', { name })).closest('li') as HTMLElement;
      expect(card).not.toHaveTextContent('HH.ru не отвечает');
    }
  });
});
