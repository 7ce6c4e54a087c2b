import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CurrentSubscription, PaymentStatusAnswer } from '@otklik/contracts';
import { STORAGE_KEYS } from '@/lib/storage/session-store';
import { anna, apiError, sessionHandlers } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { PLANS, TRIAL, subscriptionHandlers } from '@/test/subscription-fixtures';

const PAID_PRO: CurrentSubscription = {
  ...TRIAL,
  plan_id: 'pro',
  trial_end: null,
  subscription_expiry: '2099-02-10T12:00:00.000Z',
  next_renewal: '2099-02-09T12:00:00.000Z',
  daily_quota: 50,
  provider: 'yookassa',
  payment_status: 'active',
};

function signedIn() {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(anna));
  localStorage.setItem(STORAGE_KEYS.hhIntegrated, 'true');
}

/** The shell and the return page around one payment whose status answers come from `statuses`, in order. */
function mockPayment(statuses: PaymentStatusAnswer['status'][], failureReason: string | null = null) {
  let paid = false;
  let call = 0;
  server.use(
    ...sessionHandlers(),
    ...subscriptionHandlers({ subscription: () => (paid ? PAID_PRO : TRIAL) }),
    http.get('/api/applications/count', () => HttpResponse.json({ current_applications: 10, total_applications: paid ? 50 : 10 })),
    http.get('/pay/payments/:id/status', ({ params }) => {
      if (params.id !== 'pay-42') return apiError('payment_not_found');
      const status = statuses[Math.min(call, statuses.length - 1)] ?? 'pending';
      call += 1;
      if (status === 'succeeded') paid = true;
      return HttpResponse.json({
        payment_id: 'pay-42',
        status,
        plan_id: 'pro',
        failure_reason: status === 'pending' || status === 'succeeded' ? null : failureReason,
      });
    }),
  );
}

describe('/subscription/return (return from the payment provider)', { timeout: 20_000 }, () => {
  it('polls while pending, then shows the plan active with its quota, and the menu and quota box refresh', async () => {
    signedIn();
    mockPayment(['pending', 'succeeded']);
    const calls = recordRequests();
    const app = renderApp('/subscription/return?payment_id=pay-42');
    expect(await screen.findByText('Проверяем оплату…')).toBeInTheDocument();
    expect(await screen.findByText('10 из 10 откликов за день')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Вакансии' })).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Оплата прошла' })).toBeInTheDocument();
    expect(await screen.findByText('Тариф «Про» активен.')).toBeInTheDocument();
    expect(await screen.findByText('50 откликов в день')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Вакансии' })).toBeInTheDocument();
    expect(await screen.findByText('10 из 50 откликов за день')).toBeInTheDocument();
    expect(calls.count('GET', '/pay/payments/pay-42/status')).toBe(2);
    expect(app.location()).toBe('/subscription/return?payment_id=pay-42');
  });

  it('a failed payment shows the failure and opens the upsell-failure modal; «Попробовать снова» goes back to the plans', async () => {
    signedIn();
    mockPayment(['failed'], 'insufficient_funds');
    const app = renderApp('/subscription/return?payment_id=pay-42');
    const dialog = await screen.findByRole('dialog', { name: 'Оплата не прошла' });
    expect(dialog).toHaveTextContent('Причина: недостаточно средств на карте');
    expect(dialog).toHaveTextContent('Проверьте, хватает ли средств на карте.');
    expect(within(dialog).getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', 'https://t.me/otklik_support_bot?start=test');
    await app.user.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Деньги не списаны. Можно попробовать снова другой картой или способом оплаты.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Что делать' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Оплата не прошла' })).getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByRole('heading', { name: 'Тарифы' })).toBeInTheDocument();
    expect(app.location()).toBe('/subscription');
  });

  it.each([
    ['«Отказаться от оплаты» on YooKassa', 'failed', 'expired_on_confirmation'],
    ['a checkout that expired or was replaced', 'canceled', null],
  ] as const)('%s reads as cancelled by the seeker: nothing charged, no timeout, no advice about funds', async (_case, status, reason) => {
    signedIn();
    mockPayment([status], reason);
    renderApp('/subscription/return?payment_id=pay-42');
    expect(await screen.findByText('Оплата отменена')).toBeInTheDocument();
    expect(screen.getByText('Вы отказались от оплаты, деньги не списаны. Тариф можно оплатить снова, когда будете готовы.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться к тарифам' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/истекло|средств|Оплата не прошла/);
  });

  it('a second payment refunded because the plan was already paid says so, without the failure advice', async () => {
    signedIn();
    mockPayment(['refunded'], 'duplicate_payment');
    renderApp('/subscription/return?payment_id=pay-42');
    expect(await screen.findByText('Этот платёж возвращён')).toBeInTheDocument();
    expect(screen.getByText(/второй платёж мы вернули на карту/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/средств|Оплата не прошла/);
  });

  it('an unknown payment or a missing payment_id says so instead of a blank page', async () => {
    signedIn();
    mockPayment(['succeeded']);
    renderApp('/subscription/return?payment_id=someone-elses');
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось проверить оплату');
  });

  it('without payment_id points back to the plans', async () => {
    signedIn();
    mockPayment(['succeeded']);
    renderApp('/subscription/return');
    expect(await screen.findByText('Не найден платёж: откройте страницу подписки и попробуйте снова')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться к тарифам' })).toHaveAttribute('href', '/subscription');
  });

  it('needs a session, like /subscription', async () => {
    server.use(
      ...sessionHandlers({ valid: false }),
      http.post('/api/auth/refresh', () => apiError('refresh_missing')),
    );
    const app = renderApp('/subscription/return?payment_id=pay-42');
    await waitFor(() => expect(app.location()).toBe('/login'));
  });
});

describe('/subscription in the app', { timeout: 20_000 }, () => {
  it('renders the page in the shell with the plans on sale', async () => {
    signedIn();
    server.use(...sessionHandlers(), ...subscriptionHandlers());
    renderApp('/subscription');
    expect(await screen.findByRole('heading', { name: 'Подписка', level: 1 })).toBeInTheDocument();
    for (const plan of PLANS) expect(await screen.findByRole('article', { name: plan.name })).toBeInTheDocument();
  });
});
