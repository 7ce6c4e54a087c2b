import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 8095 on loopback with sandbox-only credentials and no webhook URLs', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8095, host: '127.0.0.1', publicUrl: 'http://127.0.0.1:8095', webhookTimeoutMs: 5000 });
    expect(config.yookassa).toEqual({ shopId: 'sandbox-shop', secretKey: 'test_sandbox_yookassa_secret', webhookUrl: null, receiptRequired: true });
    expect(config.stripe.webhookUrl).toBeNull();
  });

  it('reads every variable and lists each invalid one', () => {
    const config = loadConfig({
      PAYMENT_SANDBOX_PORT: '9001',
      PAYMENT_SANDBOX_PUBLIC_URL: 'http://pay.localhost:9001/',
      PAYMENT_SANDBOX_STRIPE_WEBHOOK_URL: 'http://127.0.0.1:8080/pay/payments/stripe/webhook',
      PAYMENT_SANDBOX_YOOKASSA_RECEIPT_REQUIRED: 'false',
    });
    expect(config).toMatchObject({ port: 9001, publicUrl: 'http://pay.localhost:9001', yookassa: { receiptRequired: false } });
    expect(config.stripe.webhookUrl).toBe('http://127.0.0.1:8080/pay/payments/stripe/webhook');
    expect(() => loadConfig({ PAYMENT_SANDBOX_PORT: 'x', PAYMENT_SANDBOX_YOOKASSA_WEBHOOK_URL: 'ftp://a' })).toThrow(
      /PAYMENT_SANDBOX_PORT[\s\S]*PAYMENT_SANDBOX_YOOKASSA_WEBHOOK_URL/,
    );
  });
});
