import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { anna, apiError, hhValidateHandler, validateHandler } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';

function mockRegistration(register: () => Response) {
  let loggedIn = false;
  server.use(
    http.post('/api/auth/register', register),
    http.post('/api/auth/login', () => {
      loggedIn = true;
      return HttpResponse.json(anna);
    }),
    validateHandler(() => loggedIn),
    hhValidateHandler(false),
  );
}

async function fillAndSubmit(app: ReturnType<typeof renderApp>) {
  await app.user.type(await screen.findByLabelText(/Имя/), 'Анна');
  await app.user.type(screen.getByLabelText(/Email/), 'Anna@Example.ru');
  await app.user.type(screen.getByLabelText(/Пароль/), 'long enough password');
  await app.user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
}

describe('/auth registration: automatic login, /connect next, error texts', { timeout: 20_000 }, () => {
  it('registers with {email, password, name}, logs in automatically and lands on /connect', async () => {
    mockRegistration(() => HttpResponse.json(anna, { status: 201 }));
    const calls = recordRequests();
    const app = renderApp('/auth');
    await fillAndSubmit(app);

    expect(await screen.findByRole('button', { name: 'Подключить HH.ru' })).toBeInTheDocument();
    expect(app.location()).toBe('/connect');
    const register = calls.requests.find((request) => request.path === '/api/auth/register');
    expect(JSON.parse(register?.body ?? '{}')).toEqual({ email: 'Anna@Example.ru', password: 'long enough password', name: 'Анна' });
    expect(calls.count('POST', '/api/auth/login')).toBe(1);
  });

  it('the referral link /register?ref=CODE opens the form and sends the code with the registration', async () => {
    mockRegistration(() => HttpResponse.json(anna, { status: 201 }));
    server.use(http.get('/api/referrals/ANNA2026', () => HttpResponse.json({ code: 'ANNA2026', referrer_name: 'Анна', bonus_days: 7, valid: true })));
    const calls = recordRequests();
    const app = renderApp('/register?ref=ANNA2026');
    expect(await screen.findByText('Вас пригласил(а) Анна. После первой оплаты вы оба получите 7 бонусных дней подписки.')).toBeInTheDocument();
    expect(app.location()).toBe('/auth?ref=ANNA2026');
    await fillAndSubmit(app);
    expect(await screen.findByRole('button', { name: 'Подключить HH.ru' })).toBeInTheDocument();
    const register = calls.requests.find((request) => request.path === '/api/auth/register');
    expect(JSON.parse(register?.body ?? '{}')).toMatchObject({ email: 'Anna@Example.ru', ref: 'ANNA2026' });
  });

  it.each([
    ['email_taken', 'Email уже зарегистрирован'],
    ['registration_closed', 'Регистрация закрыта'],
    ['internal', 'Ошибка регистрации'],
  ] as const)("shows the spec message for code '%s'", async (code, message) => {
    mockRegistration(() => apiError(code));
    const calls = recordRequests();
    const app = renderApp('/auth');
    await fillAndSubmit(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(app.location()).toBe('/auth');
    expect(calls.count('POST', '/api/auth/login')).toBe(0);
  });

  it('asks for an 8-character password before calling the server', async () => {
    mockRegistration(() => HttpResponse.json(anna, { status: 201 }));
    const calls = recordRequests();
    const app = renderApp('/auth');
    await app.user.type(await screen.findByLabelText(/Имя/), 'Анна');
    await app.user.type(screen.getByLabelText(/Email/), 'anna@example.ru');
    await app.user.type(screen.getByLabelText(/Пароль/), 'short');
    await app.user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Пароль должен содержать не меньше 8 символов')).toBeInTheDocument();
    await waitFor(() => expect(calls.count('POST', '/api/auth/register')).toBe(0));
  });
});
