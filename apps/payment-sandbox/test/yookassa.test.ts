import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPaymentSandbox, startWebhookReceiver, type RunningPaymentSandbox, type WebhookReceiver } from '../src/testing';
import { planPayment, yk } from './helpers';

let sandbox: RunningPaymentSandbox;
let hooks: WebhookReceiver;

beforeAll(async () => {
  hooks = await startWebhookReceiver();
  sandbox = await startPaymentSandbox({ PAYMENT_SANDBOX_YOOKASSA_WEBHOOK_URL: `${hooks.url}/yookassa` });
});
afterAll(async () => {
  await sandbox?.close();
  await hooks?.close();
});
beforeEach(async () => {
  await sandbox.control.reset();
  hooks.received.length = 0;
});

describe('YooKassa API v3: payments', () => {
  it('creates a pending payment whose confirmation page, paid with a test card, succeeds and saves the card', async () => {
    const created = await yk(sandbox, 'POST', '/v3/payments', planPayment());
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      status: 'pending',
      paid: false,
      amount: { value: '990.00', currency: 'RUB' },
      test: true,
      metadata: { user_id: '42' },
    });
    const confirmation = created.body.confirmation as { confirmation_url: string; return_url: string };
    expect(confirmation.confirmation_url).toBe(`${sandbox.url}/yookassa/checkout/${String(created.body.id)}`);

    const page = await fetch(confirmation.confirmation_url);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('990,00 ₽');

    const paid = await sandbox.control.payYooKassa(confirmation.confirmation_url, '5555 5555 5555 4444');
    expect(paid).toMatchObject({ status: 303, location: 'http://127.0.0.1:9/subscription/return' });

    const read = await yk(sandbox, 'GET', `/v3/payments/${String(created.body.id)}`);
    expect(read.body).toMatchObject({
      status: 'succeeded',
      paid: true,
      receipt_registration: 'succeeded',
      payment_method: { type: 'bank_card', saved: true, card: { last4: '4444', first6: '555555' } },
    });
    const notification = await hooks.waitFor((r) => r.body.includes('payment.succeeded'));
    expect(notification.path).toBe('/yookassa');
    expect(JSON.parse(notification.body)).toMatchObject({
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: created.body.id, status: 'succeeded' },
    });
  });

  it('charges a saved card later with payment_method_id and no confirmation step', async () => {
    const first = await yk(sandbox, 'POST', '/v3/payments', planPayment());
    await sandbox.control.payYooKassa((first.body.confirmation as { confirmation_url: string }).confirmation_url, '5555555555554444');
    const methodId = ((await yk(sandbox, 'GET', `/v3/payments/${String(first.body.id)}`)).body.payment_method as { id: string }).id;

    const renewal = await yk(
      sandbox,
      'POST',
      '/v3/payments',
      planPayment({ confirmation: undefined, save_payment_method: undefined, payment_method_id: methodId }),
    );
    expect(renewal.status).toBe(200);
    expect(renewal.body).toMatchObject({ status: 'succeeded', paid: true, payment_method: { id: methodId, saved: true } });
    expect(renewal.body.confirmation).toBeUndefined();

    await sandbox.control.failNextCharge('yookassa', 'insufficient_funds');
    const failed = await yk(
      sandbox,
      'POST',
      '/v3/payments',
      planPayment({ confirmation: undefined, save_payment_method: undefined, payment_method_id: methodId }),
    );
    expect(failed.body).toMatchObject({ status: 'canceled', cancellation_details: { party: 'payment_network', reason: 'insufficient_funds' } });
  });

  it('cancels a declined card with YooKassa reason and a 3-D Secure card asks for the extra step', async () => {
    const declined = await yk(sandbox, 'POST', '/v3/payments', planPayment());
    const url = (declined.body.confirmation as { confirmation_url: string }).confirmation_url;
    expect((await sandbox.control.payYooKassa(url, '5555555555554600')).status).toBe(303);
    expect((await yk(sandbox, 'GET', `/v3/payments/${String(declined.body.id)}`)).body).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'insufficient_funds' },
    });

    const threeDs = await yk(sandbox, 'POST', '/v3/payments', planPayment());
    const url3 = (threeDs.body.confirmation as { confirmation_url: string }).confirmation_url;
    const step = await fetch(url3, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'card_number=5555555555554477',
    });
    expect(step.status).toBe(200);
    expect(await step.text()).toContain('Подтверждение 3-D Secure');
    expect((await yk(sandbox, 'GET', `/v3/payments/${String(threeDs.body.id)}`)).body.status).toBe('pending');
    const refused = await fetch(`${url3}/3ds`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=fail',
    });
    expect(refused.status).toBe(303);
    expect((await yk(sandbox, 'GET', `/v3/payments/${String(threeDs.body.id)}`)).body).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: '3d_secure_failed' },
    });
  });

  it('holds two-stage payments for capture and lets the shop capture or cancel them', async () => {
    const created = await yk(sandbox, 'POST', '/v3/payments', planPayment({ capture: false }));
    await sandbox.control.payYooKassa((created.body.confirmation as { confirmation_url: string }).confirmation_url, '4111111111111111');
    expect((await yk(sandbox, 'GET', `/v3/payments/${String(created.body.id)}`)).body.status).toBe('waiting_for_capture');
    const captured = await yk(sandbox, 'POST', `/v3/payments/${String(created.body.id)}/capture`, {});
    expect(captured.body).toMatchObject({ status: 'succeeded' });
    const again = await yk(sandbox, 'POST', `/v3/payments/${String(created.body.id)}/cancel`, {});
    expect(again).toMatchObject({ status: 400, body: { type: 'error', code: 'invalid_request' } });
  });

  it('answers the same payment for a repeated Idempotence-Key and refuses the key with another body', async () => {
    const a = await yk(sandbox, 'POST', '/v3/payments', planPayment(), { key: 'key-1' });
    const b = await yk(sandbox, 'POST', '/v3/payments', planPayment(), { key: 'key-1' });
    expect(b.body.id).toBe(a.body.id);
    const c = await yk(sandbox, 'POST', '/v3/payments', planPayment({ description: 'другое' }), { key: 'key-1' });
    expect(c).toMatchObject({
      status: 400,
      body: { type: 'error', code: 'invalid_request', description: 'Idempotence key duplicated', parameter: 'Idempotence-Key' },
    });
    expect(await sandbox.control.yookassaPayments()).toHaveLength(1);
  });

  it('validates auth, the receipt (54-FZ) and the request as YooKassa does', async () => {
    expect((await yk(sandbox, 'GET', '/v3/payments/x', undefined, { auth: 'Basic bm9wZTpub3Bl' })).body).toMatchObject({ code: 'invalid_credentials' });
    const noReceipt = await yk(sandbox, 'POST', '/v3/payments', planPayment({ receipt: undefined }));
    expect(noReceipt).toMatchObject({ status: 400, body: { code: 'invalid_request', parameter: 'receipt' } });
    const wrongSum = planPayment();
    (wrongSum.receipt as { items: { amount: { value: string } }[] }).items[0]!.amount.value = '10.00';
    expect((await yk(sandbox, 'POST', '/v3/payments', wrongSum)).body).toMatchObject({ parameter: 'receipt.items' });
    const badVat = planPayment();
    (badVat.receipt as { items: { vat_code: number }[] }).items[0]!.vat_code = 13;
    expect((await yk(sandbox, 'POST', '/v3/payments', badVat)).status).toBe(400);
    const noKey = await fetch(`${sandbox.url}/v3/payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Basic ${Buffer.from('sandbox-shop:test_sandbox_yookassa_secret').toString('base64')}` },
      body: JSON.stringify(planPayment()),
    });
    expect(await noKey.json()).toMatchObject({ code: 'invalid_request', parameter: 'Idempotence-Key' });
    expect((await yk(sandbox, 'GET', '/v3/payments/unknown')).status).toBe(404);
  });
});
