import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseExpiry, sendPage } from '../present/html';
import { cardPage, finishedPage, threeDsPage } from '../present/yookassa-pages';
import { normaliseCardNumber, YOOKASSA_TEST_CARDS } from '../state/cards';
import type { YooKassaState } from '../state/yookassa';

/** YooKassa's confirmation pages (`/yookassa/checkout/:id`): card form, 3-D Secure step, «Отказаться от оплаты». */
export function registerYooKassaCheckoutRoutes(app: FastifyInstance, state: YooKassaState): void {
  app.get<{ Params: { id: string } }>('/yookassa/checkout/:id', async (request, reply) => {
    const record = state.record(request.params.id);
    if (!record) return sendPage(reply, 'ЮKassa', '<h1>Платёж не найден</h1>', 404);
    if (record.payment.status !== 'pending') return finishedPage(reply, record.payment, record.returnUrl ?? '');
    if (record.awaiting3ds) return threeDsPage(reply, record.payment.id);
    return cardPage(reply, record.payment);
  });

  /** Leaves the page for the shop's return_url once the payment reached a final or waiting state. */
  const backToShop = (reply: FastifyReply, returnUrl: string | null) => reply.redirect(returnUrl ?? '/', 303);

  app.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>('/yookassa/checkout/:id', async (request, reply) => {
    const record = state.record(request.params.id);
    if (!record) return sendPage(reply, 'ЮKassa', '<h1>Платёж не найден</h1>', 404);
    if (record.payment.status !== 'pending') return finishedPage(reply, record.payment, record.returnUrl ?? '');
    const number = normaliseCardNumber(String(request.body?.card_number ?? ''));
    if (!YOOKASSA_TEST_CARDS[number]) return cardPage(reply, record.payment, 'Используйте тестовую карту ЮKassa', 422);
    const outcome = await state.submitCard(record, number, parseExpiry(request.body?.card_expiry, Date.now()));
    if (outcome === '3ds') return threeDsPage(reply, record.payment.id);
    return backToShop(reply, record.returnUrl);
  });

  app.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>('/yookassa/checkout/:id/3ds', async (request, reply) => {
    const record = state.record(request.params.id);
    if (!record) return sendPage(reply, 'ЮKassa', '<h1>Платёж не найден</h1>', 404);
    await state.submit3ds(record, request.body?.action !== 'fail');
    return backToShop(reply, record.returnUrl);
  });

  app.post<{ Params: { id: string } }>('/yookassa/checkout/:id/cancel', async (request, reply) => {
    const record = state.record(request.params.id);
    if (!record) return sendPage(reply, 'ЮKassa', '<h1>Платёж не найден</h1>', 404);
    await state.abandon(record);
    return backToShop(reply, record.returnUrl);
  });
}
