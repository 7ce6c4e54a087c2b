import type { FastifyInstance, FastifyReply } from 'fastify';
import { cardFields, esc, parseExpiry, sendPage } from '../present/html';
import { normaliseCardNumber, STRIPE_TEST_CARDS } from '../state/cards';
import type { StripeState } from '../state/stripe';
import type { Price, Session } from '../state/stripe-objects';

const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
const per = (p: Price) =>
  p.recurring.interval === 'month'
    ? p.recurring.interval_count === 1
      ? 'в месяц'
      : `за ${p.recurring.interval_count} мес.`
    : `/ ${p.recurring.interval_count} ${p.recurring.interval}`;

/** Stripe's hosted Checkout page (/stripe/checkout/:id): card form, 3-D Secure step, the way back without paying. */
export function registerStripeCheckoutRoutes(app: FastifyInstance, state: StripeState): void {
  const checkoutPage = (reply: FastifyReply, s: Session, error?: string, status = 200) => {
    const email = s.customer_email ?? (s.customer ? (state.view.customerEmail(s.customer) ?? '') : '');
    const items = s.line_items
      .map(
        (li) =>
          `<li>${esc(state.view.productName(li.price.product) ?? 'Подписка')} — ${esc(money(li.price.unit_amount * li.quantity, li.price.currency))} ${esc(per(li.price))}</li>`,
      )
      .join('');
    const discount = s.amount_subtotal - s.amount_total;
    return sendPage(
      reply,
      'Stripe Checkout (песочница)',
      `<h1>Оформление подписки</h1><p class="muted">Stripe Checkout · тестовый режим</p><ul>${items}</ul>
${discount > 0 ? `<p data-testid="discount">Скидка: −${esc(money(discount, s.currency))}</p>` : ''}<div class="amount" data-testid="amount">${esc(money(s.amount_total, s.currency))}</div>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/stripe/checkout/${esc(s.id)}"><label for="email">E-mail</label><input id="email" name="email" type="email" value="${esc(email)}" required>
${cardFields()}<label for="cardholder">Имя владельца</label><input id="cardholder" name="cardholder" autocomplete="cc-name">
<button class="primary" type="submit">Подписаться</button></form>
${s.cancel_url ? `<p><a href="${esc(s.cancel_url)}">← Вернуться без оплаты</a></p>` : ''}
<p class="muted">Тестовые карты: 4242 4242 4242 4242 — успех, 4000 0000 0000 0002 — отказ, 4000 0027 6000 3184 — 3-D Secure.</p>`,
      status,
    );
  };
  const threeDsPage = (reply: FastifyReply, s: Session) =>
    sendPage(
      reply,
      '3-D Secure (песочница)',
      `<h1>Подтверждение платежа</h1><p>Банк просит подтвердить платёж ${esc(money(s.amount_total, s.currency))} (тестовая аутентификация 3-D Secure 2).</p>
<form method="post" action="/stripe/checkout/${esc(s.id)}/3ds"><button class="primary" type="submit" name="action" value="complete">Подтвердить</button>
<button class="secondary" type="submit" name="action" value="fail">Отклонить</button></form>`,
    );
  const successRedirect = (reply: FastifyReply, s: Session) => reply.redirect(s.success_url.replaceAll('{CHECKOUT_SESSION_ID}', s.id), 303);

  app.get<{ Params: { id: string } }>('/stripe/checkout/:id', async (request, reply) => {
    const s = state.sessions.get(request.params.id);
    if (!s) return sendPage(reply, 'Stripe', '<h1>Сессия не найдена</h1>', 404);
    if (s.status === 'complete')
      return sendPage(
        reply,
        'Stripe',
        `<h1>Подписка уже оформлена</h1><p><a href="${esc(s.success_url.replaceAll('{CHECKOUT_SESSION_ID}', s.id))}">Вернуться</a></p>`,
      );
    if (s.status === 'expired') return sendPage(reply, 'Stripe', '<h1>Сессия истекла</h1>', 410);
    if (s.awaiting3ds) return threeDsPage(reply, s);
    return checkoutPage(reply, s);
  });

  app.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>('/stripe/checkout/:id', async (request, reply) => {
    const s = state.sessions.get(request.params.id);
    if (!s) return sendPage(reply, 'Stripe', '<h1>Сессия не найдена</h1>', 404);
    if (s.status === 'complete') return successRedirect(reply, s);
    if (s.status !== 'open') return sendPage(reply, 'Stripe', '<h1>Сессия истекла</h1>', 410);
    const number = normaliseCardNumber(String(request.body?.card_number ?? ''));
    const email = String(request.body?.email ?? '').trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) return checkoutPage(reply, s, 'Укажите e-mail', 422);
    if (!STRIPE_TEST_CARDS[number]) return checkoutPage(reply, s, 'Используйте тестовую карту Stripe', 422);
    const out = await state.submitCard(s, number, email, parseExpiry(request.body?.card_expiry, Date.now()));
    if (out.kind === 'declined')
      return checkoutPage(
        reply,
        s,
        out.code === 'insufficient_funds' ? 'Недостаточно средств на карте. Попробуйте другую карту.' : 'Карта отклонена. Попробуйте другую карту.',
        402,
      );
    if (out.kind === '3ds') return threeDsPage(reply, s);
    return successRedirect(reply, s);
  });

  app.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>('/stripe/checkout/:id/3ds', async (request, reply) => {
    const s = state.sessions.get(request.params.id);
    if (!s) return sendPage(reply, 'Stripe', '<h1>Сессия не найдена</h1>', 404);
    const ok = await state.submit3ds(s, request.body?.action === 'complete');
    if (!ok) return checkoutPage(reply, s, 'Не удалось подтвердить платёж (3-D Secure). Попробуйте ещё раз или другую карту.', 402);
    return successRedirect(reply, s);
  });
}
