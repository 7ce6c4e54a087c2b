import { describe, expect, it } from 'vitest';
import { stateMailMessage, type StateMail } from './payments.mail';

const base: StateMail = { kind: 'paid', planName: 'Стандарт', amount: 99000, currency: 'RUB', expiry: '2026-12-25T00:00:00Z', reason: null, retryAt: null };

describe('subscription state mail', () => {
  it('greets by name, states the sum and the expiry, and links to the subscription page', () => {
    const mail = stateMailMessage('anna@example.com', 'Анна', base, 'https://otklik.test');
    expect(mail.to).toBe('anna@example.com');
    expect(mail.subject).toBe('Оплата прошла: тариф «Стандарт»');
    expect(mail.text.split('\n')).toEqual([
      'Здравствуйте, Анна!',
      '',
      'Мы получили оплату 990,00\u00a0₽ за тариф «Стандарт».',
      'Тариф действует до 25 декабря 2026.',
      '',
      'Подписка: https://otklik.test/subscription',
    ]);
  });

  it('groups thousands in roubles', () => {
    const mail = stateMailMessage('a@example.com', null, { ...base, amount: 1_299_000 }, 'https://otklik.test');
    expect(mail.text).toContain('оплату 12\u00a0990,00\u00a0₽');
  });

  it('leaves out a line that does not apply instead of printing an empty one', () => {
    const mail = stateMailMessage(
      'a@example.com',
      null,
      { ...base, kind: 'failed', amount: null, currency: null, reason: 'недостаточно средств', retryAt: null },
      'https://otklik.test',
    );
    expect(mail.text).not.toContain('\n\n\n');
    expect(mail.text.startsWith('Здравствуйте!\n')).toBe(true);
    expect(mail.text).toContain('Не получилось списать за тариф «Стандарт» (недостаточно средств).');
    expect(mail.text).toContain('попробуйте другую карту или способ оплаты');
  });

  it('says a second payment was returned and the paid plan stays, in dollars for a card in USD', () => {
    const mail = stateMailMessage('a@example.com', 'Иван', { ...base, kind: 'refunded', amount: 1500, currency: 'USD' }, 'https://otklik.test');
    expect(mail.subject).toBe('Мы вернули второй платёж');
    expect(mail.text).toContain('Пришла ещё одна оплата $15.00 за тариф «Стандарт»');
    expect(mail.text).toContain('Ваш оплаченный тариф продолжает действовать.');
  });
});
