import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of this process (prom-client), served at GET /metrics (plugins/metrics.ts). One registry per
 * process: every app built in it (tests build several) adds to the same counters, so tests compare before and after.
 * Names follow Prometheus conventions: seconds, `_total` for counters.
 */
export const metricsRegistry = new Registry();

/** HTTP request duration in seconds, by method, route pattern (`/api/applications/:id`, never the raw URL) and status. */
export const httpRequestDuration = new Histogram({
  name: 'otklik_http_request_duration_seconds',
  help: 'HTTP request duration in seconds, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Jobs per pg-boss queue and state (`ready`: runnable now; `deferred`: scheduled later; `active`: running), read at scrape time. */
export const queueDepth = new Gauge({
  name: 'otklik_queue_jobs',
  help: 'pg-boss jobs per queue and state (ready, deferred, active), read when /metrics is scraped.',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
});

/**
 * Attempts of the application send job by outcome: what `sendApplication` returned (`sent`, `deferred`, `failed`,
 * `assisted_apply`, `skipped`…) or `error` when the attempt threw (pg-boss retries it).
 */
export const applicationSends = new Counter({
  name: 'otklik_application_sends_total',
  help: 'Application send attempts by outcome.',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/**
 * Failed hh.ru calls by code: the HTTP status hh answered (`429`, `503`, `403`…) or `unavailable` when hh did not
 * answer (timeout, connection refused).
 */
export const hhErrors = new Counter({
  name: 'otklik_hh_errors_total',
  help: 'Failed hh.ru API calls by HTTP status code, or "unavailable" when hh did not answer.',
  labelNames: ['code'] as const,
  registers: [metricsRegistry],
});

/** Payment provider events handled, by provider (`yookassa`, `stripe`) and event type as the provider names it. */
export const paymentEvents = new Counter({
  name: 'otklik_payment_events_total',
  help: 'Payment provider events handled, by provider and event type.',
  labelNames: ['provider', 'event'] as const,
  registers: [metricsRegistry],
});

/**
 * Page self-tests of the browser companion that failed, by selector pack version and page: hh changed a page, so
 * sending is paused for everyone on that pack until the operator ships a new one or lifts the pause (the admin
 * console's «Расширение» tab, or `npm run admin -- pack-resume`). An operator alert fires on any.
 */
export const companionPackMismatches = new Counter({
  name: 'otklik_companion_pack_mismatches_total',
  help: 'Failed page self-tests of the browser companion, by selector pack version and page.',
  labelNames: ['version', 'page'] as const,
  registers: [metricsRegistry],
});

/** 1 while sending through the browser companion is paused on a selector pack version (hh changed a page), else 0. */
export const companionPackPaused = new Gauge({
  name: 'otklik_companion_pack_paused',
  help: '1 while sending through the browser companion is paused on this selector pack version.',
  labelNames: ['version'] as const,
  registers: [metricsRegistry],
});

/** Operations the browser companions finished, by kind and how they ended (done, stopped, interrupted, failed). */
export const companionOperationsFinished = new Counter({
  name: 'otklik_companion_operations_total',
  help: 'Browser companion operations reported, by kind and outcome.',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
});
