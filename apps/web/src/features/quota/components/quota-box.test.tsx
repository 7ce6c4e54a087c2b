import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/providers';
import { recordRequests, server } from '@/test/server';
import { APPLICATIONS_COUNT_POLL_MS } from '../api/get-applications-count';
import { SHOW_UPSELL_MODAL_KEY } from '@/lib/storage/upsell-flag';
import { QuotaBox } from './quota-box';

function SubscriptionPage() {
  const location = useLocation();
  return <h1>Подписка {location.search}</h1>;
}

function renderQuota(count: { current_applications: number; total_applications: number }, paid: boolean) {
  server.use(http.get('/api/applications/count', () => HttpResponse.json(count)));
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <QuotaBox paid={paid} /> },
      { path: '/subscription', element: <SubscriptionPage /> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const user = userEvent.setup({ delay: null });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { user, router };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('daily quota box: the count, and «limit reached» with the upsell link when paid', () => {
  it("shows 'N из M откликов за день' while below the limit", async () => {
    renderQuota({ current_applications: 3, total_applications: 20 }, true);
    expect(await screen.findByText('3 из 20 откликов за день')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('agrees the noun with the total in Russian', async () => {
    renderQuota({ current_applications: 0, total_applications: 21 }, false);
    expect(await screen.findByText('0 из 21 отклика за день')).toBeInTheDocument();
  });

  it("shows the 'limit reached' box when current ≥ total > 0 and the state is paid", async () => {
    renderQuota({ current_applications: 20, total_applications: 20 }, true);
    const box = await screen.findByRole('alert', { name: 'Дневной лимит откликов исчерпан' });
    expect(box).toHaveTextContent('20 из 20 откликов за день');
    expect(box).toHaveTextContent('Увеличить количество');
  });

  it('also when the count went over the total', async () => {
    renderQuota({ current_applications: 23, total_applications: 20 }, true);
    expect(await screen.findByRole('alert', { name: 'Дневной лимит откликов исчерпан' })).toBeInTheDocument();
  });

  it('keeps the normal display at the limit while the state is not paid (no subscription loaded)', async () => {
    renderQuota({ current_applications: 20, total_applications: 20 }, false);
    expect(await screen.findByText('20 из 20 откликов за день')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Увеличить количество')).not.toBeInTheDocument();
  });

  it('keeps the normal display when the total is 0', async () => {
    renderQuota({ current_applications: 0, total_applications: 0 }, true);
    expect(await screen.findByText('0 из 0 откликов за день')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("'Увеличить количество' goes to /subscription?showUpsell=true and stores showUpsellModal", async () => {
    const { user, router } = renderQuota({ current_applications: 20, total_applications: 20 }, true);
    const link = await screen.findByRole('link', { name: 'Увеличить количество' });
    expect(link).toHaveAttribute('href', '/subscription?showUpsell=true');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Подписка ?showUpsell=true' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?showUpsell=true');
    expect(localStorage.getItem(SHOW_UPSELL_MODAL_KEY)).toBe('true');
  });

  it('refreshes the count every 10 s', async () => {
    let current = 3;
    server.use(http.get('/api/applications/count', () => HttpResponse.json({ current_applications: current, total_applications: 20 })));
    const calls = recordRequests();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const router = createMemoryRouter([{ path: '/', element: <QuotaBox paid /> }]);
    render(
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(await screen.findByText('3 из 20 откликов за день')).toBeInTheDocument();
    const before = calls.count('GET', '/api/applications/count');
    current = 4;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(APPLICATIONS_COUNT_POLL_MS - 100);
    });
    expect(calls.count('GET', '/api/applications/count')).toBe(before);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(await screen.findByText('4 из 20 откликов за день')).toBeInTheDocument();
    expect(calls.count('GET', '/api/applications/count')).toBe(before + 1);
  });
});
