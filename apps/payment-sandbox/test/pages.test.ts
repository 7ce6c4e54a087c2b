import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPaymentSandbox, type RunningPaymentSandbox } from '../src/testing';
import { planPayment, yk } from './helpers';

let sandbox: RunningPaymentSandbox;

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
});
afterAll(async () => {
  await sandbox?.close();
});
beforeEach(async () => {
  await sandbox.control.reset();
});

const newPayment = async () => {
  const created = await yk(sandbox, 'POST', '/v3/payments', planPayment());
  return { id: String(created.body.id), url: (created.body.confirmation as { confirmation_url: string }).confirmation_url };
};

describe('confirmation pages', () => {
  it('are plain HTML forms with no scripts and a CSP that allows nothing else', async () => {
    const { url } = await newPayment();
    const res = await fetch(url);
    const html = await res.text();
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*form-action 'self'/);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`<form method="post" action="/yookassa/checkout/`);
    expect(html).toContain('name="card_number"');
  });

  it('refuse a number that is not a test card and keep the payment pending', async () => {
    const { id, url } = await newPayment();
    const out = await sandbox.control.payYooKassa(url, '1234 5678 9012 3456');
    expect(out.status).toBe(422);
    expect(out.html).toContain('Используйте тестовую карту ЮKassa');
    expect((await yk(sandbox, 'GET', `/v3/payments/${id}`)).body.status).toBe('pending');
  });

  it('send the buyer back on "Отказаться от оплаты" with the payment canceled, and show a finished payment as such', async () => {
    const { id, url } = await newPayment();
    expect(await sandbox.control.abandonYooKassa(url)).toMatchObject({ status: 303, location: 'http://127.0.0.1:9/subscription/return' });
    expect((await yk(sandbox, 'GET', `/v3/payments/${id}`)).body).toMatchObject({
      status: 'canceled',
      cancellation_details: { party: 'yoo_money', reason: 'expired_on_confirmation' },
    });
    const again = await fetch(url);
    expect(await again.text()).toContain('Платёж отменён');
    expect((await sandbox.control.payYooKassa(url, '5555555555554444')).status).toBe(200);
    expect((await yk(sandbox, 'GET', `/v3/payments/${id}`)).body.status).toBe('canceled');
  });

  it('answer 404 pages for unknown payments and sessions', async () => {
    expect((await fetch(`${sandbox.url}/yookassa/checkout/nope`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/stripe/checkout/cs_test_nope`)).status).toBe(404);
  });
});
