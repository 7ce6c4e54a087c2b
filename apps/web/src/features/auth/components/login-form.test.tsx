import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage/session-store';
import { anna, apiError, hhValidateHandler, validateHandler } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';

/** Mocks the auth API: the session becomes valid once POST /api/auth/login succeeded. */
function mockAuth({ login, validAfterLogin = true, integrated = false }: { login: () => Response; validAfterLogin?: boolean; integrated?: boolean }) {
  let loggedIn = false;
  server.use(
    http.post('/api/auth/login', () => {
      const response = login();
      loggedIn = response.ok;
      return response;
    }),
    validateHandler(() => loggedIn && validAfterLogin),
    hhValidateHandler(integrated),
  );
}

async function signIn(app: ReturnType<typeof renderApp>, email = 'anna@example.ru', password = 'correct horse') {
  await app.user.type(await screen.findByLabelText(/Email/), email);
  await app.user.type(screen.getByLabelText(/Пароль/), password);
  await app.user.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('/login: the form, its error texts and where it leads', () => {
  it('has labelled fields and links to registration and recovery', async () => {
    server.use(validateHandler(false));
    renderApp('/login');
    expect(await screen.findByRole('textbox', { name: /Email/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/Пароль/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute('href', '/recovery');
  });

  it('sends the e-mail as username, form-urlencoded, and lands a user without hh on /connect', async () => {
    mockAuth({ login: () => HttpResponse.json(anna) });
    const calls = recordRequests();
    const app = renderApp('/login');
    await signIn(app, 'anna@example.ru', 'correct horse');

    await waitFor(() => expect(app.location()).toBe('/connect'));
    const login = calls.requests.find((request) => request.path === '/api/auth/login');
    expect(login?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(login?.body))).toEqual({ username: 'anna@example.ru', password: 'correct horse' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(anna);
    expect(localStorage.getItem(STORAGE_KEYS.hhIntegrated)).toBe('false');
  });

  it('lands a user with hh connected on /dashboard, greeting them by name', async () => {
    mockAuth({ login: () => HttpResponse.json(anna), integrated: true });
    const app = renderApp('/login');
    await signIn(app);
    expect(await screen.findByRole('heading', { name: 'Здравствуйте, Анна!' })).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard');
  });

  it("shows 'Введен неверный логин или пароль' when the login call fails", async () => {
    mockAuth({ login: () => apiError('invalid_credentials') });
    const app = renderApp('/login');
    await signIn(app, 'anna@example.ru', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Введен неверный логин или пароль');
    expect(app.location()).toBe('/login');
  });

  it("shows 'Login failed' when the login call answers without a user", async () => {
    mockAuth({ login: () => new HttpResponse(null, { status: 200 }) });
    const app = renderApp('/login');
    await signIn(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    expect(app.location()).toBe('/login');
  });

  it("shows 'Authentication failed' and stays logged out when the follow-up validation fails", async () => {
    mockAuth({ login: () => HttpResponse.json(anna), validAfterLogin: false });
    const app = renderApp('/login');
    await signIn(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(app.location()).toBe('/login');
  });

  it('checks the fields before calling the server', async () => {
    server.use(validateHandler(false));
    const calls = recordRequests();
    const app = renderApp('/login');
    await app.user.type(await screen.findByLabelText(/Email/), 'not-an-email');
    await app.user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите корректный email, например anna@example.ru')).toBeInTheDocument();
    expect(screen.getByText('Это поле не может быть пустым')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.count('POST', '/api/auth/login')).toBe(0);
  });
});
