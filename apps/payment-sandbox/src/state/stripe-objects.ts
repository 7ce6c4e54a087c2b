import type { StripeCard } from './cards';

/** The API version stamped on events: the one the pinned `stripe` SDK (23.1.0) sends. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** What presenting an object needs beyond it: the public URL of the hosted pages, a customer's e-mail, a product's name. */
export interface StripeView {
  publicUrl(): string;
  customerEmail(customerId: string): string | null;
  productName(productId: string): string | null;
}

export interface Price {
  id: string;
  product: string;
  unit_amount: number;
  currency: string;
  recurring: { interval: 'day' | 'week' | 'month' | 'year'; interval_count: number };
  metadata: Record<string, string>;
  created: number;
}
export interface Product {
  id: string;
  name: string;
  created: number;
  metadata: Record<string, string>;
}
export interface Coupon {
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
export interface Customer {
  id: string;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  default_payment_method: string | null;
}
export interface PaymentMethod {
  id: string;
  number: string;
  card: StripeCard;
  customer: string;
  exp_month: number;
  exp_year: number;
  created: number;
}
export interface LineItem {
  id: string;
  price: Price;
  quantity: number;
}
export interface Session {
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
export interface Subscription {
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
export interface Invoice {
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
export interface Refund {
  id: string;
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
  reason: string | null;
  metadata: Record<string, string>;
}
