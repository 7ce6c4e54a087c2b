import { createHash } from 'node:crypto';
import { StripeApiError, badParam, missing, noSuch } from '../http/stripe-errors';
import { type Form, bool, int, list, metadataOf, obj, str } from '../http/form';
import { presentInvoice, presentItems, presentSession, presentSubscription } from '../present/stripe';
import { STRIPE_TEST_CARDS, type StripeCard } from './cards';
import type { SandboxClock } from './clock';
import { stripeId } from './ids';
import {
  STRIPE_API_VERSION,
  type Coupon,
  type Customer,
  type Invoice,
  type LineItem,
  type PaymentMethod,
  type Price,
  type Product,
  type Refund,
  type Session,
  type StripeView,
  type Subscription,
} from './stripe-objects';
import type { WebhookDispatcher } from './webhooks';

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

  /** What the presenters look up beside an object: e-mails, product names, the public URL. */
  readonly view: StripeView;

  constructor(
    private readonly clock: SandboxClock,
    private readonly webhooks: WebhookDispatcher,
    publicUrl: () => string,
  ) {
    this.view = {
      publicUrl,
      customerEmail: (id) => this.customers.get(id)?.email ?? null,
      productName: (id) => this.products.get(id)?.name ?? null,
    };
  }

  reset(): void {
    for (const m of [
      this.customers,
      this.products,
      this.prices,
      this.coupons,
      this.paymentMethods,
      this.intents,
      this.refunds,
      this.sessions,
      this.subscriptions,
      this.invoices,
      this.idempotency,
    ])
      m.clear();
    this.failNextRenewal = [];
  }

  /** Replays a POST answered before under the same Idempotency-Key; another body under that key is an error. */
  async idempotent(key: string | undefined, scope: string, body: unknown, run: () => Promise<unknown>): Promise<{ status: number; body: unknown }> {
    if (!key) return { status: 200, body: await run() };
    const hash = createHash('sha256')
      .update(`${scope}\n${JSON.stringify(body)}`)
      .digest('hex');
    const seen = this.idempotency.get(key);
    if (seen) {
      if (seen.hash !== hash) {
        throw new StripeApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      return { status: seen.status, body: seen.body };
    }
    const out = { status: 200, body: await run() };
    this.idempotency.set(key, { hash, ...out });
    return out;
  }

  // ---- customers, products, prices, coupons -------------------------------------------------------------------

  createCustomer(form: Form): Customer {
    const c: Customer = {
      id: stripeId('cus'),
      email: str(form.email) ?? null,
      name: str(form.name) ?? null,
      metadata: metadataOf(form.metadata),
      created: this.clock.nowSeconds(),
      default_payment_method: null,
    };
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
      recurring: {
        interval: interval as Price['recurring']['interval'],
        interval_count: int(recurring.interval_count, `${param}[recurring][interval_count]`) ?? 1,
      },
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
    if (this.coupons.has(coupon.id))
      throw new StripeApiError(400, 'invalid_request_error', 'Coupon already exists.', { code: 'resource_already_exists', param: 'id' });
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
      const price = priceId
        ? this.price(priceId, `line_items[${i}][price]`)
        : item.price_data
          ? this.createPrice(obj(item.price_data), `line_items[${i}][price_data]`)
          : undefined;
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
    await this.event('checkout.session.expired', presentSession(this.view, s));
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
    const refund: Refund = {
      id: stripeId('re'),
      amount,
      currency: inv.currency,
      payment_intent: pi,
      status: 'succeeded',
      created: this.clock.nowSeconds(),
      reason: str(form.reason) ?? null,
      metadata: metadataOf(form.metadata),
    };
    this.refunds.set(refund.id, refund);
    await this.event('charge.refunded', {
      id: stripeId('ch'),
      object: 'charge',
      amount: inv.amount_paid,
      amount_refunded: inv.amount_refunded,
      currency: inv.currency,
      customer: inv.customer,
      payment_intent: pi,
      refunded: inv.amount_refunded >= inv.amount_paid,
    });
    return refund;
  }

  /** A saved card by id (GET /v1/payment_methods/:id). @throws 404 resource_missing */
  paymentMethod(id: string): PaymentMethod {
    const pm = this.paymentMethods.get(id);
    if (!pm) throw noSuch('payment_method', id);
    return pm;
  }

  /** The hosted page's card submit: declined (message), 3-D Secure step, or paid. */
  async submitCard(
    session: Session,
    number: string,
    email: string,
    expiry: { month: number; year: number },
  ): Promise<{ kind: 'declined'; code: string } | { kind: '3ds' } | { kind: 'paid' }> {
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
    await this.event('customer.subscription.created', presentSubscription(this.view, sub));
    await this.event('invoice.paid', presentInvoice(this.view, invoice));
    await this.event('invoice.payment_succeeded', presentInvoice(this.view, invoice));
    await this.event('checkout.session.completed', presentSession(this.view, session));
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
      if (sub.status === 'canceled')
        throw new StripeApiError(400, 'invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.');
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      previous.cancel_at = sub.cancel_at_period_end ? sub.period_end : null;
      sub.cancel_at_period_end = cape;
      sub.cancellation_reason = cape ? 'cancellation_requested' : null;
    }
    if (form.metadata !== undefined) {
      previous.metadata = { ...sub.metadata };
      sub.metadata = { ...sub.metadata, ...metadataOf(form.metadata) };
    }
    if (Object.keys(previous).length) await this.event('customer.subscription.updated', presentSubscription(this.view, sub), previous);
    return sub;
  }

  private async changePrice(sub: Subscription, items: unknown[], proration: string, previous: Record<string, unknown>) {
    if (sub.status === 'canceled')
      throw new StripeApiError(400, 'invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.');
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
    previous.items = presentItems(this.view, sub);
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
        await this.event('invoice.payment_failed', presentInvoice(this.view, inv));
        throw new StripeApiError(402, 'card_error', 'Your card was declined.', { code: 'card_declined', decline_code: decline });
      }
      this.markPaid(inv);
      await this.event('invoice.paid', presentInvoice(this.view, inv));
      await this.event('invoice.payment_succeeded', presentInvoice(this.view, inv));
    }
  }

  /** DELETE /v1/subscriptions/:id: ends the subscription now. */
  async cancelSubscription(id: string): Promise<Subscription> {
    const sub = this.subscription(id);
    if (sub.status === 'canceled')
      throw new StripeApiError(404, 'invalid_request_error', `No such subscription: '${id}'`, { code: 'resource_missing', param: 'id' });
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
    if (!ok)
      throw new StripeApiError(402, 'card_error', 'Your card was declined.', { code: 'card_declined', decline_code: inv.last_decline ?? 'generic_decline' });
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
        const previous = { items: presentItems(this.view, sub) };
        const price = sub.items[0]!.price;
        sub.period_start = sub.period_end;
        sub.period_end = addInterval(sub.period_start, price.recurring.interval, price.recurring.interval_count);
        const inv = this.issueInvoice(sub, 'subscription_cycle', sub.period_start, sub.period_end);
        const ok = await this.attemptRenewal(sub, inv, sub.period_start, false);
        if (ok) await this.event('customer.subscription.updated', presentSubscription(this.view, sub), previous);
      }
    }
  }

  private issueInvoice(sub: Subscription, reason: Invoice['billing_reason'], start: number, end: number): Invoice {
    const customer = this.customer(sub.customer);
    const lines = sub.items.map((it) => ({ price: it.price, quantity: it.quantity, amount: it.price.unit_amount * it.quantity, start, end }));
    const subtotal = lines.reduce((s, l) => s + l.amount, 0);
    const months = Math.round((start - sub.start_date) / (30.44 * 24 * 3600));
    const c = sub.coupon;
    const applies =
      c &&
      (c.duration === 'forever' ||
        (c.duration === 'once' && sub.invoices_issued === 0) ||
        (c.duration === 'repeating' && months < (c.duration_in_months ?? 0)));
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
      await this.event('invoice.paid', presentInvoice(this.view, inv));
      await this.event('invoice.payment_succeeded', presentInvoice(this.view, inv));
      if (wasPastDue && announceRecovery) await this.event('customer.subscription.updated', presentSubscription(this.view, sub), { status: 'past_due' });
      return true;
    }
    inv.last_decline = decline;
    const last = inv.attempt_count >= MAX_RENEWAL_ATTEMPTS;
    inv.next_payment_attempt = last ? null : at + RETRY_INTERVAL_S;
    await this.event('invoice.payment_failed', presentInvoice(this.view, inv));
    if (last) {
      await this.endSubscription(sub, 'payment_failed');
    } else if (sub.status !== 'past_due') {
      const previous = { status: sub.status };
      sub.status = 'past_due';
      await this.event('customer.subscription.updated', presentSubscription(this.view, sub), previous);
    }
    return false;
  }

  private async endSubscription(sub: Subscription, reason: NonNullable<Subscription['cancellation_reason']>, at?: number) {
    const now = at ?? this.clock.nowSeconds();
    sub.status = 'canceled';
    sub.canceled_at = sub.canceled_at ?? now;
    sub.ended_at = now;
    sub.cancellation_reason = reason;
    await this.event('customer.subscription.deleted', presentSubscription(this.view, sub));
  }

  /** Records and sends one event `{id:'evt_…', object:'event', type, created, data:{object, previous_attributes?}}`. */
  private async event(type: string, object: { id: string } & Record<string, unknown>, previous?: Record<string, unknown>) {
    const event = {
      id: stripeId('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: this.clock.nowSeconds(),
      data: { object, ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    await this.webhooks.emit({ id: event.id, provider: 'stripe', type, objectId: object.id, payload: JSON.stringify(event) });
  }
}

function discountOf(coupon: Coupon | null, subtotal: number): number {
  if (!coupon) return 0;
  if (coupon.percent_off !== null) return Math.round((subtotal * coupon.percent_off) / 100);
  return Math.min(subtotal, coupon.amount_off ?? 0);
}
