import { z } from 'zod';

/**
 * What the payments port needs. Production URLs: YooKassa `https://api.yookassa.ru/v3`,
 * Stripe `https://api.stripe.com`; in dev, demo and tests both point at apps/payment-sandbox (default port 8095).
 * Suggested environment variables: YOOKASSA_API_URL, YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY, YOOKASSA_VAT_CODE,
 * YOOKASSA_TAX_SYSTEM_CODE, STRIPE_API_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, PAYMENTS_TIMEOUT_MS.
 */
export const paymentsConfigSchema = z.object({
  yookassa: z.object({
    /** Base URL including `/v3`, no trailing slash. */
    apiUrl: z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, '')),
    shopId: z.string().min(1),
    secretKey: z.string().min(1),
    /** 54-FZ VAT code of the subscription item: 1 = без НДС (the sole-trader default), 4 = 20 %, 11 = 22 %… */
    vatCode: z.number().int().min(1).max(12).default(1),
    /** 54-FZ tax system code (1–6); omitted when the shop has one tax system. */
    taxSystemCode: z.number().int().min(1).max(6).optional(),
  }),
  stripe: z.object({
    /** Protocol, host and port of the API (the SDK's host/port/protocol options), e.g. https://api.stripe.com. */
    apiUrl: z.url({ protocol: /^https?$/ }),
    secretKey: z.string().min(1),
    /** The endpoint's signing secret (`whsec_…`). */
    webhookSecret: z.string().min(1),
    /** Oldest acceptable webhook signature, in seconds (Stripe's default 300). */
    webhookToleranceSeconds: z.number().int().positive().default(300),
  }),
  /** Per-request timeout for both providers, in ms. */
  timeoutMs: z.number().int().positive().default(10_000),
});

/** The parsed payments configuration. */
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/**
 * The payment sandbox's built-in test credentials (apps/payment-sandbox defaults), for dev and tests only:
 * never a production default.
 */
export function paymentSandboxConfig(sandboxUrl = 'http://127.0.0.1:8095'): PaymentsConfig {
  const base = sandboxUrl.replace(/\/+$/, '');
  return paymentsConfigSchema.parse({
    yookassa: { apiUrl: `${base}/v3`, shopId: 'sandbox-shop', secretKey: 'test_sandbox_yookassa_secret' },
    stripe: { apiUrl: base, secretKey: 'sk_test_otklik_sandbox', webhookSecret: 'whsec_otklik_sandbox' },
  });
}
