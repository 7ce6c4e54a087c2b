import type { MailMessage } from '../../integrations/mail/mailer';

/** What a subscription e-mail says (payload of payments.send-state-mail). Amounts in minor units; dates ISO UTC. */
export interface StateMail {
  kind: 'paid' | 'failed' | 'lapsed' | 'cancelled' | 'refunded';
  planName: string;
  amount: number | null;
  currency: 'RUB' | 'USD' | null;
  expiry: string | null;
  reason: string | null;
  retryAt: string | null;
}

/** A sum in minor units as people read it: «1 990,00 ₽» (no-break spaces), «$15.00». */
const money = (amount: number, currency: 'RUB' | 'USD') =>
  new Intl.NumberFormat(currency === 'RUB' ? 'ru-RU' : 'en-US', { style: 'currency', currency }).format(amount / 100);
/** A UTC date as «25 декабря 2026», without the «г.» that would clash with the sentence's own full stop. */
const day = (iso: string) =>
  new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso)).replace(/\s*г\.$/u, '');

/**
 * The Russian e-mail for one subscription state change: a greeting, the kind's lines (a line that does not apply is
 * left out) and a link to /subscription on `publicUrl`. The failed mail carries the payment-failed advice: check the
 * card's funds, try another card or method, contact support.
 */
export function stateMailMessage(to: string, name: string | null, mail: StateMail, publicUrl: string): MailMessage {
  const { subject, lines } = stateMailBody(mail);
  const text = [`Здравствуйте${name ? `, ${name}` : ''}!`, '', ...lines.filter((line) => line !== null), '', `Подписка: ${publicUrl}/subscription`];
  return { to, subject, text: text.join('\n') };
}

/** Subject and body lines of one kind of state mail; `null` marks a line that does not apply to this mail. */
function stateMailBody(mail: StateMail): { subject: string; lines: (string | null)[] } {
  const plan = mail.planName ? `«${mail.planName}»` : '';
  const sum = mail.amount !== null && mail.currency ? ` ${money(mail.amount, mail.currency)}` : '';
  switch (mail.kind) {
    case 'paid':
      return {
        subject: `Оплата прошла: тариф ${plan}`,
        lines: [`Мы получили оплату${sum} за тариф ${plan}.`, mail.expiry ? `Тариф действует до ${day(mail.expiry)}.` : null],
      };
    case 'failed':
      return {
        subject: 'Не удалось продлить подписку',
        lines: [
          `Не получилось списать${sum} за тариф ${plan}${mail.reason ? ` (${mail.reason})` : ''}.`,
          mail.retryAt ? `Мы попробуем ещё раз ${day(mail.retryAt)}.` : null,
          'Проверьте, хватает ли средств на карте, попробуйте другую карту или способ оплаты, или напишите нам в поддержку в Telegram.',
        ],
      };
    case 'lapsed':
      return {
        subject: 'Подписка закончилась',
        lines: [`Тариф ${plan} больше не действует, отклики приостановлены.`, 'Чтобы продолжить, выберите тариф на странице подписки.'],
      };
    case 'refunded':
      return {
        subject: 'Мы вернули второй платёж',
        lines: [
          `Пришла ещё одна оплата${sum}${plan ? ` за тариф ${plan}` : ''}, когда у вас уже был оплаченный тариф.`,
          'Мы вернули эти деньги на карту: обычно они приходят в течение нескольких дней, срок зависит от банка.',
          'Ваш оплаченный тариф продолжает действовать.',
        ],
      };
    case 'cancelled':
      return {
        subject: 'Автопродление отключено',
        lines: [
          `Вы отменили подписку на тариф ${plan}.`,
          mail.expiry ? `Тариф действует до ${day(mail.expiry)}, после этого списаний не будет.` : null,
          'Передумали? Возобновить можно на странице подписки до конца срока.',
        ],
      };
  }
}
