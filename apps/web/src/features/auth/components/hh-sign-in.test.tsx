import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage/session-store';
import { anna, apiError, hhValidateHandler, validateHandler } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sign in with hh on /login (hh-auth link and code)', () => {
  it('sends the browser to the consent page hh-auth/auth-link gives', async () => {
    server.use(
      validateHandler(false),
      http.get('/api/hh-auth/auth-link', () => HttpResponse.json({ registration_link: 'https://hh.example/oauth/authorize?state=s1' })),
    );
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: 'Войти через HH.ru' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://hh.example/oauth/authorize?state=s1'));
  });

  it('completes the sign-in on return with ?code=&state= and lands on /dashboard', async () => {
    let signedIn = false;
    server.use(
      http.post('/hh-auth/auth', () => {
        signedIn = true;
        return HttpResponse.json(anna);
      }),
      validateHandler(() => signedIn),
      hhValidateHandler(true),
    );
    const calls = recordRequests();
    const app = renderApp('/login?code=c1&state=s1');
    expect(await screen.findByRole('heading', { name: 'Здравствуйте, Анна!' })).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard');
    const call = calls.requests.find((request) => request.path === '/hh-auth/auth');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ code: 'c1', state: 's1' });
    expect(calls.requests.filter((request) => request.path === '/hh-auth/auth')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(anna);
  });

  it('explains a refusal in Russian and stays on /login', async () => {
    server.use(
      validateHandler(false),
      http.post('/hh-auth/auth', () => apiError('email_taken')),
    );
    const app = renderApp('/login?code=c1&state=s1');
    expect(await screen.findByText('Этот email уже зарегистрирован: войдите по паролю и подключите HH.ru')).toBeInTheDocument();
    expect(app.location()).toMatch(/^\/login/);
  });
});
