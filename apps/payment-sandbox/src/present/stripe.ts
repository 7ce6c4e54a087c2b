import { stripeId } from '../state/ids';
import type { Coupon, Customer, Invoice, PaymentMethod, Price, Product, Refund, Session, StripeView, Subscription } from '../state/stripe-objects';

/**
 * Stripe's API objects as the API answers them and as events carry them: the sandbox's records turned into Stripe's
 * shapes (ids, `object`, lists with `has_more`, unix times). `view` looks up what a record only names.
 */

/** Stripe's `Price` object as the API answers it. */
export function presentPrice(_view: StripeView, p: Price) {
  return {
    id: p.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: p.created,
    currency: p.currency,
    livemode: false,
    lookup_key: null,
    metadata: p.metadata,
    nickname: null,
    product: p.product,
    recurring: { interval: p.recurring.interval, interval_count: p.recurring.interval_count, meter: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    type: 'recurring',
    unit_amount: p.unit_amount,
    unit_amount_decimal: String(p.unit_amount),
  };
}

/** Stripe's `Customer` object as the API answers it. */
export function presentCustomer(_view: StripeView, c: Customer) {
  return {
    id: c.id,
    object: 'customer',
    created: c.created,
    email: c.email,
    name: c.name,
    metadata: c.metadata,
    livemode: false,
    invoice_settings: { default_payment_method: c.default_payment_method, custom_fields: null, footer: null },
  };
}

/** Stripe's `Coupon` object as the API answers it. */
export function presentCoupon(_view: StripeView, c: Coupon) {
  return {
    id: c.id,
    object: 'coupon',
    amount_off: c.amount_off,
    created: c.created,
    currency: c.currency,
    duration: c.duration,
    duration_in_months: c.duration_in_months,
    livemode: false,
    max_redemptions: null,
    metadata: c.metadata,
    name: c.name,
    percent_off: c.percent_off,
    redeem_by: null,
    times_redeemed: c.times_redeemed,
    valid: true,
  };
}

/** A subscription's items as the list Stripe nests in it. */
export function presentItems(view: StripeView, sub: Subscription) {
  return {
    object: 'list',
    data: sub.items.map((it) => ({
      id: it.id,
      object: 'subscription_item',
      created: it.created,
      current_period_start: sub.period_start,
      current_period_end: sub.period_end,
      metadata: {},
      price: presentPrice(view, it.price),
      quantity: it.quantity,
      subscription: sub.id,
    })),
    has_more: false,
    total_count: sub.items.length,
    url: `/v1/subscription_items?subscription=${sub.id}`,
  };
}

/** Stripe's `Subscription` object as the API answers it. */
export function presentSubscription(view: StripeView, sub: Subscription) {
  return {
    id: sub.id,
    object: 'subscription',
    billing_cycle_anchor: sub.start_date,
    cancel_at: sub.cancel_at_period_end && sub.status !== 'canceled' ? sub.period_end : null,
    cancel_at_period_end: sub.cancel_at_period_end,
    canceled_at: sub.canceled_at,
    cancellation_details: { comment: null, feedback: null, reason: sub.cancellation_reason },
    collection_method: 'charge_automatically',
    created: sub.created,
    currency: sub.items[0]!.price.currency,
    customer: sub.customer,
    default_payment_method: sub.default_payment_method,
    description: null,
    discounts: sub.coupon ? [stripeId('di')] : [],
    ended_at: sub.ended_at,
    items: presentItems(view, sub),
    latest_invoice: sub.latest_invoice,
    livemode: false,
    metadata: sub.metadata,
    start_date: sub.start_date,
    status: sub.status,
    trial_end: null,
    trial_start: null,
  };
}

/** Stripe's `Invoice` object as the API answers it. */
export function presentInvoice(view: StripeView, inv: Invoice) {
  return {
    id: inv.id,
    object: 'invoice',
    amount_due: inv.total,
    amount_paid: inv.amount_paid,
    amount_remaining: inv.total - inv.amount_paid,
    attempt_count: inv.attempt_count,
    attempted: inv.attempt_count > 0,
    billing_reason: inv.billing_reason,
    collection_method: 'charge_automatically',
    created: inv.created,
    currency: inv.currency,
    customer: inv.customer,
    customer_email: inv.customer_email,
    hosted_invoice_url: `${view.publicUrl()}/stripe/invoices/${inv.id}`,
    livemode: false,
    last_finalization_error: null,
    lines: {
      object: 'list',
      data: inv.lines.map((l, i) => ({
        id: `il_${inv.id.slice(3)}_${i}`,
        object: 'line_item',
        amount: l.amount,
        currency: inv.currency,
        description: `${l.quantity} × subscription`,
        period: { start: l.start, end: l.end },
        pricing: { type: 'price_details', price_details: { price: l.price.id, product: l.price.product } },
        quantity: l.quantity,
      })),
      has_more: false,
      total_count: inv.lines.length,
      url: `/v1/invoices/${inv.id}/lines`,
    },
    metadata: {},
    next_payment_attempt: inv.next_payment_attempt,
    number: `SBX-${inv.id.slice(3, 11).toUpperCase()}`,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: inv.subscription_metadata, subscription: inv.subscription },
    },
    period_end: inv.period_end,
    period_start: inv.period_start,
    status: inv.status,
    status_transitions: { finalized_at: inv.created, paid_at: inv.paid_at, marked_uncollectible_at: null, voided_at: null },
    subtotal: inv.subtotal,
    total: inv.total,
    payments: {
      object: 'list',
      data: inv.payment_intent
        ? [
            {
              id: `inpay_${inv.id.slice(3)}`,
              object: 'invoice_payment',
              amount_paid: inv.amount_paid,
              currency: inv.currency,
              is_default: true,
              payment: { type: 'payment_intent', payment_intent: inv.payment_intent },
              status: 'paid',
            },
          ]
        : [],
      has_more: false,
      url: `/v1/invoice_payments?invoice=${inv.id}`,
    },
  };
}

/** Stripe's `Session` object as the API answers it. */
export function presentSession(view: StripeView, s: Session) {
  const email = s.customer_email ?? (s.customer ? view.customerEmail(s.customer) : null);
  return {
    id: s.id,
    object: 'checkout.session',
    amount_subtotal: s.amount_subtotal,
    amount_total: s.amount_total,
    cancel_url: s.cancel_url,
    client_reference_id: s.client_reference_id,
    created: s.created,
    currency: s.currency,
    customer: s.customer,
    customer_details: s.status === 'complete' ? { email, name: null, phone: null, tax_exempt: 'none', address: null } : null,
    customer_email: s.customer_email,
    discounts: s.coupon ? [{ coupon: s.coupon.id, promotion_code: null }] : [],
    expires_at: s.expires_at,
    invoice: s.invoice,
    livemode: false,
    metadata: s.metadata,
    mode: 'subscription',
    payment_status: s.payment_status,
    status: s.status,
    subscription: s.subscription,
    success_url: s.success_url,
    total_details: { amount_discount: s.amount_subtotal - s.amount_total, amount_shipping: 0, amount_tax: 0 },
    url: s.status === 'open' ? `${view.publicUrl()}/stripe/checkout/${s.id}` : null,
  };
}

/** Stripe's `LineItems` object as the API answers it. */
export function presentLineItems(view: StripeView, s: Session) {
  return {
    object: 'list',
    data: s.line_items.map((li) => ({
      id: li.id,
      object: 'item',
      amount_discount: 0,
      amount_subtotal: li.price.unit_amount * li.quantity,
      amount_tax: 0,
      amount_total: li.price.unit_amount * li.quantity,
      currency: li.price.currency,
      description: view.productName(li.price.product) ?? '',
      price: presentPrice(view, li.price),
      quantity: li.quantity,
    })),
    has_more: false,
    url: `/v1/checkout/sessions/${s.id}/line_items`,
  };
}

/** A refund as POST /v1/refunds answers it. */
export function presentRefund(_view: StripeView, r: Refund) {
  return {
    id: r.id,
    object: 'refund',
    amount: r.amount,
    currency: r.currency,
    payment_intent: r.payment_intent,
    status: r.status,
    created: r.created,
    reason: r.reason,
    metadata: r.metadata,
  };
}

/** A saved card (GET /v1/payment_methods/:id): brand, last 4 digits, expiry. */
export function presentPaymentMethod(_view: StripeView, pm: PaymentMethod) {
  const brand = pm.number.startsWith('4') ? 'visa' : pm.number.startsWith('5') ? 'mastercard' : pm.number.startsWith('3') ? 'amex' : 'unknown';
  return {
    id: pm.id,
    object: 'payment_method',
    type: 'card',
    customer: pm.customer,
    created: pm.created,
    card: { brand, last4: pm.number.slice(-4), exp_month: pm.exp_month, exp_year: pm.exp_year, funding: 'credit', country: 'US' },
    livemode: false,
    metadata: {},
  };
}

/** A product as POST /v1/products answers it. */
export function presentProduct(_view: StripeView, p: Product) {
  return { id: p.id, object: 'product', active: true, created: p.created, livemode: false, metadata: p.metadata, name: p.name };
}
