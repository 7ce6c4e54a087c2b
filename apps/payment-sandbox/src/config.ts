import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const withDefault = (value: string) => z.preprocess(emptyToUndefined, z.string().min(1).default(value));
const optionalUrl = z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional());

/** Every environment variable the payment sandbox reads, with its default (README "Configuration"). */
const envSchema = z.object({
  PAYMENT_SANDBOX_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(8095)),
  PAYMENT_SANDBOX_HOST: withDefault('127.0.0.1'),
  PAYMENT_SANDBOX_PUBLIC_URL: optionalUrl,
  PAYMENT_SANDBOX_YOOKASSA_SHOP_ID: withDefault('sandbox-shop'),
  PAYMENT_SANDBOX_YOOKASSA_SECRET_KEY: withDefault('test_sandbox_yookassa_secret'),
  PAYMENT_SANDBOX_YOOKASSA_WEBHOOK_URL: optionalUrl,
  PAYMENT_SANDBOX_YOOKASSA_RECEIPT_REQUIRED: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  PAYMENT_SANDBOX_STRIPE_SECRET_KEY: withDefault('sk_test_otklik_sandbox'),
  PAYMENT_SANDBOX_STRIPE_WEBHOOK_SECRET: withDefault('whsec_otklik_sandbox'),
  PAYMENT_SANDBOX_STRIPE_WEBHOOK_URL: optionalUrl,
  PAYMENT_SANDBOX_WEBHOOK_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(5000)),
  PAYMENT_SANDBOX_LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
});

/**
 * The payment sandbox's configuration, parsed once at boot.
 * - `publicUrl`: base of every URL the sandbox hands out (confirmation pages, Checkout URLs).
 * - `yookassa`: the shop's Basic-auth credentials, the notification URL (none: notifications are only recorded) and
 *   whether a 54-FZ `receipt` is mandatory on every payment (as for a shop with online receipts enabled).
 * - `stripe`: the secret key the SDK sends as a bearer token, the webhook signing secret (`whsec_…`) and URL.
 * - `webhookTimeoutMs`: how long one webhook delivery may take before it is recorded as failed (ms).
 */
export interface PaymentSandboxConfig {
  port: number;
  host: string;
  publicUrl: string;
  yookassa: { shopId: string; secretKey: string; webhookUrl: string | null; receiptRequired: boolean };
  stripe: { secretKey: string; webhookSecret: string; webhookUrl: string | null };
  webhookTimeoutMs: number;
  logLevel: string;
}

/**
 * Reads and validates the environment (the only reader of process.env in the payment sandbox).
 * Defaults: port 8095 on 127.0.0.1, public URL http://{host}:{port}, sandbox-only test credentials
 * (shop 'sandbox-shop', 'sk_test_otklik_sandbox', 'whsec_otklik_sandbox'), no webhook URLs, receipts required,
 * 5000 ms per webhook delivery.
 * @throws Error listing every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): PaymentSandboxConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid payment sandbox configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PAYMENT_SANDBOX_PORT,
    host: e.PAYMENT_SANDBOX_HOST,
    publicUrl: (e.PAYMENT_SANDBOX_PUBLIC_URL ?? `http://${e.PAYMENT_SANDBOX_HOST}:${e.PAYMENT_SANDBOX_PORT}`).replace(/\/+$/, ''),
    yookassa: {
      shopId: e.PAYMENT_SANDBOX_YOOKASSA_SHOP_ID,
      secretKey: e.PAYMENT_SANDBOX_YOOKASSA_SECRET_KEY,
      webhookUrl: e.PAYMENT_SANDBOX_YOOKASSA_WEBHOOK_URL ?? null,
      receiptRequired: e.PAYMENT_SANDBOX_YOOKASSA_RECEIPT_REQUIRED === 'true',
    },
    stripe: {
      secretKey: e.PAYMENT_SANDBOX_STRIPE_SECRET_KEY,
      webhookSecret: e.PAYMENT_SANDBOX_STRIPE_WEBHOOK_SECRET,
      webhookUrl: e.PAYMENT_SANDBOX_STRIPE_WEBHOOK_URL ?? null,
    },
    webhookTimeoutMs: e.PAYMENT_SANDBOX_WEBHOOK_TIMEOUT_MS,
    logLevel: e.PAYMENT_SANDBOX_LOG_LEVEL,
  };
}
