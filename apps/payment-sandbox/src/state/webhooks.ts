import { createHmac } from 'node:crypto';
import type { SandboxClock } from './clock';

/** Which provider an outbound event belongs to (each has its own webhook URL and format). */
export type Provider = 'yookassa' | 'stripe';

/** One delivery attempt of an event: when (ms, real time), the receiver's HTTP status, or the network error. */
export interface Delivery {
  at: number;
  url: string;
  status: number | null;
  error: string | null;
}

/**
 * A notification the sandbox sent (or holds). `payload` is the exact JSON body; `createdMs` is sandbox time.
 * For Stripe `id` is the event id (`evt_…`); for YooKassa (whose notifications carry no id) it is a sandbox id.
 */
export interface OutboundEvent {
  id: string;
  provider: Provider;
  type: string;
  objectId: string;
  createdMs: number;
  payload: string;
  deliveries: Delivery[];
}

/**
 * Stripe's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload" keyed by the whsec secret>`,
 * which `stripe.webhooks.constructEvent` verifies.
 */
export function stripeSignatureHeader(payload: string, secret: string, timestampSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

/**
 * Records every event and POSTs it to its provider's webhook URL. Deliveries can be held (queued) and later
 * released in any order, replayed, or sent in an order a test chooses. Stripe deliveries are signed at send time
 * with the real clock, since receivers check the signature's age against their own time.
 */
export class WebhookDispatcher {
  readonly events: OutboundEvent[] = [];
  private held: OutboundEvent[] = [];
  private holding = false;

  constructor(
    private readonly clock: SandboxClock,
    public urls: Record<Provider, string | null>,
    private readonly stripeSecret: string,
    private readonly timeoutMs: number,
  ) {}

  /** Records an event and delivers it now, unless deliveries are held. */
  async emit(event: Omit<OutboundEvent, 'deliveries' | 'createdMs'> & { createdMs?: number }): Promise<OutboundEvent> {
    const full: OutboundEvent = { ...event, createdMs: event.createdMs ?? this.clock.now(), deliveries: [] };
    this.events.push(full);
    if (this.holding) this.held.push(full);
    else await this.deliver(full);
    return full;
  }

  /** Finds a recorded event by id. */
  find(id: string): OutboundEvent | undefined {
    return this.events.find((e) => e.id === id);
  }

  /** POSTs one event to its provider's URL and records the outcome (no URL: recorded as not delivered). */
  async deliver(event: OutboundEvent): Promise<Delivery> {
    const url = this.urls[event.provider];
    const delivery: Delivery = { at: Date.now(), url: url ?? '', status: null, error: null };
    event.deliveries.push(delivery);
    if (!url) {
      delivery.error = 'no webhook URL configured';
      return delivery;
    }
    const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8', 'User-Agent': `payment-sandbox/${event.provider}` };
    if (event.provider === 'stripe') {
      headers['Stripe-Signature'] = stripeSignatureHeader(event.payload, this.stripeSecret, Math.floor(Date.now() / 1000));
    }
    try {
      const res = await fetch(url, { method: 'POST', headers, body: event.payload, signal: AbortSignal.timeout(this.timeoutMs) });
      await res.arrayBuffer().catch(() => undefined);
      delivery.status = res.status;
    } catch (err) {
      delivery.error = err instanceof Error ? err.message : String(err);
    }
    return delivery;
  }

  /** From now on, events are recorded and queued instead of sent. */
  hold(): void {
    this.holding = true;
  }

  /** Sends the queued events, oldest first ('fifo') or newest first ('lifo'), and stops holding. */
  async release(order: 'fifo' | 'lifo' = 'fifo'): Promise<OutboundEvent[]> {
    this.holding = false;
    const queue = order === 'fifo' ? this.held : [...this.held].reverse();
    this.held = [];
    for (const event of queue) await this.deliver(event);
    return queue;
  }

  /** Events waiting while deliveries are held. */
  get pending(): readonly OutboundEvent[] {
    return this.held;
  }

  /** Forgets every event and stops holding. */
  reset(urls: Record<Provider, string | null>): void {
    this.events.length = 0;
    this.held = [];
    this.holding = false;
    this.urls = { ...urls };
  }
}
