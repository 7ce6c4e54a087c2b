import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { YooKassaError, invalid } from '../http/yookassa-errors';
import { YOOKASSA_TEST_CARDS, type YooKassaCard } from './cards';
import type { SandboxClock } from './clock';
import { yookassaId } from './ids';
import type { WebhookDispatcher } from './webhooks';

const amountSchema = z.object({
  value: z
    .union([z.string(), z.number()])
    .transform((v) => String(v))
    .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/)),
  currency: z.literal('RUB'),
});

/** A 54-FZ receipt as YooKassa takes it: a customer contact and 1–100 items with VAT codes 1–12. */
const receiptSchema = z.object({
  customer: z
    .object({
      email: z.email().optional(),
      phone: z
        .string()
        .regex(/^\d{11,15}$/)
        .optional(),
      full_name: z.string().max(256).optional(),
      inn: z.string().optional(),
    })
    .refine((c) => c.email || c.phone, { message: 'receipt.customer needs email or phone' }),
  items: z
    .array(
      z.object({
        description: z.string().min(1).max(128),
        quantity: z.union([z.string(), z.number()]).transform(Number).pipe(z.number().positive()),
        amount: amountSchema,
        vat_code: z.number().int().min(1).max(12),
        payment_subject: z
          .enum([
            'commodity',
            'excise',
            'job',
            'service',
            'payment',
            'another',
            'property_right',
            'non_operating_gain',
            'agent_commission',
            'composite',
            'intellectual_activity',
          ])
          .optional(),
        payment_mode: z.enum(['full_prepayment', 'partial_prepayment', 'advance', 'full_payment', 'partial_payment', 'credit', 'credit_payment']).optional(),
      }),
    )
    .min(1)
    .max(100),
  tax_system_code: z.number().int().min(1).max(6).optional(),
});

const metadataSchema = z
  .record(z.string().max(32), z.union([z.string().max(512), z.number(), z.boolean()]).transform(String))
  .refine((m) => Object.keys(m).length <= 16, { message: 'metadata has more than 16 keys' });

const createPaymentSchema = z.object({
  amount: amountSchema,
  description: z.string().max(128).optional(),
  capture: z.boolean().optional(),
  confirmation: z
    .object({ type: z.literal('redirect'), return_url: z.url().max(2048), locale: z.enum(['ru_RU', 'en_US']).optional(), enforce: z.boolean().optional() })
    .optional(),
  save_payment_method: z.boolean().optional(),
  payment_method_id: z.string().min(1).optional(),
  payment_method_data: z
    .object({ type: z.literal('bank_card') })
    .loose()
    .optional(),
  receipt: receiptSchema.optional(),
  metadata: metadataSchema.optional(),
  merchant_customer_id: z.string().max(200).optional(),
  client_ip: z.string().optional(),
});

/** The payment object YooKassa answers with (the fields this sandbox models). */
export interface YooKassaPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: 'RUB' };
  income_amount?: { value: string; currency: 'RUB' };
  description?: string;
  recipient: { account_id: string; gateway_id: string };
  payment_method?: {
    type: 'bank_card';
    id: string;
    saved: boolean;
    title: string;
    card: { first6: string; last4: string; expiry_month: string; expiry_year: string; card_type: string; issuer_country: string };
  };
  captured_at?: string;
  created_at: string;
  expires_at?: string;
  confirmation?: { type: 'redirect'; return_url: string; confirmation_url: string };
  test: true;
  refundable: boolean;
  refunded_amount?: { value: string; currency: string };
  receipt_registration?: 'pending' | 'succeeded' | 'canceled';
  metadata: Record<string, string>;
  cancellation_details?: { party: string; reason: string };
  authorization_details?: { rrn: string; auth_code: string; three_d_secure: { applied: boolean } };
  merchant_customer_id?: string;
}

/** A refund as YooKassa answers it (amount in rubles as a string). */
export interface YooKassaRefundObject {
  id: string;
  payment_id: string;
  status: 'succeeded';
  amount: { value: string; currency: string };
  created_at: string;
  description?: string;
}

interface PaymentRecord {
  payment: YooKassaPayment;
  capture: boolean;
  save: boolean;
  /** Where the confirmation page sends the buyer back (the request's `confirmation.return_url`). */
  returnUrl: string | null;
  /** The card entered, waiting for its 3-D Secure step. */
  awaiting3ds: { number: string; card: YooKassaCard; expiry: { month: number; year: number } } | null;
}

/** A card saved by a payment with `save_payment_method: true`, usable later as `payment_method_id`. */
interface SavedMethod {
  id: string;
  number: string;
  card: YooKassaCard;
  method: NonNullable<YooKassaPayment['payment_method']>;
}

const iso = (ms: number) => new Date(ms).toISOString();
const toKopecks = (value: string) => Math.round(Number(value) * 100);

/** YooKassa's half of the sandbox: payments, saved cards, idempotence keys and the charge controls. */
export class YooKassaState {
  readonly payments = new Map<string, PaymentRecord>();
  readonly savedMethods = new Map<string, SavedMethod>();
  readonly refunds = new Map<string, YooKassaRefundObject>();
  private readonly idempotence = new Map<string, { hash: string; status: number; body: unknown }>();
  /** Reasons for the next recurring (saved-card) charges to fail, used first-in first-out. */
  failNextRecurring: string[] = [];

  constructor(
    private readonly clock: SandboxClock,
    private readonly webhooks: WebhookDispatcher,
    private readonly shopId: string,
    private readonly receiptRequired: boolean,
    private readonly publicUrl: () => string,
  ) {}

  reset(): void {
    this.payments.clear();
    this.refunds.clear();
    this.savedMethods.clear();
    this.idempotence.clear();
    this.failNextRecurring = [];
  }

  /**
   * Runs a POST once per Idempotence-Key: the same key with the same body answers the first result again; the same
   * key with another body is refused as YooKassa does (400 invalid_request "Idempotence key duplicated").
   */
  async idempotent(key: string | undefined, scope: string, body: unknown, run: () => Promise<{ status: number; body: unknown }>) {
    if (!key) throw invalid('Idempotence-Key header is missing', 'Idempotence-Key');
    if (key.length > 64) throw invalid('Idempotence key is too long. Send the value in accordance with the documentation', 'Idempotence-Key');
    const hash = createHash('sha256')
      .update(`${scope}\n${canonicalJson(body)}`)
      .digest('hex');
    const seen = this.idempotence.get(key);
    if (seen) {
      if (seen.hash !== hash) throw invalid('Idempotence key duplicated', 'Idempotence-Key');
      return { status: seen.status, body: seen.body };
    }
    const out = await run();
    this.idempotence.set(key, { hash, ...out });
    return out;
  }

  /** Creates a payment: pending with a confirmation URL, or charged at once from a saved card (`payment_method_id`). */
  async create(raw: unknown): Promise<YooKassaPayment> {
    const parsed = createPaymentSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw invalid(`${issue.path.join('.') || 'body'}: ${issue.message}`, issue.path.join('.') || undefined);
    }
    const req = parsed.data;
    if (Number(req.amount.value) <= 0) throw invalid('Amount must be greater than zero', 'amount.value');
    if (!req.receipt && this.receiptRequired) throw invalid('Receipt is missing or illegal', 'receipt');
    if (req.receipt) {
      const sum = req.receipt.items.reduce((acc, item) => acc + Math.round(toKopecks(item.amount.value) * item.quantity), 0);
      if (sum !== toKopecks(req.amount.value)) throw invalid('The sum of receipt items does not match the payment amount', 'receipt.items');
    }
    const saved = req.payment_method_id ? this.savedMethods.get(req.payment_method_id) : undefined;
    if (req.payment_method_id && !saved) throw invalid('Payment method is not found or not saved', 'payment_method_id');
    if (!saved && !req.confirmation) throw invalid('Confirmation is required for this payment method', 'confirmation');
    const id = yookassaId();
    const now = this.clock.now();
    const payment: YooKassaPayment = {
      id,
      status: 'pending',
      paid: false,
      amount: { value: Number(req.amount.value).toFixed(2), currency: 'RUB' },
      ...(req.description ? { description: req.description } : {}),
      recipient: { account_id: this.shopId, gateway_id: `${this.shopId}-gw` },
      created_at: iso(now),
      expires_at: iso(now + 60 * 60_000),
      test: true,
      refundable: false,
      metadata: req.metadata ?? {},
      ...(req.receipt ? { receipt_registration: 'pending' as const } : {}),
      ...(req.merchant_customer_id ? { merchant_customer_id: req.merchant_customer_id } : {}),
    };
    const record: PaymentRecord = {
      payment,
      capture: req.capture ?? false,
      save: req.save_payment_method ?? false,
      returnUrl: req.confirmation?.return_url ?? null,
      awaiting3ds: null,
    };
    this.payments.set(id, record);
    if (saved) {
      payment.payment_method = { ...saved.method, saved: true };
      const reason = this.failNextRecurring.shift();
      if (reason) await this.cancel(record, { party: 'payment_network', reason });
      else await this.authorise(record, saved.number, saved.card, false);
    } else {
      payment.confirmation = { type: 'redirect', return_url: req.confirmation!.return_url, confirmation_url: `${this.publicUrl()}/yookassa/checkout/${id}` };
    }
    return structuredClone(payment);
  }

  get(id: string): YooKassaPayment {
    const record = this.payments.get(id);
    if (!record) throw new YooKassaError(404, 'not_found', 'Payment not found', 'payment_id');
    return structuredClone(record.payment);
  }

  record(id: string): PaymentRecord | undefined {
    return this.payments.get(id);
  }

  /** Captures a payment waiting for capture (two-stage payments). */
  async capture(id: string): Promise<YooKassaPayment> {
    const record = this.payments.get(id);
    if (!record) throw new YooKassaError(404, 'not_found', 'Payment not found', 'payment_id');
    if (record.payment.status === 'succeeded') return structuredClone(record.payment);
    if (record.payment.status !== 'waiting_for_capture')
      throw invalid(`Payment has status ${record.payment.status}; only waiting_for_capture can be captured`, 'payment_id');
    await this.succeed(record);
    return structuredClone(record.payment);
  }

  /**
   * POST /v3/refunds {payment_id, amount: {value, currency}, description?}: returns money of a succeeded payment
   * (at most what is left of it). Sends refund.succeeded.
   */
  async refund(body: unknown): Promise<YooKassaRefundObject> {
    const req = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const paymentId = typeof req.payment_id === 'string' ? req.payment_id : '';
    const record = this.payments.get(paymentId);
    if (!record) throw new YooKassaError(404, 'not_found', 'Payment not found', 'payment_id');
    const p = record.payment;
    if (p.status !== 'succeeded') throw invalid(`Payment has status ${p.status}; only succeeded payments can be refunded`, 'payment_id');
    const amount = (req.amount && typeof req.amount === 'object' ? req.amount : {}) as Record<string, unknown>;
    const kopecks = typeof amount.value === 'string' ? toKopecks(amount.value) : NaN;
    const left = toKopecks(p.amount.value) - toKopecks(p.refunded_amount?.value ?? '0');
    if (!Number.isInteger(kopecks) || kopecks <= 0 || kopecks > left || amount.currency !== p.amount.currency)
      throw invalid('Refund amount is not valid for this payment', 'amount');
    const refunded = toKopecks(p.refunded_amount?.value ?? '0') + kopecks;
    p.refunded_amount = { value: (refunded / 100).toFixed(2), currency: p.amount.currency };
    p.refundable = refunded < toKopecks(p.amount.value);
    const refund: YooKassaRefundObject = {
      id: randomUUID(),
      payment_id: p.id,
      status: 'succeeded',
      amount: { value: (kopecks / 100).toFixed(2), currency: p.amount.currency },
      created_at: iso(this.clock.now()),
      ...(typeof req.description === 'string' ? { description: req.description } : {}),
    };
    this.refunds.set(refund.id, refund);
    await this.webhooks.emit({
      id: `yk_${randomUUID()}`,
      provider: 'yookassa',
      type: 'refund.succeeded',
      objectId: refund.id,
      payload: JSON.stringify({ type: 'notification', event: 'refund.succeeded', object: refund }),
    });
    return structuredClone(refund);
  }

  /** Cancels a payment waiting for capture (the merchant's cancel). */
  async cancelByMerchant(id: string): Promise<YooKassaPayment> {
    const record = this.payments.get(id);
    if (!record) throw new YooKassaError(404, 'not_found', 'Payment not found', 'payment_id');
    if (record.payment.status === 'canceled') return structuredClone(record.payment);
    if (record.payment.status !== 'waiting_for_capture')
      throw invalid(`Payment has status ${record.payment.status}; only waiting_for_capture can be canceled`, 'payment_id');
    await this.cancel(record, { party: 'merchant', reason: 'canceled_by_merchant' });
    return structuredClone(record.payment);
  }

  /** The buyer entered a card on the confirmation page: decline, ask for 3-D Secure, or authorise. */
  async submitCard(record: PaymentRecord, number: string, expiry: { month: number; year: number }): Promise<'done' | '3ds'> {
    const card = YOOKASSA_TEST_CARDS[number]!;
    if (card.threeDs) {
      record.awaiting3ds = { number, card, expiry };
      return '3ds';
    }
    await this.finishCard(record, number, card, expiry, false);
    return 'done';
  }

  /** The 3-D Secure step answered: confirmed or refused by the buyer. */
  async submit3ds(record: PaymentRecord, confirmed: boolean): Promise<void> {
    const pending = record.awaiting3ds;
    if (!pending) return;
    record.awaiting3ds = null;
    if (!confirmed) return void (await this.cancel(record, { party: 'payment_network', reason: '3d_secure_failed' }));
    await this.finishCard(record, pending.number, pending.card, pending.expiry, true);
  }

  /** The buyer left the confirmation page without paying. */
  async abandon(record: PaymentRecord): Promise<void> {
    if (record.payment.status === 'pending') await this.cancel(record, { party: 'yoo_money', reason: 'expired_on_confirmation' });
  }

  private async finishCard(record: PaymentRecord, number: string, card: YooKassaCard, expiry: { month: number; year: number }, threeDs: boolean) {
    record.payment.payment_method = {
      type: 'bank_card',
      id: yookassaId(),
      saved: false,
      title: `Bank card *${number.slice(-4)}`,
      card: {
        first6: number.slice(0, 6),
        last4: number.slice(-4),
        expiry_month: String(expiry.month).padStart(2, '0'),
        expiry_year: String(expiry.year),
        card_type: card.brand,
        issuer_country: 'RU',
      },
    };
    if (card.decline) return this.cancel(record, card.decline);
    if (record.save) {
      record.payment.payment_method.saved = true;
      const method = record.payment.payment_method;
      this.savedMethods.set(method.id, { id: method.id, number, card, method: structuredClone(method) });
    }
    await this.authorise(record, number, card, threeDs);
  }

  private async authorise(record: PaymentRecord, _number: string, _card: YooKassaCard, threeDs: boolean) {
    const p = record.payment;
    p.paid = true;
    p.authorization_details = {
      rrn: String(Math.floor(Math.random() * 1e12)).padStart(12, '0'),
      auth_code: String(Math.floor(Math.random() * 1e6)).padStart(6, '0'),
      three_d_secure: { applied: threeDs },
    };
    delete p.confirmation;
    if (record.capture) return this.succeed(record);
    p.status = 'waiting_for_capture';
    p.expires_at = iso(this.clock.now() + 7 * 24 * 3600_000);
    await this.notify('payment.waiting_for_capture', p);
  }

  private async succeed(record: PaymentRecord) {
    const p = record.payment;
    p.status = 'succeeded';
    p.paid = true;
    p.captured_at = iso(this.clock.now());
    p.income_amount = { value: ((toKopecks(p.amount.value) * 0.965) / 100).toFixed(2), currency: 'RUB' };
    p.refundable = true;
    delete p.expires_at;
    if (p.receipt_registration) p.receipt_registration = 'succeeded';
    await this.notify('payment.succeeded', p);
  }

  private async cancel(record: PaymentRecord, details: { party: string; reason: string }) {
    const p = record.payment;
    p.status = 'canceled';
    p.paid = false;
    p.cancellation_details = details;
    delete p.confirmation;
    delete p.expires_at;
    if (p.receipt_registration) p.receipt_registration = 'canceled';
    if (p.payment_method) p.payment_method.saved = false;
    await this.notify('payment.canceled', p);
  }

  private async notify(event: string, payment: YooKassaPayment) {
    const object = structuredClone(payment);
    await this.webhooks.emit({
      id: `yk_${randomUUID()}`,
      provider: 'yookassa',
      type: event,
      objectId: payment.id,
      payload: JSON.stringify({ type: 'notification', event, object }),
    });
  }
}

/** JSON with sorted keys, so the same parameters give the same idempotence hash whatever their order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
