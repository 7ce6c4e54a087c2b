import { randomUUID } from 'node:crypto';
import type { RunningPaymentSandbox } from '../src/testing';

/** Calls the sandbox's YooKassa API with the shop's Basic auth and (for POST) an Idempotence-Key. */
export async function yk(
  sandbox: RunningPaymentSandbox,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  options: { key?: string; auth?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { shopId, secretKey } = sandbox.config.yookassa;
  const headers: Record<string, string> = {
    Authorization: options.auth ?? `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`,
  };
  if (method === 'POST') {
    headers['Content-Type'] = 'application/json';
    headers['Idempotence-Key'] = options.key ?? randomUUID();
  }
  const res = await fetch(`${sandbox.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A 990 ₽ one-month plan payment with a 54-FZ receipt, as the product sends it. */
export function planPayment(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    amount: { value: '990.00', currency: 'RUB' },
    capture: true,
    confirmation: { type: 'redirect', return_url: 'http://127.0.0.1:9/subscription/return' },
    description: 'Подписка «Стандарт», 1 месяц',
    save_payment_method: true,
    metadata: { user_id: '42', plan_id: 'standard-1m' },
    receipt: {
      customer: { email: 'seeker@example.com' },
      items: [
        {
          description: 'Подписка «Стандарт», 1 месяц',
          quantity: 1,
          amount: { value: '990.00', currency: 'RUB' },
          vat_code: 1,
          payment_subject: 'service',
          payment_mode: 'full_payment',
        },
      ],
    },
    ...overrides,
  };
}
