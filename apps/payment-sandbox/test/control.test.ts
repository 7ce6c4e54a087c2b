import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPaymentSandbox, startWebhookReceiver, type RunningPaymentSandbox, type WebhookReceiver } from '../src/testing';
import { planPayment, yk } from './helpers';

let sandbox: RunningPaymentSandbox;
let hooks: WebhookReceiver;

beforeAll(async () => {
  hooks = await startWebhookReceiver();
  sandbox = await startPaymentSandbox();
});
afterAll(async () => {
  await sandbox?.close();
  await hooks?.close();
});
beforeEach(async () => {
  await sandbox.control.reset();
  await sandbox.control.setWebhookUrls({ yookassa_url: `${hooks.url}/yk` });
  hooks.received.length = 0;
  hooks.status = 200;
});

/** Creates a payment and pays it with a test card; answers the payment id. */
async function paidPayment(card = '5555555555554444'): Promise<string> {
  const created = await yk(sandbox, 'POST', '/v3/payments', planPayment());
  await sandbox.control.payYooKassa((created.body.confirmation as { confirmation_url: string }).confirmation_url, card);
  return String(created.body.id);
}

describe('/__control', () => {
  it('changes webhook URLs at runtime and records each delivery with the receiver status', async () => {
    await sandbox.control.setWebhookUrls({ yookassa_url: null });
    await paidPayment();
    const [undelivered] = await sandbox.control.events({ provider: 'yookassa' });
    expect(undelivered!.deliveries).toEqual([expect.objectContaining({ status: null, error: 'no webhook URL configured' })]);
    expect(hooks.received).toHaveLength(0);

    await sandbox.control.setWebhookUrls({ yookassa_url: `${hooks.url}/yk` });
    hooks.status = 500;
    await paidPayment();
    const events = await sandbox.control.events({ provider: 'yookassa', type: 'payment.succeeded' });
    expect(events[1]!.deliveries).toEqual([expect.objectContaining({ status: 500, url: `${hooks.url}/yk` })]);
  });

  it('replays an event with the same body', async () => {
    await paidPayment();
    const [event] = await sandbox.control.events({ type: 'payment.succeeded' });
    const replay = await sandbox.control.resendEvent(event!.id);
    expect(replay.delivery.status).toBe(200);
    expect(hooks.received).toHaveLength(2);
    expect(hooks.received[1]!.body).toBe(hooks.received[0]!.body);
  });

  it('holds notifications and releases them newest first, or sends chosen events in a chosen order', async () => {
    await sandbox.control.holdWebhooks();
    const declined = await paidPayment('5555555555554600');
    const paid = await paidPayment();
    expect(hooks.received).toHaveLength(0);
    expect((await sandbox.control.releaseWebhooks('lifo')).map((e) => e.object_id)).toEqual([paid, declined]);
    expect(hooks.received.map((r) => (JSON.parse(r.body) as { event: string }).event)).toEqual(['payment.succeeded', 'payment.canceled']);

    hooks.received.length = 0;
    const ids = (await sandbox.control.events()).map((e) => e.id);
    await sandbox.control.sendEvents([ids[1]!, ids[0]!]);
    expect(hooks.received.map((r) => (JSON.parse(r.body) as { object: { id: string } }).object.id)).toEqual([paid, declined]);
  });

  it('refuses a clock change without a time, and reset forgets payments and returns to real time', async () => {
    await paidPayment();
    await sandbox.control.advanceClock(10 * 24 * 3600_000);
    const moved = Date.parse(((await fetch(`${sandbox.url}/__control/clock`).then((r) => r.json())) as { now: string }).now);
    expect(moved - Date.now()).toBeGreaterThan(9 * 24 * 3600_000);
    const bad = await fetch(`${sandbox.url}/__control/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(bad.status).toBe(400);
    await sandbox.control.reset();
    expect(await sandbox.control.yookassaPayments()).toEqual([]);
    const now = Date.parse(((await fetch(`${sandbox.url}/__control/clock`).then((r) => r.json())) as { now: string }).now);
    expect(Math.abs(now - Date.now())).toBeLessThan(5000);
  });
});
