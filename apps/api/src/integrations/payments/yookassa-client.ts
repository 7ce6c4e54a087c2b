import { z } from 'zod';
import { PaymentProviderError, type PaymentErrorKind } from './payments-errors';

/**
 * A thin typed client for the YooKassa API v3 (payments): HTTP Basic auth with
 * shopId:secretKey, an Idempotence-Key on every POST, JSON bodies, and answers validated with zod.
 * (No maintained typed Node SDK lets the base URL be set, so this one is written on fetch.)
 */

const amountSchema = z.object({ value: z.string(), currency: z.string() });

/** The payment object, as far as Otklik reads it. Unknown fields are kept (`loose`). */
export const yooKassaPaymentSchema = z
  .object({
    id: z.string().min(1),
    status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
    paid: z.boolean(),
    amount: amountSchema,
    description: z.string().optional(),
    payment_method: z
      .object({
        type: z.string(),
        id: z.string(),
        saved: z.boolean(),
        title: z.string().optional(),
        card: z.object({ last4: z.string(), first6: z.string().optional(), card_type: z.string().optional() }).loose().optional(),
      })
      .loose()
      .optional(),
    confirmation: z.object({ type: z.string(), confirmation_url: z.string().optional(), return_url: z.string().optional() }).loose().optional(),
    created_at: z.string(),
    captured_at: z.string().optional(),
    metadata: z.record(z.string(), z.string()).optional(),
    cancellation_details: z.object({ party: z.string(), reason: z.string() }).optional(),
    test: z.boolean(),
    receipt_registration: z.string().optional(),
  })
  .loose();
export type YooKassaPayment = z.infer<typeof yooKassaPaymentSchema>;

const errorSchema = z.object({ type: z.literal('error'), code: z.string(), description: z.string().optional(), parameter: z.string().optional() });

/** A 54-FZ receipt item (spec: customer e-mail, item, VAT code). Amounts as YooKassa strings ("990.00"). */
export interface YooKassaReceipt {
  customer: { email: string };
  items: {
    description: string;
    quantity: number;
    amount: { value: string; currency: 'RUB' };
    vat_code: number;
    payment_subject: 'service';
    payment_mode: 'full_payment';
  }[];
  tax_system_code?: number;
}

/** The body of POST /v3/payments this client sends. */
export interface YooKassaCreatePayment {
  amount: { value: string; currency: 'RUB' };
  capture: boolean;
  description: string;
  confirmation?: { type: 'redirect'; return_url: string; locale: 'ru_RU' };
  save_payment_method?: boolean;
  payment_method_id?: string;
  receipt: YooKassaReceipt;
  metadata: Record<string, string>;
}

export interface YooKassaClientOptions {
  apiUrl: string;
  shopId: string;
  secretKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** A YooKassa refund (POST /v3/refunds): `status` succeeded, pending or canceled. */
export const yooKassaRefundSchema = z
  .object({ id: z.string(), payment_id: z.string(), status: z.enum(['pending', 'succeeded', 'canceled']), amount: amountSchema, created_at: z.string() })
  .loose();
export type YooKassaRefund = z.infer<typeof yooKassaRefundSchema>;

/** What a YooKassa object id looks like (UUID-like: letters, digits, dashes and underscores, at most 64). */
export const YOOKASSA_ID = /^[A-Za-z0-9_-]{1,64}$/;

const KIND_BY_STATUS: Record<number, PaymentErrorKind> = { 401: 'unauthorized', 403: 'unauthorized', 404: 'not_found', 429: 'unavailable' };

/** Builds the client. Every method throws {@link PaymentProviderError} on a refusal, a bad answer or no answer. */
export function createYooKassaClient(options: YooKassaClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;

  async function call<T = YooKassaPayment>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotenceKey?: string,
    schema: z.ZodType<T> = yooKassaPaymentSchema as unknown as z.ZodType<T>,
  ): Promise<T> {
    const headers: Record<string, string> = { Authorization: auth, Accept: 'application/json' };
    if (method === 'POST') {
      headers['Content-Type'] = 'application/json';
      headers['Idempotence-Key'] = idempotenceKey!;
    }
    let res: Response;
    try {
      res = await doFetch(`${options.apiUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      throw new PaymentProviderError('yookassa', 'unavailable', `YooKassa did not answer ${method} ${path}`, null, null, { cause: err });
    }
    const text = await res.text().catch(() => '');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!res.ok) {
      const err = errorSchema.safeParse(json);
      const code = err.success ? err.data.code : null;
      let kind: PaymentErrorKind = res.status >= 500 ? 'unavailable' : (KIND_BY_STATUS[res.status] ?? 'invalid_request');
      if (err.success && err.data.parameter === 'Idempotence-Key' && /duplicated/i.test(err.data.description ?? '')) kind = 'idempotence_conflict';
      const detail = err.success
        ? `${err.data.code}${err.data.parameter ? ` (${err.data.parameter})` : ''}: ${err.data.description ?? ''}`
        : `HTTP ${res.status}`;
      throw new PaymentProviderError('yookassa', kind, `YooKassa refused ${method} ${path}: ${detail}`, res.status, code);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new PaymentProviderError('yookassa', 'unavailable', `YooKassa answered ${method} ${path} with an unexpected body`, res.status, null, {
        cause: parsed.error,
      });
    return parsed.data;
  }

  /** A payment id as YooKassa makes them (letters, digits, dashes); anything else cannot name a payment. */
  const pathId = (id: string) => {
    if (!YOOKASSA_ID.test(id)) throw new PaymentProviderError('yookassa', 'not_found', 'not a YooKassa payment id', 404, 'not_found');
    return id;
  };

  return {
    /** POST /v3/payments. The same key with the same body answers the same payment (safe to retry). */
    createPayment: (body: YooKassaCreatePayment, idempotenceKey: string) => call('POST', '/payments', body, idempotenceKey),
    /** GET /v3/payments/{id}: the payment's current state, the only source Otklik trusts. */
    getPayment: (id: string) => call('GET', `/payments/${pathId(id)}`),
    /** POST /v3/payments/{id}/capture for two-stage payments. */
    capturePayment: (id: string, idempotenceKey: string) => call('POST', `/payments/${pathId(id)}/capture`, {}, idempotenceKey),
    /** POST /v3/payments/{id}/cancel for a payment waiting for capture. */
    cancelPayment: (id: string, idempotenceKey: string) => call('POST', `/payments/${pathId(id)}/cancel`, {}, idempotenceKey),
    /** POST /v3/refunds: returns `amount` (rubles as a string, e.g. "990.00") of a succeeded payment to the payer. */
    createRefund: (body: { payment_id: string; amount: { value: string; currency: 'RUB' }; description?: string }, idempotenceKey: string) =>
      call('POST', '/refunds', { ...body, payment_id: pathId(body.payment_id) }, idempotenceKey, yooKassaRefundSchema),
  };
}

export type YooKassaClient = ReturnType<typeof createYooKassaClient>;
