import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type CurrentSubscription, type PaymentHistory, type Plan, REFERRAL_BONUS_DAYS, promoCodeSchema } from '@otklik/contracts';
import { TestProviders } from '@/test/providers';
import { SHOW_UPSELL_MODAL_KEY } from '@/lib/storage/upsell-flag';
import { apiError } from '@/test/fixtures';
import { recordRequests, server } from '@/test/server';
import { HISTORY, PAID_START, PLANS, subscriptionHandlers } from '@/test/subscription-fixtures';
import { SubscriptionView } from './subscription-view';

const SUPPORT_URL = 'https://t.me/otklik_support_bot?start=u1';

function renderView({
  path = '/subscription',
  subscription,
  plans,
  history,
}: { path?: string; subscription?: CurrentSubscription | (() => CurrentSubscription); plans?: Plan[]; history?: PaymentHistory } = {}) {
  server.use(...subscriptionHandlers({ subscription, plans }));
  if (history !== undefined) server.use(http.get('/api/payments', () => HttpResponse.json(history)));
  const redirect = vi.fn<(url: string) => void>();
  const router = createMemoryRouter([{ path: '/subscription', element: <SubscriptionView supportUrl={SUPPORT_URL} redirect={redirect} /> }], {
    initialEntries: [path],
  });
  const user = userEvent.setup({ delay: null });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { user, redirect, router };
}

const plan = async (name: string) => within(await screen.findByRole('article', { name }));

describe('/subscription plans grid', () => {
  it('shows each plan with its price in ₽ and $, its quota a day and period, and a sale as a crossed-out price', async () => {
    renderView();
    const start = await plan('Старт');
    expect(start.getByText('990 ₽')).toBeInTheDocument();
    expect(start.getByText('12 $')).toBeInTheDocument();
    expect(start.getByText('20 откликов в день')).toBeInTheDocument();
    expect(start.getByText('за 1 месяц')).toBeInTheDocument();
    expect(start.queryByLabelText(/Старая цена/)).not.toBeInTheDocument();

    const pro = await plan('Про');
    expect(pro.getByTestId('price-rub')).toHaveTextContent('1 592 ₽');
    expect(pro.getByLabelText('Старая цена 1 990 ₽')).toHaveStyle({ textDecoration: 'line-through' });
    expect(pro.getByText('19,20 $')).toBeInTheDocument();
    expect(pro.getByText('−20%')).toBeInTheDocument();
    expect(pro.getByText('Скидка до 05.01.2099')).toBeInTheDocument();
    expect((await plan('Про на 3 месяца')).getByText('за 3 месяца')).toBeInTheDocument();
    expect(screen.getByText('Скидка 20% до 05.01.2099')).toBeInTheDocument();
  });

  it('«Оплатить картой РФ» starts attach_card and sends the browser to the confirmation page', async () => {
    const calls = recordRequests();
    server.use(
      http.post('/pay/payments/attach_card', () =>
        HttpResponse.json({ confirmation_url: 'https://pay.example/confirm/1', payment_id: 'p-1', amount_rub: 99000 }),
      ),
    );
    const { user, redirect } = renderView();
    await user.click((await plan('Старт')).getByRole('button', { name: 'Оплатить картой РФ тариф «Старт»' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/confirm/1'));
    const body = calls.requests.find((request) => request.path === '/pay/payments/attach_card')?.body;
    expect(JSON.parse(body ?? '{}')).toEqual({ plan_id: 'start' });
  });

  it('«Иностранная карта» opens the Stripe checkout', async () => {
    server.use(
      http.post('/pay/payments/stripe/attach_card_checkout', () =>
        HttpResponse.json({ url: 'https://checkout.example/c/1', payment_id: 'p-2', amount_usd: 1920 }),
      ),
    );
    const { user, redirect } = renderView();
    await user.click((await plan('Про')).getByRole('button', { name: 'Оплатить иностранной картой тариф «Про»' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.example/c/1'));
  });

  it('with a paid plan offers a change instead, saying when it takes effect', async () => {
    const calls = recordRequests();
    server.use(
      http.post('/pay/payments/change_plan', () =>
        HttpResponse.json({
          effect: 'now',
          plan_id: 'pro',
          effective_at: '2098-12-20T12:00:00.000Z',
          charged_rub: 30000,
          charged_usd: null,
          subscription: { ...PAID_START, plan_id: 'pro', daily_quota: 50 },
        }),
      ),
    );
    const { user } = renderView({ subscription: PAID_START });
    const start = await plan('Старт');
    expect(start.getByText('Ваш тариф')).toBeInTheDocument();
    expect(start.queryByRole('button', { name: /Оплатить/ })).not.toBeInTheDocument();
    const pro = await plan('Про');
    expect(pro.getByText('Сразу, с доплатой за оставшиеся дни')).toBeInTheDocument();

    await user.click(pro.getByRole('button', { name: 'Перейти на тариф «Про»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Перейти на тариф «Про»?' });
    expect(dialog).toHaveTextContent('Новый тариф начнёт действовать сразу, с доплатой за оставшиеся дни');
    await user.click(within(dialog).getByRole('button', { name: 'Перейти' }));
    expect(await screen.findByText('Тариф «Про» подключён. Доплата: 300 ₽.')).toBeInTheDocument();
    expect(JSON.parse(calls.requests.find((request) => request.path === '/pay/payments/change_plan')?.body ?? '{}')).toEqual({ plan_id: 'pro' });
  });

  it('explains a downgrade takes effect from the next renewal', async () => {
    const { user } = renderView({ subscription: { ...PAID_START, plan_id: 'pro', daily_quota: 50 } });
    const start = await plan('Старт');
    expect(start.getByText('Со следующего продления')).toBeInTheDocument();
    await user.click(start.getByRole('button', { name: 'Перейти на тариф «Старт»' }));
    expect(await screen.findByRole('dialog', { name: 'Перейти на тариф «Старт»?' })).toHaveTextContent(
      'Новый тариф начнёт действовать со следующего продления',
    );
  });
});

describe('/subscription promo code', () => {
  it.each([
    ['promo_unknown', 'Такого промокода нет'],
    ['promo_expired', 'Срок действия промокода истёк'],
    ['promo_used_up', 'Промокод уже использовали максимальное число раз'],
    ['promo_already_used', 'Вы уже использовали этот промокод'],
  ] as const)('shows %s by the field', async (code, message) => {
    server.use(http.get('/api/subscription/promocode/validate', () => apiError(code)));
    const { user } = renderView();
    const field = await screen.findByLabelText('Промокод');
    await user.type(field, 'WINTER');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(message);
  });

  it('refuses a malformed code without asking the server', async () => {
    const calls = recordRequests();
    const { user } = renderView();
    const field = await screen.findByLabelText('Промокод');
    await user.type(field, 'скидка!');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(field).toHaveAccessibleDescription('Промокод — от 3 до 32 латинских букв, цифр, «-» или «_»');
    expect(calls.count('GET', '/api/subscription/promocode/validate')).toBe(0);
  });

  it('a valid code shows its discount, lowers the prices it applies to and goes with the checkout', async () => {
    const calls = recordRequests();
    server.use(
      http.get('/api/subscription/promocode/validate', ({ request }) =>
        new URL(request.url).searchParams.get('code') === 'START10'
          ? HttpResponse.json({ code: 'START10', kind: 'percent', percent: 10, amount_rub: null, amount_usd: null, plan_ids: ['start'], expires_at: null })
          : apiError('promo_unknown'),
      ),
      http.post('/pay/payments/attach_card', () => HttpResponse.json({ confirmation_url: 'https://pay.example/c/2', payment_id: 'p-3', amount_rub: 89100 })),
    );
    const { user, redirect } = renderView();
    await user.type(await screen.findByLabelText('Промокод'), 'START10');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText(/Промокод START10 применён: скидка 10%/)).toBeInTheDocument();
    const start = await plan('Старт');
    expect(start.getByTestId('price-rub')).toHaveTextContent('891 ₽');
    expect(start.getByLabelText('Старая цена 990 ₽')).toBeInTheDocument();
    expect((await plan('Про на 3 месяца')).getByTestId('price-rub')).toHaveTextContent('4 990 ₽');

    await user.click(start.getByRole('button', { name: 'Оплатить картой РФ тариф «Старт»' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/c/2'));
    expect(JSON.parse(calls.requests.find((request) => request.path === '/pay/payments/attach_card')?.body ?? '{}')).toEqual({
      plan_id: 'start',
      promo_code: 'START10',
    });
  });
});

describe('/subscription upsell modal', () => {
  it('opens on ?showUpsell=true with the showUpsellModal flag, offers the next plan up and clears the flag when closed', async () => {
    localStorage.setItem(SHOW_UPSELL_MODAL_KEY, 'true');
    const { user, router } = renderView({ path: '/subscription?showUpsell=true' });
    const dialog = await screen.findByRole('dialog', { name: 'Увеличить количество откликов' });
    expect(dialog).toHaveTextContent('Сейчас вам доступно 10 откликов в день');
    expect(within(dialog).getByRole('article', { name: 'Старт' })).toHaveTextContent('20 откликов в день');
    expect(within(dialog).getByRole('button', { name: 'Оплатить картой РФ тариф «Старт»' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(SHOW_UPSELL_MODAL_KEY)).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('with a paid plan offers a switch to the next plan up of the same period', async () => {
    localStorage.setItem(SHOW_UPSELL_MODAL_KEY, 'true');
    renderView({ path: '/subscription?showUpsell=true', subscription: PAID_START });
    const dialog = await screen.findByRole('dialog', { name: 'Увеличить количество откликов' });
    expect(within(dialog).getByRole('article', { name: 'Про' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Перейти на «Про»' })).toBeInTheDocument();
  });

  it('stays closed without the flag', async () => {
    renderView({ path: '/subscription?showUpsell=true' });
    expect(await screen.findByRole('article', { name: 'Старт' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/subscription checkout failures', () => {
  it('a declined card opens the upsell-failure modal with the payment-failed advice and the support chat', async () => {
    server.use(http.post('/pay/payments/attach_card', () => apiError('payment_declined')));
    const { user, redirect } = renderView();
    await user.click((await plan('Старт')).getByRole('button', { name: 'Оплатить картой РФ тариф «Старт»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оплата не прошла' });
    expect(dialog).toHaveTextContent('Проверьте, хватает ли средств на карте.');
    expect(dialog).toHaveTextContent('Попробуйте другую карту или другой способ оплаты.');
    expect(within(dialog).getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', SUPPORT_URL);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('another failure opens the error modal with the message of its code, and the buttons work again', async () => {
    server.use(http.post('/pay/payments/stripe/attach_card_checkout', () => apiError('payment_unavailable')));
    const { user } = renderView();
    await user.click((await plan('Старт')).getByRole('button', { name: 'Оплатить иностранной картой тариф «Старт»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Не получилось' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Платёжная система временно недоступна. Попробуйте позже');
    await user.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await plan('Старт')).getByRole('button', { name: 'Оплатить картой РФ тариф «Старт»' })).toBeEnabled();
  });
});

describe('/subscription current plan: cancel and resume', () => {
  it('shows the trial end on the trial, without cancel', async () => {
    renderView();
    expect(await screen.findByRole('heading', { name: 'Пробный период' })).toBeInTheDocument();
    expect(screen.getByText('Пробный период до 10.01.2099')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отменить подписку' })).not.toBeInTheDocument();
  });

  it('cancels after a confirm, then resumes after a confirm', async () => {
    let state: CurrentSubscription = PAID_START;
    const calls = recordRequests();
    server.use(
      http.post('/pay/payments/cancel_subscribe', () => {
        state = { ...state, is_cancelled: true, next_renewal: null };
        return HttpResponse.json(state);
      }),
      http.post('/pay/payments/resume_subscribe', () => {
        state = { ...PAID_START };
        return HttpResponse.json(state);
      }),
    );
    const { user } = renderView({ subscription: () => state });
    expect(await screen.findByRole('heading', { name: 'Старт' })).toBeInTheDocument();
    expect(screen.getByText('Оплачено до 10.01.2099')).toBeInTheDocument();
    expect(screen.getByText('Следующее списание — 09.01.2099, за 1 день до конца оплаченного периода, чтобы тариф не прерывался')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Отменить подписку' }));
    const confirm = await screen.findByRole('dialog', { name: 'Отменить подписку?' });
    expect(confirm).toHaveTextContent('Тариф будет действовать до 10.01.2099');
    await user.click(within(confirm).getByRole('button', { name: 'Оставить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.count('POST', '/pay/payments/cancel_subscribe')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Отменить подписку' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Отменить подписку?' })).getByRole('button', { name: 'Отменить подписку' }));
    expect(await screen.findByText('Продление отменено. Тариф действует до 10.01.2099')).toBeInTheDocument();
    expect(calls.count('POST', '/pay/payments/cancel_subscribe')).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Возобновить подписку' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Возобновить подписку?' })).getByRole('button', { name: 'Возобновить' }));
    expect(await screen.findByText('Оплачено до 10.01.2099')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отменить подписку' })).toBeInTheDocument();
    expect(calls.count('POST', '/pay/payments/resume_subscribe')).toBe(1);
  });

  it('a failed cancel opens the error modal', async () => {
    server.use(http.post('/pay/payments/cancel_subscribe', () => apiError('no_paid_plan')));
    const { user } = renderView({ subscription: PAID_START });
    await user.click(await screen.findByRole('button', { name: 'Отменить подписку' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Отменить подписку?' })).getByRole('button', { name: 'Отменить подписку' }));
    expect(await screen.findByRole('dialog', { name: 'Не получилось' })).toHaveTextContent('У вас нет действующего платного тарифа');
  });
});

describe('/subscription referrals and history', { timeout: 15_000 }, () => {
  it('shows the referral link with a copy button and the counts, and the payments with their receipts', async () => {
    renderView();
    expect(await screen.findByDisplayValue(`${window.location.origin}/register?ref=ANNA2026`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скопировать ссылку' })).toBeInTheDocument();
    expect(screen.getByText('Зарегистрировались: 3')).toBeInTheDocument();
    expect(screen.getByText('Оплатил: 1')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'История платежей' }));
    expect(await history.findByText('Чек отправлен на anna@example.ru')).toBeInTheDocument();
    expect(history.getByText('Оплачен')).toBeInTheDocument();
    expect(history.getByText(/•••• 4444/)).toBeInTheDocument();
  });
});

describe('/subscription: what a paying seeker reads', { timeout: 15_000 }, () => {
  it("states each plan's daily quota once, even when a feature restates it; hh's own ceiling is named", async () => {
    renderView({
      plans: [
        { ...PLANS[0]!, daily_quota: 30, features: ['30 откликов в день', 'Сопроводительные письма', 'Ответ за 30 минут'] },
        { ...PLANS[1]!, sale: null, daily_quota: 200, features: ['200 откликов в день — предел hh.ru', 'Приоритетная поддержка'] },
      ],
    });
    const start = await plan('Старт');
    expect(start.getAllByText(/30 откликов в день/)).toHaveLength(1);
    expect(start.getByText('Сопроводительные письма')).toBeInTheDocument();
    expect(start.getByText('Ответ за 30 минут')).toBeInTheDocument();
    const pro = await plan('Про');
    expect(pro.getAllByText(/200 откликов в день/)).toHaveLength(1);
    expect(pro.getByText('200 откликов в день — больше hh.ru не принимает')).toBeInTheDocument();
  });

  it("the promo field's placeholder is no code at all", async () => {
    renderView();
    const field = await screen.findByLabelText('Промокод');
    expect(field).toHaveAttribute('placeholder', 'Код, если он у вас есть');
    expect(() => promoCodeSchema.parse(field.getAttribute('placeholder'))).toThrow();
  });

  it('says the paid-until date and the earlier renewal charge together, with why they differ', async () => {
    renderView({ subscription: { ...PAID_START, subscription_expiry: '2099-01-10T12:00:00.000Z', next_renewal: '2099-01-07T12:00:00.000Z' } });
    expect(await screen.findByText('Оплачено до 10.01.2099')).toBeInTheDocument();
    expect(screen.getByText('Следующее списание — 07.01.2099, за 3 дня до конца оплаченного периода, чтобы тариф не прерывался')).toBeInTheDocument();
  });

  it('a renewal on the paid-until day reads as one date', async () => {
    renderView({ subscription: { ...PAID_START, provider: 'stripe', next_renewal: PAID_START.subscription_expiry } });
    expect(await screen.findByText('Оплачено до 10.01.2099')).toBeInTheDocument();
    expect(screen.getByText('Следующее продление: 10.01.2099')).toBeInTheDocument();
  });

  it('after cancelling, no plan offers an upgrade with a surcharge; the upsell asks to resume first', async () => {
    localStorage.setItem(SHOW_UPSELL_MODAL_KEY, 'true');
    renderView({ path: '/subscription?showUpsell=true', subscription: { ...PAID_START, is_cancelled: true, next_renewal: null } });
    const dialog = await screen.findByRole('dialog', { name: 'Увеличить количество откликов' });
    expect(dialog).not.toHaveTextContent('с доплатой');
    expect(within(dialog).queryByRole('button', { name: /Перейти/ })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Подписка отменена: сменить тариф можно, когда вы её возобновите');
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/с доплатой/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Перейти на тариф/ })).not.toBeInTheDocument();
    expect((await plan('Про')).getByText('Подписка отменена: сменить тариф можно, когда вы её возобновите')).toBeInTheDocument();
  });

  it('the referral card says how many bonus days each side gets', async () => {
    renderView();
    const card = within(await screen.findByRole('region', { name: 'Приглашайте друзей' }));
    expect(
      card.getByText(
        `Поделитесь ссылкой. Когда приглашённый оплатит первый тариф, вы оба получите бонусные дни подписки: вам — ${REFERRAL_BONUS_DAYS} дней и другу — ${REFERRAL_BONUS_DAYS} дней.`,
      ),
    ).toBeInTheDocument();
  });

  it("a foreign card's payment shows its last digits like a Russian card's", async () => {
    renderView({
      history: {
        items: [{ ...HISTORY.items[0]!, id: 'pay-2', provider: 'stripe', amount: 2400, currency: 'USD', card_last4: '4242', receipt: null }, HISTORY.items[0]!],
      },
    });
    const history = within(await screen.findByRole('region', { name: 'История платежей' }));
    expect(await history.findByText(/Иностранная карта · •••• 4242/)).toBeInTheDocument();
    expect(history.getByText(/Карта РФ · •••• 4444/)).toBeInTheDocument();
    expect(history.getByText('24 $')).toBeInTheDocument();
  });

  it('coming back from Stripe without paying says so in one line, and it goes away when closed', async () => {
    const { user, router } = renderView({ path: '/subscription?checkout=canceled' });
    const note = await screen.findByText('Вы вернулись со страницы оплаты, не заплатив. Деньги не списаны.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(note.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByText(/не заплатив/)).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('a monthly plan moves to a 3-month plan from the next renewal, or now with a Russian card', async () => {
    const calls = recordRequests();
    server.use(
      http.post('/pay/payments/change_plan', async ({ request }) => {
        const body = (await request.json()) as { plan_id: string; when?: string };
        return HttpResponse.json(
          body.when === 'now'
            ? {
                effect: 'now',
                plan_id: 'pro3',
                effective_at: '2098-12-20T12:00:00.000Z',
                charged_rub: 420000,
                charged_usd: null,
                subscription: { ...PAID_START, plan_id: 'pro3', daily_quota: 50 },
              }
            : {
                effect: 'next_renewal',
                plan_id: 'pro3',
                effective_at: '2099-01-10T12:00:00.000Z',
                charged_rub: null,
                charged_usd: null,
                subscription: { ...PAID_START, pending_plan_id: 'pro3' },
              },
        );
      }),
    );
    const { user } = renderView({ subscription: PAID_START });
    const pro3 = await plan('Про на 3 месяца');
    expect(pro3.getByText('Другой период оплаты: со следующего продления или сразу, с зачётом неиспользованных дней')).toBeInTheDocument();

    await user.click(pro3.getByRole('button', { name: 'Перейти на тариф «Про на 3 месяца» со следующего продления' }));
    const later = await screen.findByRole('dialog', { name: 'Перейти на тариф «Про на 3 месяца»?' });
    expect(later).toHaveTextContent('Новый тариф начнётся со следующего продления (10.01.2099), тогда же спишется его цена.');
    await user.click(within(later).getByRole('button', { name: 'Перейти' }));
    expect(await screen.findByText('Тариф сменится на «Про на 3 месяца» 10.01.2099.')).toBeInTheDocument();

    await user.click((await plan('Про на 3 месяца')).getByRole('button', { name: 'Перейти сейчас на тариф «Про на 3 месяца»' }));
    const now = await screen.findByRole('dialog', { name: 'Перейти на тариф «Про на 3 месяца»?' });
    expect(now).toHaveTextContent('Неиспользованные дни текущего тарифа зачтутся в его цену');
    await user.click(within(now).getByRole('button', { name: 'Перейти' }));
    expect(await screen.findByText('Тариф «Про на 3 месяца» подключён. Доплата: 4 200 ₽.')).toBeInTheDocument();

    const bodies = calls.requests.filter((request) => request.path === '/pay/payments/change_plan').map((request) => JSON.parse(request.body) as unknown);
    expect(bodies).toEqual([
      { plan_id: 'pro3', when: 'next_renewal' },
      { plan_id: 'pro3', when: 'now' },
    ]);
  });

  it('with a foreign card, a 3-month plan is offered from the next renewal only', async () => {
    renderView({ subscription: { ...PAID_START, provider: 'stripe' } });
    const pro3 = await plan('Про на 3 месяца');
    expect(pro3.getByText('Другой период оплаты: при оплате иностранной картой — со следующего продления')).toBeInTheDocument();
    expect(pro3.getByRole('button', { name: 'Перейти на тариф «Про на 3 месяца» со следующего продления' })).toBeInTheDocument();
    expect(pro3.queryByRole('button', { name: 'Перейти на тариф «Про на 3 месяца» сейчас' })).not.toBeInTheDocument();
  });

  it('a refunded second payment reads as returned, with the refund as its own row', async () => {
    const paid = HISTORY.items[0]!;
    renderView({
      history: {
        items: [
          { ...paid, id: 'refund-1', purpose: 'refund', status: 'succeeded', created_at: '2098-12-11T12:00:00.000Z', receipt: null },
          { ...paid, id: 'pay-2', status: 'refunded', created_at: '2098-12-10T12:05:00.000Z' },
          paid,
        ],
      },
    });
    const history = within(await screen.findByRole('region', { name: 'История платежей' }));
    expect(await history.findByText('−990 ₽')).toBeInTheDocument();
    expect(history.getByText('Возврат')).toBeInTheDocument();
    expect(history.getByText('Возвращено')).toBeInTheDocument();
    expect(history.getByText('Возвращён')).toBeInTheDocument();
    expect(history.getByText('Оплачен')).toBeInTheDocument();
  });
});
