import type { FastifyReply } from 'fastify';
import type { YooKassaPayment } from '../state/yookassa';
import { cardFields, esc, sendPage } from './html';

/** An amount as the confirmation page shows it: «990,00 ₽». */
export const rub = (p: YooKassaPayment) => `${Number(p.amount.value).toLocaleString('ru-RU', { minimumFractionDigits: 2 })} ₽`;

/** The page of a payment that is no longer waiting for the buyer (paid or cancelled), with the way back to the shop. */
export const finishedPage = (reply: FastifyReply, p: YooKassaPayment, returnUrl: string) =>
  sendPage(
    reply,
    'ЮKassa (песочница)',
    `<h1>Платёж ${p.status === 'canceled' ? 'отменён' : 'уже проведён'}</h1><p class="muted">Статус: ${esc(p.status)}</p><p><a href="${esc(returnUrl)}">Вернуться в магазин</a></p>`,
  );

/** The card form, with the amount, the description, an error line, and «Отказаться от оплаты». */
export const cardPage = (reply: FastifyReply, p: YooKassaPayment, error?: string, status = 200) =>
  sendPage(
    reply,
    'ЮKassa — оплата картой (песочница)',
    `<h1>Оплата картой</h1><p class="muted">ЮKassa · тестовый магазин</p><div class="amount" data-testid="amount">${esc(rub(p))}</div>
${p.description ? `<p>${esc(p.description)}</p>` : ''}${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/yookassa/checkout/${esc(p.id)}">${cardFields()}<button class="primary" type="submit">Заплатить ${esc(rub(p))}</button></form>
<form method="post" action="/yookassa/checkout/${esc(p.id)}/cancel"><button class="secondary" type="submit">Отказаться от оплаты</button></form>
<p class="muted">Тестовые карты: 5555 5555 5555 4444 — успех, 5555 5555 5555 4477 — успех с 3-D Secure, 5555 5555 5555 4600 — недостаточно средств.</p>`,
    status,
  );

/** The 3-D Secure step: any code confirms, «Не подтверждать» fails the payment. */
export const threeDsPage = (reply: FastifyReply, id: string) =>
  sendPage(
    reply,
    '3-D Secure (песочница)',
    `<h1>Подтверждение 3-D Secure</h1><p>Банк просит подтвердить платёж кодом из SMS (подойдёт любой).</p>
<form method="post" action="/yookassa/checkout/${esc(id)}/3ds"><label for="code">Код из SMS</label><input id="code" name="code" inputmode="numeric" value="">
<button class="primary" type="submit" name="action" value="confirm">Подтвердить</button><button class="secondary" type="submit" name="action" value="fail">Не подтверждать</button></form>`,
  );
