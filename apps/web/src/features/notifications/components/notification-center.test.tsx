import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_DETAIL, type Notification } from '@otklik/contracts';
import { TestProviders } from '@/test/providers';
import { STORAGE_KEYS } from '@/lib/storage/session-store';
import { anna, apiError } from '@/test/fixtures';
import { recordRequests, server } from '@/test/server';
import { NOTIFICATION_BACKOFF_MS, NOTIFICATION_FORBIDDEN_AT_KEY, NOTIFICATION_POLL_MS } from '../hooks/use-notification-status';
import { NotificationCenter } from './notification-center';

const HAVE = '/notifications/have_notifications';
const GET = '/notifications/get_notifications';

/** The bell on a page, with a /login page to be sent to. */
function renderBell(userId: string | null = anna.user_id) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(anna));
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <NotificationCenter userId={userId} /> },
      { path: '/login', element: <h1>Вход</h1> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const user = userEvent.setup({ delay: null });
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, user, router };
}

/**
 * Lets mocked network answers and React updates land: real I/O and real setTimeout (the transport's 100 ms pause
 * after a refresh); only intervals and Date are faked. Waits until `until()` holds, or `ms` of real time.
 */
async function settle(until: () => boolean = () => false, ms = 2000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!until() && performance.now() < deadline) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
}

/** Advances the fake clock by `ms` and lets whatever it triggered finish. */
async function advance(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  await settle(undefined, 150);
}

function bell(): HTMLElement {
  return screen.getByRole('button', { name: /^Уведомления/ });
}

function hasDot(): boolean {
  return bell().closest('.mantine-Indicator-root')?.querySelector('.mantine-Indicator-indicator') != null;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notification(id: string, title: string, createdTime: string, link: string | null = `https://hh.ru/vacancy/${id}`): Notification {
  return { id, title, description: `Описание: ${title}`, created_time: createdTime, vacancy_link: link };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the bell: unread dot, 10-second polling, 401 and 403 handling', () => {
  it('shows the unread dot while have_notifications answers true, and none when false', async () => {
    let answer = false;
    server.use(http.post(HAVE, () => HttpResponse.json(answer)));
    const calls = recordRequests();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderBell();
    await settle(() => calls.count('POST', HAVE) === 1);
    await settle(undefined, 100);
    expect(bell()).toHaveAccessibleName('Уведомления');
    expect(hasDot()).toBe(false);

    answer = true;
    await advance(NOTIFICATION_POLL_MS);
    expect(bell()).toHaveAccessibleName('Уведомления: есть новые');
    expect(hasDot()).toBe(true);
    expect(JSON.parse(calls.requests.at(-1)!.body)).toEqual({ user_id: anna.user_id });
  });

  it('asks at once, then every 10 s', async () => {
    server.use(http.post(HAVE, () => HttpResponse.json(false)));
    const calls = recordRequests();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderBell();
    await settle(() => calls.count('POST', HAVE) === 1);
    // Let the first answer land: the poll's interval starts over from it.
    await settle(undefined, 150);
    await advance(NOTIFICATION_POLL_MS - 1);
    expect(calls.count('POST', HAVE)).toBe(1);
    await advance(1);
    expect(calls.count('POST', HAVE)).toBe(2);
    for (let tick = 0; tick < 3; tick += 1) await advance(NOTIFICATION_POLL_MS);
    expect(calls.count('POST', HAVE)).toBe(5);
  });

  it('on a 401 stops polling, logs out and goes to Login', async () => {
    server.use(
      http.post(HAVE, () => apiError('unauthenticated')),
      http.post('/api/auth/refresh', () => HttpResponse.json({ detail: AUTH_DETAIL.refreshed })),
      http.post('/api/auth/logout', () => HttpResponse.json({ detail: AUTH_DETAIL.loggedOut })),
    );
    const calls = recordRequests();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { router } = renderBell();
    await settle(() => router.state.location.pathname === '/login');
    await settle(() => calls.count('POST', '/api/auth/logout') === 1);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(calls.count('POST', '/api/auth/logout')).toBe(1);
    const checks = calls.count('POST', HAVE);

    for (let tick = 0; tick < 6; tick += 1) await advance(NOTIFICATION_POLL_MS);
    expect(calls.count('POST', HAVE)).toBe(checks);
  });

  it('on a 403 remembers the time and skips checks for 5 minutes, also after a reload', async () => {
    let forbidden = true;
    server.use(http.post(HAVE, () => (forbidden ? apiError('forbidden', { detail: 'Notifications are not available' }) : HttpResponse.json(false))));
    const calls = recordRequests();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'));
    const first = renderBell();
    await settle(() => localStorage.getItem(NOTIFICATION_FORBIDDEN_AT_KEY) !== null);
    expect(localStorage.getItem(NOTIFICATION_FORBIDDEN_AT_KEY)).toBe(String(Date.parse('2026-11-22T12:00:00.000Z')));
    expect(calls.count('POST', HAVE)).toBe(1);
    forbidden = false;

    await advance(60_000);
    expect(calls.count('POST', HAVE)).toBe(1);
    first.unmount();
    renderBell();
    await settle(undefined, 200);
    expect(calls.count('POST', HAVE)).toBe(1);

    // The reloaded bell ticks at +70 s, +80 s…; the first tick 5 minutes after the 403 asks again.
    await advance(NOTIFICATION_BACKOFF_MS - 60_000 - 1);
    expect(calls.count('POST', HAVE)).toBe(1);
    await advance(10_001);
    expect(calls.count('POST', HAVE)).toBe(2);
  });

  it('only logs other failures and keeps polling', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(HAVE, () => apiError('internal')));
    const calls = recordRequests();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { router } = renderBell();
    await settle(() => warn.mock.calls.length === 1);
    expect(warn).toHaveBeenCalledWith('[otklik] notification check failed', expect.anything());
    await advance(NOTIFICATION_POLL_MS);
    expect(calls.count('POST', HAVE)).toBe(2);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
    expect(localStorage.getItem(NOTIFICATION_FORBIDDEN_AT_KEY)).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the notification panel: list, read on open, removal', () => {
  it('opened with new notifications fetches them, shows them newest first, then marks all read', async () => {
    let hasNew = true;
    server.use(
      http.post(HAVE, () => HttpResponse.json(hasNew)),
      http.post(GET, () => {
        hasNew = false;
        return HttpResponse.json([
          notification('0b6f1d1e-1c1a-4c55-9d1a-0a7c3b2f6e01', 'Старое приглашение', minutesAgo(3 * 24 * 60)),
          notification('0b6f1d1e-1c1a-4c55-9d1a-0a7c3b2f6e02', 'Новое приглашение', minutesAgo(5)),
          notification('0b6f1d1e-1c1a-4c55-9d1a-0a7c3b2f6e03', 'Приглашение утром', minutesAgo(3 * 60 + 10)),
        ]);
      }),
    );
    const calls = recordRequests();
    const { user } = renderBell();
    await vi.waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления: есть новые'));

    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Уведомления' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/приглашение/i)[0]!.textContent)).toEqual([
      'Новое приглашение',
      'Приглашение утром',
      'Старое приглашение',
    ]);
    expect(within(items[0]!).getByText('5 мин назад')).toBeInTheDocument();
    expect(within(items[1]!).getByText('3 ч назад')).toBeInTheDocument();
    expect(within(items[2]!).getByText('3 дн назад')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Описание: Новое приглашение')).toBeInTheDocument();
    const link = within(items[0]!).getByRole('link', { name: 'Открыть вакансию' });
    expect(link).toHaveAttribute('href', 'https://hh.ru/vacancy/0b6f1d1e-1c1a-4c55-9d1a-0a7c3b2f6e02');
    expect(link).toHaveAttribute('target', '_blank');
    expect(calls.count('POST', GET)).toBe(1);
    expect(bell()).toHaveAccessibleName('Уведомления');
    expect(hasDot()).toBe(false);

    // Nothing new: reopening shows the same list without asking again.
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await user.click(bell());
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    expect(calls.count('POST', GET)).toBe(1);
  });

  it("shows 'У вас нет новых уведомлений' when there are none", async () => {
    server.use(
      http.post(HAVE, () => HttpResponse.json(false)),
      http.post(GET, () => HttpResponse.json([])),
    );
    const { user } = renderBell();
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Уведомления' });
    expect(await within(dialog).findByText('У вас нет новых уведомлений')).toBeInTheDocument();
  });

  it('removes one notification, and closes when the last one is removed', async () => {
    const first = notification('0b6f1d1e-1c1a-4c55-9d1a-0a7c3b2f6e11', 'Приглашение от Яндекса', minutesAgo(1));
    const second = notification('0b6f1d1e-1c1a-4c55-9d1a-0a7c3b2f6e12', 'Приглашение от Тинькофф', minutesAgo(2), null);
    server.use(
      http.post(HAVE, () => HttpResponse.json(true)),
      http.post(GET, () => HttpResponse.json([first, second])),
      http.delete('/notifications/:id', () => HttpResponse.json({ detail: 'Notification deleted' })),
    );
    const calls = recordRequests();
    const { user } = renderBell();
    await vi.waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления: есть новые'));
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Уведомления' });
    await within(dialog).findAllByRole('listitem');

    await user.click(within(dialog).getByRole('button', { name: 'Удалить уведомление «Приглашение от Яндекса»' }));
    await vi.waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.count('DELETE', `/notifications/${first.id}`)).toBe(1);
    expect(screen.getByRole('dialog', { name: 'Уведомления' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Удалить уведомление «Приглашение от Тинькофф»' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.count('DELETE', `/notifications/${second.id}`)).toBe(1);
  });

  it('keeps a notification whose deletion failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const only = notification('0b6f1d1e-1c1a-4c55-9d1a-0a7c3b2f6e21', 'Приглашение', minutesAgo(1));
    server.use(
      http.post(HAVE, () => HttpResponse.json(true)),
      http.post(GET, () => HttpResponse.json([only])),
      http.delete('/notifications/:id', () => apiError('internal')),
    );
    const { user } = renderBell();
    await vi.waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления: есть новые'));
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Уведомления' });
    await user.click(await within(dialog).findByRole('button', { name: 'Удалить уведомление «Приглашение»' }));
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
  });
});
