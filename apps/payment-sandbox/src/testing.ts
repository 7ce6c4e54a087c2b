import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildPaymentSandbox, type PaymentSandbox } from './app';
import { loadConfig, type PaymentSandboxConfig } from './config';

export { STRIPE_TEST_CARDS, YOOKASSA_TEST_CARDS } from './state/cards';
export { STRIPE_API_VERSION } from './state/stripe-objects';
export { stripeSignatureHeader } from './state/webhooks';
export type { PaymentSandboxConfig } from './config';

/** One recorded notification as /__control/events lists it. `payload` is the parsed body that was sent. */
export interface ControlEvent {
  id: string;
  provider: 'yookassa' | 'stripe';
  type: string;
  object_id: string;
  created_at: string;
  payload: { [key: string]: unknown };
  deliveries: { at: number; url: string; status: number | null; error: string | null }[];
}

/** Where a confirmation page sent the browser: the HTTP status and the Location (null when it stayed on a page). */
export interface PageOutcome {
  status: number;
  location: string | null;
  html: string;
}

/**
 * A typed client for a running sandbox's /__control API and confirmation pages (the same plain form posts a browser
 * makes), for Vitest and Playwright alike.
 */
export class PaymentSandboxControl {
  constructor(readonly baseUrl: string) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`payment sandbox ${method} ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  }

  reset = () => this.call<{ ok: true }>('POST', '/__control/reset');
  yookassaPayments = () =>
    this.call<{ items: { id: string; status: string; [k: string]: unknown }[] }>('GET', '/__control/yookassa/payments').then((r) => r.items);
  stripeSessions = () => this.call<{ items: { id: string; status: string; [k: string]: unknown }[] }>('GET', '/__control/stripe/sessions').then((r) => r.items);
  stripeSubscriptions = () =>
    this.call<{ items: { id: string; status: string; [k: string]: unknown }[] }>('GET', '/__control/stripe/subscriptions').then((r) => r.items);

  /** Recorded notifications, optionally of one provider and/or event type, oldest first. */
  events = (filter: { provider?: 'yookassa' | 'stripe'; type?: string } = {}) => {
    const q = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === 'string'));
    return this.call<{ items: ControlEvent[] }>('GET', `/__control/events${q.size ? `?${q}` : ''}`).then((r) => r.items);
  };

  /** Moves the sandbox clock to `now` (Date or ISO) and runs due renewals; answers the events that caused. */
  setClock = (now: Date | string) => this.call<{ now: string; events: ControlEvent[] }>('POST', '/__control/clock', { now: new Date(now).toISOString() });
  /** Moves the sandbox clock forward by `ms` and runs due renewals. */
  advanceClock = (ms: number) => this.call<{ now: string; events: ControlEvent[] }>('POST', '/__control/clock', { advance_ms: ms });
  /** The next `count` recurring charges of a provider fail (YooKassa reason / Stripe decline code). */
  failNextCharge = (provider: 'yookassa' | 'stripe', reason?: string, count = 1) =>
    this.call<{ pending_failures: number }>('POST', '/__control/fail-next-charge', { provider, count, ...(reason ? { reason } : {}) });
  resendEvent = (id: string) =>
    this.call<{ event: ControlEvent; delivery: ControlEvent['deliveries'][number] }>('POST', `/__control/events/${encodeURIComponent(id)}/resend`);
  /** Delivers recorded events in exactly this order (e.g. an older state after a newer one). */
  sendEvents = (ids: string[]) => this.call<{ items: ControlEvent[] }>('POST', '/__control/events/send', { ids }).then((r) => r.items);
  holdWebhooks = () => this.call<{ holding: true }>('POST', '/__control/webhooks/hold');
  /** Sends the held notifications oldest first ('fifo') or newest first ('lifo'); answers them in sending order. */
  releaseWebhooks = (order: 'fifo' | 'lifo' = 'fifo') =>
    this.call<{ items: ControlEvent[] }>('POST', '/__control/webhooks/release', { order }).then((r) => r.items);
  setWebhookUrls = (urls: { yookassa_url?: string | null; stripe_url?: string | null }) =>
    this.call<{ yookassa_url: string | null; stripe_url: string | null }>('PUT', '/__control/webhooks', urls);

  private async postForm(url: string, fields: Record<string, string>): Promise<PageOutcome> {
    const res = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: res.status, location: res.headers.get('location'), html: await res.text() };
  }

  /**
   * Pays a YooKassa payment on its confirmation page with a test card; for 3-D Secure cards `threeDs` confirms
   * (default) or refuses the extra step. Answers where the page sent the buyer (303 to return_url when done).
   */
  async payYooKassa(confirmationUrl: string, card: string, threeDs: 'confirm' | 'fail' = 'confirm'): Promise<PageOutcome> {
    const first = await this.postForm(confirmationUrl, { card_number: card, card_expiry: '12/30', card_cvc: '123' });
    if (first.status !== 200 || !first.html.includes('3-D Secure')) return first;
    return this.postForm(`${confirmationUrl}/3ds`, { code: '12345', action: threeDs });
  }

  /** Leaves a YooKassa confirmation page without paying ("Отказаться от оплаты"). */
  abandonYooKassa = (confirmationUrl: string) => this.postForm(`${confirmationUrl}/cancel`, {});

  /**
   * Enters a 3-D Secure test card on a payment page and stops at the 3-D Secure step, so a test can do something
   * else (open another checkout) before the buyer confirms with {@link confirm3ds}. Answers the 3-D Secure page.
   */
  async enterCardAwaiting3ds(url: string, card: string, email = 'buyer@example.com'): Promise<PageOutcome> {
    return this.postForm(url, { email, card_number: card, card_expiry: '12/30', card_cvc: '123', cardholder: 'Test Buyer' });
  }

  /** Confirms the 3-D Secure step of a card entered with {@link enterCardAwaiting3ds} (YooKassa or Stripe page). */
  confirm3ds = (url: string) =>
    url.includes('/stripe/') ? this.postForm(`${url}/3ds`, { action: 'complete' }) : this.postForm(`${url}/3ds`, { code: '12345', action: 'confirm' });

  /** Subscribes on a Stripe Checkout page with a test card (and e-mail); 3-D Secure is completed or failed. */
  async payStripeCheckout(checkoutUrl: string, card: string, email = 'buyer@example.com', threeDs: 'complete' | 'fail' = 'complete'): Promise<PageOutcome> {
    const first = await this.postForm(checkoutUrl, { email, card_number: card, card_expiry: '12/30', card_cvc: '123', cardholder: 'Test Buyer' });
    if (first.status !== 200 || !first.html.includes('3-D Secure')) return first;
    return this.postForm(`${checkoutUrl}/3ds`, { action: threeDs });
  }
}

/** A sandbox listening on a loopback port in this process. */
export interface RunningPaymentSandbox {
  url: string;
  config: PaymentSandboxConfig;
  sandbox: PaymentSandbox;
  control: PaymentSandboxControl;
  close(): Promise<void>;
}

/**
 * Starts the payment sandbox in this process on a free loopback port (env overrides the defaults of loadConfig,
 * e.g. webhook URLs), with logging off.
 */
export async function startPaymentSandbox(env: Record<string, string> = {}): Promise<RunningPaymentSandbox> {
  const config = loadConfig({ PAYMENT_SANDBOX_PORT: '0', PAYMENT_SANDBOX_LOG_LEVEL: 'silent', ...env });
  const sandbox = await buildPaymentSandbox({ config, logger: false });
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`;
  sandbox.setPublicUrl(url);
  return { url, config: { ...config, publicUrl: url }, sandbox, control: new PaymentSandboxControl(url), close: () => sandbox.app.close() };
}

/** One request a webhook receiver got: path, headers and the raw body (exactly as sent, for signature checks). */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A loopback HTTP server that records every POST and answers `status` (200 unless changed). */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  status: number;
  /** Waits until a recorded request matches (default timeout 5000 ms). @throws Error on timeout */
  waitFor(match: (r: ReceivedWebhook) => boolean, timeoutMs?: number): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}

/** Starts a {@link WebhookReceiver} on a free loopback port. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const receiver = { status: 200 } as WebhookReceiver;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = receiver.status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  receiver.received = received;
  receiver.waitFor = async (match, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('webhook receiver: no matching request in time');
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  receiver.close = () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
  return receiver;
}
