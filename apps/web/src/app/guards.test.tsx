import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_DETAIL } from '@otklik/contracts';
import { STORAGE_KEYS } from '@/lib/storage/session-store';
import { anna, apiError, hhValidateHandler, sessionHandlers, validateHandler } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';

/** The navigation guard: which pages a guest, a signed-in seeker without hh and one with hh may open; one test per rule. */
describe('navigation guard', () => {
  it('sends / to /dashboard', async () => {
    server.use(...sessionHandlers({ valid: true, integrated: true }));
    const app = renderApp('/');
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Здравствуйте, Пользователь!' })).toBeInTheDocument();
  });

  it('lets a guest stay on /login and /auth', async () => {
    server.use(validateHandler(false));
    const app = renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    await app.router.navigate('/auth');
    expect(await screen.findByRole('button', { name: 'Зарегистрироваться' })).toBeInTheDocument();
    expect(app.location()).toBe('/auth');
  });

  it('sends an authenticated user from /login and /auth to /dashboard', async () => {
    server.use(...sessionHandlers({ valid: true, integrated: true }));
    const app = renderApp('/login');
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    await app.router.navigate('/auth');
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('shows /login to a visitor this browser knows no user of before the check answers, and sends them on when it says signed in', async () => {
    let answer: (valid: boolean) => void = () => undefined;
    const verdict = new Promise<boolean>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/auth/validate', async () => ((await verdict) ? HttpResponse.json({ detail: AUTH_DETAIL.tokenValid }) : apiError('unauthenticated'))),
      hhValidateHandler(true),
    );
    const app = renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    answer(true);
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('always lets /recovery through, without asking the server', async () => {
    const calls = recordRequests();
    renderApp('/recovery');
    expect(await screen.findByRole('button', { name: 'Отправить ссылку' })).toBeInTheDocument();
    expect(calls.requests).toHaveLength(0);
  });

  it('refreshes an invalid session once and proceeds when it becomes valid', async () => {
    let refreshed = false;
    server.use(
      validateHandler(() => refreshed),
      http.post('/api/auth/refresh', () => {
        refreshed = true;
        return HttpResponse.json({ detail: AUTH_DETAIL.refreshed });
      }),
      hhValidateHandler(true),
    );
    const calls = recordRequests();
    const app = renderApp('/position');
    expect(await screen.findByRole('heading', { name: 'Позиции' })).toBeInTheDocument();
    expect(app.location()).toBe('/position');
    expect(calls.count('POST', '/api/auth/refresh')).toBe(1);
    expect(calls.count('GET', '/api/auth/validate')).toBe(2);
  });

  it('sends to /login and forgets the cached user when the session stays invalid after a refresh', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(anna));
    localStorage.setItem(STORAGE_KEYS.hhIntegrated, 'true');
    server.use(
      validateHandler(false),
      http.post('/api/auth/refresh', () => apiError('refresh_missing')),
    );
    const app = renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.hhIntegrated)).toBeNull();
  });

  it('shows a seeker this browser knows the page before the checks answer, and leaves it only when they say so', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(anna));
    localStorage.setItem(STORAGE_KEYS.hhIntegrated, 'true');
    let answer: (valid: boolean) => void = () => undefined;
    const verdict = new Promise<boolean>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/auth/validate', async () => ((await verdict) ? HttpResponse.json({ detail: AUTH_DETAIL.tokenValid }) : apiError('unauthenticated'))),
      http.post('/api/auth/refresh', () => apiError('refresh_missing')),
    );
    const app = renderApp('/position');
    expect(await screen.findByRole('heading', { name: 'Позиции' })).toBeInTheDocument();
    expect(app.location()).toBe('/position');
    answer(false);
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('sends a user without hh integration from an integration page to /connect', async () => {
    server.use(...sessionHandlers({ valid: true, integrated: false }));
    const app = renderApp('/resumes');
    expect(await screen.findByRole('button', { name: 'Подключить HH.ru' })).toBeInTheDocument();
    expect(app.location()).toBe('/connect');
    expect(localStorage.getItem(STORAGE_KEYS.hhIntegrated)).toBe('false');
  });

  it('lets a user without hh integration open /dashboard and /connect', async () => {
    server.use(
      ...sessionHandlers({ valid: true, integrated: false }),
      // The server's summary agrees with the session: hh is not connected, so connecting is the next step.
      http.get('/api/dashboard/summary', () =>
        HttpResponse.json({
          positions: [],
          quota: { used: 0, total: 20, queued: 0, next_send_at: null },
          invitations: [],
          subscription: { state: 'trial', plan_id: 'trial', ends_at: '2099-01-01T00:00:00.000Z' },
          hh_connected: false,
          next_step: { kind: 'connect_hh', position_id: null },
        }),
      ),
    );
    const app = renderApp('/dashboard');
    expect(await screen.findByText('HH.ru не подключён')).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard');
    await app.router.navigate('/connect');
    expect(await screen.findByRole('button', { name: 'Подключить HH.ru' })).toBeInTheDocument();
    expect(app.location()).toBe('/connect');
  });

  it('lets a URL with a code query parameter through without integration', async () => {
    server.use(...sessionHandlers({ valid: true, integrated: false }));
    const app = renderApp('/position?code=abc123');
    expect(await screen.findByRole('heading', { name: 'Позиции' })).toBeInTheDocument();
    expect(app.location()).toBe('/position?code=abc123');
  });

  it('sends any error during the checks to /login', async () => {
    server.use(http.get('/api/auth/validate', () => HttpResponse.error()));
    const app = renderApp('/subscription');
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
  });

  it('sends a failed hh check on an integration page to /login, and a signed-in user on from there to /dashboard', async () => {
    server.use(
      validateHandler(true),
      http.get('/api/hh/validate', () => apiError('hh_unavailable')),
    );
    const app = renderApp('/subscription');
    const visited: string[] = [];
    app.router.subscribe((state) => visited.push(state.navigation.location?.pathname ?? state.location.pathname));
    expect(await screen.findByRole('heading', { name: /Здравствуйте/ })).toBeInTheDocument();
    expect(visited).toContain('/login');
    expect(app.location()).toBe('/dashboard');
  });

  it('renders an integrated user’s page inside the shell', async () => {
    server.use(...sessionHandlers({ valid: true, integrated: true }));
    const app = renderApp('/interview');
    expect(await screen.findByRole('heading', { name: 'Интервью' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Основное меню' })).toBeInTheDocument();
    expect(app.location()).toBe('/interview');
  });

  it('shows the Russian not-found page without the shell on an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Основное меню' })).not.toBeInTheDocument();
  });
});
