import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { HH_DETAIL } from '@otklik/contracts';
import { STORAGE_KEYS } from '@/lib/storage/session-store';
import { apiError, validateHandler } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';

/** The guard's checks for a signed-in user; hh validate answers from the current `integrated` value. */
function mockSignedIn(state: { integrated: boolean }) {
  server.use(
    validateHandler(true),
    http.get('/api/hh/validate', () =>
      state.integrated ? HttpResponse.json({ detail: HH_DETAIL.tokenValid }) : apiError('hh_not_integrated', { status: 401 }),
    ),
  );
}

describe('/connect', () => {
  it('says what connecting gives', async () => {
    mockSignedIn({ integrated: false });
    renderApp('/connect');
    expect(await screen.findByRole('heading', { name: 'Подключите HH.ru' })).toBeInTheDocument();
    expect(screen.getByText(/читать ваши резюме/)).toBeInTheDocument();
    expect(screen.getByText(/искать вакансии/)).toBeInTheDocument();
    expect(screen.getByText(/отправлять отклики с сопроводительными письмами от вашего имени/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });

  it('exchanges the code and state from the hh redirect, sets the flag and goes to /position', async () => {
    const state = { integrated: false };
    mockSignedIn(state);
    server.use(
      http.post('/api/hh/exchange', () => {
        state.integrated = true;
        return HttpResponse.json({ detail: HH_DETAIL.tokensStored });
      }),
    );
    const calls = recordRequests();
    const app = renderApp('/connect?code=hh-code-1&state=st-1');

    expect(await screen.findByRole('heading', { name: 'Позиции' })).toBeInTheDocument();
    expect(app.location()).toBe('/position');
    expect(localStorage.getItem(STORAGE_KEYS.hhIntegrated)).toBe('true');
    expect(calls.count('POST', '/api/hh/exchange')).toBe(1);
    const exchange = calls.requests.find((request) => request.path === '/api/hh/exchange');
    expect(JSON.parse(exchange?.body ?? '{}')).toEqual({ code: 'hh-code-1', state: 'st-1' });
  });

  it('shows a Russian error when the exchange fails, and drops the used code from the address', async () => {
    mockSignedIn({ integrated: false });
    server.use(http.post('/api/hh/exchange', () => apiError('hh_exchange_failed')));
    const calls = recordRequests();
    const app = renderApp('/connect?code=bad-code&state=st-1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось завершить подключение HH.ru. Попробуйте подключиться ещё раз');
    await waitFor(() => expect(app.location()).toBe('/connect'));
    expect(localStorage.getItem(STORAGE_KEYS.hhIntegrated)).toBe('false');
    expect(calls.count('POST', '/api/hh/exchange')).toBe(1);
    expect(screen.getByRole('button', { name: 'Подключить HH.ru' })).toBeEnabled();
  });

  it("sends the browser to hh's consent page from GET /api/hh/generate-link", async () => {
    mockSignedIn({ integrated: false });
    const link = 'http://127.0.0.1:8090/oauth/authorize?response_type=code&client_id=otklik&state=st-2';
    server.use(http.get('/api/hh/generate-link', () => HttpResponse.json({ registration_link: link })));
    const assigned: string[] = [];
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign: (url: string) => assigned.push(url) } });
    try {
      const app = renderApp('/connect');
      // The page as the seeker sees it once the guard has checked the session: the heading, then an enabled button.
      await screen.findByRole('heading', { name: 'Подключите HH.ru' });
      const button = await screen.findByRole('button', { name: 'Подключить HH.ru' });
      await waitFor(() => expect(button).toBeEnabled());
      await app.user.click(button);
      await waitFor(() => expect(assigned).toEqual([link]));
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('shows a Russian error when the link cannot be generated', async () => {
    mockSignedIn({ integrated: false });
    server.use(http.get('/api/hh/generate-link', () => apiError('hh_refused', { detail: HH_DETAIL.registrationLinkFailed })));
    const app = renderApp('/connect');
    await app.user.click(await screen.findByRole('button', { name: 'Подключить HH.ru' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось получить ссылку для подключения HH.ru. Попробуйте ещё раз');
  });
});
