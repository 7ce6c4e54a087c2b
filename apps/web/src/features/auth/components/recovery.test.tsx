import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_DETAIL } from '@otklik/contracts';
import { apiError } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';

const NEUTRAL = 'Если этот email зарегистрирован, мы отправили на него ссылку для смены пароля. Проверьте почту.';

describe('/recovery', () => {
  it.each([
    ['a registered e-mail', () => HttpResponse.json({ detail: AUTH_DETAIL.resetSent })],
    ['an answer the server refuses', () => apiError('not_found', { detail: 'User not found' })],
  ])('shows the same neutral confirmation for %s', async (_case, answer) => {
    server.use(http.post('/api/auth/forgot-password', answer));
    const calls = recordRequests();
    const app = renderApp('/recovery');
    await app.user.type(await screen.findByLabelText(/Email/), 'anna@example.ru');
    await app.user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
    expect(JSON.parse(calls.requests[0]?.body ?? '{}')).toEqual({ email: 'anna@example.ru' });
  });

  it('sets a new password from the e-mailed link and offers the way to /login', async () => {
    server.use(http.post('/api/auth/reset-password', () => HttpResponse.json({ detail: AUTH_DETAIL.resetDone })));
    const calls = recordRequests();
    const app = renderApp('/recovery?token=reset-token-0123456789abcdef');
    await app.user.type(await screen.findByLabelText(/Новый пароль/), 'new secret pass');
    await app.user.type(screen.getByLabelText(/Повторите пароль/), 'new secret pass');
    await app.user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Пароль изменён. Теперь можно войти с новым паролем.');
    expect(screen.getByRole('link', { name: 'Перейти ко входу' })).toHaveAttribute('href', '/login');
    expect(JSON.parse(calls.requests[0]?.body ?? '{}')).toEqual({ token: 'reset-token-0123456789abcdef', password: 'new secret pass' });
  });

  it('explains an invalid or used link', async () => {
    server.use(http.post('/api/auth/reset-password', () => apiError('reset_invalid')));
    const app = renderApp('/recovery?token=reset-token-0123456789abcdef');
    await app.user.type(await screen.findByLabelText(/Новый пароль/), 'new secret pass');
    await app.user.type(screen.getByLabelText(/Повторите пароль/), 'new secret pass');
    await app.user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка для смены пароля недействительна или устарела');
  });

  it('refuses two different passwords before calling the server', async () => {
    const calls = recordRequests();
    const app = renderApp('/recovery?token=reset-token-0123456789abcdef');
    await app.user.type(await screen.findByLabelText(/Новый пароль/), 'new secret pass');
    await app.user.type(screen.getByLabelText(/Повторите пароль/), 'other secret pass');
    await app.user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(calls.requests).toHaveLength(0);
  });
});
