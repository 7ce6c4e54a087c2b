/* global window, PerformanceObserver */
// What a cold load of a page costs before its largest paint, measured in real Chromium through the DevTools protocol:
// the requests started before the Largest Contentful Paint, the longest chain among them (a request is one deeper than
// the request of the script or document that started it, read from Chromium's initiator), and the LCP itself. Used by
// the journeys' budget (e2e/specs/first-paint.spec.ts) and by `npm run bench -w @otklik/web` (throttled and not).
import type { CDPSession, Page } from 'playwright-core';

/** A mobile network and CPU as Lighthouse's mobile preset simulates them: 150 ms round trip, 1.6 Mbps down, 4× CPU. */
export const SLOW_MOBILE = { latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 675, cpuSlowdown: 4 } as const;

export interface Throttle {
  /** Added to every request, in ms. */
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
  /** CPU slowdown factor (1 = none). */
  cpuSlowdown: number;
}

/** One request started before the largest paint. */
export interface ChainRequest {
  url: string;
  /** 1 for the document, 2 for what the document names, 3 for what those start, … */
  depth: number;
  /** The request one level up (the document or script that started this one), or null for the document. */
  parent: string | null;
  /** When it started, in ms after the navigation started. */
  startMs: number;
}

export interface FirstPaint {
  /** Largest Contentful Paint, ms after the navigation started. */
  lcpMs: number;
  /**
   * When the app's own first render went into `<div id="app">`, ms after the navigation started (not the early
   * first-paint shell of a signed-in /dashboard, src/app/first-paint-shell.ts, which the LCP may be), or null if it
   * never did. Only {@link measureFirstPaint} sets it.
   */
  appMs?: number | null;
  /** Requests started before the LCP (the document included), in start order. */
  requests: ChainRequest[];
  /** The deepest chain among them: its depth and the URLs from the document down. */
  depth: number;
  chain: string[];
}

interface Sent {
  requestId: string;
  url: string;
  wallMs: number;
  initiatorUrl: string | null;
}

interface CallFrame {
  url: string;
}
interface StackTrace {
  callFrames: CallFrame[];
  parent?: StackTrace;
  parentId?: unknown;
}
interface RequestWillBeSent {
  requestId: string;
  request: { url: string };
  wallTime: number;
  redirectHasExtraInfo?: boolean;
  initiator: { type: string; url?: string; stack?: StackTrace };
}

/** The URL of the script (or document) that started a request: the innermost frame with a URL, else the initiator's URL. */
function initiatorUrl(initiator: RequestWillBeSent['initiator']): string | null {
  for (let stack = initiator.stack; stack !== undefined; stack = stack.parent) {
    const frame = stack.callFrames.find((candidate) => candidate.url !== '');
    if (frame !== undefined) return frame.url;
  }
  return initiator.url ?? null;
}

function withoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/**
 * Loads `url` in `page` (a fresh context: cold cache) and measures what came before its largest paint.
 * @param page a page of a new browser context (its cookies and storage are the visit's)
 * @param url the page to load, absolute or relative to the context's baseURL
 * @param options `throttle` (default none); `ready`: resolves once the page shows what it is for (default: load), after
 *   which the LCP is read (a later, larger paint would move it)
 * @returns the LCP, the requests started before it and their deepest chain
 * @throws when the page reports no LCP
 */
export async function measureFirstPaint(
  page: Page,
  url: string,
  options: { throttle?: Throttle; ready?: (page: Page) => Promise<void> } = {},
): Promise<FirstPaint> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (options.throttle) {
    const { latencyMs, downloadKbps, uploadKbps, cpuSlowdown } = options.throttle;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: (downloadKbps * 1024) / 8,
      uploadThroughput: (uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  const sent: Sent[] = [];
  cdp.on('Network.requestWillBeSent', (event: RequestWillBeSent) => {
    // A redirect is the same request going on: keep its first start.
    if (sent.some((item) => item.requestId === event.requestId)) return;
    sent.push({ requestId: event.requestId, url: withoutHash(event.request.url), wallMs: event.wallTime * 1000, initiatorUrl: initiatorUrl(event.initiator) });
  });
  await page.addInitScript(() => {
    const store = window as unknown as { __lcp: number; __app: number };
    store.__lcp = -1;
    store.__app = -1;
    // The first element put into #app other than the first-paint shell is the app's own first render.
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof Element) || record.target.id !== 'app') continue;
        for (const node of record.addedNodes) {
          if (store.__app < 0 && node instanceof Element && !node.classList.contains('otk-first-shell')) {
            store.__app = performance.now();
            watch.disconnect();
          }
        }
      }
    });
    watch.observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  if (options.ready) await options.ready(page);
  // LCP entries are reported at the paint after they render: give the page two frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const { lcp, app, origin } = await page.evaluate(() => {
    const store = window as unknown as { __lcp: number; __app: number };
    return { lcp: store.__lcp, app: store.__app, origin: performance.timeOrigin };
  });
  if (options.throttle) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  }
  await cdp.detach();
  if (lcp < 0) throw new Error(`${url}: no largest-contentful-paint entry`);
  return { ...summarise(sent, origin, lcp), appMs: app < 0 ? null : Math.round(app) };
}

/** The requests started before `lcpMs` and their deepest initiator chain. */
export function summarise(sent: readonly Sent[], originMs: number, lcpMs: number): FirstPaint {
  const before = sent.filter((item) => item.wallMs - originMs <= lcpMs).sort((a, b) => a.wallMs - b.wallMs);
  const byUrl = new Map<string, ChainRequest>();
  const requests: ChainRequest[] = [];
  for (const item of before) {
    const parent = item.initiatorUrl === null ? undefined : byUrl.get(withoutHash(item.initiatorUrl));
    const request: ChainRequest = {
      url: item.url,
      depth: parent === undefined ? 1 : parent.depth + 1,
      parent: parent?.url ?? null,
      startMs: Math.max(0, Math.round(item.wallMs - originMs)),
    };
    if (!byUrl.has(item.url)) byUrl.set(item.url, request);
    requests.push(request);
  }
  const deepest = requests.reduce<ChainRequest | undefined>((best, item) => (best === undefined || item.depth > best.depth ? item : best), undefined);
  const chain: string[] = [];
  for (let link = deepest; link !== undefined; link = link.parent === null ? undefined : byUrl.get(link.parent)) chain.unshift(link.url);
  return { lcpMs: Math.round(lcpMs), requests, depth: deepest?.depth ?? 0, chain };
}
