import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normaliseCardNumber, STRIPE_TEST_CARDS, type StripeCard } from './cards';
import type { SandboxClock } from './clock';
import { cardFields, esc, parseExpiry, sendPage } from './html';
import { stripeId } from './ids';
import type { WebhookDispatcher } from './webhooks';

/** The API version stamped on events: the one the pinned `stripe` SDK (23.1.0) sends. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** Stripe's error body `{error:{type, code?, decline_code?, message, param?}}` with its HTTP status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error',
    message: string,
    readonly extra: { code?: string; param?: string; decline_code?: string } = {},
  ) {
    super(message);
  }
}

const missing = (param: string) => new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, { code: 'parameter_missing', param });
const badParam = (param: string, message: string) => new StripeApiError(400, 'invalid_request_error', message, { code: 'parameter_invalid', param });
const noSuch = (kind: string, id: string, param = 'id') => new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param });

type Form = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const int = (v: unknown, param: string): number | undefined => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw badParam(param, `Invalid integer: ${String(v)}`);
  return n;
};
const bool = (v: unknown): boolean | undefined => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : undefined);
const obj = (v: unknown): Form => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Form) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v as Form) : []);
const metadataOf = (v: unknown): Record<string, string> => Object.fromEntries(Object.entries(obj(v)).map(([k, val]) => [k, String(val)]));

interface Price {
  id: string;
  product: string;
  unit_amount: number;
  currency: string;
  recurring: { interval: 'day' | 'week' | 'month' | 'year'; interval_count: number };
  metadata: Record<string, string>;
  created: number;
}
interface Product { id: string; name: string; created: number; metadata: Record<string, string> }
interface Coupon {
  id: string;
  name: string | null;
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: 'once' | 'forever' | 'repeating';
  duration_in_months: number | null;
  created: number;
  metadata: Record<string, string>;
  times_redeemed: number;
}
interface Customer { id: string; email: string | null; name: string | null; metadata: Record<string, string>; created: number; default_payment_method: string | null }
interface PaymentMethod { id: string; number: string; card: StripeCard; customer: string; exp_month: number; exp_year: number; created: number }
interface LineItem { id: string; price: Price; quantity: number }
interface Session {
  id: string;
  created: number;
  expires_at: number;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  success_url: string;
  cancel_url: string | null;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  subscription_metadata: Record<string, string>;
  line_items: LineItem[];
  coupon: Coupon | null;
  subscription: string | null;
  invoice: string | null;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  awaiting3ds: { number: string; card: StripeCard; email: string; expiry: { month: number; year: number } } | null;
}
interface Subscription {
  id: string;
  customer: string;
  items: { id: string; price: Price; quantity: number; created: number }[];
  status: 'active' | 'past_due' | 'canceled';
  created: number;
  start_date: number;
  period_start: number;
  period_end: number;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_reason: 'cancellation_requested' | 'payment_failed' | null;
  metadata: Record<string, string>;
  latest_invoice: string | null;
  default_payment_method: string;
  coupon: Coupon | null;
  invoices_issued: number;
}
interface Invoice {
  id: string;
  customer: string;
  customer_email: string | null;
  subscription: string;
  subscription_metadata: Record<string, string>;
  status: 'open' | 'paid';
  currency: string;
  subtotal: number;
  total: number;
  amount_paid: number;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  attempt_count: number;
  next_payment_attempt: number | null;
  period_start: number;
  period_end: number;
  created: number;
  paid_at: number | null;
  lines: { price: Price; quantity: number; amount: number; start: number; end: number }[];
  last_decline: string | null;
  /** The payment intent that paid it (`pi_…`), set when paid; refunds name it. */
  payment_intent?: string | null;
  /** Cents refunded so far. */
  amount_refunded?: number;
}

/** A refund of a paid invoice's payment intent (POST /v1/refunds). */
interface Refund { id: string; amount: number; currency: string; payment_intent: string; status: 'succeeded'; created: number; reason: string | null; metadata: Record<string, string> }

/** Stripe retries a failed renewal this often, and gives up (cancelling the subscription) after this many attempts. */
const RETRY_INTERVAL_S = 24 * 3600;
const MAX_RENEWAL_ATTEMPTS = 4;

/** Adds `count` intervals to a unix time (calendar months in UTC, as Stripe bills). */
function addInterval(seconds: number, interval: Price['recurring']['interval'], count: number): number {
  const d = new Date(seconds * 1000);
  if (interval === 'day') d.setUTCDate(d.getUTCDate() + count);
  else if (interval === 'week') d.setUTCDate(d.getUTCDate() + 7 * count);
  else if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + count);
  else d.setUTCFullYear(d.getUTCFullYear() + count);
  return Math.floor(d.getTime() / 1000);
}

/** Stripe's half of the sandbox: customers, prices, coupons, Checkout sessions, subscriptions, invoices, events. */
export class StripeState {
  readonly customers = new Map<string, Customer>();
  readonly products = new Map<string, Product>();
  readonly prices = new Map<string, Price>();
  readonly coupons = new Map<string, Coupon>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  /** Payment intent id → the invoice it paid. */
  readonly intents = new Map<string, string>();
  readonly refunds = new Map<string, Refund>();
  readonly sessions = new Map<string, Session>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  private readonly idempotency = new Map<string, { hash: string; status: number; body: unknown }>();
  /** Decline codes for the next renewal charges to fail with, used first-in first-out. */
  failNextRenewal: string[] = [];

  constructor(
    private readonly clock: SandboxClock,
    private readonly webhooks: WebhookDispatcher,
    private readonly publicUrl: () => string,
  ) {}

  reset(): void {
    for (const m of [this.customers, this.products, this.prices, this.coupons, this.paymentMethods, this.intents, this.refunds, this.sessions, this.subscriptions, this.invoices, this.idempotency]) m.clear();
    this.failNextRenewal = [];
  }

  /** Replays a POST answered before under the same Idempotency-Key; another body under that key is an error. */
  async idempotent(key: string | undefined, scope: string, body: unknown, run: () => Promise<unknown>): Promise<{ status: number; body: unknown }> {
    if (!key) return { status: 200, body: await run() };
    const hash = createHash('sha256').update(`${scope}\n${JSON.stringify(body)}`).digest('hex');
    const seen = this.idempotency.get(key);
    if (seen) {
      if (seen.hash !== hash) {
        throw new StripeApiError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`);
      }
      return { status: seen.status, body: seen.body };
    }
    const out = { status: 200, body: await run() };
    this.idempotency.set(key, { hash, ...out });
    return out;
  }

  // ---- customers, products, prices, coupons -------------------------------------------------------------------

  createCustomer(form: Form): Customer {
    const c: Customer = { id: stripeId('cus'), email: str(form.email) ?? null, name: str(form.name) ?? null, metadata: metadataOf(form.metadata), created: this.clock.nowSeconds(), default_payment_method: null };
    this.customers.set(c.id, c);
    return c;
  }

  customer(id: string): Customer {
    const c = this.customers.get(id);
    if (!c) throw noSuch('customer', id);
    return c;
  }

  createProduct(form: Form): Product {
    const name = str(form.name);
    if (!name) throw missing('name');
    const p: Product = { id: str(form.id) ?? stripeId('prod'), name, created: this.clock.nowSeconds(), metadata: metadataOf(form.metadata) };
    this.products.set(p.id, p);
    return p;
  }

  /** Creates a recurring price from `price_data`-like fields (`product` or `product_data[name]`). */
  createPrice(form: Form, param = 'price_data'): Price {
    const currency = str(form.currency)?.toLowerCase();
    if (!currency) throw missing(`${param}[currency]`);
    const unit = int(form.unit_amount, `${param}[unit_amount]`);
    if (unit === undefined) throw missing(`${param}[unit_amount]`);
    const recurring = obj(form.recurring);
    const interval = str(recurring.interval);
    if (!interval) throw missing(`${param}[recurring]`);
    if (!['day', 'week', 'month', 'year'].includes(interval)) throw badParam(`${param}[recurring][interval]`, `Invalid interval: ${interval}`);
    let product = str(form.product);
    if (!product) {
      const data = obj(form.product_data);
      if (!str(data.name)) throw missing(`${param}[product_data][name]`);
      product = this.createProduct(data).id;
    } else if (!this.products.has(product)) throw noSuch('product', product, `${param}[product]`);
    const price: Price = {
      id: stripeId('price'),
      product,
      unit_amount: unit,
      currency,
      recurring: { interval: interval as Price['recurring']['interval'], interval_count: int(recurring.interval_count, `${param}[recurring][interval_count]`) ?? 1 },
      metadata: metadataOf(form.metadata),
      created: this.clock.nowSeconds(),
    };
    this.prices.set(price.id, price);
    return price;
  }

  price(id: string, param = 'price'): Price {
    const p = this.prices.get(id);
    if (!p) throw noSuch('price', id, param);
    return p;
  }

  createCoupon(form: Form): Coupon {
    const percent = form.percent_off === undefined ? null : Number(form.percent_off);
    const amount = int(form.amount_off, 'amount_off') ?? null;
    if (percent === null && amount === null) throw missing('percent_off');
    if (percent !== null && !(percent > 0 && percent <= 100)) throw badParam('percent_off', 'percent_off must be between 0 and 100');
    if (amount !== null && !str(form.currency)) throw missing('currency');
    const duration = (str(form.duration) ?? 'once') as Coupon['duration'];
    if (!['once', 'forever', 'repeating'].includes(duration)) throw badParam('duration', `Invalid duration: ${duration}`);
    const coupon: Coupon = {
      id: str(form.id) ?? stripeId('coupon').slice(7, 15),
      name: str(form.name) ?? null,
      percent_off: percent,
      amount_off: amount,
      currency: str(form.currency)?.toLowerCase() ?? null,
      duration,
      duration_in_months: int(form.duration_in_months, 'duration_in_months') ?? null,
      created: this.clock.nowSeconds(),
      metadata: metadataOf(form.metadata),
      times_redeemed: 0,
    };
    if (this.coupons.has(coupon.id)) throw new StripeApiError(400, 'invalid_request_error', 'Coupon already exists.', { code: 'resource_already_exists', param: 'id' });
    this.coupons.set(coupon.id, coupon);
    return coupon;
  }

  coupon(id: string, param = 'coupon'): Coupon {
    const c = this.coupons.get(id);
    if (!c) throw noSuch('coupon', id, param);
    return c;
  }

  // ---- Checkout ----------------------------------------------------------------------------------------------

  /** Creates a Checkout session in subscription mode; its `url` is this sandbox's hosted page. */
  createSession(form: Form): Session {
    if (str(form.mode) !== 'subscription') throw badParam('mode', 'The sandbox supports Checkout in subscription mode only.');
    const successUrl = str(form.success_url);
    if (!successUrl) throw missing('success_url');
    const rawItems = list(form.line_items);
    if (rawItems.length === 0) throw missing('line_items');
    const line_items = rawItems.map((raw, i): LineItem => {
      const item = obj(raw);
      const quantity = int(item.quantity, `line_items[${i}][quantity]`) ?? 1;
      const priceId = str(item.price);
      const price = priceId ? this.price(priceId, `line_items[${i}][price]`) : item.price_data ? this.createPrice(obj(item.price_data), `line_items[${i}][price_data]`) : undefined;
      if (!price) throw missing(`line_items[${i}][price]`);
      return { id: stripeId('li'), price, quantity };
    });
    const currency = line_items[0]!.price.currency;
    if (line_items.some((li) => li.price.currency !== currency)) throw badParam('line_items', 'All line items must use the same currency.');
    const customer = str(form.customer);
    if (customer) this.customer(customer);
    const discounts = list(form.discounts);
    const couponId = discounts.length ? str(obj(discounts[0]).coupon) : undefined;
    const coupon = couponId ? this.coupon(couponId, 'discounts[0][coupon]') : null;
    const subtotal = line_items.reduce((s, li) => s + li.price.unit_amount * li.quantity, 0);
    const now = this.clock.nowSeconds();
    const session: Session = {
      id: stripeId('cs_test'),
      created: now,
      expires_at: now + 24 * 3600,
      status: 'open',
      payment_status: 'unpaid',
      success_url: successUrl,
      cancel_url: str(form.cancel_url) ?? null,
      client_reference_id: str(form.client_reference_id) ?? null,
      customer: customer ?? null,
      customer_email: str(form.customer_email) ?? null,
      metadata: metadataOf(form.metadata),
      subscription_metadata: metadataOf(obj(form.subscription_data).metadata),
      line_items,
      coupon,
      subscription: null,
      invoice: null,
      currency,
      amount_subtotal: subtotal,
      amount_total: subtotal - discountOf(coupon, subtotal),
      awaiting3ds: null,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  session(id: string): Session {
    const s = this.sessions.get(id);
    if (!s) throw noSuch('checkout.session', id, 'session');
    return s;
  }

  /** POST /v1/checkout/sessions/:id/expire: an open session can no longer be paid; Stripe sends checkout.session.expired. */
  async expireSession(id: string): Promise<Session> {
    const s = this.session(id);
    if (s.status !== 'open') throw new StripeApiError(400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired.`);
    s.status = 'expired';
    await this.event('checkout.session.expired', this.renderSession(s));
    return s;
  }

  /**
   * POST /v1/refunds {payment_intent, amount?, reason?, metadata?}: returns money of a paid invoice (all that is left
   * when `amount` is absent). Sends charge.refunded.
   */
  async createRefund(form: Form): Promise<Refund> {
    const pi = str(form.payment_intent);
    if (!pi) throw missing('payment_intent');
    const invoiceId = this.intents.get(pi);
    if (!invoiceId) throw noSuch('payment_intent', pi, 'payment_intent');
    const inv = this.invoice(invoiceId);
    const left = inv.amount_paid - (inv.amount_refunded ?? 0);
    const amount = int(form.amount, 'amount') ?? left;
    if (amount <= 0 || amount > left) throw badParam('amount', `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`);
    inv.amount_refunded = (inv.amount_refunded ?? 0) + amount;
    const refund: Refund = { id: stripeId('re'), amount, currency: inv.currency, payment_intent: pi, status: 'succeeded', created: this.clock.nowSeconds(), reason: str(form.reason) ?? null, metadata: metadataOf(form.metadata) };
    this.refunds.set(refund.id, refund);
    await this.event('charge.refunded', { id: stripeId('ch'), object: 'charge', amount: inv.amount_paid, amount_refunded: inv.amount_refunded, currency: inv.currency, customer: inv.customer, payment_intent: pi, refunded: inv.amount_refunded >= inv.amount_paid });
    return refund;
  }

  renderRefund(r: Refund) {
    return { id: r.id, object: 'refund', amount: r.amount, currency: r.currency, payment_intent: r.payment_intent, status: r.status, created: r.created, reason: r.reason, metadata: r.metadata };
  }

  /** GET /v1/payment_methods/:id: a saved card (brand, last 4 digits, expiry). */
  renderPaymentMethod(id: string) {
    const pm = this.paymentMethods.get(id);
    if (!pm) throw noSuch('payment_method', id);
    const brand = pm.number.startsWith('4') ? 'visa' : pm.number.startsWith('5') ? 'mastercard' : pm.number.startsWith('3') ? 'amex' : 'unknown';
    return { id: pm.id, object: 'payment_method', type: 'card', customer: pm.customer, created: pm.created, card: { brand, last4: pm.number.slice(-4), exp_month: pm.exp_month, exp_year: pm.exp_year, funding: 'credit', country: 'US' }, livemode: false, metadata: {} };
  }

  /** The hosted page's card submit: declined (message), 3-D Secure step, or paid. */
  async submitCard(session: Session, number: string, email: string, expiry: { month: number; year: number }): Promise<{ kind: 'declined'; code: string } | { kind: '3ds' } | { kind: 'paid' }> {
    const card = STRIPE_TEST_CARDS[number]!;
    if (card.checkout === 'declined') return { kind: 'declined', code: card.declineCode ?? 'generic_decline' };
    if (card.checkout === 'three_ds') {
      session.awaiting3ds = { number, card, email, expiry };
      return { kind: '3ds' };
    }
    await this.completeCheckout(session, number, card, email, expiry);
    return { kind: 'paid' };
  }

  /**
   * The 3-D Secure step's answer. A card already in 3-D Secure is charged when confirmed even if the session was
   * expired meanwhile (the payment was under way): the race in which a merchant sees two completed checkouts.
   */
  async submit3ds(session: Session, confirmed: boolean): Promise<boolean> {
    const pending = session.awaiting3ds;
    session.awaiting3ds = null;
    if (!pending || !confirmed) return false;
    await this.completeCheckout(session, pending.number, pending.card, pending.email, pending.expiry);
    return true;
  }

  private async completeCheckout(session: Session, number: string, card: StripeCard, email: string, expiry: { month: number; year: number }) {
    const now = this.clock.nowSeconds();
    const customer = session.customer ? this.customer(session.customer) : this.createCustomer({ email });
    const pm: PaymentMethod = { id: stripeId('pm'), number, card, customer: customer.id, exp_month: expiry.month, exp_year: expiry.year, created: now };
    this.paymentMethods.set(pm.id, pm);
    customer.default_payment_method = pm.id;
    const first = session.line_items[0]!.price;
    const sub: Subscription = {
      id: stripeId('sub'),
      customer: customer.id,
      items: session.line_items.map((li) => ({ id: stripeId('si'), price: li.price, quantity: li.quantity, created: now })),
      status: 'active',
      created: now,
      start_date: now,
      period_start: now,
      period_end: addInterval(now, first.recurring.interval, first.recurring.interval_count),
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      cancellation_reason: null,
      metadata: { ...session.subscription_metadata },
      latest_invoice: null,
      default_payment_method: pm.id,
      coupon: session.coupon,
      invoices_issued: 0,
    };
    if (session.coupon) session.coupon.times_redeemed += 1;
    this.subscriptions.set(sub.id, sub);
    const invoice = this.issueInvoice(sub, 'subscription_create', sub.period_start, sub.period_end);
    this.markPaid(invoice);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.customer = customer.id;
    session.customer_email = session.customer_email ?? customer.email;
    session.subscription = sub.id;
    session.invoice = invoice.id;
    await this.event('customer.subscription.created', this.renderSubscription(sub));
    await this.event('invoice.paid', this.renderInvoice(invoice));
    await this.event('invoice.payment_succeeded', this.renderInvoice(invoice));
    await this.event('checkout.session.completed', this.renderSession(session));
  }

  // ---- subscriptions and renewals ----------------------------------------------------------------------------

  subscription(id: string): Subscription {
    const s = this.subscriptions.get(id);
    if (!s) throw noSuch('subscription', id);
    return s;
  }

  /**
   * POST /v1/subscriptions/:id: `cancel_at_period_end` (schedule or undo the cancellation), `metadata`, and a price
   * change of an item (`items[0][id]` with `price` or `price_data`). `proration_behavior=always_invoice` charges the
   * prorated difference now (a failed charge leaves the subscription unchanged, 402); `none` bills the new price from
   * the next renewal.
   */
  async updateSubscription(id: string, form: Form): Promise<Subscription> {
    const sub = this.subscription(id);
    const previous: Record<string, unknown> = {};
    const items = list(form.items);
    if (items.length) await this.changePrice(sub, items, str(form.proration_behavior) ?? 'create_prorations', previous);
    const cape = bool(form.cancel_at_period_end);
    if (cape !== undefined && cape !== sub.cancel_at_period_end) {
      if (sub.status === 'canceled') throw new StripeApiError(400, 'invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.');
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      previous.cancel_at = sub.cancel_at_period_end ? sub.period_end : null;
      sub.cancel_at_period_end = cape;
      sub.cancellation_reason = cape ? 'cancellation_requested' : null;
    }
    if (form.metadata !== undefined) {
      previous.metadata = { ...sub.metadata };
      sub.metadata = { ...sub.metadata, ...metadataOf(form.metadata) };
    }
    if (Object.keys(previous).length) await this.event('customer.subscription.updated', this.renderSubscription(sub), previous);
    return sub;
  }

  private async changePrice(sub: Subscription, items: unknown[], proration: string, previous: Record<string, unknown>) {
    if (sub.status === 'canceled') throw new StripeApiError(400, 'invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.');
    if (proration !== 'always_invoice' && proration !== 'none') {
      throw badParam('proration_behavior', 'The sandbox supports proration_behavior always_invoice or none.');
    }
    const raw = obj(items[0]);
    const item = sub.items.find((it) => it.id === str(raw.id));
    if (!item) throw noSuch('subscription_item', String(raw.id ?? ''), 'items[0][id]');
    const priceId = str(raw.price);
    const price = priceId ? this.price(priceId, 'items[0][price]') : raw.price_data ? this.createPrice(obj(raw.price_data), 'items[0][price_data]') : undefined;
    if (!price) throw missing('items[0][price]');
    if (price.currency !== item.price.currency) throw badParam('items[0][price_data][currency]', 'The new price must use the subscription currency.');
    const old = item.price;
    const now = this.clock.nowSeconds();
    const fraction = Math.max(0, sub.period_end - now) / Math.max(1, sub.period_end - sub.period_start);
    const difference = Math.round((price.unit_amount - old.unit_amount) * item.quantity * fraction);
    previous.items = this.renderItems(sub);
    item.price = price;
    if (proration === 'always_invoice' && difference > 0) {
      const inv = this.issueInvoice(sub, 'subscription_update', now, sub.period_end);
      inv.lines = [{ price, quantity: item.quantity, amount: difference, start: now, end: sub.period_end }];
      inv.subtotal = difference;
      inv.total = difference;
      const pm = this.paymentMethods.get(sub.default_payment_method)!;
      const decline = this.failNextRenewal.shift() ?? (pm.card.renewal === 'authentication_required' ? 'authentication_required' : null);
      inv.attempt_count = 1;
      if (decline) {
        item.price = old;
        delete previous.items;
        inv.last_decline = decline;
        await this.event('invoice.payment_failed', this.renderInvoice(inv));
        throw new StripeApiError(402, 'card_error', 'Your card was declined.', { code: 'card_declined', decline_code: decline });
      }
      this.markPaid(inv);
      await this.event('invoice.paid', this.renderInvoice(inv));
      await this.event('invoice.payment_succeeded', this.renderInvoice(inv));
    }
  }

  /** DELETE /v1/subscriptions/:id: ends the subscription now. */
  async cancelSubscription(id: string): Promise<Subscription> {
    const sub = this.subscription(id);
    if (sub.status === 'canceled') throw new StripeApiError(404, 'invalid_request_error', `No such subscription: '${id}'`, { code: 'resource_missing', param: 'id' });
    await this.endSubscription(sub, 'cancellation_requested');
    return sub;
  }

  invoice(id: string): Invoice {
    const inv = this.invoices.get(id);
    if (!inv) throw noSuch('invoice', id);
    return inv;
  }

  /** POST /v1/invoices/:id/pay: charges an open invoice with the subscription's card now. */
  async payInvoice(id: string): Promise<Invoice> {
    const inv = this.invoice(id);
    if (inv.status === 'paid') throw new StripeApiError(400, 'invalid_request_error', 'Invoice is already paid', { code: 'invoice_already_paid' });
    const sub = this.subscription(inv.subscription);
    const ok = await this.attemptRenewal(sub, inv, this.clock.nowSeconds());
    if (!ok) throw new StripeApiError(402, 'card_error', 'Your card was declined.', { code: 'card_declined', decline_code: inv.last_decline ?? 'generic_decline' });
    return inv;
  }

  /** Runs everything the clock has made due: renewals, retries after failures, and cancellations at period end. */
  async processDue(): Promise<void> {
    for (const sub of this.subscriptions.values()) {
      for (let guard = 0; guard < 1000 && sub.status !== 'canceled'; guard++) {
        const now = this.clock.nowSeconds();
        const open = sub.latest_invoice ? this.invoices.get(sub.latest_invoice) : undefined;
        if (sub.status === 'past_due' && open?.status === 'open' && open.next_payment_attempt !== null && now >= open.next_payment_attempt) {
          await this.attemptRenewal(sub, open, open.next_payment_attempt);
          continue;
        }
        if (now < sub.period_end) break;
        if (sub.cancel_at_period_end || sub.status === 'past_due') {
          await this.endSubscription(sub, sub.cancel_at_period_end ? 'cancellation_requested' : 'payment_failed', sub.period_end);
          break;
        }
        const previous = { items: this.renderItems(sub) };
        const price = sub.items[0]!.price;
        sub.period_start = sub.period_end;
        sub.period_end = addInterval(sub.period_start, price.recurring.interval, price.recurring.interval_count);
        const inv = this.issueInvoice(sub, 'subscription_cycle', sub.period_start, sub.period_end);
        const ok = await this.attemptRenewal(sub, inv, sub.period_start, false);
        if (ok) await this.event('customer.subscription.updated', this.renderSubscription(sub), previous);
      }
    }
  }

  private issueInvoice(sub: Subscription, reason: Invoice['billing_reason'], start: number, end: number): Invoice {
    const customer = this.customer(sub.customer);
    const lines = sub.items.map((it) => ({ price: it.price, quantity: it.quantity, amount: it.price.unit_amount * it.quantity, start, end }));
    const subtotal = lines.reduce((s, l) => s + l.amount, 0);
    const months = Math.round((start - sub.start_date) / (30.44 * 24 * 3600));
    const c = sub.coupon;
    const applies = c && (c.duration === 'forever' || (c.duration === 'once' && sub.invoices_issued === 0) || (c.duration === 'repeating' && months < (c.duration_in_months ?? 0)));
    const inv: Invoice = {
      id: stripeId('in'),
      customer: sub.customer,
      customer_email: customer.email,
      subscription: sub.id,
      subscription_metadata: { ...sub.metadata },
      status: 'open',
      currency: lines[0]!.price.currency,
      subtotal,
      total: subtotal - (applies ? discountOf(c, subtotal) : 0),
      amount_paid: 0,
      billing_reason: reason,
      attempt_count: 0,
      next_payment_attempt: null,
      period_start: start,
      period_end: end,
      created: this.clock.nowSeconds(),
      paid_at: null,
      lines,
      last_decline: null,
    };
    sub.invoices_issued += 1;
    sub.latest_invoice = inv.id;
    this.invoices.set(inv.id, inv);
    return inv;
  }

  private markPaid(inv: Invoice) {
    inv.payment_intent = inv.payment_intent ?? stripeId('pi');
    this.intents.set(inv.payment_intent, inv.id);
    inv.status = 'paid';
    inv.amount_paid = inv.total;
    inv.paid_at = this.clock.nowSeconds();
    inv.attempt_count = Math.max(1, inv.attempt_count + (inv.attempt_count === 0 ? 1 : 0));
    inv.next_payment_attempt = null;
  }

  /**
   * Charges the subscription's saved card for an invoice; on failure schedules a retry a day after `at` (the moment the
   * attempt fell due, so a long clock jump runs every retry in turn) or, after the last attempt, ends the subscription.
   */
  private async attemptRenewal(sub: Subscription, inv: Invoice, at: number, announceRecovery = true): Promise<boolean> {
    const pm = this.paymentMethods.get(sub.default_payment_method)!;
    const forced = this.failNextRenewal.shift();
    const decline = forced ?? (pm.card.renewal === 'authentication_required' ? 'authentication_required' : null);
    inv.attempt_count += 1;
    if (!decline) {
      this.markPaid(inv);
      const wasPastDue = sub.status === 'past_due';
      sub.status = 'active';
      await this.event('invoice.paid', this.renderInvoice(inv));
      await this.event('invoice.payment_succeeded', this.renderInvoice(inv));
      if (wasPastDue && announceRecovery) await this.event('customer.subscription.updated', this.renderSubscription(sub), { status: 'past_due' });
      return true;
    }
    inv.last_decline = decline;
    const last = inv.attempt_count >= MAX_RENEWAL_ATTEMPTS;
    inv.next_payment_attempt = last ? null : at + RETRY_INTERVAL_S;
    await this.event('invoice.payment_failed', this.renderInvoice(inv));
    if (last) {
      await this.endSubscription(sub, 'payment_failed');
    } else if (sub.status !== 'past_due') {
      const previous = { status: sub.status };
      sub.status = 'past_due';
      await this.event('customer.subscription.updated', this.renderSubscription(sub), previous);
    }
    return false;
  }

  private async endSubscription(sub: Subscription, reason: NonNullable<Subscription['cancellation_reason']>, at?: number) {
    const now = at ?? this.clock.nowSeconds();
    sub.status = 'canceled';
    sub.canceled_at = sub.canceled_at ?? now;
    sub.ended_at = now;
    sub.cancellation_reason = reason;
    await this.event('customer.subscription.deleted', this.renderSubscription(sub));
  }

  // ---- rendering ---------------------------------------------------------------------------------------------

  renderPrice(p: Price) {
    return {
      id: p.id, object: 'price', active: true, billing_scheme: 'per_unit', created: p.created, currency: p.currency, livemode: false,
      lookup_key: null, metadata: p.metadata, nickname: null, product: p.product,
      recurring: { interval: p.recurring.interval, interval_count: p.recurring.interval_count, meter: null, usage_type: 'licensed' },
      tax_behavior: 'unspecified', type: 'recurring', unit_amount: p.unit_amount, unit_amount_decimal: String(p.unit_amount),
    };
  }

  renderCustomer(c: Customer) {
    return {
      id: c.id, object: 'customer', created: c.created, email: c.email, name: c.name, metadata: c.metadata, livemode: false,
      invoice_settings: { default_payment_method: c.default_payment_method, custom_fields: null, footer: null },
    };
  }

  renderCoupon(c: Coupon) {
    return {
      id: c.id, object: 'coupon', amount_off: c.amount_off, created: c.created, currency: c.currency, duration: c.duration,
      duration_in_months: c.duration_in_months, livemode: false, max_redemptions: null, metadata: c.metadata, name: c.name,
      percent_off: c.percent_off, redeem_by: null, times_redeemed: c.times_redeemed, valid: true,
    };
  }

  private renderItems(sub: Subscription) {
    return {
      object: 'list',
      data: sub.items.map((it) => ({
        id: it.id, object: 'subscription_item', created: it.created, current_period_start: sub.period_start, current_period_end: sub.period_end,
        metadata: {}, price: this.renderPrice(it.price), quantity: it.quantity, subscription: sub.id,
      })),
      has_more: false,
      total_count: sub.items.length,
      url: `/v1/subscription_items?subscription=${sub.id}`,
    };
  }

  renderSubscription(sub: Subscription) {
    return {
      id: sub.id, object: 'subscription', billing_cycle_anchor: sub.start_date,
      cancel_at: sub.cancel_at_period_end && sub.status !== 'canceled' ? sub.period_end : null,
      cancel_at_period_end: sub.cancel_at_period_end, canceled_at: sub.canceled_at,
      cancellation_details: { comment: null, feedback: null, reason: sub.cancellation_reason },
      collection_method: 'charge_automatically', created: sub.created, currency: sub.items[0]!.price.currency, customer: sub.customer,
      default_payment_method: sub.default_payment_method, description: null,
      discounts: sub.coupon ? [stripeId('di')] : [], ended_at: sub.ended_at, items: this.renderItems(sub),
      latest_invoice: sub.latest_invoice, livemode: false, metadata: sub.metadata, start_date: sub.start_date, status: sub.status,
      trial_end: null, trial_start: null,
    };
  }

  renderInvoice(inv: Invoice) {
    return {
      id: inv.id, object: 'invoice', amount_due: inv.total, amount_paid: inv.amount_paid, amount_remaining: inv.total - inv.amount_paid,
      attempt_count: inv.attempt_count, attempted: inv.attempt_count > 0, billing_reason: inv.billing_reason,
      collection_method: 'charge_automatically', created: inv.created, currency: inv.currency, customer: inv.customer,
      customer_email: inv.customer_email, hosted_invoice_url: `${this.publicUrl()}/stripe/invoices/${inv.id}`, livemode: false,
      last_finalization_error: null,
      lines: {
        object: 'list',
        data: inv.lines.map((l, i) => ({
          id: `il_${inv.id.slice(3)}_${i}`, object: 'line_item', amount: l.amount, currency: inv.currency, description: `${l.quantity} × subscription`,
          period: { start: l.start, end: l.end }, pricing: { type: 'price_details', price_details: { price: l.price.id, product: l.price.product } }, quantity: l.quantity,
        })),
        has_more: false,
        total_count: inv.lines.length,
        url: `/v1/invoices/${inv.id}/lines`,
      },
      metadata: {}, next_payment_attempt: inv.next_payment_attempt, number: `SBX-${inv.id.slice(3, 11).toUpperCase()}`,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: inv.subscription_metadata, subscription: inv.subscription } },
      period_end: inv.period_end, period_start: inv.period_start, status: inv.status,
      status_transitions: { finalized_at: inv.created, paid_at: inv.paid_at, marked_uncollectible_at: null, voided_at: null },
      subtotal: inv.subtotal, total: inv.total,
      payments: {
        object: 'list',
        data: inv.payment_intent ? [{ id: `inpay_${inv.id.slice(3)}`, object: 'invoice_payment', amount_paid: inv.amount_paid, currency: inv.currency, is_default: true, payment: { type: 'payment_intent', payment_intent: inv.payment_intent }, status: 'paid' }] : [],
        has_more: false,
        url: `/v1/invoice_payments?invoice=${inv.id}`,
      },
    };
  }

  renderSession(s: Session) {
    const email = s.customer_email ?? (s.customer ? this.customers.get(s.customer)?.email ?? null : null);
    return {
      id: s.id, object: 'checkout.session', amount_subtotal: s.amount_subtotal, amount_total: s.amount_total, cancel_url: s.cancel_url,
      client_reference_id: s.client_reference_id, created: s.created, currency: s.currency, customer: s.customer,
      customer_details: s.status === 'complete' ? { email, name: null, phone: null, tax_exempt: 'none', address: null } : null,
      customer_email: s.customer_email, discounts: s.coupon ? [{ coupon: s.coupon.id, promotion_code: null }] : [], expires_at: s.expires_at,
      invoice: s.invoice, livemode: false, metadata: s.metadata, mode: 'subscription', payment_status: s.payment_status, status: s.status,
      subscription: s.subscription, success_url: s.success_url,
      total_details: { amount_discount: s.amount_subtotal - s.amount_total, amount_shipping: 0, amount_tax: 0 },
      url: s.status === 'open' ? `${this.publicUrl()}/stripe/checkout/${s.id}` : null,
    };
  }

  renderLineItems(s: Session) {
    return {
      object: 'list',
      data: s.line_items.map((li) => ({
        id: li.id, object: 'item', amount_discount: 0, amount_subtotal: li.price.unit_amount * li.quantity, amount_tax: 0,
        amount_total: li.price.unit_amount * li.quantity, currency: li.price.currency, description: this.products.get(li.price.product)?.name ?? '',
        price: this.renderPrice(li.price), quantity: li.quantity,
      })),
      has_more: false,
      url: `/v1/checkout/sessions/${s.id}/line_items`,
    };
  }

  /** Records and sends one event `{id:'evt_…', object:'event', type, created, data:{object, previous_attributes?}}`. */
  private async event(type: string, object: { id: string } & Record<string, unknown>, previous?: Record<string, unknown>) {
    const event = {
      id: stripeId('evt'), object: 'event', api_version: STRIPE_API_VERSION, created: this.clock.nowSeconds(),
      data: { object, ...(previous ? { previous_attributes: previous } : {}) }, livemode: false, pending_webhooks: 1,
      request: { id: null, idempotency_key: null }, type,
    };
    await this.webhooks.emit({ id: event.id, provider: 'stripe', type, objectId: object.id, payload: JSON.stringify(event) });
  }
}

function discountOf(coupon: Coupon | null, subtotal: number): number {
  if (!coupon) return 0;
  if (coupon.percent_off !== null) return Math.round((subtotal * coupon.percent_off) / 100);
  return Math.min(subtotal, coupon.amount_off ?? 0);
}

const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
const per = (p: Price) => (p.recurring.interval === 'month' ? (p.recurring.interval_count === 1 ? 'в месяц' : `за ${p.recurring.interval_count} мес.`) : `/ ${p.recurring.interval_count} ${p.recurring.interval}`);

/** The Stripe API subset (`/v1/…`, bearer secret key, form-encoded bodies) and the hosted Checkout page. */
export function registerStripeRoutes(app: FastifyInstance, state: StripeState, secretKey: string): void {
  app.register(async (api) => {
    api.addHook('onRequest', async (request) => {
      const m = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
      if (m?.[1] !== secretKey) {
        const shown = m?.[1] ? `${m[1].slice(0, 8)}${'*'.repeat(Math.max(0, m[1].length - 12))}${m[1].slice(-4)}` : '';
        throw new StripeApiError(401, 'invalid_request_error', shown ? `Invalid API Key provided: ${shown}` : 'You did not provide an API key.');
      }
    });
    api.setErrorHandler(async (error, request, reply) => {
      if (error instanceof StripeApiError) {
        return reply.status(error.status).send({ error: { type: error.type, message: error.message, ...error.extra, request_log_url: null } });
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status < 500) return reply.status(400).send({ error: { type: 'invalid_request_error', message: error instanceof Error ? error.message : 'Bad request' } });
      request.log.error({ err: error }, 'stripe sandbox error');
      return reply.status(500).send({ error: { type: 'api_error', message: 'An unknown error occurred' } });
    });
    api.setNotFoundHandler(async (request, reply) =>
      reply.status(404).send({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}).` } }),
    );

    const form = (request: FastifyRequest): Form => obj(request.body);
    const post = (path: string, run: (request: FastifyRequest<{ Params: { id: string } }>) => Promise<unknown> | unknown) =>
      api.post<{ Params: { id: string } }>(path, async (request, reply) => {
        const key = request.headers['idempotency-key'];
        const out = await state.idempotent(Array.isArray(key) ? key[0] : key, `${request.method} ${request.url}`, form(request), async () => run(request));
        return reply.status(out.status).send(out.body);
      });
    const expandList = (request: FastifyRequest): string[] => list(obj(request.query).expand).map(String);

    post('/v1/customers', (r) => state.renderCustomer(state.createCustomer(form(r))));
    api.get<{ Params: { id: string } }>('/v1/customers/:id', async (r) => state.renderCustomer(state.customer(r.params.id)));
    post('/v1/products', (r) => {
      const p = state.createProduct(form(r));
      return { id: p.id, object: 'product', active: true, created: p.created, livemode: false, metadata: p.metadata, name: p.name };
    });
    post('/v1/prices', (r) => state.renderPrice(state.createPrice(form(r), 'price')));
    api.get<{ Params: { id: string } }>('/v1/prices/:id', async (r) => state.renderPrice(state.price(r.params.id)));
    post('/v1/coupons', (r) => state.renderCoupon(state.createCoupon(form(r))));
    api.get<{ Params: { id: string } }>('/v1/coupons/:id', async (r) => state.renderCoupon(state.coupon(r.params.id)));

    const renderSessionExpanded = (id: string, expand: string[]) => {
      const s = state.session(id);
      const out: Record<string, unknown> = state.renderSession(s);
      if (expand.includes('line_items')) out.line_items = state.renderLineItems(s);
      if (expand.includes('subscription') && s.subscription) out.subscription = state.renderSubscription(state.subscription(s.subscription));
      if (expand.includes('customer') && s.customer) out.customer = state.renderCustomer(state.customer(s.customer));
      if (expand.includes('invoice') && s.invoice) out.invoice = state.renderInvoice(state.invoice(s.invoice));
      return out;
    };
    post('/v1/checkout/sessions', (r) => renderSessionExpanded(state.createSession(form(r)).id, list(form(r).expand).map(String)));
    api.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (r) => renderSessionExpanded(r.params.id, expandList(r)));
    api.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id/line_items', async (r) => state.renderLineItems(state.session(r.params.id)));
    post('/v1/checkout/sessions/:id/expire', async (r) => state.renderSession(await state.expireSession(r.params.id)));
    post('/v1/refunds', async (r) => state.renderRefund(await state.createRefund(form(r))));
    api.get<{ Params: { id: string } }>('/v1/payment_methods/:id', async (r) => state.renderPaymentMethod(r.params.id));

    api.get<{ Params: { id: string } }>('/v1/subscriptions/:id', async (r) => state.renderSubscription(state.subscription(r.params.id)));
    post('/v1/subscriptions/:id', async (r) => state.renderSubscription(await state.updateSubscription(r.params.id, form(r))));
    api.delete<{ Params: { id: string } }>('/v1/subscriptions/:id', async (r) => state.renderSubscription(await state.cancelSubscription(r.params.id)));

    api.get<{ Params: { id: string } }>('/v1/invoices/:id', async (r) => state.renderInvoice(state.invoice(r.params.id)));
    post('/v1/invoices/:id/pay', async (r) => state.renderInvoice(await state.payInvoice(r.params.id)));
  });

  const checkoutPage = (reply: FastifyReply, s: Session, error?: string, status = 200) => {
    const email = s.customer_email ?? (s.customer ? state.customers.get(s.customer)?.email ?? '' : '');
    const items = s.line_items
      .map((li) => `<li>${esc(state.products.get(li.price.product)?.name ?? 'Подписка')} — ${esc(money(li.price.unit_amount * li.quantity, li.price.currency))} ${esc(per(li.price))}</li>`)
      .join('');
    const discount = s.amount_subtotal - s.amount_total;
    return sendPage(
      reply,
      'Stripe Checkout (песочница)',
      `<h1>Оформление подписки</h1><p class="muted">Stripe Checkout · тестовый режим</p><ul>${items}</ul>
${discount > 0 ? `<p data-testid="discount">Скидка: −${esc(money(discount, s.currency))}</p>` : ''}<div class="amount" data-testid="amount">${esc(money(s.amount_total, s.currency))}</div>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/stripe/checkout/${esc(s.id)}"><label for="email">E-mail</label><input id="email" name="email" type="email" value="${esc(email)}" required>
${cardFields()}<label for="cardholder">Имя владельца</label><input id="cardholder" name="cardholder" autocomplete="cc-name">
<button class="primary" type="submit">Подписаться</button></form>
${s.cancel_url ? `<p><a href="${esc(s.cancel_url)}">← Вернуться без оплаты</a></p>` : ''}
<p class="muted">Тестовые карты: 4242 4242 4242 4242 — успех, 4000 0000 0000 0002 — отказ, 4000 0027 6000 3184 — 3-D Secure.</p>`,
      status,
    );
  };
  const threeDsPage = (reply: FastifyReply, s: Session) =>
    sendPage(
      reply,
      '3-D Secure (песочница)',
      `<h1>Подтверждение платежа</h1><p>Банк просит подтвердить платёж ${esc(money(s.amount_total, s.currency))} (тестовая аутентификация 3-D Secure 2).</p>
<form method="post" action="/stripe/checkout/${esc(s.id)}/3ds"><button class="primary" type="submit" name="action" value="complete">Подтвердить</button>
<button class="secondary" type="submit" name="action" value="fail">Отклонить</button></form>`,
    );
  const successRedirect = (reply: FastifyReply, s: Session) => reply.redirect(s.success_url.replaceAll('{CHECKOUT_SESSION_ID}', s.id), 303);

  app.get<{ Params: { id: string } }>('/stripe/checkout/:id', async (request, reply) => {
    const s = state.sessions.get(request.params.id);
    if (!s) return sendPage(reply, 'Stripe', '<h1>Сессия не найдена</h1>', 404);
    if (s.status === 'complete') return sendPage(reply, 'Stripe', `<h1>Подписка уже оформлена</h1><p><a href="${esc(s.success_url.replaceAll('{CHECKOUT_SESSION_ID}', s.id))}">Вернуться</a></p>`);
    if (s.status === 'expired') return sendPage(reply, 'Stripe', '<h1>Сессия истекла</h1>', 410);
    if (s.awaiting3ds) return threeDsPage(reply, s);
    return checkoutPage(reply, s);
  });

  app.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>('/stripe/checkout/:id', async (request, reply) => {
    const s = state.sessions.get(request.params.id);
    if (!s) return sendPage(reply, 'Stripe', '<h1>Сессия не найдена</h1>', 404);
    if (s.status === 'complete') return successRedirect(reply, s);
    if (s.status !== 'open') return sendPage(reply, 'Stripe', '<h1>Сессия истекла</h1>', 410);
    const number = normaliseCardNumber(String(request.body?.card_number ?? ''));
    const email = String(request.body?.email ?? '').trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) return checkoutPage(reply, s, 'Укажите e-mail', 422);
    if (!STRIPE_TEST_CARDS[number]) return checkoutPage(reply, s, 'Используйте тестовую карту Stripe', 422);
    const out = await state.submitCard(s, number, email, parseExpiry(request.body?.card_expiry, Date.now()));
    if (out.kind === 'declined') return checkoutPage(reply, s, out.code === 'insufficient_funds' ? 'Недостаточно средств на карте. Попробуйте другую карту.' : 'Карта отклонена. Попробуйте другую карту.', 402);
    if (out.kind === '3ds') return threeDsPage(reply, s);
    return successRedirect(reply, s);
  });

  app.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>('/stripe/checkout/:id/3ds', async (request, reply) => {
    const s = state.sessions.get(request.params.id);
    if (!s) return sendPage(reply, 'Stripe', '<h1>Сессия не найдена</h1>', 404);
    const ok = await state.submit3ds(s, request.body?.action === 'complete');
    if (!ok) return checkoutPage(reply, s, 'Не удалось подтвердить платёж (3-D Secure). Попробуйте ещё раз или другую карту.', 402);
    return successRedirect(reply, s);
  });
}
