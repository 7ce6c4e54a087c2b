import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_DETAIL, HH_DETAIL } from '@otklik/contracts';
import { STORAGE_KEYS } from '@/lib/storage/session-store';
import { anna, apiError, sessionHandlers, validateHandler } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';

function signedIn(name: string | null = anna.name) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...anna, name }));
  localStorage.setItem(STORAGE_KEYS.hhIntegrated, 'true');
}

describe('shell (spec §2 "Shell layout")', () => {
  it('shows the header, the side menu in spec order and the user name', async () => {
    signedIn();
    server.use(...sessionHandlers());
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Основное меню' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Дашборд', '/dashboard'],
      ['Позиции', '/position'],
      ['Отклики', '/responses'],
      ['Подписка', '/subscription'],
      ['Интервью', '/interview'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Дашборд' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Отклик — на дашборд' })).toHaveAttribute('href', '/dashboard');
    const hhAccount = screen.getByRole('link', { name: 'Аккаунт HH.ru' });
    expect(hhAccount).toHaveAttribute('href', 'https://hh.ru/applicant/resumes');
    expect(hhAccount).toHaveAttribute('target', '_blank');
    expect(screen.getAllByText('Анна').length).toBeGreaterThanOrEqual(2);
  });

  it("shows 'Пользователь' when the name is unknown, and the user menu entries", async () => {
    signedIn(null);
    server.use(...sessionHandlers());
    const app = renderApp('/position');
    await app.user.click(await screen.findByRole('button', { name: 'Пользователь' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Мой профиль',
      'Перейти в аккаунт HH.ru',
      'Выйти из HH.ru',
      'Выйти',
    ]);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Мой профиль' }));
    expect(await screen.findByRole('heading', { name: 'Мой профиль' })).toBeInTheDocument();
    expect(app.location()).toBe('/profile');
  });

  it("'Выйти из HH.ru' disconnects hh, clears the flag and goes to /connect", async () => {
    signedIn();
    const state = { integrated: true };
    server.use(
      validateHandler(true),
      http.get('/api/hh/validate', () => (state.integrated ? HttpResponse.json({ detail: HH_DETAIL.tokenValid }) : apiError(401, HH_DETAIL.notIntegrated))),
      http.post('/api/hh/logout', () => {
        state.integrated = false;
        return HttpResponse.json({ detail: HH_DETAIL.loggedOut });
      }),
    );
    const app = renderApp('/position');
    const nav = await screen.findByRole('navigation', { name: 'Основное меню' });
    await app.user.click(within(nav.parentElement!).getByRole('button', { name: 'Выйти из HH.ru' }));
    expect(await screen.findByRole('button', { name: 'Подключить HH.ru' })).toBeInTheDocument();
    expect(app.location()).toBe('/connect');
    expect(localStorage.getItem(STORAGE_KEYS.hhIntegrated)).toBe('false');
  });

  it("'Выйти из HH.ru' answered with 401 clears the cached session and goes to /login", async () => {
    signedIn();
    let sessionAlive = true;
    server.use(
      http.get('/api/auth/validate', () =>
        sessionAlive ? HttpResponse.json({ detail: AUTH_DETAIL.tokenValid }) : apiError(401, AUTH_DETAIL.notAuthenticated),
      ),
      http.get('/api/hh/validate', () => HttpResponse.json({ detail: HH_DETAIL.tokenValid })),
      http.post('/api/hh/logout', () => {
        sessionAlive = false;
        return apiError(401, AUTH_DETAIL.notAuthenticated);
      }),
      http.post('/api/auth/refresh', () => apiError(401, AUTH_DETAIL.refreshInvalid)),
    );
    const app = renderApp('/position');
    await app.user.click(await screen.findByRole('button', { name: 'Выйти из HH.ru' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it("shows 'Не удалось выйти из аккаунта HH.ru' when hh logout fails", async () => {
    signedIn();
    server.use(...sessionHandlers(), http.post('/api/hh/logout', () => apiError(502, HH_DETAIL.logoutFailed)));
    const app = renderApp('/position');
    await app.user.click(await screen.findByRole('button', { name: 'Выйти из HH.ru' }));
    expect(await screen.findByText('Не удалось выйти из аккаунта HH.ru')).toBeInTheDocument();
    expect(app.location()).toBe('/position');
    expect(localStorage.getItem(STORAGE_KEYS.hhIntegrated)).toBe('true');
  });

  it("'Выйти' signs out, clears the cache and goes to /login", async () => {
    signedIn();
    let sessionAlive = true;
    server.use(
      http.get('/api/auth/validate', () =>
        sessionAlive ? HttpResponse.json({ detail: AUTH_DETAIL.tokenValid }) : apiError(401, AUTH_DETAIL.notAuthenticated),
      ),
      http.get('/api/hh/validate', () => HttpResponse.json({ detail: HH_DETAIL.tokenValid })),
      http.post('/api/auth/logout', () => {
        sessionAlive = false;
        return HttpResponse.json({ detail: AUTH_DETAIL.loggedOut });
      }),
    );
    const calls = recordRequests();
    const app = renderApp('/dashboard');
    await app.user.click(await screen.findByRole('button', { name: 'Анна' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Выйти' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(calls.count('POST', '/api/auth/logout')).toBe(1);
  });

  it("shows the server detail, or 'Logout failed', when sign-out fails", async () => {
    signedIn();
    server.use(...sessionHandlers(), http.post('/api/auth/logout', () => new HttpResponse(null, { status: 500 })));
    const app = renderApp('/dashboard');
    await app.user.click(await screen.findByRole('button', { name: 'Анна' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Выйти' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard');
  });

  it('switches to the dark theme and remembers the choice', async () => {
    signedIn();
    server.use(...sessionHandlers());
    const app = renderApp('/dashboard');
    await app.user.click(await screen.findByRole('button', { name: 'Включить тёмную тему' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'));
    expect(localStorage.getItem('otklik-color-scheme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Включить светлую тему' })).toBeInTheDocument();
  });
});
