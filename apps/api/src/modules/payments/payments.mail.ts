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

const money = (amount: number, currency: 'RUB' | 'USD') =>
  currency === 'RUB' ? `${(amount / 100).toFixed(2).replace('.', ',')} ₽` : `$${(amount / 100).toFixed(2)}`;
const day = (iso: string) => new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/**
 * The Russian e-mail for one subscription state change. `publicUrl` links to /subscription. The failed mail carries
 * the payment-failed advice: check the card's funds, try another card or method, contact support.
 */
export function stateMailMessage(to: string, name: string | null, mail: StateMail, publicUrl: string): MailMessage {
  const hello = `Здравствуйте${name ? `, ${name}` : ''}!`;
  const link = `${publicUrl}/subscription`;
  const plan = mail.planName ? `«${mail.planName}»` : '';
  switch (mail.kind) {
    case 'paid':
      return {
        to,
        subject: `Оплата прошла: тариф ${plan}`,
        text: [
          hello,
          '',
          `Мы получили оплату${mail.amount !== null && mail.currency ? ` ${money(mail.amount, mail.currency)}` : ''} за тариф ${plan}.`,
          mail.expiry ? `Тариф действует до ${day(mail.expiry)}.` : '',
          '',
          `Подписка: ${link}`,
        ].join('\n'),
      };
    case 'failed':
      return {
        to,
        subject: 'Не удалось продлить подписку',
        text: [
          hello,
          '',
          `Не получилось списать${mail.amount !== null && mail.currency ? ` ${money(mail.amount, mail.currency)}` : ''} за тариф ${plan}${mail.reason ? ` (${mail.reason})` : ''}.`,
          mail.retryAt ? `Мы попробуем ещё раз ${day(mail.retryAt)}.` : '',
          'Проверьте, хватает ли средств на карте, попробуйте другую карту или способ оплаты, или напишите нам в поддержку в Telegram.',
          '',
          `Подписка: ${link}`,
        ].join('\n'),
      };
    case 'lapsed':
      return {
        to,
        subject: 'Подписка закончилась',
        text: [
          hello,
          '',
          `Тариф ${plan} больше не действует, отклики приостановлены.`,
          'Чтобы продолжить, выберите тариф на странице подписки.',
          '',
          `Подписка: ${link}`,
        ].join('\n'),
      };
    case 'refunded':
      return {
        to,
        subject: 'Мы вернули второй платёж',
        text: [
          hello,
          '',
          `Пришла ещё одна оплата${mail.amount !== null && mail.currency ? ` ${money(mail.amount, mail.currency)}` : ''}${plan ? ` за тариф ${plan}` : ''}, когда у вас уже был оплаченный тариф.`,
          'Мы вернули эти деньги на карту: обычно они приходят в течение нескольких дней, срок зависит от банка.',
          'Ваш оплаченный тариф продолжает действовать.',
          '',
          `Подписка: ${link}`,
        ].join('\n'),
      };
    case 'cancelled':
      return {
        to,
        subject: 'Автопродление отключено',
        text: [
          hello,
          '',
          `Вы отменили подписку на тариф ${plan}.`,
          mail.expiry ? `Тариф действует до ${day(mail.expiry)}, после этого списаний не будет.` : '',
          'Передумали? Возобновить можно на странице подписки до конца срока.',
          '',
          `Подписка: ${link}`,
        ].join('\n'),
      };
  }
}
